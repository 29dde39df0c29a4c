import { miscChargeRatesRoutes } from '@shelfline/shared/routes/miscchargerates.routes';
import { implement } from '../../common/api-handler.ts';
import { saveMiscChargeRates } from '../../data/money/misc-charge-types.repository.ts';

/** `PUT miscChargeRates`: the six rates at the version read (409 when stale; 0 saves them the first time). */
export const update = implement(miscChargeRatesRoutes.update, async ({ body, auth }) => {
  const { version, ...fields } = body;
  return saveMiscChargeRates(fields, version, auth.username);
});
