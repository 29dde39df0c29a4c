import { customerInvoicingRoutes } from '@shelfline/shared/routes/customerinvoicing.routes';
import { createApiHandler } from '../../common/api-handler.ts';
import { exportCharges } from './export-charges.route.ts';
import { exportInvoiceSummaryCsv } from './export-invoice-summary-csv.route.ts';
import { exportInvoiceSummaryExcel } from './export-invoice-summary-excel.route.ts';
import { exportInvoiceSummaryPdf } from './export-invoice-summary-pdf.route.ts';
import { generateInvoice } from './generate-invoice.route.ts';
import { getInvoice } from './get-invoice.route.ts';
import { getInvoicePdf } from './get-invoice-pdf.route.ts';
import { getInvoiceSummary } from './get-invoice-summary.route.ts';
import { listCharges } from './list-charges.route.ts';
import { listInvoices } from './list-invoices.route.ts';
import { removeInvoice } from './remove-invoice.route.ts';
import { sendInvoice } from './send-invoice.route.ts';
import { submitInvoice } from './submit-invoice.route.ts';
import { updateBillableHours } from './update-billable-hours.route.ts';
import { updateInvoice } from './update-invoice.route.ts';

/** The `customerinvoicing` family: the Charges and Invoices tabs of /invoicing/customer (002 §2, §7). */
export const handler = createApiHandler({
  routes: Object.values(customerInvoicingRoutes),
  implementations: [
    listCharges,
    updateBillableHours,
    exportCharges,
    listInvoices,
    generateInvoice,
    getInvoice,
    updateInvoice,
    removeInvoice,
    getInvoicePdf,
    getInvoiceSummary,
    exportInvoiceSummaryCsv,
    exportInvoiceSummaryExcel,
    exportInvoiceSummaryPdf,
    submitInvoice,
    sendInvoice,
  ],
});
