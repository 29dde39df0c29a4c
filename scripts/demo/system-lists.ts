/**
 * Demo system list items (001 §7 codes) and the company info record: fixed, realistic values, no randomness.
 */
import type { SystemListCode } from '@shelfline/shared/contracts/system-list.contract';
import type { CompanyInfo } from '../../functions/data/entities/company-info.entity.ts';
import type { SystemListItem } from '../../functions/data/entities/system-list-item.entity.ts';

/** [itemCode, value, inactive?] per list. */
const SYSTEM_LIST_SEEDS: Record<SystemListCode, readonly (readonly [string, string, boolean?])[]> = {
  PRDCAT: [
    ['BEV', 'Beverages'],
    ['BAK', 'Bakery'],
    ['CONF', 'Confectionery'],
    ['DAIRY', 'Dairy'],
    ['FROZ', 'Frozen'],
    ['GROC', 'Dry Grocery'],
    ['HBA', 'Health & Beauty'],
    ['HHLD', 'Household'],
    ['PET', 'Pet Care'],
    ['HDW', 'Hardware'],
    ['SEAS', 'Seasonal'],
    ['TOB', 'Tobacco', true],
  ],
  EMPTYP: [
    ['FT', 'Full Time'],
    ['PT', 'Part Time'],
    ['CAS', 'Casual'],
    ['CON', 'Contractor'],
    ['SEA', 'Seasonal'],
  ],
  EMPSTA: [
    ['ACT', 'Active'],
    ['LOA', 'Leave of Absence'],
    ['TER', 'Terminated'],
    ['RES', 'Resigned'],
    ['ONH', 'On Hold'],
  ],
  LANG: [
    ['EN', 'English'],
    ['FR', 'French'],
    ['ES', 'Spanish'],
    ['PA', 'Punjabi'],
    ['ZH', 'Mandarin'],
    ['YUE', 'Cantonese'],
    ['TL', 'Tagalog'],
    ['AR', 'Arabic'],
    ['IT', 'Italian'],
    ['PT', 'Portuguese'],
  ],
  POSAPP: [
    ['MER', 'Merchandiser'],
    ['LMR', 'Lead Merchandiser'],
    ['SUP', 'Supervisor'],
    ['RST', 'Reset Team Member'],
    ['AUD', 'Auditor'],
    ['DRV', 'Driver'],
  ],
  WRKHRS: [
    ['WKD', 'Weekdays'],
    ['WKE', 'Weekends'],
    ['EVE', 'Evenings'],
    ['OVN', 'Overnight'],
    ['ANY', 'Any Time'],
  ],
  MTRTYP: [
    ['RES', 'Reside'],
    ['TRV', 'Travel'],
  ],
  PLNCAT: [
    ['BEV', 'Beverage Aisle'],
    ['SNK', 'Snacks'],
    ['DAI', 'Dairy Case'],
    ['FRZ', 'Frozen Door'],
    ['CHK', 'Checkout'],
    ['END', 'End Cap'],
    ['HBA', 'Health & Beauty Aisle'],
  ],
  PLNTYP: [
    ['SHF', 'Shelf'],
    ['PEG', 'Pegboard'],
    ['DOOR', 'Cooler Door'],
    ['BIN', 'Bin'],
  ],
};

export function generateSystemListItems(): SystemListItem[] {
  let id = 0;
  return Object.entries(SYSTEM_LIST_SEEDS).flatMap(([list, seeds]) =>
    seeds.map(([itemCode, value, inactive]) => ({
      id: ++id,
      systemListId: list as SystemListCode,
      itemCode,
      value,
      inactive: inactive ?? false,
    })),
  );
}

/** 2026 rates: GST 5 %; HST 13 % in Ontario, 15 % in the Atlantic provinces; 0 where GST/PST apply instead. */
const HST_RATES: Record<string, number> = { NB: 15, NF: 15, NS: 14, ON: 13, PE: 15 };

export function generateCompanyInfo(): CompanyInfo[] {
  const codes = ['AB', 'BC', 'MB', 'NB', 'NF', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'] as const;
  const hst = Object.fromEntries(
    codes.flatMap((code) => [
      [`taxHST${code}`, HST_RATES[code] ?? 0],
      [`taxHST${code}Code`, HST_RATES[code] ? `H${code}` : `G${code}`],
    ]),
  );
  return [
    {
      id: 1,
      companyId: 1,
      companyName: 'Shelfline Merchandising Services Inc.',
      smtpServer: 'smtp.shelfline.example',
      address1: '2200 Yonge Street',
      address2: 'Suite 1400',
      city: 'Toronto',
      province: 'ON',
      postalCode: 'M4S 2C6',
      phone: '416-555-0142',
      fax: '416-555-0143',
      nextInvoiceNumber: 104_582,
      gstNumber: '81234 5678 RT0001',
      currentRate: 0.7315,
      taxPST: 0,
      taxGST: 5,
      taxGSTCode: 'GST',
      nextBatchNumber: 2_318,
      exportFolder: 'exports/accounting',
      serviceInvoiceExportFilename: 'service-invoices.csv',
      serviceInvoiceAccount: '4100',
      miscChargesAccount: '4150',
      gstAccount: '2310',
      clientInvoiceExportFilename: 'client-invoices.csv',
      clientInvoiceAccount: '4200',
      ...hst,
    } as CompanyInfo,
  ];
}
