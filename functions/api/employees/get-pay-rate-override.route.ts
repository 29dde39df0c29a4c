import { employeesRoutes } from '@shelfline/shared/routes/employees.routes';
import { implement } from '../../common/api-handler.ts';
import { overrideOf, toPayRateOverride } from './pay-rates.ts';

/** `GET Employees/{id}/payrateoverrides/{overrideId}`. */
export const getPayRateOverride = implement(employeesRoutes.getPayRateOverride, async ({ params }) =>
  toPayRateOverride(await overrideOf(params.id, params.overrideId)),
);
