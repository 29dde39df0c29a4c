import { employeesRoutes } from '@shelfline/shared/routes/employees.routes';
import { implement } from '../../common/api-handler.ts';
import { pickerList } from './pickers.ts';

/** `GET employees/supervisors`: active workers flagged isSupervisor, by name. */
export const listSupervisors = implement(employeesRoutes.listSupervisors, () => pickerList('isSupervisor'));
