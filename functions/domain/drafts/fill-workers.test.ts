import { describe, expect, it } from 'vitest';
import type { StoredRow, StoredRowWorker } from '../../data/entities/draft.entity.ts';
import { computeAvailability } from '../availability/compute-availability.ts';
import type { PlannedWork } from '../availability/window-availability.ts';
import {
  type AvailabilityLookup,
  candidatesOfStore,
  type FillRow,
  type FillStore,
  type FillWorker,
  planFill,
  plannedOf,
  prepareFill,
} from './fill-workers.ts';

// Toronto (43.65, -79.38); Mississauga ~25 km west; Hamilton ~60 km; Ottawa ~350 km.
const TORONTO = 1;
const OTTAWA = 2;
const store: FillStore = { storeId: 500, cityId: TORONTO, latitude: 43.65, longitude: -79.38 };

let nextId = 1;
function worker(fields: Partial<FillWorker> = {}): FillWorker {
  const id = nextId++;
  return {
    id,
    firstName: 'W',
    lastName: String(id),
    inactive: false,
    isMerchandiser: true,
    isHelper: false,
    isSpecialProjects: false,
    ...fields,
  };
}
const near = { latitude: 43.6, longitude: -79.65 }; // ~22 km
const nearer = { latitude: 43.66, longitude: -79.4 }; // ~2 km
const hamilton = { latitude: 43.25, longitude: -79.87 }; // ~60 km
const ottawa = { latitude: 45.42, longitude: -75.69, cityId: OTTAWA }; // ~350 km

let rowSeq = 1;
function fillRow(fields: Partial<StoredRow> = {}, wantsHelpers = false, at: FillStore = store): FillRow {
  const row: StoredRow = {
    id: rowSeq++,
    storeId: at.storeId,
    draftJobId: 1,
    serviceTypeId: 1,
    hours: 4,
    startDate: '2030-03-04',
    endDate: '2030-03-04',
    workers: [],
    version: 1,
    ...fields,
  };
  return { row, store: at, storeNumber: 77, jobNumber: 'J-1', wantsHelpers };
}

/** Availability computed for real: 8 h a day offered (availability not set), `timeOff` days fully off. */
function lookup(stored: Map<number, PlannedWork[]> = new Map(), inactive = new Set<number>(), off = new Set<number>()) {
  const asked: { id: number; planned: number }[] = [];
  const of: AvailabilityLookup['of'] = (workerId, startDate, endDate, planned = []) => {
    asked.push({ id: workerId, planned: planned.length });
    return computeAvailability({
      employeeId: workerId,
      inactive: inactive.has(workerId),
      specialWeeks: [],
      timeOff: off.has(workerId) ? [{ startDate, endDate, isVacation: true, isPartial: false }] : [],
      work: [...(stored.get(workerId) ?? []), ...planned],
      startDate,
      endDate,
    });
  };
  return { of, asked } satisfies AvailabilityLookup & { asked: unknown };
}

function plan(rows: FillRow[], workers: FillWorker[], availability: AvailabilityLookup, numberOfHelpers = 0) {
  const options = { numberOfHelpers, maximumDistanceKm: 100 };
  const { byStore } = prepareFill(rows, workers, options);
  return planFill({
    rows,
    candidatesByStore: byStore,
    availability,
    planned: plannedOf(rows.map((r) => r.row)),
    options,
  });
}

describe('candidatesOfStore', () => {
  it('keeps active merchandisers and helpers within the radius and their own reach, closest first', () => {
    const a = worker(near);
    const b = worker(nearer);
    const far = worker(hamilton);
    const tooFarForThem = worker({ ...near, maximumTravelDistance: 10 });
    const inactive = worker({ ...nearer, inactive: true });
    const supervisorOnly = worker({ ...nearer, isMerchandiser: false });
    const helper = worker({ ...near, isMerchandiser: false, isHelper: true });
    const found = candidatesOfStore(store, [a, b, far, tooFarForThem, inactive, supervisorOnly, helper], {
      numberOfHelpers: 0,
      maximumDistanceKm: 50,
    });
    expect(found.map((c) => c.worker.id)).toEqual([b.id, a.id, helper.id]);
    expect(found[0]?.distance).toBeLessThan(5);
  });

  it('reaches workers living in or travelling to the store city, whatever the distance, after the near ones', () => {
    const lives = worker({ ...ottawa, cityId: TORONTO });
    const travels = worker({ ...ottawa, travelCityIds: [TORONTO] });
    const noPlace = worker({ cityId: TORONTO });
    const elsewhere = worker(ottawa);
    const close = worker(near);
    const found = candidatesOfStore(store, [lives, travels, noPlace, elsewhere, close], {
      numberOfHelpers: 0,
      maximumDistanceKm: 100,
    });
    expect(found.map((c) => c.worker.id)).toEqual([close.id, lives.id, travels.id, noPlace.id]);
  });

  it('keeps at most perStore candidates', () => {
    const many = Array.from({ length: 40 }, () => worker(near));
    expect(candidatesOfStore(store, many, { numberOfHelpers: 0, maximumDistanceKm: 100, perStore: 30 })).toHaveLength(
      30,
    );
  });
});

describe('planFill', () => {
  it('gives a row without a team lead the closest available merchandiser, as team lead first', () => {
    const close = worker(nearer);
    const other = worker(near);
    const existing: StoredRowWorker = {
      id: other.id,
      name: 'x',
      isTeamLead: false,
      isTemporary: false,
      isSpecialProjects: false,
    };
    const row = fillRow({ workers: [existing] });
    const result = plan([row], [close, other], lookup());
    expect(result.workers.get(row.row.id)?.map((w) => [w.id, w.isTeamLead])).toEqual([
      [close.id, true],
      [other.id, false],
    ]);
    expect(result.unfilled).toEqual([]);
  });

  it('skips inactive, fully blocked and over-allocated workers', () => {
    const blocked = worker(nearer);
    const busy = worker(nearer);
    const free = worker(near);
    const stored = new Map([[busy.id, [{ startDate: '2030-03-04', endDate: '2030-03-04', hours: 6 }]]]);
    const row = fillRow({ hours: 4 });
    const result = plan([row], [blocked, busy, free], lookup(stored, new Set(), new Set([blocked.id])));
    expect(result.workers.get(row.row.id)?.map((w) => w.id)).toEqual([free.id]);
  });

  it('counts the hours planned in the same fill: a worker is not over-allocated by it', () => {
    const only = worker(nearer);
    const second = worker(near);
    // Two rows on the same day, 5 h each: the closest worker takes the first, the second worker the other.
    const first = fillRow({ hours: 5 });
    const other = fillRow({ hours: 5 });
    const result = plan([first, other], [only, second], lookup());
    expect(result.workers.get(first.row.id)?.[0]?.id).toBe(only.id);
    expect(result.workers.get(other.row.id)?.[0]?.id).toBe(second.id);
  });

  it("counts the draft's own assignments as planned", () => {
    const lead = worker(nearer);
    const second = worker(near);
    const handPlaced = fillRow({
      hours: 6,
      workers: [{ id: lead.id, name: 'x', isTeamLead: true, isTemporary: false, isSpecialProjects: false }],
    });
    const empty = fillRow({ hours: 4 });
    const result = plan([handPlaced, empty], [lead, second], lookup());
    expect(result.workers.has(handPlaced.row.id)).toBe(false);
    expect(result.workers.get(empty.row.id)?.[0]?.id).toBe(second.id);
  });

  it('adds helpers up to the number asked, helper-flagged workers first, never the same worker twice', () => {
    const lead = worker(nearer);
    const merch = worker(nearer);
    const helper = worker({ ...near, isMerchandiser: false, isHelper: true });
    const row = fillRow({ hours: 2 }, true);
    const result = plan([row], [lead, merch, helper], lookup(), 2);
    expect(result.workers.get(row.row.id)?.map((w) => [w.id, w.isTeamLead])).toEqual([
      [lead.id, true],
      [helper.id, false],
      [merch.id, false],
    ]);
    expect(new Set(result.workers.get(row.row.id)?.map((w) => w.id)).size).toBe(3);
  });

  it('never makes a helper-only worker team lead', () => {
    const helper = worker({ ...nearer, isMerchandiser: false, isHelper: true });
    const row = fillRow();
    const result = plan([row], [helper], lookup());
    expect(result.workers.size).toBe(0);
    expect(result.unfilled).toEqual([
      { rowId: row.row.id, storeNumber: 77, jobNumber: 'J-1', reason: 'No available merchandiser within 100 km' },
    ]);
  });

  it('leaves full rows alone and explains the rows it cannot fill', () => {
    const lead = worker(nearer);
    const full = fillRow({
      workers: [{ id: 999, name: 'x', isTeamLead: true, isTemporary: false, isSpecialProjects: false }],
    });
    const noDates = fillRow({ startDate: undefined, endDate: undefined });
    const shortOfHelpers = fillRow({}, true);
    const result = plan([full, noDates, shortOfHelpers], [lead], lookup(), 2);
    expect(result.workers.has(full.row.id)).toBe(false);
    expect(result.workers.get(shortOfHelpers.row.id)?.map((w) => w.id)).toEqual([lead.id]);
    expect(result.unfilled.map((u) => [u.rowId, u.reason])).toEqual([
      [noDates.row.id, 'Row has no dates'],
      [shortOfHelpers.row.id, 'No available helper within 100 km'],
    ]);
  });

  it('asks the stored availability first, then with the planned hours and the row', () => {
    const a = worker(nearer);
    const availability = lookup();
    plan([fillRow()], [a], availability);
    const { asked } = availability;
    expect(asked).toEqual([
      { id: a.id, planned: 0 },
      { id: a.id, planned: 1 },
    ]);
  });
  it('does not ask again for a worker refused for the same window and hours', () => {
    const off = worker(nearer);
    const availability = lookup(new Map(), new Set(), new Set([off.id]));
    plan([fillRow(), fillRow(), fillRow()], [off], availability);
    expect(availability.asked).toEqual([{ id: off.id, planned: 0 }]);
  });
});
