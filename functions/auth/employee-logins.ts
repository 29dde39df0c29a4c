import type { Role } from '@shelfline/shared';
import { cognito } from '../common/aws/cognito.ts';
import { env } from '../common/env.ts';
import { type Employee, rolesOfEmployee } from '../data/entities/employee.entity.ts';
import { cognitoUsername } from './cognito-sign-in.ts';
import {
  createPoolUser,
  deleteLogin,
  loginExists,
  setPermanentPassword,
  updateProfileAttributes,
} from './cognito-users.ts';

/**
 * Worker sign-ins in the user pool: the Cognito side of an employee (issue 4). Same pool and helpers as the
 * customer sign-ins (cognito-users.ts); a worker's groups are their roles (one group per role, provisioned with
 * the pool), and an inactive worker's user is disabled. The pre-token trigger reads roles and the inactive flag
 * from the worker record, so the groups and the disabled state are the pool's mirror of it, not the gate.
 *
 * A taken username is a 409 on `code` (the worker form's Login Code field).
 */
export interface EmployeeLogin {
  loginCode: string;
  personId: number;
  givenName: string;
  familyName: string;
  email?: string;
  roles: readonly Role[];
  inactive: boolean;
}

/** What the pool keeps of a worker record: the login code, names, e-mail, roles and the inactive flag. */
export function employeeLoginOf(worker: Employee): EmployeeLogin {
  return {
    loginCode: worker.code,
    personId: worker.id,
    givenName: worker.firstName,
    familyName: worker.lastName,
    email: worker.email,
    roles: rolesOfEmployee(worker),
    inactive: worker.inactive,
  };
}

const CODE_FIELD = 'code';

/**
 * Creates the worker's user with their groups. With `password` the user can sign in at once (permanent
 * password); without, Cognito holds a random temporary password nobody knows, so there is no usable sign-in until
 * an administrator resets the password. If a step after the creation fails, the user is deleted again.
 */
export async function createEmployeeLogin(login: EmployeeLogin, password: string | undefined): Promise<void> {
  await createPoolUser(login, 'employee', CODE_FIELD);
  try {
    if (password !== undefined) await setPermanentPassword(login.loginCode, password, CODE_FIELD);
    await syncGroups(login.loginCode, login.roles, []);
    if (login.inactive) await setEnabled(login.loginCode, false);
  } catch (error) {
    await deleteLogin(login.loginCode);
    throw error;
  }
}

/**
 * Brings an existing user up to date with the worker record: names and e-mail, groups = roles, enabled unless
 * inactive. Answers false (and does nothing) when the worker has no user yet.
 */
export async function syncEmployeeLogin(login: EmployeeLogin): Promise<boolean> {
  if (!(await loginExists(login.loginCode))) return false;
  await updateProfileAttributes(login, CODE_FIELD);
  const { sdk, client } = await cognito();
  const current = await client.send(
    new sdk.AdminListGroupsForUserCommand({ UserPoolId: env.userPoolId, Username: cognitoUsername(login.loginCode) }),
  );
  await syncGroups(
    login.loginCode,
    login.roles,
    (current.Groups ?? []).map((g) => g.GroupName ?? '').filter((g) => g !== ''),
  );
  await setEnabled(login.loginCode, !login.inactive);
  return true;
}

/** Reset password: a permanent password, creating the user first when the worker has none. Answers whether it was created. */
export async function resetEmployeePassword(login: EmployeeLogin, password: string): Promise<boolean> {
  if (await loginExists(login.loginCode)) {
    await setPermanentPassword(login.loginCode, password, CODE_FIELD);
    return false;
  }
  await createEmployeeLogin(login, password);
  return true;
}

export { deleteLogin as deleteEmployeeLogin, loginExists as employeeLoginExists };

/** Makes the user's groups exactly `roles`; one call at a time (cognito-local updates groups without locking). */
async function syncGroups(loginCode: string, roles: readonly Role[], current: readonly string[]): Promise<void> {
  const UserPoolId = env.userPoolId;
  const Username = cognitoUsername(loginCode);
  const { add, remove } = groupChanges(roles, current);
  const { sdk, client } = await cognito();
  for (const GroupName of add) {
    await client.send(new sdk.AdminAddUserToGroupCommand({ UserPoolId, Username, GroupName }));
  }
  for (const GroupName of remove) {
    await client.send(new sdk.AdminRemoveUserFromGroupCommand({ UserPoolId, Username, GroupName }));
  }
}

/** Groups to add and to remove so that a user in `current` ends in exactly `roles`. */
export function groupChanges(roles: readonly Role[], current: readonly string[]): { add: string[]; remove: string[] } {
  return {
    add: roles.filter((r) => !current.includes(r)),
    remove: current.filter((g) => !(roles as readonly string[]).includes(g)),
  };
}

/** Enables or disables the user (cognito-local may ignore it; sign-in and the token trigger refuse inactive workers). */
async function setEnabled(loginCode: string, enabled: boolean): Promise<void> {
  const input = { UserPoolId: env.userPoolId, Username: cognitoUsername(loginCode) };
  const { sdk, client } = await cognito();
  await client.send(enabled ? new sdk.AdminEnableUserCommand(input) : new sdk.AdminDisableUserCommand(input));
}
