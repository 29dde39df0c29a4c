import { IdParamsSchema } from '../contracts/list.contract.ts';
import {
  MiscChargeInputSchema,
  MiscChargeQuerySchema,
  MiscChargeSchema,
  MiscChargeUpdateSchema,
  MiscChargeWorkerRatesQuerySchema,
  MiscChargeWorkerRatesSchema,
} from '../contracts/misc-charge.contract.ts';
import { defineRoute } from './route.ts';

/** Misc charges on merchandiser invoicing (002 §2, §4, §6, §7). `MiscCharges/rates` is a literal and wins over `miscCharges/{id}`. */
export const miscChargesRoutes = {
  list: defineRoute({
    method: 'GET',
    path: 'miscCharges',
    access: 'merchandiserInvoicing',
    summary: 'List misc charges',
    query: MiscChargeQuerySchema,
    response: MiscChargeSchema.array(),
  }),
  create: defineRoute({
    method: 'POST',
    path: 'miscCharges',
    access: 'miscChargesEdit',
    summary: 'Create a misc charge',
    body: MiscChargeInputSchema,
    response: MiscChargeSchema,
  }),
  get: defineRoute({
    method: 'GET',
    path: 'miscCharges/{id}',
    access: 'merchandiserInvoicing',
    summary: 'Get one misc charge',
    params: IdParamsSchema,
    response: MiscChargeSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: 'miscCharges/{id}',
    access: 'miscChargesEdit',
    summary: 'Update, approve or deny a misc charge',
    params: IdParamsSchema,
    body: MiscChargeUpdateSchema,
    response: MiscChargeSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: 'miscCharges/{id}',
    access: 'merchandiserInvoicing',
    summary: 'Delete a misc charge',
    params: IdParamsSchema,
  }),
  getRates: defineRoute({
    method: 'GET',
    path: 'MiscCharges/rates',
    access: 'merchandiserInvoicing',
    summary: 'Misc charge rates for jobs and a merchandiser',
    query: MiscChargeWorkerRatesQuerySchema,
    response: MiscChargeWorkerRatesSchema,
  }),
} as const;
