import { employeesRoutes } from '@shelfline/shared/routes/employees.routes';
import { implement } from '../../common/api-handler.ts';
import { pickerList } from './pickers.ts';

/** `GET employees/accountManagers`: active workers flagged isAccountManager, by name. */
export const listAccountManagers = implement(employeesRoutes.listAccountManagers, () => pickerList('isAccountManager'));
