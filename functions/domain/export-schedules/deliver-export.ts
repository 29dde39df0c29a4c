import type { ExportKind, Recipient } from '@shelfline/shared/contracts/export-schedule.contract';
import type { ExportScheduleRecord } from '../../data/entities/export-schedule.entity.ts';
import type { ExportScheduleRunRecord } from '../../data/entities/export-schedule-run.entity.ts';
import { objectBytes } from '../../data/files/file-objects.ts';
import { jobs } from '../../data/master-data/master-data.repository.ts';
import { supplierContacts } from '../../data/master-data/suppliers.repository.ts';
import { employees } from '../../data/people/people.repository.ts';
import { enqueueMail, type OutgoingAttachment } from '../mail/outbox.ts';
import { htmlOf } from '../mail/text-html.ts';
import type { ProducedFile } from './produce-export.ts';
import { storeInUmeFolder } from './ume-folder.ts';

/*
 * Delivery of a run's file (brief files-mail-recruiting §7.4 "Output", J5): one e-mail through the one sender
 * (`system` mail), the file attached up to 10 MB; a larger file is not attached: staff (workers) get where to find it
 * in the app (Reporting › Scheduled Exports, signed in), external recipients (supplier contacts, typed addresses) a
 * sentence saying it was too large. J5's 7-day CloudFront signed URL for them is left for later (no key group yet).
 * Recipients are Bcc: a schedule's staff and several suppliers' contacts never see each other's addresses.
 * Order exports and Summaries with `toUmeFolder` also land in the supplier's UME folder.
 */

/** The largest file sent as an attachment (the outbox's 10 MB of attachments per message). */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

const KIND_LABELS: Readonly<Record<ExportKind, string>> = {
  contacts: 'Contacts report',
  jobChargeRate: 'Job Charge Rate report',
  merchandiserPayRate: 'Merchandiser Pay Rate report',
  schedule: 'Schedule report',
  pickAndPack: 'Pick And Pack report',
  chargeApproval: 'Charge Approval report',
  miscCharge: 'Misc Charge report',
  travelLocations: 'Travel Locations report',
  scheduleExport: 'Schedule export',
  summary: 'Summary',
  orderExport: 'Order export',
  accountingExport: 'Accounting export',
};

export interface Delivery {
  /** The addresses the e-mail was queued for. */
  recipients: string[];
  /** Where the file went besides e-mail (a UME folder), and a note when it was too large to attach. */
  deliveredTo: string[];
  /** Recipients left out, with why: 'worker 12 (inactive)', 'contact 4 (no e-mail address)'. */
  skipped: string[];
}

interface Resolved {
  staff: string[];
  external: string[];
  skipped: string[];
}

export async function deliverExport(
  schedule: ExportScheduleRecord,
  run: ExportScheduleRunRecord,
  file: ProducedFile,
): Promise<Delivery> {
  const by = `Schedule: ${schedule.name}`;
  const deliveredTo: string[] = [];
  const supplierId = schedule.parameters.toUmeFolder ? await umeSupplierOf(schedule) : undefined;
  if (supplierId !== undefined) deliveredTo.push(await storeInUmeFolder(supplierId, file, by));

  const { staff, external, skipped } = await resolveRecipients(schedule.recipients);
  const everyone = [...new Set([...staff, ...external])];
  const subject = `${schedule.name}: ${file.fileName}`.replace(/[\r\n]+/g, ' ').slice(0, 200);
  const about = describe(schedule, run, file);
  if (file.bytes <= MAX_ATTACHMENT_BYTES) {
    const attachment = { fileName: file.fileName, contentType: file.contentType, bytes: await objectBytes(file.key) };
    await send(everyone, subject, `${about}\n\nThe file is attached.`, [attachment]);
  } else {
    const size = `${(file.bytes / 1024 / 1024).toFixed(1)} MB`;
    const external_ = external.filter((a) => !staff.includes(a));
    await send(
      staff,
      subject,
      `${about}\n\nThe file (${size}) is too large to attach: sign in to Shelfline and download it from Reporting › Scheduled Exports (/reporting/scheduled-exports), Runs of "${schedule.name}".`,
      [],
    );
    await send(
      external_,
      subject,
      `${about}\n\nThe file (${size}) was too large to send by e-mail. Please ask us for it.`,
      [],
    );
    deliveredTo.push(`E-mail without the file (${size}, over 10 MB): staff told where to download it`);
  }
  return { recipients: everyone, deliveredTo, skipped };
}

async function send(bcc: string[], subject: string, text: string, attachments: OutgoingAttachment[]): Promise<void> {
  if (bcc.length === 0) return;
  await enqueueMail({
    kind: 'system',
    sentBy: 'system',
    to: [],
    cc: [],
    bcc,
    subject,
    text,
    html: htmlOf(text),
    attachments,
  });
}

function describe(schedule: ExportScheduleRecord, run: ExportScheduleRunRecord, file: ProducedFile): string {
  const period =
    run.fromDate && run.toDate
      ? run.fromDate === run.toDate
        ? run.fromDate
        : `${run.fromDate} to ${run.toDate}`
      : undefined;
  return [
    `${schedule.name}`,
    `Kind: ${KIND_LABELS[schedule.kind]}`,
    ...(period ? [`Period: ${period}`] : []),
    `Rows: ${file.rows.toLocaleString('en-US')}`,
    `File: ${file.fileName}`,
  ].join('\n');
}

/** The supplier whose UME folder receives the file: the order export's, or the Summary job's. */
async function umeSupplierOf(schedule: ExportScheduleRecord): Promise<number | undefined> {
  if (schedule.kind === 'orderExport') return schedule.parameters.supplierId;
  if (schedule.kind === 'summary' && schedule.parameters.jobId !== undefined)
    return (await jobs.getOrThrow(schedule.parameters.jobId)).supplierId;
  return undefined;
}

/**
 * Addresses of the recipients, lower-cased: a worker's e-mail (staff) unless inactive or without one, a supplier
 * contact's e-mail, a typed address as it is (both external). The left-out ones are named in `skipped`.
 */
export async function resolveRecipients(recipients: readonly Recipient[]): Promise<Resolved> {
  const resolved: Resolved = { staff: [], external: [], skipped: [] };
  await Promise.all(
    recipients.map(async (recipient) => {
      if (recipient.type === 'address') return void resolved.external.push(recipient.address.toLowerCase());
      if (recipient.type === 'worker') {
        const worker = await employees.get(recipient.id);
        const name = worker ? `${worker.firstName} ${worker.lastName}` : `worker ${recipient.id}`;
        if (!worker) return void resolved.skipped.push(`${name} (not found)`);
        if (worker.inactive) return void resolved.skipped.push(`${name} (inactive)`);
        if (!worker.email?.trim()) return void resolved.skipped.push(`${name} (no e-mail address)`);
        return void resolved.staff.push(worker.email.trim().toLowerCase());
      }
      const contact = await supplierContacts.get(recipient.id);
      if (!contact) return void resolved.skipped.push(`contact ${recipient.id} (not found)`);
      if (!contact.email?.trim()) return void resolved.skipped.push(`${contact.name} (no e-mail address)`);
      resolved.external.push(contact.email.trim().toLowerCase());
    }),
  );
  return resolved;
}
