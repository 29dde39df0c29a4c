import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Multiselect from '@cloudscape-design/components/multiselect';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import Textarea from '@cloudscape-design/components/textarea';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CustomerInvoice,
  type CustomerInvoiceInput,
  CustomerInvoiceInputSchema,
} from '@shelfline/shared/contracts/customer-invoicing.contract';
import { formatCents, toCents } from '@shelfline/shared/money';
import { customerInvoicingRoutes } from '@shelfline/shared/routes/customerinvoicing.routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { callFileRoute, callRoute } from '../../app/api.ts';
import { useNotifications } from '../../app/providers/notifications.tsx';
import { ModalFooter } from '../../components/crud/modal-parts.tsx';
import { messagesOf } from '../../lib/api-client.ts';
import { downloadExported, saveDownload } from '../../lib/download.ts';
import { customerInvoicingKeys, invoiceSummaryQuery } from '../../queries/customer-invoicing.ts';
import { customerInvoicingStrings as s } from './strings.ts';

export const invoiceLabel = (invoice: Pick<CustomerInvoice, 'id' | 'invoiceNum'>) =>
  invoice.invoiceNum === undefined ? `${s.preliminary} (P-${invoice.id})` : String(invoice.invoiceNum);

/** The edit pen of a Preliminary invoice (brief A13): date, PO number, notes, lines to take off. */
export function EditInvoiceModal({ invoice, onDismiss }: { invoice: CustomerInvoice; onDismiss: () => void }) {
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const lines = useQuery(invoiceSummaryQuery(invoice.id));
  const form = useForm<CustomerInvoiceInput>({
    resolver: zodResolver(CustomerInvoiceInputSchema),
    defaultValues: {
      version: invoice.version,
      invoiceDate: invoice.invoiceDate,
      poNumber: invoice.poNumber ?? '',
      notes: invoice.notes ?? '',
      removedLineIds: [],
    },
  });
  const save = useMutation({
    mutationFn: (body: CustomerInvoiceInput) =>
      callRoute(customerInvoicingRoutes.updateInvoice, { params: { id: invoice.id }, body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: customerInvoicingKeys.all });
      onDismiss();
    },
    onError: (error) => notify({ type: 'error', content: messagesOf(error), autoClose: false }),
  });
  const lineOptions = (lines.data ?? []).map((l) => ({
    value: String(l.id),
    label: `${l.completedDate} ${l.jobNumber} ${l.store} ${l.merchandiser}`,
    description: l.amount === undefined ? undefined : formatCents(toCents(l.amount), 'parentheses'),
  }));
  const errors = form.formState.errors;
  return (
    <Modal
      visible
      header={`${s.edit.title}: ${invoiceLabel(invoice)}`}
      data-testid="edit-invoice-modal"
      onDismiss={onDismiss}
      footer={
        <ModalFooter>
          <Button onClick={onDismiss}>{s.actions.cancel}</Button>
          <Button
            variant="primary"
            loading={save.isPending}
            data-testid="edit-invoice-save"
            onClick={() => void form.handleSubmit((body) => save.mutate(body))()}
          >
            {s.actions.save}
          </Button>
        </ModalFooter>
      }
    >
      <SpaceBetween size="m">
        <FormField label={s.edit.invoiceDate} errorText={errors.invoiceDate?.message}>
          <Controller
            control={form.control}
            name="invoiceDate"
            render={({ field }) => <Input value={field.value} onChange={(e) => field.onChange(e.detail.value)} />}
          />
        </FormField>
        <FormField label={s.edit.poNumber} errorText={errors.poNumber?.message}>
          <Controller
            control={form.control}
            name="poNumber"
            render={({ field }) => (
              <Input value={field.value ?? ''} data-testid="edit-po" onChange={(e) => field.onChange(e.detail.value)} />
            )}
          />
        </FormField>
        <FormField label={s.edit.notes} errorText={errors.notes?.message}>
          <Controller
            control={form.control}
            name="notes"
            render={({ field }) => (
              <Textarea value={field.value ?? ''} onChange={(e) => field.onChange(e.detail.value)} />
            )}
          />
        </FormField>
        <FormField label={s.edit.removeLines}>
          <Controller
            control={form.control}
            name="removedLineIds"
            render={({ field }) => (
              <Multiselect
                options={lineOptions}
                statusType={lines.isPending ? 'loading' : 'finished'}
                selectedOptions={lineOptions.filter((o) => (field.value ?? []).includes(Number(o.value)))}
                onChange={(e) => field.onChange(e.detail.selectedOptions.map((o) => Number(o.value)))}
              />
            )}
          />
        </FormField>
      </SpaceBetween>
    </Modal>
  );
}

/** View Summary: the invoice's lines, exported as Excel, CSV or PDF. */
export function SummaryModal({ invoice, onDismiss }: { invoice: CustomerInvoice; onDismiss: () => void }) {
  const { notify } = useNotifications();
  const lines = useQuery(invoiceSummaryQuery(invoice.id));
  const params = { params: { id: invoice.id } };
  const fileCall = useMutation({
    mutationFn: async (kind: 'excel' | 'csv' | 'pdf') => {
      if (kind === 'pdf')
        return saveDownload(
          await callFileRoute(customerInvoicingRoutes.exportInvoiceSummaryPdf, params),
          `invoice-${invoice.invoiceNum ?? `P-${invoice.id}`}-summary.pdf`,
        );
      const route =
        kind === 'excel'
          ? customerInvoicingRoutes.exportInvoiceSummaryExcel
          : customerInvoicingRoutes.exportInvoiceSummaryCsv;
      downloadExported(await callRoute(route, params));
    },
    onError: (error) => notify({ type: 'error', content: messagesOf(error), autoClose: false }),
  });
  return (
    <Modal
      visible
      size="max"
      header={s.summaryTitle(invoiceLabel(invoice))}
      data-testid="summary-modal"
      onDismiss={onDismiss}
      footer={
        <ModalFooter>
          <Button data-testid="summary-excel" onClick={() => fileCall.mutate('excel')}>
            {s.actions.exportExcel}
          </Button>
          <Button data-testid="summary-csv" onClick={() => fileCall.mutate('csv')}>
            {s.actions.exportCsv}
          </Button>
          <Button data-testid="summary-pdf" onClick={() => fileCall.mutate('pdf')}>
            {s.actions.exportPdf}
          </Button>
          <Button variant="primary" onClick={onDismiss}>
            {s.actions.close}
          </Button>
        </ModalFooter>
      }
    >
      <Table
        variant="embedded"
        trackBy="id"
        loading={lines.isPending}
        items={lines.data ?? []}
        columnDefinitions={[
          { id: 'date', header: s.columns.date, cell: (l) => l.completedDate },
          { id: 'job', header: s.columns.job, cell: (l) => l.jobNumber },
          { id: 'merchandiser', header: s.columns.merchandiser, cell: (l) => l.merchandiser },
          { id: 'store', header: s.columns.store, cell: (l) => `${l.retailer} / ${l.store}` },
          { id: 'serviceType', header: s.columns.serviceType, cell: (l) => l.serviceType },
          { id: 'rate', header: s.columns.chargeRate, cell: (l) => l.chargeRate?.toFixed(2) },
          { id: 'hours', header: s.columns.billableHours, cell: (l) => l.billableHours.toFixed(2) },
          {
            id: 'amount',
            header: s.columns.amount,
            cell: (l) => (l.amount === undefined ? '' : formatCents(toCents(l.amount), 'parentheses')),
          },
        ]}
      />
    </Modal>
  );
}
