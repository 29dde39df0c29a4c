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

/** The audit of a replacement of `current`: one version up, creation kept, modified now by `by`. */
export function nextAudit(current: Audit, by: string): Audit {
  return {
    version: current.version + 1,
    createdAt: current.createdAt,
    createdBy: current.createdBy,
    modifiedAt: new Date().toISOString(),
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
  indexes?: Partial<Record<IndexName, (record: T) => Keys | undefined>>;
  unique?: readonly UniqueField<T>[];
}

export type Stored<T> = T &
  Audit & { type: string } & Keys &
  Partial<Record<`${IndexName}pk` | `${IndexName}sk`, string>>;

export function defineEntity<T extends { id: number | string }>(definition: EntityDefinition<T>): EntityDefinition<T> {
  return definition;
}

/** The marker item that reserves a unique value (`UNIQUE#store.number#<retailer>#<number>`). */
export function uniqueKey<T extends { id: number | string }>(
  entity: EntityDefinition<T>,
  field: UniqueField<T>,
  record: T,
): Keys | undefined {
  const value = field.value(record);
  if (value === undefined || value === '') return undefined;
  const scope = field.scope ? `${field.scope(record)}#` : '';
  return { pk: `UNIQUE#${entity.name}.${field.label}#${scope}${value.trim().toLowerCase()}`, sk: 'UNIQUE' };
}

/** Builds the full item: record fields, keys, index keys and audit. */
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
