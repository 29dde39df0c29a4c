import { employeesRoutes } from '@shelfline/shared/routes/employees.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { payRateOverrides } from '../../data/people/worker-records.repository.ts';
import { overrideOf } from './pay-rates.ts';

/** `DELETE Employees/{id}/payrateoverrides/{overrideId}`. */
export const removePayRateOverride = implement(employeesRoutes.removePayRateOverride, async ({ params }) => {
  await payRateOverrides.remove(params.id, await overrideOf(params.id, params.overrideId));
  return respond(204);
});
