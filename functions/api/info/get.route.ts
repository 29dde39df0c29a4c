import { infoRoutes } from '@shelfline/shared/routes/info.routes';
import { implement } from '../../common/api-handler.ts';
import { env } from '../../common/env.ts';

export const get = implement(infoRoutes.get, async () => ({
  name: 'Shelfline',
  version: env.appVersion,
  counterEmailDomains: env.counterEmailDomains,
}));
