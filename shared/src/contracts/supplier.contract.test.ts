import { describe, expect, it } from 'vitest';
import {
  PasswordSchema,
  SupplierContactInputSchema,
  SupplierInputSchema,
  SupplierUserCreateSchema,
  SupplierUserUpdateSchema,
} from './supplier.contract.ts';

describe('supplier contracts', () => {
  it('trims codes and names and defaults isInactive to false', () => {
    expect(SupplierInputSchema.parse({ code: ' GLB ', name: ' Golden Leaf ' })).toEqual({
      code: 'GLB',
      name: 'Golden Leaf',
      isInactive: false,
    });
  });

  it.each([
    ['Abcdefg1!', true],
    ['Shelfline!1', true],
    ['short1!A', true],
    ['Abc1!', false],
    ['abcdefgh1!', false],
    ['ABCDEFGH1!', false],
    ['Abcdefghi!', false],
    ['Abcdefghi1', false],
    [' Abcdefg1!', false],
  ])('checks the pool password policy: %s → %s', (password, ok) => {
    expect(PasswordSchema.safeParse(password).success).toBe(ok);
  });

  it('requires a password to create a user, not to update one', () => {
    const user = { userName: 'a.b', firstName: 'A', lastName: 'B' };
    expect(SupplierUserCreateSchema.safeParse(user).success).toBe(false);
    expect(SupplierUserUpdateSchema.parse({ ...user, version: 1, password: '' }).password).toBeUndefined();
    expect(SupplierUserUpdateSchema.safeParse({ ...user, version: 1, password: 'weak' }).success).toBe(false);
  });

  it('refuses login codes with spaces and accepts the usual characters', () => {
    const base = { firstName: 'A', lastName: 'B', password: 'Abcdefg1!' };
    expect(SupplierUserCreateSchema.safeParse({ ...base, userName: 'has space' }).success).toBe(false);
    expect(SupplierUserCreateSchema.safeParse({ ...base, userName: 'glb.mreid+2@x' }).success).toBe(true);
  });

  it('treats an empty contact e-mail as none and refuses an invalid one', () => {
    expect(SupplierContactInputSchema.parse({ name: 'X', email: '' }).email).toBeUndefined();
    expect(SupplierContactInputSchema.safeParse({ name: 'X', email: 'nope' }).success).toBe(false);
    expect(SupplierContactInputSchema.safeParse({ name: 'X', phone: '+1 (416) 555-0101 ext 12' }).success).toBe(true);
  });
});
