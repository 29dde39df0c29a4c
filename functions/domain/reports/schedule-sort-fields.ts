import type { ReportSortField } from '@shelfline/shared/contracts/report.contract';

/**
 * The Schedule report's sort fields (`GET reports/schedule/fields`, brief §2.7): the fields its sortExpression may name,
 * in the order the modal offers them. The Charge Approval modal offers the same list without
 * CHARGE_APPROVAL_EXCLUDED_SORT_FIELDS (000 §5); the few fields a charge does not carry are refused there with 400.
 */
export const SCHEDULE_REPORT_SORT_FIELDS: readonly ReportSortField[] = [
  { field: 'ServiceId', label: 'Service Id' },
  { field: 'EarliestDate', label: 'Earliest Date' },
  { field: 'LatestDate', label: 'Latest Date' },
  { field: 'CompletedDate', label: 'Completed Date' },
  { field: 'ReportSubmitted', label: 'Report Submitted' },
  { field: 'RetailerName', label: 'Retailer' },
  { field: 'StoreNumber', label: 'Store #' },
  { field: 'StoreName', label: 'Store' },
  { field: 'ProductName', label: 'Product' },
  { field: 'ProductCategory', label: 'Product Category' },
  { field: 'JobNumber', label: 'Job #' },
  { field: 'ServiceType', label: 'Service Type' },
  { field: 'Merchandiser', label: 'Merchandiser' },
  { field: 'Supervisor', label: 'Supervisor' },
  { field: 'AccountManager', label: 'Account Manager' },
  { field: 'Category', label: 'Category' },
  { field: 'Province', label: 'Province' },
  { field: 'City', label: 'City' },
  { field: 'Trait', label: 'Trait' },
];
