import { NotFoundError } from '../../common/http-errors.ts';
import type { SupplierContact } from '../../data/entities/supplier-contact.entity.ts';
import type { Audit } from '../../data/entity.ts';
import { suppliers } from '../../data/master-data/master-data.repository.ts';
import { supplierContacts } from '../../data/master-data/suppliers.repository.ts';

/** The contact `contactId` of supplier `supplierId`; a contact of another supplier is not found (404). */
export async function contactOfSupplier(supplierId: number, contactId: number): Promise<SupplierContact & Audit> {
  const contact = await supplierContacts.get(contactId);
  if (!contact || contact.supplierId !== supplierId) {
    await suppliers.getOrThrow(supplierId);
    throw new NotFoundError(`Contact ${contactId} of supplier ${supplierId} was not found.`);
  }
  return contact;
}
