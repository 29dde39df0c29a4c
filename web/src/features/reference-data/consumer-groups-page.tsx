import {
  type ConsumerGroup,
  type ConsumerGroupInput,
  ConsumerGroupInputSchema,
} from '@shelfline/shared/contracts/consumer-group.contract';
import { consumerGroupsRoutes } from '@shelfline/shared/routes/consumergroups.routes';
import { crudRouteCalls } from '../../components/crud/crud-route-calls.ts';
import { consumerGroupKeys, consumerGroupsQuery } from '../../queries/consumer-groups.ts';
import { type SimpleMasterFileConfig, SimpleMasterFilePage } from './simple-master-file-page.tsx';
import { referenceStrings } from './strings.ts';

const s = referenceStrings.consumerGroups;
const CONFIG: SimpleMasterFileConfig<ConsumerGroup, ConsumerGroupInput, ReturnType<typeof consumerGroupKeys.list>> = {
  listQuery: consumerGroupsQuery,
  invalidates: consumerGroupKeys.all,
  calls: crudRouteCalls(consumerGroupsRoutes),
  textField: 'description',
  inputSchema: ConsumerGroupInputSchema,
  strings: { ...s, textLabel: s.description },
};

/** /consumerGroups (001 §2): Code, Description, Active?, edit, delete; Add New Consumer Group. */
export function ConsumerGroupsPage() {
  return <SimpleMasterFilePage config={CONFIG} />;
}
