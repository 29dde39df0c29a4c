import * as z from 'zod';
import { VersionSchema } from './list.contract.ts';

/**
 * Company info (001 §2, §3, §5): one record, every field required ('Please input {field}.'). Rates are percentages
 * (GST 5 means 5 %), `currentRate` is the CAD → USD exchange rate. For each province or territory code there is a
 * rate `taxHST{code}` and an accounting code `taxHST{code}Code`.
 */
export const TAX_PROVINCE_CODES = [
  'AB',
  'BC',
  'MB',
  'NB',
  'NF',
  'NS',
  'NT',
  'NU',
  'ON',
  'PE',
  'QC',
  'SK',
  'YT',
] as const;
export type TaxProvinceCode = (typeof TAX_PROVINCE_CODES)[number];

export const TAX_PROVINCE_NAMES: Record<TaxProvinceCode, string> = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NF: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
};

export const COMPANY_TEXT_MAX = 200;

/** Field → label, as the form shows it; the required message is 'Please input {label, lower case}.' */
export const COMPANY_TEXT_FIELDS = {
  companyName: 'Company Name',
  smtpServer: 'SMTP Server',
  address1: 'Address 1',
  address2: 'Address 2',
  city: 'City',
  province: 'Province',
  postalCode: 'Postal Code',
  phone: 'Phone',
  fax: 'Fax',
  gstNumber: 'GST Number',
  taxGSTCode: 'GST Code',
  exportFolder: 'Export Folder',
  serviceInvoiceExportFilename: 'Service Invoice Export Filename',
  serviceInvoiceAccount: 'Service Invoice Account',
  miscChargesAccount: 'Misc Charges Account',
  gstAccount: 'GST Account',
  clientInvoiceExportFilename: 'Client Invoice Export Filename',
  clientInvoiceAccount: 'Client Invoice Account',
} as const;

export const COMPANY_NUMBER_FIELDS = {
  nextInvoiceNumber: 'Next Invoice Number',
  nextBatchNumber: 'Next Batch Number',
  currentRate: 'Current Rate (CAD to USD)',
  taxPST: 'PST Rate',
  taxGST: 'GST Rate',
} as const;

type HstRateKey = `taxHST${TaxProvinceCode}`;
type HstCodeKey = `taxHST${TaxProvinceCode}Code`;

export const hstRateField = (code: TaxProvinceCode): HstRateKey => `taxHST${code}`;
export const hstCodeField = (code: TaxProvinceCode): HstCodeKey => `taxHST${code}Code`;
export const hstRateLabel = (code: TaxProvinceCode) => `HST Rate ${code}`;
export const hstCodeLabel = (code: TaxProvinceCode) => `HST Code ${code}`;

/** 'Please input company name.' (001 §5, §8; the login form writes its labels the same way). */
export const pleaseInput = (label: string) =>
  `Please input ${label
    .split(' ')
    .map((word) => (word === word.toUpperCase() ? word : word.toLowerCase()))
    .join(' ')}.`;

function text(label: string) {
  const required = pleaseInput(label);
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(COMPANY_TEXT_MAX, `${label} must be at most ${COMPANY_TEXT_MAX} characters.`);
}

function number(label: string, options: { min: number; max: number; int?: boolean }) {
  let schema = z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? pleaseInput(label) : `${label} must be a number.`,
    })
    .min(options.min, `${label} must be ${options.min} or more.`)
    .max(options.max, `${label} must be at most ${options.max}.`);
  if (options.int) schema = schema.int(`${label} must be a whole number.`);
  return schema;
}

const rate = (label: string) => number(label, { min: 0, max: 100 });

const hstFields = Object.fromEntries(
  TAX_PROVINCE_CODES.flatMap((code) => [
    [hstRateField(code), rate(hstRateLabel(code))],
    [hstCodeField(code), text(hstCodeLabel(code))],
  ]),
) as Record<HstRateKey, z.ZodNumber> & Record<HstCodeKey, ReturnType<typeof text>>;

const textFields = Object.fromEntries(
  Object.entries(COMPANY_TEXT_FIELDS).map(([field, label]) => [field, text(label)]),
) as Record<keyof typeof COMPANY_TEXT_FIELDS, ReturnType<typeof text>>;

/** The company info form; the server validates PUT bodies with the same fields (plus the version). */
export const CompanyInfoFormSchema = z.object({
  ...textFields,
  nextInvoiceNumber: number(COMPANY_NUMBER_FIELDS.nextInvoiceNumber, { min: 1, max: 999_999_999, int: true }),
  nextBatchNumber: number(COMPANY_NUMBER_FIELDS.nextBatchNumber, { min: 1, max: 999_999_999, int: true }),
  currentRate: number(COMPANY_NUMBER_FIELDS.currentRate, { min: 0.0001, max: 1000 }),
  taxPST: rate(COMPANY_NUMBER_FIELDS.taxPST),
  taxGST: rate(COMPANY_NUMBER_FIELDS.taxGST),
  ...hstFields,
});
export type CompanyInfoForm = z.infer<typeof CompanyInfoFormSchema>;

/** Body of `PUT CompanyInfo/{id}`. */
export const CompanyInfoUpdateSchema = CompanyInfoFormSchema.extend(VersionSchema.shape);
export type CompanyInfoUpdate = z.infer<typeof CompanyInfoUpdateSchema>;

export const CompanyInfoSchema = CompanyInfoFormSchema.extend({
  id: z.number(),
  companyId: z.number(),
  version: z.number(),
});
export type CompanyInfo = z.infer<typeof CompanyInfoSchema>;
