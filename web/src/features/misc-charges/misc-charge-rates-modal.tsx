import {
  type MiscChargeRatesFields,
  MiscChargeRatesFieldsSchema,
} from '@shelfline/shared/contracts/misc-charge.contract';
import { miscChargeRatesRoutes } from '@shelfline/shared/routes/miscchargerates.routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../app/api.ts';
import { useNotifications } from '../../app/providers/notifications.tsx';
import { EntityFormModal, type FormFieldDef } from '../../components/crud/entity-form-modal.tsx';
import { miscChargeRatesKeys, miscChargeRatesQuery } from '../../queries/misc-charge-types.ts';
import { miscChargeStrings as s } from './strings.ts';

const rate = (name: keyof MiscChargeRatesFields): FormFieldDef => ({
  kind: 'number',
  name,
  label: s.rates[name],
  min: 0,
  step: 0.0001,
});

const FIELDS: readonly FormFieldDef[] = [
  rate('travelLowKmRate'),
  rate('travelHighKmRate'),
  {
    kind: 'number',
    name: 'travelHighLowKmThreshold',
    label: s.rates.travelHighLowKmThreshold,
    min: 0,
    step: 1,
    inputMode: 'numeric',
  },
  rate('travelPerHourRate'),
  rate('travelContinuity'),
  rate('printPerPageRate'),
];

/**
 * The company rates (002 §2 "Misc charge rates" modal): opened once they are read, saved at the version read
 * (a stale save shows the server's 409 in the form), then the spec's toast.
 */
export function MiscChargeRatesModal({ visible, onDismiss }: { visible: boolean; onDismiss: () => void }) {
  const rates = useQuery({ ...miscChargeRatesQuery(), enabled: visible });
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const save = useMutation({
    mutationFn: (fields: MiscChargeRatesFields) =>
      callRoute(miscChargeRatesRoutes.update, { body: { ...fields, version: rates.data?.version ?? 0 } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(miscChargeRatesKeys.all, saved);
      notify({ type: 'success', content: s.rates.saved });
      onDismiss();
    },
  });
  return (
    <EntityFormModal<MiscChargeRatesFields>
      visible={visible && rates.data !== undefined}
      title={s.rates.title}
      fields={FIELDS}
      schema={MiscChargeRatesFieldsSchema}
      initialValues={rates.data}
      onSubmit={save.mutateAsync}
      onDismiss={onDismiss}
      testId="misc-charge-rates"
    />
  );
}
