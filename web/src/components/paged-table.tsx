import Pagination from '@cloudscape-design/components/pagination';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { useState } from 'react';
import { crudStrings } from './crud/crud-strings.ts';

const PAGE = 10;

export type PagedTableProps<T> = Omit<TableProps<T>, 'items' | 'pagination'> & {
  /** Every row; the table shows them 10 per page. */
  rows: readonly T[];
  [data: `data-${string}`]: string | undefined;
};

/** A table of a small list read whole, paged in the browser 10 rows at a time (001 §9); embedded unless told. */
export function PagedTable<T>({ rows, variant = 'embedded', ...table }: PagedTableProps<T>) {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(rows.length / PAGE));
  const current = Math.min(page, pages);
  return (
    <Table<T>
      {...table}
      variant={variant}
      items={rows.slice((current - 1) * PAGE, current * PAGE)}
      pagination={
        <Pagination
          currentPageIndex={current}
          pagesCount={pages}
          onChange={(e) => setPage(e.detail.currentPageIndex)}
          ariaLabels={crudStrings.pagination}
        />
      }
    />
  );
}
