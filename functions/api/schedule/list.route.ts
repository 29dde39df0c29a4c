import type { SchedulePage } from '@shelfline/shared/contracts/schedule.contract';
import { scheduleRoutes } from '@shelfline/shared/routes/schedule.routes';
import { implement } from '../../common/api-handler.ts';
import type { WorkerCard } from '../../data/people/worker-directory.ts';
import { getServices, type StoredService } from '../../data/schedule/schedule.repository.ts';
import { readWindowAvailability, type WindowAvailability } from '../../domain/availability/window-availability.ts';
import { filterListsOf } from '../../domain/schedule/schedule-filter.ts';
import { readRowLookups, toScheduleRow } from '../../domain/schedule/schedule-row.ts';
import { scheduleScopeOf } from '../../domain/schedule/select-services.ts';
import { sortedSelection } from '../../domain/schedule/sorted-selection.ts';

// The list, the Excel export and the map share one selection (moved to the domain: scheduled exports use it too).
export { sortedSelection };

/**
 * `POST schedule` (000 §3.6, §7.5): the services of a mode, window and filters, sorted and paged (0-based).
 * Reads: the compact summaries of the window (select-services.ts) and the worker directory; then the full items
 * of the page only (BatchGet) with their stores and cities. `totalRecords` counts the mode and window,
 * `totalFilteredRecords` what passes the other filters too; with `includeFilterLists` (once per screen load or
 * filter change, not per page) the filter lists of the mode and window, and the total hours of the filtered services.
 * Staff also get each row's `merchandiserAvailability` for the service's earliest..latest dates (the colours of the
 * Merchandiser column): the records of each distinct merchandiser of the page are read once, for the union of
 * their rows' windows (readWindowAvailability: two Queries per merchandiser, 16 at a time). The service itself is
 * part of the merchandiser's assigned hours (planned and live work both count, compute-availability.ts).
 * A merchandiser's own list does not carry it.
 */
export const list = implement(scheduleRoutes.list, async ({ body, auth }): Promise<SchedulePage> => {
  // The next page, or another sort, of the same filter reuses the selection while nothing of its window changed.
  const selection = await sortedSelection(body, auth, { reuse: true });
  const start = body.pageNumber * body.pageSize;
  const pageIds = selection.filtered.slice(start, start + body.pageSize).map((s) => s.id);
  const services = await getServices(pageIds);
  const staff = scheduleScopeOf(auth).merchandiserId === undefined;
  const [lookups, availability] = await Promise.all([
    readRowLookups(services, selection.directory),
    staff ? readMerchandiserAvailability(services, selection.directory) : undefined,
  ]);
  return {
    rows: services.map((service) => {
      const row = toScheduleRow(service, lookups);
      const found =
        service.merchandiserId === undefined
          ? undefined
          : availability?.of(service.merchandiserId, service.earliestDate, service.latestDate);
      return found ? { ...row, merchandiserAvailability: { status: found.status, details: found.details } } : row;
    }),
    pageNumber: body.pageNumber,
    pageSize: body.pageSize,
    totalFilteredRecords: selection.filtered.length,
    totalRecords: selection.candidates.length,
    ...(body.includeFilterLists
      ? { metadata: filterListsOf(selection.candidates, selection.filtered, selection.context) }
      : {}),
  };
});

/** Availability of the page's merchandisers for their services' windows (one read per merchandiser). */
function readMerchandiserAvailability(
  services: readonly StoredService[],
  directory: ReadonlyMap<number, WorkerCard>,
): Promise<WindowAvailability> {
  const workers = new Map(
    services
      .map((s) => (s.merchandiserId === undefined ? undefined : directory.get(s.merchandiserId)))
      .filter((card): card is WorkerCard => card !== undefined)
      .map((card) => [card.id, { id: card.id, inactive: card.inactive }] as const),
  );
  return readWindowAvailability(
    workers,
    services.flatMap((s) =>
      s.merchandiserId === undefined
        ? []
        : [{ workerId: s.merchandiserId, startDate: s.earliestDate, endDate: s.latestDate }],
    ),
  );
}
