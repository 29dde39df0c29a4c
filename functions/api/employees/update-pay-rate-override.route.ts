import { employeesRoutes } from '@shelfline/shared/routes/employees.routes';
import { implement } from '../../common/api-handler.ts';
import { payRateOverrides } from '../../data/people/worker-records.repository.ts';
import { overrideOf, resolveOverride, toPayRateOverride } from './pay-rates.ts';

/** `PUT Employees/{id}/payrateoverrides/{overrideId}` (409 when `version` is stale). */
export const updatePayRateOverride = implement(
  employeesRoutes.updatePayRateOverride,
  async ({ params, body, auth }) => {
    const current = await overrideOf(params.id, params.overrideId);
    const record = await resolveOverride(params.id, current.id, body);
    return toPayRateOverride(await payRateOverrides.replace(params.id, current, record, body.version, auth.username));
  },
);
