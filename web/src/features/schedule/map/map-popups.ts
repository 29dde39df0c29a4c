import type { MapRow } from '@shelfline/shared/contracts/schedule.contract';
import { mapStrings as s } from './strings.ts';

/*
 * The popups' content, built with textContent only (names come from users: never parsed as HTML), and the stores and
 * merchandisers of the rows, each once.
 */

type Field = readonly [label: string, value: string];

function popup(title: string, fields: readonly Field[], jobNumbers: readonly string[], testId: string): HTMLElement {
  const root = document.createElement('div');
  root.dataset.testid = testId;
  const heading = document.createElement('strong');
  heading.textContent = title;
  root.append(heading);
  const list = document.createElement('dl');
  list.style.margin = '4px 0';
  for (const [label, value] of fields) {
    const term = document.createElement('dt');
    term.textContent = label;
    term.style.fontWeight = '600';
    const detail = document.createElement('dd');
    detail.textContent = value;
    detail.style.margin = '0 0 4px 0';
    list.append(term, detail);
  }
  root.append(list);
  const jobs = document.createElement('div');
  jobs.dataset.testid = 'popup-jobs';
  jobs.textContent = jobNumbers.length ? `${s.jobNumbers}: ${jobNumbers.join(', ')}` : s.noJobs;
  root.append(jobs);
  return root;
}

export function storePopup(store: MapRow['storeMapModel'], jobNumbers: readonly string[]): HTMLElement {
  return popup(
    s.store.title,
    [
      [s.store.id, String(store.id)],
      [s.store.name, store.name],
      [s.store.location, store.geoLocation],
      [s.store.coordinates, s.coordinates(store.latitude, store.longitude)],
    ],
    jobNumbers,
    'store-popup',
  );
}

export function employeePopup(employee: NonNullable<MapRow['employeeMapModel']>, jobNumbers: readonly string[]) {
  return popup(
    s.employee.title,
    [
      [s.employee.id, String(employee.id)],
      [s.employee.fullName, `${employee.firstName} ${employee.lastName}`.trim()],
      [s.employee.email, employee.email],
      [s.employee.displayName, employee.name],
      [s.employee.location, employee.geoLocation],
      [s.employee.coordinates, s.coordinates(employee.latitude, employee.longitude)],
    ],
    jobNumbers,
    'employee-popup',
  );
}

/** The merchandisers of the rows, each once, with the job numbers of all their stores. */
export function employeesOf(rows: readonly MapRow[]) {
  const byId = new Map<number, { employee: NonNullable<MapRow['employeeMapModel']>; jobNumbers: Set<string> }>();
  for (const row of rows) {
    const employee = row.employeeMapModel;
    if (!employee) continue;
    const entry = byId.get(employee.id) ?? { employee, jobNumbers: new Set<string>() };
    for (const job of row.jobNumbers) entry.jobNumbers.add(job);
    byId.set(employee.id, entry);
  }
  return [...byId.values()].map(({ employee, jobNumbers }) => ({ employee, jobNumbers: [...jobNumbers].sort() }));
}

/** The stores of the rows, each once (a store served by two merchandisers has two rows), with all their job numbers. */
export function storesOf(rows: readonly MapRow[]) {
  const byId = new Map<number, { store: MapRow['storeMapModel']; jobNumbers: Set<string> }>();
  for (const row of rows) {
    const entry = byId.get(row.storeMapModel.id) ?? { store: row.storeMapModel, jobNumbers: new Set<string>() };
    for (const job of row.jobNumbers) entry.jobNumbers.add(job);
    byId.set(row.storeMapModel.id, entry);
  }
  return [...byId.values()].map(({ store, jobNumbers }) => ({ store, jobNumbers: [...jobNumbers].sort() }));
}
