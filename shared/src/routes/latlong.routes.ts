import * as z from 'zod';
import { LatLongParamsSchema } from '../contracts/store.contract.ts';
import { defineRoute } from './route.ts';

/** Postal-code geocoding used by the store form and the schedule screens (000 §7.5, 001 §7 Stores). */
export const latLongRoutes = {
  geocode: defineRoute({
    method: 'GET',
    path: 'latLong/{postalCode}',
    access: 'staff',
    summary: "Latitude and longitude of a postal code ('lat,long'; 0,0 = not found)",
    params: LatLongParamsSchema,
    response: z.string(),
  }),
} as const;
