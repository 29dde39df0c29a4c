/**
 * Groups items by a key, keeping their order within each group (Map.groupBy of ES2024, which the ES2023 lib
 * the project compiles against does not type yet).
 */
export function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
