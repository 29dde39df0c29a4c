import type { StoreImportResult, StoreImportRow } from '@shelfline/shared/contracts/store.contract';
import { StoreImportResultSchema } from '@shelfline/shared/contracts/store.contract';
import { latLongRoutes } from '@shelfline/shared/routes/latlong.routes';
import { storesRoutes } from '@shelfline/shared/routes/stores.routes';
import { callRoute } from '../../app/api.ts';
import { ApiError } from '../../lib/api-client.ts';

export const storesApi = {
  /** 'lat,long'; '0,0' when the postal code cannot be located. */
  latLong: (postalCode: string) => callRoute(latLongRoutes.geocode, { params: { postalCode: postalCode.trim() } }),
  /**
   * One call for the whole file. A 400 that still carries the rows (no row valid) is a result too: the
   * dialog shows its rows rather than a bare error.
   */
  async importStores(retailerId: number, stores: StoreImportRow[]): Promise<StoreImportResult> {
    try {
      return await callRoute(storesRoutes.importStores, { body: { retailerId, stores } });
    } catch (error) {
      if (error instanceof ApiError) {
        const parsed = StoreImportResultSchema.safeParse(error.body);
        if (parsed.success) return parsed.data;
      }
      throw error;
    }
  },
};

/** Whether a 'lat,long' answer is the spec's "not found" (0,0). */
export const isNoLocation = (latLong: string) => {
  const [lat, long] = latLong.split(',').map(Number);
  return !lat && !long;
};
