import SpaceBetween from '@cloudscape-design/components/space-between';
import type { Country } from '@shelfline/shared/contracts/location.contract';
import { useQuery } from '@tanstack/react-query';
import { type CrudColumn, CrudTable } from '../../components/crud/crud-table.tsx';
import { tableStatus } from '../../components/crud/table-status.ts';
import { includeInactiveFor, useListState } from '../../components/crud/use-list-state.ts';
import { RouterLink } from '../../components/router-link.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { countriesQuery } from '../../queries/locations.ts';
import { activeOf } from './active-column.ts';
import { LocationBreadcrumbs } from './location-breadcrumbs.tsx';
import { locationStrings as s } from './strings.ts';

const COLUMNS: CrudColumn<Country>[] = [
  {
    id: 'fullName',
    header: s.columns.name,
    cell: (c) => <RouterLink href={`/locations/${c.id}/provinces`}>{c.fullName}</RouterLink>,
    sortValue: (c) => c.fullName,
  },
  { id: 'code', header: s.columns.code, cell: (c) => c.code, sortValue: (c) => c.code },
  activeOf<Country>(),
];

/** /locations (001 §2): the countries; a name opens its provinces. Active? defaults to active. */
export function CountriesPage() {
  useDocumentTitle(s.countries);
  const { state, update } = useListState({ defaultSortBy: 'fullName' });
  const includeInactive = includeInactiveFor(state.active);
  const list = useQuery(countriesQuery(includeInactive));
  return (
    <SpaceBetween size="m">
      <LocationBreadcrumbs items={[]} />
      <CrudTable<Country>
        title={s.countries}
        resourceName={s.resource.countries}
        columns={COLUMNS}
        data={{
          mode: 'client',
          items: list.data,
          filterText: (c) => `${c.fullName} ${c.code}`,
          isInactive: (c) => c.inactive,
        }}
        state={state}
        onStateChange={update}
        {...tableStatus(list)}
        trackBy={(c) => c.id}
        itemLabel={(c) => c.fullName}
      />
    </SpaceBetween>
  );
}
