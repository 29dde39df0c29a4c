import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type * as z from 'zod';
import { useDocumentTitle } from '../use-document-title.ts';
import { CrudDialogs } from './crud-dialogs.tsx';
import type { CrudCalls } from './crud-route-calls.ts';
import { crudStrings } from './crud-strings.ts';
import { activeColumn, type CrudColumn, CrudTable } from './crud-table.tsx';
import type { FormFieldDef } from './entity-form-modal.tsx';
import { toastsAbout } from './record-strings.ts';
import { tableStatus } from './table-status.ts';
import { useCrudController } from './use-crud-controller.ts';
import { useListState } from './use-list-state.ts';

/** A code + one text field + isInactive record (retailers, consumer groups, service types, suppliers). */
export interface SimpleRecord {
  id: number;
  code: string;
  isInactive: boolean;
  version: number;
}

export interface SimpleMasterFileConfig<T extends SimpleRecord, I, K extends QueryKey> {
  /** The list from the resource's query factory (`retailersQuery`), asked with inactive records. */
  listQuery: (includeInactive: boolean) => UseQueryOptions<T[], Error, T[], K>;
  /** The resource's keys, refreshed after a change (`retailerKeys.all`). */
  invalidates: QueryKey;
  /** The writes, from the family's routes: `crudRouteCalls(retailersRoutes)`. */
  calls: CrudCalls<T, I>;
  /** The second column and field: `name` or `description`. */
  textField: keyof T & keyof I & string;
  inputSchema: z.ZodType<I>;
  /** The record as the toasts and the delete question name it: its code unless told (suppliers: the name). */
  recordLabel?: (item: T) => string;
  strings: {
    title: string;
    resource: string;
    add: string;
    createTitle: string;
    updateTitle: string;
    code: string;
    textLabel: string;
    created: (code: string) => string;
    updated: (code: string) => string;
    deleted: (code: string) => string;
    deleteQuestion: (code: string) => string;
    /** The spec's message when the list cannot be read, where it names one (001 §8). */
    fetchFailed?: string;
  };
}

/** The list screen of a small master file (001 §2): table Code, text, Active?, edit, delete; Add New …. */
export function SimpleMasterFilePage<T extends SimpleRecord, I, K extends QueryKey>({
  config,
  headerActions,
  rowActions,
  children,
}: {
  config: SimpleMasterFileConfig<T, I, K>;
  /** A screen's own buttons beside Add New, and its own actions in each row (the suppliers' Manage Users). */
  headerActions?: ReactNode;
  rowActions?: (item: T) => ReactNode;
  /** A screen's own dialogs. */
  children?: ReactNode;
}) {
  const { textField, strings } = config;
  const recordLabel = config.recordLabel ?? ((item: T) => item.code);
  useDocumentTitle(strings.title);
  const { state, update } = useListState({ defaultSortBy: 'code' });
  // The whole list, inactive records too (tens of rows): the 'Active?' filter then switches without a fetch.
  const list = useQuery(config.listQuery(true));
  const crud = useCrudController<T, I>({
    invalidates: [config.invalidates],
    ...config.calls,
    messages: toastsAbout(strings, recordLabel),
  });

  const text = (item: T) => String(item[textField] ?? '');
  const columns: CrudColumn<T>[] = [
    { id: 'code', header: strings.code, cell: (item) => item.code, sortValue: (item) => item.code },
    { id: textField, header: strings.textLabel, cell: text, sortValue: text },
    activeColumn<T>(),
  ];
  const fields: FormFieldDef[] = [
    { kind: 'text', name: 'code', label: strings.code },
    { kind: 'text', name: textField, label: strings.textLabel },
    { kind: 'checkbox', name: 'isInactive', label: crudStrings.inactive },
  ];

  return (
    <>
      <CrudTable<T>
        title={strings.title}
        resourceName={strings.resource}
        columns={columns}
        data={{
          mode: 'client',
          items: list.data,
          filterText: (item) => `${item.code} ${text(item)}`,
          isInactive: (item) => item.isInactive,
        }}
        state={state}
        onStateChange={update}
        {...tableStatus(list)}
        errorHeader={strings.fetchFailed}
        trackBy={(item) => item.id}
        itemLabel={(item) => item.code}
        createLabel={strings.add}
        onCreate={crud.openCreate}
        onEdit={crud.openEdit}
        onDelete={crud.openDelete}
        headerActions={headerActions}
        rowActions={rowActions}
      />
      <CrudDialogs<T, I>
        crud={crud}
        titles={strings}
        fields={fields}
        schema={config.inputSchema}
        newValues={{ isInactive: false }}
        deleteQuestion={(item) => strings.deleteQuestion(recordLabel(item))}
      />
      {children}
    </>
  );
}
