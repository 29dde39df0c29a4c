import { missingChargesRoutes } from '@shelfline/shared/routes/missingcharges.routes';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { callRoute } from '../app/api.ts';

/** Missing Charges (002 §2; brief §2.6): both lists of one From Date, asked only once the user pressed Load. */
export const missingChargesKeys = {
  all: ['missingCharges'] as const,
  merchandiser: (fromDate: string | undefined) => ['missingCharges', 'merchandiser', fromDate] as const,
  client: (fromDate: string | undefined) => ['missingCharges', 'client', fromDate] as const,
};

/** `loaded` false: not asked yet (the screen starts empty until Load). */
export const missingMerchandiserChargesQuery = (fromDate: string | undefined, loaded: boolean) =>
  queryOptions({
    queryKey: missingChargesKeys.merchandiser(fromDate),
    queryFn: loaded
      ? ({ signal }) => callRoute(missingChargesRoutes.listMerchandiserCharges, { query: { fromDate }, signal })
      : skipToken,
  });

export const missingClientChargesQuery = (fromDate: string | undefined, loaded: boolean) =>
  queryOptions({
    queryKey: missingChargesKeys.client(fromDate),
    queryFn: loaded
      ? ({ signal }) => callRoute(missingChargesRoutes.listClientCharges, { query: { fromDate }, signal })
      : skipToken,
  });
