import type { ReportLayout } from '../../data/entities/report-layout.entity.ts';
import type { Audit } from '../../data/entity.ts';

/** A layout as the API answers it: the spec's `reportId` beside `id`; `nextDetailId` stays inside. */
export function layoutView({ nextDetailId: _, ...layout }: ReportLayout & Audit, reportCount?: number) {
  return { ...layout, reportId: layout.id, ...(reportCount !== undefined ? { reportCount } : {}) };
}

/** A row of the list: the layout without its items. */
export function layoutRow(layout: ReportLayout & Audit) {
  const { details: _, ...row } = layoutView(layout);
  return row;
}
