import { type UrlStateCodec, useUrlState } from '../../components/use-url-state.ts';
import { readUrl, urlParam, writeUrl } from '../../lib/url-state.ts';

export const ORDER_TABS = ['NotExported', 'History'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

const PARAMS = {
  layoutId: urlParam.id(),
  supplierId: urlParam.id(),
  jobId: urlParam.id(),
  tab: urlParam.oneOf(ORDER_TABS, 'NotExported'),
  fromDate: urlParam.date(),
  toDate: urlParam.date(),
  loaded: urlParam.flag(),
};
export type OrderMaintenanceUrl = {
  layoutId: number | undefined;
  supplierId: number | undefined;
  jobId: number | undefined;
  tab: OrderTab;
  fromDate: string | undefined;
  toDate: string | undefined;
  /** Load was pressed for this supplier and job (the lists load only then, 002 §2). */
  loaded: boolean;
};
const CODEC: UrlStateCodec<OrderMaintenanceUrl> = {
  read: (params) => readUrl(PARAMS, params),
  write: (params, state) => writeUrl(PARAMS, params, state),
};

/** The filters and tab of /orders, kept in the URL so a loaded job can be reloaded or bookmarked. */
export const useOrderMaintenanceState = () => useUrlState(CODEC);
