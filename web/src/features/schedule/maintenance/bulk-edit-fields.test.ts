import { describe, expect, it } from 'vitest';
import { BulkEditFormSchema, newBulkEdit } from './bulk-edit-fields.ts';

const issuesOf = (value: unknown) =>
  (BulkEditFormSchema.safeParse(value).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('bulk edit form', () => {
  it('checks only the chosen field, under its own name', () => {
    const start = newBulkEdit(['merchandiserId', 'timeLimit']);
    expect(start.field).toBe('merchandiserId');
    expect(issuesOf(start)).toEqual([['values.merchandiserId', 'Choose a merchandiser']]);
    expect(issuesOf({ ...start, field: 'timeLimit', values: { ...start.values, timeLimit: '2.1' } })).toEqual([
      ['values.timeLimit', 'Time limit goes in steps of 0.25.'],
    ]);
    expect(issuesOf({ ...start, field: 'timeLimit', values: { ...start.values, timeLimit: '2.25' } })).toEqual([]);
  });

  it('refuses a pay rate with more than two decimals and no service type', () => {
    const start = newBulkEdit(['payrateFlat', 'serviceTypeId']);
    expect(issuesOf(start)[0]?.[0]).toBe('values.payrateFlat');
    expect(issuesOf({ ...start, field: 'serviceTypeId' })).toEqual([['values.serviceTypeId', 'Choose a value.']]);
  });
});
