import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { QuestionValues } from '@shelfline/shared/contracts/question-library.contract';
import { questionLibraryRoutes } from '@shelfline/shared/routes/questionlibrary.routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callRoute } from '../../app/api.ts';
import { dismissUnlessOverlay, ModalFooter } from '../../components/crud/modal-parts.tsx';
import { messagesOf } from '../../lib/api-client.ts';
import { headersQuery, questionLibraryKeys, questionsQuery } from '../../queries/question-library.ts';
import { QuestionFormModal } from '../question-library/question-form-modal.tsx';
import type { BuilderItem } from './layout-items.ts';
import { REPORT_BUILDER_STRINGS as s } from './strings.ts';

export interface LibraryEntry {
  id: number;
  text: string;
  isHeader: boolean;
  answers?: { answerId: number; answerText: string }[];
}

export interface ItemToolbarProps {
  jobId: number | undefined;
  items: readonly BuilderItem[];
  /** Create New Question / Header write the library: admins only (001 §6, 002 §6). */
  canWriteLibrary: boolean;
  onAdd: (entry: LibraryEntry) => void;
}

type Open = 'header' | 'question' | 'newHeader' | 'newQuestion' | undefined;

/**
 * Add header, Create New Header, Add Question, Create New Question (002 §2). Only active questions and headers of the
 * layout's job are offered, and none already in the layout.
 */
export function ItemToolbar({ jobId, items, canWriteLibrary, onAdd }: ItemToolbarProps) {
  const [open, setOpen] = useState<Open>();
  const close = () => setOpen(undefined);
  const queryClient = useQueryClient();
  const headers = useQuery(headersQuery(jobId, false));
  const questions = useQuery({ ...questionsQuery(false), enabled: open === 'question' });
  const used = new Set(items.map((i) => `${i.isHeader ? 'H' : 'Q'}${i.questionId}`));
  const add = (entry: LibraryEntry) => {
    onAdd(entry);
    close();
  };

  const createQuestion = async (input: QuestionValues) => {
    const created = await callRoute(questionLibraryRoutes.createQuestion, { body: input });
    await queryClient.invalidateQueries({ queryKey: questionLibraryKeys.all });
    add({ id: created.id, text: created.text, isHeader: false, answers: created.answers });
  };

  return (
    <>
      <SpaceBetween direction="horizontal" size="xs">
        <Button disabled={jobId === undefined} onClick={() => setOpen('header')} data-testid="add-header">
          {s.addHeader}
        </Button>
        {canWriteLibrary && (
          <Button disabled={jobId === undefined} onClick={() => setOpen('newHeader')} data-testid="create-header">
            {s.createHeader}
          </Button>
        )}
        <Button onClick={() => setOpen('question')} data-testid="add-question">
          {s.addQuestion}
        </Button>
        {canWriteLibrary && (
          <Button onClick={() => setOpen('newQuestion')} data-testid="create-question">
            {s.createQuestion}
          </Button>
        )}
      </SpaceBetween>
      {open === 'header' && (
        <PickModal
          title={s.addHeader}
          placeholder={s.chooseHeader}
          loading={headers.isPending}
          entries={(headers.data ?? [])
            .filter((h) => !used.has(`H${h.id}`))
            .map((h) => ({ id: h.id, text: h.text, isHeader: true }))}
          onAdd={add}
          onDismiss={close}
        />
      )}
      {open === 'question' && (
        <PickModal
          title={s.addQuestion}
          placeholder={s.chooseQuestion}
          loading={questions.isPending}
          entries={(questions.data ?? [])
            .filter((q) => !used.has(`Q${q.id}`))
            .map((q) => ({ id: q.id, text: q.text, isHeader: false, answers: q.answers }))}
          onAdd={add}
          onDismiss={close}
        />
      )}
      {open === 'newHeader' && jobId !== undefined && (
        <NewHeaderModal
          jobId={jobId}
          onCreated={(h) => {
            void queryClient.invalidateQueries({ queryKey: questionLibraryKeys.all });
            add({ id: h.id, text: h.text, isHeader: true });
          }}
          onDismiss={close}
        />
      )}
      {open === 'newQuestion' && <QuestionFormModal onSave={createQuestion} onDismiss={close} />}
    </>
  );
}

/** A library entry picked from a searchable list, then added. */
function PickModal(props: {
  title: string;
  placeholder: string;
  loading: boolean;
  entries: LibraryEntry[];
  onAdd: (entry: LibraryEntry) => void;
  onDismiss: () => void;
}) {
  const [chosen, setChosen] = useState<SelectProps.Option | null>(null);
  const entry = props.entries.find((e) => String(e.id) === chosen?.value);
  return (
    <Modal
      visible
      header={props.title}
      onDismiss={dismissUnlessOverlay(props.onDismiss)}
      data-testid="pick-modal"
      footer={
        <ModalFooter>
          <Button variant="link" onClick={props.onDismiss}>
            {s.cancel}
          </Button>
          <Button
            variant="primary"
            disabled={!entry}
            onClick={() => entry && props.onAdd(entry)}
            data-testid="pick-add"
          >
            {s.add}
          </Button>
        </ModalFooter>
      }
    >
      <Select
        data-testid="pick-select"
        placeholder={props.placeholder}
        filteringType="auto"
        statusType={props.loading ? 'loading' : 'finished'}
        options={props.entries.map((e) => ({ value: String(e.id), label: e.text }))}
        selectedOption={chosen}
        onChange={(e) => setChosen(e.detail.selectedOption)}
      />
    </Modal>
  );
}

/** Create New Header: a header of the layout's job, saved to the library and added. */
function NewHeaderModal(props: {
  jobId: number;
  onCreated: (header: { id: number; text: string }) => void;
  onDismiss: () => void;
}) {
  const [text, setText] = useState('');
  const creating = useMutation({
    mutationFn: () => callRoute(questionLibraryRoutes.createHeader, { body: { text, jobId: props.jobId } }),
    onSuccess: props.onCreated,
  });
  return (
    <Modal
      visible
      header={s.createHeader}
      onDismiss={dismissUnlessOverlay(props.onDismiss, creating.isPending)}
      data-testid="new-header-modal"
      footer={
        <ModalFooter>
          <Button variant="link" onClick={props.onDismiss} disabled={creating.isPending}>
            {s.cancel}
          </Button>
          <Button
            variant="primary"
            loading={creating.isPending}
            onClick={() => creating.mutate()}
            data-testid="new-header-save"
          >
            {s.add}
          </Button>
        </ModalFooter>
      }
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          creating.mutate();
        }}
      >
        <FormField label={s.headerText} errorText={creating.error ? messagesOf(creating.error).join(' ') : undefined}>
          <Input value={text} onChange={(e) => setText(e.detail.value)} autoFocus data-testid="new-header-text" />
        </FormField>
      </form>
    </Modal>
  );
}
