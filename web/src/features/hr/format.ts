const dateTimeFormat = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short' });
const dayFormat = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium' });

/** An instant of the recruiting screens (created, updated, occurred) in the browser's zone; '' when absent. */
export const dateTime = (iso: string | undefined) => (iso ? dateTimeFormat.format(new Date(iso)) : '');

/** A day (YYYY-MM-DD or an instant) as the recruiting screens show it; '' when absent. */
export const day = (value: string | undefined) =>
  value ? dayFormat.format(new Date(value.length === 10 ? `${value}T12:00:00` : value)) : '';
