import {
  type ServiceType,
  type ServiceTypeInput,
  ServiceTypeInputSchema,
  ServiceTypeSchema,
} from '@shelfline/shared/contracts/service-type.contract';
import { type SimpleMasterFileConfig, SimpleMasterFilePage } from './simple-master-file-page.tsx';
import { referenceStrings } from './strings.ts';

const s = referenceStrings.serviceTypes;
const CONFIG: SimpleMasterFileConfig<ServiceType, ServiceTypeInput> = {
  path: 'serviceTypes',
  textField: 'name',
  schema: ServiceTypeSchema,
  inputSchema: ServiceTypeInputSchema,
  strings: { ...s, textLabel: s.description },
};

/** /serviceTypes (001 §2): Service Code, Description, Active?, edit, delete; Add New Service Type. */
export function ServiceTypesPage() {
  return <SimpleMasterFilePage config={CONFIG} />;
}
