import { recordStrings } from '../../components/crud/record-strings.ts';

/** The words of the Locations screens (001 §2 Locations, §8). */
export const locationStrings = {
  /** Create / Update City, the toasts about a city's name and 'Delete "Toronto"?'. */
  city: { ...recordStrings('City'), add: 'Add City' },
  countries: 'Countries',
  provincesOf: (country: string) => `Provinces of ${country}`,
  citiesOf: (province: string) => `Cities of ${province}`,
  locations: 'Locations',
  resource: { countries: 'countries', provinces: 'provinces', cities: 'cities' },
  columns: {
    name: 'Name',
    code: 'Code',
    travelCharge: 'Travel Charge',
    travelChargeType: 'Travel Charge Type',
    isTravelRegion: 'Is Travel Region',
  },
  fields: {
    name: 'Name',
    travelCharge: 'Travel Charge',
    travelChargeType: 'Travel Charge Type',
    isTravelRegion: 'Is Travel Region',
    inactive: 'Inactive',
  },
  yes: 'Yes',
  no: 'No',
  noTravelCharge: '-',
  noTravelChargeType: 'None',
};
