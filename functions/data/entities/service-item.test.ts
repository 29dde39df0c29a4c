import { expect, test } from 'vitest';
import { replaceServiceItem } from '../schedule/schedule.repository.ts';
import { serviceItem } from '../schedule/services.repository.ts';
import type { Service } from './service.entity.ts';

/*
 * The stored service item, attribute by attribute, as the table holds it (keys, padding, sparse index attributes,
 * the packed `row`, `type`, audit). The items below were written by the hand-built item of before the data kit
 * carried services: a change of the physical item must be deliberate (every stored service would need rewriting).
 */

process.env.TABLE_NAME ??= 'shelfline';

/** No merchandiser, no draft, not activated: only gsi3 and gsi4 (gsi1, gsi2, gsi5 are sparse). */
const MINIMAL: Service = {
  id: 1234,
  retailerId: 3,
  retailerName: 'Walmart',
  storeId: 77,
  storeNumber: 1021,
  storeName: 'Kanata',
  provinceId: 9,
  province: 'ON',
  cityId: 12,
  city: 'Ottawa',
  jobId: 5,
  jobNumber: 'J-005',
  jobProductId: 51,
  productName: 'Shelf reset',
  serviceTypeId: 2,
  timeLimit: 1.5,
  earliestDate: '2026-03-02',
  latestDate: '2026-03-09',
  isTemporary: false,
  helpers: [],
  category: 'Manual',
  isActivated: false,
  isSubmitted: false,
  isHighlighted: false,
};

/** Every index: a merchandiser (gsi1), a draft (gsi2), activated and not submitted (gsi5); confirmed without a date. */
const FULL: Service = {
  ...MINIMAL,
  id: 9,
  draftId: 41,
  draftRowId: 7,
  exportId: 'exp-1',
  productId: 800,
  serviceType: 'Reset',
  trait: 'Big',
  merchandiserId: 300,
  merchandiser: 'Bob B',
  helpers: [{ id: 301, name: 'Cy', isTemporary: true }],
  category: 'Online',
  isActivated: true,
  isSaved: true,
  isHighlighted: true,
  confirmation: { estimatedDate: null, confirmedAt: '2026-02-01T00:00:00.000Z', confirmedBy: 'carol' },
  acctManagerId: 4,
  accountManager: 'Dee',
  timeLimitIsUpdated: true,
  isManualEntry: true,
};

/** Creation by alice, as every new item below. */
const CREATED = {
  type: 'service',
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  createdBy: 'alice',
  modifiedAt: '2026-01-01T00:00:00.000Z',
  modifiedBy: 'alice',
};

/** The record's own fields are stored as they are, beside its keys, the packed row and the audit. */
const EXPECTED_NEW_MINIMAL = {
  ...MINIMAL,
  pk: 'SERVICE#1234',
  sk: 'SERVICE',
  gsi4pk: 'SVCDAY#2026-03-02#2',
  gsi4sk: '0000001234',
  row: '[1234,"2026-03-02","2026-03-09",3,"Walmart",77,1021,"Kanata",9,"ON",12,"Ottawa",5,"J-005",null,"Shelf reset",2,null,null,1.5,null,null,null,0,0,0]',
  gsi3pk: 'STORE#77#SERVICES',
  gsi3sk: '0000001234',
  ...CREATED,
};

/** The keys of service 9 in the indexes it is in whatever its state (merchandiser, store, draft, day). */
const KEYS_OF_9 = {
  pk: 'SERVICE#9',
  sk: 'SERVICE',
  gsi4pk: 'SVCDAY#2026-03-02#1',
  gsi4sk: '0000000009',
  gsi1pk: 'SVCMERCH#300',
  gsi1sk: '2026-03-02#0000000009',
  gsi3pk: 'STORE#77#SERVICES',
  gsi3sk: '0000000009',
  gsi2pk: 'DRAFT#41#SERVICES',
  gsi2sk: '0000000009',
};

const EXPECTED_NEW_FULL = {
  ...FULL,
  ...KEYS_OF_9,
  row: '[9,"2026-03-02","2026-03-09",3,"Walmart",77,1021,"Kanata",9,"ON",12,"Ottawa",5,"J-005",800,"Shelf reset",2,"Reset","Big",1.5,300,"Bob B",4,1,109,null]',
  gsi5pk: 'SVCOPEN#1',
  gsi5sk: '2026-03-09#0000000009',
  ...CREATED,
};

/**
 * Submitted: out of the open index (no gsi5), its flags changed in the row, its completed date appended to the row
 * (Missing Charges reads it there), one version up, creation kept.
 */
const EXPECTED_REPLACED = {
  ...FULL,
  isSubmitted: true,
  completedDate: '2026-03-05',
  ...KEYS_OF_9,
  row: '[9,"2026-03-02","2026-03-09",3,"Walmart",77,1021,"Kanata",9,"ON",12,"Ottawa",5,"J-005",800,"Shelf reset",2,"Reset","Big",1.5,300,"Bob B",4,1,111,null,"2026-03-05"]',
  type: 'service',
  version: 4,
  createdAt: '2026-01-01T00:00:00.000Z',
  createdBy: 'alice',
  modifiedAt: '2026-03-05T10:00:00.000Z',
  modifiedBy: 'dan',
};

test('a new service without merchandiser or draft is stored outside the sparse indexes', () => {
  expect(serviceItem(MINIMAL, 'alice', '2026-01-01T00:00:00.000Z')).toStrictEqual(EXPECTED_NEW_MINIMAL);
});

test('a new service of a draft with a merchandiser, activated, is stored in every index', () => {
  expect(serviceItem(FULL, 'alice', '2026-01-01T00:00:00.000Z')).toStrictEqual(EXPECTED_NEW_FULL);
});

test('a submitted replacement leaves the open index, keeps its creation and raises the version', () => {
  const before = {
    ...FULL,
    version: 3,
    createdAt: '2026-01-01T00:00:00.000Z',
    createdBy: 'alice',
    modifiedAt: '2026-01-02T00:00:00.000Z',
    modifiedBy: 'bob',
  };
  const after = { ...FULL, isSubmitted: true, completedDate: '2026-03-05' };
  expect(replaceServiceItem(before, after, 'dan', '2026-03-05T10:00:00.000Z')).toStrictEqual({
    Put: {
      TableName: 'shelfline',
      Item: EXPECTED_REPLACED,
      ConditionExpression: 'version = :v',
      ExpressionAttributeValues: { ':v': 3 },
    },
  });
});
