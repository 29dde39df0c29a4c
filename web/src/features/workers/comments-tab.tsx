import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { Comment } from '@shelfline/shared/contracts/employee-comment.contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotifications } from '../../app/providers/notifications.tsx';
import { ConfirmModal } from '../../components/crud/confirm-modal.tsx';
import { crudStrings } from '../../components/crud/crud-strings.ts';
import { PagedTable } from '../../components/paged-table.tsx';
import { messagesOf } from '../../lib/api-client.ts';
import { CommentModal } from './comment-modal.tsx';
import { commentDate, workerStrings as s } from './strings.ts';
import { useComments, workerKeys, workersApi } from './workers-api.ts';

/** Comments (administrators only): 10 per page; add, edit and delete in edit mode (001 §2, §6). */
export function CommentsTab({ employeeId, editable }: { employeeId?: number; editable: boolean }) {
  const comments = useComments(employeeId, true);
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const [open, setOpen] = useState<{ comment?: Comment }>();
  const [deleting, setDeleting] = useState<Comment>();
  if (employeeId === undefined) return <Box data-testid="comments-need-worker">{s.needWorkerForComments}</Box>;

  const rows = [...(comments.data ?? [])].sort((a, b) => b.enteredDate.localeCompare(a.enteredDate));
  const refresh = () => queryClient.invalidateQueries({ queryKey: workerKeys.worker(employeeId) });
  const save = async (input: { subject: string; body?: string }) => {
    if (open?.comment) await workersApi.updateComment(open.comment, input);
    else await workersApi.createComment(employeeId, input);
    notify({ type: 'success', content: s.commentSaved });
    setOpen(undefined);
    await refresh();
  };
  const remove = async () => {
    if (!deleting) return;
    try {
      await workersApi.removeComment(deleting);
      notify({ type: 'success', content: s.commentDeleted });
    } catch (error) {
      notify({ type: 'error', content: messagesOf(error), autoClose: false });
    }
    setDeleting(undefined);
    await refresh();
  };

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
        <CommentModal comment={open.comment} editable={editable} onSubmit={save} onDismiss={() => setOpen(undefined)} />
      )}
      <ConfirmModal
        visible={deleting !== undefined}
        title={s.deleteComment}
        onConfirm={remove}
        onDismiss={() => setDeleting(undefined)}
      />
    </SpaceBetween>
  );
}
