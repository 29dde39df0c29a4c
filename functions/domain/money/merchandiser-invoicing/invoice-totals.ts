import type { CompanyInfo } from '@shelfline/shared/contracts/company-info.contract';
import { type Cents, invoiceTotals, sumCents, type TaxLine, type TaxTreatment } from '@shelfline/shared/money';
import type { Employee } from '../../../data/entities/employee.entity.ts';
import type { MerchandiserCharge } from '../../../data/entities/merchandiser-charge.entity.ts';
import type { MiscCharge } from '../../../data/entities/misc-charge.entity.ts';
import { taxTreatmentOf } from '../tax-treatment.ts';

/*
 * A merchandiser invoice's money (brief §1.5, A9): services + misc + tax. Tax only when the worker is GST-registered
 * (`isGstApplicable` with a `gstNumber`), at the rate of the worker's province (the one tax rule, tax-treatment.ts),
 * on the service charges and the misc charges whose type is GST-applicable; rounded once per code (money.ts).
 */

export interface InvoiceMoney {
  servicesAmountCents: Cents;
  miscAmountCents: Cents;
  taxLines: TaxLine[];
  /** Σ tax. */
  gstCents: Cents;
  /** Total: services + misc + tax. */
  amountCents: Cents;
}

/** The worker's tax, or undefined when they charge none. */
export function workerTaxOf(
  worker: Pick<Employee, 'isGstApplicable' | 'gstNumber'>,
  provinceCode: string | undefined,
  company: CompanyInfo | undefined,
): TaxTreatment | undefined {
  if (!worker.isGstApplicable || !worker.gstNumber?.trim() || !company) return undefined;
  return taxTreatmentOf(provinceCode, company);
}

export function invoiceMoneyOf(
  charges: readonly Pick<MerchandiserCharge, 'amountCents'>[],
  miscCharges: readonly Pick<MiscCharge, 'amountCents' | 'isGSTApplicable'>[],
  tax: TaxTreatment | undefined,
): InvoiceMoney {
  const lines = [
    ...charges.map((c) => ({ amount: c.amountCents, tax })),
    ...miscCharges.map((m) => ({ amount: m.amountCents, tax: m.isGSTApplicable ? tax : undefined })),
  ];
  const totals = invoiceTotals(lines);
  return {
    servicesAmountCents: sumCents(charges.map((c) => c.amountCents)),
    miscAmountCents: sumCents(miscCharges.map((m) => m.amountCents)),
    taxLines: totals.taxLines,
    gstCents: totals.gst,
    amountCents: totals.total,
  };
}
