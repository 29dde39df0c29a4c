/**
 * The travel sub-types of a Travel misc charge (002 §3 "Travel sub-types are Km Only, Time Only, Flat Rate,
 * Continuity"; brief decision A24). The spec loads them by a call whose path it does not show; they are a constant
 * here because the form logic and the server's amount rules key on them. The system list MTRTYP is not it: in this
 * product it holds Reside/Travel for the worker search.
 */
export const TRAVEL_CHARGE_TYPES = [
  { id: 1, name: 'Km Only', kind: 'km' },
  { id: 2, name: 'Time Only', kind: 'time' },
  { id: 3, name: 'Flat Rate', kind: 'flat' },
  { id: 4, name: 'Continuity', kind: 'continuity' },
] as const;

export type TravelChargeType = (typeof TRAVEL_CHARGE_TYPES)[number];
export type TravelChargeKind = TravelChargeType['kind'];
export type TravelChargeTypeId = TravelChargeType['id'];

/** Km Only: what choosing Travel selects (002 §4). */
export const DEFAULT_TRAVEL_CHARGE_TYPE_ID: TravelChargeTypeId = 1;

export const travelChargeTypeOf = (id: number | null | undefined): TravelChargeType | undefined =>
  TRAVEL_CHARGE_TYPES.find((t) => t.id === id);
