import { APPLICANT_STATUS, applicantStatusLabel } from '@shelfline/shared/contracts/ats-applicant.contract';
import type { Caller } from '../../../common/caller.ts';
import { env } from '../../../common/env.ts';
import { ConflictError, NotFoundError } from '../../../common/http-errors.ts';
import {
  actionPut,
  applicantReplacePut,
  readApplicantPartition,
  type StoredApplicant,
  transactApplicant,
} from '../../../data/ats/applicants.repository.ts';
import { type Applicant, ApplicantActionEntity } from '../../../data/entities/applicant.entity.ts';
import type { TransactItem } from '../../../data/repository.ts';
import { comment } from './update.ts';

/*
 * Hiring an applicant into a worker (brief A11): `POST Employees/create` with `applicantId` writes, in the worker's own
 * transaction, the applicant's link to the new worker (conditioned on the applicant's version, so two creates for one
 * applicant make one worker) and the action 'Hired as worker {id}'. Only an applicant To Be Hired (7) and not hired yet
 * becomes a worker. A former worker is rehired instead (`PUT Employees/{id}` with `applicantId`): the worker must be
 * the applicant's ex-employee match (brief A10), the worker's save reactivates them, and the action is
 * 'Rehired as worker {id}'.
 */

export interface Hire {
  /** Written with the worker: the applicant linked, the action recorded. */
  items: TransactItem[];
  /** Takes both back (the worker's sign-in could not be made and the worker record is removed). */
  undo: () => Promise<void>;
  /** Whether the applicant changed since it was read: a refused write then lost a race for the applicant. */
  changedMeanwhile: () => Promise<boolean>;
}

/** A new worker (`hire`) or a former worker reactivated (`rehire`, the applicant's ex-employee match only). */
export type HireKind = 'hire' | 'rehire';

export async function hireSteps(
  applicantId: number,
  workerId: number,
  auth: Caller,
  kind: HireKind = 'hire',
): Promise<Hire> {
  const { applicant, exEmployee } = await readApplicantPartition(applicantId);
  if (!applicant) throw new NotFoundError({ applicantId: [`Applicant ${applicantId} was not found.`] });
  if (applicant.hiredEmployeeId !== undefined) {
    throw new ConflictError({
      applicantId: [`Applicant ${applicantId} is already worker ${applicant.hiredEmployeeId}.`],
    });
  }
  if (applicant.status !== APPLICANT_STATUS.toBeHired) {
    const status = applicantStatusLabel(applicant.status);
    throw new ConflictError({
      applicantId: [`Applicant ${applicantId} is ${status}: only an applicant To Be Hired becomes a worker.`],
    });
  }
  if (kind === 'rehire' && exEmployee?.employeeId !== workerId) {
    throw new ConflictError({
      applicantId: [
        exEmployee
          ? `Applicant ${applicantId} matches former worker ${exEmployee.employeeId}, not worker ${workerId}.`
          : `Applicant ${applicantId} matches no former worker: create a worker instead.`,
      ],
    });
  }
  const hired = { ...applicant, hiredEmployeeId: workerId };
  const verb = kind === 'rehire' ? 'Rehired' : 'Hired';
  const action = await comment(applicantId, `${verb} as worker ${workerId}`, auth);
  const linked = { ...applicant, version: applicant.version + 1 };
  return {
    items: [applicantReplacePut(hired, applicant, auth.username), actionPut(action, auth.username)],
    undo: () =>
      transactApplicant(
        [
          applicantReplacePut(unhired(applicant), linked, auth.username),
          { Delete: { TableName: env.tableName, Key: ApplicantActionEntity.key(action.id, action) } },
        ],
        `Applicant ${applicantId} was changed meanwhile.`,
      ),
    changedMeanwhile: async () => (await readApplicantPartition(applicantId)).applicant?.version !== applicant.version,
  };
}

/** The applicant as before the hire (its audit fields are set again by the write). */
function unhired(applicant: StoredApplicant): Applicant {
  const { hiredEmployeeId, createdAt, createdBy, modifiedAt, modifiedBy, version, ...rest } = applicant;
  return rest;
}

/** The 409 of a hire whose applicant changed between the check and the write (another create won the race). */
export const hireRaced = (applicantId: number) =>
  new ConflictError({
    applicantId: [`Applicant ${applicantId} was changed or hired meanwhile. Reload it and try again.`],
  });
