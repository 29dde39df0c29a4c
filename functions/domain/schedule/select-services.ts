import type { Role } from '@shelfline/shared';
import type { ScheduleFilter } from '@shelfline/shared/contracts/schedule.contract';
import type { Caller } from '../../common/caller.ts';
import { todayIso } from '../../common/dates.ts';
import type { ServiceSummary } from '../../data/entities/service.entity.ts';
import { readWorkerDirectory, type WorkerCard } from '../../data/people/worker-directory.ts';
import {
  readOpenServices,
  readServicesOfMerchandiser,
  readSummariesOfDays,
  summariesOf,
} from '../../data/schedule/schedule.repository.ts';
import {
  type CandidateSource,
  candidateSourceOf,
  type FilterContext,
  inModeAndWindow,
  matchesColumns,
} from './schedule-filter.ts';

/*
 * Selecting the services of a schedule filter: read the candidates (compact summaries) from the right index, keep
 * those of the mode and window, then those of the column filters. A merchandiser's selection reads only their own
 * partition, so another merchandiser's service can never be listed, counted or changed by them.
 */

/**
 * Whose services a caller may see: a merchandiser (without a staff role) only their own, and only live ones
 * (activated or submitted).
 */
export interface ScheduleScope {
  merchandiserId?: number;
}

const STAFF: readonly Role[] = ['admin', 'accountManager', 'supervisor'];

export function scheduleScopeOf(auth: Caller): ScheduleScope {
  if (auth.roles.some((role) => STAFF.includes(role))) return {};
  const id = Number(auth.personId);
  // A merchandiser without an employee id (should not happen) sees nothing rather than everything.
  return { merchandiserId: auth.personType === 'employee' && Number.isInteger(id) && id > 0 ? id : -1 };
}

export interface Selection {
  /** Services of the mode, category and window (what `totalRecords` counts). */
  candidates: ServiceSummary[];
  /** Those that also pass the column filters, exceptions, confirmation filter and search. */
  filtered: ServiceSummary[];
  context: FilterContext & { workerName: (id: number) => string | undefined };
  directory: Map<number, WorkerCard>;
  today: string;
}

async function readCandidates(source: CandidateSource, scope: ScheduleScope): Promise<ServiceSummary[]> {
  if (scope.merchandiserId !== undefined) {
    const range = source.kind === 'days' ? { from: source.from, to: source.to } : {};
    // A merchandiser's schedule holds live services only: a service not activated yet is still being planned.
    return summariesOf(await readServicesOfMerchandiser(scope.merchandiserId, range)).filter(
      (s) => s.isActivated || s.isSubmitted,
    );
  }
  if (source.kind === 'days') return readSummariesOfDays(source.from, source.to);
  return readOpenServices(source);
}

export async function selectServices(
  filter: ScheduleFilter,
  scope: ScheduleScope,
  today: string = todayIso(),
): Promise<Selection> {
  const [summaries, cards] = await Promise.all([
    readCandidates(candidateSourceOf(filter, today), scope),
    readWorkerDirectory(),
  ]);
  const directory = new Map(cards.map((card) => [card.id, card]));
  const context = {
    today,
    supervisorOf: (id: number | undefined) => (id === undefined ? undefined : directory.get(id)?.supervisorId),
    workerName: (id: number) => {
      const card = directory.get(id);
      return card ? `${card.firstName} ${card.lastName}` : undefined;
    },
  };
  const candidates = summaries.filter((s) => inModeAndWindow(s, filter, today));
  const filtered = candidates.filter((s) => matchesColumns(s, filter, context));
  return { candidates, filtered, context, directory, today };
}
