/*
 * Subtotal and total rows of the money reports (brief §2.7: "a totals row where money appears"): the rows, already in
 * group order, are written with a subtotal row after each group of each level (e.g. merchandiser, then merchandiser
 * × type) and one total row at the end, a page at a time.
 */

/** What a total adds up: hours (when the report has them) and money in integer cents. */
export interface Sums {
  hours: number;
  cents: number;
}

export interface TotalsLayout<Row, Out> {
  /** Group keys, outermost first: a subtotal closes a group when its key (or an outer one) changes. */
  levels: readonly ((row: Row) => string)[];
  sumsOf: (row: Row) => Sums;
  row: (row: Row) => Out;
  /** The subtotal of `level` for the group `first` opened. */
  subtotal: (level: number, first: Row, sums: Sums) => Out;
  total: (sums: Sums) => Out;
}

const PAGE = 500;
const zero = (): Sums => ({ hours: 0, cents: 0 });
const add = (into: Sums, more: Sums) => {
  into.hours += more.hours;
  into.cents += more.cents;
};

/** `rows` with their subtotals and total, in pages of about 500. */
export function* withTotals<Row, Out>(rows: readonly Row[], layout: TotalsLayout<Row, Out>): Generator<Out[]> {
  const open = layout.levels.map(() => ({ first: undefined as Row | undefined, key: '', sums: zero() }));
  const total = zero();
  let page: Out[] = [];
  /** Closes the groups of `from` and deeper, innermost first. */
  const close = (from: number) => {
    for (let level = open.length - 1; level >= from; level--) {
      const group = open[level];
      if (group?.first !== undefined) page.push(layout.subtotal(level, group.first, group.sums));
      open[level] = { first: undefined, key: '', sums: zero() };
    }
  };
  for (const row of rows) {
    const keys = layout.levels.map((key) => key(row));
    const changed = keys.findIndex((key, level) => open[level]?.first === undefined || open[level]?.key !== key);
    if (changed >= 0) {
      close(changed);
      keys.forEach((key, level) => {
        const group = open[level];
        if (level >= changed && group) Object.assign(group, { first: row, key });
      });
    }
    const sums = layout.sumsOf(row);
    for (const group of open) add(group.sums, sums);
    add(total, sums);
    page.push(layout.row(row));
    if (page.length >= PAGE) {
      yield page;
      page = [];
    }
  }
  close(0);
  page.push(layout.total(total));
  yield page;
}
