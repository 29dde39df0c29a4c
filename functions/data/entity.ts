import { uniqueMarkerKey } from './entities/unique-marker.entity.ts';
import type { IndexName } from './table.ts';

/**
 * An entity of the single table: how a record of the API becomes an item and back.
 *
 * Each entity file starts with its access patterns (pattern → index → key) and defines its keys here,
 * so a repository never builds key strings by hand. Every stored item carries `type`, `version`,
 * `createdAt/By` and `modifiedAt/By` (house style); `version` backs optimistic concurrency.
 */
export interface Keys {
  pk: string;
  sk: string;
}

export interface Audit {
  version: number;
  createdAt: string;
  createdBy: string;
  modifiedAt: string;
  modifiedBy: string;
}

/** The audit of a new record (version 1), created and modified `now` by `by`. */
export function firstAudit(by: string, now = new Date().toISOString()): Audit {
  return { version: 1, createdAt: now, createdBy: by, modifiedAt: now, modifiedBy: by };
}

/** The audit fields of a record that carries its own (e.g. a draft head), without the rest of it. */
export function auditOf({ version, createdAt, createdBy, modifiedAt, modifiedBy }: Audit): Audit {
  return { version, createdAt, createdBy, modifiedAt, modifiedBy };
}

/** The audit of a replacement of `current`: one version up, creation kept, modified `now` by `by`. */
export function nextAudit(current: Audit, by: string, now = new Date().toISOString()): Audit {
  return {
    version: current.version + 1,
    createdAt: current.createdAt,
    createdBy: current.createdBy,
    modifiedAt: now,
    modifiedBy: by,
  };
}

export interface UniqueField<T> {
  /** Names the field in the 409 message ("Retailer code 'WAL' is already used."). */
  label: string;
  /** Normalised value that must be unique, or undefined when the record has none. */
  value(record: T): string | undefined;
  /** Uniqueness scope inside the entity, e.g. the retailer for a store number. */
  scope?(record: T): string;
}

export interface EntityDefinition<T extends { id: number | string }> {
  /** Stored in `type`; also the prefix of id counters and uniqueness markers. */
  name: string;
  key(id: T['id'], record?: Partial<T>): Keys;
  /** Index keys of a record; undefined leaves the item out of that index (a sparse index). */
  indexes?: Partial<Record<IndexName, (record: T) => Keys | undefined>>;
  /**
   * Attributes derived from the record on every write, beside its fields (e.g. the compact `row` a compact index
   * projects): recomputed with the keys, so they cannot drift from the record. fromItem strips them (they are
   * storage attributes).
   */
  derived?(record: T): Record<string, unknown>;
  unique?: readonly UniqueField<T>[];
}

export type Stored<T> = T &
  Audit & { type: string } & Keys &
  Partial<Record<`${IndexName}pk` | `${IndexName}sk`, string>>;

// ------------------------------------------------------------------------------------ named access patterns

/** How a Query narrows the sort key of a pattern's partition (the bounds are the sort key's own strings). */
export type SortCondition =
  | { beginsWith: string }
  | { between: readonly [string, string] }
  | { before: string }
  | { atMost: string }
  | { atLeast: string };

/** The key of one Query: a partition and, optionally, a range of its sort key. */
export interface KeyCondition {
  pk: string;
  sk?: SortCondition;
}

/**
 * One access pattern of an entity: the index it reads and the key it builds from its arguments. Entity files
 * declare theirs by name (`definePatterns`) and repositories query them by name (`queryPattern`), so an index
 * name or a key string appears only in entity files (and the table definition).
 */
export interface AccessPattern<A extends readonly unknown[]> {
  index: IndexName | 'table';
  key(...args: A): KeyCondition;
}

// biome-ignore lint/suspicious/noExplicitAny: a pattern of any arguments; each one keeps its own tuple type.
export type Patterns = Record<string, AccessPattern<any>>;

/** The argument tuple of pattern `K`. */
export type PatternArgs<P extends Patterns, K extends keyof P> = P[K] extends AccessPattern<infer A> ? A : never;

/** A sort-key range with either bound optional (absent or empty; none: the whole partition). */
export function rangeOf(from: string | undefined, to: string | undefined): SortCondition | undefined {
  if (from && to) return { between: [from, to] };
  if (to) return { atMost: to };
  if (from) return { atLeast: from };
  return undefined;
}

/** Declares an entity's access patterns (typed by name and arguments). */
export function definePatterns<const P extends Patterns>(patterns: P): P {
  return patterns;
}

/** The Query input of a key condition (attribute names and values under `#k…`/`:k…`, free for filters). */
export interface KeyQuery {
  IndexName?: IndexName;
  KeyConditionExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues: Record<string, unknown>;
}

export function keyQuery(index: IndexName | 'table', key: KeyCondition): KeyQuery {
  const prefix = index === 'table' ? '' : index;
  const names: Record<string, string> = { '#kpk': `${prefix}pk` };
  const values: Record<string, unknown> = { ':kpk': key.pk };
  let expression = '#kpk = :kpk';
  const sk = key.sk;
  if (sk) {
    names['#ksk'] = `${prefix}sk`;
    if ('beginsWith' in sk) {
      expression += ' AND begins_with(#ksk, :ksk)';
      values[':ksk'] = sk.beginsWith;
    } else if ('between' in sk) {
      expression += ' AND #ksk BETWEEN :ksk AND :ksk2';
      values[':ksk'] = sk.between[0];
      values[':ksk2'] = sk.between[1];
    } else {
      const [operator, bound] =
        'before' in sk ? ['<', sk.before] : 'atMost' in sk ? ['<=', sk.atMost] : ['>=', sk.atLeast];
      expression += ` AND #ksk ${operator} :ksk`;
      values[':ksk'] = bound;
    }
  }
  return {
    ...(index === 'table' ? {} : { IndexName: index }),
    KeyConditionExpression: expression,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
}

/** The Query input of pattern `name` of `patterns` for `args`. */
export function patternQuery<P extends Patterns, K extends keyof P & string>(
  patterns: P,
  name: K,
  args: PatternArgs<P, K>,
): KeyQuery {
  const pattern = patterns[name] as P[K];
  return keyQuery(pattern.index, pattern.key(...(args as unknown as unknown[])));
}

export function defineEntity<T extends { id: number | string }>(definition: EntityDefinition<T>): EntityDefinition<T> {
  return definition;
}

/** The marker that reserves a unique value (`UNIQUE#store.number#<retailer>#<number>`, unique-marker.entity.ts). */
export function uniqueKey<T extends { id: number | string }>(
  entity: EntityDefinition<T>,
  field: UniqueField<T>,
  record: T,
): Keys | undefined {
  const value = field.value(record);
  if (value === undefined || value === '') return undefined;
  return uniqueMarkerKey(entity.name, field.label, field.scope?.(record), value);
}

/** Builds the full item: record fields, keys, index keys, derived attributes and audit. */
export function toItem<T extends { id: number | string }>(
  entity: EntityDefinition<T>,
  record: T,
  audit: Audit,
): Stored<T> {
  const item: Record<string, unknown> = { ...record, ...audit, type: entity.name, ...entity.key(record.id, record) };
  for (const [index, keysOf] of Object.entries(entity.indexes ?? {})) {
    const keys = keysOf?.(record);
    if (keys) {
      item[`${index}pk`] = keys.pk;
      item[`${index}sk`] = keys.sk;
    }
  }
  if (entity.derived) Object.assign(item, entity.derived(record));
  return item as unknown as Stored<T>;
}

const STORAGE_ATTRIBUTES = new Set([
  'pk',
  'sk',
  'type',
  'gsi1pk',
  'gsi1sk',
  'gsi2pk',
  'gsi2sk',
  'gsi3pk',
  'gsi3sk',
  'gsi4pk',
  'gsi4sk',
  'gsi5pk',
  'gsi5sk',
  'row',
  'expiresAt',
]);

/** Strips storage attributes: what remains is the record plus its audit fields. */
export function fromItem<T>(item: Record<string, unknown>): T & Audit {
  const record: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(item)) if (!STORAGE_ATTRIBUTES.has(key)) record[key] = value;
  return record as T & Audit;
}
