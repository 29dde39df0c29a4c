/** My Schedule's words (000 §2.8). */
export const myScheduleStrings = {
  title: 'My Schedule',
  description: 'Your services, month to date by default.',
  tableTitle: 'Services',
  noEmployee: 'Your sign-in does not name an employee, so no services can be shown.',
  card: {
    title: (storeName: string, storeNumber: number) => `${storeName} · #${storeNumber}`,
    dates: 'Dates',
    dateRange: (earliest: string, latest: string) => (earliest === latest ? earliest : `${earliest} to ${latest}`),
    hours: (hours: number) => `${hours.toLocaleString('en-CA', { maximumFractionDigits: 2 })} h`,
  },
};
