/**
 * Real reference data for the demo: Canada's provinces and territories and about seventy of its cities, with
 * approximate coordinates and a real forward sortation area (the first three characters of a postal code).
 *
 * Province codes follow the tax fields of 001 §3, so Newfoundland and Labrador is 'NF' (Canada Post says 'NL').
 */

export interface CountrySeed {
  id: number;
  code: string;
  fullName: string;
}

/** Country ids are the keys of the postal-code patterns of 001 §5: 1 is Canada, 2 the USA. */
export const COUNTRY_SEEDS: readonly CountrySeed[] = [
  { id: 1, code: 'CA', fullName: 'Canada' },
  { id: 2, code: 'US', fullName: 'United States' },
];

export const CANADA_ID = 1;

export interface ProvinceSeed {
  code: string;
  fullName: string;
  /** Area code used for the demo's 555 phone numbers. */
  areaCode: string;
}

export const PROVINCE_SEEDS: readonly ProvinceSeed[] = [
  { code: 'AB', fullName: 'Alberta', areaCode: '403' },
  { code: 'BC', fullName: 'British Columbia', areaCode: '604' },
  { code: 'MB', fullName: 'Manitoba', areaCode: '204' },
  { code: 'NB', fullName: 'New Brunswick', areaCode: '506' },
  { code: 'NF', fullName: 'Newfoundland and Labrador', areaCode: '709' },
  { code: 'NS', fullName: 'Nova Scotia', areaCode: '902' },
  { code: 'NT', fullName: 'Northwest Territories', areaCode: '867' },
  { code: 'NU', fullName: 'Nunavut', areaCode: '867' },
  { code: 'ON', fullName: 'Ontario', areaCode: '416' },
  { code: 'PE', fullName: 'Prince Edward Island', areaCode: '902' },
  { code: 'QC', fullName: 'Quebec', areaCode: '514' },
  { code: 'SK', fullName: 'Saskatchewan', areaCode: '306' },
  { code: 'YT', fullName: 'Yukon', areaCode: '867' },
];

export interface CitySeed {
  name: string;
  province: string;
  latitude: number;
  longitude: number;
  /** Forward sortation area of a central postal code. */
  fsa: string;
  /** Relative share of stores and workers (roughly the metro population in hundred thousands). */
  weight: number;
  /** Remote places carry a travel charge per service. */
  travel?: { charge: number; type: 'FlatRate' | 'PerKm' | 'PerHour' };
}

export const CITY_SEEDS: readonly CitySeed[] = [
  // Ontario
  { name: 'Toronto', province: 'ON', latitude: 43.6532, longitude: -79.3832, fsa: 'M5V', weight: 40 },
  { name: 'Ottawa', province: 'ON', latitude: 45.4215, longitude: -75.6972, fsa: 'K1P', weight: 14 },
  { name: 'Mississauga', province: 'ON', latitude: 43.589, longitude: -79.6441, fsa: 'L5B', weight: 8 },
  { name: 'Brampton', province: 'ON', latitude: 43.7315, longitude: -79.7624, fsa: 'L6Y', weight: 7 },
  { name: 'Hamilton', province: 'ON', latitude: 43.2557, longitude: -79.8711, fsa: 'L8P', weight: 7 },
  { name: 'London', province: 'ON', latitude: 42.9849, longitude: -81.2453, fsa: 'N6A', weight: 5 },
  { name: 'Markham', province: 'ON', latitude: 43.8561, longitude: -79.337, fsa: 'L3R', weight: 4 },
  { name: 'Kitchener', province: 'ON', latitude: 43.4516, longitude: -80.4925, fsa: 'N2G', weight: 5 },
  { name: 'Windsor', province: 'ON', latitude: 42.3149, longitude: -83.0364, fsa: 'N9A', weight: 3 },
  { name: 'Oshawa', province: 'ON', latitude: 43.8971, longitude: -78.8658, fsa: 'L1H', weight: 4 },
  { name: 'Barrie', province: 'ON', latitude: 44.3894, longitude: -79.6903, fsa: 'L4M', weight: 2 },
  { name: 'Kingston', province: 'ON', latitude: 44.2312, longitude: -76.486, fsa: 'K7L', weight: 2 },
  { name: 'Guelph', province: 'ON', latitude: 43.5448, longitude: -80.2482, fsa: 'N1H', weight: 2 },
  { name: 'St. Catharines', province: 'ON', latitude: 43.1594, longitude: -79.2469, fsa: 'L2R', weight: 3 },
  { name: 'Peterborough', province: 'ON', latitude: 44.3091, longitude: -78.3197, fsa: 'K9J', weight: 1 },
  { name: 'Sudbury', province: 'ON', latitude: 46.4917, longitude: -80.993, fsa: 'P3E', weight: 2 },
  { name: 'North Bay', province: 'ON', latitude: 46.3091, longitude: -79.4608, fsa: 'P1B', weight: 1 },
  { name: 'Sault Ste. Marie', province: 'ON', latitude: 46.5136, longitude: -84.3358, fsa: 'P6A', weight: 1 },
  {
    name: 'Thunder Bay',
    province: 'ON',
    latitude: 48.3809,
    longitude: -89.2477,
    fsa: 'P7B',
    weight: 1,
    travel: { charge: 85, type: 'FlatRate' },
  },
  {
    name: 'Timmins',
    province: 'ON',
    latitude: 48.4758,
    longitude: -81.3305,
    fsa: 'P4N',
    weight: 1,
    travel: { charge: 0.55, type: 'PerKm' },
  },
  // Quebec
  { name: 'Montréal', province: 'QC', latitude: 45.5017, longitude: -73.5673, fsa: 'H2X', weight: 30 },
  { name: 'Québec', province: 'QC', latitude: 46.8139, longitude: -71.208, fsa: 'G1R', weight: 8 },
  { name: 'Laval', province: 'QC', latitude: 45.6066, longitude: -73.7124, fsa: 'H7N', weight: 4 },
  { name: 'Gatineau', province: 'QC', latitude: 45.4765, longitude: -75.7013, fsa: 'J8T', weight: 3 },
  { name: 'Longueuil', province: 'QC', latitude: 45.5312, longitude: -73.5185, fsa: 'J4K', weight: 3 },
  { name: 'Sherbrooke', province: 'QC', latitude: 45.4042, longitude: -71.8929, fsa: 'J1H', weight: 2 },
  { name: 'Trois-Rivières', province: 'QC', latitude: 46.3432, longitude: -72.5477, fsa: 'G9A', weight: 2 },
  { name: 'Saguenay', province: 'QC', latitude: 48.4284, longitude: -71.0683, fsa: 'G7H', weight: 2 },
  { name: 'Rimouski', province: 'QC', latitude: 48.4489, longitude: -68.5236, fsa: 'G5L', weight: 1 },
  {
    name: 'Rouyn-Noranda',
    province: 'QC',
    latitude: 48.2366,
    longitude: -79.0231,
    fsa: 'J9X',
    weight: 1,
    travel: { charge: 75, type: 'FlatRate' },
  },
  // British Columbia
  { name: 'Vancouver', province: 'BC', latitude: 49.2827, longitude: -123.1207, fsa: 'V6B', weight: 18 },
  { name: 'Surrey', province: 'BC', latitude: 49.1913, longitude: -122.849, fsa: 'V3T', weight: 6 },
  { name: 'Burnaby', province: 'BC', latitude: 49.2488, longitude: -122.9805, fsa: 'V5H', weight: 3 },
  { name: 'Richmond', province: 'BC', latitude: 49.1666, longitude: -123.1336, fsa: 'V6X', weight: 3 },
  { name: 'Victoria', province: 'BC', latitude: 48.4284, longitude: -123.3656, fsa: 'V8W', weight: 4 },
  { name: 'Kelowna', province: 'BC', latitude: 49.888, longitude: -119.496, fsa: 'V1Y', weight: 2 },
  { name: 'Kamloops', province: 'BC', latitude: 50.6745, longitude: -120.3273, fsa: 'V2C', weight: 1 },
  { name: 'Nanaimo', province: 'BC', latitude: 49.1659, longitude: -123.9401, fsa: 'V9R', weight: 1 },
  { name: 'Prince George', province: 'BC', latitude: 53.9171, longitude: -122.7497, fsa: 'V2L', weight: 1 },
  {
    name: 'Fort St. John',
    province: 'BC',
    latitude: 56.2524,
    longitude: -120.8466,
    fsa: 'V1J',
    weight: 1,
    travel: { charge: 95, type: 'FlatRate' },
  },
  // Alberta
  { name: 'Calgary', province: 'AB', latitude: 51.0447, longitude: -114.0719, fsa: 'T2P', weight: 14 },
  { name: 'Edmonton', province: 'AB', latitude: 53.5461, longitude: -113.4938, fsa: 'T5J', weight: 13 },
  { name: 'Red Deer', province: 'AB', latitude: 52.269, longitude: -113.8116, fsa: 'T4N', weight: 1 },
  { name: 'Lethbridge', province: 'AB', latitude: 49.6956, longitude: -112.8451, fsa: 'T1J', weight: 1 },
  { name: 'Medicine Hat', province: 'AB', latitude: 50.0405, longitude: -110.6766, fsa: 'T1A', weight: 1 },
  { name: 'Grande Prairie', province: 'AB', latitude: 55.1707, longitude: -118.7947, fsa: 'T8V', weight: 1 },
  {
    name: 'Fort McMurray',
    province: 'AB',
    latitude: 56.7267,
    longitude: -111.381,
    fsa: 'T9H',
    weight: 1,
    travel: { charge: 110, type: 'FlatRate' },
  },
  // Manitoba
  { name: 'Winnipeg', province: 'MB', latitude: 49.8951, longitude: -97.1384, fsa: 'R3C', weight: 8 },
  { name: 'Brandon', province: 'MB', latitude: 49.8485, longitude: -99.9501, fsa: 'R7A', weight: 1 },
  {
    name: 'Thompson',
    province: 'MB',
    latitude: 55.7435,
    longitude: -97.8558,
    fsa: 'R8N',
    weight: 1,
    travel: { charge: 35, type: 'PerHour' },
  },
  // Saskatchewan
  { name: 'Saskatoon', province: 'SK', latitude: 52.1332, longitude: -106.67, fsa: 'S7K', weight: 3 },
  { name: 'Regina', province: 'SK', latitude: 50.4452, longitude: -104.6189, fsa: 'S4P', weight: 3 },
  { name: 'Prince Albert', province: 'SK', latitude: 53.2033, longitude: -105.7531, fsa: 'S6V', weight: 1 },
  { name: 'Moose Jaw', province: 'SK', latitude: 50.3934, longitude: -105.5519, fsa: 'S6H', weight: 1 },
  // Nova Scotia
  { name: 'Halifax', province: 'NS', latitude: 44.6488, longitude: -63.5752, fsa: 'B3H', weight: 4 },
  { name: 'Sydney', province: 'NS', latitude: 46.1368, longitude: -60.1942, fsa: 'B1P', weight: 1 },
  { name: 'Truro', province: 'NS', latitude: 45.365, longitude: -63.28, fsa: 'B2N', weight: 1 },
  // New Brunswick
  { name: 'Moncton', province: 'NB', latitude: 46.0878, longitude: -64.7782, fsa: 'E1C', weight: 2 },
  { name: 'Saint John', province: 'NB', latitude: 45.2733, longitude: -66.0633, fsa: 'E2L', weight: 1 },
  { name: 'Fredericton', province: 'NB', latitude: 45.9636, longitude: -66.6431, fsa: 'E3B', weight: 1 },
  // Prince Edward Island
  { name: 'Charlottetown', province: 'PE', latitude: 46.2382, longitude: -63.1311, fsa: 'C1A', weight: 1 },
  { name: 'Summerside', province: 'PE', latitude: 46.3959, longitude: -63.7876, fsa: 'C1N', weight: 1 },
  // Newfoundland and Labrador
  { name: "St. John's", province: 'NF', latitude: 47.5615, longitude: -52.7126, fsa: 'A1C', weight: 2 },
  { name: 'Corner Brook', province: 'NF', latitude: 48.95, longitude: -57.95, fsa: 'A2H', weight: 1 },
  {
    name: 'Gander',
    province: 'NF',
    latitude: 48.9569,
    longitude: -54.6089,
    fsa: 'A1V',
    weight: 1,
    travel: { charge: 60, type: 'FlatRate' },
  },
  // Territories
  {
    name: 'Yellowknife',
    province: 'NT',
    latitude: 62.454,
    longitude: -114.3718,
    fsa: 'X1A',
    weight: 1,
    travel: { charge: 250, type: 'FlatRate' },
  },
  {
    name: 'Iqaluit',
    province: 'NU',
    latitude: 63.7467,
    longitude: -68.517,
    fsa: 'X0A',
    weight: 1,
    travel: { charge: 400, type: 'FlatRate' },
  },
  {
    name: 'Whitehorse',
    province: 'YT',
    latitude: 60.7212,
    longitude: -135.0568,
    fsa: 'Y1A',
    weight: 1,
    travel: { charge: 225, type: 'FlatRate' },
  },
];

/** Letters Canada Post uses in postal codes (never D, F, I, O, Q or U). */
export const POSTAL_LETTERS = 'ABCEGHJKLMNPRSTVWXYZ';

/** Canada's mainland and islands, a loose box for sanity checks of demo coordinates. */
export const CANADA_BOUNDS = { minLatitude: 41.6, maxLatitude: 83.2, minLongitude: -141.1, maxLongitude: -52.6 };

export const STREETS = [
  'Main St',
  'King St W',
  'Queen St E',
  'Dundas St',
  'Victoria Ave',
  'Albert St',
  'Wellington St',
  'Church St',
  'Park Ave',
  'Lakeshore Rd',
  'Highway 7',
  'Centre St',
  'Water St',
  'Elm St',
  'Maple Ave',
  'Oak St',
  'Pine St',
  'Birch Ave',
  'College St',
  'University Ave',
  'Broadway',
  'Portage Ave',
  'Macleod Trail',
  'Whyte Ave',
  'Granville St',
  'Kingsway',
  'Barrington St',
  'Water St E',
  'Confederation Dr',
  'Airport Rd',
] as const;

/** Streets for Quebec addresses. */
export const RUES = [
  'rue Principale',
  'rue Sainte-Catherine',
  'boul. Saint-Laurent',
  'rue Saint-Jean',
  'boul. René-Lévesque',
  'ch. de la Côte-des-Neiges',
  'rue King Ouest',
  'boul. des Laurentides',
  'rue Notre-Dame',
  'boul. Taschereau',
] as const;
