import type { WebRouteMatch } from '@shelfline/shared/web-routes';
import type { ReactElement } from 'react';
import { titleOf } from '../app/navigation/route-titles.ts';
import { lazyNamed } from '../lib/lazy.ts';

const DashboardPage = lazyNamed(() => import('../features/dashboard/dashboard-page.tsx'), 'DashboardPage');
const CustomerDashboardPage = lazyNamed(
  () => import('../features/dashboard/customer-dashboard-page.tsx'),
  'CustomerDashboardPage',
);
const ComingSoonPage = lazyNamed(() => import('../components/coming-soon-page.tsx'), 'ComingSoonPage');
const CountriesPage = lazyNamed(() => import('../features/locations/countries-page.tsx'), 'CountriesPage');
const ProvincesPage = lazyNamed(() => import('../features/locations/provinces-page.tsx'), 'ProvincesPage');
const CitiesPage = lazyNamed(() => import('../features/locations/cities-page.tsx'), 'CitiesPage');
const SystemListPage = lazyNamed(() => import('../features/system-lists/system-list-page.tsx'), 'SystemListPage');
const CompanyInfoPage = lazyNamed(() => import('../features/company-info/company-info-page.tsx'), 'CompanyInfoPage');
const LogsPage = lazyNamed(() => import('../features/logs/logs-page.tsx'), 'LogsPage');
const LogDetailPage = lazyNamed(() => import('../features/logs/log-detail-page.tsx'), 'LogDetailPage');
const SuppliersPage = lazyNamed(() => import('../features/suppliers/suppliers-page.tsx'), 'SuppliersPage');
const JobsPage = lazyNamed(() => import('../features/jobs/jobs-page.tsx'), 'JobsPage');
const JobTraitsPage = lazyNamed(() => import('../features/traits/job-traits-page.tsx'), 'JobTraitsPage');
const StoreTraitsPage = lazyNamed(() => import('../features/traits/store-traits-page.tsx'), 'StoreTraitsPage');
const QuestionLibraryPage = lazyNamed(
  () => import('../features/question-library/question-library-page.tsx'),
  'QuestionLibraryPage',
);
const ReportBuilderPage = lazyNamed(
  () => import('../features/report-builder/report-builder-page.tsx'),
  'ReportBuilderPage',
);

const RetailersPage = lazyNamed(
  () => import('../features/reference-data/simple-master-file-pages.tsx'),
  'RetailersPage',
);
const ConsumerGroupsPage = lazyNamed(
  () => import('../features/reference-data/simple-master-file-pages.tsx'),
  'ConsumerGroupsPage',
);
const ServiceTypesPage = lazyNamed(
  () => import('../features/reference-data/simple-master-file-pages.tsx'),
  'ServiceTypesPage',
);
const ProductsPage = lazyNamed(() => import('../features/reference-data/products-page.tsx'), 'ProductsPage');
const StoresPage = lazyNamed(() => import('../features/stores/stores-page.tsx'), 'StoresPage');
const WorkersPage = lazyNamed(() => import('../features/workers/workers-page.tsx'), 'WorkersPage');
const ProfilePage = lazyNamed(() => import('../features/profile/profile-page.tsx'), 'ProfilePage');
const DraftsPage = lazyNamed(() => import('../features/drafts/drafts-page.tsx'), 'DraftsPage');
const DraftEditPage = lazyNamed(() => import('../features/drafts/draft-edit-page.tsx'), 'DraftEditPage');
const DraftDetailsPage = lazyNamed(() => import('../features/drafts/details/details-page.tsx'), 'DetailsPage');
const MapPage = lazyNamed(() => import('../features/schedule/map/map-page.tsx'), 'MapPage');
const ScheduleMaintenancePage = lazyNamed(
  () => import('../features/schedule/maintenance/maintenance-page.tsx'),
  'MaintenancePage',
);
const SelectServicePage = lazyNamed(() => import('../features/orders/select-service-page.tsx'), 'SelectServicePage');
const OrderEntryPage = lazyNamed(() => import('../features/orders/order-entry-page.tsx'), 'OrderEntryPage');
const PlanogramsPage = lazyNamed(() => import('../features/planograms/planograms-page.tsx'), 'PlanogramsPage');
const PlanogramDetailPage = lazyNamed(
  () => import('../features/planograms/planogram-detail-page.tsx'),
  'PlanogramDetailPage',
);
const OrderMaintenancePage = lazyNamed(
  () => import('../features/order-export/order-maintenance-page.tsx'),
  'OrderMaintenancePage',
);
const OrderExportLayoutsPage = lazyNamed(
  () => import('../features/order-export-layouts/order-export-layouts-page.tsx'),
  'OrderExportLayoutsPage',
);
const SummaryPage = lazyNamed(() => import('../features/summary/summary-page.tsx'), 'SummaryPage');
const MySchedulePage = lazyNamed(
  () => import('../features/schedule/my-schedule/my-schedule-page.tsx'),
  'MySchedulePage',
);
const InternalFileManagerPage = lazyNamed(
  () => import('../features/file-manager/file-manager-page.tsx'),
  'InternalFileManagerPage',
);
const UmeFileManagerPage = lazyNamed(
  () => import('../features/file-manager/file-manager-page.tsx'),
  'UmeFileManagerPage',
);

const MiscChargeTypesPage = lazyNamed(
  () => import('../features/misc-charges/misc-charge-types-page.tsx'),
  'MiscChargeTypesPage',
);
const MerchandiserInvoicingPage = lazyNamed(
  () => import('../features/merchandiser-invoicing/merchandiser-invoicing-page.tsx'),
  'MerchandiserInvoicingPage',
);
const CustomerInvoicingPage = lazyNamed(
  () => import('../features/customer-invoicing/customer-invoicing-page.tsx'),
  'CustomerInvoicingPage',
);
const AccountingExportPage = lazyNamed(
  () => import('../features/accounting-export/accounting-export-page.tsx'),
  'AccountingExportPage',
);
const MissingChargesPage = lazyNamed(
  () => import('../features/missing-charges/missing-charges-page.tsx'),
  'MissingChargesPage',
);
const ScheduledExportsPage = lazyNamed(
  () => import('../features/scheduled-exports/scheduled-exports-page.tsx'),
  'ScheduledExportsPage',
);
const JobPostingsPage = lazyNamed(() => import('../features/hr/job-postings/job-postings-page.tsx'), 'JobPostingsPage');
const ScoringCriteriaPage = lazyNamed(
  () => import('../features/hr/scoring-criteria/scoring-criteria-page.tsx'),
  'ScoringCriteriaPage',
);
const PromptsPage = lazyNamed(() => import('../features/hr/prompts/prompts-page.tsx'), 'PromptsPage');
const ApplicantsPage = lazyNamed(() => import('../features/hr/applicants/applicants-page.tsx'), 'ApplicantsPage');
const ApplicantDetailPage = lazyNamed(
  () => import('../features/hr/applicant-detail/applicant-detail-page.tsx'),
  'ApplicantDetailPage',
);
const IngestionFailuresPage = lazyNamed(
  () => import('../features/hr/ingestion-failures/ingestion-failures-page.tsx'),
  'IngestionFailuresPage',
);
const IngestionFailurePage = lazyNamed(
  () => import('../features/hr/ingestion-failures/ingestion-failure-page.tsx'),
  'IngestionFailurePage',
);
const EmailBlasterPage = lazyNamed(() => import('../features/email/email-blaster-page.tsx'), 'EmailBlasterPage');

/** The screens built so far, by shared route path; every other route arrives with its issue. */
const PAGES: Readonly<Record<string, () => ReactElement>> = {
  '/dashboard': () => <DashboardPage />,
  '/retailers': () => <RetailersPage />,
  '/consumerGroups': () => <ConsumerGroupsPage />,
  '/serviceTypes': () => <ServiceTypesPage />,
  '/productMaintenance': () => <ProductsPage />,
  '/stores': () => <StoresPage />,
  '/schedule/drafts/user': () => <CustomerDashboardPage />,
  '/schedule/drafts': () => <DraftsPage />,
  '/schedule/drafts/:id': () => <DraftEditPage />,
  '/schedule/drafts/details/:ids': () => <DraftDetailsPage />,
  '/schedules/mapMaintenance/:mode': () => <MapPage />,
  '/schedules/maintenance/:mode': () => <ScheduleMaintenancePage />,
  '/schedules/active': () => <MySchedulePage />,
  '/locations': () => <CountriesPage />,
  '/locations/:id/provinces': () => <ProvincesPage />,
  '/locations/provinces/:id/cities': () => <CitiesPage />,
  '/systemList': () => <SystemListPage />,
  '/companyInfo': () => <CompanyInfoPage />,
  '/miscCharges': () => <MiscChargeTypesPage />,
  '/logs': () => <LogsPage />,
  '/logs/:name': () => <LogDetailPage />,
  '/suppliers': () => <SuppliersPage />,
  '/jobMaintenance': () => <JobsPage />,
  '/jobTraits': () => <JobTraitsPage />,
  '/storeTraits': () => <StoreTraitsPage />,
  '/questionLibrary': () => <QuestionLibraryPage />,
  '/reportBuilder': () => <ReportBuilderPage />,
  '/planogramMaintenance': () => <PlanogramsPage />,
  '/planogramMaintenance/:planogramId': () => <PlanogramDetailPage />,
  '/workers': () => <WorkersPage />,
  '/profile': () => <ProfilePage />,
  '/summary': () => <SummaryPage />,
  '/order': () => <SelectServicePage />,
  '/orderEntry': () => <OrderEntryPage />,
  '/orders': () => <OrderMaintenancePage />,
  '/order-export-layouts': () => <OrderExportLayoutsPage />,
  '/fileManager/internal': () => <InternalFileManagerPage />,
  '/fileManager/ume': () => <UmeFileManagerPage />,
  '/emailBlaster': () => <EmailBlasterPage />,
  '/invoicing/merchandiser': () => <MerchandiserInvoicingPage />,
  '/invoicing/customer': () => <CustomerInvoicingPage />,
  '/invoicing/accountingExport': () => <AccountingExportPage />,
  '/invoicing/missingCharges': () => <MissingChargesPage />,
  '/reporting/scheduled-exports': () => <ScheduledExportsPage />,
  '/hr/job-postings': () => <JobPostingsPage />,
  '/hr/scoring-criteria': () => <ScoringCriteriaPage />,
  '/hr/prompts': () => <PromptsPage />,
  '/hr/applicants': () => <ApplicantsPage />,
  '/hr/applicants/:id': () => <ApplicantDetailPage />,
  '/hr/ingestion-failures': () => <IngestionFailuresPage />,
  '/hr/ingestion-failures/:id': () => <IngestionFailurePage />,
};

export function AuthenticatedPage({ match }: { match: WebRouteMatch }) {
  const page = PAGES[match.route.path];
  return page ? page() : <ComingSoonPage key={match.route.path} title={titleOf(match.route)} />;
}
