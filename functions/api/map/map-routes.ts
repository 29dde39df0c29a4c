import type { RouteImplementation } from '../../common/api-handler.ts';
import { view } from './view.route.ts';

/** The Map View (POST map/view). */
export const mapRoutes: RouteImplementation[] = [view];
