import { recordStrings } from '../../components/crud/record-strings.ts';

/** What the reference-data screens show (001 §2 "Reference-data maintenance screens"). */
export const referenceStrings = {
  retailers: {
    ...recordStrings('Retailer'),
    title: 'Retailers',
    resource: 'retailers',
    code: 'Code',
    name: 'Name',
  },
  consumerGroups: {
    ...recordStrings('Consumer Group'),
    title: 'Consumer Groups',
    resource: 'consumer groups',
    code: 'Code',
    description: 'Description',
  },
  serviceTypes: {
    ...recordStrings('Service Type'),
    title: 'Service Types',
    resource: 'service types',
    code: 'Service Code',
    description: 'Description',
    fetchFailed: 'Could not fetch service types.',
  },
  products: {
    ...recordStrings('Product'),
    title: 'Product Maintenance',
    resource: 'products',
    code: 'Product Code',
    description1: 'Description 1',
    consumerGroup: 'Consumer Group',
    allConsumerGroups: 'All consumer groups',
  },
} as const;
