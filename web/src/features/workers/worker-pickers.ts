import type { SystemListCode } from '@shelfline/shared/contracts/system-list.contract';
import { useQuery } from '@tanstack/react-query';
import { fetchFailure } from '../../app/providers/fetch-failures.tsx';
import { supervisorsQuery } from '../../queries/employees.ts';
import { jobsQuery } from '../../queries/jobs.ts';
import { citiesQuery, countriesQuery, provincesOfCountryQuery } from '../../queries/locations.ts';
import { productsQuery } from '../../queries/products.ts';
import { serviceTypesQuery } from '../../queries/service-types.ts';
import { systemListItemsQuery } from '../../queries/system-lists.ts';

/*
 * The worker form's pickers, each from its resource's factory. The form keeps ids as typed text, so an empty id
 * asks nothing; a saved worker's country, province or city may have been made inactive since, so those lists
 * include inactive records (the picker offers only active ones, plus the current one).
 */

export const useSupervisors = (enabled = true) => useQuery({ ...supervisorsQuery(), enabled });

export const useCountries = () => useQuery(countriesQuery(false));

export const useProvincesOf = (countryId: string) =>
  useQuery({ ...provincesOfCountryQuery(Number(countryId), true), enabled: countryId !== '' });

export const useCitiesOf = (provinceId: string) =>
  useQuery(citiesQuery(provinceId === '' ? undefined : Number(provinceId), true));

/** Active items of a system list (EMPTYP, EMPSTA, WRKHRS, POSAPP, LANG). */
export const useSystemList = (code: SystemListCode) => useQuery(systemListItemsQuery(code, false));

/** Pickers of the pay rate override dialog: asked once the dialog opens. */
export function useOverridePickers(enabled: boolean) {
  const jobs = useQuery({ ...jobsQuery(false), enabled });
  const products = useQuery({ ...productsQuery(false), enabled });
  // The schedule's service type picker names its failure too: the same meta, whichever reads it last.
  const serviceTypes = useQuery({ ...serviceTypesQuery(false), enabled, meta: fetchFailure('serviceTypes') });
  return { jobs, products, serviceTypes };
}
