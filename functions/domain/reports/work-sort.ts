import type { SortKey } from '@shelfline/shared/contracts/report.contract';
import { BadRequestError } from '../../common/http-errors.ts';

/*
 * A report's sortExpression (a list of {field, direction}, the first key sorts first) turned into a comparator over
 * its rows. Each report names the fields it can sort by; any other field is refused with 400 naming sortExpression.
 */

export type SortValue = string | number | undefined | null;

/** How a report reads each sortable field of a row. Field names are matched without regard to case. */
export type SortFields<Row> = Readonly<Record<string, (row: Row) => SortValue>>;

const isEmpty = (value: SortValue) => value === undefined || value === null || value === '';

/** Ascending: empty values last, numbers as numbers, text in English (Canada) order. */
export function compareSortValues(a: SortValue, b: SortValue): number {
  if (a === b) return 0;
  if (isEmpty(a)) return 1;
  if (isEmpty(b)) return -1;
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b), 'en-CA');
}

/**
 * The comparator of `keys` over `fields` (ties broken by `tieBreak`), or 400 naming sortExpression for a field the
 * report does not have. `refused` names fields the report refuses with their own reason (e.g. Charge Approval's
 * store and product fields).
 */
export function comparatorOf<Row>(
  keys: readonly SortKey[],
  fields: SortFields<Row>,
  tieBreak: (a: Row, b: Row) => number,
  refused: { fields: readonly string[]; reason: string } = { fields: [], reason: '' },
): (a: Row, b: Row) => number {
  const byName = new Map(Object.entries(fields).map(([name, read]) => [name.toLowerCase(), read]));
  const refusedNames = new Set(refused.fields.map((f) => f.toLowerCase()));
  const problems: string[] = [];
  const order = keys.flatMap((key) => {
    const name = key.field.toLowerCase();
    const read = byName.get(name);
    if (refusedNames.has(name)) problems.push(`${key.field}: ${refused.reason}`);
    else if (!read) problems.push(`${key.field} is not a sort field of this report.`);
    return read && !refusedNames.has(name) ? [{ read, sign: key.direction === 'DESC' ? -1 : 1 }] : [];
  });
  if (problems.length > 0) throw new BadRequestError({ sortExpression: problems });
  return (a, b) => {
    for (const { read, sign } of order) {
      const [x, y] = [read(a), read(b)];
      // Empty values stay last in either direction.
      if (isEmpty(x) || isEmpty(y)) {
        if (isEmpty(x) !== isEmpty(y)) return isEmpty(x) ? 1 : -1;
        continue;
      }
      const result = compareSortValues(x, y);
      if (result !== 0) return sign * result;
    }
    return tieBreak(a, b);
  };
}
