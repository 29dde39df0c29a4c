import {
  EXPORT_KIND_PARAMETERS,
  type ExportScheduleInput,
  type ExportScheduleParameterName,
} from '@shelfline/shared/contracts/export-schedule.contract';
import { CHARGE_APPROVAL_UNSORTABLE_FIELDS } from '@shelfline/shared/contracts/report.contract';
import { BadRequestError } from '../../common/http-errors.ts';
import { getOrderExportLayout } from '../../data/content/order-export-layouts.repository.ts';
import { jobs, suppliers } from '../../data/master-data/master-data.repository.ts';
import { supplierContacts } from '../../data/master-data/suppliers.repository.ts';
import { employees } from '../../data/people/people.repository.ts';
import { SCHEDULE_REPORT_SORT_FIELDS } from '../../domain/reports/schedule-sort-fields.ts';
import { checkSummaryAudience } from './summary-audience.ts';

/*
 * What the contract's shape cannot check about a schedule: that what it names exists, and that it only sets what its
 * kind reads. A schedule saved with a missing job or contact would fail at every run, at night, far from the admin who
 * could fix it; so it is refused here, with 400 naming the field.
 */

type Errors = Record<string, string[]>;

const adder = (errors: Errors) => (field: string, message: string) => {
  errors[field] = [...(errors[field] ?? []), message];
};

const SORTED_KINDS: Partial<Record<ExportScheduleInput['kind'], readonly string[]>> = {
  schedule: SCHEDULE_REPORT_SORT_FIELDS.map((f) => f.field),
  chargeApproval: SCHEDULE_REPORT_SORT_FIELDS.map((f) => f.field).filter(
    (field) => !CHARGE_APPROVAL_UNSORTABLE_FIELDS.includes(field),
  ),
};

/** 400 naming each parameter the kind does not read: a form that changed kind must not leave the old kind's values behind. */
function unreadParameters(input: ExportScheduleInput, errors: Errors) {
  const reads = EXPORT_KIND_PARAMETERS[input.kind].reads;
  for (const [name, value] of Object.entries(input.parameters))
    if (value !== undefined && !reads.includes(name as ExportScheduleParameterName))
      errors[`parameters.${name}`] = [`${name} is not a parameter of ${input.kind}.`];
}

function sortFields(input: ExportScheduleInput, errors: Errors) {
  const allowed = SORTED_KINDS[input.kind];
  const unknown = (input.parameters.sortExpression ?? []).filter((key) => !allowed?.includes(key.field));
  if (allowed && unknown.length > 0)
    errors['parameters.sortExpression'] = unknown.map((key) => `${input.kind} cannot be sorted by ${key.field}.`);
}

async function recipientsExist(input: ExportScheduleInput, errors: Errors) {
  await Promise.all(
    input.recipients.map(async (recipient, i) => {
      if (recipient.type === 'worker' && !(await employees.get(recipient.id)))
        adder(errors)(`recipients.${i}`, `Worker ${recipient.id} was not found.`);
      if (recipient.type === 'supplierContact' && !(await supplierContacts.get(recipient.id)))
        adder(errors)(`recipients.${i}`, `Supplier contact ${recipient.id} was not found.`);
    }),
  );
}

async function parametersExist(input: ExportScheduleInput, errors: Errors) {
  const { jobId, supplierId, orderLayoutId, merchandiserId } = input.parameters;
  const checks: [ExportScheduleParameterName, number | null | undefined, (id: number) => Promise<unknown>, string][] = [
    ['jobId', jobId, (id) => jobs.get(id), 'Job'],
    ['supplierId', supplierId, (id) => suppliers.get(id), 'Supplier'],
    ['orderLayoutId', orderLayoutId, getOrderExportLayout, 'Order export layout'],
    // -1 and -2 are the picker's "all manual / all CIRS merchandisers"; null is everyone.
    [
      'merchandiserId',
      merchandiserId && merchandiserId > 0 ? merchandiserId : undefined,
      (id) => employees.get(id),
      'Merchandiser',
    ],
  ];
  await Promise.all(
    checks.map(async ([name, id, find, label]) => {
      if (id !== undefined && id !== null && !(await find(id)))
        errors[`parameters.${name}`] = [`${label} ${id} was not found.`];
    }),
  );
}

/** Refuses (400, each problem under its field) a schedule that names what does not exist or sets what its kind ignores. */
export async function checkScheduleReferences(input: ExportScheduleInput): Promise<void> {
  const errors: Errors = {};
  unreadParameters(input, errors);
  sortFields(input, errors);
  await Promise.all([
    recipientsExist(input, errors),
    parametersExist(input, errors),
    checkSummaryAudience(input, adder(errors)),
  ]);
  if (Object.keys(errors).length > 0) throw new BadRequestError(errors);
}
