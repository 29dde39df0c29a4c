import type { ChangePassword, ContactInfoInput, TravelInfoInput } from '@shelfline/shared/contracts/profile.contract';
import { profileRoutes } from '@shelfline/shared/routes/profile.routes';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../app/api.ts';
import { citiesQuery, provincesQuery } from '../../queries/locations.ts';
import { contactInfoQuery, travelInfoQuery } from '../../queries/profile.ts';
import { withVersion } from './availability-source.tsx';

/** The `profile/*` writes (001 §7 Merchandiser profile): each works on the signed-in merchandiser. */
export const profileApi = {
  updateContactInfo: (input: ContactInfoInput, version: number) =>
    callRoute(profileRoutes.updateContactInfo, { body: { ...input, version } }),
  updateTravelInfo: (input: TravelInfoInput, version: number) =>
    callRoute(profileRoutes.updateTravelInfo, { body: withVersion(input, version) }),
  changePassword: (input: ChangePassword) => callRoute(profileRoutes.changePassword, { body: input }),
};

export const useContactInfo = () => useQuery(contactInfoQuery());
export const useTravelInfo = () => useQuery(travelInfoQuery());

/** Active provinces of every country (the profile's province pickers). */
export const useProvinces = () => useQuery({ ...provincesQuery(false), staleTime: 5 * 60_000 });

/** Active cities of a province; nothing is fetched without one. */
export const useCities = (provinceId: number | undefined) =>
  useQuery({ ...citiesQuery(provinceId, false), staleTime: 5 * 60_000 });
