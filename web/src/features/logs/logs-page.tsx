import type { LogFile } from '@shelfline/shared/contracts/log.contract';
import { useQuery } from '@tanstack/react-query';
import { type CrudColumn, CrudTable } from '../../components/crud/crud-table.tsx';
import { pageQuery } from '../../components/crud/page-query.ts';
import { tableStatus } from '../../components/crud/table-status.ts';
import { useListState } from '../../components/crud/use-list-state.ts';
import { RouterLink } from '../../components/router-link.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { logsPageQuery } from '../../queries/logs.ts';
import { logStrings as s } from './strings.ts';

const dateTime = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'medium' });

const COLUMNS: CrudColumn<LogFile>[] = [
  {
    id: 'name',
    header: s.columns.name,
    cell: (f) => <RouterLink href={`/logs/${encodeURIComponent(f.name)}`}>{f.name}</RouterLink>,
    sortable: true,
  },
  { id: 'size', header: s.columns.size, cell: (f) => s.size(f.size), sortable: true },
  { id: 'path', header: s.columns.path, cell: (f) => f.path },
  { id: 'createdAt', header: s.columns.createdAt, cell: (f) => dateTime.format(new Date(f.createdAt)), sortable: true },
  {
    id: 'modifiedAt',
    header: s.columns.modifiedAt,
    cell: (f) => dateTime.format(new Date(f.modifiedAt)),
    sortable: true,
  },
];

/** /logs (001 §2): the log files, server-paged (10/20/50/100), newest first. */
export function LogsPage() {
  useDocumentTitle(s.title);
  const { state, update } = useListState({ defaultSortBy: 'modifiedAt', defaultSortDesc: true });
  const page = useQuery(logsPageQuery(pageQuery(state)));
  return (
    <CrudTable<LogFile>
      title={s.title}
      resourceName={s.resourceName}
      columns={COLUMNS}
      data={{ mode: 'server', page: page.data }}
      activeFilter={false}
      state={state}
      onStateChange={update}
      {...tableStatus(page)}
      trackBy={(f) => f.name}
      itemLabel={(f) => f.name}
      testId="logs-table"
    />
  );
}
