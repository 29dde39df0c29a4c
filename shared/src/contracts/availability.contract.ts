import * as z from 'zod';
import { VersionSchema } from './list.contract.ts';

/*
 * Availability of a worker (001 §3 Availability and vacation, §5, §9; 000 §2.7, §3.3): general availability per
 * weekday, special availability for one week, vacations and off time. The server computes a worker's status for a
 * date window from these and the work already assigned (`employees/{id}/availability`), so every screen that
 * colours a worker agrees.
 */

/** Weekday keys of `dailyAvailabilities`: 0 is Sunday … 6 Saturday (001 §3). */
export const WEEKDAYS = ['0', '1', '2', '3', '4', '5', '6'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_NAMES: Record<Weekday, string> = {
  '0': 'Sunday',
  '1': 'Monday',
  '2': 'Tuesday',
  '3': 'Wednesday',
  '4': 'Thursday',
  '5': 'Friday',
  '6': 'Saturday',
};
/** Screens list the week Monday to Sunday (001 §9). */
export const WEEKDAYS_MONDAY_FIRST: readonly Weekday[] = ['1', '2', '3', '4', '5', '6', '0'];

/** Time options: 30-minute steps from 6:00 AM (001 §5); the last option is 11:30 PM. */
export const AVAILABILITY_FIRST_MINUTE = 6 * 60;
export const AVAILABILITY_STEP_MINUTES = 30;
/** Partial-day vacations: 15-minute steps from 6:00 AM to the end of the day (001 §5). */
export const VACATION_STEP_MINUTES = 15;
export const HOURS_STEP = 0.5;

const TIME_PATTERN = /^(1[0-2]|[1-9]):([0-5]\d) (AM|PM)$/;

/** '6:30 AM' → 390 minutes after midnight; undefined when the text is not a 'h:mm A' time. */
export function minutesOfTime(text: string): number | undefined {
  const match = TIME_PATTERN.exec(text.trim());
  if (!match) return undefined;
  const hour12 = Number(match[1]) % 12;
  return (match[3] === 'PM' ? hour12 + 12 : hour12) * 60 + Number(match[2]);
}

/** 390 → '6:30 AM'. */
export function timeOfMinutes(minutes: number): string {
  const hour24 = Math.floor(minutes / 60) % 24;
  const minute = minutes % 60;
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  return `${hour12}:${String(minute).padStart(2, '0')} ${hour24 < 12 ? 'AM' : 'PM'}`;
}

/** The spec's `startTicks`/`endTicks`: .NET TimeSpan ticks (100 ns) after midnight, as existing clients read them. */
export const TICKS_PER_MINUTE = 600_000_000;

/** Every selectable availability time, 6:00 AM to 11:30 PM. */
export const AVAILABILITY_TIMES: readonly string[] = Array.from(
  { length: (24 * 60 - AVAILABILITY_FIRST_MINUTE) / AVAILABILITY_STEP_MINUTES },
  (_, i) => timeOfMinutes(AVAILABILITY_FIRST_MINUTE + i * AVAILABILITY_STEP_MINUTES),
);

const timeField = (label: string) =>
  z
    .string({ error: `${label} must be a time like 9:00 AM.` })
    .trim()
    .refine((v) => minutesOfTime(v) !== undefined, `${label} must be a time like 9:00 AM.`);

const hoursField = (label: string, max = 24) =>
  z
    .number({ error: `${label} must be a number.` })
    .min(0, `${label} must be 0 or more.`)
    .max(max, `${label} must be at most ${max}.`)
    .refine((n) => Number.isInteger(n / HOURS_STEP), `${label} must be in steps of ${HOURS_STEP}.`);

/** One weekday of availability. `start`/`end` empty = not available that day. Ticks are derived by the server. */
export const DailyAvailabilityInputSchema = z
  .object({
    start: timeField('Start').nullish(),
    end: timeField('End').nullish(),
    availableHours: hoursField('Hours').optional().default(0),
    desiredHours: hoursField('Desired hours').nullish(),
  })
  .superRefine((day, ctx) => {
    const start = day.start ? minutesOfTime(day.start) : undefined;
    const end = day.end ? minutesOfTime(day.end) : undefined;
    if ((start === undefined) !== (end === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [start === undefined ? 'start' : 'end'],
        message: 'Give both start and end, or neither.',
      });
      return;
    }
    if (start !== undefined && end !== undefined) {
      if (start > end) ctx.addIssue({ code: 'custom', path: ['start'], message: 'Start must not be later than end.' });
      else if (day.availableHours > (end - start) / 60) {
        ctx.addIssue({
          code: 'custom',
          path: ['availableHours'],
          message: `Hours must fit between start and end (at most ${(end - start) / 60}).`,
        });
      }
    }
  });
export type DailyAvailabilityInput = z.input<typeof DailyAvailabilityInputSchema>;

export const DailyAvailabilitySchema = z.object({
  start: z.string().nullable(),
  end: z.string().nullable(),
  availableHours: z.number(),
  desiredHours: z.number().nullable(),
  startTicks: z.number().nullable(),
  endTicks: z.number().nullable(),
});
export type DailyAvailability = z.infer<typeof DailyAvailabilitySchema>;

const dailyAvailabilitiesInput = z.partialRecord(
  z.enum(WEEKDAYS, { error: 'Weekdays are 0 (Sunday) to 6.' }),
  DailyAvailabilityInputSchema,
);

function weeklyHoursRule(
  value: {
    weeklyHoursMinimum?: number | null;
    weeklyHoursMaximum?: number | null;
    weeklyHoursPreferred?: number | null;
  },
  ctx: z.RefinementCtx,
) {
  const { weeklyHoursMinimum: min, weeklyHoursMaximum: max, weeklyHoursPreferred: preferred } = value;
  if (min != null && max != null && min > max) {
    ctx.addIssue({
      code: 'custom',
      path: ['weeklyHoursMinimum'],
      message: 'Weekly minimum must not exceed the weekly maximum.',
    });
  }
  if (preferred != null && max != null && preferred > max) {
    ctx.addIssue({
      code: 'custom',
      path: ['weeklyHoursPreferred'],
      message: 'Preferred weekly hours must not exceed the weekly maximum.',
    });
  }
  if (preferred != null && min != null && preferred < min) {
    ctx.addIssue({
      code: 'custom',
      path: ['weeklyHoursPreferred'],
      message: 'Preferred weekly hours must not be below the weekly minimum.',
    });
  }
}

/** Body of `PUT profile/generalAvailability` (and the worker form's General sub-tab). */
export const GeneralAvailabilityInputSchema = z
  .object({
    dailyAvailabilities: dailyAvailabilitiesInput.optional().default({}),
    weeklyHoursMinimum: hoursField('Weekly minimum', 168).nullish(),
    weeklyHoursMaximum: hoursField('Weekly maximum', 168).nullish(),
    weeklyHoursPreferred: hoursField('Preferred weekly hours', 168).nullish(),
    /** Present when updating an existing record; absent on the first save. */
    version: z.number().int().min(1).optional(),
  })
  .superRefine(weeklyHoursRule);
export type GeneralAvailabilityInput = z.input<typeof GeneralAvailabilityInputSchema>;

export const GeneralAvailabilitySchema = z.object({
  dailyAvailabilities: z.partialRecord(z.enum(WEEKDAYS), DailyAvailabilitySchema),
  weeklyHoursMinimum: z.number().nullable(),
  weeklyHoursMaximum: z.number().nullable(),
  weeklyHoursPreferred: z.number().nullable(),
  /** 0 until the first save ('Daily Availability Not Set'). */
  version: z.number(),
});
export type GeneralAvailability = z.infer<typeof GeneralAvailabilitySchema>;

// ------------------------------------------------------------------------------------- special availability

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const isoDate = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .regex(DATE_PATTERN, `${label} must be a date (YYYY-MM-DD).`)
    // Date.parse rolls '2031-02-30' over to March: a real date reads back as itself.
    .refine((v) => {
      const time = Date.parse(`${v}T00:00:00Z`);
      return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === v;
    }, `${label} is not a valid date.`);

/** Body of `POST/PUT profile/specialAvailability`: one week (at most 7 days) with its own daily availability. */
export const SpecialAvailabilityInputSchema = z
  .object({
    startDate: isoDate('Start date'),
    endDate: isoDate('End date'),
    dailyAvailabilities: dailyAvailabilitiesInput.optional().default({}),
  })
  .superRefine((value, ctx) => {
    const days = (Date.parse(value.endDate) - Date.parse(value.startDate)) / 86_400_000;
    if (days < 0)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'End date must not be before start date.' });
    else if (days > 6)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'Special availability covers one week at most.' });
  });
export type SpecialAvailabilityInput = z.input<typeof SpecialAvailabilityInputSchema>;
export const SpecialAvailabilityUpdateSchema = SpecialAvailabilityInputSchema.and(VersionSchema);

export const SpecialAvailabilitySchema = z.object({
  id: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  dailyAvailabilities: z.partialRecord(z.enum(WEEKDAYS), DailyAvailabilitySchema),
  version: z.number(),
});
export type SpecialAvailability = z.infer<typeof SpecialAvailabilitySchema>;

// ---------------------------------------------------------------------------------------------- vacations

/** 'YYYY-MM-DD' or a local time without offset 'YYYY-MM-DDTHH:mm[:ss]' (001 §5: saving sends local time). */
const LOCAL_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?)?$/;
const localDateTime = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .regex(LOCAL_TIME_PATTERN, `${label} must be a date (YYYY-MM-DD) or a local time (YYYY-MM-DDTHH:mm).`)
    .refine(
      (v) => !Number.isNaN(Date.parse(v.length === 10 ? `${v}T00:00:00Z` : `${v}Z`)),
      `${label} is not a valid date.`,
    );

/** Vacation view filter (001 §9): Upcoming 1 (default), Historical 2. */
export const VACATION_FILTERS = { upcoming: 1, historical: 2 } as const;

/**
 * Body of `POST/PUT profile/vacations`. Full day (default): dates only, whole days. Partial day: start and end on the
 * same day, times from 6:00 AM in 15-minute steps. The server refuses a start before today.
 */
export const VacationInputSchema = z
  .object({
    isVacation: z.boolean({ error: 'Type must be vacation or off.' }).optional().default(true),
    isPartial: z.boolean({ error: 'Partial day must be true or false.' }).optional().default(false),
    startDate: localDateTime('Start date'),
    endDate: localDateTime('End date'),
  })
  .superRefine((value, ctx) => {
    if (value.endDate < value.startDate && value.endDate.slice(0, 10) < value.startDate.slice(0, 10)) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'End date must not be before start date.' });
    }
    if (!value.isPartial) return;
    if (value.startDate.length === 10 || value.endDate.length === 10) {
      ctx.addIssue({ code: 'custom', path: ['startDate'], message: 'A partial day needs start and end times.' });
      return;
    }
    if (value.startDate.slice(0, 10) !== value.endDate.slice(0, 10)) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'A partial day starts and ends on the same day.' });
    }
    const minutes = (v: string) => Number(v.slice(11, 13)) * 60 + Number(v.slice(14, 16));
    for (const field of ['startDate', 'endDate'] as const) {
      const m = minutes(value[field]);
      if (m < AVAILABILITY_FIRST_MINUTE || m % VACATION_STEP_MINUTES !== 0) {
        ctx.addIssue({ code: 'custom', path: [field], message: 'Times run from 6:00 AM in 15-minute steps.' });
      }
    }
    if (minutes(value.endDate) <= minutes(value.startDate)) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'End time must be after start time.' });
    }
  });
export type VacationInput = z.input<typeof VacationInputSchema>;
export const VacationUpdateSchema = VacationInputSchema.and(VersionSchema);

export const VacationSchema = z.object({
  id: z.number(),
  workerId: z.number(),
  /** 'Vacation' or 'Off' (isVacation), with ' (partial day)' when partial. */
  type: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  enteredBy: z.string(),
  isUpcoming: z.boolean(),
  isVacation: z.boolean(),
  isPartial: z.boolean(),
  isDeleted: z.boolean(),
  version: z.number(),
});
export type Vacation = z.infer<typeof VacationSchema>;

/** `DELETE profile/vacations/{id}` keeps the spec's body (docs/decisions.md#api); only `id` must agree with the path. */
export const VacationDeleteBodySchema = z
  .object({
    id: z.number().optional(),
    workerId: z.number().optional(),
    startDate: z.string().optional(),
    endDate: z.string().optional(),
    isVacation: z.boolean().optional(),
    isDeleted: z.boolean().optional(),
  })
  .optional();

// ---------------------------------------------------------------------------------------- computed status

/** Colours of the draft screens (000 §2.7, states.md 1.4); `Available` is the implicit "none". */
export const AVAILABILITY_STATUSES = [
  'Available',
  'Inactive',
  'FullyBlocked',
  'PartiallyBlocked',
  'OverAllocated',
] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];

/** `GET employees/{id}/availability?startDate&endDate`: the window defaults to today and the next 27 days. */
export const AvailabilityQuerySchema = z
  .object({ startDate: isoDate('Start date').optional(), endDate: isoDate('End date').optional() })
  .superRefine((value, ctx) => {
    if (value.startDate && value.endDate) {
      const days = (Date.parse(value.endDate) - Date.parse(value.startDate)) / 86_400_000;
      if (days < 0)
        ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'End date must not be before start date.' });
      if (days > 366) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'The window is at most one year.' });
    }
  });
export type AvailabilityQuery = z.output<typeof AvailabilityQuerySchema>;

export const AvailabilityDaySchema = z.object({
  date: z.string(),
  /** Hours the worker offers that day (special availability of that week, else general), after time off. */
  availableHours: z.number(),
  /** Hours of services assigned that day (a service's hours spread evenly over its working days). */
  assignedHours: z.number(),
  /** Time off that day: none, part of the day, or the whole day. */
  timeOff: z.enum(['none', 'partial', 'full']),
  source: z.enum(['general', 'special', 'notSet']),
});
export type AvailabilityDay = z.infer<typeof AvailabilityDaySchema>;

export const AvailabilitySchema = z.object({
  employeeId: z.number(),
  status: z.enum(AVAILABILITY_STATUSES),
  /** One sentence per reason ("Vacation 2026-12-01 to 2026-12-05", "Week of 2026-12-07: 46 h assigned, 40 h maximum"). */
  details: z.array(z.string()),
  startDate: z.string(),
  endDate: z.string(),
  availableHours: z.number(),
  assignedHours: z.number(),
  days: z.array(AvailabilityDaySchema),
});
export type Availability = z.infer<typeof AvailabilitySchema>;

/** The short form carried by picker and search rows and by draft worker rows (000 §3.3). */
export const AvailabilitySummarySchema = z.object({
  status: z.enum(AVAILABILITY_STATUSES),
  details: z.array(z.string()),
});
export type AvailabilitySummary = z.infer<typeof AvailabilitySummarySchema>;
