import { miscChargeRatesRoutes } from '@shelfline/shared/routes/miscchargerates.routes';
import { miscChargeTypesRoutes } from '@shelfline/shared/routes/miscchargetypes.routes';
import { queryOptions } from '@tanstack/react-query';
import { callRoute } from '../app/api.ts';

/** Misc charge types (`GET miscChargeTypes?includeInactive=`): the /miscCharges screen and the misc charge form. */
export const miscChargeTypeKeys = {
  all: ['miscChargeTypes'] as const,
  list: (includeInactive: boolean) => ['miscChargeTypes', { includeInactive }] as const,
};

export const miscChargeTypesQuery = (includeInactive: boolean) =>
  queryOptions({
    queryKey: miscChargeTypeKeys.list(includeInactive),
    queryFn: ({ signal }) => callRoute(miscChargeTypesRoutes.list, { query: { includeInactive }, signal }),
  });

/** The company misc charge rates (`GET miscChargeRates`): the Misc charge rates modal. */
export const miscChargeRatesKeys = { all: ['miscChargeRates'] as const };

export const miscChargeRatesQuery = () =>
  queryOptions({
    queryKey: miscChargeRatesKeys.all,
    queryFn: ({ signal }) => callRoute(miscChargeRatesRoutes.get, { signal }),
  });
