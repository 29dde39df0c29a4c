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
  /** Account managers see Schedule Maintenance and Map View as top-level menu entries (docs/decisions.md#routes-and-navigation). */
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
  /**
   * Report Builder, Question Library, Planogram Maintenance, Order Export Layouts: "any role" in the spec (000 §6,
   * 001 §6, 002 §6), narrowed to staff, so customers never read nor write them (docs/decisions.md#access-to-content).
   */
  content: r('admin', 'accountManager', 'supervisor', 'merchandiser', 'crmUser', 'hr'),
  /** Writes of report layouts, planograms and order export layouts: the roles that "build report layouts" (002 §1). */
  contentManage: r('admin', 'accountManager'),
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
  /** The UME tree read-only: admins, and customers for the folders they hold a permission on (docs/decisions.md#files). */
  filesUmeRead: r('admin', 'customer'),
  /** The File Management menu group: the internal tree's readers and the UME readers. */
  fileManager: r('admin', 'accountManager', 'supervisor', 'merchandiser', 'customer'),
  profile: r('merchandiser'),

  // People
  workers: r('admin'),
  workerPickers: r('admin', 'accountManager', 'supervisor', 'hr'),

  // HR (002 §6)
  hr: r('admin', 'supervisor', 'hr'),
  hrManage: r('admin', 'hr'),
  hrApplicants: r('admin', 'hr', 'supervisor'),
  hrAdmin: r('admin'),

  // Added for the route table
  /** Dashboard Services card (schedule categories with counts): the "other roles" of 000 §2.4, not merchandiser or customer. */
  dashboardServices: r('admin', 'accountManager', 'supervisor', 'crmUser', 'hr'),
  /** Dashboard notification cards and weekly confirmed-services grid: merchandisers only (000 §2.4). */
  dashboardMerchandiser: r('merchandiser'),
  /** One worker's details: Employee View modal of draft details and the worker form's view (000 §2.7, 001 §2, §6). */
  workerView: r('admin', 'accountManager', 'supervisor'),
  /** Order UnSubmit: the order roles except merchandisers (002 §2 Order Entry, §6). */
  ordersUnsubmit: r('admin', 'accountManager', 'supervisor'),
  /**
   * Question library create, edit and delete: admins, as the builder's Create New Question (002 §6); account managers
   * only read (001 §6) (docs/decisions.md#access-to-content).
   */
  questionLibraryManage: r('admin'),
  /** Service Report modal, read: schedule screens, Show Report on merchandiser invoicing, summary store-report link (000 §2.8, 002 §2). */
  serviceReports: r('admin', 'accountManager', 'supervisor', 'merchandiser', 'crmUser'),
  /** Service report save, submit, uploads and file deletes: the team lead and the staff over them; crmUser reads only. */
  serviceReportsWrite: r('admin', 'accountManager', 'supervisor', 'merchandiser'),
  /** Summary review flags: staff set the internal one, customers their two client ones (the handler picks the flag). */
  summaryReview: r('admin', 'accountManager', 'crmUser', 'customer'),
  /** Merchandiser charges: View Charge, charge edit and Approve selected (002 §2 Merchandiser invoicing, §6). */
  merchandiserChargesManage: r('admin', 'accountManager'),
  /** New and Edit misc charge (Approve / Deny in its modal): hidden from account managers (002 §2, §6). */
  miscChargesEdit: r('admin', 'supervisor', 'merchandiser'),
  /**
   * Merchandiser invoices (list, PDF, submit): the Invoices tab is hidden for account managers (002 §2), and an
   * account manager neither sees nor submits a worker's invoices (brief A20).
   */
  merchandiserInvoices: r('admin', 'supervisor', 'merchandiser'),
  /** Customer invoicing Invoices tab: hidden for account managers who are not admins (002 §2 Customer invoicing, §6). */
  customerInvoices: r('admin'),
} as const satisfies Record<string, readonly Role[]>;

export type AccessArea = keyof typeof ACCESS;
