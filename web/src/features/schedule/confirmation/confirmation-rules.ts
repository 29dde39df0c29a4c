/** The Service Confirmation modal's choice: By Date or Without Date. */
export type Choice = 'date' | 'none';

export const dayOf = (value: string) => value.slice(0, 10);

/** A calendar day (the date picker's local date) as YYYY-MM-DD. */
export const isoOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** Whether Set may be pressed: a choice is made and, for By Date, a date within earliest..latest is picked. */
export function canSet(choice: Choice | undefined, date: string, earliest: string, latest: string): boolean {
  if (choice === 'none') return true;
  return choice === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(date) && date >= earliest && date <= latest;
}

/**
 * Whether a service can be confirmed, as the server decides (`schedule/confirmations/{id}`): activated and not
 * submitted. Other rows show their confirmation without the link, rather than a link whose save is refused.
 */
export const canConfirm = (service: { isActivated: boolean; isSubmitted: boolean }) =>
  service.isActivated && !service.isSubmitted;
