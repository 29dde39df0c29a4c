import { defineEntity, definePatterns } from '../entity.ts';

/**
 * Supplier contact: a person to call at a supplier (001 §3 "suppliers have contacts and users"; the fields are
 * not given by the spec: name, title, e-mail, phone and whether this is the primary contact).
 *
 * | access pattern                 | pattern      | index | key                                               |
 * |--------------------------------|--------------|-------|---------------------------------------------------|
 * | contact by id                  |              | table | pk `SUPPLIERCONTACT#<id>`, sk `SUPPLIERCONTACT`    |
 * | contacts of a supplier, by name | `ofSupplier` | gsi1  | `SUPPLIER#<supplierId>#CONTACTS` / `<name>#<id>`  |
 *
 * A supplier has a handful of contacts: its list is one Query.
 */
export interface SupplierContact {
  id: number;
  supplierId: number;
  name: string;
  title?: string;
  email?: string;
  phone?: string;
  isPrimary: boolean;
}

export const contactsOfSupplierKey = (supplierId: number) => `SUPPLIER#${supplierId}#CONTACTS`;

export const SupplierContactEntity = defineEntity<SupplierContact>({
  name: 'supplierContact',
  key: (id) => ({ pk: `SUPPLIERCONTACT#${id}`, sk: 'SUPPLIERCONTACT' }),
  indexes: {
    gsi1: (c) => ({
      pk: contactsOfSupplierKey(c.supplierId),
      sk: `${c.name.toLowerCase()}#${String(c.id).padStart(8, '0')}`,
    }),
  },
});

/** The access patterns of the table above, by name (`queryPattern`, repositories' `query`). */
export const SupplierContactPatterns = definePatterns({
  /** contacts of a supplier, by name */
  ofSupplier: { index: 'gsi1', key: (supplierId: number) => ({ pk: contactsOfSupplierKey(supplierId) }) },
});
