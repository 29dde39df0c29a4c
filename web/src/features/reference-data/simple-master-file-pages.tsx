import {
  type ConsumerGroup,
  type ConsumerGroupInput,
  ConsumerGroupInputSchema,
} from '@shelfline/shared/contracts/consumer-group.contract';
import { type Retailer, type RetailerInput, RetailerInputSchema } from '@shelfline/shared/contracts/retailer.contract';
import {
  type ServiceType,
  type ServiceTypeInput,
  ServiceTypeInputSchema,
} from '@shelfline/shared/contracts/service-type.contract';
import { consumerGroupsRoutes } from '@shelfline/shared/routes/consumergroups.routes';
import { retailersRoutes } from '@shelfline/shared/routes/retailers.routes';
import { serviceTypesRoutes } from '@shelfline/shared/routes/servicetypes.routes';
import { crudRouteCalls } from '../../components/crud/crud-route-calls.ts';
import { type SimpleMasterFileConfig, SimpleMasterFilePage } from '../../components/crud/simple-master-file-page.tsx';
import { consumerGroupKeys, consumerGroupsQuery } from '../../queries/consumer-groups.ts';
import { retailerKeys, retailersQuery } from '../../queries/retailers.ts';
import { serviceTypeKeys, serviceTypesQuery } from '../../queries/service-types.ts';
import { referenceStrings as s } from './strings.ts';

/*
 * The three code + text master files (001 §2), each a SimpleMasterFilePage told its resource: the query factory
 * and keys, the routes of its writes, the second column and the spec's words.
 */

const RETAILERS: SimpleMasterFileConfig<Retailer, RetailerInput, ReturnType<typeof retailerKeys.list>> = {
  listQuery: retailersQuery,
  invalidates: retailerKeys.all,
  calls: crudRouteCalls(retailersRoutes),
  textField: 'name',
  inputSchema: RetailerInputSchema,
  strings: { ...s.retailers, textLabel: s.retailers.name },
};

/** /retailers: Code, Name, Active?, edit, delete; Add New Retailer. */
export function RetailersPage() {
  return <SimpleMasterFilePage config={RETAILERS} />;
}

type ConsumerGroupsKey = ReturnType<typeof consumerGroupKeys.list>;
const CONSUMER_GROUPS: SimpleMasterFileConfig<ConsumerGroup, ConsumerGroupInput, ConsumerGroupsKey> = {
  listQuery: consumerGroupsQuery,
  invalidates: consumerGroupKeys.all,
  calls: crudRouteCalls(consumerGroupsRoutes),
  textField: 'description',
  inputSchema: ConsumerGroupInputSchema,
  strings: { ...s.consumerGroups, textLabel: s.consumerGroups.description },
};

/** /consumerGroups: Code, Description, Active?, edit, delete; Add New Consumer Group. */
export function ConsumerGroupsPage() {
  return <SimpleMasterFilePage config={CONSUMER_GROUPS} />;
}

// The service type's description is its `name` field.
const SERVICE_TYPES: SimpleMasterFileConfig<ServiceType, ServiceTypeInput, ReturnType<typeof serviceTypeKeys.list>> = {
  listQuery: serviceTypesQuery,
  invalidates: serviceTypeKeys.all,
  calls: crudRouteCalls(serviceTypesRoutes),
  textField: 'name',
  inputSchema: ServiceTypeInputSchema,
  strings: { ...s.serviceTypes, textLabel: s.serviceTypes.description },
};

/** /serviceTypes: Service Code, Description, Active?, edit, delete; Add New Service Type. */
export function ServiceTypesPage() {
  return <SimpleMasterFilePage config={SERVICE_TYPES} />;
}
