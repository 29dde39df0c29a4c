import { BadRequestError } from '../../../common/http-errors.ts';
import { employees } from '../../../data/people/people.repository.ts';

/** The worker an applicant is assigned to, by name (copied on the applicant for the list); 400 if unknown. */
export async function assigneeOf(assignedToId: number | undefined): Promise<{ id?: number; name?: string }> {
  if (assignedToId === undefined) return {};
  const worker = await employees.get(assignedToId);
  if (!worker) throw new BadRequestError({ assignedToId: [`Worker ${assignedToId} was not found.`] });
  return { id: worker.id, name: `${worker.firstName} ${worker.lastName}`.trim() };
}
