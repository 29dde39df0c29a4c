import * as z from 'zod';
import { clearableSin, clearableText } from './fields.ts';

/*
 * A worker's bank details and SIN: stored apart from the worker record, never in lists or logs, and only ever sent to
 * administrators and to the worker.
 */

export const SENSITIVE_FIELDS = ['sin', 'bank', 'transit', 'account'] as const;

/** As the worker form sends them: '' or null clears, absent keeps (a supervisor's form never holds them). */
export const sensitiveInputFields = {
  bank: clearableText('Bank', 30),
  transit: clearableText('Transit', 30),
  account: clearableText('Account', 30),
  sin: clearableSin,
};

/** As the API returns them: absent unless the caller may read them. */
export const sensitiveOutputFields = {
  bank: z.string().optional(),
  transit: z.string().optional(),
  account: z.string().optional(),
  sin: z.string().optional(),
};
