import { defineRoute } from './route.ts';

/** Missing charges (002 §2, §6, §7): admin only. */
export const missingChargesRoutes = {
  listMerchandiserCharges: defineRoute({
    method: 'GET',
    path: 'missingCharges/merchandiser',
    access: 'missingCharges',
    summary: 'Completed services without a merchandiser charge',
  }),
  createMerchandiserCharges: defineRoute({
    method: 'POST',
    path: 'missingCharges/merchandiser',
    access: 'missingCharges',
    summary: 'Create merchandiser charges for the selected services',
  }),
  listClientCharges: defineRoute({
    method: 'GET',
    path: 'missingCharges/client',
    access: 'missingCharges',
    summary: 'Merchandiser charges without a client charge',
  }),
  createClientCharges: defineRoute({
    method: 'POST',
    path: 'missingCharges/client',
    access: 'missingCharges',
    summary: 'Create client charges for the selected charges',
  }),
} as const;
