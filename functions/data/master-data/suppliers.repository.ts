import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../common/aws/dynamo.ts';
import { env } from '../../common/env.ts';
import { ConflictError } from '../../common/http-errors.ts';
import type { Supplier } from '../entities/supplier.entity.ts';
import { SupplierContactEntity, SupplierContactPatterns } from '../entities/supplier-contact.entity.ts';
import { type Audit, uniqueKey } from '../entity.ts';
import { supplierUsers } from '../people/people.repository.ts';
import { createRepository } from '../repository.ts';
import { jobs, suppliers } from './master-data.repository.ts';

/*
 * What the suppliers family needs beyond the generic repositories of master-data.repository.ts (suppliers,
 * jobs) and people.repository.ts (supplier users): contacts, the users of a supplier, and the in-use checks
 * and cascade of a supplier's delete.
 */
export const supplierContacts = createRepository(SupplierContactEntity, SupplierContactPatterns);

export const listContactsOfSupplier = (supplierId: number) => supplierContacts.queryAll('ofSupplier', supplierId);

export const listUsersOfSupplier = (supplierId: number) => supplierUsers.queryAll('ofSupplier', supplierId);

/** Whether any job (active or not) names the supplier: one Query of Limit 1 on the jobs-of-supplier index. */
export async function supplierHasJobs(supplierId: number): Promise<boolean> {
  const page = await jobs.query('ofSupplier', [supplierId], { limit: 1 });
  return page.items.length > 0;
}

/** Whether the supplier still has sign-ins (each one a Cognito user that must be deleted on its own). */
export async function supplierHasUsers(supplierId: number): Promise<boolean> {
  const page = await supplierUsers.query('ofSupplier', [supplierId], { limit: 1 });
  return page.items.length > 0;
}

/** Contacts belong to their supplier: the supplier, its code marker and its contacts go in one transaction. */
const MAX_CONTACTS_IN_DELETE = 98;

/**
 * Deletes a supplier read at `current` together with its contacts, atomically: the delete is conditioned on
 * the version read, so a concurrent edit answers 409 and nothing is deleted.
 */
export async function removeSupplierWithContacts(current: Supplier & Audit): Promise<void> {
  const contacts = await listContactsOfSupplier(current.id);
  if (contacts.length > MAX_CONTACTS_IN_DELETE) {
    throw new ConflictError(
      `Supplier "${current.name}" has ${contacts.length} contacts; delete some of them first (at most ${MAX_CONTACTS_IN_DELETE} go with the supplier).`,
    );
  }
  const table = env.tableName;
  const markers = (suppliers.entity.unique ?? [])
    .map((field) => uniqueKey(suppliers.entity, field, current))
    .filter((k) => k !== undefined);
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: table,
              Key: suppliers.entity.key(current.id),
              ConditionExpression: 'version = :v',
              ExpressionAttributeValues: { ':v': current.version },
            },
          },
          ...markers.map((Key) => ({ Delete: { TableName: table, Key } })),
          ...contacts.map((c) => ({ Delete: { TableName: table, Key: SupplierContactEntity.key(c.id) } })),
        ],
      }),
    );
  } catch (error) {
    if (error instanceof TransactionCanceledException) {
      throw new ConflictError(`Supplier ${current.id} was changed by someone else. Reload it and try again.`);
    }
    throw error;
  }
}
