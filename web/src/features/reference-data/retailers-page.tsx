import {
  type Retailer,
  type RetailerInput,
  RetailerInputSchema,
  RetailerSchema,
} from '@shelfline/shared/contracts/retailer.contract';
import { type SimpleMasterFileConfig, SimpleMasterFilePage } from './simple-master-file-page.tsx';
import { referenceStrings } from './strings.ts';

const s = referenceStrings.retailers;
const CONFIG: SimpleMasterFileConfig<Retailer, RetailerInput> = {
  path: 'retailers',
  textField: 'name',
  schema: RetailerSchema,
  inputSchema: RetailerInputSchema,
  strings: { ...s, textLabel: s.name },
};

/** /retailers (001 §2): Code, Name, Active?, edit, delete; Add New Retailer. */
export function RetailersPage() {
  return <SimpleMasterFilePage config={CONFIG} />;
}
