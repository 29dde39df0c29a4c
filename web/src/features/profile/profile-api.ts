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
import { useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { api } from '../../app/api.ts';
import { withVersion } from './availability-source.tsx';

/** The `profile/*` calls (001 §7 Merchandiser profile): each works on the signed-in merchandiser. */
export const profileKeys = {
  all: ['profile'] as const,
  contactInfo: ['profile', 'contactInfo'] as const,
  travelInfo: ['profile', 'travelInfo'] as const,
};

export const profileApi = {
  contactInfo: () => api.get('profile/contactInfo', { schema: ContactInfoSchema }),
  updateContactInfo: (input: ContactInfoInput, version: number) =>
    api.put('profile/contactInfo', { ...input, version }, { schema: ContactInfoSchema }),
  travelInfo: () => api.get('profile/travelInfo', { schema: TravelInfoSchema }),
  updateTravelInfo: (input: TravelInfoInput, version: number) =>
    api.put('profile/travelInfo', withVersion(input, version), { schema: TravelInfoSchema }),
  changePassword: (input: ChangePassword) => api.post('profile/password', input),
};

export const useContactInfo = () =>
  useQuery<ContactInfo>({ queryKey: profileKeys.contactInfo, queryFn: profileApi.contactInfo });
export const useTravelInfo = () =>
  useQuery<TravelInfo>({ queryKey: profileKeys.travelInfo, queryFn: profileApi.travelInfo });
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
