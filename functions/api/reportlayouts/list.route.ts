import { showsRecord } from '@shelfline/shared/contracts/list.contract';
import { reportLayoutsRoutes } from '@shelfline/shared/routes/reportlayouts.routes';
import { implement } from '../../common/api-handler.ts';
import { pageOrAll } from '../../common/paging.ts';
import { listAllLayouts } from '../../data/content/report-layouts.repository.ts';
import { layoutRow } from './layout-view.ts';

/**
 * GET reportLayouts: the layouts without their items, active ones unless `activeFilter`/`includeInactive` says
 * otherwise. Without paging parameters the spec's plain array; with them a page (the builder's list), searched and
 * sorted in memory over the one partition of a few hundred layouts (brief §5h).
 */
export const list = implement(reportLayoutsRoutes.list, async ({ query }) => {
  const rows = (await listAllLayouts()).filter((l) => showsRecord(query, l.inactive)).map(layoutRow);
  return pageOrAll(rows, query, {
    searchIn: (l) => [l.jobNumber, l.product, l.description],
    sorts: {
      jobNumber: (l) => `${l.jobNumber}#${l.serviceFromDate}`,
      product: (l) => l.product,
      description: (l) => l.description,
      serviceFromDate: (l) => l.serviceFromDate,
      serviceToDate: (l) => l.serviceToDate,
      inactive: (l) => l.inactive,
    },
  });
});
