import {
  CreateMissingChargesResultSchema,
  CreateMissingClientChargesSchema,
  CreateMissingMerchandiserChargesSchema,
  MissingChargesQuerySchema,
  MissingClientChargesResponseSchema,
  MissingMerchandiserChargesResponseSchema,
} from '../contracts/missing-charges.contract.ts';
import { defineRoute } from './route.ts';

/** Missing charges (002 §2, §6, §7): admin only. */
export const missingChargesRoutes = {
  listMerchandiserCharges: defineRoute({
    method: 'GET',
    path: 'missingCharges/merchandiser',
    access: 'missingCharges',
    summary: 'Completed services without a merchandiser charge',
    query: MissingChargesQuerySchema,
    response: MissingMerchandiserChargesResponseSchema,
  }),
  createMerchandiserCharges: defineRoute({
    method: 'POST',
    path: 'missingCharges/merchandiser',
    access: 'missingCharges',
    summary: 'Create merchandiser charges for the selected services',
    body: CreateMissingMerchandiserChargesSchema,
    response: CreateMissingChargesResultSchema,
  }),
  listClientCharges: defineRoute({
    method: 'GET',
    path: 'missingCharges/client',
    access: 'missingCharges',
    summary: 'Merchandiser charges without a client charge',
    query: MissingChargesQuerySchema,
    response: MissingClientChargesResponseSchema,
  }),
  createClientCharges: defineRoute({
    method: 'POST',
    path: 'missingCharges/client',
    access: 'missingCharges',
    summary: 'Create client charges for the selected charges',
    body: CreateMissingClientChargesSchema,
    response: CreateMissingChargesResultSchema,
  }),
} as const;
