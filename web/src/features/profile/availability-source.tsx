import {
  type GeneralAvailability,
  type GeneralAvailabilityInput,
  GeneralAvailabilitySchema,
  type SpecialAvailability,
  type SpecialAvailabilityInput,
  SpecialAvailabilitySchema,
  type Vacation,
  type VacationInput,
  VacationSchema,
} from '@shelfline/shared/contracts/availability.contract';
import { EmployeeFullSchema } from '@shelfline/shared/contracts/employee.contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import * as z from 'zod';
import { api } from '../../app/api.ts';

/*
 * Whose availability the availability editors keep (001 §1-§5): the signed-in merchandiser's own through
 * `profile/…`, or, for staff on the worker screen, a worker's through `employees/{id}/…` (DECISIONS.md: the same
 * bodies and rules). The editors read the source from context, so the same components serve both screens.
 */
export interface AvailabilitySource {
  /** Query keys; invalidating `all` refreshes everything the editors show. */
  keys: {
    all: readonly unknown[];
    generalAvailability: readonly unknown[];
    vacations: readonly unknown[];
    specialAvailability: readonly unknown[];
  };
  generalAvailability: (signal?: AbortSignal) => Promise<GeneralAvailability>;
  updateGeneralAvailability: (input: GeneralAvailabilityInput, version: number) => Promise<GeneralAvailability>;
  vacations: (signal?: AbortSignal) => Promise<Vacation[]>;
  createVacation: (input: VacationInput) => Promise<Vacation>;
  updateVacation: (vacation: Vacation, input: VacationInput) => Promise<Vacation>;
  cancelVacation: (vacation: Vacation) => Promise<unknown>;
  specialAvailability: (signal?: AbortSignal) => Promise<SpecialAvailability[]>;
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

/** The calls of one path prefix (`profile` or `employees/{id}`); the general availability is read by `readGeneral`. */
function sourceAt(
  prefix: string,
  keys: AvailabilitySource['keys'],
  readGeneral: (signal?: AbortSignal) => Promise<GeneralAvailability>,
): AvailabilitySource {
  return {
    keys,
    generalAvailability: readGeneral,
    updateGeneralAvailability: (input, version) =>
      api.put(`${prefix}/generalAvailability`, withVersion(input, version), { schema: GeneralAvailabilitySchema }),
    vacations: (signal) => api.get(`${prefix}/vacations`, { schema: z.array(VacationSchema), signal }),
    createVacation: (input) => api.post(`${prefix}/vacations`, input, { schema: VacationSchema }),
    updateVacation: (vacation, input) =>
      api.put(
        `${prefix}/vacations/${vacation.id}`,
        { ...input, version: vacation.version },
        { schema: VacationSchema },
      ),
    cancelVacation: (vacation) =>
      api.delete(`${prefix}/vacations/${vacation.id}`, { body: vacationDeleteBody(vacation) }),
    specialAvailability: (signal) =>
      api.get(`${prefix}/specialAvailability`, { schema: z.array(SpecialAvailabilitySchema), signal }),
    createSpecialAvailability: (input) =>
      api.post(`${prefix}/specialAvailability`, input, { schema: SpecialAvailabilitySchema }),
    updateSpecialAvailability: (current, input) =>
      api.put(
        `${prefix}/specialAvailability/${current.id}`,
        { ...input, version: current.version },
        { schema: SpecialAvailabilitySchema },
      ),
    removeSpecialAvailability: (current) => api.delete(`${prefix}/specialAvailability/${current.id}`),
  };
}

/** The signed-in merchandiser's own availability (`profile/…`, 001 §7 Merchandiser profile). */
export const ownAvailability: AvailabilitySource = sourceAt(
  'profile',
  {
    all: ['profile'],
    generalAvailability: ['profile', 'generalAvailability'],
    vacations: ['profile', 'vacations'],
    specialAvailability: ['profile', 'specialAvailability'],
  },
  (signal) => api.get('profile/generalAvailability', { schema: GeneralAvailabilitySchema, signal }),
);

/**
 * A worker's availability kept by staff (`employees/{id}/…`). Its keys sit under the worker's (`['worker', id]`),
 * so a change also refreshes the worker's full view; the general availability is read from that view.
 */
export function workerAvailability(workerId: number): AvailabilitySource {
  return sourceAt(
    `employees/${workerId}`,
    {
      all: ['worker', workerId],
      generalAvailability: ['worker', workerId, 'generalAvailability'],
      vacations: ['worker', workerId, 'vacations'],
      specialAvailability: ['worker', workerId, 'specialAvailability'],
    },
    async (signal) =>
      (await api.get(`Employees/${workerId}/full`, { schema: EmployeeFullSchema, signal })).availability
        .generalAvailability,
  );
}

const AvailabilitySourceContext = createContext<AvailabilitySource>(ownAvailability);

/** Makes the availability editors inside keep the given worker's availability. */
export function WorkerAvailabilityProvider({ workerId, children }: { workerId: number; children: ReactNode }) {
  const source = useMemo(() => workerAvailability(workerId), [workerId]);
  return <AvailabilitySourceContext value={source}>{children}</AvailabilitySourceContext>;
}

export const useAvailabilitySource = () => useContext(AvailabilitySourceContext);

export function useGeneralAvailability() {
  const source = useAvailabilitySource();
  return useQuery<GeneralAvailability>({
    queryKey: source.keys.generalAvailability,
    queryFn: ({ signal }) => source.generalAvailability(signal),
  });
}
export function useVacations() {
  const source = useAvailabilitySource();
  return useQuery<Vacation[]>({
    queryKey: source.keys.vacations,
    queryFn: ({ signal }) => source.vacations(signal),
  });
}
export function useSpecialAvailability() {
  const source = useAvailabilitySource();
  return useQuery<SpecialAvailability[]>({
    queryKey: source.keys.specialAvailability,
    queryFn: ({ signal }) => source.specialAvailability(signal),
  });
}

/** Refetches one list the editors show after a change (`source.keys.vacations` or `.specialAvailability`). */
export function useRefreshAvailability() {
  const queryClient = useQueryClient();
  return (key: readonly unknown[]) => queryClient.invalidateQueries({ queryKey: key });
}
