import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { Comment } from '@shelfline/shared/contracts/employee-comment.contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '../../components/crud/confirm-modal.tsx';
import { crudStrings } from '../../components/crud/crud-strings.ts';
import { PagedTable } from '../../components/paged-table.tsx';
import { messagesOf } from '../../lib/api-client.ts';
import { workerCommentsQuery, workerKeys } from '../../queries/workers.ts';
import { CommentModal } from './comment-modal.tsx';
import { commentDate, workerStrings as s } from './strings.ts';
import { useRowChanges } from './use-row-changes.ts';
import { type CommentInput, workersApi } from './workers-api.ts';

/** Comments (administrators only): 10 per page; add, edit and delete in edit mode (001 §2, §6). */
export function CommentsTab({ employeeId, editable }: { employeeId?: number; editable: boolean }) {
  if (employeeId === undefined) return <Box data-testid="comments-need-worker">{s.needWorkerForComments}</Box>;
  return <WorkerComments employeeId={employeeId} editable={editable} />;
}

function WorkerComments({ employeeId, editable }: { employeeId: number; editable: boolean }) {
  const comments = useQuery(workerCommentsQuery(employeeId));
  const [open, setOpen] = useState<{ comment?: Comment }>();
  const [deleting, setDeleting] = useState<Comment>();
  // A comment also shows in the worker's full view: the whole worker refreshes.
  const changes = useRowChanges<Comment, CommentInput>({
    create: (input) => workersApi.createComment(employeeId, input),
    update: workersApi.updateComment,
    remove: workersApi.removeComment,
    queryKey: workerKeys.worker(employeeId),
    messages: { saved: s.commentSaved, deleted: s.commentDeleted },
    onSaved: () => setOpen(undefined),
    onRemoveSettled: () => setDeleting(undefined),
  });
  const rows = [...(comments.data ?? [])].sort((a, b) => b.enteredDate.localeCompare(a.enteredDate));

  return (
    <SpaceBetween size="m">
      {comments.error && <Alert type="error">{messagesOf(comments.error).join(' ')}</Alert>}
      <PagedTable<Comment>
        data-testid="comments"
        rows={rows}
        loading={comments.isPending}
        trackBy={(c) => String(c.id)}
        header={
          <Header
            counter={`(${rows.length})`}
            actions={
              editable && (
                <Button onClick={() => setOpen({})} data-testid="add-comment">
                  {s.addComment}
                </Button>
              )
            }
          >
            {s.tabs.comments}
          </Header>
        }
        empty={<Box>{s.noComments}</Box>}
        columnDefinitions={[
          {
            id: 'subject',
            header: s.subject,
            cell: (c) => (
              <Link onFollow={() => setOpen({ comment: c })} ariaLabel={s.viewComment(c.subject)}>
                {c.subject}
              </Link>
            ),
          },
          { id: 'by', header: s.enteredBy, cell: (c) => c.enteredBy },
          { id: 'date', header: s.date, cell: (c) => commentDate(c.enteredDate) },
          ...(editable
            ? [
                {
                  id: 'actions',
                  header: crudStrings.actions,
                  cell: (c: Comment) => (
                    <SpaceBetween direction="horizontal" size="xxs">
                      <Button
                        variant="inline-icon"
                        iconName="edit"
                        ariaLabel={crudStrings.editLabel(c.subject)}
                        onClick={() => setOpen({ comment: c })}
                        data-testid="row-edit"
                      />
                      <Button
                        variant="inline-icon"
                        iconName="remove"
                        ariaLabel={crudStrings.deleteLabel(c.subject)}
                        onClick={() => setDeleting(c)}
                        data-testid="row-delete"
                      />
                    </SpaceBetween>
                  ),
                },
              ]
            : []),
        ]}
      />
      {open && (
        <CommentModal
          comment={open.comment}
          editable={editable}
          onSubmit={(input) => changes.save(open.comment, input)}
          onDismiss={() => setOpen(undefined)}
        />
      )}
      <ConfirmModal
        visible={deleting !== undefined}
        title={s.deleteComment}
        onConfirm={() => (deleting ? changes.remove(deleting) : undefined)}
        onDismiss={() => setDeleting(undefined)}
      />
    </SpaceBetween>
  );
}
