import type { WorkerListRow } from '@shelfline/shared/contracts/employee-list.contract';
import { showsRecord } from '@shelfline/shared/contracts/list.contract';
import { employeesRoutes } from '@shelfline/shared/routes/employees.routes';
import { implement } from '../../common/api-handler.ts';
import { pageOrAll } from '../../common/paging.ts';
import { rolesOfEmployee } from '../../data/entities/employee.entity.ts';
import { readWorkerDirectory } from '../../data/people/worker-directory.ts';
import { fullName, roleNames } from './worker-naming.ts';

/**
 * `GET Employees`: the spec's array without paging parameters; with them the Workers list, paged, sorted and searched on the server over the worker directory (one
 * Query of 16 small items: a compact card per worker, worker-directory.ts). Active workers only unless
 * `includeInactive`; `role` keeps workers holding it. Cards carry no sensitive field, so none can reach a row.
 */
export const list = implement(employeesRoutes.list, async ({ query }) => {
  const all = await readWorkerDirectory({ consistent: true });
  const byId = new Map(all.map((e) => [e.id, e]));
  const rows: WorkerListRow[] = all
    .filter((e) => showsRecord(query, e.inactive))
    .filter((e) => query.role === undefined || rolesOfEmployee(e).includes(query.role))
    .map((e) => {
      const supervisor = e.supervisorId === undefined ? undefined : byId.get(e.supervisorId);
      return {
        id: e.id,
        employeeCode: e.code,
        firstName: e.firstName,
        lastName: e.lastName,
        role: roleNames(e),
        supervisorName: supervisor ? fullName(supervisor) : undefined,
        startedDate: e.dateStarted,
        inactive: e.inactive,
      };
    });
  const name = (r: WorkerListRow) => `${r.lastName}\u0000${r.firstName}`;
  // The directory comes in shard order: the plain array (no paging parameters) keeps the order given here.
  rows.sort((a, b) => name(a).localeCompare(name(b), 'en', { sensitivity: 'base' }));
  return pageOrAll(rows, query, {
    searchIn: (r) => [r.employeeCode, r.firstName, r.lastName, fullName(r), r.role, r.supervisorName],
    sorts: {
      lastName: name,
      firstName: (r) => `${r.firstName}\u0000${r.lastName}`,
      employeeCode: (r) => r.employeeCode,
      role: (r) => r.role,
      supervisorName: (r) => r.supervisorName,
      startedDate: (r) => r.startedDate,
      inactive: (r) => r.inactive,
      id: (r) => r.id,
    },
  });
});
