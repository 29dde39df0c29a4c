import { profileRoutes } from '@shelfline/shared/routes/profile.routes';
import { signInWithPassword } from '../../auth/cognito-sign-in.ts';
import { employeeLoginOf, resetEmployeePassword } from '../../auth/employee-logins.ts';
import { implement, respond } from '../../common/api-handler.ts';
import { env } from '../../common/env.ts';
import { BadRequestError, UnauthorizedError } from '../../common/http-errors.ts';
import { ownEmployee } from './own.ts';

export const CURRENT_PASSWORD_INCORRECT = 'Current password is incorrect.';

/**
 * `POST profile/password`: the current password is checked by signing in with it (the staff app client), then the
 * new one is set as permanent. 204; 400 on `currentPassword` when it is wrong, on `password` when the pool refuses it.
 */
export const changePassword = implement(profileRoutes.changePassword, async ({ body, auth }) => {
  const worker = await ownEmployee(auth);
  try {
    await signInWithPassword(env.staffClientId, worker.code, body.currentPassword);
  } catch (error) {
    if (error instanceof UnauthorizedError)
      throw new BadRequestError({ currentPassword: [CURRENT_PASSWORD_INCORRECT] }, { cause: error });
    throw error;
  }
  await resetEmployeePassword(employeeLoginOf(worker), body.password);
  return respond(204);
});
