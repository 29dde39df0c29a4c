import { consumerGroupsRoutes } from '@shelfline/shared/routes/consumergroups.routes';
import { implement } from '../../common/api-handler.ts';
import { consumerGroups } from '../../data/master-data/master-data.repository.ts';

export const get = implement(consumerGroupsRoutes.get, ({ params }) => consumerGroups.getOrThrow(params.id));
