import { employeesRoutes } from '@shelfline/shared/routes/employees.routes';
import { implement } from '../../common/api-handler.ts';
import { pickerList } from './pickers.ts';

/** `GET employees/merchandisers`: active workers flagged isMerchandiser, by name. */
export const listMerchandisers = implement(employeesRoutes.listMerchandisers, () => pickerList('isMerchandiser'));
