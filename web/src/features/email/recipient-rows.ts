import type { EmployeeOption } from '@shelfline/shared/contracts/employee-list.contract';

/** One row of the recipients panel: a worker with the address to add (none: shown, not selectable). */
export interface RecipientRow {
  id: number;
  name: string;
  email?: string;
}

/** The panel's rows of a picker answer: by name, each worker once, addresses trimmed. */
export function recipientRowsOf(options: readonly EmployeeOption[]): RecipientRow[] {
  const rows = new Map<number, RecipientRow>();
  for (const option of options) {
    const email = option.email?.trim() || undefined;
    rows.set(option.id, { id: option.id, name: option.name, ...(email ? { email } : {}) });
  }
  return [...rows.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * A field's text with `addresses` added (001 §9: shown separated by '; '): those the field already holds, compared
 * without case, are not added twice.
 */
export function withAddresses(field: string, addresses: readonly string[]): string {
  const present = field
    .split(/[;,\n]+/)
    .map((piece) => piece.trim())
    .filter(Boolean);
  const seen = new Set(present.map((address) => address.toLowerCase()));
  for (const address of addresses) {
    if (seen.has(address.toLowerCase())) continue;
    seen.add(address.toLowerCase());
    present.push(address);
  }
  return present.join('; ');
}

/** 001 §5, §9: the Counter Email? filter's values. */
export const COUNTER_FILTERS = { all: 0, no: 1, yes: 2 } as const;
export type CounterFilter = (typeof COUNTER_FILTERS)[keyof typeof COUNTER_FILTERS];

/** Whether an address belongs to one of the counter domains (the domain itself or one of its subdomains). */
export function isCounterAddress(email: string, domains: readonly string[]): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return domains.some((counter) => domain === counter || domain.endsWith(`.${counter}`));
}

/** The rows the filter keeps: All; No drops counter addresses; Yes keeps only them (rows without one never match). */
export function withCounterFilter(
  rows: readonly RecipientRow[],
  filter: CounterFilter,
  domains: readonly string[],
): RecipientRow[] {
  if (filter === COUNTER_FILTERS.all || domains.length === 0) return [...rows];
  const wanted = filter === COUNTER_FILTERS.yes;
  return rows.filter((row) => (row.email ? isCounterAddress(row.email, domains) : false) === wanted);
}
