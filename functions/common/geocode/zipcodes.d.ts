/** The part of the `zipcodes` package (no published types) that the offline geocoder uses. */
declare module 'zipcodes' {
  export function lookup(code: string): { latitude: number; longitude: number } | undefined;
}
