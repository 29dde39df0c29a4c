import { pagedSchema } from '@shelfline/shared/contracts/list.contract';
import {
  type StoreImportResult,
  StoreImportResultSchema,
  type StoreImportRow,
  StoreSchema,
} from '@shelfline/shared/contracts/store.contract';
import * as z from 'zod';
import { api } from '../../app/api.ts';
import { ApiError } from '../../lib/api-client.ts';

export const StorePageSchema = pagedSchema(StoreSchema);

export const storesApi = {
  /** 'lat,long'; '0,0' when the postal code cannot be located. */
  latLong: (postalCode: string) => api.get(`latLong/${encodeURIComponent(postalCode.trim())}`, { schema: z.string() }),
  /**
   * One call for the whole file. A 400 that still carries the rows (no row valid) is a result too: the
   * dialog shows its rows rather than a bare error.
   */
  async importStores(retailerId: number, stores: StoreImportRow[]): Promise<StoreImportResult> {
    try {
      return await api.post('stores/import', { retailerId, stores }, { schema: StoreImportResultSchema });
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
