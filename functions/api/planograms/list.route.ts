import { showsRecord } from '@shelfline/shared/contracts/list.contract';
import { planogramsRoutes } from '@shelfline/shared/routes/planograms.routes';
import { implement } from '../../common/api-handler.ts';
import { pageOrAll } from '../../common/paging.ts';
import { listAllPlanograms } from '../../data/content/planograms.repository.ts';
import { planogramView } from '../../domain/planograms/views.ts';

/**
 * GET planograms: active ones unless asked (001 §4), by code. The plain array without paging parameters (the trait
 * picker, the detail's code switcher); a page, searched and sorted, for the list screen. One Query of the code index,
 * the counts read from the heads (brief §3h).
 */
export const list = implement(planogramsRoutes.list, async ({ query }) => {
  const rows = (await listAllPlanograms()).filter((p) => showsRecord(query, p.inactive === true)).map(planogramView);
  return pageOrAll(rows, query, {
    searchIn: (p) => [p.planogramCode, p.category ?? '', p.planogramType ?? '', p.comments ?? ''],
    sorts: {
      planogramCode: (p) => p.planogramCode.toLowerCase(),
      category: (p) => p.category ?? '',
      planogramType: (p) => p.planogramType ?? '',
      numberOfColumns: (p) => p.numberOfColumns,
      numberOfRows: (p) => p.numberOfRows,
      numberOfHeaderRows: (p) => p.numberOfHeaderRows,
      dataRowsCount: (p) => p.dataRowsCount,
      layoutCellsCount: (p) => p.layoutCellsCount,
      inactive: (p) => p.inactive,
    },
  });
});
