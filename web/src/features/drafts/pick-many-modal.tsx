import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TextFilter from '@cloudscape-design/components/text-filter';
import type { Draft } from '@shelfline/shared/contracts/draft.contract';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useNotifications } from '../../app/providers/notifications.tsx';
import { crudStrings } from '../../components/crud/crud-strings.ts';
import { dismissUnlessOverlay, ModalFooter } from '../../components/crud/modal-parts.tsx';
import { messagesOf } from '../../lib/api-client.ts';
import { failureNotice } from './failure-notice.ts';

/** The texts of an add-many modal: Add Stores and Add jobs (000 §2.6) both have them. */
export interface PickManyStrings {
  modalTitle: string;
  modalIntro: (retailer: string) => string;
  fetchFailed: string;
  filterPlaceholder: string;
  submit: (n: number) => string;
  added: (n: number) => string;
  addFailed: (ids: readonly number[]) => string;
}

/** The props of an add-many modal (Add Stores, Add jobs); it renders only while visible. */
export interface AddManyModalProps {
  visible: boolean;
  draft: Draft;
  onAdded: (draft: Draft) => void;
  onDismiss: () => void;
}

interface WithId {
  id: number;
}

/** The ids chosen in an add-many modal; they stay chosen while the filter or the page changes. */
export function usePickMany() {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  /** The table's selection among the rows it shows replaces theirs; chosen rows out of view stay chosen. */
  const selectShown = (shown: readonly WithId[], selected: readonly WithId[]) =>
    setChosen((was) => {
      const next = new Set(was);
      for (const x of shown) next.delete(x.id);
      for (const x of selected) next.add(x.id);
      return next;
    });
  return { chosen, setChosen, selectShown };
}

export interface PickManyModalProps {
  /** Prefix of the test ids: `<testId>-modal`, `-cancel`, `-submit`. */
  testId: string;
  strings: PickManyStrings;
  draft: Draft;
  chosen: ReadonlySet<number>;
  /** Adding is refused as it stands (too many chosen). */
  blocked?: boolean;
  /** The error of the fetch of the rows to choose from. */
  fetchError: unknown;
  /** Shown above the table (a warning). */
  notice?: ReactNode;
  /** Adds the chosen ids to the draft; answers the draft. */
  save: (draftId: number, ids: number[]) => Promise<Draft>;
  onAdded: (draft: Draft) => void;
  onDismiss: () => void;
  /** The table to choose in. */
  children: ReactNode;
}

/** The frame of an add-many modal: intro, fetch error, the table and Cancel / Add, with the add call and its toasts. */
export function PickManyModal(props: PickManyModalProps) {
  const { testId, strings: s, draft, chosen, blocked = false, onAdded, onDismiss } = props;
  const { notify } = useNotifications();
  const adding = useMutation({
    mutationFn: (ids: number[]) => props.save(draft.id, ids),
    onSuccess: (next, ids) => {
      notify({ type: 'success', content: s.added(ids.length) });
      onAdded(next);
    },
    onError: (error, ids) => notify(failureNotice(s.addFailed(ids), error)),
  });
  const saving = adding.isPending;

  const add = () => {
    const ids = [...chosen];
    if (!ids.length || blocked || saving) return;
    adding.mutate(ids);
  };

  return (
    <Modal
      visible
      header={s.modalTitle}
      size="large"
      closeAriaLabel={crudStrings.close}
      onDismiss={dismissUnlessOverlay(onDismiss, saving)}
      data-testid={`${testId}-modal`}
      footer={
        <ModalFooter>
          <Button variant="link" onClick={onDismiss} disabled={saving} data-testid={`${testId}-cancel`}>
            {crudStrings.cancel}
          </Button>
          <Button
            variant="primary"
            onClick={add}
            disabled={chosen.size === 0 || blocked}
            loading={saving}
            data-testid={`${testId}-submit`}
          >
            {s.submit(chosen.size)}
          </Button>
        </ModalFooter>
      }
    >
      <SpaceBetween size="s">
        <Box>{s.modalIntro(draft.retailer)}</Box>
        {props.fetchError ? (
          <Alert type="error" header={s.fetchFailed}>
            {messagesOf(props.fetchError).join(' ')}
          </Alert>
        ) : null}
        {props.notice}
        {props.children}
      </SpaceBetween>
    </Modal>
  );
}

/** The text filter of an add-many modal's table. */
export function PickManyFilter(props: {
  testId: string;
  strings: PickManyStrings;
  value: string;
  onChange: (value: string) => void;
  countText?: string;
}) {
  return (
    <TextFilter
      filteringText={props.value}
      filteringPlaceholder={props.strings.filterPlaceholder}
      filteringAriaLabel={props.strings.filterPlaceholder}
      countText={props.countText}
      onChange={(event) => props.onChange(event.detail.filteringText)}
      data-testid={`${props.testId}-filter`}
    />
  );
}
