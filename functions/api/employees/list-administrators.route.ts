import { employeesRoutes } from '@shelfline/shared/routes/employees.routes';
import { implement } from '../../common/api-handler.ts';
import { pickerList } from './pickers.ts';

/** `GET employees/administrators`: active workers flagged isAdministrator, by name. */
export const listAdministrators = implement(employeesRoutes.listAdministrators, () => pickerList('isAdministrator'));
