import { APPROVAL_STATUS, type ApprovalStatusFilter } from '@shelfline/shared/approval-status';
import type { MiscChargeQuery } from '@shelfline/shared/contracts/misc-charge.contract';
import { useMemo } from 'react';
import { type UrlStateCodec, useUrlState } from '../../../components/use-url-state.ts';
import { readUrl, urlParam, writeUrl } from '../../../lib/url-state.ts';

/** The tab's filters as the form holds them. */
export interface MiscChargesFilter {
  fromDate: string;
  toDate: string;
  status: ApprovalStatusFilter;
  merchandiserId: number | undefined;
}

const STATUS_VALUES = ['-1', '0', '1', '2', '3', '4'] as const;

// `misc…` names: the Charges tab of the same page keeps its own filters in the URL beside these.
const PARAMS = {
  miscFrom: urlParam.date(),
  miscTo: urlParam.date(),
  miscStatus: urlParam.oneOf(STATUS_VALUES),
  miscMerchandiser: urlParam.id(),
};

const isoToday = () => new Date().toISOString().slice(0, 10);

/**
 * The tab's loaded filters, kept in the URL: From/To default to the start of the month → today, Status to Not
 * Approved Yet for admins and account managers and All Charges otherwise (002 §9, brief §1.7).
 */
export function useMiscChargesState(approvesByDefault: boolean) {
  const codec = useMemo<UrlStateCodec<MiscChargesFilter>>(() => {
    const today = isoToday();
    const defaultStatus = approvesByDefault ? APPROVAL_STATUS.NotApprovedYet : APPROVAL_STATUS.AllCharges;
    return {
      read: (params) => {
        const url = readUrl(PARAMS, params);
        return {
          fromDate: url.miscFrom ?? `${today.slice(0, 8)}01`,
          toDate: url.miscTo ?? today,
          status: url.miscStatus === undefined ? defaultStatus : (Number(url.miscStatus) as ApprovalStatusFilter),
          merchandiserId: url.miscMerchandiser,
        };
      },
      write: (params, state) =>
        writeUrl(PARAMS, params, {
          miscFrom: state.fromDate,
          miscTo: state.toDate,
          miscStatus:
            state.status === defaultStatus ? undefined : (String(state.status) as (typeof STATUS_VALUES)[number]),
          miscMerchandiser: state.merchandiserId,
        }),
    };
  }, [approvesByDefault]);
  const { state, update } = useUrlState(codec);
  const query: MiscChargeQuery = {
    fromDate: state.fromDate,
    toDate: state.toDate,
    status: state.status,
    ...(state.merchandiserId === undefined ? {} : { merchandiserId: state.merchandiserId }),
  };
  return { state, update, query };
}
