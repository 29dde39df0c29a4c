import { accountingExportRoutes } from './accountingexport.routes.ts';
import { atsRoutes } from './ats.routes.ts';
import { citiesRoutes } from './cities.routes.ts';
import { companyInfoRoutes } from './companyinfo.routes.ts';
import { completedServicesRoutes } from './completedservices.routes.ts';
import { consumerGroupsRoutes } from './consumergroups.routes.ts';
import { countriesRoutes } from './countries.routes.ts';
import { customerInvoicingRoutes } from './customerinvoicing.routes.ts';
import { dashboardRoutes } from './dashboard.routes.ts';
import { draftSchedulesRoutes } from './draftschedules.routes.ts';
import { emailRoutes } from './email.routes.ts';
import { employeesRoutes } from './employees.routes.ts';
import { exportSchedulesRoutes } from './exportschedules.routes.ts';
import { fileManagementRoutes } from './filemanagement.routes.ts';
import { infoRoutes } from './info.routes.ts';
import { jobsRoutes } from './jobs.routes.ts';
import { latLongRoutes } from './latlong.routes.ts';
import { logsRoutes } from './logs.routes.ts';
import { mapRoutes } from './map.routes.ts';
import { merchandiserInvoicingRoutes } from './merchandiserinvoicing.routes.ts';
import { miscChargeRatesRoutes } from './miscchargerates.routes.ts';
import { miscChargesRoutes } from './misccharges.routes.ts';
import { miscChargeTypesRoutes } from './miscchargetypes.routes.ts';
import { missingChargesRoutes } from './missingcharges.routes.ts';
import { orderExportRoutes } from './orderexport.routes.ts';
import { ordersRoutes } from './orders.routes.ts';
import { planogramsRoutes } from './planograms.routes.ts';
import { productsRoutes } from './products.routes.ts';
import { profileRoutes } from './profile.routes.ts';
import { provincesRoutes } from './provinces.routes.ts';
import { questionLibraryRoutes } from './questionlibrary.routes.ts';
import { reportLayoutsRoutes } from './reportlayouts.routes.ts';
import { reportsRoutes } from './reports.routes.ts';
import { retailersRoutes } from './retailers.routes.ts';
import type { RouteDefinition } from './route.ts';
import { scheduleRoutes } from './schedule.routes.ts';
import { serviceReportsRoutes } from './servicereports.routes.ts';
import { serviceTypesRoutes } from './servicetypes.routes.ts';
import { storesRoutes } from './stores.routes.ts';
import { summaryRoutes } from './summary.routes.ts';
import { suppliersRoutes } from './suppliers.routes.ts';
import { systemListsRoutes } from './systemlists.routes.ts';
import { traitsRoutes } from './traits.routes.ts';
import { userRoutes } from './user.routes.ts';

/** A route of the table with its name inside its family file (`authenticate` in `userRoutes`). */
export type NamedRoute = RouteDefinition & { readonly name: string };

/**
 * The route table: every call of the spec, grouped by family (one file per family).
 * CDK, the local runner, the OpenAPI document, the web client and the role checks all read this.
 * Keys are the family names (the first path segment, lower-cased), in the order of `inventory/endpoints.tsv`.
 */
export const ROUTE_FAMILIES = {
  user: userRoutes,
  info: infoRoutes,
  dashboard: dashboardRoutes,
  schedule: scheduleRoutes,
  draftschedules: draftSchedulesRoutes,
  jobs: jobsRoutes,
  map: mapRoutes,
  latlong: latLongRoutes,
  employees: employeesRoutes,
  reports: reportsRoutes,
  profile: profileRoutes,
  countries: countriesRoutes,
  provinces: provincesRoutes,
  cities: citiesRoutes,
  systemlists: systemListsRoutes,
  retailers: retailersRoutes,
  products: productsRoutes,
  servicetypes: serviceTypesRoutes,
  consumergroups: consumerGroupsRoutes,
  stores: storesRoutes,
  suppliers: suppliersRoutes,
  traits: traitsRoutes,
  companyinfo: companyInfoRoutes,
  logs: logsRoutes,
  email: emailRoutes,
  filemanagement: fileManagementRoutes,
  planograms: planogramsRoutes,
  questionlibrary: questionLibraryRoutes,
  orders: ordersRoutes,
  orderexport: orderExportRoutes,
  summary: summaryRoutes,
  servicereports: serviceReportsRoutes,
  merchandiserinvoicing: merchandiserInvoicingRoutes,
  completedservices: completedServicesRoutes,
  miscchargetypes: miscChargeTypesRoutes,
  misccharges: miscChargesRoutes,
  miscchargerates: miscChargeRatesRoutes,
  customerinvoicing: customerInvoicingRoutes,
  accountingexport: accountingExportRoutes,
  missingcharges: missingChargesRoutes,
  reportlayouts: reportLayoutsRoutes,
  ats: atsRoutes,
  exportschedules: exportSchedulesRoutes,
} as const satisfies Record<string, Record<string, RouteDefinition>>;

/**
 * Every route, each carrying its `name`. The name is set on the family file's own object, so a route from
 * `ROUTES` (or from a match) is the same object as `ROUTE_FAMILIES.<family>.<name>`.
 */
export const ROUTES: readonly NamedRoute[] = Object.values(ROUTE_FAMILIES).flatMap((family) =>
  Object.entries(family as Record<string, RouteDefinition>).map(([name, route]) => Object.assign(route, { name })),
);

/** Family names (lower-cased first path segment), in table order. */
export const FAMILIES: readonly string[] = [...new Set(ROUTES.map((route) => route.family))];

export function routesOf(family: string): NamedRoute[] {
  return ROUTES.filter((route) => route.family === family);
}
