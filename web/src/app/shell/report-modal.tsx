import { REPORT_IDS, type ReportId } from '@shelfline/shared/contracts/report.contract';
import type { VisibleMenuEntry } from '@shelfline/shared/menu';
import { Suspense } from 'react';
import { lazyNamed } from '../../lib/lazy.ts';

const ReportParamsModal = lazyNamed(() => import('../../features/reports/report-modal.tsx'), 'ReportModal');

const isReportId = (id: string | undefined): id is ReportId => REPORT_IDS.includes(id as ReportId);

/**
 * A Reporting entry's dialog (000 §2.3, §7.6): the report's modal, loaded with its pickers only when an entry is
 * chosen, and mounted afresh each time so it opens on the defaults.
 */
export function ReportModal({ entry, onClose }: { entry: VisibleMenuEntry | undefined; onClose: () => void }) {
  if (!entry || !isReportId(entry.modal)) return null;
  return (
    <Suspense fallback={null}>
      <ReportParamsModal key={entry.id} id={entry.modal} label={entry.label} onClose={onClose} />
    </Suspense>
  );
}
