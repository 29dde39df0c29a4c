import { ConflictError } from '../../common/http-errors.ts';
import { reportLayouts } from '../../data/content/report-layouts.repository.ts';
import type { ReportLayout } from '../../data/entities/report-layout.entity.ts';
import type { Audit } from '../../data/entity.ts';
import { type LibraryEntry, withLibraryCopy } from '../../domain/report-layouts/library-copies.ts';

const ATTEMPTS = 3;

/**
 * Brings the layouts' copies of an edited question or header up to date, each write conditioned on the layout's
 * version; a layout saved meanwhile is read again and retried. Should this fail, the next save of the layout copies
 * the library anyway (layout-record.ts), so nothing stays wrong for good.
 */
export async function refreshLayoutCopies(
  entry: LibraryEntry,
  layouts: readonly (ReportLayout & Audit)[],
  by: string,
): Promise<void> {
  for (const layout of layouts) {
    let current = layout;
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      const next = withLibraryCopy(current, entry);
      if (!next) break;
      try {
        await reportLayouts.replace(next, current.version, by);
        break;
      } catch (error) {
        if (!(error instanceof ConflictError) || attempt === ATTEMPTS) throw error;
        current = await reportLayouts.getOrThrow(layout.id, 'report layout');
      }
    }
  }
}
