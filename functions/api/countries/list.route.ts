import { countriesRoutes } from '@shelfline/shared/routes/countries.routes';
import { implement } from '../../common/api-handler.ts';
import { listCountries } from '../../data/master-data/master-data.repository.ts';
import { activeUnless } from '../locations.ts';

export const list = implement(countriesRoutes.list, async ({ query }) =>
  activeUnless(await listCountries(), query.includeInactive).sort((a, b) => a.fullName.localeCompare(b.fullName)),
);
