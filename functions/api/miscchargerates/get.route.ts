import { miscChargeRatesRoutes } from '@shelfline/shared/routes/miscchargerates.routes';
import { implement } from '../../common/api-handler.ts';
import { findMiscChargeRates } from '../../data/money/misc-charge-types.repository.ts';

/** `GET miscChargeRates`: the saved rates, or zeros at version 0 before they were ever saved. */
export const get = implement(miscChargeRatesRoutes.get, () => findMiscChargeRates());
