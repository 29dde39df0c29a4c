import { provincesRoutes } from '@shelfline/shared/routes/provinces.routes';
import { implement } from '../../common/api-handler.ts';
import { listProvinces } from '../../data/master-data/master-data.repository.ts';
import { activeUnless } from '../locations.ts';

/** The flat province list (docs/decisions.md#api), optionally of one country, by name. */
export const list = implement(provincesRoutes.list, async ({ query }) =>
  activeUnless(await listProvinces(query.countryId), query.includeInactive).sort((a, b) =>
    a.fullName.localeCompare(b.fullName),
  ),
);
