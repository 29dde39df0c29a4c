/* Distances between places on the map (stores, workers' homes): the travel search, the draft's fill. */

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

export interface Place {
  latitude?: number;
  longitude?: number;
}

/** Whether a place has real coordinates (the geocoder answers nothing, not 0,0, for an unknown code; old data may hold 0,0). */
export const hasCoordinates = (place: Place): place is Required<Place> =>
  typeof place.latitude === 'number' &&
  typeof place.longitude === 'number' &&
  !(place.latitude === 0 && place.longitude === 0);

/** Great-circle (haversine) distance in km, rounded to 0.1 km. */
export function distanceKm(a: Required<Place>, b: Required<Place>): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h))) * 10) / 10;
}
