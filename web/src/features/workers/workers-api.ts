import type { Comment } from '@shelfline/shared/contracts/employee-comment.contract';
import type { EmployeeCreate, EmployeeUpdate } from '@shelfline/shared/contracts/employee-input.contract';
import type {
  PayRateOverride,
  PayRateOverrideInput,
} from '@shelfline/shared/contracts/employee-pay-rate-override.contract';
import { employeesRoutes } from '@shelfline/shared/routes/employees.routes';
import { callRoute } from '../../app/api.ts';

/** The comment form's fields (`CommentInputSchema`). */
export type CommentInput = { subject: string; body?: string };

/** The writes of the worker form (001 §7 Employees); its reads are the factories of `queries/workers.ts`. */
export const workersApi = {
  create: (input: EmployeeCreate) => callRoute(employeesRoutes.create, { body: input }),
  update: (id: number, input: EmployeeUpdate) => callRoute(employeesRoutes.update, { params: { id }, body: input }),
  setPassword: (id: number, password: string) =>
    callRoute(employeesRoutes.setPassword, { params: { id }, body: { password } }),
  createComment: (id: number, input: CommentInput) =>
    callRoute(employeesRoutes.createComment, { params: { id }, body: input }),
  updateComment: (comment: Comment, input: CommentInput) =>
    callRoute(employeesRoutes.updateComment, {
      params: { id: comment.employeeId, commentId: comment.id },
      body: { ...input, version: comment.version },
    }),
  removeComment: (comment: Comment) =>
    callRoute(employeesRoutes.removeComment, { params: { id: comment.employeeId, commentId: comment.id } }),
  createOverride: (id: number, input: PayRateOverrideInput) =>
    callRoute(employeesRoutes.createPayRateOverride, { params: { id }, body: input }),
  updateOverride: (item: PayRateOverride, input: PayRateOverrideInput) =>
    callRoute(employeesRoutes.updatePayRateOverride, {
      params: { id: item.employeeId, overrideId: item.payRateOverrideID },
      body: { ...input, version: item.version },
    }),
  removeOverride: (item: PayRateOverride) =>
    callRoute(employeesRoutes.removePayRateOverride, {
      params: { id: item.employeeId, overrideId: item.payRateOverrideID },
    }),
};
