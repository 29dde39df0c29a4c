import type { Credentials, Tokens } from '@shelfline/shared';
import { INACTIVE_ACCOUNT, signInWithPassword, WRONG_CREDENTIALS } from '../../auth/cognito-sign-in.ts';
import { ForbiddenError, UnauthorizedError } from '../../common/http-errors.ts';
import type { Logger } from '../../common/logger.ts';
import { findPersonByLoginCode, type PersonType } from '../../data/people/people.repository.ts';

/**
 * Shared by the worker and customer sign-ins: the login must belong to the right kind of person and
 * that person must be active (Cognito-local does not block disabled users, and in AWS the token trigger
 * is the second line of defence), then Cognito checks the password.
 */
export async function signIn(
  type: PersonType,
  clientId: string,
  credentials: Credentials,
  log: Logger,
): Promise<Tokens> {
  const person = await findPersonByLoginCode(type, credentials.employeeCode);
  if (!person) {
    log.info('sign-in refused: unknown login', { personType: type });
    throw new UnauthorizedError(WRONG_CREDENTIALS);
  }
  if (person.inactive) {
    log.info('sign-in refused: inactive', { personType: type, personId: person.id });
    throw new ForbiddenError(INACTIVE_ACCOUNT);
  }
  const tokens = await signInWithPassword(clientId, person.loginCode, credentials.password);
  log.info('signed in', { personType: type, personId: person.id });
  return tokens;
}
