import { retailersRoutes } from '@shelfline/shared/routes/retailers.routes';
import { implement } from '../../common/api-handler.ts';
import { jobs, retailers } from '../../data/master-data/master-data.repository.ts';
import { refreshNameCopies } from '../../data/master-data/name-copies.ts';

/**
 * Needs the version read (409 when someone changed it since); a changed code moves its uniqueness marker atomically.
 * A new name is written on the retailer's jobs, which show it (name-copies.ts).
 */
export const update = implement(retailersRoutes.update, async ({ params, body, auth }) => {
  const { version, ...fields } = body;
  const current = await retailers.getOrThrow(params.id);
  const saved = await retailers.replace({ id: params.id, ...fields }, version, auth.username);
  if (current.name !== saved.name) {
    await refreshNameCopies({
      source: retailers.entity.key(saved.id),
      sourceVersion: saved.version,
      holders: jobs.patternKey('ofRetailer', saved.id),
      attribute: 'retailer',
      name: saved.name,
    });
  }
  return saved;
});
