import { type UrlStateCodec, useUrlState } from '../../components/use-url-state.ts';
import { readUrl, urlParam, writeUrl } from '../../lib/url-state.ts';

export const MISSING_CHARGES_TABS = ['merchandiser', 'client'] as const;
export type MissingChargesTab = (typeof MISSING_CHARGES_TABS)[number];

const PARAMS = {
  tab: urlParam.oneOf(MISSING_CHARGES_TABS, 'merchandiser'),
  /** Absent = the server's default (first day of the previous month, A31). */
  from: urlParam.date(),
  loaded: urlParam.flag(),
};
export type MissingChargesUrl = { tab: MissingChargesTab; from: string | undefined; loaded: boolean };
const CODEC: UrlStateCodec<MissingChargesUrl> = {
  read: (params) => readUrl(PARAMS, params),
  write: (params, state) => writeUrl(PARAMS, params, state),
};

/** Tab, From Date and whether the lists were loaded, kept in the URL (a reload shows the same lists). */
export const useMissingChargesState = () => useUrlState(CODEC);
