import { defineEntity, definePatterns } from '../entity.ts';

/**
 * Store trait: a job trait given to one store (001 §3 Store trait). The description is not copied: reads join
 * it from the job's traits, so editing a trait never leaves stale copies.
 *
 * | access pattern                   | pattern         | index | key                                                     |
 * |----------------------------------|-----------------|-------|---------------------------------------------------------|
 * | store trait by id                |                 | table | pk `STORETRAIT#<id>`, sk `STORETRAIT`                   |
 * | a trait once per store           |                 | table | marker `UNIQUE#storeTrait.store#<traitId>#<storeId>`    |
 * | a store's traits for a job       | `ofStoreForJob` | gsi1  | `STORE#<storeId>#JOB#<jobId>#TRAITS` / `<traitId, 8>`   |
 * | a trait's stores                 | `ofTrait`       | gsi2  | `JOBTRAIT#<traitId>#STORES` / `<storeId, 10 digits>`    |
 * | a store's traits, any job        | `ofStore`       | gsi3  | `STORE#<storeId>#TRAITS` / `<jobId, 8>#<traitId, 8>`    |
 *
 * gsi3 answers "is this store in use?" (`DELETE stores/{id}`) with one Query of one item, whatever the jobs.
 */
export interface StoreTrait {
  id: number;
  jobId: number;
  traitId: number;
  storeId: number;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

export const traitsOfStoreForJobKey = (storeId: number, jobId: number) => `STORE#${storeId}#JOB#${jobId}#TRAITS`;
export const traitsOfStoreKey = (storeId: number) => `STORE#${storeId}#TRAITS`;
export const storesOfTraitKey = (traitId: number) => `JOBTRAIT#${traitId}#STORES`;

export const StoreTraitEntity = defineEntity<StoreTrait>({
  name: 'storeTrait',
  key: (id) => ({ pk: `STORETRAIT#${id}`, sk: 'STORETRAIT' }),
  indexes: {
    gsi1: (t) => ({ pk: traitsOfStoreForJobKey(t.storeId, t.jobId), sk: pad(t.traitId, 8) }),
    gsi2: (t) => ({ pk: storesOfTraitKey(t.traitId), sk: pad(t.storeId, 10) }),
    gsi3: (t) => ({ pk: traitsOfStoreKey(t.storeId), sk: `${pad(t.jobId, 8)}#${pad(t.traitId, 8)}` }),
  },
  unique: [{ label: 'store', value: (t) => String(t.storeId), scope: (t) => String(t.traitId) }],
});

/** The access patterns of the table above, by name (`queryPattern`, repositories' `query`). */
export const StoreTraitPatterns = definePatterns({
  /** a store's traits for a job */
  ofStoreForJob: {
    index: 'gsi1',
    key: (storeId: number, jobId: number) => ({ pk: traitsOfStoreForJobKey(storeId, jobId) }),
  },
  /** a trait's stores */
  ofTrait: { index: 'gsi2', key: (traitId: number) => ({ pk: storesOfTraitKey(traitId) }) },
  /** a store's traits, any job */
  ofStore: { index: 'gsi3', key: (storeId: number) => ({ pk: traitsOfStoreKey(storeId) }) },
});
