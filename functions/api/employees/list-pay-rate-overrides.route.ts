import { employeesRoutes } from '@shelfline/shared/routes/employees.routes';
import { implement } from '../../common/api-handler.ts';
import { payRateOverrides } from '../../data/people/worker-records.repository.ts';
import { toOverrides } from './pay-rates.ts';
import { getWorker } from './workers.ts';

/** `GET Employees/{id}/payrateoverrides`: with job, product and service type names. */
export const listPayRateOverrides = implement(employeesRoutes.listPayRateOverrides, async ({ params }) => {
  await getWorker(params.id);
  return toOverrides(await payRateOverrides.list(params.id));
});
