import type { CompanyInfoForm } from '@shelfline/shared/contracts/company-info.contract';
import { defineEntity, definePatterns } from '../entity.ts';

/**
 * Company info (001 §3): the one record of the company that runs Shelfline (invoice numbering, tax rates,
 * accounting export settings). `companyId` repeats `id`, as the spec names it.
 *
 * | access pattern          | pattern | index | key                                             |
 * |-------------------------|---------|-------|-------------------------------------------------|
 * | company info by id      |         | table | pk `COMPANYINFO`, sk `COMPANY#<id, 8 digits>`   |
 * | the company info        | `all`   | table | pk `COMPANYINFO` (first item)                   |
 */
export type CompanyInfo = CompanyInfoForm & { id: number; companyId: number };

export const COMPANY_INFO_PARTITION = 'COMPANYINFO';

export const CompanyInfoEntity = defineEntity<CompanyInfo>({
  name: 'companyInfo',
  key: (id) => ({ pk: COMPANY_INFO_PARTITION, sk: `COMPANY#${String(id).padStart(8, '0')}` }),
});

/** The access patterns of the table above, by name (`queryPattern`, repositories' `query`). */
export const CompanyInfoPatterns = definePatterns({
  /** the company info (first item) */
  all: { index: 'table', key: () => ({ pk: COMPANY_INFO_PARTITION }) },
});
