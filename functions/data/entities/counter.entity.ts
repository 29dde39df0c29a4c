/**
 * Id counter: one item per kind of record that takes numeric ids (the spec's ids are numbers), raised atomically by
 * `nextId` (repository.ts); an export takes a contiguous range of service ids with one ADD.
 *
 * | access pattern             | index | key                                     |
 * |----------------------------|-------|-----------------------------------------|
 * | the counter of a kind      | table | pk `COUNTER#<entity name>`, sk `COUNTER` |
 *
 * The demo load raises each counter to its highest demo id (scripts/demo/load.ts).
 */
export const counterKey = (entityName: string) => ({ pk: `COUNTER#${entityName}`, sk: 'COUNTER' });
