import { MapViewRequestSchema, MapViewSchema } from '../contracts/schedule.contract.ts';
import { defineRoute } from './route.ts';

/** Map View (000 §2.8, §7.5); a merchandiser sees only their own services. */
export const mapRoutes = {
  view: defineRoute({
    method: 'POST',
    path: 'map/view',
    access: 'scheduleOwn',
    summary: 'Stores and merchandisers of the filtered services, for the map',
    body: MapViewRequestSchema,
    response: MapViewSchema,
  }),
} as const;
