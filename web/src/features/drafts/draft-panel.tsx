import Button from '@cloudscape-design/components/button';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import type { TableProps } from '@cloudscape-design/components/table';
import type { Draft } from '@shelfline/shared/contracts/draft.contract';
import { useMutation } from '@tanstack/react-query';
import { type ComponentType, useState } from 'react';
import { useNotifications } from '../../app/providers/notifications.tsx';
import { ConfirmModal } from '../../components/crud/confirm-modal.tsx';
import { PagedTable } from '../../components/paged-table.tsx';
import { failureNotice } from './failure-notice.ts';
import type { AddManyModalProps } from './pick-many-modal.tsx';

export interface DraftPanelProps {
  draft: Draft;
  readOnly: boolean;
  /** The draft as the last call answered it. */
  onChanged: (draft: Draft) => void;
}

interface PanelChange<K> {
  key: K;
  call: () => Promise<Draft>;
  /** The toast's sentence when the call fails. */
  failure: string;
}

/** Runs one change of a panel's row at a time: `busy` is the row's key while it runs; a failure is a toast. */
export function usePanelChange<K>(onChanged: (draft: Draft) => void) {
  const { notify } = useNotifications();
  const mutation = useMutation({
    mutationFn: ({ call }: PanelChange<K>) => call(),
    onSuccess: (draft) => onChanged(draft),
    onError: (error, { failure }) => notify(failureNotice(failure, error)),
  });
  /** Settles once the change is done or refused (the refusal is the toast). */
  const change = (key: K, call: () => Promise<Draft>, failure: string) =>
    mutation.mutateAsync({ key, call, failure }).then(
      () => undefined,
      () => undefined,
    );
  return { busy: mutation.isPending ? mutation.variables?.key : undefined, change };
}

export interface DraftRowsPanelProps<T, K> extends DraftPanelProps {
  /** Test ids: `<name>-panel`, `add-<name>`, `draft-<name>`; the remove buttons `remove-<one>`. */
  name: string;
  one: string;
  strings: { panel: (n: number) => string; add: string; remove: string; empty: string };
  rows: readonly T[];
  keyOf: (item: T) => K;
  /** The columns before the remove button. */
  columnDefinitions: TableProps.ColumnDefinition<T>[];
  /** The key of the row whose change runs (usePanelChange). */
  busy: K | undefined;
  removeLabel: (item: T) => string;
  removeQuestion: (item: T) => string;
  remove: (item: T) => Promise<void>;
  AddModal: ComponentType<AddManyModalProps>;
}

/** A draft's Stores / Jobs panel (000 §2.6): the rows with a remove button each (asked first) and the Add button. */
export function DraftRowsPanel<T, K>(props: DraftRowsPanelProps<T, K>) {
  const { draft, readOnly, onChanged, name, strings: s, keyOf, busy, AddModal } = props;
  const [adding, setAdding] = useState(false);
  const [asking, setAsking] = useState<T>();
  return (
    <ExpandableSection
      variant="container"
      defaultExpanded
      headerText={s.panel(props.rows.length)}
      headerActions={
        <Button disabled={readOnly} onClick={() => setAdding(true)} data-testid={`add-${name}`}>
          {s.add}
        </Button>
      }
      data-testid={`${name}-panel`}
    >
      <PagedTable<T>
        rows={props.rows}
        data-testid={`draft-${name}`}
        trackBy={(x) => String(keyOf(x))}
        empty={s.empty}
        columnDefinitions={[
          ...props.columnDefinitions,
          {
            id: 'remove',
            header: s.remove,
            width: 90,
            cell: (x) => (
              <Button
                variant="inline-icon"
                iconName="remove"
                ariaLabel={props.removeLabel(x)}
                disabled={readOnly || busy !== undefined}
                loading={busy === keyOf(x)}
                onClick={() => setAsking(x)}
                data-testid={`remove-${props.one}`}
              />
            ),
          },
        ]}
      />
      <ConfirmModal
        visible={asking !== undefined}
        title={asking ? props.removeQuestion(asking) : ''}
        confirmLabel={s.remove}
        onConfirm={async () => {
          if (asking) await props.remove(asking);
          setAsking(undefined);
        }}
        onDismiss={() => setAsking(undefined)}
      />
      <AddModal
        visible={adding}
        draft={draft}
        onAdded={(next) => {
          onChanged(next);
          setAdding(false);
        }}
        onDismiss={() => setAdding(false)}
      />
    </ExpandableSection>
  );
}
