import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Tabs from '@cloudscape-design/components/tabs';
import type { OrderHistoryRow } from '@shelfline/shared/contracts/order-export.contract';
import { orderExportRoutes } from '@shelfline/shared/routes/orderexport.routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callRoute } from '../../app/api.ts';
import { useNotifications } from '../../app/providers/notifications.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { messagesOf } from '../../lib/api-client.ts';
import { downloadExported } from '../../lib/download.ts';
import {
  jobsOfSupplierQuery,
  notExportedQuery,
  orderExportKeys,
  orderExportLayoutsQuery,
  orderHistoryQuery,
} from '../../queries/order-export.ts';
import { suppliersQuery } from '../../queries/suppliers.ts';
import { thisMonth } from './format.ts';
import { HistoryTable } from './history-table.tsx';
import { NotExportedTable } from './not-exported-table.tsx';
import { type OrderTab, useOrderMaintenanceState } from './order-state.ts';
import { ORDER_MAINTENANCE_STRINGS as s } from './strings.ts';

const DEFAULT_LAYOUT_ID = 1;

const option = (value: number, label: string) => ({ value: String(value), label });

/**
 * /orders, Order Maintenance (002 §2, §4; brief §9b): a layout (1 by default), a supplier and one of its jobs, Load
 * (both chosen), Reset, Export (NotExported only, with a selection). Tabs NotExported and History are exclusive:
 * switching clears the other's data and the selection.
 */
export function OrderMaintenancePage() {
  useDocumentTitle(s.title);
  const { state, update } = useOrderMaintenanceState();
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const layoutId = state.layoutId ?? DEFAULT_LAYOUT_ID;
  const month = thisMonth();
  const fromDate = state.fromDate ?? month.fromDate;
  const toDate = state.toDate ?? month.toDate;

  const layouts = useQuery(orderExportLayoutsQuery());
  const suppliers = useQuery(suppliersQuery(false));
  const jobs = useQuery(jobsOfSupplierQuery(state.supplierId));
  const chosen =
    state.loaded && state.supplierId && state.jobId ? { supplierId: state.supplierId, jobId: state.jobId } : undefined;
  const notExported = useQuery(notExportedQuery(state.tab === 'NotExported' ? chosen : undefined));
  const history = useQuery(
    orderHistoryQuery(state.tab === 'History' && chosen ? { ...chosen, fromDate, toDate } : undefined),
  );

  const layout = layouts.data?.find((l) => l.id === layoutId);
  const canLoad = Boolean(state.supplierId && state.jobId);
  const exporting = useMutation({
    mutationFn: () =>
      callRoute(orderExportRoutes.exportExcel, {
        query: { orderLayoutId: layoutId, supplierId: state.supplierId ?? 0 },
        body: [...selected],
      }),
    onSuccess: async (file) => {
      downloadExported(file);
      notify({ type: 'success', content: s.exported });
      setSelected(new Set());
      await queryClient.invalidateQueries({ queryKey: orderExportKeys.all });
    },
    onError: (error) => notify({ type: 'error', content: messagesOf(error), autoClose: false }),
  });

  const exportSelected = () => {
    // 002 §8: a missing or empty layout is refused before the call.
    if (!layout) return notify({ type: 'error', content: s.invalidLayout });
    exporting.mutate();
  };

  const switchTab = (tab: OrderTab) => {
    // Exclusive tabs: the other tab's rows are dropped, and the selection with them.
    queryClient.removeQueries({
      queryKey:
        tab === 'History'
          ? orderExportKeys.notExported(undefined).slice(0, 2)
          : orderExportKeys.history(undefined).slice(0, 2),
    });
    setSelected(new Set());
    update({ tab });
  };

  const reset = () => {
    setSelected(new Set());
    update({
      layoutId: undefined,
      supplierId: undefined,
      jobId: undefined,
      loaded: false,
      fromDate: undefined,
      toDate: undefined,
    });
  };

  const downloadAgain = async (row: OrderHistoryRow) => {
    let link = row;
    // A link lives 15 minutes: a page left open longer fetches fresh ones first.
    if (!row.fileUrlExpiresAt || Date.parse(row.fileUrlExpiresAt) < Date.now() + 5_000) {
      const fresh = await history.refetch();
      link = fresh.data?.find((r) => r.orderId === row.orderId) ?? row;
    }
    if (link.fileUrl) downloadExported({ url: link.fileUrl, fileName: link.exportFileName });
  };

  const layoutOptions = (layouts.data ?? []).map((l) => option(l.id, l.name));
  const supplierOptions = (suppliers.data ?? []).map((x) => option(x.id, `${x.code} - ${x.name}`));
  const jobOptions = (jobs.data ?? []).map((j) => option(j.id, `${j.jobNumber} - ${j.description}`));

  return (
    <SpaceBetween size="l">
      <Header variant="h1">{s.title}</Header>
      <Container>
        <SpaceBetween size="m">
          <SpaceBetween direction="horizontal" size="m" alignItems="end">
            <FormField label={s.layout} data-testid="filter-layout">
              <Select
                placeholder={s.chooseLayout}
                options={layoutOptions}
                statusType={layouts.isPending ? 'loading' : 'finished'}
                selectedOption={layoutOptions.find((o) => o.value === String(layoutId)) ?? null}
                onChange={(e) => update({ layoutId: Number(e.detail.selectedOption.value) })}
              />
            </FormField>
            <FormField label={s.supplier} data-testid="filter-supplier">
              <Select
                placeholder={s.chooseSupplier}
                filteringType="auto"
                options={supplierOptions}
                statusType={suppliers.isPending ? 'loading' : 'finished'}
                selectedOption={supplierOptions.find((o) => o.value === String(state.supplierId)) ?? null}
                onChange={(e) => {
                  setSelected(new Set());
                  update({ supplierId: Number(e.detail.selectedOption.value), jobId: undefined, loaded: false });
                }}
              />
            </FormField>
            <FormField label={s.job} data-testid="filter-job">
              <Select
                placeholder={s.chooseJob}
                filteringType="auto"
                disabled={!state.supplierId}
                options={jobOptions}
                statusType={jobs.isPending ? 'loading' : 'finished'}
                selectedOption={jobOptions.find((o) => o.value === String(state.jobId)) ?? null}
                onChange={(e) => {
                  setSelected(new Set());
                  update({ jobId: Number(e.detail.selectedOption.value), loaded: false });
                }}
              />
            </FormField>
            <Button
              variant="primary"
              disabled={!canLoad}
              data-testid="load"
              onClick={() => {
                setSelected(new Set());
                if (state.loaded) void queryClient.invalidateQueries({ queryKey: orderExportKeys.all });
                update({ loaded: true });
              }}
            >
              {s.load}
            </Button>
            <Button onClick={reset} data-testid="reset">
              {s.reset}
            </Button>
            {state.tab === 'NotExported' && (
              <Button
                data-testid="export"
                disabled={selected.size === 0 || !state.supplierId}
                loading={exporting.isPending}
                onClick={exportSelected}
              >
                {s.export}
              </Button>
            )}
          </SpaceBetween>
        </SpaceBetween>
      </Container>
      <Container>
        <Tabs
          activeTabId={state.tab}
          onChange={(e) => switchTab(e.detail.activeTabId as OrderTab)}
          tabs={[
            {
              id: 'NotExported',
              label: s.notExported,
              content: chosen ? (
                <SpaceBetween size="s">
                  <div data-testid="selection-count">{s.selected(selected.size)}</div>
                  <NotExportedTable
                    rows={notExported.data}
                    loading={notExported.isFetching && !notExported.data}
                    error={notExported.isError ? messagesOf(notExported.error).join(' ') : undefined}
                    selected={selected}
                    onSelect={setSelected}
                  />
                </SpaceBetween>
              ) : (
                s.notLoaded
              ),
            },
            {
              id: 'History',
              label: s.history,
              content: (
                <SpaceBetween size="m">
                  <SpaceBetween direction="horizontal" size="m">
                    <FormField label={s.from} data-testid="history-from">
                      <DatePicker
                        value={fromDate}
                        onChange={(e) => update({ fromDate: e.detail.value || undefined })}
                        placeholder="YYYY/MM/DD"
                      />
                    </FormField>
                    <FormField label={s.to} data-testid="history-to">
                      <DatePicker
                        value={toDate}
                        onChange={(e) => update({ toDate: e.detail.value || undefined })}
                        placeholder="YYYY/MM/DD"
                      />
                    </FormField>
                  </SpaceBetween>
                  {chosen ? (
                    <HistoryTable
                      rows={history.data}
                      loading={history.isFetching && !history.data}
                      error={history.isError ? messagesOf(history.error).join(' ') : undefined}
                      onDownload={(row) => void downloadAgain(row)}
                    />
                  ) : (
                    s.notLoaded
                  )}
                </SpaceBetween>
              ),
            },
          ]}
        />
      </Container>
    </SpaceBetween>
  );
}
