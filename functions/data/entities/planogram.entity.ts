import { defineEntity, definePatterns } from '../entity.ts';

/**
 * Planogram (001 §2 Planogram maintenance, §3): what belongs on a shelf. Its data rows (planogram-data-row.entity.ts)
 * and layout cells (planogram-cell.entity.ts) live in its partition, so one Query reads or copies it whole and a
 * layout page is one sort-key range.
 *
 * | access pattern                                       | pattern | index | key                                        |
 * |------------------------------------------------------|---------|-------|--------------------------------------------|
 * | planogram head by id                                 |         | table | pk `PLANOGRAM#<id>`, sk `HEAD`             |
 * | head, data rows and cells (copy, delete)             | `whole` | table | pk `PLANOGRAM#<id>`                        |
 * | every planogram by code (list, pickers)              | `all`   | gsi1  | `PLANOGRAMS` / `<code, lower case>`        |
 * | code taken?                                          |         | table | marker `UNIQUE#planogram.code#<code>`      |
 *
 * `dataRowsCount` and `layoutCellsCount` are kept on the head with ADD in the same transaction as row and cell
 * writes, so the list never counts.
 */
export interface Planogram {
  id: number;
  planogramCode: string;
  /** A value of system list PLNCAT. */
  category?: string;
  /** A value of system list PLNTYP (a label: the editor behaves the same for every type). */
  planogramType?: string;
  comments?: string;
  numberOfColumns: number;
  numberOfRows: number;
  numberOfHeaderRows: number;
  dataRowsCount: number;
  layoutCellsCount: number;
  inactive: boolean;
}

export const PLANOGRAMS_KEY = 'PLANOGRAMS';
export const planogramPartition = (id: number) => `PLANOGRAM#${id}`;

export const PlanogramEntity = defineEntity<Planogram>({
  name: 'planogram',
  key: (id) => ({ pk: planogramPartition(Number(id)), sk: 'HEAD' }),
  indexes: {
    gsi1: (p) => ({ pk: PLANOGRAMS_KEY, sk: p.planogramCode.trim().toLowerCase() }),
  },
  unique: [{ label: 'code', value: (p) => p.planogramCode }],
});

export const PlanogramPatterns = definePatterns({
  /** every planogram, by code */
  all: { index: 'gsi1', key: () => ({ pk: PLANOGRAMS_KEY }) },
  /** the head, data rows and cells of one planogram */
  whole: { index: 'table', key: (id: number) => ({ pk: planogramPartition(id) }) },
});
