import { employeesRoutes } from '@shelfline/shared/routes/employees.routes';
import { implement } from '../../common/api-handler.ts';
import { pickerList } from './pickers.ts';

/** `GET employees/Helpers`: active workers flagged isHelper, by name. */
export const listHelpers = implement(employeesRoutes.listHelpers, () => pickerList('isHelper'));
