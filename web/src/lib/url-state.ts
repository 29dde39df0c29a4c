import * as z from 'zod';

/*
 * The one codec of list state in the URL (bookmarkable, reloadable, shareable). A screen declares its parameters
 * by URL name, each with the zod schema its raw text reads through and how its value writes back; anything
 * unreadable falls back to the parameter's default rather than failing the page, and values equal to their
 * default are left out of the URL. `useUrlState` (components/use-url-state.ts) keeps such a state in the URL.
 */

/**
 * One URL parameter: its reading (never failing) of the raw value (its text, every text of a repeated one, or
 * undefined when absent) and its writing (undefined, '' or [] leave it out).
 */
export interface UrlParam<T> {
  read: z.ZodType<T>;
  write: (value: T) => string | readonly string[] | undefined;
  /** Read with `getAll` and written as repeated keys (a value may hold a comma). */
  repeated?: boolean;
}

/** A screen's parameters by URL name (`never`: any parameter's writer fits). */
export type UrlShape = Record<
  string,
  { read: z.ZodType; write: (value: never) => string | readonly string[] | undefined; repeated?: boolean }
>;
export type UrlValues<S extends UrlShape> = { [K in keyof S]: z.output<S[K]['read']> };
type Writer = (value: unknown) => string | readonly string[] | undefined;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const text = z.string().optional().catch(undefined);
/** A comma-separated list, each item read by `item` and dropped when unreadable; undefined when none is left. */
const commaList = <T>(keep: (item: string) => T | undefined) =>
  text.transform((value) => {
    const items = (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)
      .map(keep)
      .filter((item): item is T => item !== undefined);
    return items.length ? [...new Set(items)] : undefined;
  });
const joined = (list: readonly (string | number)[] | undefined) => (list?.length ? list.join(',') : undefined);

export const urlParam = {
  /** Free text, trimmed and cut to `max`; undefined when empty. */
  text: (max = 100): UrlParam<string | undefined> => ({
    read: text.transform((value) => value?.trim().slice(0, max) || undefined),
    write: (value) => value,
  }),
  /** A YYYY-MM-DD day. */
  date: (): UrlParam<string | undefined> => ({
    read: text.transform((value) => (value && ISO_DAY.test(value) ? value : undefined)),
    write: (value) => value,
  }),
  /** `true` or absent. */
  flag: (): UrlParam<boolean> => ({
    read: text.transform((value) => value === 'true'),
    write: (value) => (value ? 'true' : undefined),
  }),
  /** The page number, 1-based. */
  page: (): UrlParam<number> => ({
    read: z.coerce.number().int().min(1).catch(1),
    write: (value) => String(value),
  }),
  /** A page size among the screen's sizes (the range is the screen's: 000 §9 gives the schedule's, the draft list's…). */
  pageSize: (sizes: readonly number[], fallback: number): UrlParam<number> => ({
    read: z.coerce
      .number()
      .refine((size) => sizes.includes(size))
      .catch(fallback),
    write: (value) => String(value),
  }),
  /** One of `values`, else `fallback` (undefined: none). */
  oneOf: <const V extends string, F extends V | undefined = undefined>(values: readonly V[], fallback?: F) => ({
    read: text.transform(
      (value) => ((values as readonly string[]).includes(value ?? '') ? (value as V) : fallback) as V | F,
    ),
    write: (value: V | F) => value,
  }),
  /** One positive whole number (an id). */
  id: (): UrlParam<number | undefined> => ({
    read: text.transform((value) => (value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : undefined)),
    write: (value) => (value === undefined ? undefined : String(value)),
  }),
  /** Positive whole numbers (ids), comma-separated. */
  idList: (): UrlParam<number[] | undefined> => ({
    read: commaList((item) => (/^\d+$/.test(item) && Number(item) > 0 ? Number(item) : undefined)),
    write: joined,
  }),
  /** Numbers of zero or more (hours), comma-separated. */
  numberList: (): UrlParam<number[] | undefined> => ({
    read: commaList((item) => (Number.isFinite(Number(item)) && Number(item) >= 0 ? Number(item) : undefined)),
    write: joined,
  }),
  /** Some of `values`, comma-separated. */
  someOf: <const V extends string>(values: readonly V[]): UrlParam<V[] | undefined> => ({
    read: commaList((item) => ((values as readonly string[]).includes(item) ? (item as V) : undefined)),
    write: joined,
  }),
  /** Texts that may hold a comma: one repeated parameter per text, each trimmed and cut to `max`. */
  texts: (max = 200): UrlParam<string[] | undefined> => ({
    read: z
      .union([z.string(), z.array(z.string())])
      .optional()
      .catch(undefined)
      .transform((value) => {
        const items = [value ?? []]
          .flat()
          .map((item) => item.trim().slice(0, max))
          .filter(Boolean);
        return items.length ? [...new Set(items)] : undefined;
      }),
    write: (value) => value,
    repeated: true,
  }),
};

/** Reads every parameter of `shape` out of the URL. */
export function readUrl<S extends UrlShape>(shape: S, params: URLSearchParams): UrlValues<S> {
  const values: Record<string, unknown> = {};
  for (const [name, param] of Object.entries(shape)) {
    const raw = param.repeated ? params.getAll(name) : (params.get(name) ?? undefined);
    values[name] = param.read.parse(raw === '' ? undefined : raw);
  }
  return values as UrlValues<S>;
}

/**
 * Writes `values` into a copy of the URL's params: every parameter of `shape` is replaced, those equal to their
 * default (`defaults`, else what an empty URL reads) are left out, and parameters of other owners are kept.
 */
export function writeUrl<S extends UrlShape>(
  shape: S,
  params: URLSearchParams,
  values: Partial<UrlValues<S>>,
  defaults: Partial<UrlValues<S>> = {},
): URLSearchParams {
  const next = new URLSearchParams(params);
  const empty = readUrl(shape, new URLSearchParams());
  for (const [name, param] of Object.entries(shape)) {
    next.delete(name);
    const write = param.write as Writer;
    const written = [write(values[name]) ?? []].flat();
    const fallback = [write(name in defaults ? defaults[name] : empty[name]) ?? []].flat();
    if (written.join('\n') === fallback.join('\n')) continue;
    for (const item of written) if (item !== '') next.append(name, item);
  }
  return next;
}
