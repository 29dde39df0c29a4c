import { employeesRoutes } from '@shelfline/shared/routes/employees.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { payRateOverrides } from '../../data/people/worker-records.repository.ts';
import { nextId } from '../../data/repository.ts';
import { resolveOverride, toPayRateOverride } from './pay-rates.ts';
import { getWorker } from './workers.ts';

/** `POST Employees/{id}/payrateoverrides`. */
export const createPayRateOverride = implement(
  employeesRoutes.createPayRateOverride,
  async ({ params, body, auth }) => {
    await getWorker(params.id);
    const id = await nextId(payRateOverrides.definition.name);
    const record = await resolveOverride(params.id, id, body);
    return respond(201, await toPayRateOverride(await payRateOverrides.create(params.id, record, auth.username)));
  },
);
