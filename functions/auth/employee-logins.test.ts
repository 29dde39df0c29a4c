import { describe, expect, it } from 'vitest';
import { groupChanges } from './employee-logins.ts';

describe('groupChanges', () => {
  it('adds the missing role groups and removes the others', () => {
    expect(groupChanges(['admin', 'merchandiser'], ['merchandiser', 'supervisor'])).toEqual({
      add: ['admin'],
      remove: ['supervisor'],
    });
  });
  it('does nothing when the groups already match', () => {
    expect(groupChanges(['hr'], ['hr'])).toEqual({ add: [], remove: [] });
  });
  it('puts a new user in every role group', () => {
    expect(groupChanges(['accountManager', 'crmUser'], [])).toEqual({ add: ['accountManager', 'crmUser'], remove: [] });
  });
});
