import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../common/aws/dynamo.ts';
import type { TransactItem } from '../repository.ts';

/**
 * Runs one transaction; when a step's condition is refused, `refusedAt` turns that step's index into the error the
 * caller answers (a stale version, a taken name, a folder that is not empty), so no step is guessed from a message.
 */
export async function transact(items: readonly TransactItem[], refusedAt: (index: number) => Error): Promise<void> {
  try {
    await documentClient().send(new TransactWriteCommand({ TransactItems: [...items] }));
  } catch (error) {
    if (error instanceof TransactionCanceledException) {
      const failed = (error.CancellationReasons ?? []).findIndex((r) => r.Code === 'ConditionalCheckFailed');
      if (failed >= 0) throw refusedAt(failed);
    }
    throw error;
  }
}
