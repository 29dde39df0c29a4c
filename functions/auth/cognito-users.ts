import type { AttributeType } from '@aws-sdk/client-cognito-identity-provider';
import { cognito } from '../common/aws/cognito.ts';
import { isAwsError } from '../common/aws/lazy-client.ts';
import { env } from '../common/env.ts';
import { BadRequestError, ConflictError } from '../common/http-errors.ts';
import { cognitoUsername } from './cognito-sign-in.ts';

/**
 * Customer sign-ins in the user pool: the Cognito side of a supplier user. The username is the login code
 * (lower-cased, as sign-in does); the pre-token trigger reads `custom:personId`/`custom:personType` to find
 * the person, and the `customer` group gives the role.
 *
 * Cognito's refusals become the API's errors naming the field: a taken username is a 409 on `userName`,
 * a password the pool refuses a 400 on `password`.
 */
export const CUSTOMER_GROUP = 'customer';

type Cognito = Awaited<ReturnType<typeof cognito>>;

export interface CustomerLogin {
  loginCode: string;
  personId: number;
  givenName: string;
  familyName: string;
  email?: string;
}

/**
 * Creates a user that can sign in at once with `password` (permanent, no welcome message) in the customer
 * group. If a later step fails, the Cognito user is deleted again, so nothing is left half-created.
 */
export async function createCustomerLogin(login: CustomerLogin, password: string): Promise<void> {
  await createPoolUser(login, 'customer');
  try {
    await setPermanentPassword(login.loginCode, password);
    const { sdk, client } = await cognito();
    await client.send(
      new sdk.AdminAddUserToGroupCommand({
        UserPoolId: env.userPoolId,
        Username: cognitoUsername(login.loginCode),
        GroupName: CUSTOMER_GROUP,
      }),
    );
  } catch (error) {
    await deleteCustomerLogin(login.loginCode);
    throw error;
  }
}

/**
 * Brings names and e-mail up to date and, when given, sets a new permanent password. A supplier user without
 * a Cognito user (e.g. loaded from an older system) gets one when a password is given; without a password
 * there is nothing to sign in with, so nothing is created.
 */
export async function updateCustomerLogin(login: CustomerLogin, password: string | undefined): Promise<void> {
  if (!(await customerLoginExists(login.loginCode))) {
    if (password !== undefined) await createCustomerLogin(login, password);
    return;
  }
  await updateProfileAttributes(login);
  if (password !== undefined) await setPermanentPassword(login.loginCode, password);
}

/** Deletes the Cognito user; one that does not exist (any more) is not an error. */
export async function deleteCustomerLogin(loginCode: string): Promise<void> {
  return deleteLogin(loginCode);
}

/** Whether the pool has this login (customer or worker: one pool, one username space). */
export async function customerLoginExists(loginCode: string): Promise<boolean> {
  return loginExists(loginCode);
}

// -------------------------------------------------------------- shared by customer and worker sign-ins

/** Deletes a Cognito user of either kind; one that does not exist (any more) is not an error. */
export async function deleteLogin(loginCode: string): Promise<void> {
  if (!(await loginExists(loginCode))) return;
  const { sdk, client } = await cognito();
  try {
    await client.send(
      new sdk.AdminDeleteUserCommand({ UserPoolId: env.userPoolId, Username: cognitoUsername(loginCode) }),
    );
  } catch (error) {
    if (!isAwsError(error, 'UserNotFoundException')) throw error;
  }
}

/**
 * Creates the pool user of a person, without a welcome message. `custom:personId`/`custom:personType` tell the
 * pre-token trigger which record (supplier user or worker) the sign-in belongs to.
 */
export async function createPoolUser(
  login: CustomerLogin,
  personType: 'customer' | 'employee',
  codeField = 'userName',
): Promise<void> {
  await mapped(
    login.loginCode,
    ({ sdk, client }) =>
      client.send(
        new sdk.AdminCreateUserCommand({
          UserPoolId: env.userPoolId,
          Username: cognitoUsername(login.loginCode),
          MessageAction: 'SUPPRESS',
          UserAttributes: [
            { Name: 'custom:personId', Value: String(login.personId) },
            { Name: 'custom:personType', Value: personType },
            ...profileAttributes(login),
          ],
        }),
      ),
    codeField,
  );
}

/** Brings the user's names and e-mail up to date (see {@link profileAttributes}). */
export async function updateProfileAttributes(login: CustomerLogin, codeField = 'userName'): Promise<void> {
  await mapped(
    login.loginCode,
    ({ sdk, client }) =>
      client.send(
        new sdk.AdminUpdateUserAttributesCommand({
          UserPoolId: env.userPoolId,
          Username: cognitoUsername(login.loginCode),
          UserAttributes: profileAttributes(login),
        }),
      ),
    codeField,
  );
}

/** Sets a permanent password (no change forced at the next sign-in); a password the pool refuses is a 400. */
export async function setPermanentPassword(loginCode: string, password: string, codeField = 'userName'): Promise<void> {
  await mapped(
    loginCode,
    ({ sdk, client }) =>
      client.send(
        new sdk.AdminSetUserPasswordCommand({
          UserPoolId: env.userPoolId,
          Username: cognitoUsername(loginCode),
          Password: password,
          Permanent: true,
        }),
      ),
    codeField,
  );
}

/**
 * Whether the pool has this login. Asked first rather than inferred from a failed update or delete: for a
 * missing user Cognito answers UserNotFoundException, but cognito-local answers NotAuthorizedException.
 */
export async function loginExists(loginCode: string): Promise<boolean> {
  const { sdk, client } = await cognito();
  try {
    await client.send(
      new sdk.AdminGetUserCommand({ UserPoolId: env.userPoolId, Username: cognitoUsername(loginCode) }),
    );
    return true;
  } catch (error) {
    if (isAwsError(error, 'UserNotFoundException')) return false;
    throw error;
  }
}

/**
 * Names and e-mail as Cognito attributes. A cleared e-mail is left as it was in Cognito: the token trigger takes
 * names and e-mail from the supplier user's record, so the pool's copy is informational only.
 */
export function profileAttributes(login: Pick<CustomerLogin, 'givenName' | 'familyName' | 'email'>): AttributeType[] {
  return [
    { Name: 'given_name', Value: login.givenName },
    { Name: 'family_name', Value: login.familyName },
    ...(login.email ? [{ Name: 'email', Value: login.email }] : []),
  ];
}

/**
 * Runs a Cognito call, turning its refusals into the API's errors: a taken username is a 409 naming
 * `codeField` (the form's login code field: `userName` for supplier users, `code` for workers).
 */
export async function mapped<T>(
  loginCode: string,
  call: (cognito: Cognito) => Promise<T>,
  codeField = 'userName',
): Promise<T> {
  const loaded = await cognito();
  try {
    return await call(loaded);
  } catch (error) {
    if (isAwsError(error, 'UsernameExistsException')) {
      throw new ConflictError({ [codeField]: [`Login code '${loginCode}' is already used.`] });
    }
    if (isAwsError(error, 'InvalidPasswordException')) {
      throw new BadRequestError({ password: [error.message] });
    }
    if (isAwsError(error, 'InvalidParameterException')) {
      throw new BadRequestError(error.message);
    }
    throw error;
  }
}
