import type { Caller } from '../../common/caller.ts';
import { ForbiddenError, NotFoundError } from '../../common/http-errors.ts';
import { employees } from '../../data/people/people.repository.ts';

/**
 * Who may keep worker `id`'s availability, vacations and special weeks through `employees/{id}/…` (docs/decisions.md#additions-beyond-the-spec;
 * 001 §1): an administrator for any worker (helpers and workers without a login included), a supervisor for the
 * workers they supervise. Another supervisor's worker answers 404, as if it did not exist, so ids cannot be probed;
 * other roles that may view workers (account managers) may read but not change. Answers the worker's id.
 */
export async function keptWorkerId(id: number, auth: Caller, access: 'read' | 'write'): Promise<number> {
  const worker = await employees.get(id);
  if (!worker) throw new NotFoundError(`Worker ${id} was not found.`);
  if (auth.roles.includes('admin')) return id;
  if (auth.roles.includes('supervisor')) {
    if (auth.personType === 'employee' && worker.supervisorId === Number(auth.personId)) return id;
    if (!auth.roles.includes('accountManager')) throw new NotFoundError(`Worker ${id} was not found.`);
  }
  if (access === 'read') return id;
  throw new ForbiddenError("Only administrators and the worker's supervisor keep a worker's availability.");
}
