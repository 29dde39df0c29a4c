import Tabs from '@cloudscape-design/components/tabs';
import { useState } from 'react';
import { useSession } from '../../app/session/session.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { ChargesTab } from './charges-tab.tsx';
import { InvoicesTab } from './invoices-tab.tsx';
import { filterRightsOf } from './invoicing-filter.ts';
import { MiscChargesTab } from './misc-charges/misc-charges-tab.tsx';
import { merchandiserInvoicingStrings as s } from './strings.ts';

/**
 * `/invoicing/merchandiser` (002 §2): the Charges, Misc. Charges and Invoices tabs; the Invoices tab is hidden for
 * account managers (brief A20). Misc charges selected on their tab go with the Charges tab's Approve (A21).
 */
export function MerchandiserInvoicingPage() {
  useDocumentTitle(s.title);
  const roles = useSession()?.roles ?? [];
  const rights = filterRightsOf(roles);
  const [miscIds, setMiscIds] = useState<number[]>([]);
  return (
    <Tabs
      tabs={[
        {
          id: 'charges',
          label: s.tabs.charges,
          content: (
            <ChargesTab roles={roles} rights={rights} selectedMiscIds={miscIds} onApproved={() => setMiscIds([])} />
          ),
        },
        { id: 'misc', label: s.tabs.misc, content: <MiscChargesTab onSelectionChange={setMiscIds} /> },
        ...(rights.invoices
          ? [{ id: 'invoices', label: s.tabs.invoices, content: <InvoicesTab rights={rights} /> }]
          : []),
      ]}
    />
  );
}
