import { profileRoutes } from '@shelfline/shared/routes/profile.routes';
import { implement } from '../../common/api-handler.ts';
import { getEmployeePrivate } from '../../data/people/employees.repository.ts';
import { employees } from '../../data/people/people.repository.ts';
import { toContactInfo } from './contact-info.ts';
import { ownEmployeeId } from './own.ts';

/** `GET profile/contactInfo`: the worker record and its `PRIVATE` item, read in parallel. */
export const getContactInfo = implement(profileRoutes.getContactInfo, async ({ auth }) => {
  const id = ownEmployeeId(auth);
  const [worker, secrets] = await Promise.all([employees.getOrThrow(id, 'Worker'), getEmployeePrivate(id)]);
  return toContactInfo(worker, secrets);
});
