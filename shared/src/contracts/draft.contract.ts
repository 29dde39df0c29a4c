import * as z from 'zod';
import { DRAFT_STATUSES } from '../draft-status.ts';
import { AvailabilitySummarySchema, isoDate } from './availability.contract.ts';
import { blankToUndefined, positiveId, requiredText } from './fields.ts';
import {
  ActiveFilterSchema,
  FilterOptionSchema,
  IdParamsSchema,
  pagedSchema,
  QueryBooleanSchema,
  VersionSchema,
} from './list.contract.ts';

/*
 * Draft schedules (000 §2.5-§2.7, §3.2-§3.3, §4.1-§4.2, §7.3): a planning set of one retailer's stores and jobs; the
 * draft holds one service row per store × job, workers are assigned to the rows, and the draft is completed and
 * exported into live services. Field names are the spec's.
 */

/** Draft list page sizes (000 §2.5, §9): 20 by default. */
export const DRAFT_PAGE_SIZES = [10, 20, 50, 100, 1000] as const;
/** Stores × jobs of one draft: every bulk change of a draft is one DynamoDB transaction (see draft.entity.ts). */
export const MAX_DRAFT_ROWS = 10_000;
/** Jobs of one draft (the draft's head item carries them). */
export const MAX_DRAFT_JOBS = 50;
/** Stores or jobs added by one call. */
export const MAX_IDS_PER_ADD = 2_000;

const DraftStatusSchema = z.enum(DRAFT_STATUSES);

/** Store row of a draft (000 §3.2). */
export const DraftStoreSchema = z.object({
  storeId: z.number(),
  storeNumber: z.number(),
  address: z.string(),
  province: z.string(),
  city: z.string(),
});
export type DraftStore = z.infer<typeof DraftStoreSchema>;

/** Job row of a draft (000 §3.2). `id` is the draft job's own id (paths `jobs/{jobId}`, `jobs/{id}/dates`). */
export const DraftJobSchema = z.object({
  id: z.number(),
  jobProductId: z.number(),
  jobId: z.number(),
  jobNumber: z.string(),
  supplier: z.string(),
  productId: z.number(),
  product: z.string(),
  serviceTypeId: z.number(),
  serviceType: z.string().optional(),
  helperJobProductId: z.number().optional(),
  helperJobNumber: z.string().optional(),
  startDate: z.string().optional(),
  endDate: z.string().optional(),
});
export type DraftJob = z.infer<typeof DraftJobSchema>;

/** Draft schedule (000 §3.2): list rows carry no `draftStores`/`draftJobs`; `GET draftSchedules/{id}` does. */
export const DraftSchema = z.object({
  id: z.number(),
  name: z.string(),
  retailer: z.string(),
  retailerId: z.number(),
  detailsCount: z.number(),
  storesCount: z.number(),
  jobsCount: z.number(),
  createdOn: z.string(),
  createdBy: z.string(),
  modifiedOn: z.string(),
  modifiedBy: z.string(),
  status: DraftStatusSchema,
  isInactive: z.boolean(),
  version: z.number(),
  draftStores: z.array(DraftStoreSchema).optional(),
  draftJobs: z.array(DraftJobSchema).optional(),
});
export type Draft = z.infer<typeof DraftSchema>;
export const PagedDraftsSchema = pagedSchema(DraftSchema);
/** GET draftSchedules answers the array (spec variant) or, with paging parameters, a page. */
export const DraftListResponseSchema = z.union([z.array(DraftSchema), PagedDraftsSchema]);

/** Sortable columns of the draft list (`sortBy`); `createdOn` descending by default (000 §2.5). */
export const DRAFT_SORTS = [
  'createdOn',
  'name',
  'retailer',
  'detailsCount',
  'storesCount',
  'jobsCount',
  'modifiedOn',
  'status',
  'isInactive',
] as const;
/**
 * Query of GET draftSchedules. The spec's variant (`?includeInactive=true`, no paging parameter) answers the whole
 * array, newest first. With `pageNumber` or `pageSize` (the list screen) it answers a `Paged<Draft>`, paged, sorted
 * (`sortBy` among DRAFT_SORTS, default createdOn descending), searched (name, retailer, creator) and filtered on
 * the server: `activeFilter` (default `active`, the screen's Active = YES; the crud kit's `includeInactive=true`
 * means `all`), optionally `status` and `retailerId`.
 */
export const DraftListQuerySchema = z.object({
  /** Array variant: true by default (the spec's call). Paged: `activeFilter` wins; else true → all, false → active. */
  includeInactive: QueryBooleanSchema.optional(),
  pageNumber: z.coerce.number().int().min(1, 'pageNumber must be 1 or more.').optional(),
  pageSize: z.coerce
    .number()
    .int()
    .refine(
      (n) => (DRAFT_PAGE_SIZES as readonly number[]).includes(n),
      `pageSize must be one of ${DRAFT_PAGE_SIZES.join(', ')}.`,
    )
    .optional(),
  sortBy: z.enum(DRAFT_SORTS, { error: `sortBy must be one of ${DRAFT_SORTS.join(', ')}.` }).optional(),
  sortDesc: QueryBooleanSchema.optional(),
  search: z.string().trim().max(100, 'search must be at most 100 characters.').optional(),
  /** The list's Active column filter, as every server-paged list reads it: active (the default), inactive or all. */
  activeFilter: ActiveFilterSchema.optional(),
  status: DraftStatusSchema.optional(),
  retailerId: positiveId('retailerId').optional(),
});
export type DraftListQuery = z.input<typeof DraftListQuerySchema>;

/** Body of POST draftSchedules: a draft starts with a name and a retailer; stores and jobs are added after. */
export const DraftCreateSchema = z.object({
  name: requiredText('Name', 100),
  retailerId: z.number({ error: 'Retailer is required.' }).int().positive('Retailer is required.'),
  isInactive: z.boolean().optional().default(false),
});
export type DraftCreate = z.input<typeof DraftCreateSchema>;

/** Body of PUT draftSchedules/{id}. */
export const DraftUpdateSchema = z.object({
  name: requiredText('Name', 100),
  isInactive: z.boolean({ error: 'Is Inactive must be true or false.' }),
  ...VersionSchema.shape,
});
export type DraftUpdate = z.input<typeof DraftUpdateSchema>;

/** `storeId` of POST draftSchedules/{id}/stores: one id or several (000 §7.3: "may be sent for several ids at once"). */
const oneOrMany = (name: string) =>
  z
    .union([positiveId(name), z.array(positiveId(name)).min(1, `${name} is required.`).max(MAX_IDS_PER_ADD)])
    .transform((v) => [...new Set(Array.isArray(v) ? v : [v])]);

export const DraftAddStoresSchema = z.object({ storeId: oneOrMany('storeId') });
export const DraftAddJobsSchema = z.object({ jobProductId: oneOrMany('jobProductId') });
/** What POST stores/jobs answer: the draft as GET answers it. Failure: 400 'Could not add these stores…({ids})'. */

/** Body of PUT draftSchedules/{draftId}/jobs/{jobId}. */
export const DraftJobUpdateSchema = z.object({
  jobProductId: z.number({ error: 'Job is required.' }).int().positive('Job is required.'),
  helperJobProductId: z.preprocess(blankToUndefined, z.number().int().positive().optional()),
  serviceTypeId: z.number({ error: 'Service type is required.' }).int().positive('Service type is required.'),
});
export type DraftJobUpdate = z.input<typeof DraftJobUpdateSchema>;

/** Body of POST draftSchedules/jobs/{id}/dates. */
export const DraftJobDatesSchema = z
  .object({ startDate: isoDate('Start date'), endDate: isoDate('End date') })
  .superRefine((v, ctx) => {
    if (v.endDate < v.startDate)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'End date cannot be before start date.' });
  });

export const DraftParamsSchema = IdParamsSchema;
export const DraftStoreParamsSchema = z.object({ id: positiveId('id'), storeId: positiveId('storeId') });
export const DraftJobParamsSchema = z.object({ id: positiveId('id'), jobId: positiveId('jobId') });
export const DraftJobOfDraftParamsSchema = z.object({ draftId: positiveId('draftId'), jobId: positiveId('jobId') });
export const DetailWorkerParamsSchema = z.object({ id: positiveId('id'), workerId: positiveId('workerId') });

export const DraftStatusBodySchema = z.object({
  status: DraftStatusSchema,
  version: z.number().int().min(1).optional(),
});

/** Body of POST draftSchedules/batch/delete|deactivate|export: the selected draft ids. */
export const DraftBatchSchema = z.object({
  ids: z.array(z.number().int().positive()).min(1, 'Select at least one draft.').max(100, 'At most 100 drafts.'),
  /** batch/deactivate only: false re-activates the drafts (docs/decisions.md#drafts: one toggle call with a flag). */
  isInactive: z.boolean().optional().default(true),
  /** batch/export only: continue that export (the `exportId` of its previous step's answer), with the same ids. */
  exportId: z.string().min(1).max(100).optional(),
  /**
   * batch/export only, a tuning knob: at most this many items (services + scheduled work) per step, below the
   * server's time budget. Tests and benches use it to force several steps; the web app leaves it out.
   */
  stepItems: z.number().int().min(100).max(100_000).optional(),
});
export type DraftBatch = z.input<typeof DraftBatchSchema>;
export const DraftBatchResultSchema = z.object({
  drafts: z.number(),
  services: z.number(),
  /** Export: ids of the services created, first..last. */
  firstServiceId: z.number().optional(),
  lastServiceId: z.number().optional(),
  /**
   * Export, which runs in steps: the export to continue (send it back with the same ids until `finished`), the
   * items written so far and in all (items = services + scheduled-work records), and whether it is done.
   */
  exportId: z.string().optional(),
  done: z.number().optional(),
  total: z.number().optional(),
  finished: z.boolean().optional(),
});
export type DraftBatchResult = z.infer<typeof DraftBatchResultSchema>;

// ---------------------------------------------------------------------------------------------- detail rows

/** Worker on a service row (000 §3.3): team leads first; availability for the row's dates. */
export const RowWorkerSchema = z.object({
  id: z.number(),
  rowId: z.number(),
  name: z.string(),
  isTeamLead: z.boolean(),
  isTemporary: z.boolean(),
  isSpecialProjects: z.boolean(),
  availabilityStatus: AvailabilitySummarySchema.shape.status.optional(),
  availability: AvailabilitySummarySchema.optional(),
});
export type RowWorker = z.infer<typeof RowWorkerSchema>;

/** Earlier workers of the row's store (scheduled work), newest first: "previous merchandisers". */
export const PreviousWorkerSchema = z.object({ id: z.number(), name: z.string(), isTeamLead: z.boolean() });

/** Draft detail row: one service of a draft (000 §3.3). */
export const DraftDetailSchema = z.object({
  id: z.number(),
  draftId: z.number(),
  draftJobId: z.number(),
  retailer: z.string(),
  retailerId: z.number(),
  storeId: z.number(),
  store: z.object({
    storeNumber: z.number(),
    address1: z.string(),
    address2: z.string().optional(),
    postalCode: z.string(),
    province: z.string(),
    provinceId: z.number(),
    city: z.string(),
    cityId: z.number(),
    isTravelAssociated: z.boolean(),
    travelChargeType: z.string().optional(),
    travelCharge: z.number(),
    isTravelRegion: z.boolean(),
    cityTravelChargeType: z.string().optional(),
    cityTravelCharge: z.number(),
  }),
  mainJobProduct: z.object({ id: z.number(), jobId: z.number(), jobNumber: z.string(), product: z.string() }),
  helperJobProduct: z.object({ id: z.number(), jobNumber: z.string() }).optional(),
  serviceTypeId: z.number(),
  serviceType: z.string().optional(),
  trait: z.string().optional(),
  hours: z.number(),
  startDate: z.string().optional(),
  endDate: z.string().optional(),
  previousWorkers: z.array(PreviousWorkerSchema),
  workers: z.array(RowWorkerSchema),
  /** The row's own version: PATCH details/{id} may send it to refuse a stale edit (409). */
  version: z.number(),
});
export type DraftDetail = z.infer<typeof DraftDetailSchema>;

/** Exception types of the search panel (000 §2.7): rows that stop a draft from being Completed, and why. */
export const DETAIL_EXCEPTIONS = ['NoHours', 'NoWorkers', 'NoTeamLead', 'NoDates', 'TemporaryWorker'] as const;
export type DetailException = (typeof DETAIL_EXCEPTIONS)[number];
export const DETAIL_EXCEPTION_LABELS: Record<DetailException, string> = {
  NoHours: 'No hours',
  NoWorkers: 'No workers',
  NoTeamLead: 'No team lead',
  NoDates: 'No dates',
  TemporaryWorker: 'Temporary worker',
};

/** Sortable columns of the details table (sortOptions keys). */
export const DETAIL_SORT_COLUMNS = [
  'retailer',
  'storeNumber',
  'province',
  'city',
  'job',
  'helperJob',
  'product',
  'serviceType',
  'trait',
  'hours',
  'startDate',
  'endDate',
  'workers',
] as const;
export type DetailSortColumn = (typeof DETAIL_SORT_COLUMNS)[number];

const idList = (name: string) =>
  z
    .array(z.number().int().positive(`${name} must hold positive ids.`))
    .max(5000)
    .optional();

/**
 * The details filter ("active filters" / "metadata" of 000 §7.3): column filters and the search panel. Every bulk
 * call (batch, removeWorkers, findMissingWorkers, bulkReplaceWorker) sends the same object as `metadata`, and the
 * server applies the change to exactly the rows this filter selects.
 */
export const DetailFilterSchema = z
  .object({
    draftIds: z.array(z.number().int().positive()).min(1, 'draftIds is required.').max(20, 'At most 20 drafts.'),
    provinceIds: idList('provinceIds'),
    cityIds: idList('cityIds'),
    storeIds: idList('storeIds'),
    retailerIds: idList('retailerIds'),
    jobIds: idList('jobIds'),
    helperJobIds: idList('helperJobIds'),
    productIds: idList('productIds'),
    merchandiserIds: idList('merchandiserIds'),
    supervisorIds: idList('supervisorIds'),
    traits: z.array(z.string().max(200)).max(500).optional(),
    hours: z.array(z.number().min(0)).max(500).optional(),
    serviceTypeIds: idList('serviceTypeIds'),
    /** Rows whose dates overlap startDate..endDate. */
    startDate: z.preprocess(blankToUndefined, isoDate('Start date').optional()),
    endDate: z.preprocess(blankToUndefined, isoDate('End date').optional()),
    exceptions: z.array(z.enum(DETAIL_EXCEPTIONS)).max(DETAIL_EXCEPTIONS.length).optional(),
    /** Free text over store number, address, city, job number, product, trait and worker names. */
    search: z.string().trim().max(100).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.startDate && v.endDate && v.endDate < v.startDate)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'End date cannot be before start date.' });
  });
export type DetailFilter = z.output<typeof DetailFilterSchema>;
export type DetailFilterInput = z.input<typeof DetailFilterSchema>;

/** Body of POST draftSchedules/details-paged. Pages are 0-based here, as the spec's CSV export reads page 0. */
export const DetailsPagedRequestSchema = DetailFilterSchema.and(
  z.object({
    pageNumber: z.number().int().min(0, 'pageNumber must be 0 or more.').optional().default(0),
    pageSize: z.number().int().min(1).max(20_000, 'pageSize must be at most 20000.').optional().default(20),
    /** column id → descending (000 §7.3); the first key sorts first. */
    sortOptions: z.partialRecord(z.enum(DETAIL_SORT_COLUMNS), z.boolean()).optional(),
    /** Also answer the filter lists (metadata); the screen asks once per filter change, not per page. */
    includeFilterLists: z.boolean().optional().default(true),
    /** Compute each shown worker's availability for the row's dates (colours). */
    includeAvailability: z.boolean().optional().default(true),
  }),
);
export type DetailsPagedRequest = z.input<typeof DetailsPagedRequestSchema>;

/** Filter lists of the column filters and the search panel (the "metadata" of the details list result). */
export const DetailMetadataSchema = z.object({
  provinces: z.array(FilterOptionSchema),
  cities: z.array(FilterOptionSchema),
  stores: z.array(FilterOptionSchema),
  retailers: z.array(FilterOptionSchema),
  jobs: z.array(FilterOptionSchema),
  helperJobs: z.array(FilterOptionSchema),
  products: z.array(FilterOptionSchema),
  merchandisers: z.array(FilterOptionSchema),
  supervisors: z.array(FilterOptionSchema),
  serviceTypes: z.array(FilterOptionSchema),
  traits: z.array(z.string()),
  hours: z.array(z.number()),
});
export type DetailMetadata = z.infer<typeof DetailMetadataSchema>;

/** Result of details-paged (000 §3.3): drafts, draft (when one), details with metadata, paging counts. */
export const DetailsPageSchema = z.object({
  drafts: z.array(DraftSchema),
  draft: DraftSchema.optional(),
  details: z.array(DraftDetailSchema),
  metadata: DetailMetadataSchema.optional(),
  pageNumber: z.number(),
  pageSize: z.number(),
  totalFilteredRecords: z.number(),
  totalRecords: z.number(),
  /** Why the Completed button is disabled, per draft id: empty when the draft may be completed. */
  completionProblems: z.record(z.string(), z.array(z.string())).optional(),
});
export type DetailsPage = z.infer<typeof DetailsPageSchema>;

/** Fields of a row that PATCH details/{id} and details/batch change (000 §2.7: editable columns). */
export const DETAIL_FIELDS = ['serviceTypeId', 'trait', 'hours', 'startDate', 'endDate'] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];

const hoursValue = z
  .number({ error: 'Hours must be a number.' })
  .min(0, 'Hours must be 0 or more.')
  .max(24 * 31, 'Hours must be at most 744.')
  .refine((n) => Math.abs(n * 4 - Math.round(n * 4)) < 1e-9, 'Hours go in steps of 0.25.');

/** `{ field, value }` with the value checked for its field; an unknown field is a 400 naming `field`. */
export const DetailFieldValueSchema = z.discriminatedUnion(
  'field',
  [
    z.object({ field: z.literal('serviceTypeId'), value: z.number().int().positive('Service type is required.') }),
    z.object({
      field: z.literal('trait'),
      value: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
    }),
    z.object({ field: z.literal('hours'), value: hoursValue }),
    z.object({
      field: z.literal('startDate'),
      value: z.preprocess(blankToUndefined, isoDate('Start date').optional()),
    }),
    z.object({ field: z.literal('endDate'), value: z.preprocess(blankToUndefined, isoDate('End date').optional()) }),
  ],
  { error: `field must be one of ${DETAIL_FIELDS.join(', ')}.` },
);
export type DetailFieldValue = z.input<typeof DetailFieldValueSchema>;

/** Body of PATCH details/{id}: field, value (and the row version read, optional). */
export const DetailUpdateSchema = DetailFieldValueSchema.and(z.object({ version: z.number().int().min(1).optional() }));
/** Body of PATCH details/batch: field, value, metadata (the current filter). */
export const DetailBatchUpdateSchema = DetailFieldValueSchema.and(z.object({ metadata: DetailFilterSchema }));

/** Body of PATCH details/removeWorkers. */
export const RemoveWorkersSchema = z.object({ metadata: DetailFilterSchema });
/** Body of PATCH details/bulkReplaceWorker. */
export const BulkReplaceWorkerSchema = z.object({
  oldWorkerId: z.number({ error: 'Worker to replace is required.' }).int().positive('Worker to replace is required.'),
  newWorkerId: z.number({ error: 'New worker is required.' }).int().positive('New worker is required.'),
  metadata: DetailFilterSchema,
});
/** Body of PATCH details/findMissingWorkers (000 §4.2): the rows of `jobId` get a team lead and `numberOfHelpers` helpers. */
export const FindMissingWorkersSchema = z.object({
  jobId: z.number({ error: 'Job is required.' }).int().positive('Job is required.'),
  /**
   * Optional helper job (a job product id, as the filter's helperJobIds): helpers then go only to the rows whose
   * helper job it is; team leads still go to every row of `jobId`. Without it, every row of `jobId` gets helpers.
   */
  helperJobId: z.preprocess(blankToUndefined, z.number().int().positive().optional()),
  numberOfHelpers: z.number().int().min(0, 'Number of helpers must be 0 or more.').max(10).optional().default(0),
  /** Search radius from the store, km; a worker's own maximum travel distance also applies. */
  maximumDistanceKm: z.number().min(1).max(2000).optional().default(100),
  metadata: DetailFilterSchema,
});

/** What the bulk calls answer: how many rows changed, and for fill the rows it could not fill and why. */
export const BulkResultSchema = z.object({
  affected: z.number(),
  unfilled: z
    .array(z.object({ rowId: z.number(), storeNumber: z.number(), jobNumber: z.string(), reason: z.string() }))
    .optional(),
});
export type BulkResult = z.infer<typeof BulkResultSchema>;

/** Body of POST details/{id}/workers: the worker's id; the first worker of a row becomes team lead anyway. */
export const AddRowWorkerSchema = z.object({
  id: z.number({ error: 'Worker is required.' }).int().positive('Worker is required.'),
  isTeamLead: z.boolean().optional().default(false),
});
/** Body of PATCH details/{id}/workers/{workerId}. */
export const UpdateRowWorkerSchema = z.object({
  id: z.number().int().positive().optional(),
  isTemporary: z.boolean({ error: 'isTemporary must be true or false.' }),
});
