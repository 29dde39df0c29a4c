import type { ExportScheduleInput } from '@shelfline/shared/contracts/export-schedule.contract';
import { getReportLayout } from '../../data/content/report-layouts.repository.ts';
import { jobs } from '../../data/master-data/master-data.repository.ts';
import { listContactsOfSupplier, listUsersOfSupplier } from '../../data/master-data/suppliers.repository.ts';

/*
 * A job's Summary is the customer's view of the job (brief §7.4 "Rules per kind"): it goes only to staff and to the
 * contacts and users of the job's supplier, never to another supplier's people or to an address nobody vouched for.
 * Typed addresses are accepted when they are one of those people's e-mail addresses.
 */

export const SUMMARY_AUDIENCE_MESSAGE =
  "A job's Summary goes only to staff and to the contacts and users of the job's supplier.";

/** Adds to `add` (field, message) what a Summary schedule's report range and recipients break; nothing for other kinds. */
export async function checkSummaryAudience(
  input: ExportScheduleInput,
  add: (field: string, message: string) => void,
): Promise<void> {
  const { jobId, reportId } = input.parameters;
  if (input.kind !== 'summary' || jobId === undefined) return;
  const job = await jobs.get(jobId);
  // A missing job is reported under parameters.jobId by the reference checks.
  if (!job) return;
  if (reportId !== undefined && (await getReportLayout(reportId))?.jobId !== jobId)
    add('parameters.reportId', `Report range ${reportId} is not one of job ${job.jobNumber}'s.`);
  const [contacts, users] = await Promise.all([
    listContactsOfSupplier(job.supplierId),
    listUsersOfSupplier(job.supplierId),
  ]);
  const contactIds = new Set(contacts.map((contact) => contact.id));
  const addresses = new Set([...contacts, ...users].map((person) => person.email?.trim().toLowerCase()));
  input.recipients.forEach((recipient, i) => {
    const outside =
      (recipient.type === 'supplierContact' && !contactIds.has(recipient.id)) ||
      (recipient.type === 'address' && !addresses.has(recipient.address));
    if (outside) add(`recipients.${i}`, SUMMARY_AUDIENCE_MESSAGE);
  });
}
