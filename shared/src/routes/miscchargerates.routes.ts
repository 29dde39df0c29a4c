import { MiscChargeRatesSchema, MiscChargeRatesUpdateSchema } from '../contracts/misc-charge.contract.ts';
import { defineRoute } from './route.ts';

/** Company misc charge rates: the Misc charge rates modal of the Misc Charge Types screen (002 §2, §7). */
export const miscChargeRatesRoutes = {
  get: defineRoute({
    method: 'GET',
    path: 'miscChargeRates',
    access: 'masterFilesAdmin',
    summary: 'Company misc charge rates (travel and printing)',
    response: MiscChargeRatesSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: 'miscChargeRates',
    access: 'masterFilesAdmin',
    summary: 'Update the company misc charge rates',
    body: MiscChargeRatesUpdateSchema,
    response: MiscChargeRatesSchema,
  }),
} as const;
