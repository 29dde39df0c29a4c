import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Tabs from '@cloudscape-design/components/tabs';
import { ACCESS } from '@shelfline/shared/access';
import { hasAnyRole } from '@shelfline/shared/roles';
import { useSession } from '../../app/session/session.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { ChargesTab } from './charges-tab.tsx';
import { type CustomerInvoicingTab, useCustomerInvoicingState } from './customer-invoicing-state.ts';
import { InvoicesTab } from './invoices-tab.tsx';
import { customerInvoicingStrings as s } from './strings.ts';

/**
 * /invoicing/customer (002 §2): the Charges tab for admins and account managers (account managers without charge
 * rate and amount: the server leaves them out), the Invoices tab for admins only (the route table's areas).
 */
export function CustomerInvoicingPage() {
  useDocumentTitle(s.title);
  const roles = useSession()?.roles ?? [];
  const isAdmin = roles.includes('admin');
  const seesInvoices = hasAnyRole(roles, ACCESS.customerInvoices);
  const { state, update } = useCustomerInvoicingState();
  const tab: CustomerInvoicingTab = seesInvoices ? state.tab : 'charges';
  return (
    <SpaceBetween size="l">
      <Header variant="h1">{s.title}</Header>
      <Container>
        <Tabs
          activeTabId={tab}
          onChange={(e) => update({ tab: e.detail.activeTabId as CustomerInvoicingTab })}
          tabs={[
            { id: 'charges', label: s.tabs.charges, content: <ChargesTab isAdmin={isAdmin} /> },
            ...(seesInvoices ? [{ id: 'invoices', label: s.tabs.invoices, content: <InvoicesTab /> }] : []),
          ]}
        />
      </Container>
    </SpaceBetween>
  );
}
