import Input from '@cloudscape-design/components/input';
import Table from '@cloudscape-design/components/table';
import type { OrderLineRow } from '@shelfline/shared/contracts/order.contract';
import { ordersRoutes } from '@shelfline/shared/routes/orders.routes';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { callRoute } from '../../app/api.ts';
import { useNotifications } from '../../app/providers/notifications.tsx';
import { ApiError, messagesOf } from '../../lib/api-client.ts';
import { orderStrings as s } from './strings.ts';

/*
 * The order's lines (002 §2 Order Entry): Item Code, Slot, UPC, Title, Quantity, Cost, Retail (money with 2
 * decimals). While the order is open each quantity is an input saved on leaving it (a whole number ≥ 0; 0 removes
 * the line; 002 §5).
 */

export function OrderLinesTable(props: {
  serviceId: number;
  lines: OrderLineRow[];
  loading: boolean;
  editable: boolean;
  onLines: (lines: OrderLineRow[]) => void;
  onLost: () => void;
}) {
  const { serviceId, editable, onLines, onLost } = props;
  const c = s.columns;
  return (
    <Table
      variant="embedded"
      items={props.lines}
      loading={props.loading}
      trackBy="orderDetailId"
      empty={s.noLines}
      data-testid="order-lines"
      columnDefinitions={[
        { id: 'itemCode', header: c.itemCode, cell: (l) => l.itemCode },
        { id: 'slot', header: c.slot, cell: (l) => l.slotNumber },
        { id: 'upc', header: c.upc, cell: (l) => l.upc },
        { id: 'title', header: c.title, cell: (l) => l.title },
        {
          id: 'quantity',
          header: c.quantity,
          cell: (l) =>
            editable ? (
              <QuantityCell
                key={`${l.orderDetailId}-${l.quantity}`}
                serviceId={serviceId}
                line={l}
                {...{ onLines, onLost }}
              />
            ) : (
              l.quantity
            ),
        },
        { id: 'cost', header: c.cost, cell: (l) => s.money(l.cost) },
        { id: 'retail', header: c.retail, cell: (l) => s.money(l.retail) },
      ]}
    />
  );
}

function QuantityCell({
  serviceId,
  line,
  onLines,
  onLost,
}: {
  serviceId: number;
  line: OrderLineRow;
  onLines: (lines: OrderLineRow[]) => void;
  onLost: () => void;
}) {
  const { notify } = useNotifications();
  const [value, setValue] = useState(String(line.quantity));
  const save = useMutation({
    mutationFn: (quantity: number) =>
      callRoute(ordersRoutes.updateQuantity, {
        query: { serviceId, orderDetailId: line.orderDetailId, quantity },
      }),
    onSuccess: onLines,
    onError: (error) => {
      const answered = error instanceof ApiError && error.status > 0;
      if (!answered) onLost();
      setValue(String(line.quantity));
      notify({ type: 'error', content: answered ? messagesOf(error).join(' ') : s.networkError });
    },
  });
  const valid = /^\d{1,4}$/.test(value.trim());
  return (
    <Input
      value={value}
      onChange={(e) => setValue(e.detail.value)}
      onBlur={() => {
        if (valid && Number(value) !== line.quantity) save.mutate(Number(value));
        else setValue(String(line.quantity));
      }}
      invalid={!valid}
      inputMode="numeric"
      type="number"
      disabled={save.isPending}
      ariaLabel={s.quantityOf(line.upc)}
      data-testid={`line-quantity-${line.upc}`}
    />
  );
}
