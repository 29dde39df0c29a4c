import { defineRoute } from './route.ts';

/** Merchandiser invoicing (002 §2, §6, §7). The server scopes a merchandiser to their own charges and invoices. */
export const merchandiserInvoicingRoutes = {
  listCharges: defineRoute({
    method: 'GET',
    path: 'merchandiserInvoicing/charges',
    access: 'merchandiserInvoicing',
    summary: 'Merchandiser charges by dates, job and status',
  }),
  getCharge: defineRoute({
    method: 'GET',
    path: 'merchandiserInvoicing/charges/{id}',
    access: 'merchandiserChargesManage',
    summary: 'Get one merchandiser charge (View Charge)',
  }),
  updateCharge: defineRoute({
    method: 'PATCH',
    path: 'merchandiserInvoicing/charges/{id}',
    access: 'merchandiserChargesManage',
    summary: 'Update a merchandiser charge',
  }),
  approveCharges: defineRoute({
    method: 'POST',
    path: 'merchandiserInvoicing/charges/approve',
    access: 'merchandiserChargesManage',
    summary: 'Approve the selected merchandiser and misc charges',
  }),
  listInvoices: defineRoute({
    method: 'GET',
    path: 'merchandiserInvoicing/invoices',
    access: 'merchandiserInvoicing',
    summary: 'Merchandiser invoices by dates, job, merchandiser and account manager',
  }),
  getInvoicePdf: defineRoute({
    method: 'GET',
    path: 'merchandiserInvoicing/invoices/{id}',
    access: 'merchandiserInvoicing',
    summary: 'A merchandiser invoice (PDF)',
  }),
  submitInvoice: defineRoute({
    method: 'POST',
    path: 'merchandiserInvoicing/invoices',
    access: 'merchandiserInvoicing',
    summary: 'Submit a merchandiser invoice for a period',
  }),
  getPreliminaryInvoice: defineRoute({
    method: 'GET',
    path: 'merchandiserInvoicing/preliminary',
    access: 'merchandiserInvoicing',
    summary: 'Preliminary invoice for the charges filter (PDF)',
  }),
} as const;
