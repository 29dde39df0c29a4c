// biome-ignore-all lint/suspicious/noTemplateCurlyInString: ElectroDB key templates are plain strings with ${attribute} placeholders.
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { Entity } from 'electrodb';
import {
  encodeSummary,
  openServicesKey,
  padServiceId,
  SERVICE_SHARDS,
  type Service,
  servicesOfDayKey,
  summaryOf,
} from '../../../functions/data/entities/service.entity.ts';

/*
 * The ElectroDB pilot of issue 14: three entities of today's kit (retailer.entity.ts, service.entity.ts, the draft's
 * row blocks in draft.entity.ts) defined with ElectroDB so that they map to the SAME items: pk/sk and gsiNpk/gsiNsk,
 * the same key strings, `type`, `version` and the audit fields. An item either kit writes, the other reads
 * (tests/integration/data-kit-electrodb.test.ts); scripts/bench/data-kit.ts measures both. Bench code unless the
 * data-layer choice falls on ElectroDB.
 *
 * What the mapping needs, which is what a migration would need everywhere:
 * - `identifiers: { entity: 'type', version: 'type' }` with `model.version` = `model.entity`: ElectroDB then writes
 *   our `type` (and no `__edb_e__`/`__edb_v__`), and its ownership filter accepts items today's kit wrote.
 * - `casing: 'none'` and a `template` on every key (ElectroDB's own keys are `$shelfline#retailer_1#…`).
 * - Padding belongs to an attribute, not to a key: the service id is bare in `SERVICE#<id>` but 10 digits in the
 *   index sort keys, so those sort keys are hidden attributes computed by a setter (`field: 'gsi3sk'`, the key
 *   template `${storeSortKey}`), as are the sharded compact keys (gsi4, gsi5: `id mod 4` is no attribute) and `row`.
 *   ElectroDB has no key function: whatever is not a plain composite of stored attributes is a `watch` + `set`.
 * - Uniqueness markers (retailer code) and version conditions are not ElectroDB features: a repository still adds
 *   them (a transaction with the marker, a `where` on version).
 */

/** The audit every mutable item carries (entity.ts `Audit`). */
const audit = {
  version: { type: 'number', required: true },
  createdAt: { type: 'string', required: true },
  createdBy: { type: 'string', required: true },
  modifiedAt: { type: 'string', required: true },
  modifiedBy: { type: 'string', required: true },
} as const;

/** ElectroDB writes and filters on our `type` attribute: one identifier for name and version (see above). */
const identifiers = { entity: 'type', version: 'type' };

export function electroEntities(client: DynamoDBDocumentClient, table: string) {
  const config = { client, table, identifiers };

  /** Retailer (retailer.entity.ts): pk `RETAILERS`, sk `RETAILER#<id, 8 digits>`. */
  const retailer = new Entity(
    {
      model: { entity: 'retailer', version: 'retailer', service: 'shelfline' },
      attributes: {
        id: { type: 'number', required: true, padding: { length: 8, char: '0' } },
        code: { type: 'string', required: true },
        name: { type: 'string', required: true },
        isInactive: { type: 'boolean', required: true },
        ...audit,
      },
      indexes: {
        byId: {
          pk: { field: 'pk', composite: [], template: 'RETAILERS', casing: 'none' },
          sk: { field: 'sk', composite: ['id'], template: 'RETAILER#${id}', casing: 'none' },
        },
      },
    },
    config,
  );

  /** Draft row block (draft.entity.ts): pk `DRAFT#<draftId>`, sk `ROWS#<block, 2 digits>`; rows and stores are maps by id. */
  const draftBlock = new Entity(
    {
      model: { entity: 'draftRows', version: 'draftRows', service: 'shelfline' },
      attributes: {
        draftId: { type: 'number', required: true },
        block: { type: 'number', required: true, padding: { length: 2, char: '0' } },
        version: { type: 'number', required: true },
        lastRowSequence: { type: 'number', required: true },
        // Maps keyed by row and store id: ElectroDB's `map` wants fixed properties.
        stores: { type: 'any', required: true },
        rows: { type: 'any', required: true },
      },
      indexes: {
        byBlock: {
          pk: { field: 'pk', composite: ['draftId'], template: 'DRAFT#${draftId}', casing: 'none' },
          sk: { field: 'sk', composite: ['block'], template: 'ROWS#${block}', casing: 'none' },
        },
      },
    },
    config,
  );

  const worker = {
    type: 'map',
    properties: {
      id: { type: 'number', required: true },
      name: { type: 'string', required: true },
      isTemporary: { type: 'boolean', required: true },
    },
  } as const;
  /** A service's index sort key: computed from the record, stored under its key field, never returned. */
  const computed = (field: string, watch: readonly (keyof Service)[], value: (s: Service) => string | undefined) =>
    ({
      type: 'string',
      field,
      hidden: true,
      watch,
      set: (_: unknown, service: Record<string, unknown>) => value(service as unknown as Service),
    }) as const;
  const open = (s: Service) => s.isActivated && !s.isSubmitted;

  /** Service (service.entity.ts): the table key, three full indexes and the compact day and open keys. */
  const service = new Entity(
    {
      model: { entity: 'service', version: 'service', service: 'shelfline' },
      attributes: {
        id: { type: 'number', required: true },
        draftId: { type: 'number' },
        draftRowId: { type: 'number' },
        exportId: { type: 'string' },
        retailerId: { type: 'number', required: true },
        retailerName: { type: 'string', required: true },
        storeId: { type: 'number', required: true },
        storeNumber: { type: 'number', required: true },
        storeName: { type: 'string', required: true },
        provinceId: { type: 'number', required: true },
        province: { type: 'string', required: true },
        cityId: { type: 'number', required: true },
        city: { type: 'string', required: true },
        jobId: { type: 'number', required: true },
        jobNumber: { type: 'string', required: true },
        jobProductId: { type: 'number', required: true },
        productId: { type: 'number' },
        productName: { type: 'string', required: true },
        helperJobProductId: { type: 'number' },
        helperJobNumber: { type: 'string' },
        serviceTypeId: { type: 'number', required: true },
        serviceType: { type: 'string' },
        trait: { type: 'string' },
        timeLimit: { type: 'number', required: true },
        earliestDate: { type: 'string', required: true },
        latestDate: { type: 'string', required: true },
        merchandiserId: { type: 'number' },
        merchandiser: { type: 'string' },
        isTemporary: { type: 'boolean', required: true },
        helpers: { type: 'list', required: true, items: worker },
        category: { type: ['Manual', 'Online'] as const, required: true },
        isActivated: { type: 'boolean', required: true },
        isSubmitted: { type: 'boolean', required: true },
        isSaved: { type: 'boolean' },
        isHighlighted: { type: 'boolean', required: true },
        // estimatedDate null = confirmed without a date: a typed map would refuse the null.
        confirmation: { type: 'any' },
        acctManagerId: { type: 'number' },
        accountManager: { type: 'string' },
        consumerGroupId: { type: 'number' },
        consumerGroup: { type: 'string' },
        payrateFlat: { type: 'number' },
        payratePerHour: { type: 'number' },
        completedDate: { type: 'string' },
        dateReportSubmitted: { type: 'string' },
        sendBackup: { type: 'boolean' },
        sendSupply: { type: 'boolean' },
        earliestDateIsUpdated: { type: 'boolean' },
        latestDateIsUpdated: { type: 'boolean' },
        timeLimitIsUpdated: { type: 'boolean' },
        serviceTypeIdIsUpdated: { type: 'boolean' },
        employeeAssignedIdIsUpdated: { type: 'boolean' },
        isManualEntry: { type: 'boolean' },
        ...audit,
        merchandiserSortKey: computed('gsi1sk', ['id', 'earliestDate', 'merchandiserId'], (s) =>
          s.merchandiserId === undefined ? undefined : `${s.earliestDate}#${padServiceId(s.id)}`,
        ),
        draftSortKey: computed('gsi2sk', ['id', 'draftId'], (s) =>
          s.draftId === undefined ? undefined : padServiceId(s.id),
        ),
        storeSortKey: computed('gsi3sk', ['id'], (s) => padServiceId(s.id)),
        dayKey: computed('gsi4pk', ['id', 'earliestDate'], (s) =>
          servicesOfDayKey(s.earliestDate, s.id % SERVICE_SHARDS),
        ),
        daySortKey: computed('gsi4sk', ['id'], (s) => padServiceId(s.id)),
        openKey: computed('gsi5pk', ['id', 'isActivated', 'isSubmitted'], (s) =>
          open(s) ? openServicesKey(s.id % SERVICE_SHARDS) : undefined,
        ),
        openSortKey: computed('gsi5sk', ['id', 'latestDate', 'isActivated', 'isSubmitted'], (s) =>
          open(s) ? `${s.latestDate}#${padServiceId(s.id)}` : undefined,
        ),
        // The packed summary the compact indexes project (service.entity.ts).
        row: {
          type: 'string',
          hidden: true,
          watch: '*',
          set: (_: unknown, s: Record<string, unknown>) => encodeSummary(summaryOf(s as unknown as Service)),
        },
      },
      indexes: {
        byId: {
          pk: { field: 'pk', composite: ['id'], template: 'SERVICE#${id}', casing: 'none' },
          sk: { field: 'sk', composite: [], template: 'SERVICE', casing: 'none' },
        },
        byMerchandiser: {
          index: 'gsi1',
          condition: (s) => s.merchandiserId !== undefined,
          pk: {
            field: 'gsi1pk',
            composite: ['merchandiserId'],
            template: 'SVCMERCH#${merchandiserId}',
            casing: 'none',
          },
          sk: {
            field: 'gsi1sk',
            composite: ['merchandiserSortKey'],
            template: '${merchandiserSortKey}',
            casing: 'none',
          },
        },
        byDraft: {
          index: 'gsi2',
          condition: (s) => s.draftId !== undefined,
          pk: { field: 'gsi2pk', composite: ['draftId'], template: 'DRAFT#${draftId}#SERVICES', casing: 'none' },
          sk: { field: 'gsi2sk', composite: ['draftSortKey'], template: '${draftSortKey}', casing: 'none' },
        },
        byStore: {
          index: 'gsi3',
          pk: { field: 'gsi3pk', composite: ['storeId'], template: 'STORE#${storeId}#SERVICES', casing: 'none' },
          sk: { field: 'gsi3sk', composite: ['storeSortKey'], template: '${storeSortKey}', casing: 'none' },
        },
      },
    },
    config,
  );

  return { retailer, draftBlock, service };
}

export type ElectroEntities = ReturnType<typeof electroEntities>;
