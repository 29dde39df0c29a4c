/**
 * Approximate centroids of Canadian forward sortation areas (the first three characters of a postal
 * code), used by the offline geocoder. It covers every FSA of the demo data (scripts/demo/canada.ts) and
 * the busiest FSAs of the largest metros. Coordinates are rounded to about 100 m: good enough to place a
 * store on the map and to measure travel distances, not to find a door.
 *
 * An FSA missing here answers 0,0 ("Unable to get coordinates…"); there is deliberately no fallback to a
 * province centre, which would put a store hundreds of kilometres away.
 */
export const FSA_CENTROIDS: Readonly<Record<string, readonly [latitude: number, longitude: number]>> = {
  // Cities of the demo data
  M5V: [43.6532, -79.3832], // Toronto, ON
  K1P: [45.4215, -75.6972], // Ottawa, ON
  L5B: [43.589, -79.6441], // Mississauga, ON
  L6Y: [43.7315, -79.7624], // Brampton, ON
  L8P: [43.2557, -79.8711], // Hamilton, ON
  N6A: [42.9849, -81.2453], // London, ON
  L3R: [43.8561, -79.337], // Markham, ON
  N2G: [43.4516, -80.4925], // Kitchener, ON
  N9A: [42.3149, -83.0364], // Windsor, ON
  L1H: [43.8971, -78.8658], // Oshawa, ON
  L4M: [44.3894, -79.6903], // Barrie, ON
  K7L: [44.2312, -76.486], // Kingston, ON
  N1H: [43.5448, -80.2482], // Guelph, ON
  L2R: [43.1594, -79.2469], // St. Catharines, ON
  K9J: [44.3091, -78.3197], // Peterborough, ON
  P3E: [46.4917, -80.993], // Sudbury, ON
  P1B: [46.3091, -79.4608], // North Bay, ON
  P6A: [46.5136, -84.3358], // Sault Ste. Marie, ON
  P7B: [48.3809, -89.2477], // Thunder Bay, ON
  P4N: [48.4758, -81.3305], // Timmins, ON
  H2X: [45.5017, -73.5673], // Montréal, QC
  G1R: [46.8139, -71.208], // Québec, QC
  H7N: [45.6066, -73.7124], // Laval, QC
  J8T: [45.4765, -75.7013], // Gatineau, QC
  J4K: [45.5312, -73.5185], // Longueuil, QC
  J1H: [45.4042, -71.8929], // Sherbrooke, QC
  G9A: [46.3432, -72.5477], // Trois-Rivières, QC
  G7H: [48.4284, -71.0683], // Saguenay, QC
  G5L: [48.4489, -68.5236], // Rimouski, QC
  J9X: [48.2366, -79.0231], // Rouyn-Noranda, QC
  V6B: [49.2827, -123.1207], // Vancouver, BC
  V3T: [49.1913, -122.849], // Surrey, BC
  V5H: [49.2488, -122.9805], // Burnaby, BC
  V6X: [49.1666, -123.1336], // Richmond, BC
  V8W: [48.4284, -123.3656], // Victoria, BC
  V1Y: [49.888, -119.496], // Kelowna, BC
  V2C: [50.6745, -120.3273], // Kamloops, BC
  V9R: [49.1659, -123.9401], // Nanaimo, BC
  V2L: [53.9171, -122.7497], // Prince George, BC
  V1J: [56.2524, -120.8466], // Fort St. John, BC
  T2P: [51.0447, -114.0719], // Calgary, AB
  T5J: [53.5461, -113.4938], // Edmonton, AB
  T4N: [52.269, -113.8116], // Red Deer, AB
  T1J: [49.6956, -112.8451], // Lethbridge, AB
  T1A: [50.0405, -110.6766], // Medicine Hat, AB
  T8V: [55.1707, -118.7947], // Grande Prairie, AB
  T9H: [56.7267, -111.381], // Fort McMurray, AB
  R3C: [49.8951, -97.1384], // Winnipeg, MB
  R7A: [49.8485, -99.9501], // Brandon, MB
  R8N: [55.7435, -97.8558], // Thompson, MB
  S7K: [52.1332, -106.67], // Saskatoon, SK
  S4P: [50.4452, -104.6189], // Regina, SK
  S6V: [53.2033, -105.7531], // Prince Albert, SK
  S6H: [50.3934, -105.5519], // Moose Jaw, SK
  B3H: [44.6488, -63.5752], // Halifax, NS
  B1P: [46.1368, -60.1942], // Sydney, NS
  B2N: [45.365, -63.28], // Truro, NS
  E1C: [46.0878, -64.7782], // Moncton, NB
  E2L: [45.2733, -66.0633], // Saint John, NB
  E3B: [45.9636, -66.6431], // Fredericton, NB
  C1A: [46.2382, -63.1311], // Charlottetown, PE
  C1N: [46.3959, -63.7876], // Summerside, PE
  A1C: [47.5615, -52.7126], // St. John's, NF
  A2H: [48.95, -57.95], // Corner Brook, NF
  A1V: [48.9569, -54.6089], // Gander, NF
  X1A: [62.454, -114.3718], // Yellowknife, NT
  X0A: [63.7467, -68.517], // Iqaluit, NU
  Y1A: [60.7212, -135.0568], // Whitehorse, YT
  // Toronto
  M4W: [43.6796, -79.3775], // Rosedale
  M4Y: [43.6659, -79.3832], // Church and Wellesley
  M5A: [43.6543, -79.3606], // Regent Park
  M5B: [43.6572, -79.3789], // Garden District
  M5C: [43.6515, -79.3754], // St. James Town
  M5E: [43.6447, -79.3733], // Berczy Park
  M5G: [43.6579, -79.3873], // Central Bay Street
  M5H: [43.6506, -79.3846], // Financial District
  M5J: [43.6408, -79.3818], // Harbourfront East
  M5R: [43.6727, -79.4056], // The Annex
  M5S: [43.6626, -79.4], // University of Toronto
  M5T: [43.6532, -79.4], // Kensington Market
  M6G: [43.669, -79.4225], // Christie
  M6J: [43.6479, -79.4197], // Little Portugal
  M6K: [43.6368, -79.4282], // Parkdale Village
  M4M: [43.6595, -79.3409], // Leslieville
  M4E: [43.6764, -79.293], // The Beaches
  M2N: [43.7701, -79.4088], // Willowdale
  M1P: [43.7573, -79.2733], // Scarborough
  M9W: [43.7064, -79.5946], // Etobicoke North
  // Montréal
  H2Y: [45.5048, -73.5543], // Vieux-Montréal
  H3A: [45.5049, -73.5775], // Centre-ville (McGill)
  H3B: [45.5003, -73.5684], // Centre-ville Est
  H3G: [45.4986, -73.5794], // Centre-ville Sud-Ouest
  H2J: [45.5261, -73.5802], // Plateau Mont-Royal Nord
  H2T: [45.5201, -73.5899], // Mile End
  H4A: [45.4721, -73.6145], // Notre-Dame-de-Grâce
  // Vancouver
  V6C: [49.2862, -123.1167], // Waterfront
  V6E: [49.285, -123.128], // West End
  V6H: [49.2621, -123.1388], // Fairview
  V5K: [49.2806, -123.0376], // Hastings-Sunrise
  V5T: [49.2625, -123.0965], // Mount Pleasant
  // Calgary
  T2G: [51.0425, -114.0549], // Inglewood
  T2R: [51.0402, -114.0781], // Beltline
  T3A: [51.123, -114.2], // Dalhousie
  // Edmonton
  T5K: [53.5378, -113.5138], // Oliver
  T6E: [53.5168, -113.492], // Strathcona
  // Ottawa
  K1N: [45.4294, -75.6901], // ByWard Market
  K1R: [45.4126, -75.7075], // Centretown West
  K2P: [45.4131, -75.694], // Centretown
  // Winnipeg
  R3B: [49.9, -97.1373], // Exchange District
  R2M: [49.8606, -97.1085], // St. Vital
};
