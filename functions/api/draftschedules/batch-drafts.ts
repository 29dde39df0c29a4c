import { ConflictError, NotFoundError } from '../../common/http-errors.ts';
import { getDraftHead } from '../../data/drafts/drafts.repository.ts';
import type { DraftHead } from '../../data/entities/draft.entity.ts';

/**
 * The heads of the selected drafts (batch delete / inactivate), checked before anything changes: every id must be
 * a draft (404 naming the missing ids) and none may be in an export (409 naming it).
 */
export async function selectedDrafts(ids: readonly number[]): Promise<DraftHead[]> {
  const unique = [...new Set(ids)];
  const heads = await Promise.all(unique.map((id) => getDraftHead(id)));
  const missing = unique.filter((_, i) => !heads[i]);
  if (missing.length > 0) throw new NotFoundError(`These draft schedules were not found: (${missing.join(', ')}).`);
  const found = heads as DraftHead[];
  const exporting = found.filter((h) => h.exportId);
  if (exporting.length > 0)
    throw new ConflictError(
      `These drafts are being exported: ${exporting.map((h) => `"${h.name}"`).join(', ')}. Try again in a moment.`,
    );
  return found;
}

/** What a batch answers: the draft count and their total services (the confirmation's numbers). */
export const batchResult = (heads: readonly DraftHead[]) => ({
  drafts: heads.length,
  services: heads.reduce((sum, h) => sum + h.detailsCount, 0),
});
