import { profileRoutes } from '@shelfline/shared/routes/profile.routes';
import { createApiHandler } from '../../common/api-handler.ts';
import { changePassword } from './change-password.route.ts';
import { createSpecialAvailability } from './create-special-availability.route.ts';
import { createVacation } from './create-vacation.route.ts';
import { getContactInfo } from './get-contact-info.route.ts';
import { getGeneralAvailability } from './get-general-availability.route.ts';
import { getSpecialAvailability } from './get-special-availability.route.ts';
import { getTravelInfo } from './get-travel-info.route.ts';
import { getVacation } from './get-vacation.route.ts';
import { listSpecialAvailability } from './list-special-availability.route.ts';
import { listVacations } from './list-vacations.route.ts';
import { removeSpecialAvailability } from './remove-special-availability.route.ts';
import { removeVacation } from './remove-vacation.route.ts';
import { updateContactInfo } from './update-contact-info.route.ts';
import { updateGeneralAvailability } from './update-general-availability.route.ts';
import { updateSpecialAvailability } from './update-special-availability.route.ts';
import { updateTravelInfo } from './update-travel-info.route.ts';
import { updateVacation } from './update-vacation.route.ts';

/** The `profile` family (001 §7 Merchandiser profile): every call works on the signed-in merchandiser. */
export const handler = createApiHandler({
  routes: Object.values(profileRoutes),
  implementations: [
    getContactInfo,
    updateContactInfo,
    getGeneralAvailability,
    updateGeneralAvailability,
    getTravelInfo,
    updateTravelInfo,
    changePassword,
    listVacations,
    createVacation,
    getVacation,
    updateVacation,
    removeVacation,
    listSpecialAvailability,
    createSpecialAvailability,
    getSpecialAvailability,
    updateSpecialAvailability,
    removeSpecialAvailability,
  ],
});
