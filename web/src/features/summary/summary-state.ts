import { useQuery } from '@tanstack/react-query';
import { type UrlStateCodec, useUrlState } from '../../components/use-url-state.ts';
import { readUrl, urlParam, writeUrl } from '../../lib/url-state.ts';
import { reportRangesQuery, summaryJobsQuery } from '../../queries/summary.ts';

const PARAMS = { jobId: urlParam.id(), reportId: urlParam.id(), page: urlParam.page() };
type SummaryUrl = { jobId: number | undefined; reportId: number | undefined; page: number };
const CODEC: UrlStateCodec<SummaryUrl> = {
  read: (params) => readUrl(PARAMS, params),
  write: (params, state) => writeUrl(PARAMS, params, state),
  firstPage: (state) => ({ ...state, page: 1 }),
  history: 'push',
};

/**
 * The job and report range of /summary, kept in the URL (`?jobId=&reportId=`; Back goes to the one before). A job
 * defaults to the only one when there is one (a customer with one program lands on its rows); a range to the
 * job's newest (002 §2, brief §7b) that has begun, until one is chosen.
 */
export function useSummaryChoice() {
  const { state, update } = useUrlState(CODEC);
  const jobs = useQuery(summaryJobsQuery());
  const jobId = state.jobId ?? (jobs.data?.length === 1 ? jobs.data[0]?.id : undefined);
  const ranges = useQuery(reportRangesQuery(jobId));
  const chosenRange = ranges.data?.find((r) => r.reportId === state.reportId);
  // The newest range that has begun (a range of next month has nothing to show yet), else the newest.
  const today = new Date().toISOString().slice(0, 10);
  const newest = ranges.data?.find((r) => r.serviceFromDate <= today) ?? ranges.data?.[0];
  const reportId = chosenRange?.reportId ?? newest?.reportId;
  return {
    jobs,
    ranges,
    jobId,
    reportId,
    page: state.page,
    chooseJob: (id: number) => update({ jobId: id, reportId: undefined }),
    chooseRange: (id: number) => update({ jobId, reportId: id }),
    choosePage: (page: number) => update({ page }),
  };
}
export type SummaryChoice = ReturnType<typeof useSummaryChoice>;
