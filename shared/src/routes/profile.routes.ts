import { defineRoute } from './route.ts';

/** The merchandiser's own profile (001 §2 Merchandiser profile, §7). The server scopes every call to the signed-in merchandiser. */
export const profileRoutes = {
  getContactInfo: defineRoute({
    method: 'GET',
    path: 'profile/contactInfo',
    access: 'profile',
    summary: 'Own contact information',
  }),
  updateContactInfo: defineRoute({
    method: 'PUT',
    path: 'profile/contactInfo',
    access: 'profile',
    summary: 'Update own contact information',
  }),
  getGeneralAvailability: defineRoute({
    method: 'GET',
    path: 'profile/generalAvailability',
    access: 'profile',
    summary: 'Own general (weekly) availability',
  }),
  updateGeneralAvailability: defineRoute({
    method: 'PUT',
    path: 'profile/generalAvailability',
    access: 'profile',
    summary: 'Update own general availability',
  }),
  getTravelInfo: defineRoute({
    method: 'GET',
    path: 'profile/travelInfo',
    access: 'profile',
    summary: 'Own travel preferences',
  }),
  updateTravelInfo: defineRoute({
    method: 'PUT',
    path: 'profile/travelInfo',
    access: 'profile',
    summary: 'Update own travel preferences',
  }),
  changePassword: defineRoute({
    method: 'POST',
    path: 'profile/password',
    access: 'profile',
    summary: 'Change own password',
  }),
  listVacations: defineRoute({
    method: 'GET',
    path: 'profile/vacations',
    access: 'profile',
    summary: 'Own vacations and days off',
  }),
  createVacation: defineRoute({
    method: 'POST',
    path: 'profile/vacations',
    access: 'profile',
    summary: 'Add a vacation or day off',
  }),
  getVacation: defineRoute({
    method: 'GET',
    path: 'profile/vacations/{id}',
    access: 'profile',
    summary: 'Get one own vacation',
  }),
  updateVacation: defineRoute({
    method: 'PUT',
    path: 'profile/vacations/{id}',
    access: 'profile',
    summary: 'Update an own vacation',
  }),
  removeVacation: defineRoute({
    method: 'DELETE',
    path: 'profile/vacations/{id}',
    access: 'profile',
    summary: 'Delete an own vacation (body carries the vacation)',
  }),
  listSpecialAvailability: defineRoute({
    method: 'GET',
    path: 'profile/specialAvailability',
    access: 'profile',
    summary: 'Own special availability weeks',
  }),
  createSpecialAvailability: defineRoute({
    method: 'POST',
    path: 'profile/specialAvailability',
    access: 'profile',
    summary: 'Add special availability for a week',
  }),
  getSpecialAvailability: defineRoute({
    method: 'GET',
    path: 'profile/specialAvailability/{id}',
    access: 'profile',
    summary: 'Get one special availability week',
  }),
  updateSpecialAvailability: defineRoute({
    method: 'PUT',
    path: 'profile/specialAvailability/{id}',
    access: 'profile',
    summary: 'Update a special availability week',
  }),
  removeSpecialAvailability: defineRoute({
    method: 'DELETE',
    path: 'profile/specialAvailability/{id}',
    access: 'profile',
    summary: 'Delete a special availability week',
  }),
} as const;
