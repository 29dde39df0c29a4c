import { suppliersRoutes } from '@shelfline/shared/routes/suppliers.routes';
import { implement } from '../../common/api-handler.ts';
import { jobs, suppliers } from '../../data/master-data/master-data.repository.ts';
import { refreshNameCopies } from '../../data/master-data/name-copies.ts';

/**
 * `PUT suppliers/{id}`: needs the version read; a changed code moves its uniqueness marker atomically. A new name is
 * written on the supplier's jobs, which show it (name-copies.ts).
 */
export const update = implement(suppliersRoutes.update, async ({ params, body, auth }) => {
  const { version, ...fields } = body;
  const current = await suppliers.getOrThrow(params.id);
  const saved = await suppliers.replace({ id: params.id, ...fields }, version, auth.username);
  if (current.name !== saved.name) {
    await refreshNameCopies({
      source: suppliers.entity.key(saved.id),
      sourceVersion: saved.version,
      holders: jobs.patternKey('ofSupplier', saved.id),
      attribute: 'supplier',
      name: saved.name,
    });
  }
  return saved;
});
