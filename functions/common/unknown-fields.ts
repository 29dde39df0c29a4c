import type * as z from 'zod';

/*
 * Zod objects drop keys they do not know, silently: `{"foo": 1}` parsed as a bulk action's body became "no filter"
 * and selected the whole month. Rather than asking every contract to remember `.strict()` (and breaking the
 * aliases that preprocessors accept, such as the schedule filter's startDate/endDate), the handler walks the
 * schema beside the raw body and lists the keys no part of the schema would read. One rule, so every route
 * built later is strict without thinking about it.
 */

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  options?: z.ZodType[];
  innerType?: z.ZodType;
  element?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  getter?: () => z.ZodType;
};

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Wrappers whose inner schema reads the value as it is (when there is a value). */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);

/**
 * Paths (`filter.foo`, `travelCities.2.bar`) of the keys in `value` that `schema` does not read. A value of the
 * wrong shape yields nothing here: zod reports it. Preprocessors (`z.preprocess`) are run first, so the keys they
 * rename count as known.
 */
export function unknownFields(schema: z.ZodType, value: unknown, path: readonly string[] = []): string[] {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type))
    return value === undefined || value === null ? [] : unknownFields(def.innerType!, value, path);
  switch (def.type) {
    case 'object':
      return objectUnknowns(def, value, path);
    case 'pipe':
      return pipeUnknowns(def, value, path);
    case 'intersection':
      return knownToNeither(unknownFields(def.left!, value, path), unknownFields(def.right!, value, path));
    case 'union':
      return unionUnknowns(def.options!, value, path);
    case 'array':
      return Array.isArray(value)
        ? value.flatMap((item, i) => unknownFields(def.element!, item, [...path, String(i)]))
        : [];
    case 'tuple':
      return Array.isArray(value)
        ? value.flatMap((item, i) => {
            const itemSchema = def.items![i] ?? def.rest;
            return itemSchema ? unknownFields(itemSchema, item, [...path, String(i)]) : [];
          })
        : [];
    case 'record':
      return isPlainObject(value)
        ? Object.entries(value).flatMap(([key, item]) => unknownFields(def.valueType!, item, [...path, key]))
        : [];
    case 'lazy':
      return unknownFields(def.getter!(), value, path);
    default:
      return [];
  }
}

function objectUnknowns(def: Def, value: unknown, path: readonly string[]): string[] {
  if (!isPlainObject(value)) return [];
  // A catchall of `unknown` (`.passthrough()`/`z.looseObject`) reads every key; `never` (`.strict()`) none.
  const catchall = def.catchall && defOf(def.catchall).type !== 'never' ? def.catchall : undefined;
  return Object.entries(value).flatMap(([key, item]) => {
    const field = Object.hasOwn(def.shape!, key) ? def.shape![key] : catchall;
    if (!field) return [[...path, key].join('.')];
    return unknownFields(field, item, [...path, key]);
  });
}

/**
 * `z.preprocess(fn, schema)` is a pipe from a transform: the schema reads what `fn` returns, so run `fn` (through
 * the transform's own parse, which gives it a real context). `schema.transform(fn)` is a pipe into a transform:
 * only the schema reads the request.
 */
function pipeUnknowns(def: Def, value: unknown, path: readonly string[]): string[] {
  if (defOf(def.in!).type !== 'transform') return unknownFields(def.in!, value, path);
  const prepared = def.in!.safeParse(value);
  return unknownFields(def.out!, prepared.success ? prepared.data : value, path);
}

/** The option the value parses as decides; when none does, zod reports the value and the closest option is used. */
function unionUnknowns(options: z.ZodType[], value: unknown, path: readonly string[]): string[] {
  const parsing = options.filter((option) => option.safeParse(value).success);
  const candidates = (parsing.length > 0 ? parsing : options).map((option) => unknownFields(option, value, path));
  return candidates.reduce((fewest, next) => (next.length < fewest.length ? next : fewest));
}

/**
 * Both sides of an intersection read the same value, so a key is unknown only when neither reads it. A side that
 * does not know `filter` at all reports `filter`, which covers its `filter.foo`.
 */
export function knownToNeither(left: readonly string[], right: readonly string[]): string[] {
  const coveredBy = (others: readonly string[]) => (field: string) =>
    others.some((other) => other === field || field.startsWith(`${other}.`));
  return [...new Set([...left.filter(coveredBy(right)), ...right.filter(coveredBy(left))])];
}
