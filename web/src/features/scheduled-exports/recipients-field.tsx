import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TokenGroup from '@cloudscape-design/components/token-group';
import { type Recipient, RecipientSchema } from '@shelfline/shared/contracts/export-schedule.contract';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  accountManagersQuery,
  administratorsQuery,
  merchandisersQuery,
  supervisorsQuery,
} from '../../queries/employees.ts';
import { supplierContactsQuery, suppliersQuery } from '../../queries/suppliers.ts';
import { SCHEDULED_EXPORT_STRINGS as s } from './strings.ts';

const keyOf = (r: Recipient) => (r.type === 'address' ? `address:${r.address}` : `${r.type}:${r.id}`);

/**
 * Who receives the file (brief §7.3): workers (any of the pickers' lists), a supplier's contacts, and addresses typed
 * here (checked as the server checks them). The chosen ones show as tokens; a token's dismiss removes it.
 */
export function RecipientsField({
  value,
  onChange,
  errorText,
  warning,
}: {
  value: Recipient[];
  onChange: (value: Recipient[]) => void;
  errorText?: string | undefined;
  /** Shown when a typed address receives a kind with pay rates or personal data. */
  warning?: string | undefined;
}) {
  const workers = useWorkerOptions();
  const [supplierId, setSupplierId] = useState<number>();
  const suppliers = useQuery(suppliersQuery(false));
  const contacts = useQuery({ ...supplierContactsQuery(supplierId ?? 0), enabled: supplierId !== undefined });
  const [address, setAddress] = useState('');
  const [addressError, setAddressError] = useState<string>();
  const chosen = new Set(value.map(keyOf));
  const add = (recipient: Recipient) => {
    if (!chosen.has(keyOf(recipient))) onChange([...value, recipient]);
  };
  const addAddress = () => {
    const parsed = RecipientSchema.safeParse({ type: 'address', address });
    if (!parsed.success) return setAddressError(parsed.error.issues[0]?.message);
    add(parsed.data);
    setAddress('');
    setAddressError(undefined);
  };
  const contactNames = new Map((contacts.data ?? []).map((c) => [c.id, `${c.name}${c.email ? ` <${c.email}>` : ''}`]));
  const labelOf = (r: Recipient) =>
    r.type === 'address'
      ? r.address
      : r.type === 'worker'
        ? (workers.names.get(r.id) ?? `Worker ${r.id}`)
        : (contactNames.get(r.id) ?? `Supplier contact ${r.id}`);

  const supplierOptions = (suppliers.data ?? []).map((x) => ({ value: String(x.id), label: x.name }));
  const contactOptions = (contacts.data ?? [])
    .filter((c) => !chosen.has(`supplierContact:${c.id}`))
    .map((c) => ({ value: String(c.id), label: c.name, description: c.email || undefined, disabled: !c.email }));
  const workerOptions = workers.options.filter((o) => !chosen.has(`worker:${o.value}`));

  return (
    <FormField label={s.recipients} errorText={errorText} stretch data-testid="schedule-recipients">
      <SpaceBetween size="s">
        {value.length === 0 ? (
          <Box color="text-status-inactive">{s.noRecipients}</Box>
        ) : (
          <TokenGroup
            items={value.map((r) => ({ label: labelOf(r), dismissLabel: s.removeRecipient(labelOf(r)) }))}
            onDismiss={({ detail }) => onChange(value.filter((_, i) => i !== detail.itemIndex))}
          />
        )}
        {warning && (
          <Alert type="warning" data-testid="schedule-personal-data-warning">
            {warning}
          </Alert>
        )}
        <FormField label={s.workers}>
          <Select
            options={workerOptions}
            filteringType="auto"
            statusType={workers.loading ? 'loading' : 'finished'}
            selectedOption={null}
            placeholder={s.workers}
            onChange={({ detail }) => add({ type: 'worker', id: Number(detail.selectedOption.value) })}
          />
        </FormField>
        <FormField label={s.supplierContacts}>
          <SpaceBetween direction="horizontal" size="xs">
            <Select
              options={supplierOptions}
              filteringType="auto"
              placeholder={s.chooseSupplier}
              selectedOption={supplierOptions.find((o) => o.value === String(supplierId)) ?? null}
              onChange={({ detail }) => setSupplierId(Number(detail.selectedOption.value))}
            />
            <Select
              options={contactOptions}
              disabled={supplierId === undefined}
              statusType={contacts.isFetching ? 'loading' : 'finished'}
              selectedOption={null}
              placeholder={s.supplierContacts}
              onChange={({ detail }) => add({ type: 'supplierContact', id: Number(detail.selectedOption.value) })}
            />
          </SpaceBetween>
        </FormField>
        <FormField label={s.addresses} errorText={addressError}>
          <SpaceBetween direction="horizontal" size="xs">
            <Input
              type="email"
              value={address}
              placeholder={s.addressPlaceholder}
              onChange={({ detail }) => setAddress(detail.value)}
              onKeyDown={({ detail }) => {
                if (detail.key === 'Enter') addAddress();
              }}
              data-testid="schedule-address"
            />
            <Button onClick={addAddress} data-testid="schedule-add-address">
              {s.addAddress}
            </Button>
          </SpaceBetween>
        </FormField>
      </SpaceBetween>
    </FormField>
  );
}

/** Every worker the pickers' lists hold (administrators, account managers, supervisors, merchandisers), once each. */
function useWorkerOptions() {
  const lists = useQueries({
    queries: [administratorsQuery(), accountManagersQuery(), supervisorsQuery(), merchandisersQuery()],
  });
  const names = new Map<number, string>();
  for (const list of lists) for (const w of list.data ?? []) if (!names.has(w.id)) names.set(w.id, w.name);
  const options = [...names].map(([id, name]) => ({ value: String(id), label: name }));
  options.sort((a, b) => a.label.localeCompare(b.label));
  return { names, options, loading: lists.some((l) => l.isPending) };
}
