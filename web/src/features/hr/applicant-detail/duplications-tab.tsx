import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import type { DuplicationInfo } from '@shelfline/shared/contracts/ats-applicant.contract';
import { useQuery } from '@tanstack/react-query';
import { RouterLink } from '../../../components/router-link.tsx';
import { ApiError, messagesOf } from '../../../lib/api-client.ts';
import { duplicationsQuery } from '../../../queries/ats-applicants.ts';
import { dateTime, day } from '../format.ts';
import { DETAIL_STRINGS as s } from './strings.ts';

type Duplicate = DuplicationInfo['duplicates'][number];

/** The server's words when it answered; the spec's fallback otherwise (a network failure, an unreadable answer). */
const failureText = (error: unknown) =>
  error instanceof ApiError ? s.duplicationError(messagesOf(error).join(' ')) : s.duplicationFallback;

/** The Duplications tab: the ex-employee match (or none) and the duplicate applicants, each linking to its page. */
export function DuplicationsTab({ applicantId }: { applicantId: number }) {
  const info = useQuery(duplicationsQuery(applicantId));
  if (info.error) return <Alert type="error">{failureText(info.error)}</Alert>;
  const ex = info.data?.exEmployee;
  return (
    <SpaceBetween size="m">
      <Container header={<Header variant="h3">{s.exEmployee}</Header>} data-testid="ex-employee">
        {info.isPending ? null : ex ? (
          <KeyValuePairs
            columns={3}
            items={[
              { label: s.name, value: ex.employeeName },
              { label: s.email, value: ex.employeeEmail ?? '' },
              { label: s.matchType, value: ex.matchType },
              { label: s.started, value: day(ex.employeeDateStarted) },
              { label: s.lastWorked, value: day(ex.lastWorkedDate) },
              { label: s.detected, value: dateTime(ex.detectedUtc) },
            ]}
          />
        ) : (
          <Box>{s.noExEmployee}</Box>
        )}
      </Container>
      <Table<Duplicate>
        data-testid="duplicates-table"
        header={<Header variant="h3">{s.duplicates}</Header>}
        loading={info.isPending}
        items={info.data?.duplicates ?? []}
        trackBy={(d) => String(d.id)}
        columnDefinitions={[
          {
            id: 'name',
            header: s.name,
            cell: (d) => (
              <RouterLink href={`/hr/applicants/${d.duplicateApplicantId}`}>{d.duplicateApplicantName}</RouterLink>
            ),
          },
          { id: 'email', header: s.email, cell: (d) => d.duplicateApplicantEmail ?? '' },
          { id: 'posting', header: s.jobPosting, cell: (d) => d.duplicateApplicantJobPostingTitle ?? '' },
          { id: 'applied', header: s.applied, cell: (d) => dateTime(d.duplicateApplicantAppliedDate) },
          { id: 'score', header: s.score, cell: (d) => d.duplicateApplicantOverallScore ?? '' },
          { id: 'match', header: s.matchType, cell: (d) => d.matchType },
        ]}
        empty={<Box textAlign="center">{s.noDuplicates}</Box>}
      />
    </SpaceBetween>
  );
}
