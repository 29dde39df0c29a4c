import Button from '@cloudscape-design/components/button';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import type { TableProps } from '@cloudscape-design/components/table';
import type { Draft } from '@shelfline/shared/contracts/draft.contract';
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

/** Runs one change of a panel's row at a time: `busy` is the row's key while it runs; a failure is a toast. */
export function usePanelChange<K>(onChanged: (draft: Draft) => void) {
  const { notify } = useNotifications();
  const [busy, setBusy] = useState<K>();
  const change = async (key: K, call: () => Promise<Draft>, failure: string) => {
    setBusy(key);
    try {
      onChanged(await call());
    } catch (error) {
      notify(failureNotice(failure, error));
    } finally {
      setBusy(undefined);
    }
  };
  return { busy, change };
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
