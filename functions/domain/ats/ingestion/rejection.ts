import type { FailureCode, ValidationStep } from '@shelfline/shared/contracts/ats-failure.contract';

/** What a failure record may carry beyond its code (brief §6g: the parsed subject, the posting, the résumé). */
export interface RejectionDetail {
  parsedJobTitle?: string;
  parsedCity?: string;
  parsedProvince?: string;
  jobPostingId?: number;
  assignedToId?: number;
  resumeFileId?: string;
  sha256Hash?: string;
  exceptionText?: string;
}

/**
 * A validation outcome of the pipeline (steps 3-7): terminal, recorded as a failure and acknowledged, never retried
 * (brief §6g.12). Anything else a step throws is an infrastructure error, retried by SQS.
 */
export class MailRejected extends Error {
  constructor(
    readonly step: ValidationStep,
    readonly code: FailureCode,
    message: string,
    readonly detail: RejectionDetail = {},
  ) {
    super(message);
    this.name = 'MailRejected';
  }
}
