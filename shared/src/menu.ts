import { ACCESS, type AccessArea } from './access.ts';
import { hasAnyRole, type Role } from './roles.ts';

/**
 * The top navigation of 000 §2.3 and §6, in menu order.
 *
 * `access` is the area whose roles may open the entry (and so the route behind it); `visibleTo`, when
 * given, narrows who sees the entry in the menu (e.g. Report Builder opens for any role but sits in the
 * Master Files group only admins and account managers see). `hiddenFor` hides an entry from users who
 * already reach it through a group (account managers get Draft Schedule, Schedule Maintenance and Map View at top level, docs/decisions.md#routes-and-navigation;
 * a user who is also admin or supervisor sees them in the Schedule Control group instead).
 */
export interface MenuEntry {
  id: string;
  label: string;
  /** SPA path; absent for groups and for Reporting's modal entries. */
  path?: string;
  /** Reporting entries open a modal of this id instead of a route. */
  modal?: string;
  access: AccessArea;
  visibleTo?: AccessArea;
  hiddenFor?: readonly Role[];
  /** The Dashboard entry exists for its route guard but is not shown (000 §2.3). */
  hidden?: boolean;
  children?: readonly MenuEntry[];
}

const entry = (
  id: string,
  label: string,
  path: string,
  access: AccessArea,
  extra: Partial<MenuEntry> = {},
): MenuEntry => ({
  id,
  label,
  path,
  access,
  ...extra,
});
const group = (id: string, label: string, access: AccessArea, children: MenuEntry[]): MenuEntry => ({
  id,
  label,
  access,
  children,
});
const report = (id: string, label: string, access: AccessArea): MenuEntry => ({ id, label, modal: id, access });

export const MENU: readonly MenuEntry[] = [
  entry('dashboard', 'Dashboard', '/dashboard', 'dashboard', { hidden: true }),
  entry('mySchedule', 'My Schedule', '/schedules/active', 'myschedule'),
  group('scheduleControl', 'Schedule Control', 'scheduleControl', [
    entry('draftSchedule', 'Draft Schedule', '/schedule/drafts', 'drafts'),
    entry('scheduleMaintenance', 'Schedule Maintenance', '/schedules/maintenance', 'scheduleMaintenance'),
    entry('mapView', 'Map View', '/schedules/mapMaintenance', 'scheduleMaintenance'),
  ]),
  entry('amDraftSchedule', 'Draft Schedule', '/schedule/drafts', 'drafts', {
    visibleTo: 'scheduleShortcuts',
    hiddenFor: ['admin', 'supervisor'],
  }),
  entry('amScheduleMaintenance', 'Schedule Maintenance', '/schedules/maintenance', 'scheduleMaintenance', {
    visibleTo: 'scheduleShortcuts',
    hiddenFor: ['admin', 'supervisor'],
  }),
  entry('amMapView', 'Map View', '/schedules/mapMaintenance', 'scheduleMaintenance', {
    visibleTo: 'scheduleShortcuts',
    hiddenFor: ['admin', 'supervisor'],
  }),
  entry('summary', 'Summary', '/summary', 'summary'),
  entry('orders', 'Orders', '/order', 'orders'),
  group('export', 'Export', 'ordersExport', [entry('ordersExport', 'Orders', '/orders', 'ordersExport')]),
  group('masterFiles', 'Master Files', 'masterFiles', [
    entry('companyInfo', 'Company Info', '/companyInfo', 'masterFilesAdmin'),
    entry('locations', 'Locations', '/locations', 'masterFilesAdmin'),
    entry('workers', 'Workers', '/workers', 'workers'),
    entry('jobMaintenance', 'Job Maintenance', '/jobMaintenance', 'masterFilesAdmin'),
    entry('jobTraits', 'Job Traits', '/jobTraits', 'traits'),
    entry('productMaintenance', 'Product Maintenance', '/productMaintenance', 'masterFilesAdmin'),
    entry('storeTraits', 'Store Traits', '/storeTraits', 'traits'),
    entry('serviceTypes', 'Service Types', '/serviceTypes', 'masterFilesAdmin'),
    entry('stores', 'Stores', '/stores', 'masterFilesAdmin'),
    entry('retailers', 'Retailers', '/retailers', 'masterFilesAdmin'),
    entry('suppliers', 'Suppliers', '/suppliers', 'masterFilesAdmin'),
    entry('systemList', 'System List', '/systemList', 'masterFilesAdmin'),
    entry('consumerGroups', 'Consumer Groups', '/consumerGroups', 'masterFilesAdmin'),
    entry('miscCharges', 'Misc Charges', '/miscCharges', 'masterFilesAdmin'),
    entry('reportBuilder', 'Report Builder', '/reportBuilder', 'content', { visibleTo: 'masterFiles' }),
    entry('questionLibrary', 'Question Library', '/questionLibrary', 'content', { visibleTo: 'masterFiles' }),
    entry('planogramMaintenance', 'Planogram Maintenance', '/planogramMaintenance', 'content', {
      visibleTo: 'masterFiles',
    }),
    entry('orderExportLayouts', 'Order Export Layouts', '/order-export-layouts', 'content', {
      visibleTo: 'masterFiles',
    }),
    entry('logs', 'Logs', '/logs', 'logs'),
  ]),
  group('reporting', 'Reporting', 'reportingContacts', [
    report('contacts', 'Contacts', 'reportingContacts'),
    report('jobChargeRate', 'Job Charge Rate', 'reportingAdmin'),
    report('merchandiserPayRate', 'Merchandiser Pay Rate', 'reportingAdmin'),
    report('schedule', 'Schedule', 'reportingAdmin'),
    report('pickAndPack', 'Pick And Pack', 'reportingAdmin'),
    report('chargeApproval', 'Charge Approval Report', 'reportingAdmin'),
    report('miscCharge', 'Misc Charge Report', 'reportingAdmin'),
    report('travelLocations', 'Travel Locations Report', 'reportingAdmin'),
    // Ours, not the spec's (DECISIONS.md "Additions beyond the spec"): a screen, not a modal.
    entry('scheduledExports', 'Scheduled Exports', '/reporting/scheduled-exports', 'reportingAdmin'),
  ]),
  group('invoicing', 'Invoicing', 'merchandiserInvoicing', [
    entry('invoicingMerchandiser', 'Merchandiser', '/invoicing/merchandiser', 'merchandiserInvoicing'),
    entry('invoicingCustomer', 'Customer', '/invoicing/customer', 'customerInvoicing'),
    entry('accountingExport', 'Accounting Export', '/invoicing/accountingExport', 'accountingExport'),
    entry('missingCharges', 'Missing Charges', '/invoicing/missingCharges', 'missingCharges'),
  ]),
  entry('emailBlaster', 'Email blaster', '/emailBlaster', 'emailBlaster'),
  group('fileManagement', 'File Management', 'fileManager', [
    entry('filesInternal', 'Internal', '/fileManager/internal', 'filesInternal'),
    entry('filesUme', 'UME', '/fileManager/ume', 'filesUmeRead'),
  ]),
  entry('profile', 'Profile', '/profile', 'profile'),
  group('hr', 'HR', 'hr', [
    entry('jobPostings', 'Job Postings', '/hr/job-postings', 'hrManage'),
    entry('applicants', 'Applicants', '/hr/applicants', 'hrApplicants'),
    entry('scoringCriteria', 'Scoring Criteria', '/hr/scoring-criteria', 'hrManage'),
    entry('prompts', 'Prompts', '/hr/prompts', 'hrAdmin'),
    entry('ingestionFailures', 'Ingestion Failures', '/hr/ingestion-failures', 'hrAdmin'),
  ]),
];

/** A menu entry as one user sees it: only the visible children remain. */
export type VisibleMenuEntry = Omit<MenuEntry, 'children'> & { children?: readonly VisibleMenuEntry[] };

function isVisible(item: MenuEntry, roles: readonly Role[]): boolean {
  if (item.hidden) return false;
  if (item.hiddenFor && roles.some((role) => item.hiddenFor?.includes(role))) return false;
  return hasAnyRole(roles, ACCESS[item.access]) && hasAnyRole(roles, ACCESS[item.visibleTo ?? item.access]);
}

/**
 * The menu a user with these roles sees (000 §6): users without roles see nothing; customers see only
 * Summary (docs/decisions.md#routes-and-navigation); a group shows when its own roles allow it and at least one child is visible.
 */
export function menuFor(roles: readonly Role[]): VisibleMenuEntry[] {
  if (roles.length === 0) return [];
  const customerOnly = roles.every((role) => role === 'customer');
  const visible: VisibleMenuEntry[] = [];
  for (const item of MENU) {
    if (customerOnly && item.id !== 'summary') continue;
    if (!isVisible(item, roles)) continue;
    if (!item.children) {
      visible.push(item);
      continue;
    }
    const children = item.children.filter((child) => isVisible(child, roles));
    if (children.length > 0) visible.push({ ...item, children });
  }
  return visible;
}

/** Flat list of the labels a user sees, "Group > Entry" for grouped entries (used by tests and the SPA). */
export function menuLabelsFor(roles: readonly Role[]): string[] {
  return menuFor(roles).flatMap((item) =>
    item.children ? item.children.map((child) => `${item.label} > ${child.label}`) : [item.label],
  );
}
