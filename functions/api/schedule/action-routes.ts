import type { RouteImplementation } from '../../common/api-handler.ts';
import { activate } from './activate.route.ts';
import { addService } from './add-service.route.ts';
import { deactivate } from './deactivate.route.ts';
import { email } from './email.route.ts';
import { highlight } from './highlight.route.ts';
import { remove } from './remove.route.ts';
import { unsubmit } from './unsubmit.route.ts';

/** The Actions menu (000 §4.6, §6, §7.5): state changes in steps (bulk-actions.ts), Create Service, e-mail. */
export const actionRoutes: RouteImplementation[] = [
  activate,
  deactivate,
  remove,
  highlight,
  unsubmit,
  addService,
  email,
];
