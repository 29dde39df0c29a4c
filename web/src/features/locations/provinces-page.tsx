import SpaceBetween from '@cloudscape-design/components/space-between';
import type { Province } from '@shelfline/shared/contracts/location.contract';
import { useQuery } from '@tanstack/react-query';
import { type CrudColumn, CrudTable } from '../../components/crud/crud-table.tsx';
import { tableStatus } from '../../components/crud/table-status.ts';
import { includeInactiveFor, useListState } from '../../components/crud/use-list-state.ts';
import { RouterLink } from '../../components/router-link.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { countryQuery, provincesOfCountryQuery } from '../../queries/locations.ts';
import { activeOf } from './active-column.ts';
import { LocationBreadcrumbs } from './location-breadcrumbs.tsx';
import { locationStrings as s } from './strings.ts';
import { useRouteId } from './use-route-params.ts';

const COLUMNS: CrudColumn<Province>[] = [
  {
    id: 'fullName',
    header: s.columns.name,
    cell: (p) => <RouterLink href={`/locations/provinces/${p.id}/cities`}>{p.fullName}</RouterLink>,
    sortValue: (p) => p.fullName,
  },
  { id: 'code', header: s.columns.code, cell: (p) => p.code, sortValue: (p) => p.code },
  activeOf<Province>(),
];

/** /locations/{id}/provinces (001 §2): the provinces of a country; a name opens its cities. */
export function ProvincesPage() {
  const countryId = useRouteId();
  const country = useQuery(countryQuery(countryId));
  const countryName = country.data?.fullName ?? '…';
  useDocumentTitle(s.provincesOf(countryName));
  const { state, update } = useListState({ defaultSortBy: 'fullName' });
  const includeInactive = includeInactiveFor(state.active);
  const list = useQuery(provincesOfCountryQuery(countryId, includeInactive));
  return (
    <SpaceBetween size="m">
      <LocationBreadcrumbs items={[{ text: countryName, href: `/locations/${countryId}/provinces` }]} />
      <CrudTable<Province>
        title={s.provincesOf(countryName)}
        resourceName={s.resource.provinces}
        columns={COLUMNS}
        data={{
          mode: 'client',
          items: list.data,
          filterText: (p) => `${p.fullName} ${p.code}`,
          isInactive: (p) => p.inactive,
        }}
        state={state}
        onStateChange={update}
        {...tableStatus(list, country)}
        trackBy={(p) => p.id}
        itemLabel={(p) => p.fullName}
      />
    </SpaceBetween>
  );
}
