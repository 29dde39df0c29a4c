import { crudStrings } from '../../components/crud/crud-strings.ts';
import type { CrudColumn } from '../../components/crud/crud-table.tsx';

/** The 'Active?' Yes/No column for records flagged `inactive` (the kit's `activeColumn` reads `isInactive`). */
export function activeOf<T extends { inactive: boolean }>(): CrudColumn<T> {
  return {
    id: 'inactive',
    header: crudStrings.active,
    cell: (item) => (item.inactive ? crudStrings.activeNo : crudStrings.activeYes),
    sortValue: (item) => item.inactive,
  };
}
