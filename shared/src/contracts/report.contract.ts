import * as z from 'zod';
import { isoDate } from './availability.contract.ts';
import { positiveId } from './fields.ts';
import { QueryBooleanSchema } from './list.contract.ts';

/*
 * The eight reports of the Reporting menu (000 §7.6, 002 §2 and §7; brief money-and-reports §2.7). One parameter
 * shape for all of them (the spec's "report params"); each report reads only the parameters of REPORT_PARAMETERS,
 * which also decides what its modal and the scheduled export editor show. Every report answers an ExportedFile
 * (export.contract.ts): the workbook is streamed into the exports bucket and the SPA follows the link.
 */

export const REPORT_IDS = [
  'contacts',
  'jobChargeRate',
  'merchandiserPayRate',
  'schedule',
  'pickAndPack',
  'chargeApproval',
  'miscCharge',
  'travelLocations',
] as const;
export type ReportId = (typeof REPORT_IDS)[number];

/** The merchandiser picker's special choices (002 §2): All Merchandisers is `null` (or absent). */
export const ALL_MANUAL_MERCHANDISERS = -1;
export const ALL_CIRS_MERCHANDISERS = -2;

/** More rows than this are refused with 400 'Narrow the filter' (brief A36). */
export const MAX_REPORT_ROWS = 50_000;

export const SORT_DIRECTIONS = ['ASC', 'DESC'] as const;
export const SortKeySchema = z.object({
  field: z.string().trim().min(1, 'field is required.').max(40),
  direction: z.enum(SORT_DIRECTIONS, { error: 'direction must be ASC or DESC.' }).default('ASC'),
});
export type SortKey = z.infer<typeof SortKeySchema>;

const idList = (name: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter((s) => s.trim() !== '') : v),
    z.array(positiveId(name)).max(100, `At most 100 ${name}.`),
  );

const merchandiserChoice = z.preprocess(
  (v) => (v === '' || v === 'null' ? null : v),
  z.coerce
    .number({ error: 'merchandiserId must be a number.' })
    .int()
    .min(ALL_CIRS_MERCHANDISERS, 'merchandiserId must be a worker id, -1 (All Manual) or -2 (All CIRS).')
    .refine((n) => n !== 0, 'merchandiserId must be a worker id, -1 (All Manual) or -2 (All CIRS).')
    .nullable(),
);

/** `sortExpression` comes as a list of {field, direction} (POST) or as `Field ASC,Other DESC` text (GET). */
const sortExpression = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
          .map((part) => {
            const [field = '', direction = 'ASC'] = part.split(/\s+/);
            return { field, direction: direction.toUpperCase() };
          })
      : v,
  z.array(SortKeySchema).max(10, 'At most 10 sort fields.'),
);

const ReportParamsShape = z.object({
  fromDate: isoDate('fromDate').optional(),
  toDate: isoDate('toDate').optional(),
  jobId: positiveId('jobId').optional(),
  merchandiserId: merchandiserChoice.optional(),
  isHistory: QueryBooleanSchema.optional(),
  sortExpression: sortExpression.optional(),
  provinceIds: idList('provinceIds').optional(),
});

const datesInOrder = (p: { fromDate?: string; toDate?: string }) => !p.fromDate || !p.toDate || p.fromDate <= p.toDate;

/** The body of the POST reports and the query of the GET ones: every field optional (defaults in `withDefaults`). */
export const ReportParamsSchema = ReportParamsShape.refine(datesInOrder, {
  message: 'toDate must be on or after fromDate.',
  path: ['toDate'],
});
export type ReportParams = z.infer<typeof ReportParamsSchema>;
export type ReportParamName = keyof ReportParams;

/** Which parameters each report reads (brief §2.7 table): its modal shows these, the server ignores the others. */
export const REPORT_PARAMETERS: Readonly<Record<ReportId, readonly ReportParamName[]>> = {
  contacts: ['fromDate', 'toDate', 'jobId', 'merchandiserId', 'provinceIds'],
  jobChargeRate: ['fromDate', 'toDate', 'jobId', 'isHistory'],
  merchandiserPayRate: ['merchandiserId', 'jobId'],
  schedule: ['fromDate', 'toDate', 'jobId', 'merchandiserId', 'provinceIds', 'isHistory', 'sortExpression'],
  pickAndPack: ['fromDate', 'toDate', 'jobId', 'merchandiserId', 'provinceIds'],
  chargeApproval: ['fromDate', 'toDate', 'jobId', 'merchandiserId', 'isHistory', 'sortExpression'],
  miscCharge: ['fromDate', 'toDate', 'jobId', 'merchandiserId'],
  travelLocations: ['provinceIds', 'jobId', 'fromDate', 'toDate'],
};

/** The menu label (shared/src/menu.ts) and the file a report downloads as: `{prefix}-{YYYY-MM-DD}.xlsx` (000 §7.6). */
export const REPORT_FILE_PREFIX: Readonly<Record<ReportId, string>> = {
  contacts: 'contacts-report',
  jobChargeRate: 'job-charge-rate-report',
  merchandiserPayRate: 'job-merchandiser-pay-rate-report',
  schedule: 'schedule-report',
  pickAndPack: 'pick-pack-report',
  chargeApproval: 'charge-approval-report',
  miscCharge: 'misc-charges-report',
  travelLocations: 'travel-locations-report',
};

export const reportFileName = (id: ReportId, day: string) => `${REPORT_FILE_PREFIX[id]}-${day}.xlsx`;

/** `GET reports/schedule/fields`: the Schedule report's sortable fields. */
export const ReportSortFieldSchema = z.object({ field: z.string(), label: z.string() });
export type ReportSortField = z.infer<typeof ReportSortFieldSchema>;

/** Sort fields the Charge Approval report refuses (000 §5): it has no store or product columns. */
export const CHARGE_APPROVAL_EXCLUDED_SORT_FIELDS = ['ProductName', 'ProductCategory', 'StoreName', 'StoreNumber'];

/**
 * Every Schedule sort field the Charge Approval report cannot sort by: the spec's four, and those a charge does not
 * carry (a service's window, its store's city, its trait). The modal and the schedule editor offer the others only.
 */
export const CHARGE_APPROVAL_UNSORTABLE_FIELDS = [
  ...CHARGE_APPROVAL_EXCLUDED_SORT_FIELDS,
  'EarliestDate',
  'LatestDate',
  'City',
  'Trait',
];
