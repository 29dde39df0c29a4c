import {
  type ConsumerGroup,
  type ConsumerGroupInput,
  ConsumerGroupInputSchema,
  ConsumerGroupSchema,
} from '@shelfline/shared/contracts/consumer-group.contract';
import { type SimpleMasterFileConfig, SimpleMasterFilePage } from './simple-master-file-page.tsx';
import { referenceStrings } from './strings.ts';

const s = referenceStrings.consumerGroups;
const CONFIG: SimpleMasterFileConfig<ConsumerGroup, ConsumerGroupInput> = {
  path: 'consumerGroups',
  textField: 'description',
  schema: ConsumerGroupSchema,
  inputSchema: ConsumerGroupInputSchema,
  strings: { ...s, textLabel: s.description },
};

/** /consumerGroups (001 §2): Code, Description, Active?, edit, delete; Add New Consumer Group. */
export function ConsumerGroupsPage() {
  return <SimpleMasterFilePage config={CONFIG} />;
}
