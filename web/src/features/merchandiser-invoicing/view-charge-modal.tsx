import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Textarea from '@cloudscape-design/components/textarea';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type MerchandiserChargeUpdate,
  MerchandiserChargeUpdateSchema,
  type MerchandiserCharge as MerchandiserChargeView,
} from '@shelfline/shared/contracts/merchandiser-invoicing.contract';
import { merchandiserInvoicingRoutes as routes } from '@shelfline/shared/routes/merchandiserinvoicing.routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import * as z from 'zod';
import { callRoute } from '../../app/api.ts';
import { useNotifications } from '../../app/providers/notifications.tsx';
import { dismissUnlessOverlay, ModalFooter } from '../../components/crud/modal-parts.tsx';
import { messagesOf } from '../../lib/api-client.ts';
import { merchandiserChargeQuery, merchandiserInvoicingKeys } from '../../queries/merchandiser-invoicing.ts';
import { merchandiserInvoicingStrings as s } from './strings.ts';

const fields = MerchandiserChargeUpdateSchema.shape;
/** Inputs hold text: an empty rate clears it (null), empty hours are refused by the shared field. */
const numberOr = (empty: null | undefined) => (v: unknown) =>
  typeof v === 'string' ? (v.trim() === '' ? empty : Number(v)) : v;
const ChargeFormSchema = z.object({
  hoursForBilling: z.preprocess(numberOr(undefined), fields.hoursForBilling.unwrap()),
  payrateFlat: z.preprocess(numberOr(null), fields.payrateFlat),
  payratePerHour: z.preprocess(numberOr(null), fields.payratePerHour),
  comments: fields.comments,
});
type ChargeFormValues = { hoursForBilling: string; payrateFlat: string; payratePerHour: string; comments: string };

const text = (v: number | undefined) => (v === undefined ? '' : String(v));

/**
 * View Charge (brief §2.3 (b)): the charge's service, store, job and product, where its rate came from, reported
 * against billable hours, exceptions, approval and its customer charge; hours, rates and comments editable by admins
 * and account managers while no invoice holds it (the server refuses otherwise).
 */
export function ViewChargeModal({ chargeId, onDismiss }: { chargeId: number; onDismiss: () => void }) {
  const charge = useQuery(merchandiserChargeQuery(chargeId));
  return (
    <Modal
      visible
      size="large"
      header={s.viewCharge.title(chargeId)}
      data-testid="view-charge-modal"
      onDismiss={dismissUnlessOverlay(onDismiss)}
    >
      {charge.data ? (
        <ChargeForm charge={charge.data} onDismiss={onDismiss} />
      ) : charge.error ? (
        <Alert type="error">{messagesOf(charge.error).join(' ')}</Alert>
      ) : (
        <Spinner />
      )}
    </Modal>
  );
}

function ChargeForm({ charge, onDismiss }: { charge: MerchandiserChargeView; onDismiss: () => void }) {
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const editable = charge.invoiceId === undefined && !charge.voided;
  const form = useForm<ChargeFormValues, unknown, z.output<typeof ChargeFormSchema>>({
    resolver: zodResolver(ChargeFormSchema) as never,
    defaultValues: {
      hoursForBilling: text(charge.hoursForBilling),
      payrateFlat: text(charge.payrateFlat),
      payratePerHour: text(charge.payratePerHour),
      comments: charge.comments ?? '',
    },
  });
  const save = useMutation({
    mutationFn: (change: MerchandiserChargeUpdate) =>
      callRoute(routes.updateCharge, { params: { id: charge.chargeId }, body: change }),
    onSuccess: (saved) => {
      queryClient.setQueryData(merchandiserInvoicingKeys.charge(charge.chargeId), saved);
      void queryClient.invalidateQueries({ queryKey: merchandiserInvoicingKeys.allCharges });
      notify({ type: 'success', content: s.viewCharge.saved(charge.chargeId) });
      onDismiss();
    },
  });
  const submit = form.handleSubmit((values) => save.mutate({ ...values, version: charge.version }));
  const v = s.viewCharge;
  const input = (name: 'hoursForBilling' | 'payrateFlat' | 'payratePerHour', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField label={label} errorText={fieldState.error?.message}>
          <Input
            data-testid={`charge-${name}`}
            value={field.value}
            inputMode="decimal"
            readOnly={!editable}
            onChange={(e) => field.onChange(e.detail.value)}
            onBlur={field.onBlur}
          />
        </FormField>
      )}
    />
  );

  return (
    <form onSubmit={(e) => void submit(e)}>
      <SpaceBetween size="m">
        <KeyValuePairs
          columns={3}
          items={[
            { label: v.service, value: `${charge.serviceId} – ${charge.serviceType}` },
            { label: v.store, value: `${charge.retailer} / ${charge.storeDescription}` },
            { label: v.job, value: `${charge.jobNumber} – ${charge.jobDescription}` },
            { label: v.product, value: charge.product },
            { label: v.rateSource, value: charge.rateSource },
            { label: v.reportedHours, value: String(charge.reportedHours) },
            { label: v.exceptions, value: charge.exceptions.join(', ') || v.none },
            {
              label: v.approval,
              value: `${s.statusLabels[charge.approvalStatus]}${charge.approvedBy ? ` (${charge.approvedBy})` : ''}`,
            },
            {
              label: v.customerCharge,
              value: charge.customerChargeId === undefined ? v.none : String(charge.customerChargeId),
            },
          ]}
        />
        {!editable && <Alert type="info">{v.readOnly}</Alert>}
        <ColumnLayout columns={3}>
          {input('hoursForBilling', v.hoursForBilling)}
          {input('payrateFlat', v.payrateFlat)}
          {input('payratePerHour', v.payratePerHour)}
        </ColumnLayout>
        <Controller
          control={form.control}
          name="comments"
          render={({ field, fieldState }) => (
            <FormField label={v.comments} errorText={fieldState.error?.message} stretch>
              <Textarea
                data-testid="charge-comments"
                value={field.value}
                readOnly={!editable}
                rows={2}
                onChange={(e) => field.onChange(e.detail.value)}
              />
            </FormField>
          )}
        />
        {save.error && <Alert type="error">{messagesOf(save.error).join(' ')}</Alert>}
        <ModalFooter>
          <Button variant="link" formAction="none" onClick={onDismiss} disabled={save.isPending}>
            {editable ? v.cancel : v.close}
          </Button>
          {editable && (
            <Button variant="primary" formAction="submit" loading={save.isPending} data-testid="charge-save">
              {v.save}
            </Button>
          )}
        </ModalFooter>
      </SpaceBetween>
    </form>
  );
}
