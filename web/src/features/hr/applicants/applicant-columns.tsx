import { type ApplicantRow, applicantStatusLabel } from '@shelfline/shared/contracts/ats-applicant.contract';
import type { CrudColumn } from '../../../components/crud/crud-table.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { dateTime } from '../format.ts';
import { APPLICANT_STRINGS as s } from './strings.ts';

const yesNo = (value: boolean) => (value ? s.yes : s.no);

/** The marker the row colour reads (applicant-rows.css): duplicates red, ex-employees yellow, both red. */
const rowMarker = (a: ApplicantRow) =>
  a.hasDuplicates ? 'applicant-duplicate' : a.isExEmployee ? 'applicant-ex-employee' : undefined;

/** The columns of /hr/applicants (brief 6b), each sortable in the browser. */
export const APPLICANT_COLUMNS: CrudColumn<ApplicantRow>[] = [
  {
    id: 'fullName',
    header: s.columns.name,
    cell: (a) => (
      <span className={rowMarker(a)}>
        <RouterLink href={`/hr/applicants/${a.id}`}>{a.fullName}</RouterLink>
      </span>
    ),
    sortValue: (a) => a.fullName.toLowerCase(),
  },
  { id: 'email', header: s.columns.email, cell: (a) => a.email ?? '', sortValue: (a) => a.email ?? '' },
  { id: 'phone', header: s.columns.phone, cell: (a) => a.phone ?? '', sortValue: (a) => a.phone ?? '' },
  { id: 'jobTitle', header: s.columns.jobPosting, cell: (a) => a.jobTitle, sortValue: (a) => a.jobTitle },
  { id: 'source', header: s.columns.source, cell: (a) => a.source, sortValue: (a) => a.source },
  {
    id: 'status',
    header: s.columns.status,
    cell: (a) => applicantStatusLabel(a.status),
    sortValue: (a) => a.status,
  },
  { id: 'overallScore', header: s.columns.overallScore, cell: (a) => a.overallScore, sortValue: (a) => a.overallScore },
  {
    id: 'isExEmployee',
    header: s.columns.exEmployee,
    cell: (a) => yesNo(a.isExEmployee),
    sortValue: (a) => a.isExEmployee,
  },
  {
    id: 'hasDuplicates',
    header: s.columns.duplicates,
    cell: (a) => yesNo(a.hasDuplicates),
    sortValue: (a) => a.hasDuplicates,
  },
  { id: 'contactCount', header: s.columns.contacts, cell: (a) => a.contactCount, sortValue: (a) => a.contactCount },
  { id: 'createdUtc', header: s.columns.created, cell: (a) => dateTime(a.createdUtc), sortValue: (a) => a.createdUtc },
  {
    id: 'assignedToName',
    header: s.columns.assignedTo,
    cell: (a) => a.assignedToName ?? '',
    sortValue: (a) => a.assignedToName ?? '',
  },
];

/** The summary above the table: total, duplicates, ex-employees, rejected automatically and manually. */
export function summaryOf(rows: readonly ApplicantRow[]) {
  return {
    total: rows.length,
    duplicates: rows.filter((a) => a.hasDuplicates).length,
    exEmployees: rows.filter((a) => a.isExEmployee).length,
    rejectedAutomatically: rows.filter((a) => a.status === 2).length,
    rejectedManually: rows.filter((a) => a.status === 3).length,
  };
}
