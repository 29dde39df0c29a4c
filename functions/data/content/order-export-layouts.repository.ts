import { STANDARD_LAYOUT_COLUMNS, STANDARD_LAYOUT_NAME } from '@shelfline/shared/contracts/order-export.contract';
import { ConflictError } from '../../common/http-errors.ts';
import {
  type OrderExportLayout,
  OrderExportLayoutEntity,
  OrderExportLayoutPatterns,
  STANDARD_ORDER_EXPORT_LAYOUT_ID,
} from '../entities/order-export-layout.entity.ts';
import type { Audit } from '../entity.ts';
import { createRepository, nextId } from '../repository.ts';

/*
 * Order export layouts (002 §2 Order export layouts). Keys: order-export-layout.entity.ts (one partition, read whole;
 * a name marker keeps names unique).
 *
 * Layout 1 "Standard" must exist on every deployment, not only where the demo was loaded: it is created when a read
 * finds it missing (`withStandard`), by the repository's create, which is a conditional Put with its name marker in
 * one transaction — two first readers at once write it once, the other's create is refused and ignored. So no
 * provisioning step is needed and an empty table gets it on its first layouts call.
 */
export const orderExportLayouts = createRepository(OrderExportLayoutEntity, OrderExportLayoutPatterns);

export type StoredOrderExportLayout = OrderExportLayout & Audit;

const STANDARD: OrderExportLayout = {
  id: STANDARD_ORDER_EXPORT_LAYOUT_ID,
  name: STANDARD_LAYOUT_NAME,
  columns: STANDARD_LAYOUT_COLUMNS,
};

/** Writes the Standard layout unless it is there (someone else writing it at the same moment is fine). */
async function createStandard(): Promise<StoredOrderExportLayout | undefined> {
  try {
    return await orderExportLayouts.create(STANDARD, 'system');
  } catch (error) {
    if (error instanceof ConflictError) return orderExportLayouts.get(STANDARD_ORDER_EXPORT_LAYOUT_ID);
    throw error;
  }
}

/** Every layout by id, the Standard layout created first if it is missing. */
export async function listOrderExportLayouts(): Promise<StoredOrderExportLayout[]> {
  const all = await orderExportLayouts.queryAll('all');
  if (all.some((l) => l.id === STANDARD_ORDER_EXPORT_LAYOUT_ID)) return all;
  const standard = await createStandard();
  return standard ? [standard, ...all.filter((l) => l.id !== standard.id)] : all;
}

/** One layout, or undefined; the Standard layout is created when it is asked for and missing. */
export async function getOrderExportLayout(id: number): Promise<StoredOrderExportLayout | undefined> {
  const found = await orderExportLayouts.get(id);
  if (found || id !== STANDARD_ORDER_EXPORT_LAYOUT_ID) return found;
  return createStandard();
}

/**
 * The id of a new layout: the counter's next value, moved past the ids already used (the demo loads its layouts with
 * their ids; the Standard layout takes 1 without the counter).
 */
export async function nextOrderExportLayoutId(): Promise<number> {
  const used = Math.max(0, ...(await listOrderExportLayouts()).map((l) => l.id));
  const id = await nextId(OrderExportLayoutEntity.name);
  if (id > used) return id;
  const skip = used - id + 1;
  return (await nextId(OrderExportLayoutEntity.name, skip)) + skip - 1;
}
