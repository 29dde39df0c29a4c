/**
 * Demo draft schedules (000 §2.5-§2.7), built from the demo data with the same in-memory helpers the API uses
 * (addRow hands out row ids, recount sets the counts) and written as items (head + row blocks) by load.ts:
 * - 'Spring reset': In Progress, ~40 stores × 2 jobs, hours on every row, workers (team lead first) on most rows
 *   — a few rows left without workers so the exception filters have something to show;
 * - 'Holiday displays': Ready For Supervisor, 6 stores × 1 job, every row ready;
 * - 'Back to school (archived)': inactive, 4 stores × 1 job, untouched.
 * All of one retailer. Deterministic: same data, same items (ids 1-3, fixed timestamps), so a reload rewrites the
 * same items. Workers are active demo merchandisers of the store's province, never the demo sign-ins (tests
 * rely on those).
 */
import type { DraftJob } from '@shelfline/shared/contracts/draft.contract';
import type { DraftStatus } from '@shelfline/shared/draft-status';
import type { LoadedDraft } from '../../functions/data/drafts/drafts.repository.ts';
import {
  DRAFT_BLOCK_TYPE,
  DRAFT_HEAD_TYPE,
  type DraftHead,
  draftBlockKey,
  draftHeadKey,
  draftJobId,
  draftListKeys,
  type StoredRowWorker,
} from '../../functions/data/entities/draft.entity.ts';
import type { Employee } from '../../functions/data/entities/employee.entity.ts';
import type { Job } from '../../functions/data/entities/job.entity.ts';
import type { JobProduct } from '../../functions/data/entities/job-product.entity.ts';
import type { Store } from '../../functions/data/entities/store.entity.ts';
import { blockStoreOf, mainJobFieldsOf, newRowFields, pairsOf } from '../../functions/domain/drafts/generate-rows.ts';
import { addRow, recount } from '../../functions/domain/drafts/row-blocks.ts';
import type { DemoData } from './generate.ts';
import { addDays, mondayOf } from './worker-profiles.ts';

interface DraftSeed {
  name: string;
  status: DraftStatus;
  isInactive: boolean;
  stores: number;
  jobs: number;
  /** Every `n`th row is left without workers (0: all rows get workers; undefined: no hours, no workers). */
  emptyEvery?: number;
  /** Per job: the Monday-to-Friday week it runs, in weeks after the demo's current week (none: no dates). */
  weeks?: readonly number[];
}

const SEEDS: readonly DraftSeed[] = [
  { name: 'Spring reset', status: 'InProgress', isInactive: false, stores: 40, jobs: 2, emptyEvery: 7, weeks: [2, 3] },
  {
    name: 'Holiday displays',
    status: 'ReadyForSupervisor',
    isInactive: false,
    stores: 6,
    jobs: 1,
    emptyEvery: 0,
    weeks: [4],
  },
  { name: 'Back to school (archived)', status: 'InProgress', isInactive: true, stores: 4, jobs: 1 },
];

export interface DemoDrafts {
  /** Head and block items, ready for BatchWriteItem. */
  items: Record<string, unknown>[];
  drafts: number;
  maxId: number;
}

export function demoDraftItems(data: DemoData, by: string): DemoDrafts {
  const logins = new Set(data.demoLogins.map((l) => l.personId));
  const merchandisers = data.employees.filter((e) => e.isMerchandiser && !e.inactive && !logins.has(e.id));
  const byProvince = new Map<number, Employee[]>();
  for (const m of merchandisers)
    if (m.provinceId !== undefined) byProvince.set(m.provinceId, [...(byProvince.get(m.provinceId) ?? []), m]);

  const source = demoRetailer(data);
  if (!source) return { items: [], drafts: 0, maxId: 0 };
  const { retailer, products } = source;
  const crew = (provinceId: number) => byProvince.get(provinceId) ?? merchandisers;
  const local = (provinceId: number) => byProvince.get(provinceId)?.length ?? 0;
  const stores = data.stores
    .filter((s) => s.retailerId === retailer.id && !s.isInactive)
    .sort((a, b) => local(b.provinceId) - local(a.provinceId) || a.id - b.id);
  const cityById = new Map(data.cities.map((c) => [c.id, c]));
  const typeNames = new Map(data.serviceTypes.map((t) => [t.id, t.name]));

  const monday = demoMonday(data);
  const items: Record<string, unknown>[] = [];
  let offset = 0;
  SEEDS.forEach((seed, index) => {
    const id = index + 1;
    const chosen = stores.slice(offset, offset + seed.stores);
    offset += seed.stores;
    const at = `${addDays(monday, -7 + index)}T${String(index + 8).padStart(2, '0')}:00:00.000Z`;
    const jobs: DraftJob[] = products.slice(0, seed.jobs).map(({ product, job }, n) => ({
      id: draftJobId(id, n + 1),
      ...mainJobFieldsOf(product, job, typeNames),
      ...weekOf(monday, seed.weeks?.[n]),
    }));
    const head: DraftHead = {
      id,
      name: seed.name,
      retailerId: retailer.id,
      retailer: retailer.name,
      status: seed.status,
      isInactive: seed.isInactive,
      storesCount: 0,
      jobsCount: 0,
      detailsCount: 0,
      jobs,
      lastJobSequence: jobs.length,
      version: 1,
      createdAt: at,
      createdBy: by,
      modifiedAt: at,
      modifiedBy: by,
    };
    const draft: LoadedDraft = { head, headVersion: 1, headChanged: false, blocks: new Map() };
    let rowIndex = 0;
    for (const { store, job } of pairsOf(chosen, jobs)) {
      const row = addRow(draft, blockStoreOf(store, cityById.get(store.cityId)), newRowFields(job));
      rowIndex++;
      if (seed.emptyEvery === undefined) continue;
      const staffed = seed.emptyEvery === 0 || rowIndex % seed.emptyEvery !== 0;
      row.hours = 2 + (rowIndex % 5) * 0.5;
      row.workers = staffed ? workersFor(store, rowIndex, crew(store.provinceId)) : [];
    }
    recount(draft);
    items.push({ ...head, ...draftHeadKey(id), type: DRAFT_HEAD_TYPE, ...gsi1(head) });
    for (const block of draft.blocks.values()) {
      const { changed: _changed, readVersion: _read, ...stored } = block;
      items.push({ ...draftBlockKey(id, block.block), type: DRAFT_BLOCK_TYPE, ...stored, version: 1 });
    }
  });
  return { items, drafts: SEEDS.length, maxId: SEEDS.length };
}

/** The first retailer (by id) with at least two job products of active jobs, and those products. */
function demoRetailer(data: DemoData) {
  const jobs = new Map(data.jobs.filter((j) => !j.isInactive).map((j) => [j.id, j]));
  for (const retailer of [...data.retailers].filter((r) => !r.isInactive).sort((a, b) => a.id - b.id)) {
    const products: { product: JobProduct; job: Job }[] = [];
    for (const product of [...data.jobProducts].sort((a, b) => a.id - b.id)) {
      const job = jobs.get(product.jobId);
      // One product per job, so the two jobs of 'Spring reset' are two different jobs.
      if (job?.retailerId === retailer.id && !products.some((p) => p.job.id === job.id))
        products.push({ product, job });
    }
    if (products.length >= 2) return { retailer, products };
  }
  return undefined;
}

/** A team lead, and a helper on every third row; picked round-robin from the province's merchandisers. */
function workersFor(store: Store, rowIndex: number, crew: readonly Employee[]): StoredRowWorker[] {
  const count = rowIndex % 3 === 0 ? 2 : 1;
  const picked: StoredRowWorker[] = [];
  for (let k = 0; k < count && k < crew.length; k++) {
    const worker = crew[(store.id + k) % crew.length] as Employee;
    picked.push({
      id: worker.id,
      name: `${worker.firstName} ${worker.lastName}`.trim(),
      isTeamLead: k === 0,
      isTemporary: false,
      isSpecialProjects: worker.isSpecialProjects,
      ...(worker.supervisorId === undefined ? {} : { supervisorId: worker.supervisorId }),
    });
  }
  return picked;
}

/** Monday to Friday of the week `weeks` after `monday`; no dates without a week. */
function weekOf(monday: string, weeks: number | undefined): { startDate?: string; endDate?: string } {
  if (weeks === undefined) return {};
  return { startDate: addDays(monday, 7 * weeks), endDate: addDays(monday, 7 * weeks + 4) };
}

/**
 * The demo's current week: the demo's scheduled work runs from some weeks before its `today` to some weeks after,
 * so the Monday of its middle date is close to it (DemoData does not carry `today` itself).
 */
function demoMonday(data: DemoData): string {
  const dates = data.scheduledWork.map((w) => w.startDate).sort();
  return mondayOf(dates[Math.floor(dates.length / 2)] ?? '2026-01-05');
}

function gsi1(head: DraftHead) {
  const keys = draftListKeys(head);
  return { gsi1pk: keys.pk, gsi1sk: keys.sk };
}
