import type { CompanyInfo } from '@shelfline/shared/contracts/company-info.contract';
import type { TaxTreatment } from '@shelfline/shared/money';
import { NotFoundError } from '../../../common/http-errors.ts';
import type { Employee } from '../../../data/entities/employee.entity.ts';
import { provinces } from '../../../data/master-data/master-data.repository.ts';
import { findCompanyInfo } from '../../../data/master-data/reference-data.repository.ts';
import { employees } from '../../../data/people/people.repository.ts';
import { workerTaxOf } from './invoice-totals.ts';

/* Who an invoice is from and to: the worker (name, address, tax) and the company (header, tax rates). */

export interface InvoiceParty {
  worker: Employee;
  /** Worker name as invoiced. */
  name: string;
  /** `payableTo` when set, else the name (the PDF's From). */
  payableName: string;
  addressLines: string[];
  company: CompanyInfo | undefined;
  tax: TaxTreatment | undefined;
}

export const workerName = (w: Pick<Employee, 'firstName' | 'lastName'>) => `${w.firstName} ${w.lastName}`.trim();

/** The worker and company of an invoice; 404 naming the merchandiser when the worker does not exist. */
export async function invoicePartyOf(employeeId: number): Promise<InvoiceParty> {
  const [worker, company] = await Promise.all([employees.get(employeeId), findCompanyInfo()]);
  if (!worker) throw new NotFoundError(`Merchandiser ${employeeId} was not found.`);
  const province = worker.provinceId === undefined ? undefined : await provinces.get(worker.provinceId);
  const name = workerName(worker);
  const cityLine = [worker.city, province?.code, worker.postalCode].filter(Boolean).join(' ');
  return {
    worker,
    name,
    payableName: worker.payableTo?.trim() || name,
    addressLines: [worker.address1, worker.address2, cityLine].filter((l): l is string => Boolean(l)),
    company,
    tax: workerTaxOf(worker, province?.code, company),
  };
}
