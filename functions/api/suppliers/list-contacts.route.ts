import { suppliersRoutes } from '@shelfline/shared/routes/suppliers.routes';
import { implement } from '../../common/api-handler.ts';
import { suppliers } from '../../data/master-data/master-data.repository.ts';
import { listContactsOfSupplier } from '../../data/master-data/suppliers.repository.ts';

/** `GET suppliers/{id}/contacts`: the primary contact first, then by name. */
export const listContacts = implement(suppliersRoutes.listContacts, async ({ params }) => {
  await suppliers.getOrThrow(params.id);
  const contacts = await listContactsOfSupplier(params.id);
  return contacts.sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary));
});
