import { type Retailer, type RetailerInput, RetailerInputSchema } from '@shelfline/shared/contracts/retailer.contract';
import { retailersRoutes } from '@shelfline/shared/routes/retailers.routes';
import { crudRouteCalls } from '../../components/crud/crud-route-calls.ts';
import { retailerKeys, retailersQuery } from '../../queries/retailers.ts';
import { type SimpleMasterFileConfig, SimpleMasterFilePage } from './simple-master-file-page.tsx';
import { referenceStrings } from './strings.ts';

const s = referenceStrings.retailers;
const CONFIG: SimpleMasterFileConfig<Retailer, RetailerInput, ReturnType<typeof retailerKeys.list>> = {
  listQuery: retailersQuery,
  invalidates: retailerKeys.all,
  calls: crudRouteCalls(retailersRoutes),
  textField: 'name',
  inputSchema: RetailerInputSchema,
  strings: { ...s, textLabel: s.name },
};

/** /retailers (001 §2): Code, Name, Active?, edit, delete; Add New Retailer. */
export function RetailersPage() {
  return <SimpleMasterFilePage config={CONFIG} />;
}
