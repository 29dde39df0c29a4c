import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentClient } from '../../functions/common/aws/dynamo.ts';
import { env } from '../../functions/common/env.ts';
import { createDraftHead, getBlock, loadDraft, mutateDraft } from '../../functions/data/drafts/drafts.repository.ts';
import { DRAFT_BLOCK_TYPE, draftBlockKey, type StoredBlock } from '../../functions/data/entities/draft.entity.ts';
import { RetailerEntity } from '../../functions/data/entities/retailer.entity.ts';
import { type Service, serviceKey } from '../../functions/data/entities/service.entity.ts';
import { type Audit, type Keys, toItem, uniqueKey } from '../../functions/data/entity.ts';
import { retailers } from '../../functions/data/master-data/master-data.repository.ts';
import { nextId } from '../../functions/data/repository.ts';
import { getService, readServicesOfMerchandiser } from '../../functions/data/schedule/schedule.repository.ts';
import { deleteKeys, putExportItems, serviceItem } from '../../functions/data/schedule/services.repository.ts';
import { addRow } from '../../functions/domain/drafts/row-blocks.ts';
import { benchService, blockStore } from '../../scripts/bench/data-kit/bench-records.ts';
import { electroEntities } from '../../scripts/bench/data-kit/electrodb-entities.ts';
import { testMonth } from '../support/services.ts';

/*
 * The ElectroDB pilot (issue 14, scripts/bench/data-kit/electrodb-entities.ts) maps to the same items as today's kit:
 * for the retailer, the service and the draft's row blocks, an item one kit writes is the item the other would write,
 * and each kit reads the other's item as it reads its own, by key and (service) through an index.
 */
const edb = electroEntities(documentClient(), env.tableName);
const raw = async (key: Keys) =>
  (await documentClient().send(new GetCommand({ TableName: env.tableName, Key: key, ConsistentRead: true }))).Item;
const auditOf = (by: string): Audit => {
  const now = new Date().toISOString();
  return { version: 1, createdAt: now, createdBy: by, modifiedAt: now, modifiedBy: by };
};
/** Items this file wrote, deleted at the end: the stack is shared with the other files. */
const written: Keys[] = [];

afterAll(async () => {
  await deleteKeys(written);
});

describe('data kits: the retailer', () => {
  it("reads a retailer today's repository created as ElectroDB reads it, and the same item", async () => {
    const id = await nextId('retailer');
    const record = { id, code: `EDB${id}`, name: `Pilot ${id}`, isInactive: false };
    const created = await retailers.create(record, 'test');
    written.push(
      RetailerEntity.key(id),
      uniqueKey(RetailerEntity, RetailerEntity.unique?.[0] as never, record) as Keys,
    );

    const { data } = await edb.retailer.get({ id }).go();
    expect(data).toEqual(created);
    expect(data).toEqual(await retailers.get(id));
  });

  it("writes with ElectroDB the item today's kit writes, and today's repository reads it", async () => {
    const id = await nextId('retailer');
    const record = { id, code: `EDB${id}`, name: `Pilot ${id}`, isInactive: true };
    const audit = auditOf('test');
    await edb.retailer.put({ ...record, ...audit }).go();
    written.push(RetailerEntity.key(id));

    expect(await raw(RetailerEntity.key(id))).toEqual(toItem(RetailerEntity, record, audit));
    expect(await retailers.get(id)).toEqual({ ...record, ...audit });
    expect((await edb.retailer.get({ id }).go()).data).toEqual({ ...record, ...audit });
  });
});

describe('data kits: the service and its indexes', () => {
  let services: Service[];
  let merchandiserId: number;
  let storeId: number;
  let month: Awaited<ReturnType<typeof testMonth>>;

  beforeAll(async () => {
    month = await testMonth();
    merchandiserId = 900_000_000 + (await nextId('dataKitPilot'));
    storeId = merchandiserId;
    const firstId = await nextId('service', 3);
    services = [
      // Every index: merchandiser, draft, store, day, open (activated, not submitted); helpers and a confirmation.
      benchService(firstId, storeId, 0, {
        draftId: merchandiserId,
        draftRowId: 1,
        earliestDate: month.day(3),
        latestDate: month.day(7),
        merchandiserId,
        merchandiser: 'Pilot worker',
        helpers: [{ id: 12, name: 'Helper', isTemporary: true }],
        isActivated: true,
        confirmation: { estimatedDate: null, confirmedAt: '2040-01-01T00:00:00.000Z', confirmedBy: 'test' },
        earliestDateIsUpdated: true,
      }),
      // No merchandiser, no draft, not activated: the sparse indexes are left out.
      benchService(firstId + 1, storeId, 1, { earliestDate: month.day(4), latestDate: month.day(8) }),
      benchService(firstId + 2, storeId, 2, {
        earliestDate: month.day(5),
        latestDate: month.day(9),
        merchandiserId,
        isActivated: true,
        isSubmitted: true,
        isManualEntry: true,
        category: 'Online',
      }),
    ];
    written.push(...services.map((s) => serviceKey(s.id)));
  });

  it("writes every service with ElectroDB as today's kit writes it, and each kit reads the other's", async () => {
    for (const service of services) {
      const now = new Date().toISOString();
      const today = serviceItem(service, 'test', now);
      await edb.service.put({ ...service, ...auditOf('test'), createdAt: now, modifiedAt: now }).go();
      expect(await raw(serviceKey(service.id))).toEqual(today);
      const fromEdb = (await edb.service.get({ id: service.id }).go()).data;
      expect(await getService(service.id)).toEqual(fromEdb);

      await putExportItems([today]);
      expect((await edb.service.get({ id: service.id }).go()).data).toEqual(await getService(service.id));
    }
  });

  it('queries the indexes alike: a merchandiser by dates (gsi1), a store (gsi3)', async () => {
    const [first, , third] = services as [Service, Service, Service];
    // The first service as today's kit writes it, the third as ElectroDB does.
    await putExportItems([serviceItem(first, 'test')]);
    await edb.service.put({ ...third, ...auditOf('test') }).go();

    const today = await readServicesOfMerchandiser(merchandiserId, { from: month.day(1), to: month.day(28) });
    const { data } = await edb.service.query
      .byMerchandiser({ merchandiserId })
      .between({ merchandiserSortKey: month.day(1) }, { merchandiserSortKey: `${month.day(28)}#~` })
      .go();
    expect(today.map((s) => s.id)).toEqual([first.id, third.id]);
    expect(data).toEqual(today);

    const ofStore = await edb.service.query.byStore({ storeId }).go();
    expect(ofStore.data.map((s) => s.id)).toEqual(services.map((s) => s.id));
  });
});

describe("data kits: the draft's row blocks", () => {
  let draftId: number;

  afterAll(async () => {
    const draft = await loadDraft(draftId);
    written.push(
      { pk: `DRAFT#${draftId}`, sk: 'DRAFT' },
      ...[...draft.blocks.keys()].map((b) => draftBlockKey(draftId, b)),
    );
  });

  it("reads a block today's repository saved as ElectroDB reads it, and writes a block today's kit reads", async () => {
    const head = await createDraftHead(
      { name: 'Pilot', retailerId: 1, retailer: 'Pilot retailer', isInactive: false },
      'test',
    );
    draftId = head.id;
    const store = blockStore(130);
    await mutateDraft(draftId, 'test', (draft) =>
      addRow(draft, store, {
        draftJobId: draftId * 1_000 + 1,
        serviceTypeId: 8,
        hours: 2,
        startDate: '2040-01-03',
        workers: [{ id: 12, name: 'Worker', isTeamLead: true, isTemporary: false, isSpecialProjects: false }],
      }),
    );
    const block = 130 % 64; // 2
    const saved = await getBlock(draftId, block);
    expect(saved && Object.keys(saved.rows)).toHaveLength(1);
    expect((await edb.draftBlock.get({ draftId, block }).go()).data).toEqual(saved);

    const other: StoredBlock = {
      ...(saved as StoredBlock),
      block: 3,
      version: 1,
      lastRowSequence: 0,
      rows: {},
      stores: {},
    };
    other.stores['3'] = blockStore(3);
    await edb.draftBlock.put(other).go();
    expect(await raw(draftBlockKey(draftId, 3))).toEqual({
      ...draftBlockKey(draftId, 3),
      type: DRAFT_BLOCK_TYPE,
      ...other,
    });
    expect(await getBlock(draftId, 3)).toEqual(other);
    expect([...(await loadDraft(draftId)).blocks.keys()].sort((a, b) => a - b)).toEqual([block, 3]);
  });
});
