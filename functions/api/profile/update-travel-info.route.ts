import { profileRoutes } from '@shelfline/shared/routes/profile.routes';
import { implement } from '../../common/api-handler.ts';
import { BadRequestError } from '../../common/http-errors.ts';
import { replaceEmployeeRecord } from '../../data/people/employees.repository.ts';
import { ownEmployee } from './own.ts';
import { citiesByIds, toTravelInfo } from './travel-info.ts';

/**
 * `PUT profile/travelInfo`: vehicle, distances and cities (by id; 400 naming `travelCities` for an unknown one),
 * stored on the worker record (the search filters on them) with the record's version (409 when stale).
 */
export const updateTravelInfo = implement(profileRoutes.updateTravelInfo, async ({ body, auth }) => {
  if (body.version === undefined) throw new BadRequestError({ version: ['Version is required.'] });
  const ids = [...new Set(body.travelCities.map((c) => c.cityId))];
  const [current, found] = await Promise.all([ownEmployee(auth), citiesByIds(ids)]);
  const unknown = ids.filter((_, i) => found[i] === undefined);
  if (unknown.length > 0) {
    throw new BadRequestError({
      travelCities: [
        `${unknown.length === 1 ? 'City' : 'Cities'} ${unknown.join(', ')} ${unknown.length === 1 ? 'was' : 'were'} not found.`,
      ],
    });
  }
  const { version: _v, createdAt: _c, createdBy: _cb, modifiedAt: _m, modifiedBy: _mb, ...kept } = current;
  // Through the worker repository: the worker directory's card carries the travel fields the search filters on.
  const saved = await replaceEmployeeRecord(
    {
      ...kept,
      hasCar: body.hasCar,
      maximumTravelDistance: body.maximumTravelDistance,
      preferedTravelDistance: body.preferedTravelDistance,
      travelCityIds: ids,
    },
    body.version,
    auth.username,
    undefined,
  );
  return toTravelInfo(saved, found);
});
