import type { ReportId } from '@shelfline/shared/contracts/report.contract';
import type { ReportDefinition } from './report-definition.ts';

// biome-ignore lint/suspicious/noExplicitAny: each report has its own row type; the runner only streams them.
type AnyReport = ReportDefinition<any>;

/**
 * Where each report is defined. Loaded on first use, so one call pays for its own report only (the scheduled export
 * worker runs them too).
 */
const LOADERS: Readonly<Record<ReportId, () => Promise<AnyReport>>> = {
  contacts: () => import('./contacts.report.ts').then((m) => m.report),
  jobChargeRate: () => import('./job-charge-rate.report.ts').then((m) => m.report),
  merchandiserPayRate: () => import('./merchandiser-pay-rate.report.ts').then((m) => m.report),
  schedule: () => import('./schedule.report.ts').then((m) => m.report),
  pickAndPack: () => import('./pick-and-pack.report.ts').then((m) => m.report),
  chargeApproval: () => import('./charge-approval.report.ts').then((m) => m.report),
  miscCharge: () => import('./misc-charge.report.ts').then((m) => m.report),
  travelLocations: () => import('./travel-locations.report.ts').then((m) => m.report),
};

export const loadReport = (id: ReportId): Promise<AnyReport> => LOADERS[id]();
