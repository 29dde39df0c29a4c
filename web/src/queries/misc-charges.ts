import type { MiscChargeQuery } from '@shelfline/shared/contracts/misc-charge.contract';
import { completedServicesRoutes } from '@shelfline/shared/routes/completedservices.routes';
import { miscChargesRoutes } from '@shelfline/shared/routes/misccharges.routes';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { callRoute } from '../app/api.ts';

/*
 * The Misc. Charges tab of merchandiser invoicing: the list (`GET miscCharges` with the tab's filters), one worker's
 * rates for the modal's preview (`GET MiscCharges/rates`) and the modal's completed services
 * (`GET completedServices/recent`, with the services of the charge being edited).
 */
export const miscChargeKeys = {
  all: ['miscCharges'] as const,
  list: (query: MiscChargeQuery) => ['miscCharges', 'list', query] as const,
  rates: (employeeId: number | undefined) => ['miscCharges', 'rates', employeeId ?? null] as const,
  services: (merchandiserId: number | undefined, chargeId: number | undefined) =>
    ['miscCharges', 'services', merchandiserId ?? null, chargeId ?? null] as const,
};

export const miscChargesQuery = (query: MiscChargeQuery) =>
  queryOptions({
    queryKey: miscChargeKeys.list(query),
    queryFn: ({ signal }) => callRoute(miscChargesRoutes.list, { query, signal }),
  });

/** The rates a worker's charges are computed with; a merchandiser's own whatever the id (the server decides). */
export const miscChargeWorkerRatesQuery = (employeeId: number | undefined) =>
  queryOptions({
    queryKey: miscChargeKeys.rates(employeeId),
    queryFn: ({ signal }) => callRoute(miscChargesRoutes.getRates, { query: { employeeId }, signal }),
  });

/** A worker's recent completed services; none until a worker is known (staff must name one). */
export const completedServicesQuery = (
  merchandiserId: number | undefined,
  chargeId: number | undefined,
  ask: boolean,
) =>
  queryOptions({
    queryKey: miscChargeKeys.services(merchandiserId, chargeId),
    queryFn: ask
      ? ({ signal }) => callRoute(completedServicesRoutes.listRecent, { query: { merchandiserId, chargeId }, signal })
      : skipToken,
  });
