import { defineEntity, definePatterns } from '../entity.ts';

/**
 * Supplier user: a customer's sign-in (the customer role). Suppliers "have contacts and users" (001 §3);
 * users sign in through `user/authenticateCustomer` and see only Summary.
 *
 * | access pattern                      | pattern      | index | key                                            |
 * |-------------------------------------|--------------|-------|------------------------------------------------|
 * | user by id                          |              | table | pk `SUPPLIERUSER#<id>`, sk `SUPPLIERUSER`      |
 * | user by login code (sign-in)        |              | table | marker `UNIQUE#supplierUser.login code#<code>` |
 * | users of a supplier                 | `ofSupplier` | gsi1  | `SUPPLIER#<supplierId>#USERS` / `<userName>`    |
 */
export interface SupplierUser {
  id: number;
  supplierId: number;
  userName: string;
  firstName: string;
  lastName: string;
  email?: string;
  isInactive: boolean;
}

export const usersOfSupplierKey = (supplierId: number) => `SUPPLIER#${supplierId}#USERS`;

export const SupplierUserEntity = defineEntity<SupplierUser>({
  name: 'supplierUser',
  key: (id) => ({ pk: `SUPPLIERUSER#${id}`, sk: 'SUPPLIERUSER' }),
  indexes: {
    gsi1: (u) => ({ pk: usersOfSupplierKey(u.supplierId), sk: u.userName.toLowerCase() }),
  },
  unique: [{ label: 'login code', value: (u) => u.userName }],
});

/** The access patterns of the table above, by name (`queryPattern`, repositories' `query`). */
export const SupplierUserPatterns = definePatterns({
  /** users of a supplier */
  ofSupplier: { index: 'gsi1', key: (supplierId: number) => ({ pk: usersOfSupplierKey(supplierId) }) },
});
