import type { Role } from '@shelfline/shared';
import { REPORT_MESSAGES } from '@shelfline/shared/contracts/service-report.contract';
import type { Caller } from '../../common/caller.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../common/http-errors.ts';
import { getReportLayout, layoutsOfJob } from '../../data/content/report-layouts.repository.ts';
import { readServicePartition, type ServicePartition } from '../../data/content/service-reports.repository.ts';
import type { StoredService } from '../../data/schedule/schedule.repository.ts';
import { layoutOfService } from './layout-of-service.ts';

/*
 * Who may do what with a service's report (brief §6c, §11.1, G3, G4, SR4, SR5), decided once for every call:
 * - staff (admin, accountManager, supervisor) read and write any; crmUser reads any (G4);
 * - a merchandiser reaches only services they lead (write) or help on (read): any other answers 404, as if it did
 *   not exist (R4), on every id-bearing call;
 * - UnSubmit: admin and accountManager (the same as schedule/unsubmit, G3);
 * - the service must be activated (409; reports belong to live services, SR5).
 */

const WRITERS: readonly Role[] = ['admin', 'accountManager', 'supervisor'];
const READERS: readonly Role[] = [...WRITERS, 'crmUser'];
const UNSUBMITTERS: readonly Role[] = ['admin', 'accountManager'];

export type ReportAccess = 'read' | 'write';

export interface ReportContext extends ServicePartition {
  service: StoredService;
  access: ReportAccess;
  mayUnsubmit: boolean;
}

const has = (auth: Caller, roles: readonly Role[]) => auth.roles.some((role) => roles.includes(role));

function accessOf(auth: Caller, service: StoredService): ReportAccess | undefined {
  if (has(auth, WRITERS)) return 'write';
  if (has(auth, READERS)) return 'read';
  const personId = auth.personType === 'employee' ? Number(auth.personId) : Number.NaN;
  if (!Number.isInteger(personId)) return undefined;
  if (service.merchandiserId === personId) return 'write';
  if (service.helpers.some((helper) => helper.id === personId)) return 'read';
  return undefined;
}

export const serviceNotFound = (id: number) => new NotFoundError(`Service ${id} was not found.`);
export const reportSubmitted = (id: number) => new ConflictError(`Service report of service ${id} is submitted.`);
export const noLayout = () => new ConflictError(REPORT_MESSAGES.noLayout);

/**
 * The service's partition with the caller's access: 404 when missing or out of the caller's reach, 409 when not
 * activated; `need: 'write'` also refuses readers (403) — the state checks (submitted) are the caller's.
 */
export async function loadReportContext(id: number, auth: Caller, need: ReportAccess): Promise<ReportContext> {
  const partition = await readServicePartition(id);
  const service = partition.service;
  if (!service) throw serviceNotFound(id);
  const access = accessOf(auth, service);
  if (!access) throw serviceNotFound(id);
  if (!service.isActivated) throw new ConflictError(`Service ${id} is not activated.`);
  if (need === 'write' && access !== 'write')
    throw new ForbiddenError('Only the team lead of the service or staff may fill in its service report.');
  return { ...partition, service, access, mayUnsubmit: has(auth, UNSUBMITTERS) };
}

/** The layout the report asks: frozen on the report once saved, else the one the service matches (R3). */
export async function layoutOfContext(context: ServicePartition & { service: StoredService }) {
  if (context.report) return getReportLayout(context.report.reportId);
  return layoutOfService(await layoutsOfJob(context.service.jobId), context.service);
}
