/**
 * A store body the API accepts, for tests whose subject is not the store's own fields: an address in
 * Toronto (a postal code of its own area), no travel charge, active. A test overrides what it is about.
 */
export interface StoreBodyFields {
  retailerId: number;
  storeNumber: number;
  provinceId: number;
  cityId: number;
  [field: string]: unknown;
}

export function storeBody(fields: StoreBodyFields): Record<string, unknown> {
  return {
    name: `Store ${fields.storeNumber}`,
    address1: '1 King St W',
    postalCode: 'M5V 3L9',
    isTravelAssociated: false,
    travelCharge: 0,
    isInactive: false,
    ...fields,
  };
}
