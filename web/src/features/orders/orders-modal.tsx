import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import { ACCESS } from '@shelfline/shared/access';
import { hasAnyRole } from '@shelfline/shared/roles';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSession } from '../../app/session/session.ts';
import { ModalFooter } from '../../components/crud/modal-parts.tsx';
import { orderHeaderQuery } from '../../queries/orders.ts';
import { OrderEntry } from './order-entry.tsx';
import { orderStrings as s } from './strings.ts';

/*
 * The Orders modal (002 §2: Order Entry "also opens as a modal called Orders"): the Service Report's Orders button,
 * shown when the caller may reach the service's order — order staff, or the team lead (who may edit the report) —
 * and it has a planogram (or an order already). Others (crmUser, a helper) never ask for the header.
 */
export function OrdersButton({ serviceId, teamLead }: { serviceId: number; teamLead: boolean }) {
  const roles = useSession()?.roles ?? [];
  const mayOpen = hasAnyRole(roles, ACCESS.ordersUnsubmit) || (teamLead && hasAnyRole(roles, ACCESS.orders));
  const header = useQuery({ ...orderHeaderQuery(serviceId), enabled: mayOpen });
  const [open, setOpen] = useState(false);
  if (!header.data || (header.data.planogramId === null && header.data.orderId === null)) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="report-orders">
        {s.orders}
      </Button>
      {open && (
        <Modal
          visible
          size="large"
          header={s.title}
          onDismiss={() => setOpen(false)}
          closeAriaLabel={s.close}
          data-testid="orders-modal"
          footer={
            <ModalFooter>
              <Button onClick={() => setOpen(false)}>{s.close}</Button>
            </ModalFooter>
          }
        >
          <OrderEntry serviceId={serviceId} />
        </Modal>
      )}
    </>
  );
}
