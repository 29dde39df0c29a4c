import type { CustomerInvoice } from '@shelfline/shared/contracts/customer-invoicing.contract';
import type { Paged } from '@shelfline/shared/contracts/list.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { findCompanyInfo } from '../../functions/data/master-data/reference-data.repository.ts';
import { supplierContacts } from '../../functions/data/master-data/suppliers.repository.ts';
import { putCharge, testSupplier } from '../integration/customer-invoicing-support.ts';
import { api, signIn } from '../support/local-stack.ts';
import { waitForMails } from '../support/mail-store.ts';
import { withBrowser } from './support/browser.ts';

const WAIT = { timeout: 60_000 };

/**
 * /invoicing/customer (002 §2): an admin loads charges, generates a preliminary invoice from the selection (a Not
 * Approved Yet charge cannot be selected), submits it on the Invoices tab and sends it with its summary.
 */
describe('customer invoicing', () => {
  const browser = withBrowser();
  let admin: string;

  beforeAll(async () => {
    admin = (await signIn('admin')).token;
  });

  it('an admin generates, submits and sends a customer invoice', async () => {
    const client = await testSupplier();
    const day = '2001-11-15';
    const approved = await putCharge({ ...client, completedDate: day, hours: 3, rate: 40 });
    const pending = await putCharge({ ...client, completedDate: day, payApprovalStatus: 0 });
    await supplierContacts.create(
      {
        id: client.supplierId * 10 + 1,
        supplierId: client.supplierId,
        name: 'AP',
        email: `ap-${client.supplierId}@client.example`,
        isPrimary: true,
      },
      'test',
    );

    const app = await browser.open('admin');
    await app.goto(`/invoicing/customer?fromDate=${day}&toDate=${day}&loaded=true`);
    expect(await app.heading()).toContain('Customer Invoicing');
    const page = app.page;
    const table = page.locator('[data-testid="charges-table"]');
    await table.getByRole('checkbox', { name: `Charge ${approved.id}` }).waitFor(WAIT);
    expect(await table.getByRole('checkbox', { name: `Charge ${pending.id}` }).isDisabled()).toBe(true);
    expect(await table.getByText('120.00').count()).toBeGreaterThan(0);

    await page.locator('[data-testid="generate"]').click();
    await page.locator('[data-testid="notifications"]').getByText('Please select one or more charges.').waitFor(WAIT);
    await table.getByRole('checkbox', { name: `Charge ${approved.id}` }).check({ force: true });
    await page
      .locator('[data-testid="charges-totals"]')
      .getByText('Selected: 1 charges, 3.00 billable hours, 120.00')
      .waitFor(WAIT);
    await page.locator('[data-testid="generate"]').click();
    await page
      .locator('[data-testid="notifications"]')
      .getByText('Preliminary invoice generated successfully')
      .waitFor(WAIT);
    await table.getByRole('checkbox', { name: `Charge ${approved.id}` }).waitFor({ state: 'detached', ...WAIT });

    const listed = await api<Paged<CustomerInvoice>>(
      'GET',
      `customerInvoicing/invoices?supplierId=${client.supplierId}`,
      {
        token: admin,
      },
    );
    const invoice = listed.body.items[0] as CustomerInvoice;
    expect(invoice.total).toBe(135.6);

    await page.getByRole('tab', { name: 'Invoices' }).click();
    const actions = page.locator(`[data-testid="invoice-actions-${invoice.id}"]`);
    await actions.waitFor(WAIT);
    await actions.locator('button').first().click();
    await page.getByRole('menuitem', { name: 'Submit' }).click();
    await page.locator('[data-testid="notifications"]').getByText('Invoice submitted successfully').waitFor(WAIT);
    await page.locator(`[data-testid="status-${invoice.id}"]`).getByText('Submitted').waitFor(WAIT);

    await actions.locator('button').first().click();
    await page.getByRole('menuitem', { name: 'Send Invoice and Summary' }).click();
    await page
      .locator('[data-testid="send-modal"]')
      .getByText('Send the invoice and its summary to the client?')
      .waitFor(WAIT);
    await page.locator('[data-testid="send-modal"] [data-testid="confirm-ok"]').click();
    await page.locator('[data-testid="notifications"]').getByText('Invoice sent successfully').waitFor(WAIT);

    const submitted = (await api<CustomerInvoice>('GET', `customerInvoicing/invoices/${invoice.id}`, { token: admin }))
      .body;
    // the company's name as it is now: other tests on the shared stack rename the company
    const company = (await findCompanyInfo())?.companyName;
    const [mail] = await waitForMails(`Invoice ${submitted.invoiceNum} from ${company}`, 1);
    expect(mail?.attachments).toHaveLength(2);

    // a second send asks first, naming the first one
    await actions.locator('button').first().click();
    await page.getByRole('menuitem', { name: 'Send Invoice and Summary' }).click();
    await page
      .locator('[data-testid="send-modal"]')
      .getByText(/^Sent on \d{4}-\d{2}-\d{2} to ap-/)
      .waitFor(WAIT);
  });
});
