import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import {
  CUSTOMER_INVOICING_PAGE_SIZES,
  type CustomerChargeRow,
} from '@shelfline/shared/contracts/customer-invoicing.contract';
import { customerInvoicingRoutes } from '@shelfline/shared/routes/customerinvoicing.routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { callRoute } from '../../app/api.ts';
import { useNotifications } from '../../app/providers/notifications.tsx';
import { PageSizePreferences } from '../../components/crud/page-size-preferences.tsx';
import { messagesOf } from '../../lib/api-client.ts';
import { downloadExported } from '../../lib/download.ts';
import { customerChargesQuery, customerInvoicingKeys } from '../../queries/customer-invoicing.ts';
import { jobsOfSupplierQuery } from '../../queries/order-export.ts';
import { suppliersQuery } from '../../queries/suppliers.ts';
import { chargeColumns } from './charge-columns.tsx';
import { hideMatchingReversals, isSelectable, selectAllOf, totalsOf } from './charge-rows.ts';
import { thisMonthRange, useCustomerInvoicingState } from './customer-invoicing-state.ts';
import { customerInvoicingStrings as s } from './strings.ts';

const option = (value: number, label: string) => ({ value: String(value), label });

/**
 * The Charges tab (002 §2, §4, §5): Supplier, Job, From, To, Load and Reset; the open charges with editable billable
 * hours; Generate Preliminary Invoice and Export Charges on the selection. NotApprovedYet rows cannot be selected,
 * select-all also skips Rejected; a reload clears the selection.
 */
export function ChargesTab({ isAdmin }: { isAdmin: boolean }) {
  const { state, update } = useCustomerInvoicingState();
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const [selected, setSelected] = useState<CustomerChargeRow[]>([]);
  const month = thisMonthRange();
  const fromDate = state.fromDate ?? month.fromDate;
  const toDate = state.toDate ?? month.toDate;
  const filter = state.loaded ? { fromDate, toDate, supplierId: state.supplierId, jobId: state.jobId } : undefined;
  const charges = useQuery(customerChargesQuery(filter));
  const suppliers = useQuery(suppliersQuery(false));
  const jobs = useQuery(jobsOfSupplierQuery(state.supplierId));

  const rows = useMemo(() => {
    const all = charges.data ?? [];
    return state.hideReversals ? hideMatchingReversals(all) : all;
  }, [charges.data, state.hideReversals]);
  const pageRows = rows.slice((state.page - 1) * state.pageSize, state.page * state.pageSize);
  const refresh = () => queryClient.invalidateQueries({ queryKey: customerInvoicingKeys.all });

  const saveHours = useMutation({
    mutationFn: ({ row, hours }: { row: CustomerChargeRow; hours: number }) =>
      callRoute(customerInvoicingRoutes.updateBillableHours, {
        params: { id: row.id },
        body: { billableHours: hours, version: row.version },
      }),
    onSuccess: () => refresh(),
    onError: (error) => notify({ type: 'error', content: messagesOf(error), autoClose: false }),
  });
  const generate = useMutation({
    mutationFn: () => callRoute(customerInvoicingRoutes.generateInvoice, { body: selected.map((r) => r.id) }),
    onSuccess: async (answer) => {
      notify({ type: 'success', content: answer.message });
      setSelected([]);
      await refresh();
    },
    onError: (error) => notify({ type: 'error', content: messagesOf(error), autoClose: false }),
  });
  const exporting = useMutation({
    mutationFn: () => callRoute(customerInvoicingRoutes.exportCharges, { body: selected.map((r) => r.id) }),
    onSuccess: (file) => downloadExported(file),
    onError: (error) => notify({ type: 'error', content: messagesOf(error), autoClose: false }),
  });
  const withSelection = (action: () => void) => () =>
    selected.length === 0 ? notify({ type: 'warning', content: s.noSelection }) : action();

  const all = totalsOf(rows);
  const chosen = totalsOf(selected);
  const supplierOptions = [
    { value: '', label: s.filters.allSuppliers },
    ...(suppliers.data ?? []).map((x) => option(x.id, `${x.code} - ${x.name}`)),
  ];
  const jobOptions = [
    { value: '', label: s.filters.allJobs },
    ...(jobs.data ?? []).map((j) => option(j.id, `${j.jobNumber} - ${j.description}`)),
  ];
  const reload = (patch: Parameters<typeof update>[0]) => {
    setSelected([]);
    update({ ...patch, page: 1 });
  };

  return (
    <SpaceBetween size="m">
      <SpaceBetween direction="horizontal" size="m" alignItems="end">
        <FormField label={s.filters.supplier} data-testid="filter-supplier">
          <Select
            filteringType="auto"
            options={supplierOptions}
            statusType={suppliers.isPending ? 'loading' : 'finished'}
            selectedOption={supplierOptions.find((o) => o.value === String(state.supplierId ?? '')) ?? null}
            onChange={(e) =>
              reload({
                supplierId: Number(e.detail.selectedOption.value) || undefined,
                jobId: undefined,
                loaded: false,
              })
            }
          />
        </FormField>
        <FormField label={s.filters.job} data-testid="filter-job">
          <Select
            filteringType="auto"
            disabled={!state.supplierId}
            options={jobOptions}
            selectedOption={jobOptions.find((o) => o.value === String(state.jobId ?? '')) ?? null}
            onChange={(e) => reload({ jobId: Number(e.detail.selectedOption.value) || undefined, loaded: false })}
          />
        </FormField>
        <FormField label={s.filters.from}>
          <DatePicker
            value={fromDate}
            placeholder="YYYY/MM/DD"
            data-testid="filter-from"
            onChange={(e) => reload({ fromDate: e.detail.value || undefined, loaded: false })}
          />
        </FormField>
        <FormField label={s.filters.to}>
          <DatePicker
            value={toDate}
            placeholder="YYYY/MM/DD"
            data-testid="filter-to"
            onChange={(e) => reload({ toDate: e.detail.value || undefined, loaded: false })}
          />
        </FormField>
        <Button
          variant="primary"
          data-testid="load"
          onClick={() => {
            if (state.loaded) void refresh();
            reload({ loaded: true });
          }}
        >
          {s.filters.load}
        </Button>
        <Button
          data-testid="reset"
          onClick={() =>
            reload({ supplierId: undefined, jobId: undefined, fromDate: undefined, toDate: undefined, loaded: false })
          }
        >
          {s.filters.reset}
        </Button>
      </SpaceBetween>
      <Table
        data-testid="charges-table"
        variant="embedded"
        trackBy="id"
        items={pageRows}
        loading={charges.isFetching}
        columnDefinitions={chargeColumns(isAdmin, (row, hours) => saveHours.mutate({ row, hours }))}
        selectionType="multi"
        selectedItems={selected}
        isItemDisabled={(row) => !isSelectable(row)}
        ariaLabels={{
          selectionGroupLabel: 'Charges',
          itemSelectionLabel: (_, row) => `Charge ${row.id}`,
          allItemsSelectionLabel: () => 'All charges',
        }}
        onSelectionChange={(e) => {
          const next = e.detail.selectedItems;
          const added = next.filter((r) => !selected.some((x) => x.id === r.id));
          // select-all (several rows at once) leaves the rejected ones out (002 §4)
          setSelected(added.length > 1 ? [...selected, ...selectAllOf(added)] : [...next]);
        }}
        empty={<Box textAlign="center">{s.empty}</Box>}
        header={
          <Header
            counter={charges.data ? `(${rows.length})` : undefined}
            actions={
              <SpaceBetween direction="horizontal" size="xs" alignItems="center">
                <Checkbox
                  checked={state.hideReversals}
                  data-testid="hide-reversals"
                  onChange={(e) => reload({ hideReversals: e.detail.checked })}
                >
                  {s.filters.hideReversals}
                </Checkbox>
                <Button
                  data-testid="export-charges"
                  loading={exporting.isPending}
                  onClick={withSelection(() => exporting.mutate())}
                >
                  {s.actions.exportCharges}
                </Button>
                <Button
                  variant="primary"
                  data-testid="generate"
                  loading={generate.isPending}
                  onClick={withSelection(() => generate.mutate())}
                >
                  {s.actions.generate}
                </Button>
              </SpaceBetween>
            }
          />
        }
        footer={
          <SpaceBetween size="xxs" data-testid="charges-totals">
            <Box>{s.totals(rows.length, all.hours, all.amount)}</Box>
            <Box>{s.selectedTotals(selected.length, chosen.hours, chosen.amount)}</Box>
          </SpaceBetween>
        }
        pagination={
          <Pagination
            currentPageIndex={state.page}
            pagesCount={Math.max(1, Math.ceil(rows.length / state.pageSize))}
            onChange={(e) => update({ page: e.detail.currentPageIndex })}
          />
        }
        preferences={
          <PageSizePreferences
            pageSize={state.pageSize}
            sizes={CUSTOMER_INVOICING_PAGE_SIZES}
            onChange={(pageSize) => update({ pageSize, page: 1 })}
          />
        }
      />
    </SpaceBetween>
  );
}
