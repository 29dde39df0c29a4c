/*
 * Many reads, a few at a time: DynamoDB Local and Lambda both do best with a handful of requests in flight, not
 * hundreds.
 */

/**
 * Starts `work` on the items in order, at most `lanes` at a time, and answers one promise per item at once, so a
 * caller can use the first results while later ones are still being read (an export writes page 1 while the
 * lookups of page 40 run). A failure rejects that item's promise only; it is marked handled here, so a caller that
 * stops early leaves no unhandled rejection behind.
 */
export function lanesAhead<T, R>(items: readonly T[], lanes: number, work: (item: T) => Promise<R>): Promise<R>[] {
  const settle: { resolve: (value: R) => void; reject: (error: unknown) => void }[] = [];
  const promises = items.map(
    () =>
      new Promise<R>((resolve, reject) => {
        settle.push({ resolve, reject });
      }),
  );
  for (const promise of promises) promise.catch(() => undefined);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index] as T).then(settle[index]?.resolve, settle[index]?.reject);
    }
  };
  for (let i = 0; i < Math.min(lanes, items.length); i++) void lane();
  return promises;
}

/** Runs `work` on every item, at most `lanes` at a time; answers the results in the items' order. */
export function inLanes<T, R>(items: readonly T[], lanes: number, work: (item: T) => Promise<R>): Promise<R[]> {
  return Promise.all(lanesAhead(items, lanes, work));
}
