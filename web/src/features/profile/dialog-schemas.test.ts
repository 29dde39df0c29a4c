import type { Vacation } from '@shelfline/shared/contracts/availability.contract';
import { describe, expect, it } from 'vitest';
import { ChangePasswordFormSchema, vacationFormSchema } from './dialog-schemas.ts';
import { newVacationDraft } from './vacation-draft.ts';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('ChangePasswordFormSchema', () => {
  it('sends the current and new password once the confirmation repeats the new one', () => {
    const parsed = ChangePasswordFormSchema.safeParse({
      currentPassword: 'Old-pass1!',
      password: 'New-pass1!a',
      confirm: 'New-pass1!a',
    });
    expect(parsed.data).toEqual({ currentPassword: 'Old-pass1!', password: 'New-pass1!a' });
  });

  it('tells a confirmation that differs under its field, beside the shared rules', () => {
    const mismatch = ChangePasswordFormSchema.safeParse({
      currentPassword: 'Old-pass1!',
      password: 'New-pass1!a',
      confirm: 'Other',
    });
    expect(messages(mismatch)).toEqual([['confirm', 'The passwords do not match.']]);
    const both = ChangePasswordFormSchema.safeParse({ currentPassword: '', password: 'New-pass1!a', confirm: 'x' });
    expect(messages(both)).toEqual([
      ['currentPassword', 'Current password is required.'],
      ['confirm', 'The passwords do not match.'],
    ]);
  });
});

describe('vacationFormSchema', () => {
  const today = '2026-03-10';

  it('refuses a new vacation that starts in the past, alone under the start date', () => {
    const parsed = vacationFormSchema(undefined, today).safeParse({ ...newVacationDraft('2026-03-09'), endDate: '' });
    expect(messages(parsed)).toEqual([['startDate', 'Start date cannot be earlier than today.']]);
  });

  it('lets an ongoing vacation keep its past start, and checks the shared rules', () => {
    const ongoing = { id: 1, startDate: '2026-03-01T00:00:00', endDate: '2026-03-20T00:00:00' } as Vacation;
    const draft = { ...newVacationDraft('2026-03-01'), endDate: '2026-03-20' };
    expect(vacationFormSchema(ongoing, today).safeParse(draft).data).toMatchObject({
      startDate: '2026-03-01',
      endDate: '2026-03-20',
    });
    expect(vacationFormSchema(undefined, today).safeParse(draft).success).toBe(false);
  });
});
