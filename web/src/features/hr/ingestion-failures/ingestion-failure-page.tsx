import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { Failure } from '@shelfline/shared/contracts/ats-failure.contract';
import { matchWebRoute } from '@shelfline/shared/web-routes';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { RouterLink } from '../../../components/router-link.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { ApiError, messagesOf } from '../../../lib/api-client.ts';
import { failureQuery } from '../../../queries/ats-failures.ts';
import { ResumeLinks } from '../applicant-detail/resume-links.tsx';
import { dateTime } from '../format.ts';
import { RetryButton } from './retry-button.tsx';
import { FAILURE_STRINGS as s } from './strings.ts';
import '../hr.css';

/** The additional data pretty-printed as text (never as HTML); as it came when it is not JSON. */
function pretty(json: string): string {
  try {
    return JSON.stringify(JSON.parse(json), null, 2);
  } catch {
    return json;
  }
}

/**
 * /hr/ingestion-failures/{id} (002 §2 HR, admin): Basic Information, Error Details, Parsed Information (the résumé
 * file downloadable) and the Additional Data; 'Ingestion Failure Not Found' with Back to List for an unknown id.
 */
export function IngestionFailurePage() {
  useDocumentTitle(s.title);
  const { pathname } = useLocation();
  const id = decodeURIComponent(matchWebRoute(pathname)?.params.id ?? '');
  // A retried failure is read again every 3 s until the pipeline noted its outcome.
  const failure = useQuery({
    ...failureQuery(id),
    refetchInterval: (query) => (query.state.data?.retryOutcome === 'pending' ? 3000 : false),
  });
  const back = <RouterLink href="/hr/ingestion-failures">{s.backToList}</RouterLink>;
  if (failure.error) {
    const notFound = failure.error instanceof ApiError && failure.error.status === 404;
    return (
      <Alert type="error" header={notFound ? s.notFound : s.detailError} data-testid="failure-error">
        <SpaceBetween size="xs">
          {!notFound && <span>{messagesOf(failure.error).join(' ')}</span>}
          {back}
        </SpaceBetween>
      </Alert>
    );
  }
  if (!failure.data) return null;
  return <FailureView failure={failure.data} back={back} />;
}

function FailureView({ failure: f, back }: { failure: Failure; back: React.ReactNode }) {
  return (
    <SpaceBetween size="m">
      <Header variant="h1" description={back} actions={<RetryButton failure={f} />}>
        {f.id}
      </Header>
      <Container header={<Header variant="h2">{s.basic}</Header>}>
        <KeyValuePairs
          columns={3}
          items={[
            { label: s.columns.id, value: f.id },
            { label: s.columns.occurred, value: dateTime(f.occurredUtc) },
            { label: s.columns.mailbox, value: f.mailbox },
            { label: s.messageId, value: f.messageId ?? '' },
            { label: s.columns.subject, value: f.subject ?? '' },
            { label: s.columns.hasAttachments, value: f.hasAttachments ? s.yes : s.no },
          ]}
        />
      </Container>
      <Container header={<Header variant="h2">{s.errorDetails}</Header>}>
        <SpaceBetween size="m">
          <KeyValuePairs
            columns={3}
            items={[
              { label: s.columns.step, value: f.validationStep },
              { label: s.columns.code, value: f.errorCode },
              { label: s.columns.message, value: f.errorMessage },
              ...(f.retryOutcome
                ? [
                    {
                      label: s.retryOutcome,
                      value: <span data-testid="failure-retry-outcome">{s.retryOutcomes[f.retryOutcome]}</span>,
                    },
                    { label: s.retriedUtc, value: f.retriedUtc ? dateTime(f.retriedUtc) : '' },
                  ]
                : []),
              ...(f.retryApplicantId
                ? [
                    {
                      label: s.retryApplicant,
                      value: (
                        <RouterLink href={`/hr/applicants/${f.retryApplicantId}`}>
                          {String(f.retryApplicantId)}
                        </RouterLink>
                      ),
                    },
                  ]
                : []),
            ]}
          />
          {f.exceptionText && (
            <Box variant="code">
              <pre className="hr-pre">{f.exceptionText}</pre>
            </Box>
          )}
        </SpaceBetween>
      </Container>
      <Container header={<Header variant="h2">{s.parsed}</Header>}>
        <KeyValuePairs
          columns={3}
          items={[
            { label: s.parsedJobTitle, value: f.parsedJobTitle ?? '' },
            { label: s.parsedCity, value: f.parsedCity ?? '' },
            { label: s.parsedProvince, value: f.parsedProvince ?? '' },
            { label: s.jobPostingId, value: f.jobPostingId ?? '' },
            { label: s.assignedToId, value: f.assignedToId ?? '' },
            {
              label: s.resumeFile,
              value: f.resumeFileId ? <ResumeLinks fileId={f.resumeFileId} fileName={`${f.resumeFileId}`} /> : '',
            },
            { label: s.sha256, value: f.sha256Hash ?? '' },
          ]}
        />
      </Container>
      {f.additionalJson && (
        <Container header={<Header variant="h2">{s.additional}</Header>}>
          <Box variant="code">
            <pre className="hr-pre">{pretty(f.additionalJson)}</pre>
          </Box>
        </Container>
      )}
    </SpaceBetween>
  );
}
