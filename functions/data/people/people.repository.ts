import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Role } from '@shelfline/shared';
import { documentClient } from '../../common/aws/dynamo.ts';
import { env } from '../../common/env.ts';
import { type Employee, EmployeeEntity, EmployeePatterns, rolesOfEmployee } from '../entities/employee.entity.ts';
import { type SupplierUser, SupplierUserEntity, SupplierUserPatterns } from '../entities/supplier-user.entity.ts';
import { uniqueKey } from '../entity.ts';
import { createRepository } from '../repository.ts';

export const employees = createRepository(EmployeeEntity, EmployeePatterns);
export const supplierUsers = createRepository(SupplierUserEntity, SupplierUserPatterns);

export type PersonType = 'employee' | 'customer';

/** What sign-in and the token trigger need to know about whoever holds a login. */
export interface Person {
  id: number;
  type: PersonType;
  loginCode: string;
  givenName: string;
  familyName: string;
  email?: string;
  roles: Role[];
  inactive: boolean;
}

/** Finds a person by login code: one read of the uniqueness marker, one of the record. */
export async function findPersonByLoginCode(type: PersonType, loginCode: string): Promise<Person | undefined> {
  const entity = type === 'employee' ? EmployeeEntity : SupplierUserEntity;
  const field = entity.unique?.[0];
  if (!field) return undefined;
  // The marker key depends only on the code, so a record with just that field is enough to build it.
  const probe = type === 'employee' ? ({ code: loginCode } as Employee) : ({ userName: loginCode } as SupplierUser);
  const keys = uniqueKey(entity as never, field as never, probe as never);
  if (!keys) return undefined;
  const { Item } = await documentClient().send(new GetCommand({ TableName: env.tableName, Key: keys }));
  if (!Item) return undefined;
  return findPersonById(type, Number(Item.ownerId));
}

export async function findPersonById(type: PersonType, id: number): Promise<Person | undefined> {
  if (type === 'employee') {
    const e = await employees.get(id);
    return e ? personOfEmployee(e) : undefined;
  }
  const u = await supplierUsers.get(id);
  return u ? personOfSupplierUser(u) : undefined;
}

export function personOfEmployee(e: Employee): Person {
  return {
    id: e.id,
    type: 'employee',
    loginCode: e.code,
    givenName: e.firstName,
    familyName: e.lastName,
    email: e.email,
    roles: rolesOfEmployee(e),
    inactive: e.inactive,
  };
}

export function personOfSupplierUser(u: SupplierUser): Person {
  return {
    id: u.id,
    type: 'customer',
    loginCode: u.userName,
    givenName: u.firstName,
    familyName: u.lastName,
    email: u.email,
    roles: ['customer'],
    inactive: u.isInactive,
  };
}
