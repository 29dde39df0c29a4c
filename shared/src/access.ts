import type { Role } from './roles.ts';

/**
 * The one role table of Shelfline.
 *
 * Each entry names an area of the product and the roles that may use it (spec 000 §2.3 and §6, 001 §6,
 * 002 §6, `inventory/roles.tsv`). The menu (`menu.ts`), the SPA's route guard (`web-routes.ts`) and the
 * API's role checks (`routes/*.ts`) all read these entries, so a change here changes all three.
 *
 * An empty list means "any signed-in user with at least one role" (000 §6: an entry with an empty
 * permission list is shown to any user with a role).
 */
const r = <const T extends readonly Role[]>(...roles: T): T => roles;

export const ACCESS = {
  anyRole: r(),
  staff: r('admin', 'accountManager', 'supervisor', 'merchandiser', 'crmUser', 'hr'),

  // Scheduling (000 §2.4-§2.8, §6)
  dashboard: r(),
  myschedule: r('merchandiser', 'supervisor'),
  scheduleControl: r('admin', 'supervisor'),
  drafts: r('admin', 'accountManager', 'supervisor'),
  draftsManage: r('admin', 'accountManager'),
  scheduleMaintenance: r('admin', 'accountManager', 'supervisor'),
  scheduleOwn: r('admin', 'accountManager', 'supervisor', 'merchandiser'),
  scheduleAdmin: r('admin'),
  scheduleUnsubmit: r('admin', 'accountManager'),
  reassignments: r('admin', 'accountManager', 'supervisor'),
  /** Account managers see Schedule Maintenance and Map View as top-level menu entries (DECISIONS.md). */
  scheduleShortcuts: r('accountManager'),
  customerDashboard: r('customer'),

  // Summary, orders (002)
  summary: r('admin', 'accountManager', 'customer', 'crmUser'),
  summaryManage: r('admin', 'accountManager', 'crmUser'),
  orders: r('admin', 'accountManager', 'supervisor', 'merchandiser'),
  ordersExport: r('admin', 'accountManager'),

  // Master files (001 §6)
  masterFiles: r('admin', 'accountManager'),
  masterFilesAdmin: r('admin'),
  traits: r('admin', 'accountManager'),
  openMasterFiles: r(),
  logs: r('admin'),

  // Reporting (002 §6)
  reportingContacts: r('admin', 'accountManager', 'supervisor'),
  reportingAdmin: r('admin'),

  // Invoicing (002 §6)
  merchandiserInvoicing: r('admin', 'accountManager', 'supervisor', 'merchandiser'),
  customerInvoicing: r('admin', 'accountManager'),
  accountingExport: r('admin'),
  missingCharges: r('admin'),

  // E-mail, files, profile (001 §6)
  emailBlaster: r('admin', 'accountManager'),
  filesInternal: r('admin', 'accountManager', 'supervisor', 'merchandiser'),
  filesManage: r('admin', 'accountManager'),
  filesUme: r('admin'),
  profile: r('merchandiser'),

  // People
  workers: r('admin'),
  workerPickers: r('admin', 'accountManager', 'supervisor', 'hr'),

  // HR (002 §6)
  hr: r('admin', 'supervisor', 'hr'),
  hrManage: r('admin', 'hr'),
  hrApplicants: r('admin', 'hr', 'supervisor'),
  hrAdmin: r('admin'),
} as const satisfies Record<string, readonly Role[]>;

export type AccessArea = keyof typeof ACCESS;
