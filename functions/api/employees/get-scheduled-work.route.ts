import { employeesRoutes } from '@shelfline/shared/routes/employees.routes';
import { implement } from '../../common/api-handler.ts';
import { NotFoundError } from '../../common/http-errors.ts';
import { employees } from '../../data/people/people.repository.ts';
import { scheduledWork, toScheduledWorkRow } from '../../data/people/worker-records.repository.ts';

/** `GET employees/{id}/scheduledWork`: every service the worker is on, newest first (one Query of the partition's `WORK#` items). */
export const getScheduledWork = implement(employeesRoutes.getScheduledWork, async ({ params }) => {
  const [worker, rows] = await Promise.all([
    employees.get(params.id),
    scheduledWork.list(params.id, { descending: true }),
  ]);
  if (!worker) throw new NotFoundError(`Worker ${params.id} was not found.`);
  return rows.map(toScheduledWorkRow);
});
