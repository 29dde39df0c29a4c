import { type UrlStateCodec, useUrlState } from '../../components/use-url-state.ts';
import { readUrl, urlParam, writeUrl } from '../../lib/url-state.ts';

export const ACCOUNTING_TABS = ['service', 'client'] as const;
export type AccountingTab = (typeof ACCOUNTING_TABS)[number];

const PARAMS = {
  tab: urlParam.oneOf(ACCOUNTING_TABS, 'service'),
  /** Absent = batch 0 (not exported), the default (002 §2). */
  batch: urlParam.id(),
  loaded: urlParam.flag(),
};
export type AccountingExportUrl = { tab: AccountingTab; batch: number | undefined; loaded: boolean };
const CODEC: UrlStateCodec<AccountingExportUrl> = {
  read: (params) => readUrl(PARAMS, params),
  write: (params, state) => writeUrl(PARAMS, params, state),
};

/** The tab and batch of /invoicing/accountingExport, kept in the URL so a loaded batch can be reloaded. */
export const useAccountingExportState = () => useUrlState(CODEC);
