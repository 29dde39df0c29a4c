import type { StoredOrderExportLayout } from '../../data/content/order-export-layouts.repository.ts';
import { orderExportLayouts } from '../../data/content/order-export-layouts.repository.ts';

/** A layout as the API answers it: the spec's `orderExportLayoutId` beside `id`. */
export const layoutView = (layout: StoredOrderExportLayout) => ({ ...layout, orderExportLayoutId: layout.id });

/** The stored layout, or 404 naming it. */
export const storedLayout = (id: number) => orderExportLayouts.getOrThrow(id, 'order export layout');
