import { LAYOUT_PAGE_ROWS } from '@shelfline/shared/contracts/planogram.contract';
import { planogramsRoutes } from '@shelfline/shared/routes/planograms.routes';
import { implement } from '../../common/api-handler.ts';
import { cellsOfRows } from '../../data/content/planogram-layout.repository.ts';
import { getPlanogram } from '../../data/content/planograms.repository.ts';
import { layoutPage } from '../../domain/planograms/views.ts';

/**
 * GET planograms/{id}/layout?pageNumber=&pageSize=: the cells starting in the page's rows (pageSize rows, default 100;
 * 001 §9), one Query of a sort-key range (brief §3h), with the grid's size.
 */
export const getLayout = implement(planogramsRoutes.getLayout, async ({ params, query }) => {
  const planogram = await getPlanogram(params.id);
  const pageSize = query.pageSize ?? LAYOUT_PAGE_ROWS;
  const fromRow = (query.pageNumber - 1) * pageSize + 1;
  const toRow = fromRow + pageSize - 1;
  const cells = await cellsOfRows(planogram.id, fromRow, toRow);
  return layoutPage(planogram, { pageNumber: query.pageNumber, pageSize, fromRow, toRow }, cells);
});
