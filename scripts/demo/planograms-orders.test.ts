import { describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_SEED, generateDemoData } from './generate.ts';

const data = generateDemoData(DEFAULT_DEMO_SEED, { today: '2026-11-18' });
const planogramById = new Map(data.planograms.map((p) => [p.id, p]));
const serviceById = new Map(data.services.map((s) => [s.id, s]));

describe('demo planograms and orders', () => {
  it('keeps UPC and slot unique in each planogram, and its counts and grid in step with its rows and cells', () => {
    for (const planogram of data.planograms) {
      const rows = data.planogramDataRows.filter((r) => r.planogramId === planogram.id);
      const cells = data.planogramCells.filter((c) => c.planogramId === planogram.id);
      expect(new Set(rows.map((r) => r.upc)).size).toBe(rows.length);
      expect(new Set(rows.map((r) => r.slotCode)).size).toBe(rows.length);
      expect(rows.every((r) => /^\d{6,14}$/.test(r.upc))).toBe(true);
      expect(planogram.dataRowsCount).toBe(rows.length);
      expect(planogram.layoutCellsCount).toBe(cells.length);
      expect(cells.every((c) => c.row <= planogram.numberOfRows && c.column <= planogram.numberOfColumns)).toBe(true);
      const dataIds = new Set(rows.map((r) => r.id));
      expect(cells.every((c) => c.planogramDataId === 0 || dataIds.has(c.planogramDataId))).toBe(true);
    }
  });

  it("links job traits to active planograms of the job's supplier, by the trait texts its services carry", () => {
    for (const trait of data.jobTraits.filter((t) => t.planogramId)) {
      const planogram = planogramById.get(trait.planogramId as number);
      const job = data.jobs.find((j) => j.id === trait.jobId);
      const supplier = data.suppliers.find((s) => s.id === job?.supplierId);
      expect(planogram?.inactive).toBe(false);
      expect(planogram?.planogramCode).toBe(trait.planogramCode);
      expect(planogram?.planogramCode.startsWith(`${supplier?.code}-`)).toBe(true);
    }
  });

  it("gives each order its service's planogram, lines copied from that planogram's rows, and the export state", () => {
    const traitPlanogram = new Map(data.jobTraits.map((t) => [`${t.jobId}#${t.traitDescription}`, t.planogramId]));
    for (const order of data.orders) {
      const service = serviceById.get(order.serviceId);
      expect(traitPlanogram.get(`${service?.jobId}#${service?.trait}`)).toBe(order.planogramId);
      const lines = data.orderLines.filter((l) => l.orderId === order.id);
      expect(lines.length).toBe(order.lineCount);
      expect(order.noCountNeeded ? lines.length === 0 : lines.length > 0).toBe(true);
      for (const line of lines) {
        const row = data.planogramDataRows.find((r) => r.id === line.planogramDataId);
        expect(row?.planogramId).toBe(order.planogramId);
        expect([line.upc, line.itemCode, line.title, line.cost]).toEqual([
          row?.upc,
          row?.itemCode,
          row?.itemDescription,
          row?.cost,
        ]);
      }
      if (order.status === 'Exported')
        expect(data.orderExports.find((e) => e.id === order.exportId)?.orderIds).toContain(order.id);
      else expect(order.exportId).toBeUndefined();
    }
    expect(data.orders.filter((o) => o.status === 'Exported').length).toBeGreaterThan(20);
    expect(data.orders.some((o) => o.noCountNeeded)).toBe(true);
  });

  it('leaves an order in progress on a live service of merch', () => {
    const open = data.orders.filter((o) => o.status === 'Unsubmitted');
    expect(open.map((o) => serviceById.get(o.serviceId)?.merchandiserId)).toEqual([4]);
    expect(serviceById.get(open[0]?.serviceId ?? 0)?.isActivated).toBe(true);
  });
});
