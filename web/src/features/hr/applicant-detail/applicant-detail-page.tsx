import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Tabs from '@cloudscape-design/components/tabs';
import { type ApplicantDetail, applicantStatusLabel } from '@shelfline/shared/contracts/ats-applicant.contract';
import { matchWebRoute } from '@shelfline/shared/web-routes';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../../app/session/session.ts';
import { ConfirmModal } from '../../../components/crud/confirm-modal.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { messagesOf } from '../../../lib/api-client.ts';
import { applicantQuery } from '../../../queries/ats-applicants.ts';
import { postingsQuery } from '../../../queries/ats-postings.ts';
import { ApplicantFormModal } from '../applicants/applicant-form-modal.tsx';
import { useReadOnlyApplicants } from '../applicants/applicants-page.tsx';
import { APPLICANT_STRINGS } from '../applicants/strings.ts';
import { useApplicantWrites } from '../applicants/use-applicant-writes.ts';
import { ActionsTab } from './actions-tab.tsx';
import { DuplicationsTab } from './duplications-tab.tsx';
import { HireWorker } from './hire-worker.tsx';
import { readParsedJson } from './parsed-data.ts';
import { ParsedResumeTab, ScoringTab } from './parsed-tabs.tsx';
import { ResumeLinks } from './resume-links.tsx';
import { StatusButtons } from './status-buttons.tsx';
import { DETAIL_STRINGS as s } from './strings.ts';

/**
 * /hr/applicants/{id} (002 §2 HR, brief 6b): the header card ('{posting} - {city}, {province}', contact, assignee,
 * status, score, résumé), the status buttons and Edit / Reprocess / Delete for admin and hr (supervisors read), and
 * the tabs Actions, Duplications and, when parsed data exist, Parsed Resume and Scoring Info.
 */
export function ApplicantDetailPage() {
  const { pathname } = useLocation();
  const id = Number(matchWebRoute(pathname)?.params.id) || 0;
  const applicant = useQuery(applicantQuery(id));
  useDocumentTitle(applicant.data?.fullName ?? APPLICANT_STRINGS.title);
  if (applicant.error)
    return (
      <Alert type="error" header={s.notFound} data-testid="applicant-error">
        {messagesOf(applicant.error).join(' ')} <RouterLink href="/hr/applicants">{s.back}</RouterLink>
      </Alert>
    );
  if (!applicant.data) return null;
  return <ApplicantView applicant={applicant.data} />;
}

function ApplicantView({ applicant }: { applicant: ApplicantDetail }) {
  const readOnly = useReadOnlyApplicants();
  const isAdmin = (useSession()?.roles ?? []).includes('admin');
  const navigate = useNavigate();
  const writes = useApplicantWrites();
  const postings = useQuery(postingsQuery(true));
  const posting = postings.data?.find((p) => p.id === applicant.jobPostingId);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const parsed = readParsedJson(applicant.parsedJson);
  const title = posting ? `${posting.title} - ${posting.cityName}, ${posting.provinceName}` : applicant.jobTitle;

  const tabs = [
    { id: 'actions', label: s.tabs.actions, content: <ActionsTab applicantId={applicant.id} canWrite={!readOnly} /> },
    { id: 'duplications', label: s.tabs.duplications, content: <DuplicationsTab applicantId={applicant.id} /> },
    ...(parsed.resume
      ? [{ id: 'parsed', label: s.tabs.parsed, content: <ParsedResumeTab parsed={parsed.resume} /> }]
      : []),
    ...(parsed.scoring
      ? [{ id: 'scoring', label: s.tabs.scoring, content: <ScoringTab scoring={parsed.scoring} /> }]
      : []),
  ];

  return (
    <SpaceBetween size="m">
      <Container
        data-testid="applicant-header"
        header={
          <Header
            variant="h1"
            description={title}
            actions={
              !readOnly && (
                <SpaceBetween direction="horizontal" size="xs">
                  <Button onClick={() => setEditing(true)} data-testid="applicant-edit">
                    {s.edit}
                  </Button>
                  <Button
                    loading={writes.reprocess.isPending}
                    onClick={() => writes.reprocess.mutate(applicant)}
                    data-testid="applicant-reprocess"
                  >
                    {s.reprocess}
                  </Button>
                  <Button onClick={() => setDeleting(true)} data-testid="applicant-delete">
                    {s.delete}
                  </Button>
                  <HireWorker applicant={applicant} supervisorId={posting?.supervisorId} onHired={writes.refresh} />
                </SpaceBetween>
              )
            }
          >
            {applicant.fullName}
          </Header>
        }
      >
        <SpaceBetween size="l">
          <KeyValuePairs
            columns={3}
            items={[
              {
                label: s.email,
                value: applicant.email ? <Link href={`mailto:${applicant.email}`}>{applicant.email}</Link> : '',
              },
              {
                label: s.phone,
                value: applicant.phone ? <Link href={`tel:${applicant.phone}`}>{applicant.phone}</Link> : '',
              },
              { label: s.assignedTo, value: applicant.assignedToName ?? '' },
              {
                label: s.status,
                value: <span data-testid="applicant-status">{applicantStatusLabel(applicant.status)}</span>,
              },
              { label: s.overallScore, value: applicant.overallScore },
              {
                label: s.resume,
                value: <ResumeLinks fileId={applicant.resumeFileId} fileName={applicant.resumeFileName} />,
              },
            ]}
          />
          {!readOnly && <StatusButtons applicant={applicant} isAdmin={isAdmin} onChanged={writes.refresh} />}
        </SpaceBetween>
      </Container>
      <Tabs tabs={tabs} />
      {editing && (
        <ApplicantFormModal
          applicant={applicant}
          onSubmit={async (input) => {
            await writes.save.mutateAsync({ applicant, input });
            setEditing(false);
          }}
          onDismiss={() => setEditing(false)}
        />
      )}
      <ConfirmModal
        visible={deleting}
        title={APPLICANT_STRINGS.deleteQuestion(applicant.fullName)}
        confirmLabel={APPLICANT_STRINGS.yes}
        onConfirm={() =>
          writes.remove.mutateAsync(applicant).then(
            () => navigate('/hr/applicants'),
            () => setDeleting(false),
          )
        }
        onDismiss={() => setDeleting(false)}
      />
    </SpaceBetween>
  );
}
