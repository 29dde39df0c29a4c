import * as z from 'zod';
import { SCHEDULE_CATEGORIES, SCHEDULE_EDIT_FIELDS, SCHEDULE_MODES } from '../schedule-rules.ts';
import { AvailabilitySummarySchema, isoDate } from './availability.contract.ts';
import { SendEmailResultSchema } from './email.contract.ts';
import { blankToUndefined, positiveId } from './fields.ts';
import { FilterOptionSchema, IdParamsSchema } from './list.contract.ts';

/*
 * The live schedule (000 §2.4, §2.8, §3.4-§3.8, §4.3-§4.6, §7.2, §7.5): services listed by mode and filter, their
 * inline edits, bulk actions, confirmations, reassignments, the dashboard cards and the map. Field names are the
 * spec's (acctManagerId, storeIsTravelAssosiated…). Modes and edit rules: schedule-rules.ts.
 */

/** 000 §9: schedule page sizes, 20 by default. */
export const SCHEDULE_PAGE_SIZES = [20, 50, 100, 500, 1000] as const;
/** Reassignment table page sizes (000 §2.4), 20 by default. */
export const REASSIGNMENT_PAGE_SIZES = [10, 20, 50, 100] as const;
/** A date window longer than this is refused (a year of services is ~100,000 rows to filter in one call). */
export const MAX_WINDOW_DAYS = 400;

const idList = (name: string) =>
  z
    .array(z.number().int().positive(`${name} must hold positive ids.`))
    .max(5000)
    .optional();
const optionalDate = (label: string) => z.preprocess(blankToUndefined, isoDate(label).optional());

/** Exceptions the search panel filters on (000 §3.7 `exceptions`, as text). */
export const SCHEDULE_EXCEPTIONS = ['NoMerchandiser', 'TemporaryMerchandiser', 'Highlighted', 'Updated'] as const;
export type ScheduleException = (typeof SCHEDULE_EXCEPTIONS)[number];
export const SCHEDULE_EXCEPTION_LABELS: Record<ScheduleException, string> = {
  NoMerchandiser: 'No merchandiser',
  TemporaryMerchandiser: 'Temporary merchandiser',
  Highlighted: 'Highlighted',
  Updated: 'Changed after export',
};

/** 000 §3.7 serviceConfirmation filter: confirmed between fromDate..toDate, confirmed without date, not confirmed. */
export const ConfirmationFilterSchema = z.object({
  fromDate: optionalDate('Confirmation from date'),
  toDate: optionalDate('Confirmation to date'),
  confirmedWithoutDate: z.boolean().optional(),
  notConfirmed: z.boolean().optional(),
});

/**
 * The schedule filter (000 §3.7). The date window selects services whose EARLIEST date lies in
 * earliestDate..latestDate (inclusive); `startDate`/`endDate` are accepted as aliases (DELETE schedule sends them,
 * 000 §7.5). Without dates the window is the current month (000 §9), except in ComingDue and Late, which are
 * defined by the latest date and need no window. Open mode needs both dates (000 §5). A merchandiser's filter is
 * scoped to their own services by the server, whatever it says.
 */
export const ScheduleFilterSchema = z
  .preprocess(
    (raw) => {
      if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
      const value = { ...(raw as Record<string, unknown>) };
      value.earliestDate ??= value.startDate;
      value.latestDate ??= value.endDate;
      delete value.startDate;
      delete value.endDate;
      return value;
    },
    z.object({
      mode: z
        .enum(SCHEDULE_MODES, { error: `mode must be one of ${SCHEDULE_MODES.join(', ')}.` })
        .default('NotActivated'),
      category: z
        .enum(SCHEDULE_CATEGORIES, { error: `category must be one of ${SCHEDULE_CATEGORIES.join(', ')}.` })
        .default('All'),
      earliestDate: optionalDate('Earliest date'),
      latestDate: optionalDate('Latest date'),
      provinceIds: idList('provinceIds'),
      cityIds: idList('cityIds'),
      storeIds: idList('storeIds'),
      retailerIds: idList('retailerIds'),
      jobIds: idList('jobIds'),
      productIds: idList('productIds'),
      traits: z.array(z.string().max(200)).max(500).optional(),
      hours: z.array(z.number().min(0)).max(500).optional(),
      merchandiserIds: idList('merchandiserIds'),
      supervisorIds: idList('supervisorIds'),
      accountManagerIds: idList('accountManagerIds'),
      exceptions: z.array(z.enum(SCHEDULE_EXCEPTIONS)).max(SCHEDULE_EXCEPTIONS.length).optional(),
      serviceConfirmation: ConfirmationFilterSchema.optional(),
      /** Only services entered through Create Service (the admin's Manual Entry Only, 000 §6). */
      manualEntryOnly: z.boolean({ error: 'manualEntryOnly must be true or false.' }).optional(),
      /** Free text over store number and name, job number, product, trait and merchandiser. */
      search: z.string().trim().max(100).optional(),
    }),
  )
  .superRefine((v, ctx) => {
    if (v.mode === 'Open' && (!v.earliestDate || !v.latestDate)) {
      for (const field of ['earliestDate', 'latestDate'] as const)
        if (!v[field])
          ctx.addIssue({ code: 'custom', path: [field], message: 'Open services are searched between two dates.' });
    }
    if (v.earliestDate && v.latestDate) {
      if (v.latestDate < v.earliestDate)
        ctx.addIssue({ code: 'custom', path: ['latestDate'], message: 'Latest date cannot be before earliest date.' });
      const days = (Date.parse(v.latestDate) - Date.parse(v.earliestDate)) / 86_400_000;
      if (days > MAX_WINDOW_DAYS)
        ctx.addIssue({
          code: 'custom',
          path: ['latestDate'],
          message: `Search at most ${MAX_WINDOW_DAYS} days at once.`,
        });
    }
  });
export type ScheduleFilter = z.output<typeof ScheduleFilterSchema>;
export type ScheduleFilterInput = z.input<typeof ScheduleFilterSchema>;

/** Columns the list sorts on (sortOptions: column → descending; the first key sorts first). */
export const SCHEDULE_SORT_COLUMNS = [
  'serviceId',
  'earliestDate',
  'latestDate',
  'estimatedDate',
  'retailerName',
  'storeNumber',
  'storeName',
  'province',
  'city',
  'jobNumber',
  'productName',
  'timeLimit',
  'serviceType',
  'trait',
  'merchandiser',
  'category',
] as const;
export type ScheduleSortColumn = (typeof SCHEDULE_SORT_COLUMNS)[number];

const pageFields = {
  /** 0-based, as the draft details list. */
  pageNumber: z.number().int().min(0, 'pageNumber must be 0 or more.').optional().default(0),
  pageSize: z.number().int().min(1).max(1000, 'pageSize must be at most 1000.').optional().default(20),
  sortOptions: z.partialRecord(z.enum(SCHEDULE_SORT_COLUMNS), z.boolean()).optional(),
};

/** Body of POST schedule: the filter, paging and sorting; filter lists and total hours with `includeFilterLists`. */
export const ScheduleListRequestSchema = z.intersection(
  ScheduleFilterSchema,
  z.object({ ...pageFields, includeFilterLists: z.boolean().optional().default(false) }),
);
export type ScheduleListRequest = z.input<typeof ScheduleListRequestSchema>;

export const ServiceConfirmationSchema = z.object({
  /** null: confirmed without a date ('No Date'). */
  estimatedDate: z.string().nullable(),
});
export type ServiceConfirmation = z.infer<typeof ServiceConfirmationSchema>;

const WorkerRefSchema = z.object({ id: z.number(), name: z.string(), isTemporary: z.boolean() });

/** A schedule row (000 §3.6); `serviceConfirmation` is null when not confirmed ('To be Confirmed'). */
export const ScheduleRowSchema = z.object({
  serviceId: z.number(),
  version: z.number(),
  serviceConfirmation: ServiceConfirmationSchema.nullable(),
  earliestDate: z.string(),
  latestDate: z.string(),
  retailerId: z.number(),
  retailerName: z.string(),
  storeId: z.number(),
  storeNumber: z.number(),
  storeName: z.string(),
  province: z.string(),
  city: z.string(),
  jobId: z.number(),
  jobNumber: z.string(),
  productName: z.string(),
  timeLimit: z.number(),
  serviceType: z.string().optional(),
  serviceTypeId: z.number(),
  trait: z.string().optional(),
  merchandiser: z.string().optional(),
  merchandiserId: z.number().optional(),
  supervisor: z.string().optional(),
  merchandiserAvailability: AvailabilitySummarySchema.optional(),
  isTemporary: z.boolean(),
  helpers: z.array(WorkerRefSchema),
  category: z.enum(['Manual', 'Online']),
  accountManager: z.string().optional(),
  acctManagerId: z.number().optional(),
  consumerGroup: z.string().optional(),
  consumerGroupId: z.number().optional(),
  isActivated: z.boolean(),
  isSubmitted: z.boolean(),
  isSaved: z.boolean(),
  isHighlighted: z.boolean(),
  completedDate: z.string().optional(),
  dateReportSubmitted: z.string().optional(),
  payrateFlat: z.number().optional(),
  payratePerHour: z.number().optional(),
  storeIsTravelAssosiated: z.boolean(),
  storeTravelChargeType: z.string().optional(),
  storeTravelCharge: z.number().optional(),
  isTravelRegion: z.boolean(),
  cityTravelChargeType: z.string().optional(),
  cityTravelCharge: z.number().optional(),
  sendBackup: z.boolean(),
  sendSupply: z.boolean(),
  earliestDateIsUpdated: z.boolean(),
  latestDateIsUpdated: z.boolean(),
  timeLimitIsUpdated: z.boolean(),
  serviceTypeIdIsUpdated: z.boolean(),
  employeeAssignedIdIsUpdated: z.boolean(),
});
export type ScheduleRow = z.infer<typeof ScheduleRowSchema>;

/** Filter lists of the filtered services (000 §3.6 metadata), with their total hours. */
export const ScheduleMetadataSchema = z.object({
  provinces: z.array(FilterOptionSchema),
  cities: z.array(FilterOptionSchema),
  stores: z.array(FilterOptionSchema),
  retailers: z.array(FilterOptionSchema),
  jobs: z.array(FilterOptionSchema),
  merchandisers: z.array(FilterOptionSchema),
  supervisors: z.array(FilterOptionSchema),
  traits: z.array(z.string()),
  hours: z.array(z.number()),
  totalHours: z.number(),
});
export type ScheduleMetadata = z.infer<typeof ScheduleMetadataSchema>;

/** Result of POST schedule (000 §3.6). */
export const SchedulePageSchema = z.object({
  rows: z.array(ScheduleRowSchema),
  pageNumber: z.number(),
  pageSize: z.number(),
  totalFilteredRecords: z.number(),
  /** Services of the mode and window before the other filters. */
  totalRecords: z.number(),
  metadata: ScheduleMetadataSchema.optional(),
});
export type SchedulePage = z.infer<typeof SchedulePageSchema>;

// ----------------------------------------------------------------------------------------------- edits

const timeLimitValue = z
  .number({ error: 'Time limit must be a number.' })
  .min(0, 'Time limit must be 0 or more.')
  .max(744, 'Time limit must be at most 744.')
  .refine((n) => Math.abs(n * 4 - Math.round(n * 4)) < 1e-9, 'Time limit goes in steps of 0.25.');

/**
 * The single-update fields (000 §7.5): exactly one group per call — merchandiserId (null/absent = unassign… not
 * offered: a merchandiser is replaced, not removed) with sendBackup, sendSupply and markMerchandiserAsTemporary;
 * earliestDate; latestDate; acctManagerId; consumerGroupId; timeLimit; trait; serviceTypeId; payrateFlat; payratePerHour.
 */
/** A service's pay rate: dollars and cents, flat or per hour (000 §6: admin edits it). */
const payRateValue = (label: string) =>
  z
    .number({ error: `${label} must be a number.` })
    .min(0, `${label} must be 0 or more.`)
    .max(100_000, `${label} must be at most 100000.`)
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, `${label} has at most two decimals.`);

const updateFields = {
  merchandiserId: positiveId('merchandiserId').optional(),
  sendBackup: z.boolean().optional(),
  sendSupply: z.boolean().optional(),
  markMerchandiserAsTemporary: z.boolean().optional(),
  earliestDate: isoDate('Earliest date').optional(),
  latestDate: isoDate('Latest date').optional(),
  acctManagerId: positiveId('acctManagerId').nullable().optional(),
  consumerGroupId: positiveId('consumerGroupId').nullable().optional(),
  timeLimit: timeLimitValue.optional(),
  trait: z.preprocess((v) => (v === null ? '' : v), z.string().trim().max(200).optional()),
  serviceTypeId: positiveId('serviceTypeId').optional(),
  /** A flat pay rate replaces a per-hour one and the other way round; null clears it. */
  payrateFlat: payRateValue('Flat pay rate').nullable().optional(),
  payratePerHour: payRateValue('Pay rate per hour').nullable().optional(),
};
const EDIT_GROUPS = SCHEDULE_EDIT_FIELDS;
const exactlyOneField = (v: Record<string, unknown>, ctx: z.RefinementCtx) => {
  const given = EDIT_GROUPS.filter((field) => v[field] !== undefined);
  if (given.length !== 1)
    ctx.addIssue({
      code: 'custom',
      path: ['field'],
      message: `Send exactly one of ${EDIT_GROUPS.join(', ')}${given.length > 1 ? ` (got ${given.join(', ')})` : ''}.`,
    });
};

/** Body of PATCH schedule: one field of one service, with the version read (409 when someone changed it since). */
export const ScheduleUpdateSchema = z
  .object({ serviceId: positiveId('serviceId'), version: z.number().int().min(1).optional(), ...updateFields })
  .superRefine(exactlyOneField);
export type ScheduleUpdate = z.input<typeof ScheduleUpdateSchema>;

// ---------------------------------------------------------------------------------- bulk calls' selection

/** Modes defined by the latest date alone: their screens show no window, so naming the mode is the selection. */
const WINDOWLESS_MODES: readonly string[] = ['ComingDue', 'Late'] satisfies ScheduleFilter['mode'][];
const given = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * The fields a filter lacks to be an explicit selection (000 §9's defaults, the Not Activated mode and the
 * current month, suit reading but not changing: `{}` or `{"foo": 1}` would otherwise act on a whole month).
 * A bulk call's filter names the mode and the window the screen shows (startDate/endDate count, as aliases).
 */
export function missingSelection(filter: Record<string, unknown>): ('mode' | 'earliestDate' | 'latestDate')[] {
  if (!given(filter.mode)) return ['mode', 'earliestDate', 'latestDate'];
  // An unknown mode is zod's to name (the body is refused either way); a windowless one needs no dates.
  if (!(SCHEDULE_MODES as readonly unknown[]).includes(filter.mode) || WINDOWLESS_MODES.includes(String(filter.mode)))
    return [];
  return [
    ...(given(filter.earliestDate ?? filter.startDate) ? [] : (['earliestDate'] as const)),
    ...(given(filter.latestDate ?? filter.endDate) ? [] : (['latestDate'] as const)),
  ];
}

export const SELECTION_REQUIRED =
  'A bulk call changes only what it names: send the service id(s), or the mode and the dates the screen shows.';

/**
 * Checks the body as sent, before the filter's defaults fill it: `filterAt` finds the filter inside the body,
 * `idsGiven` says whether the body names its services instead. Wrapped around the body's schema, so the check
 * holds for every caller and the handler cannot forget it.
 */
function requireSelection<S extends z.ZodType>(
  schema: S,
  filterAt: readonly string[],
  idsGiven: (body: Record<string, unknown>) => boolean,
) {
  return z.preprocess((raw, ctx) => {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
    const body = raw as Record<string, unknown>;
    if (idsGiven(body)) return raw;
    const filter = filterAt.reduce<unknown>((value, key) => (value as Record<string, unknown>)?.[key], body);
    const missing = missingSelection(filter && typeof filter === 'object' ? (filter as Record<string, unknown>) : {});
    for (const field of missing)
      ctx.addIssue({ code: 'custom', path: [...filterAt, field], message: SELECTION_REQUIRED });
    return raw;
  }, schema);
}

const BatchUpdateBodySchema = z.object({ filter: ScheduleFilterSchema, ...updateFields }).superRefine(exactlyOneField);
/** Body of PATCH schedule/batch: one field on every service of the filter, which must be explicit. */
export const ScheduleBatchUpdateSchema = requireSelection(BatchUpdateBodySchema, ['filter'], () => false);
export type ScheduleBatchUpdate = z.input<typeof BatchUpdateBodySchema>;

/**
 * Body of activate, deactivate, DELETE schedule, highlight and unsubmit (000 §7.5, docs/decisions.md#schedule-actions-and-e-mail): the filter, plus
 * `serviceId` for one service. Highlight also takes `isHighlighted` (false removes the highlight).
 */
const ActionBodySchema = z.intersection(
  ScheduleFilterSchema,
  z.object({
    serviceId: positiveId('serviceId').optional(),
    isHighlighted: z.boolean().optional().default(true),
  }),
);
export const ScheduleActionSchema = requireSelection(ActionBodySchema, [], (body) => given(body.serviceId));
export type ScheduleActionRequest = z.input<typeof ActionBodySchema>;

/**
 * What a bulk call answers. A call changes what it can within its time budget (a few seconds) and says how many
 * services still need the change; the client repeats the same call until `finished` (each repeat selects only the
 * services not changed yet, so repeats are safe), showing `changed` so far against `total`.
 */
export const BulkStepResultSchema = z.object({
  changed: z.number(),
  /** Services of the filter that still need the change after this call. */
  remaining: z.number(),
  /** Services of the filter that did not need or could not take the change (e.g. submitted ones for delete). */
  skipped: z.number(),
  finished: z.boolean(),
});
export type BulkStepResult = z.infer<typeof BulkStepResultSchema>;

/** Body of POST schedule/addService (shape not shown in the spec; decided here). */
export const AddServiceSchema = z
  .object({
    storeId: positiveId('storeId'),
    jobProductId: positiveId('jobProductId'),
    serviceTypeId: positiveId('serviceTypeId'),
    earliestDate: isoDate('Earliest date'),
    latestDate: isoDate('Latest date'),
    timeLimit: timeLimitValue,
    trait: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
    merchandiserId: positiveId('merchandiserId').optional(),
    acctManagerId: positiveId('acctManagerId').optional(),
    consumerGroupId: positiveId('consumerGroupId').optional(),
    category: z.enum(['Manual', 'Online']).optional().default('Manual'),
    isActivated: z.boolean().optional().default(false),
  })
  .superRefine((v, ctx) => {
    if (v.latestDate < v.earliestDate)
      ctx.addIssue({ code: 'custom', path: ['latestDate'], message: 'Latest date cannot be before earliest date.' });
  });
export type AddService = z.input<typeof AddServiceSchema>;

/**
 * Body of POST schedule/email (docs/decisions.md#schedule-actions-and-e-mail): a message to the merchandisers of the
 * given or filtered services. `preview: true` (brief E1) sends nothing and answers the composer modal's prefill, so
 * subject and message are required only without it.
 */
const EmailBodySchema = z
  .object({
    filter: ScheduleFilterSchema,
    /** The selected services; without them, every filtered service. */
    serviceIds: z.array(z.number().int().positive()).max(5000).optional(),
    preview: z.boolean().optional().default(false),
    subject: z
      .string()
      .refine((value) => !/[\r\n]/.test(value), 'Subject cannot contain line breaks.')
      .trim()
      .max(200, 'Subject can hold at most 200 characters.')
      .optional(),
    message: z.string().trim().max(20_000, 'Message can hold at most 20,000 characters.').optional(),
  })
  .superRefine((body, ctx) => {
    if (body.preview) return;
    if (!body.subject) ctx.addIssue({ code: 'custom', path: ['subject'], message: 'Subject is required.' });
    if (!body.message) ctx.addIssue({ code: 'custom', path: ['message'], message: 'Message is required.' });
  });
export const ScheduleEmailSchema = requireSelection(
  EmailBodySchema,
  ['filter'],
  (body) => Array.isArray(body.serviceIds) && body.serviceIds.length > 0,
);
export type ScheduleEmail = z.input<typeof EmailBodySchema>;
/** `preview: true`: the composer's recipients (To the caller, Cc the supervisors, Bcc the merchandisers); nothing sent. */
export const ScheduleEmailPreviewSchema = z.object({
  to: z.array(z.string()),
  cc: z.array(z.string()),
  bcc: z.array(z.string()),
  /** Services whose merchandiser has an address. */
  services: z.number(),
  /** Merchandisers without an address (not reached). */
  withoutEmail: z.array(z.number()),
});
export type ScheduleEmailPreview = z.infer<typeof ScheduleEmailPreviewSchema>;
/** 202: the message is in the outbox (as POST email answers), with the services it reaches. */
export const ScheduleEmailQueuedSchema = SendEmailResultSchema.extend({ services: z.number() });
export type ScheduleEmailQueued = z.infer<typeof ScheduleEmailQueuedSchema>;
export const ScheduleEmailResultSchema = z.union([ScheduleEmailQueuedSchema, ScheduleEmailPreviewSchema]);

// --------------------------------------------------------------------------------------- confirmations

/** Body of POST/PUT schedule/confirmations/{id} ({id} = the service id): a date within earliest..latest, or null. */
export const ConfirmationInputSchema = z.object({
  estimatedDate: z.preprocess((v) => (v === '' || v === undefined ? null : v), isoDate('Date field').nullable()),
});
export const ConfirmationParamsSchema = IdParamsSchema;

// ---------------------------------------------------------------------------------------- reassignments

/** Service reassignment (000 §3.4): written whenever a service's merchandiser changes. */
export const ReassignmentSchema = z.object({
  id: z.number(),
  serviceId: z.number(),
  jobNumber: z.string(),
  storeNumber: z.number(),
  retailerFullName: z.string(),
  earliestDate: z.string(),
  latestDate: z.string(),
  oldEmployee: z.string().optional(),
  oldEmployeeId: z.number().optional(),
  newEmployee: z.string(),
  newEmployeeId: z.number(),
  isTemporary: z.boolean(),
  sendBackup: z.boolean(),
  sendSupply: z.boolean(),
  modifiedBy: z.string(),
  modifiedAt: z.string(),
  isActed: z.boolean(),
  actedBy: z.string().optional(),
});
export type Reassignment = z.infer<typeof ReassignmentSchema>;

const yesNo = z.enum(['true', 'false']).transform((v) => v === 'true');

/** Query of GET Schedule/reassignments: the window (the services' earliest date), Yes/No filters and paging. */
export const ReassignmentQuerySchema = z
  .object({
    fromDate: optionalDate('From date'),
    toDate: optionalDate('To date'),
    isTemporary: yesNo.optional(),
    sendBackup: yesNo.optional(),
    sendSupply: yesNo.optional(),
    isActed: yesNo.optional(),
    pageNumber: z.coerce.number().int().min(1).optional().default(1),
    pageSize: z.coerce
      .number()
      .int()
      .refine((n) => (REASSIGNMENT_PAGE_SIZES as readonly number[]).includes(n), 'pageSize must be 10, 20, 50 or 100.')
      .optional()
      .default(20),
  })
  .superRefine((v, ctx) => {
    if (v.fromDate && v.toDate && v.toDate < v.fromDate)
      ctx.addIssue({ code: 'custom', path: ['toDate'], message: 'To date cannot be before from date.' });
  });
export const ReassignmentPageSchema = z.object({
  items: z.array(ReassignmentSchema),
  pageNumber: z.number(),
  pageSize: z.number(),
  totalCount: z.number(),
});
export type ReassignmentPage = z.infer<typeof ReassignmentPageSchema>;

// -------------------------------------------------------------------------------------------- dashboard

/** Services card item (000 §3.5): count of a mode (category All) on the default window. */
export const ScheduleSummaryItemSchema = z.object({
  mode: z.enum(SCHEDULE_MODES),
  category: z.enum(SCHEDULE_CATEGORIES),
  numberOfServices: z.number(),
  order: z.number(),
});
export const ScheduleSummarySchema = z.object({ items: z.array(ScheduleSummaryItemSchema) });

/** A notification card item (000 §3.5). */
export const NotificationItemSchema = z.object({
  serviceId: z.number(),
  jobNumber: z.string(),
  storeNumber: z.number(),
  retailerName: z.string(),
  timeLimit: z.number(),
  earliestDate: z.string(),
  latestDate: z.string(),
  dueDate: z.string(),
  serviceConfirmation: ServiceConfirmationSchema.nullable(),
});
export type NotificationItem = z.infer<typeof NotificationItemSchema>;
export const NotificationsSchema = z.object({
  comingDueIn48Hours: z.array(NotificationItemSchema),
  unconfirmedServices: z.array(NotificationItemSchema),
  confirmedWithoutDateServices: z.array(NotificationItemSchema),
  savedServices: z.array(NotificationItemSchema),
});
export type Notifications = z.infer<typeof NotificationsSchema>;

/** Query of GET Dashboard/ConfirmedServices: the week (Monday..Sunday) by default. */
export const ConfirmedServicesQuerySchema = z.object({
  fromDate: optionalDate('From date'),
  toDate: optionalDate('To date'),
});
export const ConfirmedServicesSchema = z.object({ items: z.array(NotificationItemSchema) });

// ------------------------------------------------------------------------------------------------ map

export const StoreMapModelSchema = z.object({
  id: z.number(),
  name: z.string(),
  geoLocation: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export const EmployeeMapModelSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string(),
  geoLocation: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
/** One store with the merchandiser serving the filtered services there (000 §7.5), and their job numbers. */
export const MapRowSchema = z.object({
  storeMapModel: StoreMapModelSchema,
  employeeMapModel: EmployeeMapModelSchema.nullable(),
  jobNumbers: z.array(z.string()),
  serviceIds: z.array(z.number()),
});
export type MapRow = z.infer<typeof MapRowSchema>;
/** Body of POST map/view: the schedule filter (the map shows every filtered service, no paging). */
export const MapViewRequestSchema = ScheduleFilterSchema;
export const MapViewSchema = z.object({ rows: z.array(MapRowSchema), totalFilteredRecords: z.number() });
export type MapView = z.infer<typeof MapViewSchema>;
