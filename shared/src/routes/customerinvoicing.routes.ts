import { defineRoute } from './route.ts';

/** Customer invoicing (002 §2, §6, §7): the Charges tab for admins and account managers, the Invoices tab for admins. */
export const customerInvoicingRoutes = {
  listCharges: defineRoute({
    method: 'GET',
    path: 'customerInvoicing/charges',
    access: 'customerInvoicing',
    summary: 'Customer charges by dates, job and supplier',
  }),
  updateBillableHours: defineRoute({
    method: 'PATCH',
    path: 'customerInvoicing/charges/{id}/billableHours',
    access: 'customerInvoicing',
    summary: "Change a charge's billable hours",
  }),
  exportCharges: defineRoute({
    method: 'POST',
    path: 'customerInvoicing/charges/export/excel',
    access: 'customerInvoicing',
    summary: 'Export the selected customer charges (Excel)',
  }),
  listInvoices: defineRoute({
    method: 'GET',
    path: 'customerInvoicing/invoices',
    access: 'customerInvoices',
    summary: 'List customer invoices',
  }),
  generateInvoice: defineRoute({
    method: 'POST',
    path: 'customerInvoicing/invoices',
    access: 'customerInvoicing',
    summary: 'Generate a preliminary invoice from the selected charges',
  }),
  getInvoice: defineRoute({
    method: 'GET',
    path: 'customerInvoicing/invoices/{id}',
    access: 'customerInvoices',
    summary: 'Get one customer invoice',
  }),
  updateInvoice: defineRoute({
    method: 'PUT',
    path: 'customerInvoicing/invoices/{id}',
    access: 'customerInvoices',
    summary: 'Update a customer invoice',
  }),
  removeInvoice: defineRoute({
    method: 'DELETE',
    path: 'customerInvoicing/invoices/{id}',
    access: 'customerInvoices',
    summary: 'Delete a preliminary customer invoice',
  }),
  getInvoicePdf: defineRoute({
    method: 'GET',
    path: 'customerInvoicing/invoices/{id}/pdf',
    access: 'customerInvoices',
    summary: 'A customer invoice (PDF)',
  }),
  getInvoiceSummary: defineRoute({
    method: 'GET',
    path: 'customerInvoicing/invoices/{id}/summary',
    access: 'customerInvoices',
    summary: 'Summary of a customer invoice',
  }),
  exportInvoiceSummaryCsv: defineRoute({
    method: 'GET',
    path: 'customerInvoicing/invoices/{id}/summary/csv',
    access: 'customerInvoices',
    summary: 'Export a customer invoice summary (CSV)',
  }),
  exportInvoiceSummaryExcel: defineRoute({
    method: 'GET',
    path: 'customerInvoicing/invoices/{id}/summary/excel',
    access: 'customerInvoices',
    summary: 'Export a customer invoice summary (Excel)',
  }),
  submitInvoice: defineRoute({
    method: 'POST',
    path: 'customerInvoicing/invoices/{id}/submit',
    access: 'customerInvoices',
    summary: 'Submit a preliminary customer invoice',
  }),
  sendInvoice: defineRoute({
    method: 'POST',
    path: 'customerInvoicing/invoices/{id}/send',
    access: 'customerInvoices',
    summary: 'Send a customer invoice and its summary to the client',
  }),
} as const;
