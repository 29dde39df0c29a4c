import { employeesRoutes } from '@shelfline/shared/routes/employees.routes';
import { implement } from '../../common/api-handler.ts';
import { pickerList } from './pickers.ts';

/** `GET employees/HR`: active workers flagged isHr, by name. */
export const listHr = implement(employeesRoutes.listHr, () => pickerList('isHr'));
