import {
  type Vacation,
  type VacationInput,
  VacationInputSchema,
} from '@shelfline/shared/contracts/availability.contract';
import { type ChangePassword, ChangePasswordSchema } from '@shelfline/shared/contracts/profile.contract';
import * as z from 'zod';
import { profileStrings as s } from './strings.ts';
import { type VacationDraft, vacationInputOf } from './vacation-draft.ts';

/*
 * The schemas the profile's dialogs validate their drafts with (through useEntityForm's zod resolver): the shared
 * input schema, plus the rules 001 §5 gives the screen alone. Each issue keeps its path, so it shows under its field.
 */

export type PasswordDraft = { currentPassword: string; password: string; confirm: string };

/** Change Password: the shared rules and the confirmation that must repeat the new password, told together. */
export const ChangePasswordFormSchema = z.custom<PasswordDraft>().transform((draft, context): ChangePassword => {
  const parsed = ChangePasswordSchema.safeParse({ currentPassword: draft.currentPassword, password: draft.password });
  if (!parsed.success) for (const issue of parsed.error.issues) context.addIssue({ ...issue, code: 'custom' });
  const confirmed = draft.password === draft.confirm;
  if (!confirmed) context.addIssue({ code: 'custom', path: ['confirm'], message: s.password.mismatch });
  return parsed.success && confirmed ? parsed.data : z.NEVER;
});

/**
 * A vacation: an ongoing one keeps its start, but a new or moved start cannot be in the past (told alone, under the
 * start date); then the shared rules.
 */
export function vacationFormSchema(vacation: Vacation | undefined, today: string) {
  return z.custom<VacationDraft>().transform((draft, context): VacationInput => {
    const startMoved = !vacation || draft.startDate !== vacation.startDate.slice(0, 10);
    if (startMoved && draft.startDate < today) {
      context.addIssue({ code: 'custom', path: ['startDate'], message: s.vacations.startInPast });
      return z.NEVER;
    }
    const parsed = VacationInputSchema.safeParse(vacationInputOf(draft));
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) context.addIssue({ ...issue, code: 'custom' });
    return z.NEVER;
  });
}
