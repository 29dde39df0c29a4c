/** Shared by the location families: `includeInactive` filtering (001 §4) and name order. */
export function activeUnless<T extends { inactive: boolean }>(records: readonly T[], includeInactive: boolean): T[] {
  return includeInactive ? [...records] : records.filter((record) => !record.inactive);
}
