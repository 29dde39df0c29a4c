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
import { CitySchema, ProvinceSchema } from '@shelfline/shared/contracts/location.contract';
import {
  type ChangePassword,
  type ContactInfo,
  type ContactInfoInput,
  ContactInfoSchema,
  type TravelInfo,
  type TravelInfoInput,
  TravelInfoSchema,
} from '@shelfline/shared/contracts/profile.contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import { api } from '../../app/api.ts';

/** The `profile/*` calls (001 §7 Merchandiser profile): each works on the signed-in merchandiser. */
export const profileKeys = {
  all: ['profile'] as const,
  contactInfo: ['profile', 'contactInfo'] as const,
  travelInfo: ['profile', 'travelInfo'] as const,
  generalAvailability: ['profile', 'generalAvailability'] as const,
  vacations: ['profile', 'vacations'] as const,
  specialAvailability: ['profile', 'specialAvailability'] as const,
};

export const profileApi = {
  contactInfo: () => api.get('profile/contactInfo', { schema: ContactInfoSchema }),
  updateContactInfo: (input: ContactInfoInput, version: number) =>
    api.put('profile/contactInfo', { ...input, version }, { schema: ContactInfoSchema }),
  travelInfo: () => api.get('profile/travelInfo', { schema: TravelInfoSchema }),
  updateTravelInfo: (input: TravelInfoInput, version: number) =>
    api.put('profile/travelInfo', withVersion(input, version), { schema: TravelInfoSchema }),
  generalAvailability: () => api.get('profile/generalAvailability', { schema: GeneralAvailabilitySchema }),
  updateGeneralAvailability: (input: GeneralAvailabilityInput, version: number) =>
    api.put('profile/generalAvailability', withVersion(input, version), { schema: GeneralAvailabilitySchema }),
  changePassword: (input: ChangePassword) => api.post('profile/password', input),
  vacations: () => api.get('profile/vacations', { schema: z.array(VacationSchema) }),
  createVacation: (input: VacationInput) => api.post('profile/vacations', input, { schema: VacationSchema }),
  updateVacation: (vacation: Vacation, input: VacationInput) =>
    api.put(`profile/vacations/${vacation.id}`, { ...input, version: vacation.version }, { schema: VacationSchema }),
  /** The spec's delete body carries the vacation (001 §7). */
  cancelVacation: (vacation: Vacation) =>
    api.delete(`profile/vacations/${vacation.id}`, {
      body: {
        id: vacation.id,
        workerId: vacation.workerId,
        startDate: vacation.startDate,
        endDate: vacation.endDate,
        isVacation: vacation.isVacation,
        isDeleted: true,
      },
    }),
  specialAvailability: () => api.get('profile/specialAvailability', { schema: z.array(SpecialAvailabilitySchema) }),
  createSpecialAvailability: (input: SpecialAvailabilityInput) =>
    api.post('profile/specialAvailability', input, { schema: SpecialAvailabilitySchema }),
  updateSpecialAvailability: (current: SpecialAvailability, input: SpecialAvailabilityInput) =>
    api.put(
      `profile/specialAvailability/${current.id}`,
      { ...input, version: current.version },
      { schema: SpecialAvailabilitySchema },
    ),
  removeSpecialAvailability: (current: SpecialAvailability) => api.delete(`profile/specialAvailability/${current.id}`),
};

/** Records not saved yet answer version 0; the first save sends none. */
function withVersion<T extends object>(input: T, version: number): T & { version?: number } {
  return version > 0 ? { ...input, version } : input;
}

export const useContactInfo = () =>
  useQuery<ContactInfo>({ queryKey: profileKeys.contactInfo, queryFn: profileApi.contactInfo });
export const useTravelInfo = () =>
  useQuery<TravelInfo>({ queryKey: profileKeys.travelInfo, queryFn: profileApi.travelInfo });
export const useGeneralAvailability = () =>
  useQuery<GeneralAvailability>({ queryKey: profileKeys.generalAvailability, queryFn: profileApi.generalAvailability });
export const useVacations = () =>
  useQuery<Vacation[]>({ queryKey: profileKeys.vacations, queryFn: profileApi.vacations });
export const useSpecialAvailability = () =>
  useQuery<SpecialAvailability[]>({
    queryKey: profileKeys.specialAvailability,
    queryFn: profileApi.specialAvailability,
  });

/** Active provinces of every country (the profile's province pickers). */
export const useProvinces = () =>
  useQuery({
    queryKey: ['provinces', { active: true }],
    queryFn: ({ signal }) => api.get('provinces', { schema: z.array(ProvinceSchema), signal }),
    staleTime: 5 * 60_000,
  });

/** Active cities of a province; nothing is fetched without one. */
export const useCities = (provinceId: number | undefined) =>
  useQuery({
    queryKey: ['cities', { provinceId, active: true }],
    queryFn: ({ signal }) => api.get(`provinces/${provinceId}/cities`, { schema: z.array(CitySchema), signal }),
    enabled: provinceId !== undefined,
    staleTime: 5 * 60_000,
  });

/** Refetches the calendar's data after a vacation or special availability change. */
export function useRefreshAvailability() {
  const queryClient = useQueryClient();
  return (key: readonly string[]) => queryClient.invalidateQueries({ queryKey: key });
}
