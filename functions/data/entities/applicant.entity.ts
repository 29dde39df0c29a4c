import { defineEntity, definePatterns } from '../entity.ts';
import type { MatchKind } from './match-key.entity.ts';

/**
 * Applicant (002 §3, §7 Recruiting): a person who applied to a job posting, by e-mail or entered by HR, with what
 * belongs to them in the same partition, so the detail, its actions, links and files are one Query.
 *
 * | access pattern                                   | pattern       | index | key                                                     |
 * |--------------------------------------------------|---------------|-------|---------------------------------------------------------|
 * | applicant by id                                  |               | table | pk `APPLICANT#<id>`, sk `APPLICANT`                     |
 * | everything of an applicant (detail, delete)      | `partition`   | table | pk `APPLICANT#<id>`                                     |
 * | parsed résumé and scoring (kept off the record)  |               | table | pk `APPLICANT#<id>`, sk `PARSED`                        |
 * | actions, oldest first                            | `actions`     | table | pk `APPLICANT#<id>`, sk begins `ACTION#` (`<ts>#<id8>`)  |
 * | duplicate links (symmetric: both sides hold one) | `links`       | table | pk `APPLICANT#<id>`, sk begins `DUP#` (`DUP#<otherId>`)  |
 * | ex-employee match                                |               | table | pk `APPLICANT#<id>`, sk `EXEMP`                         |
 * | résumé files                                     | `files`       | table | pk `APPLICANT#<id>`, sk begins `FILE#` (`FILE#<fileId>`) |
 * | file → its applicant (the download's scope check)| `fileById`    | gsi1  | `ATSFILE#<fileId>` / `FILE`                             |
 * | applicants of a month (period lists, compact row)| `ofMonth`     | gsi4  | `APPLICANTS#<yyyy-mm>` / `<createdUtc>#<id10>`          |
 * | applicants of a posting                          | `ofPosting`   | gsi2  | `POSTING#<id>#APPLICANTS` / `<createdUtc>`              |
 * | applicants assigned to a worker                  | `ofAssignee`  | gsi3  | `ASSIGNEE#<employeeId>#APPLICANTS` / `<createdUtc>`     |
 *
 * A period list reads the months it spans in parallel from gsi4, which projects only `row` (the list row, packed):
 * a month of 10,000 applicants moves a fraction of the full items. The posting's title, city, province, activity and
 * supervisor are read from the postings (one Query) when listing, so renaming or closing a posting needs no rewrite.
 */
export interface Applicant {
  id: number;
  firstName: string;
  lastName: string;
  email?: string;
  phone?: string;
  jobPostingId: number;
  /** `Email` (with the mailbox) or `Manual` (brief A14). */
  source: string;
  mailbox?: string;
  /** 0-7 (002 §4, ats-applicant.contract.ts). */
  status: number;
  overallScore: number;
  isExEmployee: boolean;
  hasDuplicates: boolean;
  contactCount: number;
  createdUtc: string;
  assignedToId?: number;
  assignedToName?: string;
  resumeFileId?: string;
  resumeFileName?: string;
  /** SHA-256 of the résumé: its match key (brief A9). */
  resumeSha256?: string;
  /** Fields a person edited (PUT): reprocess never overwrites them (brief A15). */
  editedFields?: string[];
  /** The worker this applicant was hired as (`POST Employees/create` with `applicantId`, brief A11). */
  hiredEmployeeId?: number;
}

/** What the list reads of an applicant (the gsi4 `row`). */
export type ApplicantRow = Omit<
  Applicant,
  'resumeFileId' | 'resumeFileName' | 'resumeSha256' | 'editedFields' | 'mailbox'
>;

/** `PARSED`: the parsed résumé and the scoring as the detail answers them (`parsedJson`, JSON text). */
export interface ApplicantParsed {
  id: number;
  parsedJson: string;
}

/** `ACTION#<ts>#<id8>`: a Contact or a Comment (status changes and rejection reasons are Comments). */
export interface ApplicantAction {
  id: number;
  applicantId: number;
  action: 'Contact' | 'Comment';
  details: string;
  userId?: number;
  userName: string;
  createdOn: string;
}

/** `DUP#<otherId>`: this applicant shares `matchType` ('email,phone') with the other one; the other holds the mirror. */
export interface ApplicantLink {
  id: number;
  otherId: number;
  matchType: string;
  detectedUtc: string;
}

/** `EXEMP`: the strongest match with a former worker (brief A10). */
export interface ApplicantExEmployee {
  id: number;
  employeeId: number;
  matchType: MatchKind;
  detectedUtc: string;
}

/** `FILE#<fileId>`: a résumé stored at `key` in the files bucket. */
export interface ApplicantFile {
  /** The file id (UUID). */
  id: string;
  applicantId: number;
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
  key: string;
}

const id8 = (id: number) => String(id).padStart(8, '0');
const id10 = (id: number) => String(id).padStart(10, '0');
export const applicantPk = (id: number) => `APPLICANT#${id}`;
export const applicantsOfMonthKey = (month: string) => `APPLICANTS#${month}`;
export const applicantsOfPostingKey = (postingId: number) => `POSTING#${postingId}#APPLICANTS`;
export const applicantsOfAssigneeKey = (employeeId: number) => `ASSIGNEE#${employeeId}#APPLICANTS`;
export const atsFileKey = (fileId: string) => `ATSFILE#${fileId}`;

/** The list row of an applicant, packed (JSON) into the gsi4 projection. */
export function applicantRowOf(a: Applicant): ApplicantRow {
  const { resumeFileId, resumeFileName, resumeSha256, editedFields, mailbox, ...row } = a;
  return row;
}

export const ApplicantEntity = defineEntity<Applicant>({
  name: 'applicant',
  key: (id) => ({ pk: applicantPk(Number(id)), sk: 'APPLICANT' }),
  indexes: {
    gsi4: (a) => ({ pk: applicantsOfMonthKey(a.createdUtc.slice(0, 7)), sk: `${a.createdUtc}#${id10(a.id)}` }),
    gsi2: (a) => ({ pk: applicantsOfPostingKey(a.jobPostingId), sk: a.createdUtc }),
    gsi3: (a) =>
      a.assignedToId === undefined ? undefined : { pk: applicantsOfAssigneeKey(a.assignedToId), sk: a.createdUtc },
  },
  derived: (a) => ({ row: JSON.stringify(applicantRowOf(a)) }),
});

export const ApplicantParsedEntity = defineEntity<ApplicantParsed>({
  name: 'applicantParsed',
  key: (id) => ({ pk: applicantPk(Number(id)), sk: 'PARSED' }),
});

export const actionSk = (createdOn: string, id: number) => `ACTION#${createdOn}#${id8(id)}`;
export const ApplicantActionEntity = defineEntity<ApplicantAction>({
  name: 'applicantAction',
  key: (id, a) => {
    if (a?.applicantId === undefined || !a.createdOn)
      throw new Error('An action is addressed by its applicant and time.');
    return { pk: applicantPk(a.applicantId), sk: actionSk(a.createdOn, Number(id)) };
  },
});

export const linkKey = (id: number, otherId: number) => ({ pk: applicantPk(id), sk: `DUP#${otherId}` });
export const ApplicantLinkEntity = defineEntity<ApplicantLink>({
  name: 'applicantLink',
  key: (id, l) => {
    if (l?.otherId === undefined) throw new Error('A link is addressed by both applicants.');
    return linkKey(Number(id), l.otherId);
  },
});

export const exEmployeeKey = (id: number) => ({ pk: applicantPk(id), sk: 'EXEMP' });
export const ApplicantExEmployeeEntity = defineEntity<ApplicantExEmployee>({
  name: 'applicantExEmployee',
  key: (id) => exEmployeeKey(Number(id)),
});

export const ApplicantFileEntity = defineEntity<ApplicantFile>({
  name: 'applicantFile',
  key: (id, f) => {
    if (f?.applicantId === undefined) throw new Error('A file is addressed by its applicant.');
    return { pk: applicantPk(f.applicantId), sk: `FILE#${id}` };
  },
  indexes: { gsi1: (f) => ({ pk: atsFileKey(f.id), sk: 'FILE' }) },
});

export const ApplicantPatterns = definePatterns({
  /** everything of an applicant */
  partition: { index: 'table', key: (id: number) => ({ pk: applicantPk(id) }) },
  /** actions, oldest first */
  actions: { index: 'table', key: (id: number) => ({ pk: applicantPk(id), sk: { beginsWith: 'ACTION#' } }) },
  /** duplicate links */
  links: { index: 'table', key: (id: number) => ({ pk: applicantPk(id), sk: { beginsWith: 'DUP#' } }) },
  /** résumé files */
  files: { index: 'table', key: (id: number) => ({ pk: applicantPk(id), sk: { beginsWith: 'FILE#' } }) },
  /** the file item of a file id */
  fileById: { index: 'gsi1', key: (fileId: string) => ({ pk: atsFileKey(fileId) }) },
  /** applicants created in a month, between two instants */
  ofMonth: {
    index: 'gsi4',
    key: (month: string, from: string, to: string) => ({
      pk: applicantsOfMonthKey(month),
      sk: { between: [from, `${to}#~`] as const },
    }),
  },
  /** applicants of a posting */
  ofPosting: { index: 'gsi2', key: (postingId: number) => ({ pk: applicantsOfPostingKey(postingId) }) },
  /** applicants assigned to a worker */
  ofAssignee: { index: 'gsi3', key: (employeeId: number) => ({ pk: applicantsOfAssigneeKey(employeeId) }) },
});
