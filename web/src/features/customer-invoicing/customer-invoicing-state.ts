import { CUSTOMER_INVOICING_PAGE_SIZES } from '@shelfline/shared/contracts/customer-invoicing.contract';
import { type UrlStateCodec, useUrlState } from '../../components/use-url-state.ts';
import { readUrl, urlParam, writeUrl } from '../../lib/url-state.ts';

export const CUSTOMER_INVOICING_TABS = ['charges', 'invoices'] as const;
export type CustomerInvoicingTab = (typeof CUSTOMER_INVOICING_TABS)[number];

const PARAMS = {
  tab: urlParam.oneOf(CUSTOMER_INVOICING_TABS, 'charges'),
  supplierId: urlParam.id(),
  jobId: urlParam.id(),
  fromDate: urlParam.date(),
  toDate: urlParam.date(),
  loaded: urlParam.flag(),
  hideReversals: urlParam.flag(),
  page: urlParam.page(),
  pageSize: urlParam.pageSize(CUSTOMER_INVOICING_PAGE_SIZES, 20),
  invoiceStatus: urlParam.oneOf(['0', '1', '2'] as const),
  invoicePage: urlParam.page(),
  invoicePageSize: urlParam.pageSize(CUSTOMER_INVOICING_PAGE_SIZES, 20),
};
export type CustomerInvoicingUrl = {
  tab: CustomerInvoicingTab;
  supplierId: number | undefined;
  jobId: number | undefined;
  fromDate: string | undefined;
  toDate: string | undefined;
  /** Load was pressed (002 §2: the charges load only then). */
  loaded: boolean;
  hideReversals: boolean;
  page: number;
  pageSize: number;
  invoiceStatus: '0' | '1' | '2' | undefined;
  invoicePage: number;
  invoicePageSize: number;
};
const CODEC: UrlStateCodec<CustomerInvoicingUrl> = {
  read: (params) => readUrl(PARAMS, params),
  write: (params, state) => writeUrl(PARAMS, params, state),
};

/** The tab, filters and pages of /invoicing/customer, in the URL. */
export const useCustomerInvoicingState = () => useUrlState(CODEC);

const pad = (n: number) => String(n).padStart(2, '0');

/** The Charges tab's default range: the start to the end of this month (002 §9). */
export function thisMonthRange(now = new Date()): { fromDate: string; toDate: string } {
  const month = `${now.getFullYear()}-${pad(now.getMonth() + 1)}`;
  const last = new Date(now.getFullYear(), now.getMonth() + 1, 0).getDate();
  return { fromDate: `${month}-01`, toDate: `${month}-${pad(last)}` };
}
