import { merchandiserInvoicingRoutes } from '@shelfline/shared/routes/merchandiserinvoicing.routes';
import { createApiHandler } from '../../common/api-handler.ts';
import { approveCharges } from './approve-charges.route.ts';
import { getCharge } from './get-charge.route.ts';
import { getInvoicePdf } from './get-invoice-pdf.route.ts';
import { getPreliminaryInvoice } from './get-preliminary-invoice.route.ts';
import { listCharges } from './list-charges.route.ts';
import { listInvoices } from './list-invoices.route.ts';
import { submitInvoice } from './submit-invoice.route.ts';
import { updateCharge } from './update-charge.route.ts';

/** The `merchandiserinvoicing` family (002 §2, §7): charges, their approval, and merchandiser invoices with PDFs. */
export const handler = createApiHandler({
  routes: Object.values(merchandiserInvoicingRoutes),
  implementations: [
    listCharges,
    getCharge,
    updateCharge,
    approveCharges,
    listInvoices,
    getInvoicePdf,
    submitInvoice,
    getPreliminaryInvoice,
  ],
});
