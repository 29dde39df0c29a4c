import type { SupplierUserCreateSchema, SupplierUserUpdateSchema } from '@shelfline/shared/contracts/supplier.contract';
import type * as z from 'zod';
import {
  type CustomerLogin,
  createCustomerLogin,
  deleteCustomerLogin,
  updateCustomerLogin,
} from '../../auth/cognito-users.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../common/http-errors.ts';
import type { SupplierUser } from '../../data/entities/supplier-user.entity.ts';
import type { Audit } from '../../data/entity.ts';
import { permissionDeletesOfUser } from '../../data/files/permissions.repository.ts';
import { suppliers } from '../../data/master-data/master-data.repository.ts';
import { supplierUsers } from '../../data/people/people.repository.ts';
import { nextId } from '../../data/repository.ts';

/*
 * A supplier user is two records in two systems: the person in DynamoDB (what sign-in and the token trigger
 * read, with the login code's uniqueness marker) and the sign-in in Cognito. There is no transaction across
 * both, so each write goes DynamoDB first (which also reserves the login code atomically) and then Cognito,
 * and undoes the DynamoDB write when Cognito refuses or fails: nothing is left half-created, half-updated or
 * half-deleted.
 */

type CreateInput = z.output<typeof SupplierUserCreateSchema>;
type UpdateInput = z.output<typeof SupplierUserUpdateSchema>;

export async function createSupplierUser(supplierId: number, input: CreateInput, by: string) {
  await suppliers.getOrThrow(supplierId);
  const { password, ...fields } = input;
  const id = await nextId(supplierUsers.entity.name);
  const created = await withLoginCodeMessage(fields.userName, () =>
    supplierUsers.create({ id, supplierId, ...fields }, by),
  );
  try {
    await createCustomerLogin(loginOf(created), password);
  } catch (error) {
    await supplierUsers.remove(id);
    throw error;
  }
  return created;
}

export async function updateSupplierUser(supplierId: number, userId: number, input: UpdateInput, by: string) {
  const current = await userOfSupplier(supplierId, userId);
  const { password, version, ...fields } = input;
  if (fields.userName.toLowerCase() !== current.userName.toLowerCase()) {
    // The login code is the Cognito username, which Cognito cannot rename.
    throw new BadRequestError({
      userName: ['The login code cannot be changed. Delete the user and add a new one instead.'],
    });
  }
  const updated = await supplierUsers.replace({ id: userId, supplierId, ...fields }, version, by);
  try {
    await updateCustomerLogin(loginOf(updated), password);
  } catch (error) {
    await supplierUsers.replace(recordOf(current), updated.version, by);
    throw error;
  }
  return updated;
}

export async function removeSupplierUser(userId: number, by: string): Promise<void> {
  const current = await supplierUsers.getOrThrow(userId, 'Supplier user');
  // Their UME folder permissions go in the same transaction: none is left pointing at a user that is gone.
  await supplierUsers.remove(userId, await permissionDeletesOfUser(userId));
  try {
    await deleteCustomerLogin(current.userName);
  } catch (error) {
    await supplierUsers.create(recordOf(current), by);
    throw error;
  }
}

/** The user `userId` of supplier `supplierId`; a user of another supplier is not found (404). */
export async function userOfSupplier(supplierId: number, userId: number): Promise<SupplierUser & Audit> {
  const user = await supplierUsers.get(userId);
  if (!user || user.supplierId !== supplierId) {
    await suppliers.getOrThrow(supplierId);
    throw new NotFoundError(`User ${userId} of supplier ${supplierId} was not found.`);
  }
  return user;
}

function loginOf(user: SupplierUser): CustomerLogin {
  return {
    loginCode: user.userName,
    personId: user.id,
    givenName: user.firstName,
    familyName: user.lastName,
    email: user.email,
  };
}

function recordOf(user: SupplierUser & Audit): SupplierUser {
  return {
    id: user.id,
    supplierId: user.supplierId,
    userName: user.userName,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    isInactive: user.isInactive,
  };
}

/** The repository names the marker's label ('login code'); the API names the field the form shows. */
async function withLoginCodeMessage<T>(userName: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof ConflictError && typeof error.errors === 'object' && 'login code' in error.errors) {
      throw new ConflictError({ userName: [`Login code '${userName}' is already used.`] });
    }
    throw error;
  }
}
