import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { type QueryKey, type UseQueryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type * as z from 'zod';
import { useNotifications } from '../../app/providers/notifications.tsx';
import { RowActions } from '../../components/crud/row-actions.tsx';
import { messagesOf } from '../../lib/api-client.ts';
import { type InlineField, InlineForm } from './inline-form.tsx';
import { supplierStrings } from './strings.ts';

type View<T> = { kind: 'list' } | { kind: 'create' } | { kind: 'edit'; item: T } | { kind: 'delete'; item: T };

export interface ChildListPanelProps<T, C, U, K extends QueryKey> {
  /** `users` or `contacts`: prefixes the test ids (`users-table`, `users-add`). */
  testId: string;
  title: string;
  addLabel: string;
  emptyText: string;
  /** The list, from the resource's query factory (`supplierUsersQuery(id)`). */
  query: UseQueryOptions<T[], Error, T[], K>;
  /** Refreshed after a change. */
  invalidates: QueryKey;
  columns: TableProps.ColumnDefinition<T>[];
  itemLabel: (item: T) => string;
  trackBy: (item: T) => string;
  create: {
    title: string;
    fields: readonly InlineField[];
    schema: z.ZodType<C>;
    initialValues: Record<string, unknown>;
    save: (input: C) => Promise<T>;
  };
  edit: {
    title: (item: T) => string;
    fields: readonly InlineField[];
    schema: z.ZodType<U>;
    save: (item: T, input: U) => Promise<T>;
  };
  remove: (item: T) => Promise<unknown>;
  messages: ChildListMessages<T>;
}

export interface ChildListMessages<T> {
  created: (item: T) => string;
  updated: (item: T) => string;
  deleted: (item: T) => string;
  deleteQuestion: (item: T) => string;
  deleteHint?: string;
}

/** A tab's messages from its words, the deleted record named by `name`. */
export function childListMessages<T>(
  words: {
    created: string;
    updated: string;
    deleted: (name: string) => string;
    deleteQuestion: (name: string) => string;
    deleteHint?: string;
  },
  name: (item: T) => string,
): ChildListMessages<T> {
  return {
    created: () => words.created,
    updated: () => words.updated,
    deleted: (item) => words.deleted(name(item)),
    deleteQuestion: (item) => words.deleteQuestion(name(item)),
    deleteHint: words.deleteHint,
  };
}

/**
 * One tab of the Manage Users modal: a supplier's users or contacts, with add, edit and delete done in place
 * (the form and the delete question replace the table while they are open).
 */
export function ChildListPanel<T, C, U, K extends QueryKey>(props: ChildListPanelProps<T, C, U, K>) {
  const [view, setView] = useState<View<T>>({ kind: 'list' });
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const list = useQuery(props.query);
  const refresh = () => queryClient.invalidateQueries({ queryKey: props.invalidates });
  const done = (message: string) => {
    notify({ type: 'success', content: message });
    setView({ kind: 'list' });
    return refresh();
  };
  // A failed save stays in the form (its field errors); a refused delete shows the server's words and goes back.
  const creating = useMutation({
    mutationFn: (input: C) => props.create.save(input),
    onSuccess: (saved) => done(props.messages.created(saved)),
  });
  const updating = useMutation({
    mutationFn: ({ item, input }: { item: T; input: U }) => props.edit.save(item, input),
    onSuccess: (saved) => done(props.messages.updated(saved)),
  });
  const removing = useMutation({
    mutationFn: (item: T) => props.remove(item),
    onSuccess: (_answer, item) => notify({ type: 'success', content: props.messages.deleted(item) }),
    onError: (error) => notify({ type: 'error', content: messagesOf(error), autoClose: false }),
    onSettled: () => {
      setView({ kind: 'list' });
      return refresh();
    },
  });

  if (view.kind === 'create') {
    return (
      <InlineForm<C>
        key="create"
        title={props.create.title}
        fields={props.create.fields}
        schema={props.create.schema}
        initialValues={props.create.initialValues}
        onCancel={() => setView({ kind: 'list' })}
        onSubmit={(input) => creating.mutateAsync(input)}
      />
    );
  }
  if (view.kind === 'edit') {
    const item = view.item;
    return (
      <InlineForm<U>
        key="edit"
        title={props.edit.title(item)}
        fields={props.edit.fields}
        schema={props.edit.schema}
        initialValues={item as Record<string, unknown>}
        onCancel={() => setView({ kind: 'list' })}
        onSubmit={(input) => updating.mutateAsync({ item, input })}
      />
    );
  }

  const deleting = view.kind === 'delete' ? view.item : undefined;

  const columns: TableProps.ColumnDefinition<T>[] = [
    ...props.columns,
    {
      id: 'actions',
      header: 'Actions',
      cell: (item) => (
        <RowActions
          label={props.itemLabel(item)}
          onEdit={() => setView({ kind: 'edit', item })}
          onDelete={() => setView({ kind: 'delete', item })}
        />
      ),
    },
  ];

  return (
    <SpaceBetween size="m">
      {list.error && <Alert type="error">{messagesOf(list.error).join(' ')}</Alert>}
      {deleting !== undefined && (
        <Alert
          type="warning"
          header={props.messages.deleteQuestion(deleting)}
          data-testid={`${props.testId}-confirm`}
          action={
            <SpaceBetween direction="horizontal" size="xs">
              <Button
                onClick={() => setView({ kind: 'list' })}
                disabled={removing.isPending}
                data-testid="confirm-cancel"
              >
                {supplierStrings.cancel}
              </Button>
              <Button
                variant="primary"
                loading={removing.isPending}
                onClick={() => removing.mutate(deleting)}
                data-testid="confirm-ok"
              >
                {supplierStrings.delete}
              </Button>
            </SpaceBetween>
          }
        >
          {props.messages.deleteHint}
        </Alert>
      )}
      <Table<T>
        data-testid={`${props.testId}-table`}
        variant="embedded"
        items={list.data ?? []}
        loading={list.isPending}
        loadingText="Loading…"
        trackBy={props.trackBy}
        columnDefinitions={columns}
        header={
          <Header
            variant="h3"
            counter={list.data ? `(${list.data.length})` : undefined}
            actions={
              <Button onClick={() => setView({ kind: 'create' })} data-testid={`${props.testId}-add`}>
                {props.addLabel}
              </Button>
            }
          >
            {props.title}
          </Header>
        }
        empty={
          <Box textAlign="center" color="inherit" data-testid={`${props.testId}-empty`}>
            {props.emptyText}
          </Box>
        }
      />
    </SpaceBetween>
  );
}
