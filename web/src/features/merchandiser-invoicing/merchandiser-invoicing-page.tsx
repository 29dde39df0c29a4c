import Tabs from '@cloudscape-design/components/tabs';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { ChargesTab } from './charges-tab.tsx';
import { InvoicesTab } from './invoices-tab.tsx';
import { MiscChargesTab } from './misc-charges/misc-charges-tab.tsx';

/** `/invoicing/merchandiser` (002 §2): the Charges, Misc. Charges and Invoices tabs. */
export function MerchandiserInvoicingPage() {
  useDocumentTitle('Merchandiser Invoicing');
  return (
    <Tabs
      tabs={[
        { id: 'charges', label: 'Charges', content: <ChargesTab /> },
        { id: 'misc', label: 'Misc. Charges', content: <MiscChargesTab /> },
        { id: 'invoices', label: 'Invoices', content: <InvoicesTab /> },
      ]}
    />
  );
}
