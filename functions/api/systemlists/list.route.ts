import { SYSTEM_LISTS } from '@shelfline/shared/contracts/system-list.contract';
import { systemListsRoutes } from '@shelfline/shared/routes/systemlists.routes';
import { implement } from '../../common/api-handler.ts';

/**
 * `GET systemLists`: every category with `allowEdit` (001 §7 rows: id, description, allowEdit), the read-only ones
 * (MTRTYP, PLNTYP: code depends on their values) with `allowEdit: false`. The maintenance screen offers only the
 * editable ones (001 §2) and the item writes refuse the others (`assertEditable`).
 */
export const list = implement(systemListsRoutes.list, async () => SYSTEM_LISTS.map((list) => ({ ...list })));
