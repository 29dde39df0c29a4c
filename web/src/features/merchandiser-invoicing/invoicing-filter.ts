import { ACCESS } from '@shelfline/shared/access';
import { APPROVAL_STATUS, type ApprovalStatusFilter } from '@shelfline/shared/approval-status';
import { hasAnyRole, type Role } from '@shelfline/shared/roles';
import { useMemo } from 'react';
import { type UrlStateCodec, useUrlState } from '../../components/use-url-state.ts';
import { readUrl, urlParam, writeUrl } from '../../lib/url-state.ts';
import type { ChargesFilter, InvoicesFilter } from '../../queries/merchandiser-invoicing.ts';

/*
 * The filter bar of /invoicing/merchandiser (002 §2, §9), kept in the URL so a loaded filter can be bookmarked: the
 * tabs read the loaded filter (Load writes it). Defaults: start of the month to today; status Not Approved Yet for
 * admins and account managers, All Charges for everyone else. The server scopes and checks every value.
 */

const STATUSES = ['-1', '0', '1', '2', '3', '4'] as const;
const PARAMS = {
  fromDate: urlParam.date(),
  toDate: urlParam.date(),
  jobId: urlParam.id(),
  status: urlParam.oneOf(STATUSES),
  merchandiserId: urlParam.id(),
  accountManagerId: urlParam.id(),
  manualEntryOnly: urlParam.flag(),
};

export interface InvoicingFilter {
  fromDate: string;
  toDate: string;
  jobId?: number;
  status: ApprovalStatusFilter;
  merchandiserId?: number;
  accountManagerId?: number;
  manualEntryOnly: boolean;
}

/** What the caller's roles may filter by (002 §2 filter bar). */
export function filterRightsOf(roles: readonly Role[]) {
  const admin = roles.includes('admin');
  const manager = admin || roles.includes('accountManager');
  return {
    admin,
    /** Account Manager filter, Manual Entry Only, any date range. */
    accountManager: admin,
    merchandiser: manager,
    /** Selection, Approve, View Charge. */
    manageCharges: hasAnyRole(roles, ACCESS.merchandiserChargesManage),
    /** Invoices tab and Submit Invoice. */
    invoices: hasAnyRole(roles, ACCESS.merchandiserInvoices),
    /** Merchandiser and Cat. columns (decision A19: supervisors see several people too). */
    peopleColumns: manager || roles.includes('supervisor'),
    defaultStatus: (manager ? APPROVAL_STATUS.NotApprovedYet : APPROVAL_STATUS.AllCharges) as ApprovalStatusFilter,
  };
}
export type FilterRights = ReturnType<typeof filterRightsOf>;

const today = () => new Date().toISOString().slice(0, 10);
const monthStart = () => `${today().slice(0, 8)}01`;

/** The loaded filter and `load(next)`, which writes it to the URL. */
export function useInvoicingFilter(rights: FilterRights) {
  const codec = useMemo<UrlStateCodec<InvoicingFilter>>(
    () => ({
      read: (params) => {
        const raw = readUrl(PARAMS, params);
        return {
          fromDate: raw.fromDate ?? monthStart(),
          toDate: raw.toDate ?? today(),
          jobId: raw.jobId,
          status: (raw.status === undefined ? rights.defaultStatus : Number(raw.status)) as ApprovalStatusFilter,
          merchandiserId: rights.merchandiser ? raw.merchandiserId : undefined,
          accountManagerId: rights.accountManager ? raw.accountManagerId : undefined,
          manualEntryOnly: rights.admin && raw.manualEntryOnly,
        };
      },
      write: (params, state) =>
        writeUrl(PARAMS, params, {
          ...state,
          status:
            state.status === rights.defaultStatus ? undefined : (String(state.status) as (typeof STATUSES)[number]),
        }),
    }),
    [rights.defaultStatus, rights.merchandiser, rights.accountManager, rights.admin],
  );
  const { state, update } = useUrlState(codec);
  return { filter: state, load: (next: InvoicingFilter) => update(next) };
}

/** The charges call's query of a filter (only what is set). */
export function chargesQueryOf(f: InvoicingFilter): ChargesFilter {
  return {
    fromDate: f.fromDate,
    toDate: f.toDate,
    status: f.status,
    ...(f.jobId ? { jobId: f.jobId } : {}),
    ...(f.merchandiserId ? { merchandiserId: f.merchandiserId } : {}),
    ...(f.accountManagerId ? { accountManagerId: f.accountManagerId } : {}),
    ...(f.manualEntryOnly ? { manualEntryOnly: true } : {}),
  };
}

/** The invoices call's query of a filter. */
export function invoicesQueryOf(f: InvoicingFilter): InvoicesFilter {
  return {
    fromDate: f.fromDate,
    toDate: f.toDate,
    ...(f.jobId ? { jobId: f.jobId } : {}),
    ...(f.merchandiserId ? { merchandiserId: f.merchandiserId } : {}),
    ...(f.accountManagerId ? { accountManagerId: f.accountManagerId } : {}),
  };
}
