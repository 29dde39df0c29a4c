import {
  type CompanyInfo,
  hstCodeField,
  hstRateField,
  TAX_PROVINCE_CODES,
  type TaxProvinceCode,
} from '@shelfline/shared/contracts/company-info.contract';
import type { TaxTreatment } from '@shelfline/shared/money';

/*
 * The one tax rule of the product (brief §1.5, decision A8), so it can change in one place: in province P the rate is
 * Company Info's `taxHST{P}` when above 0 (with its code `taxHST{P}Code`), else the GST rate with `taxGSTCode`. PST
 * is not applied (merchandising services are not PST-taxable). A province outside the 13 Canadian codes (a US store)
 * has no tax. The caller copies the answer onto its charge or invoice: a later Company Info edit never moves it.
 */

const isTaxProvince = (code: string): code is TaxProvinceCode =>
  (TAX_PROVINCE_CODES as readonly string[]).includes(code);

/** The tax of province `provinceCode` (e.g. `ON`), or undefined when none applies. */
export function taxTreatmentOf(
  provinceCode: string | undefined,
  company: Pick<CompanyInfo, 'taxGST' | 'taxGSTCode'> & Partial<CompanyInfo>,
): TaxTreatment | undefined {
  const code = provinceCode?.toUpperCase();
  if (!code || !isTaxProvince(code)) return undefined;
  const hst = Number(company[hstRateField(code)] ?? 0);
  if (hst > 0) return { code: String(company[hstCodeField(code)] ?? `HST${code}`), rate: hst };
  const gst = Number(company.taxGST ?? 0);
  return gst > 0 ? { code: company.taxGSTCode, rate: gst } : undefined;
}
