import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { OrderHeader, OrderLineRow } from '@shelfline/shared/contracts/order.contract';
import { ordersRoutes } from '@shelfline/shared/routes/orders.routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callRoute } from '../../app/api.ts';
import { useNotifications } from '../../app/providers/notifications.tsx';
import { ApiError, messagesOf } from '../../lib/api-client.ts';
import { orderHeaderQuery, orderKeys, orderLinesQuery } from '../../queries/orders.ts';
import { OrderLinesTable } from './order-lines-table.tsx';
import { ScanControls } from './scan-controls.tsx';
import { orderStrings as s } from './strings.ts';
import { useScanQueue } from './use-scan-queue.ts';
import './orders.css';

/*
 * Order Entry, 'Inventory Scan (no Layout)' (002 §2; brief §8b): the header, the lines (quantity edited per row, saved
 * on leaving the field), the scan controls, No Count Required, Submit and (staff) UnSubmit. A submitted order hides the
 * editing and shows the 'Submitted' banner; the header is read again after submit or unsubmit. Shown as the page
 * /orderEntry?serviceId= and as the Orders modal of the Service Report. Header and lines that fail to load only end
 * the loading state (002 §8).
 */

export function OrderEntry({ serviceId }: { serviceId: number }) {
  const header = useQuery(orderHeaderQuery(serviceId));
  if (header.isPending) return <Spinner size="large" />;
  if (!header.data) return <Box color="text-status-inactive">{s.missingService}</Box>;
  return <OrderEntryOf header={header.data} />;
}

function OrderEntryOf({ header }: { header: OrderHeader }) {
  const { serviceId, orderId } = header;
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const [noCountNeeded, setNoCountNeeded] = useState(header.noCountNeeded);
  const lines = useQuery({ ...orderLinesQuery(orderId ?? 0), enabled: orderId !== null });
  const refreshHeader = () => queryClient.invalidateQueries({ queryKey: orderKeys.header(serviceId) });
  // A scan's answer is the order's lines after it. A read of the lines still in flight (started when the first scan
  // made the order) would land after it with fewer lines and stay on screen: it is cancelled before the answer is set.
  const showLines = async (answer: OrderLineRow[]) => {
    if (orderId === null) return void refreshHeader();
    await queryClient.cancelQueries({ queryKey: orderKeys.lines(orderId) });
    queryClient.setQueryData(orderKeys.lines(orderId), answer);
  };
  const refreshLines = () => {
    void refreshHeader();
    if (orderId !== null) void queryClient.invalidateQueries({ queryKey: orderKeys.lines(orderId) });
  };
  const scans = useScanQueue(serviceId, orderId, showLines, refreshLines);

  const failure = (fallback: string) => (error: unknown) =>
    notify({
      type: 'error',
      content:
        error instanceof ApiError && error.status < 500 ? `${fallback} ${messagesOf(error).join(' ')}` : fallback,
    });
  const submit = useMutation({
    mutationFn: () =>
      callRoute(ordersRoutes.submit, { body: { serviceId, orderId, planogramId: header.planogramId, noCountNeeded } }),
    onSuccess: (next) => {
      queryClient.setQueryData(orderKeys.header(serviceId), next);
      notify({ type: 'success', content: s.submitted });
    },
    onError: failure(s.submitFailed),
    onSettled: refreshHeader,
  });
  const unsubmit = useMutation({
    mutationFn: () => callRoute(ordersRoutes.unsubmit, { params: { orderId: orderId ?? 0 } }),
    onSuccess: (next) => {
      queryClient.setQueryData(orderKeys.header(serviceId), next);
      notify({ type: 'success', content: s.unsubmitted });
    },
    onError: failure(s.unsubmitFailed),
    onSettled: refreshHeader,
  });
  const open = !header.isOrderSubmitted;
  const canScan = open && header.planogramId !== null;

  return (
    <div className="order-entry" data-testid="order-entry">
      <SpaceBetween size="l">
        <ColumnLayout columns={3} variant="text-grid" data-testid="order-header">
          <Fact label={s.header.orderNumber} value={orderId === null ? s.header.notStarted : String(orderId)} />
          <Fact label={s.header.planogram} value={header.planogramCode ?? s.header.none} />
          <Fact label={s.header.job} value={header.jobDescription} />
          <Fact label={s.header.store} value={String(header.storeNumber)} />
          <Fact label={s.header.state} value={header.status ?? s.header.notStarted} />
          {header.poNumber && <Fact label={s.header.poNumber} value={header.poNumber} />}
        </ColumnLayout>
        {!open && (
          <Alert type="success" data-testid="order-submitted">
            {s.submittedBanner}
          </Alert>
        )}
        {open && header.planogramId === null && <Alert type="info">{s.noPlanogram}</Alert>}
        {canScan && <ScanControls onScan={scans.enqueue} />}
        <div aria-live="polite" data-testid="scan-status">
          {scans.pending > 0 ? (
            <StatusIndicator type="loading">{s.sending(scans.pending)}</StatusIndicator>
          ) : (
            scans.last && (
              <StatusIndicator type={scans.last.ok ? 'success' : 'error'}>{scans.last.message}</StatusIndicator>
            )
          )}
        </div>
        <OrderLinesTable
          serviceId={serviceId}
          lines={lines.data ?? []}
          loading={lines.isFetching && !lines.data}
          editable={canScan}
          onLines={showLines}
          onLost={refreshLines}
        />
        <SpaceBetween size="m" direction="horizontal" alignItems="center">
          {open && (
            <Checkbox
              checked={noCountNeeded}
              onChange={(e) => setNoCountNeeded(e.detail.checked)}
              data-testid="order-no-count"
            >
              {s.noCountRequired}
            </Checkbox>
          )}
          {open && (
            <Button
              variant="primary"
              onClick={() => submit.mutate()}
              loading={submit.isPending}
              disabled={scans.pending > 0}
              data-testid="order-submit"
            >
              {s.submit}
            </Button>
          )}
          {header.canUnsubmit && (
            <Button onClick={() => unsubmit.mutate()} loading={unsubmit.isPending} data-testid="order-unsubmit">
              {s.unsubmit}
            </Button>
          )}
        </SpaceBetween>
      </SpaceBetween>
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Box variant="awsui-key-label">{label}</Box>
      <div>{value}</div>
    </div>
  );
}
