import { ACCESS, type AccessArea } from './access.ts';
import { hasAnyRole, type Role } from './roles.ts';

/**
 * Every authenticated SPA route (000 §2.2, `inventory/web_routes.tsv`) and the access area that guards
 * it. Paths match case-insensitively (docs/decisions.md#routes-and-navigation), so `/JobMaintenance` needs no row of its own.
 * `redirect` routes send the user on; `firstOf` routes send the user to the first child they may open.
 */
export interface WebRoute {
  path: string;
  access: AccessArea;
  redirect?: string;
  firstOf?: readonly string[];
}

const route = (path: string, access: AccessArea, extra: Partial<WebRoute> = {}): WebRoute => ({
  path,
  access,
  ...extra,
});

export const WEB_ROUTES: readonly WebRoute[] = [
  route('/dashboard', 'dashboard'),
  route('/profile', 'profile'),
  route('/schedule', 'drafts', { redirect: '/schedule/drafts' }),
  route('/schedule/drafts', 'drafts'),
  route('/schedule/drafts/user', 'customerDashboard'),
  route('/schedule/drafts/details/:ids', 'drafts'),
  route('/schedule/drafts/:id', 'draftsManage'),
  route('/schedules/active', 'myschedule'),
  route('/schedules/maintenance', 'scheduleMaintenance', { redirect: '/schedules/maintenance/NotActivated' }),
  route('/schedules/maintenance/:mode', 'scheduleMaintenance'),
  route('/schedules/mapMaintenance', 'scheduleMaintenance', { redirect: '/schedules/mapMaintenance/NotActivated' }),
  route('/schedules/mapMaintenance/:mode', 'scheduleMaintenance'),
  route('/summary', 'summary'),
  route('/order', 'orders'),
  route('/orderEntry', 'orders'),
  route('/orders', 'ordersExport'),
  route('/companyInfo', 'masterFilesAdmin'),
  route('/locations', 'masterFilesAdmin'),
  route('/locations/:id/provinces', 'masterFilesAdmin'),
  route('/locations/provinces/:id/cities', 'masterFilesAdmin'),
  route('/workers', 'workers'),
  route('/jobMaintenance', 'masterFilesAdmin'),
  route('/jobTraits', 'traits'),
  route('/productMaintenance', 'masterFilesAdmin'),
  route('/storeTraits', 'traits'),
  route('/serviceTypes', 'masterFilesAdmin'),
  route('/stores', 'masterFilesAdmin'),
  route('/retailers', 'masterFilesAdmin'),
  route('/suppliers', 'masterFilesAdmin'),
  route('/systemList', 'masterFilesAdmin'),
  route('/consumerGroups', 'masterFilesAdmin'),
  route('/miscCharges', 'masterFilesAdmin'),
  route('/reportBuilder', 'content'),
  route('/questionLibrary', 'content'),
  route('/planogramMaintenance', 'content'),
  route('/planogramMaintenance/:planogramId', 'content'),
  route('/order-export-layouts', 'content'),
  route('/logs', 'logs'),
  route('/logs/:name', 'logs'),
  route('/invoicing', 'merchandiserInvoicing', {
    firstOf: [
      '/invoicing/merchandiser',
      '/invoicing/customer',
      '/invoicing/accountingExport',
      '/invoicing/missingCharges',
    ],
  }),
  route('/invoicing/merchandiser', 'merchandiserInvoicing'),
  route('/invoicing/customer', 'customerInvoicing'),
  route('/invoicing/accountingExport', 'accountingExport'),
  route('/invoicing/missingCharges', 'missingCharges'),
  route('/reporting/scheduled-exports', 'reportingAdmin'),
  route('/emailBlaster', 'emailBlaster'),
  route('/fileManager', 'fileManager', { firstOf: ['/fileManager/internal', '/fileManager/ume'] }),
  route('/fileManager/internal', 'filesInternal'),
  route('/fileManager/ume', 'filesUmeRead'),
  route('/hr', 'hr', {
    firstOf: ['/hr/job-postings', '/hr/applicants', '/hr/scoring-criteria', '/hr/prompts', '/hr/ingestion-failures'],
  }),
  route('/hr/job-postings', 'hrManage'),
  route('/hr/applicants', 'hrApplicants'),
  route('/hr/applicants/:id', 'hrApplicants'),
  route('/hr/scoring-criteria', 'hrManage'),
  route('/hr/prompts', 'hrAdmin'),
  route('/hr/ingestion-failures', 'hrAdmin'),
  route('/hr/ingestion-failures/:id', 'hrAdmin'),
];

/** Public routes: always allowed, signed in or not (000 §2.1). */
export const PUBLIC_PATHS = ['/', '/login', '/loginCustomer', '/permission-error', '/privacy'] as const;

export interface WebRouteMatch {
  route: WebRoute;
  params: Record<string, string>;
}

/** Finds the route for a path, case-insensitively; literal segments win over parameters. */
export function matchWebRoute(pathname: string): WebRouteMatch | undefined {
  const segments = splitPath(pathname);
  let best: { match: WebRouteMatch; literals: number } | undefined;
  for (const candidate of WEB_ROUTES) {
    const pattern = splitPath(candidate.path);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let literals = 0;
    const ok = pattern.every((part, i) => {
      const actual = segments[i] ?? '';
      if (part.startsWith(':')) {
        params[part.slice(1)] = decodeURIComponent(actual);
        return true;
      }
      literals++;
      return part.toLowerCase() === actual.toLowerCase();
    });
    if (ok && (!best || literals > best.literals)) best = { match: { route: candidate, params }, literals };
  }
  return best?.match;
}

/** True when these roles may open the route (000 §2.2: no list, or at least one listed role). */
export function canOpen(route: WebRoute, roles: readonly Role[]): boolean {
  return hasAnyRole(roles, ACCESS[route.access]);
}

function splitPath(path: string): string[] {
  return (path.split('?')[0] ?? '').split('/').filter(Boolean);
}
