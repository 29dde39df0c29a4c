/** My Schedule's words (000 §2.8). */
export const myScheduleStrings = {
  title: 'My Schedule',
  description: 'Your services, month to date by default.',
  tableTitle: 'Services',
  noEmployee: 'Your sign-in does not name an employee, so no services can be shown.',
};
