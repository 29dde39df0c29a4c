import { recordStrings } from '../../components/crud/record-strings.ts';

/** What the Misc Charge Types screen shows (002 §2, §8; brief money-and-reports §2.1 (d) for the type toasts). */
export const miscChargeStrings = {
  ...recordStrings('Misc Charge Type'),
  title: 'Misc Charge Types',
  resource: 'misc charge types',
  add: 'New',
  // The spec gives no toast for the types; the brief proposes these.
  created: (name: string | number) => `Misc charge type "${name}" created`,
  updated: (name: string | number) => `Misc charge type "${name}" updated`,
  deleted: (name: string | number) => `Misc charge type "${name}" deleted`,
  name: 'Name',
  gstApplicable: 'GST Applicable',
  employeeInvoicing: 'Employee Invoicing',
  customerBilling: 'Customer Billing',
  inactive: 'Inactive',
  yes: 'Yes',
  no: 'No',
  rates: {
    open: 'Misc charge rates',
    title: 'Misc charge rates',
    saved: 'Misc charge rates successfully updated',
    travelLowKmRate: 'Travel low km rate ($/km)',
    travelHighKmRate: 'Travel high km rate ($/km)',
    travelHighLowKmThreshold: 'High/low km threshold (km)',
    travelPerHourRate: 'Travel per hour rate ($/hr)',
    travelContinuity: 'Travel continuity ($)',
    printPerPageRate: 'Print per page rate ($/page)',
  },
};
