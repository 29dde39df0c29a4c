import { miscChargesRoutes } from '@shelfline/shared/routes/misccharges.routes';
import { implement } from '../../common/api-handler.ts';
import { miscChargeRatesForCaller } from '../../domain/money/misc-charges/worker-rates.ts';

/** `GET MiscCharges/rates?jobIds=&employeeId=`: the worker's travel rates over the company's (A23; jobIds unused). */
export const getRates = implement(miscChargesRoutes.getRates, async ({ query, auth }) =>
  miscChargeRatesForCaller(query.employeeId, auth),
);
