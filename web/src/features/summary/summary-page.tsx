import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Toggle from '@cloudscape-design/components/toggle';
import { ACCESS } from '@shelfline/shared/access';
import type { Summary, SummaryRow } from '@shelfline/shared/contracts/summary.contract';
import { hasAnyRole } from '@shelfline/shared/roles';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useSession } from '../../app/session/session.ts';
import { isCustomerOnly } from '../../app/session/session-rules.ts';
import { ConfirmModal } from '../../components/crud/confirm-modal.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { summaryQuery } from '../../queries/summary.ts';
import { ServiceReportModal } from '../service-report/service-report-modal.tsx';
import { PicturesModal } from './pictures-modal.tsx';
import { ReleaseNotesModal } from './release-notes-modal.tsx';
import { SUMMARY_STRINGS as s } from './strings.ts';
import { SummaryCharts } from './summary-charts.tsx';
import { type SummaryList, SummaryListModal } from './summary-list-modals.tsx';
import { SummaryPickers } from './summary-pickers.tsx';
import { useSummaryChoice } from './summary-state.ts';
import { SummaryTable } from './summary-table.tsx';
import { useSummaryActions } from './use-summary-actions.ts';

/**
 * /summary (002 §2 Summary; brief §7b): staff and customers choose a job and a report range and see its charts and
 * rows. What a customer may see is decided by the server (brief R1); the screen only leaves out the controls they
 * may not use.
 */
export function SummaryPage() {
  useDocumentTitle(s.title);
  const session = useSession();
  const roles = session?.roles ?? [];
  const customer = isCustomerOnly(roles);
  // The store-report link: staff who read reports; never customers (002 §2).
  const opensReports = !customer && hasAnyRole(roles, ACCESS.serviceReports);
  const choice = useSummaryChoice();
  const query = { jobId: choice.jobId, reportId: choice.reportId };
  const summary = useQuery(summaryQuery(query));
  return (
    <ContentLayout header={<Header variant="h1">{s.title}</Header>}>
      <SpaceBetween size="l">
        <Container>
          <SummaryPickers choice={choice} />
        </Container>
        {query.jobId === undefined || query.reportId === undefined ? (
          <Box textAlign="center" color="text-status-inactive">
            {choice.ranges.isFetching ? <Spinner /> : s.chooseFirst}
          </Box>
        ) : summary.isPending ? (
          <Box textAlign="center">
            <Spinner size="large" />
          </Box>
        ) : summary.isError ? (
          <Box color="text-status-error">{summary.error.message}</Box>
        ) : (
          <RangeView
            key={query.reportId}
            query={{ jobId: query.jobId, reportId: query.reportId }}
            summary={summary.data}
            customer={customer}
            opensReports={opensReports}
            page={choice.page}
            onPage={choice.choosePage}
          />
        )}
      </SpaceBetween>
    </ContentLayout>
  );
}

function RangeView({
  query,
  summary,
  customer,
  opensReports,
  page,
  onPage,
}: {
  query: { jobId: number; reportId: number };
  summary: Summary;
  customer: boolean;
  opensReports: boolean;
  page: number;
  onPage: (page: number) => void;
}) {
  const actions = useSummaryActions(query);
  const [list, setList] = useState<SummaryList>();
  const [confirmRelease, setConfirmRelease] = useState(false);
  const [picturesOf, setPicturesOf] = useState<SummaryRow>();
  const [notesOf, setNotesOf] = useState<SummaryRow>();
  const onPictures = useCallback((row: SummaryRow) => setPicturesOf(row), []);
  const onReleaseNotes = useCallback((row: SummaryRow) => setNotesOf(row), []);
  const [reportOf, setReportOf] = useState<number>();
  const onStoreReport = useCallback((row: SummaryRow) => setReportOf(row.serviceID), []);
  const closeReport = useCallback(() => setReportOf(undefined), []);
  const unreleased = summary.details.filter((row) => row.released === false).length;
  const progress = actions.releaseProgress;
  return (
    <SpaceBetween size="l">
      <SummaryCharts
        summary={summary}
        customer={customer}
        chartSwitch={
          customer ? undefined : (
            <Toggle
              data-testid="display-chart"
              checked={summary.displayCompletionChartToClient}
              disabled={actions.setDisplayChart.isPending}
              onChange={(e) => actions.setDisplayChart.mutate(e.detail.checked)}
            >
              {s.displayChart}
            </Toggle>
          )
        }
      />
      {progress && (
        <ProgressBar
          data-testid="release-progress"
          value={progress.total ? (100 * progress.done) / progress.total : 0}
          label={s.releaseAll}
          additionalInfo={s.releasing(progress.done, progress.total)}
        />
      )}
      <SummaryTable
        summary={summary}
        customer={customer}
        actions={actions}
        page={page}
        onPage={onPage}
        onList={setList}
        onReleaseAll={() => setConfirmRelease(true)}
        onPictures={onPictures}
        onReleaseNotes={onReleaseNotes}
        onStoreReport={opensReports ? onStoreReport : undefined}
      />
      {reportOf !== undefined && <ServiceReportModal serviceId={reportOf} readOnly onDismiss={closeReport} />}
      {list && <SummaryListModal list={list} query={query} onDismiss={() => setList(undefined)} />}
      {picturesOf && <PicturesModal row={picturesOf} onDismiss={() => setPicturesOf(undefined)} />}
      {notesOf && <ReleaseNotesModal row={notesOf} actions={actions} onDismiss={() => setNotesOf(undefined)} />}
      <ConfirmModal
        visible={confirmRelease}
        title={unreleased === 0 ? s.nothingToRelease : s.releaseAllConfirm(unreleased)}
        confirmLabel={s.releaseAllOk}
        testId="release-all-modal"
        onConfirm={async () => {
          setConfirmRelease(false);
          if (unreleased > 0) await actions.releaseAll.mutateAsync(unreleased).catch(() => undefined);
        }}
        onDismiss={() => setConfirmRelease(false)}
      />
    </SpaceBetween>
  );
}
