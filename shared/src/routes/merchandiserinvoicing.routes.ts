import {
  ApproveChargesResultSchema,
  ApproveChargesSchema,
  ChargesQuerySchema,
  InvoiceIdParamsSchema,
  InvoicesQuerySchema,
  MerchandiserChargeRowSchema,
  MerchandiserChargeSchema,
  MerchandiserChargeUpdateSchema,
  MerchandiserInvoiceSchema,
  SubmitInvoiceSchema,
  SubmittedInvoiceSchema,
} from '../contracts/merchandiser-invoicing.contract.ts';
import { defineRoute } from './route.ts';

/**
 * Merchandiser invoicing (002 §2, §6, §7). The server scopes a merchandiser to their own charges and invoices, a
 * supervisor to their team, an account manager to the services they manage. The invoice calls are not for account
 * managers (`merchandiserInvoices`, brief A20). The PDF calls answer the file's bytes (no JSON response).
 */
export const merchandiserInvoicingRoutes = {
  listCharges: defineRoute({
    method: 'GET',
    path: 'merchandiserInvoicing/charges',
    access: 'merchandiserInvoicing',
    summary: 'Merchandiser charges by dates, job and status',
    query: ChargesQuerySchema,
    response: MerchandiserChargeRowSchema.array(),
  }),
  getCharge: defineRoute({
    method: 'GET',
    path: 'merchandiserInvoicing/charges/{id}',
    access: 'merchandiserChargesManage',
    summary: 'Get one merchandiser charge (View Charge)',
    params: InvoiceIdParamsSchema,
    response: MerchandiserChargeSchema,
  }),
  updateCharge: defineRoute({
    method: 'PATCH',
    path: 'merchandiserInvoicing/charges/{id}',
    access: 'merchandiserChargesManage',
    summary: 'Update a merchandiser charge',
    params: InvoiceIdParamsSchema,
    body: MerchandiserChargeUpdateSchema,
    response: MerchandiserChargeSchema,
  }),
  approveCharges: defineRoute({
    method: 'POST',
    path: 'merchandiserInvoicing/charges/approve',
    access: 'merchandiserChargesManage',
    summary: 'Approve the selected merchandiser and misc charges',
    body: ApproveChargesSchema,
    response: ApproveChargesResultSchema,
  }),
  listInvoices: defineRoute({
    method: 'GET',
    path: 'merchandiserInvoicing/invoices',
    access: 'merchandiserInvoices',
    summary: 'Merchandiser invoices by dates, job, merchandiser and account manager',
    query: InvoicesQuerySchema,
    response: MerchandiserInvoiceSchema.array(),
  }),
  getInvoicePdf: defineRoute({
    method: 'GET',
    path: 'merchandiserInvoicing/invoices/{id}',
    access: 'merchandiserInvoices',
    summary: 'A merchandiser invoice (PDF)',
    params: InvoiceIdParamsSchema,
  }),
  submitInvoice: defineRoute({
    method: 'POST',
    path: 'merchandiserInvoicing/invoices',
    access: 'merchandiserInvoices',
    summary: 'Submit a merchandiser invoice for a period',
    body: SubmitInvoiceSchema,
    response: SubmittedInvoiceSchema,
  }),
  getPreliminaryInvoice: defineRoute({
    method: 'GET',
    path: 'merchandiserInvoicing/preliminary',
    access: 'merchandiserInvoicing',
    summary: 'Preliminary invoice for the charges filter (PDF)',
    query: ChargesQuerySchema,
  }),
} as const;
