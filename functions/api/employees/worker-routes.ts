import type { RouteImplementation } from '../../common/api-handler.ts';
import { create } from './create.route.ts';
import { createComment } from './create-comment.route.ts';
import { createPayRateOverride } from './create-pay-rate-override.route.ts';
import { getComment } from './get-comment.route.ts';
import { getFull } from './get-full.route.ts';
import { getPayRateOverride } from './get-pay-rate-override.route.ts';
import { list } from './list.route.ts';
import { listAccountManagers } from './list-account-managers.route.ts';
import { listAdministrators } from './list-administrators.route.ts';
import { listComments } from './list-comments.route.ts';
import { listHelpers } from './list-helpers.route.ts';
import { listHr } from './list-hr.route.ts';
import { listMerchandisers } from './list-merchandisers.route.ts';
import { listPayRateOverrides } from './list-pay-rate-overrides.route.ts';
import { listSupervisors } from './list-supervisors.route.ts';
import { removeComment } from './remove-comment.route.ts';
import { removePayRateOverride } from './remove-pay-rate-override.route.ts';
import { setPassword } from './set-password.route.ts';
import { update } from './update.route.ts';
import { updateComment } from './update-comment.route.ts';
import { updatePayRateOverride } from './update-pay-rate-override.route.ts';

/** Worker maintenance: lists, pickers, the worker view, create/update, password, comments, pay rate overrides. */
export const workerRoutes: readonly RouteImplementation[] = [
  listAdministrators,
  listHr,
  listSupervisors,
  listMerchandisers,
  listAccountManagers,
  listHelpers,
  list,
  getFull,
  create,
  update,
  setPassword,
  listPayRateOverrides,
  createPayRateOverride,
  getPayRateOverride,
  updatePayRateOverride,
  removePayRateOverride,
  listComments,
  createComment,
  getComment,
  updateComment,
  removeComment,
];
