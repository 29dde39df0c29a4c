import { employeesRoutes } from '@shelfline/shared/routes/employees.routes';
import { profileRoutes } from '@shelfline/shared/routes/profile.routes';
import { queryOptions } from '@tanstack/react-query';
import { callRoute } from '../app/api.ts';
import { workerFullQuery, workerKeys } from './workers.ts';

/*
 * The availability the editors keep (001 §1-§5): the signed-in merchandiser's own (`profile/…`, no worker id) or,
 * for staff on the worker screen, a worker's (`employees/{id}/…`, docs/decisions.md#additions-beyond-the-spec: the same bodies and rules). A
 * worker's lists sit under the worker's key (`['worker', id]`); their general week is read from the worker's full
 * view (one read of the worker), so a saved week is written back into that view.
 */
export const availabilityKeys = (workerId: number | undefined) => {
  const root = workerId === undefined ? (['profile'] as const) : workerKeys.worker(workerId);
  return {
    all: root,
    generalAvailability: workerId === undefined ? [...root, 'generalAvailability'] : workerKeys.full(workerId),
    vacations: [...root, 'vacations'],
    specialAvailability: [...root, 'specialAvailability'],
  } as const;
};

/** The merchandiser's own usual week (`GET profile/generalAvailability`). */
export const ownGeneralAvailabilityQuery = () =>
  queryOptions({
    queryKey: availabilityKeys(undefined).generalAvailability,
    queryFn: ({ signal }) => callRoute(profileRoutes.getGeneralAvailability, { signal }),
  });

/** A worker's usual week: their full view, narrowed to the week. */
export const workerGeneralAvailabilityQuery = (workerId: number) =>
  queryOptions({
    ...workerFullQuery(workerId),
    select: (full) => full.availability.generalAvailability,
  });

export const vacationsQuery = (workerId: number | undefined) =>
  queryOptions({
    queryKey: availabilityKeys(workerId).vacations,
    queryFn: ({ signal }) =>
      workerId === undefined
        ? callRoute(profileRoutes.listVacations, { signal })
        : callRoute(employeesRoutes.listVacations, { params: { id: workerId }, signal }),
  });

export const specialAvailabilityQuery = (workerId: number | undefined) =>
  queryOptions({
    queryKey: availabilityKeys(workerId).specialAvailability,
    queryFn: ({ signal }) =>
      workerId === undefined
        ? callRoute(profileRoutes.listSpecialAvailability, { signal })
        : callRoute(employeesRoutes.listSpecialAvailability, { params: { id: workerId }, signal }),
  });
