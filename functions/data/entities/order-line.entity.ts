import { defineEntity } from '../entity.ts';

/**
 * Order line (002 §3 Order detail): one UPC of an order with its quantity and the item data copied from the
 * planogram's data row at scan time. Keyed by the UPC in the service's partition, so a scan is one conditional
 * UpdateItem (`ADD quantity`, item data `if_not_exists`) and two fast scans of the same UPC can never make two lines.
 *
 * | access pattern             | index | key                                                    |
 * |----------------------------|-------|--------------------------------------------------------|
 * | line of a UPC              | table | pk `SERVICE#<serviceId>`, sk `ORDERLINE#<upc>`         |
 * | lines of an order          | table | pk `SERVICE#<serviceId>`, sk begins `ORDERLINE#` (order.entity.ts `ofService`) |
 *
 * `orderDetailId` (the spec's id for `PATCH orders/detail/quantity`) is a number of its own, from the
 * `orderDetail` counter, given when the line is first written.
 */
export interface OrderLine {
  /** `<serviceId>#<upc>`. */
  id: string;
  serviceId: number;
  orderId: number;
  orderDetailId: number;
  planogramDataId: number;
  upc: string;
  itemCode: string;
  /** The data row's slot code. */
  slotNumber: string;
  /** The data row's item description. */
  title: string;
  quantity: number;
  cost: number;
  retail: number;
  /**
   * The client's ids of the last scans counted on this line (at most 20): a scan sent again after a lost answer,
   * with the same `scanId`, is recognised and not counted twice.
   */
  recentScanIds?: string[];
}

export const ORDER_LINE_PREFIX = 'ORDERLINE#';
export const orderLineId = (serviceId: number, upc: string) => `${serviceId}#${upc}`;

export const OrderLineEntity = defineEntity<OrderLine>({
  name: 'orderLine',
  key: (id) => {
    const [serviceId, upc] = String(id).split('#');
    return { pk: `SERVICE#${serviceId}`, sk: `${ORDER_LINE_PREFIX}${upc}` };
  },
});
