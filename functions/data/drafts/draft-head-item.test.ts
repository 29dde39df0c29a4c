import { expect, test } from 'vitest';
import type { DraftHead } from '../entities/draft.entity.ts';
import type { ExportingHead } from '../schedule/services.repository.ts';
import { headItem } from './drafts.repository.ts';

/*
 * The stored draft head, attribute by attribute, as the table holds it (key, list index with the padded id, `type`,
 * audit, the export's bookkeeping while one runs). The items below were written by the hand-built head item of
 * before the data kit carried drafts: a change of the physical item must be deliberate.
 */

const HEAD: DraftHead = {
  id: 17,
  name: 'March resets',
  retailerId: 3,
  retailer: 'Walmart',
  status: 'InProgress',
  isInactive: false,
  storesCount: 2,
  jobsCount: 1,
  detailsCount: 2,
  jobs: [
    { id: 17001, jobId: 5, jobNumber: 'J-005', startDate: '2026-03-02', endDate: '2026-03-09' },
  ] as DraftHead['jobs'],
  lastJobSequence: 1,
  version: 4,
  createdAt: '2026-01-01T00:00:00.000Z',
  createdBy: 'alice',
  modifiedAt: '2026-01-03T00:00:00.000Z',
  modifiedBy: 'bob',
};

const EXPORTING: ExportingHead = {
  ...HEAD,
  id: 2345678,
  status: 'Completed',
  exportId: 'exp-9',
  exportStartedAt: '2026-01-04T00:00:00.000Z',
  exportDraftIds: [2345678],
  exportTotal: 3,
  exportDone: 0,
};

/** The head's own fields (audit included) are stored as they are, beside its key, `type` and list index. */
const EXPECTED_HEAD = {
  ...HEAD,
  pk: 'DRAFT#17',
  sk: 'DRAFT',
  type: 'draft',
  gsi1pk: 'DRAFTS',
  gsi1sk: '2026-01-01T00:00:00.000Z#0000000017',
};

const EXPECTED_EXPORTING_HEAD = {
  ...EXPORTING,
  pk: 'DRAFT#2345678',
  sk: 'DRAFT',
  type: 'draft',
  gsi1pk: 'DRAFTS',
  gsi1sk: '2026-01-01T00:00:00.000Z#0002345678',
};

test('a draft head is stored under its key and listed by creation (gsi1)', () => {
  expect(headItem(HEAD)).toStrictEqual(EXPECTED_HEAD);
});

test('a head being exported keeps the bookkeeping of the export beside its fields', () => {
  expect(headItem(EXPORTING)).toStrictEqual(EXPECTED_EXPORTING_HEAD);
});
