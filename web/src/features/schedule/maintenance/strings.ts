import { SCHEDULE_MODE_LABELS, type ScheduleBulkAction, type ScheduleMode } from '@shelfline/shared/schedule-rules';

const PAST: Record<ScheduleBulkAction, string> = {
  activate: 'Activated',
  deactivate: 'Deactivated',
  delete: 'Deleted',
  highlight: 'Highlighted',
  unsubmit: 'Unsubmitted',
};

const plural = (n: number) => `${n.toLocaleString('en-CA')} ${n === 1 ? 'service' : 'services'}`;

/** Schedule Maintenance's words (000 §2.8, §4.6, §6, §8.2; messages.tsv). */
export const maintenanceStrings = {
  title: 'Schedule Maintenance',
  description: (mode: ScheduleMode) => SCHEDULE_MODE_LABELS[mode],
  tableTitle: 'Services',
  actions: 'Actions',
  actionLabels: {
    activate: 'Activate filtered',
    deactivate: 'Deactivate filtered',
    highlight: 'Highlight filtered',
    delete: 'Delete filtered',
    unsubmit: 'Unsubmit filtered',
  } satisfies Record<ScheduleBulkAction, string>,
  rowActionLabels: {
    activate: 'Activate',
    deactivate: 'Deactivate',
    highlight: 'Highlight',
    delete: 'Delete',
    unsubmit: 'Unsubmit',
  } satisfies Record<ScheduleBulkAction, string>,
  rowActions: (serviceId: number) => `Actions of service ${serviceId}`,
  createService: 'Create Service',
  bulkEditEntry: 'Edit filtered services',
  bulkEdit: {
    title: 'Edit filtered services',
    description: (n: number) => `Give one field the same value on all ${plural(n)} of the current search.`,
    field: 'Field',
    value: (label: string) => `New ${label}`,
    chooseValue: 'Choose a value.',
    apply: 'Apply',
    cancel: 'Cancel',
    accept: 'Accept',
    /** 000 §4.2, messages.tsv. */
    question: (n: number) => `This operation will affect ${n.toLocaleString('en-CA')} records. Continue?`,
    progressLabel: (label: string) => `Updating ${label}`,
    done: (label: string, changed: number, skipped: number) =>
      `${label} updated on ${plural(changed)}.${skipped > 0 ? ` ${plural(skipped)} already had it.` : ''}`,
  },
  emailBlaster: 'Email Blaster',
  confirm: 'Continue',
  progressLabel: (action: ScheduleBulkAction) => `${maintenanceStrings.rowActionLabels[action]} services`,
  progress: (changed: number, total: number) =>
    `${changed.toLocaleString('en-CA')} of ${total.toLocaleString('en-CA')}`,
  /** 000 §8.2: unsubmit has its own message. */
  unsubmitted: 'Schedule has been unsubmitted successfully',
  bulkDone: (action: ScheduleBulkAction, changed: number, skipped: number) =>
    `${PAST[action]} ${plural(changed)}.${skipped > 0 ? ` ${plural(skipped)} skipped.` : ''}`,
  nothingFiltered: 'No services match the search.',
  create: {
    title: 'Create Service',
    retailer: 'Retailer',
    store: 'Store',
    job: 'Job',
    product: 'Job product',
    serviceType: 'Service Type',
    earliestDate: 'Earliest Date',
    latestDate: 'Latest Date',
    timeLimit: 'Time Limit',
    trait: 'Trait',
    merchandiser: 'Merchandiser (optional)',
    accountManager: 'Account Manager (optional)',
    consumerGroup: 'Consumer Group (optional)',
    category: 'Category',
    choose: 'Choose',
    required: (label: string) => `${label} is required.`,
    save: 'Create',
    cancel: 'Cancel',
    created: (serviceId: number) => `Service ${serviceId} created`,
  },
};
