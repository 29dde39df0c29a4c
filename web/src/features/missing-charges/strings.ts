import { APPROVAL_STATUS_LABELS, type ApprovalStatus } from '@shelfline/shared/approval-status';

/** The words of /invoicing/missingCharges (002 §2; brief §2.6). */
export const MISSING_CHARGES_STRINGS = {
  title: 'Missing Charges',
  merchandiserTab: (n: number | undefined) => `Missing Merchandiser Charges${n === undefined ? '' : ` (${n})`}`,
  clientTab: (n: number | undefined) => `Missing Client Charges${n === undefined ? '' : ` (${n})`}`,
  fromDate: 'From Date',
  load: 'Load',
  create: 'Create Selected Charges',
  notLoaded: 'Choose a From Date and press Load.',
  noneMissing: 'No missing charges.',
  selectAll: 'Select all',
  selectRow: (label: string) => `Select ${label}`,
  creating: (done: number, total: number) => `Creating charges: ${done} of ${total}`,
  refused: (id: number, message: string) => `${id}: ${message}`,
  merchandiser: 'Merchandiser',
  job: 'Job',
  store: 'Store',
  retailer: 'Retailer',
  completed: 'Completed',
  submitted: 'Submitted',
  hours: 'Hours',
  hourlyRate: 'Hourly rate',
  flatRate: 'Flat rate',
  activatedQ: 'Activated?',
  submittedQ: 'Submitted?',
  exportedQ: 'Exported?',
  status: 'Status',
  invoicedQ: 'Invoiced?',
  deletedQ: 'Deleted?',
  chargeId: 'ChargeId',
  yes: 'Yes',
  no: 'No',
  statusLabel: (status: number) => APPROVAL_STATUS_LABELS[status as ApprovalStatus] ?? String(status),
};

/** DD/MM/YYYY of a YYYY-MM-DD day (this screen only, 002 §9). */
export function formatDay(day: string | undefined): string {
  if (!day) return '';
  const [y, m, d] = day.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

/** DD/MM/YYYY hh:mm A of an instant, in the browser's time zone (002 §9). */
export function formatInstant(iso: string | undefined): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const two = (n: number) => String(n).padStart(2, '0');
  const hours = at.getHours() % 12 === 0 ? 12 : at.getHours() % 12;
  const day = `${two(at.getDate())}/${two(at.getMonth() + 1)}/${at.getFullYear()}`;
  return `${day} ${two(hours)}:${two(at.getMinutes())} ${at.getHours() < 12 ? 'AM' : 'PM'}`;
}

/** A rate or hours as the tables show them (2 decimals; blank when none). */
export const formatNumber = (value: number | undefined) =>
  value === undefined ? '' : value.toLocaleString('en-CA', { minimumFractionDigits: 2, maximumFractionDigits: 4 });
