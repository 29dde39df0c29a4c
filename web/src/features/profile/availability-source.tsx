import type {
  GeneralAvailability,
  GeneralAvailabilityInput,
  SpecialAvailability,
  SpecialAvailabilityInput,
  Vacation,
  VacationInput,
} from '@shelfline/shared/contracts/availability.contract';
import { employeesRoutes } from '@shelfline/shared/routes/employees.routes';
import { profileRoutes } from '@shelfline/shared/routes/profile.routes';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { callRoute } from '../../app/api.ts';
import {
  availabilityKeys,
  ownGeneralAvailabilityQuery,
  specialAvailabilityQuery,
  vacationsQuery,
  workerGeneralAvailabilityQuery,
} from '../../queries/availability.ts';
import { workerFullQuery } from '../../queries/workers.ts';

/*
 * Whose availability the availability editors keep (001 §1-§5): the signed-in merchandiser's own through
 * `profile/…`, or, for staff on the worker screen, a worker's through `employees/{id}/…` (docs/decisions.md#additions-beyond-the-spec: the same
 * bodies and rules). The editors read the source from context, so the same components serve both screens.
 */
export interface AvailabilitySource {
  /** Undefined for the signed-in merchandiser's own availability. */
  workerId: number | undefined;
  /** Query keys (`queries/availability.ts`). */
  keys: ReturnType<typeof availabilityKeys>;
  updateGeneralAvailability: (input: GeneralAvailabilityInput, version: number) => Promise<GeneralAvailability>;
  /** Puts a saved general week where the editors read it. */
  cacheGeneralAvailability: (queryClient: QueryClient, saved: GeneralAvailability) => void;
  createVacation: (input: VacationInput) => Promise<Vacation>;
  updateVacation: (vacation: Vacation, input: VacationInput) => Promise<Vacation>;
  cancelVacation: (vacation: Vacation) => Promise<unknown>;
  createSpecialAvailability: (input: SpecialAvailabilityInput) => Promise<SpecialAvailability>;
  updateSpecialAvailability: (current: SpecialAvailability, input: SpecialAvailabilityInput) => Promise<unknown>;
  removeSpecialAvailability: (current: SpecialAvailability) => Promise<unknown>;
}

/** Records not saved yet answer version 0; the first save sends none. */
export function withVersion<T extends object>(input: T, version: number): T & { version?: number } {
  return version > 0 ? { ...input, version } : input;
}

/** The spec's delete body carries the vacation (001 §7). */
const vacationDeleteBody = (vacation: Vacation) => ({
  id: vacation.id,
  workerId: vacation.workerId,
  startDate: vacation.startDate,
  endDate: vacation.endDate,
  isVacation: vacation.isVacation,
  isDeleted: true,
});

/** The signed-in merchandiser's own availability (`profile/…`, 001 §7 Merchandiser profile). */
export const ownAvailability: AvailabilitySource = {
  workerId: undefined,
  keys: availabilityKeys(undefined),
  updateGeneralAvailability: (input, version) =>
    callRoute(profileRoutes.updateGeneralAvailability, { body: withVersion(input, version) }),
  cacheGeneralAvailability: (queryClient, saved) =>
    queryClient.setQueryData(ownGeneralAvailabilityQuery().queryKey, saved),
  createVacation: (input) => callRoute(profileRoutes.createVacation, { body: input }),
  updateVacation: (vacation, input) =>
    callRoute(profileRoutes.updateVacation, {
      params: { id: vacation.id },
      body: { ...input, version: vacation.version },
    }),
  cancelVacation: (vacation) =>
    callRoute(profileRoutes.removeVacation, { params: { id: vacation.id }, body: vacationDeleteBody(vacation) }),
  createSpecialAvailability: (input) => callRoute(profileRoutes.createSpecialAvailability, { body: input }),
  updateSpecialAvailability: (current, input) =>
    callRoute(profileRoutes.updateSpecialAvailability, {
      params: { id: current.id },
      body: { ...input, version: current.version },
    }),
  removeSpecialAvailability: (current) =>
    callRoute(profileRoutes.removeSpecialAvailability, { params: { id: current.id } }),
};

/** A worker's availability kept by staff (`employees/{id}/…`); their general week lives in their full view. */
export function workerAvailability(id: number): AvailabilitySource {
  return {
    workerId: id,
    keys: availabilityKeys(id),
    updateGeneralAvailability: (input, version) =>
      callRoute(employeesRoutes.setGeneralAvailability, { params: { id }, body: withVersion(input, version) }),
    cacheGeneralAvailability: (queryClient, saved) =>
      queryClient.setQueryData(workerFullQuery(id).queryKey, (full) =>
        full ? { ...full, availability: { ...full.availability, generalAvailability: saved } } : full,
      ),
    createVacation: (input) => callRoute(employeesRoutes.addVacation, { params: { id }, body: input }),
    updateVacation: (vacation, input) =>
      callRoute(employeesRoutes.updateVacation, {
        params: { id, vacationId: vacation.id },
        body: { ...input, version: vacation.version },
      }),
    cancelVacation: (vacation) =>
      callRoute(employeesRoutes.removeVacation, {
        params: { id, vacationId: vacation.id },
        body: vacationDeleteBody(vacation),
      }),
    createSpecialAvailability: (input) =>
      callRoute(employeesRoutes.addSpecialAvailability, { params: { id }, body: input }),
    updateSpecialAvailability: (current, input) =>
      callRoute(employeesRoutes.updateSpecialAvailability, {
        params: { id, specialId: current.id },
        body: { ...input, version: current.version },
      }),
    removeSpecialAvailability: (current) =>
      callRoute(employeesRoutes.removeSpecialAvailability, { params: { id, specialId: current.id } }),
  };
}

const AvailabilitySourceContext = createContext<AvailabilitySource>(ownAvailability);

/** Makes the availability editors inside keep the given worker's availability. */
export function WorkerAvailabilityProvider({ workerId, children }: { workerId: number; children: ReactNode }) {
  const source = useMemo(() => workerAvailability(workerId), [workerId]);
  return <AvailabilitySourceContext value={source}>{children}</AvailabilitySourceContext>;
}

export const useAvailabilitySource = () => useContext(AvailabilitySourceContext);

/** The usual week of whoever the editors keep: only the query of that source runs. */
export function useGeneralAvailability() {
  const { workerId } = useAvailabilitySource();
  const own = useQuery({ ...ownGeneralAvailabilityQuery(), enabled: workerId === undefined });
  const worker = useQuery({ ...workerGeneralAvailabilityQuery(workerId ?? 0), enabled: workerId !== undefined });
  return workerId === undefined ? own : worker;
}
export const useVacations = () => useQuery(vacationsQuery(useAvailabilitySource().workerId));
export const useSpecialAvailability = () => useQuery(specialAvailabilityQuery(useAvailabilitySource().workerId));
