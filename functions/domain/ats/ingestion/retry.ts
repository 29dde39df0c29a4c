import { type Failure, RETRYABLE_FAILURE_CODES } from '@shelfline/shared/contracts/ats-failure.contract';
import { ConflictError, NotFoundError } from '../../../common/http-errors.ts';
import { getFailure, getMail } from '../../../data/ats/ingestion.repository.ts';
import { resetMailForRetry, undoMailReset } from '../../../data/ats/mail-retry.repository.ts';
import { inboxObjectExists } from './inbox.ts';
import { requeueMail } from './requeue.ts';

/*
 * An admin's retry of an ingestion failure (brief A5): once the cause is fixed (the posting or its alias created, the
 * posting activated, the sender's hour over, an outage past), the failure's mail goes through the pipeline again.
 * Only a failure with a retryable code whose mail still ends on it (rejected, or failed after dead letters) is
 * retried; the mail goes back to `received` and its message is queued; the worker notes the outcome on the failure.
 */

/** The mail's states a retry starts from: rejected by a step, or failed when its message kept dying. */
const RETRYABLE_STATES = new Set(['rejected', 'failed']);
const GONE = 'The e-mail of this failure is no longer kept: raw mail is deleted 30 days after it arrives.';

export async function retryFailure(id: string, by: string): Promise<Failure> {
  const failure = await getFailure(id);
  if (!failure) throw new NotFoundError('Failure not found.');
  if (!RETRYABLE_FAILURE_CODES.includes(failure.errorCode))
    throw new ConflictError(`A failure with code ${failure.errorCode} cannot be retried.`);
  const mail = await mailOf(failure);
  // The mail's record and its raw object both go after 30 days (inbound-mail TTL, inbox lifecycle): nothing to retry.
  if (!mail || !(await inboxObjectExists(mail.bucket, mail.key))) throw new ConflictError(GONE);
  if (!RETRYABLE_STATES.has(mail.status) || mail.failureId !== failure.id)
    throw new ConflictError('The e-mail of this failure was already retried or became an applicant.');
  const retriedUtc = await resetMailForRetry(mail, failure.id, by);
  try {
    await requeueMail(mail);
  } catch (error) {
    await undoMailReset(mail, failure.id);
    throw error;
  }
  return { ...failure, retriedUtc, retryOutcome: 'pending' };
}

/** The mail a failure was recorded for: its bucket and key are in the failure's additional data. */
async function mailOf(failure: Failure) {
  let stored: { bucket?: unknown; key?: unknown } = {};
  try {
    stored = JSON.parse(failure.additionalJson ?? '{}');
  } catch {
    return undefined;
  }
  if (typeof stored.bucket !== 'string' || typeof stored.key !== 'string') return undefined;
  return getMail(`${stored.bucket}/${stored.key}`);
}
