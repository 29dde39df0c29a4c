import { profileRoutes } from '@shelfline/shared/routes/profile.routes';
import { queryOptions } from '@tanstack/react-query';
import { callRoute } from '../app/api.ts';

/*
 * The signed-in merchandiser's own profile records (`profile/*`, 001 §7 Merchandiser profile): the server scopes each
 * call to the caller. Everything sits under `['profile']`, so signing out or a change can refresh it in one go. The
 * availability editors' own records (general week, vacations, special weeks) are in `availability.ts`.
 */
export const profileKeys = {
  all: ['profile'] as const,
  contactInfo: ['profile', 'contactInfo'] as const,
  travelInfo: ['profile', 'travelInfo'] as const,
};

export const contactInfoQuery = () =>
  queryOptions({
    queryKey: profileKeys.contactInfo,
    queryFn: ({ signal }) => callRoute(profileRoutes.getContactInfo, { signal }),
  });

export const travelInfoQuery = () =>
  queryOptions({
    queryKey: profileKeys.travelInfo,
    queryFn: ({ signal }) => callRoute(profileRoutes.getTravelInfo, { signal }),
  });
