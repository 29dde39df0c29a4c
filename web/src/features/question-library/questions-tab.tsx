import Box from '@cloudscape-design/components/box';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import Table from '@cloudscape-design/components/table';
import type { Question, QuestionValues } from '@shelfline/shared/contracts/question-library.contract';
import { questionLibraryRoutes } from '@shelfline/shared/routes/questionlibrary.routes';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '../../components/crud/confirm-modal.tsx';
import { crudRouteCalls } from '../../components/crud/crud-route-calls.ts';
import { activeColumn, type CrudColumn, CrudTable } from '../../components/crud/crud-table.tsx';
import { toastsAbout } from '../../components/crud/record-strings.ts';
import { tableStatus } from '../../components/crud/table-status.ts';
import { useCrudController } from '../../components/crud/use-crud-controller.ts';
import { useListState } from '../../components/crud/use-list-state.ts';
import { questionLibraryKeys, questionsQuery } from '../../queries/question-library.ts';
import { QuestionFormModal } from './question-form-modal.tsx';
import { QUESTION_LIBRARY_STRINGS as s } from './strings.ts';

// POST, PUT {id} (with the version read) and DELETE {id} of the question routes.
const calls = crudRouteCalls({
  create: questionLibraryRoutes.createQuestion,
  update: questionLibraryRoutes.updateQuestion,
  remove: questionLibraryRoutes.removeQuestion,
});

/**
 * The Questions tab (001 §2): the library (Question, Comments, Active?, Actions) and beside it the answers of the
 * question chosen. Account managers read only: no Actions column, no New Question (001 §6).
 */
export function QuestionsTab({ canManage }: { canManage: boolean }) {
  const { state, update } = useListState({ defaultSortBy: 'text' });
  // The whole library, inactive questions too: the Active? filter works in the browser.
  const list = useQuery(questionsQuery(true));
  const [chosenId, setChosenId] = useState<number>();
  const chosen = list.data?.find((q) => q.id === chosenId);
  const crud = useCrudController<Question, QuestionValues>({
    invalidates: [questionLibraryKeys.all],
    ...calls,
    messages: toastsAbout(s.questionToasts, (q) => q.text),
  });

  const columns: CrudColumn<Question>[] = [
    {
      id: 'text',
      header: s.question,
      cell: (q) => (
        <Link onFollow={() => setChosenId(q.id)} ariaLabel={s.answersOf(q.text)}>
          <span style={{ whiteSpace: 'pre-line' }}>{q.text}</span>
        </Link>
      ),
      sortValue: (q) => q.text,
    },
    { id: 'comments', header: s.comments, cell: (q) => q.comments ?? '', sortValue: (q) => q.comments ?? '' },
    activeColumn<Question>(),
  ];

  return (
    <>
      <Grid gridDefinition={[{ colspan: { default: 12, l: 8 } }, { colspan: { default: 12, l: 4 } }]}>
        <CrudTable<Question>
          title={s.questionsTab}
          resourceName="questions"
          testId="questions-table"
          columns={columns}
          data={{
            mode: 'client',
            items: list.data,
            filterText: (q) => `${q.text} ${q.comments ?? ''}`,
            isInactive: (q) => q.isInactive,
          }}
          state={state}
          onStateChange={update}
          {...tableStatus(list)}
          trackBy={(q) => q.id}
          itemLabel={(q) => q.text}
          createLabel={canManage ? s.newQuestion : undefined}
          onCreate={canManage ? crud.openCreate : undefined}
          onEdit={canManage ? crud.openEdit : undefined}
          onDelete={canManage ? crud.openDelete : undefined}
          filteringPlaceholder={s.findQuestions}
        />
        <Table
          data-testid="answers-table"
          variant="container"
          header={<Header variant="h2">{chosen ? s.answersOf(chosen.text) : s.answers}</Header>}
          items={chosen?.answers ?? []}
          trackBy={(a) => String(a.answerId)}
          columnDefinitions={[{ id: 'answer', header: s.answer, cell: (a) => a.answerText }]}
          empty={<Box color="text-status-inactive">{chosen ? s.noAnswers : s.chooseQuestion}</Box>}
        />
      </Grid>
      {crud.editing && (
        <QuestionFormModal
          question={crud.editing.mode === 'edit' ? crud.editing.item : undefined}
          onSave={crud.save}
          onDismiss={crud.close}
        />
      )}
      <ConfirmModal
        visible={crud.deleting !== undefined}
        title={s.deleteQuestion}
        onConfirm={crud.confirmDelete}
        onDismiss={crud.close}
      />
    </>
  );
}
