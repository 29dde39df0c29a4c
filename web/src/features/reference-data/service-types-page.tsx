import {
  type ServiceType,
  type ServiceTypeInput,
  ServiceTypeInputSchema,
} from '@shelfline/shared/contracts/service-type.contract';
import { serviceTypesRoutes } from '@shelfline/shared/routes/servicetypes.routes';
import { crudRouteCalls } from '../../components/crud/crud-route-calls.ts';
import { serviceTypeKeys, serviceTypesQuery } from '../../queries/service-types.ts';
import { type SimpleMasterFileConfig, SimpleMasterFilePage } from './simple-master-file-page.tsx';
import { referenceStrings } from './strings.ts';

const s = referenceStrings.serviceTypes;
const CONFIG: SimpleMasterFileConfig<ServiceType, ServiceTypeInput, ReturnType<typeof serviceTypeKeys.list>> = {
  listQuery: serviceTypesQuery,
  invalidates: serviceTypeKeys.all,
  calls: crudRouteCalls(serviceTypesRoutes),
  textField: 'name',
  inputSchema: ServiceTypeInputSchema,
  strings: { ...s, textLabel: s.description },
};

/** /serviceTypes (001 §2): Service Code, Description, Active?, edit, delete; Add New Service Type. */
export function ServiceTypesPage() {
  return <SimpleMasterFilePage config={CONFIG} />;
}
