import { APPLICANT_STATUS } from '@shelfline/shared/contracts/ats-applicant.contract';
import type { ParsedResume } from '@shelfline/shared/contracts/ats-parsed-resume.contract';
import {
  applicantCreatePut,
  applicants,
  exEmployeePut,
  filePut,
  hasDuplicatesUpdate,
  linkPut,
  nextApplicantId,
  parsedPut,
  transactApplicant,
} from '../../data/ats/applicants.repository.ts';
import { applicantCountItem } from '../../data/ats/job-postings.repository.ts';
import { matchKeyPut } from '../../data/ats/match-keys.repository.ts';
import { matchValuesOf } from '../../data/ats/match-values.ts';
import { readScoringConfig } from '../../data/ats/scoring.repository.ts';
import type { Applicant } from '../../data/entities/applicant.entity.ts';
import type { JobPosting } from '../../data/entities/job-posting.entity.ts';
import type { TransactItem } from '../../data/repository.ts';
import { analyzeResume } from './analyzer/analyze-resume.ts';
import { findMatches } from './applicants/matches.ts';
import { assigneeOf } from './applicants/people.ts';
import { type ScoringResult, scoreResume } from './scoring.ts';

/** A résumé already stored in the files bucket at `key` (`ats/resumes/<fileId>`). */
export interface IntakeResume {
  fileId: string;
  fileName: string;
  contentType: string;
  sha256: string;
  size: number;
  key: string;
}

export interface IntakePerson {
  firstName: string;
  lastName: string;
  email?: string;
  phone?: string;
}

export interface IntakeInput {
  posting: Pick<JobPosting, 'id' | 'supervisorId' | 'hrId'>;
  /**
   * Who applied, or how to tell from the parsed résumé: the mailbox passes a function so the name comes from the
   * configured analyzer's reading (the model's when one is set), read once, with the mail's From as the fallback.
   */
  person: IntakePerson | ((basics: ParsedResume['basics'] | undefined) => IntakePerson);
  resume?: IntakeResume;
  /** The résumé's text (extractResumeText); empty or absent with a résumé: scored 0, 'Resume text could not be read'. */
  text?: string;
  /** `Email` or `Manual` (brief A14). */
  source: string;
  /** The mailbox an e-mailed applicant came through. */
  mailbox?: string;
  /** Who creates it (login code, or the pipeline's name). */
  by: string;
  /** The assignee; without it the posting's supervisor, else its HR representative (brief A4). */
  assignedToId?: number;
  /** Steps written in the same transaction (the pipeline's "mail done" item). */
  alsoWrite?: TransactItem[];
  /** When the person applied (ISO instant); now by default. The demo dates its applicants over past weeks. */
  appliedAt?: string;
}

export const TEXT_NOT_READ_NOTE = 'Resume text could not be read';

/**
 * Makes an applicant of a person and their résumé (brief §6g steps 9-11, the manual create): parses and scores the
 * text, finds duplicates and a former worker by match keys, and writes in ONE transaction the applicant, its parsed
 * data, its file, its match keys, the duplicate links on both sides, the posting's count and `alsoWrite`. Applied is
 * transient: the applicant is saved Scored, or Rejected Automatically when an auto-reject keyword matched (brief A1).
 */
export async function intakeApplicant(input: IntakeInput): Promise<{ applicantId: number; status: number }> {
  const { resume, posting, by } = input;
  const processed = await processResume(resume !== undefined, input.text);
  const basics = processed.parsed?.basics;
  const person = typeof input.person === 'function' ? input.person(basics) : input.person;
  const id = await nextApplicantId();
  const assignee = await assigneeOf(input.assignedToId ?? posting.supervisorId ?? posting.hrId);
  const applicant: Applicant = {
    id,
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email ?? basics?.email,
    phone: person.phone ?? basics?.phone,
    jobPostingId: posting.id,
    source: input.source,
    ...(input.mailbox ? { mailbox: input.mailbox } : {}),
    status: processed.status,
    overallScore: processed.scoring?.overallScore ?? 0,
    isExEmployee: false,
    hasDuplicates: false,
    contactCount: 0,
    createdUtc: input.appliedAt ?? new Date().toISOString(),
    assignedToId: assignee.id,
    assignedToName: assignee.name,
    resumeFileId: resume?.fileId,
    resumeFileName: resume?.fileName,
    resumeSha256: resume?.sha256,
  };
  const values = matchValuesOf({ ...applicant, phones: [applicant.phone] });
  const matches = await findMatches(values, id);
  const others = await Promise.all([...matches.applicants.keys()].map((otherId) => applicants.get(otherId)));
  const now = applicant.createdUtc;
  applicant.hasDuplicates = others.some((o) => o !== undefined);
  applicant.isExEmployee = matches.exEmployee !== undefined;

  const items: TransactItem[] = [
    applicantCreatePut(applicant, by),
    applicantCountItem(posting.id, 1),
    ...values.map((v) => matchKeyPut({ ...v, owner: 'APPLICANT', ownerId: id }, by)),
    ...(processed.parsedJson ? [parsedPut(id, processed.parsedJson, by)] : []),
    ...(resume ? [filePut({ ...resume, id: resume.fileId, applicantId: id }, by)] : []),
    ...(matches.exEmployee ? [exEmployeePut({ id, ...matches.exEmployee, detectedUtc: now }, by)] : []),
    ...others.flatMap((other) => {
      if (!other) return [];
      const matchType = matches.applicants.get(other.id) ?? 'none';
      return [
        linkPut({ id, otherId: other.id, matchType, detectedUtc: now }, by),
        linkPut({ id: other.id, otherId: id, matchType, detectedUtc: now }, by),
        ...(other.hasDuplicates ? [] : [hasDuplicatesUpdate(other, true)]),
      ];
    }),
    ...(input.alsoWrite ?? []),
  ];
  await transactApplicant(items, 'The applicant could not be saved: something it links to changed. Try again.');
  return { applicantId: id, status: applicant.status };
}

export interface ProcessedResume {
  status: number;
  parsed?: ParsedResume;
  scoring?: ScoringResult;
  /** `{ resume, scoring }` as the detail answers it; undefined when there is no résumé at all. */
  parsedJson?: string;
}

/**
 * Parses and scores a résumé's text (also reprocess). Without a résumé there is nothing to parse: Scored, 0. With
 * one whose text could not be read: Scored, 0, with a note saying so, never stuck in Applied (brief A1).
 */
export async function processResume(hasResume: boolean, text: string | undefined): Promise<ProcessedResume> {
  if (!hasResume && !text?.trim()) return { status: APPLICANT_STATUS.scored };
  if (!text?.trim()) {
    const scoring: ScoringResult = {
      overallScore: 0,
      criteria: [{ category: 'Resume', name: 'Text', score: 0, weight: 0, notes: TEXT_NOT_READ_NOTE }],
    };
    return { status: APPLICANT_STATUS.scored, scoring, parsedJson: JSON.stringify({ resume: {}, scoring }) };
  }
  // The analyzer only fills the parsed résumé; score and status are the deterministic scorer's, on the text (A7).
  const [{ parsed, fallbackNote }, config] = await Promise.all([analyzeResume(text), readScoringConfig()]);
  const scoring = scoreResume(text, config);
  const status = scoring.autoRejectedBy ? APPLICANT_STATUS.rejectedAutomatically : APPLICANT_STATUS.scored;
  const { overallScore } = scoring;
  // A model answer that was not used is noted beside the criteria, weight 0: it never moves the score.
  const criteria = fallbackNote
    ? [...scoring.criteria, { category: 'Resume', name: 'Analyzer', score: 0, weight: 0, notes: fallbackNote }]
    : scoring.criteria;
  return {
    status,
    parsed,
    scoring,
    parsedJson: JSON.stringify({ resume: parsed, scoring: { overallScore, criteria } }),
  };
}
