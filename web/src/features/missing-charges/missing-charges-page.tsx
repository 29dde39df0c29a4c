import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Tabs from '@cloudscape-design/components/tabs';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  MissingChargesQuerySchema,
  type MissingClientCharge,
  type MissingMerchandiserCharge,
} from '@shelfline/shared/contracts/missing-charges.contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { messagesOf } from '../../lib/api-client.ts';
import { missingClientChargesQuery, missingMerchandiserChargesQuery } from '../../queries/missing-charges.ts';
import { type MissingChargesTab, useMissingChargesState } from './missing-charges-state.ts';
import { ClientChargesTable, MerchandiserChargesTable } from './missing-charges-tables.tsx';
import { MISSING_CHARGES_STRINGS as s } from './strings.ts';
import { useCreateMissingCharges } from './use-create-missing-charges.ts';

/**
 * /invoicing/missingCharges (002 §2; brief §2.6), admin only: From Date + Load (empty: the first day of the previous
 * month, the server's default), tabs 'Missing Merchandiser Charges (n)' and 'Missing Client Charges (n)' with a
 * checkbox table each, and Create Selected Charges, which creates them stepwise and reloads both lists.
 */
export function MissingChargesPage() {
  useDocumentTitle(s.title);
  const { state, update } = useMissingChargesState();
  const merchandiser = useQuery(missingMerchandiserChargesQuery(state.from, state.loaded));
  const client = useQuery(missingClientChargesQuery(state.from, state.loaded));
  const count = (data: { items: unknown[] } | undefined) => (state.loaded ? data?.items.length : undefined);
  return (
    <SpaceBetween size="l">
      <Header variant="h1">{s.title}</Header>
      <FromDateForm
        from={state.from ?? merchandiser.data?.fromDate}
        onLoad={(from) => {
          update({ from, loaded: true });
          if (state.loaded && from === state.from) {
            void merchandiser.refetch();
            void client.refetch();
          }
        }}
      />
      <Tabs
        activeTabId={state.tab}
        onChange={(e) => update({ tab: e.detail.activeTabId as MissingChargesTab })}
        tabs={[
          {
            id: 'merchandiser',
            label: s.merchandiserTab(count(merchandiser.data)),
            content: (
              <TabPanel<MissingMerchandiserCharge>
                tab="merchandiser"
                rows={merchandiser.data?.items}
                query={merchandiser}
                loaded={state.loaded}
                idOf={(r) => r.serviceId}
                table={(props) => <MerchandiserChargesTable {...props} />}
              />
            ),
          },
          {
            id: 'client',
            label: s.clientTab(count(client.data)),
            content: (
              <TabPanel<MissingClientCharge>
                tab="client"
                rows={client.data?.items}
                query={client}
                loaded={state.loaded}
                idOf={(r) => r.chargeId}
                table={(props) => <ClientChargesTable {...props} />}
              />
            ),
          },
        ]}
      />
    </SpaceBetween>
  );
}

/** From Date and Load; the date is checked with the list call's own schema. */
function FromDateForm({ from, onLoad }: { from: string | undefined; onLoad: (from: string | undefined) => void }) {
  const form = useForm({ resolver: zodResolver(MissingChargesQuerySchema), values: { fromDate: from } });
  const { field, fieldState } = useController({ control: form.control, name: 'fromDate' });
  const load = form.handleSubmit(({ fromDate }) => onLoad(fromDate || undefined));
  return (
    <form onSubmit={(e) => void load(e)}>
      <SpaceBetween direction="horizontal" size="m" alignItems="end">
        <FormField label={s.fromDate} errorText={fieldState.error?.message} constraintText="YYYY/MM/DD">
          <DatePicker
            value={field.value ?? ''}
            onChange={(e) => field.onChange(e.detail.value || undefined)}
            onBlur={field.onBlur}
            placeholder="YYYY/MM/DD"
            data-testid="from-date"
          />
        </FormField>
        <Button formAction="submit" data-testid="load">
          {s.load}
        </Button>
      </SpaceBetween>
    </form>
  );
}

interface TabPanelProps<T> {
  tab: MissingChargesTab;
  rows: T[] | undefined;
  query: { isFetching: boolean; error: unknown };
  loaded: boolean;
  idOf: (row: T) => number;
  table: (props: {
    rows: readonly T[];
    loading: boolean;
    empty: string;
    selected: readonly T[];
    onSelect: (rows: T[]) => void;
  }) => React.ReactNode;
}

function TabPanel<T>({ tab, rows, query, loaded, idOf, table }: TabPanelProps<T>) {
  const [selected, setSelected] = useState<T[]>([]);
  const { create, progress } = useCreateMissingCharges(tab, () => setSelected([]));
  const empty = query.error ? messagesOf(query.error).join(' ') : loaded ? s.noneMissing : s.notLoaded;
  return (
    <Container>
      <SpaceBetween size="m">
        <Box>
          <Button
            variant="primary"
            disabled={selected.length === 0}
            loading={create.isPending}
            onClick={() => create.mutate(selected.map(idOf))}
            data-testid="create-selected"
          >
            {s.create}
          </Button>
        </Box>
        {progress ? (
          <ProgressBar
            value={progress.total === 0 ? 0 : (100 * progress.done) / progress.total}
            label={s.creating(progress.done, progress.total)}
          />
        ) : null}
        {table({
          rows: loaded ? (rows ?? []) : [],
          loading: query.isFetching,
          empty,
          selected,
          onSelect: setSelected,
        })}
      </SpaceBetween>
    </Container>
  );
}
