import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The menu each role should see, read from the inventory (`tests/fixtures/inventory/roles.tsv`, a copy
 * of the spec's `inventory/roles.tsv`) and not from `shared/src/menu.ts`, so the browser test checks the
 * shared menu table against the spec rather than against itself.
 *
 * Labels are "Entry" for top-level entries and "Group > Entry" for a group's entries.
 */
const ROLES_TSV = fileURLToPath(new URL('../../fixtures/inventory/roles.tsv', import.meta.url));

/** The spec's Schedule Control group holds these three (000 §2.3); roles.tsv lists them without a prefix. */
const SCHEDULE_CONTROL = 'Schedule Control';
const SCHEDULE_CONTROL_ENTRIES = new Set(['Draft Schedule', 'Schedule Maintenance', 'Map View']);

/** roles.tsv names the Export group "Export menu"; the bar calls it Export (000 §2.3). */
const GROUP_NAMES: Readonly<Record<string, string>> = { 'Export menu': 'Export' };

/**
 * How each `partial` cell reads, from the row's note, keyed by the row's name in roles.tsv (the test
 * fails on a `partial` not listed here, so a change to roles.tsv is looked at rather than guessed).
 * `*` stands for every role.
 */
const PARTIAL: Readonly<Record<string, boolean>> = {
  // "accountManager sees Schedule Maintenance and Map View at top level instead of the group"
  'Schedule Control group|accountManager': false,
  // "Draft Schedule is route-allowed but not visible for accountManager"
  'Draft Schedule|accountManager': false,
  // "open to any role ... but it sits in the Master Files group shown only to admin/accountManager"
  'Master Files > Report Builder|*': false,
  'Master Files > Question Library|*': false,
  'Master Files > Planogram Maintenance|*': false,
  'Master Files > Order Export Layouts|*': false,
  // "supervisor view only": the supervisor sees Applicants, read-only
  'HR > Applicants|supervisor': true,
};

interface MenuRow {
  /** The row's name in roles.tsv, without "MENU: ", path and remarks: "HR > Applicants", "HR group". */
  row: string;
  kind: 'entry' | 'group';
  /** The entry's (or the group's) label in the bar. */
  name: string;
  /** The group an entry sits in. */
  group?: string;
  cells: Record<string, string>;
}

function parseRows(tsv: string): MenuRow[] {
  const [header = '', ...lines] = tsv.split(/\r?\n/);
  const columns = header.split('\t');
  const rows: MenuRow[] = [];
  for (const line of lines) {
    if (!line.startsWith('MENU: ')) continue;
    const values = line.split('\t');
    const cells = Object.fromEntries(columns.map((column, i) => [column, (values[i] ?? '').trim()]));
    const row = (values[0] ?? '')
      .slice('MENU: '.length)
      .replace(/\s*\(.*\)\s*$/, '')
      .replace(/\s+\/\S*$/, '')
      .trim();
    if (!row || row.startsWith('Dashboard')) continue; // the any-menu row; Dashboard is hidden (000 §2.3)
    if (row.endsWith(' group')) {
      rows.push({ row, kind: 'group', name: row.slice(0, -' group'.length), cells });
    } else if (row.includes(' > ')) {
      const [group = '', name = ''] = row.split(' > ');
      rows.push({ row, kind: 'entry', name, group: GROUP_NAMES[group] ?? group, cells });
    } else {
      const group = SCHEDULE_CONTROL_ENTRIES.has(row) ? SCHEDULE_CONTROL : undefined;
      rows.push({ row, kind: 'entry', name: row, ...(group ? { group } : {}), cells });
    }
  }
  return rows;
}

function visible(row: MenuRow, role: string): boolean {
  const cell = row.cells[role];
  if (cell === undefined) throw new Error(`roles.tsv has no column ${role}`);
  if (cell === 'Y') return true;
  if (cell === 'N') return false;
  if (cell === 'partial') {
    const reading = PARTIAL[`${row.row}|${role}`] ?? PARTIAL[`${row.row}|*`];
    if (reading === undefined) throw new Error(`roles.tsv: no reading for partial "${row.row}" / ${role}`);
    return reading;
  }
  throw new Error(`roles.tsv: unexpected cell "${cell}" for "${row.row}" / ${role}`);
}

/**
 * Menu entries DECISIONS.md adds beyond the spec (roles.tsv stays the spec's copy, row for row): its "Additions beyond
 * the spec" puts `/reporting/scheduled-exports` (web_routes.tsv, admin) in the Reporting menu.
 */
const DECISIONS_ENTRIES: readonly { label: string; roles: readonly string[] }[] = [
  { label: 'Reporting > Scheduled Exports', roles: ['admin'] },
];

/** The sorted labels a user with this single role should see in the top bar. */
export function expectedMenuLabels(role: string, tsv = readFileSync(ROLES_TSV, 'utf8')): string[] {
  const rows = parseRows(tsv);
  const groups = rows.filter((row) => row.kind === 'group');
  const groupShown = new Map(groups.map((row) => [row.name, visible(row, role)]));
  const labels: string[] = [];
  for (const row of rows) {
    if (row.kind === 'group' || !visible(row, role)) continue;
    // A group without a row of its own (Invoicing, File Management, Export) shows when a child does.
    if (row.group && (groupShown.get(row.group) ?? true)) labels.push(`${row.group} > ${row.name}`);
    // An entry the role sees while its group is hidden sits at the top level (accountManager, 000 §6).
    else labels.push(row.name);
  }
  for (const added of DECISIONS_ENTRIES) if (added.roles.includes(role)) labels.push(added.label);
  return labels.sort();
}
