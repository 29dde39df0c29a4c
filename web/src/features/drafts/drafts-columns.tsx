import type { TableProps } from '@cloudscape-design/components/table';
import type { Draft } from '@shelfline/shared/contracts/draft.contract';
import { DRAFT_STATUS_LABELS } from '@shelfline/shared/draft-status';
import { RouterLink } from '../../components/router-link.tsx';
import { draftStrings } from './strings.ts';

const s = draftStrings.list;

/** YYYY-MM-DD of an ISO timestamp (000 §9 date format). */
export const dayOf = (iso: string) => iso.slice(0, 10);

/** Where a draft's name leads: supervisors work in the details view only (000 §2.5). */
export const draftHref = (draft: Draft, manage: boolean) =>
  manage ? `/schedule/drafts/${draft.id}` : `/schedule/drafts/details/${draft.id}`;

/** The list's columns; the name opens the draft (managers) or its details (supervisors). */
export function draftColumns(manage: boolean): TableProps.ColumnDefinition<Draft>[] {
  return [
    {
      id: 'name',
      header: s.name,
      sortingField: 'name',
      cell: (d) => (
        <RouterLink href={draftHref(d, manage)} data-testid="draft-link">
          {d.name}
        </RouterLink>
      ),
    },
    { id: 'retailer', header: s.retailer, sortingField: 'retailer', cell: (d) => d.retailer },
    {
      id: 'detailsCount',
      header: s.services,
      sortingField: 'detailsCount',
      cell: (d) => d.detailsCount.toLocaleString('en-US'),
    },
    { id: 'storesCount', header: s.stores, sortingField: 'storesCount', cell: (d) => d.storesCount },
    { id: 'jobsCount', header: s.jobs, sortingField: 'jobsCount', cell: (d) => d.jobsCount },
    {
      id: 'createdOn',
      header: s.created,
      sortingField: 'createdOn',
      cell: (d) => s.by(dayOf(d.createdOn), d.createdBy),
    },
    {
      id: 'modifiedOn',
      header: s.lastChanged,
      sortingField: 'modifiedOn',
      cell: (d) => s.by(dayOf(d.modifiedOn), d.modifiedBy),
    },
    { id: 'status', header: s.status, sortingField: 'status', cell: (d) => DRAFT_STATUS_LABELS[d.status] },
    {
      id: 'isInactive',
      header: s.active,
      sortingField: 'isInactive',
      cell: (d) => (d.isInactive ? s.activeOptions.inactive : s.activeOptions.active),
    },
  ];
}
