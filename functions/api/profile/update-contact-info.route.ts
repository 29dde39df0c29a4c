import {
  isValidPostalCode,
  normalisePostalCode,
  postalCodeMessage,
} from '@shelfline/shared/contracts/postal-code.contract';
import { profileRoutes } from '@shelfline/shared/routes/profile.routes';
import { syncEmployeeLogin } from '../../auth/employee-logins.ts';
import { implement } from '../../common/api-handler.ts';
import { geocoder } from '../../common/geocode/geocoder.ts';
import { BadRequestError } from '../../common/http-errors.ts';
import { rolesOfEmployee } from '../../data/entities/employee.entity.ts';
import { cities, provinces } from '../../data/master-data/master-data.repository.ts';
import { replaceEmployeeRecord } from '../../data/people/employees.repository.ts';
import { employees } from '../../data/people/people.repository.ts';
import { toContactInfo } from './contact-info.ts';
import { ownEmployeeId } from './own.ts';

/**
 * `PUT profile/contactInfo`: names, e-mail, phones, address and the sensitive fields of the signed-in worker.
 * The city must be in the province; the country is the province's; a new postal code is placed on the map again.
 * The worker record (version-checked, 409 when stale) and the `PRIVATE` item are written in one transaction; the
 * worker's other fields are kept. Then the Cognito user's names and e-mail follow (when the worker has one).
 */
export const updateContactInfo = implement(profileRoutes.updateContactInfo, async ({ body, auth }) => {
  const id = ownEmployeeId(auth);
  if (body.version === undefined) throw new BadRequestError({ version: ['Version is required.'] });
  const [current, province, city] = await Promise.all([
    employees.getOrThrow(id, 'Worker'),
    provinces.get(body.provinceId),
    cities.get(body.cityId),
  ]);

  const errors: Record<string, string[]> = {};
  if (!province) errors.provinceId = [`Province ${body.provinceId} was not found.`];
  if (!city) errors.cityId = [`City ${body.cityId} was not found.`];
  else if (province && city.provinceId !== province.id)
    errors.cityId = [`City ${city.name} is not in ${province.fullName}.`];
  if (province && !isValidPostalCode(body.postalCode, province.countryId))
    errors.postalCode = [postalCodeMessage(province.countryId)];
  if (Object.keys(errors).length > 0 || !province || !city) throw new BadRequestError(errors);

  const postalCode = normalisePostalCode(body.postalCode);
  const sameCode = current.postalCode !== undefined && normalisePostalCode(current.postalCode) === postalCode;
  // A code the geocoder cannot place leaves the worker without coordinates (not found by distance searches).
  const coordinates = sameCode
    ? { latitude: current.latitude, longitude: current.longitude }
    : ((await geocoder().locate(postalCode)) ?? { latitude: undefined, longitude: undefined });

  const { version: _audit, createdAt: _c, createdBy: _cb, modifiedAt: _m, modifiedBy: _mb, ...kept } = current;
  const record = {
    ...kept,
    firstName: body.firstName,
    lastName: body.lastName,
    email: body.email,
    homePhone: body.homePhone,
    mobilePhone: body.mobilePhone,
    countryId: province.countryId,
    provinceId: province.id,
    province: province.fullName,
    cityId: city.id,
    city: city.name,
    address1: body.address1,
    address2: body.address2,
    postalCode,
    latitude: coordinates.latitude,
    longitude: coordinates.longitude,
  };
  const fields = { sin: body.sin, bank: body.bank, transit: body.transit, account: body.account };
  const saved = await replaceEmployeeRecord(record, body.version, auth.username, fields);
  await syncEmployeeLogin({
    loginCode: saved.code,
    personId: saved.id,
    givenName: saved.firstName,
    familyName: saved.lastName,
    email: saved.email,
    roles: rolesOfEmployee(saved),
    inactive: saved.inactive,
  });
  return toContactInfo(saved, fields);
});
