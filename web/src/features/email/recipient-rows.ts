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
