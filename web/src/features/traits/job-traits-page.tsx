import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { JOB_STRINGS as s } from '../jobs/strings.ts';
import { JobPicker, useChosenJob } from './job-picker.tsx';
import { JobTraitsEditor } from './job-traits-editor.tsx';

/** /jobTraits (001 §2): choose a job (retailer and supplier shown read-only), then its traits. */
export function JobTraitsPage() {
  useDocumentTitle(s.jobTraitsTitle);
  const chosen = useChosenJob();
  const job = chosen.job;
  return (
    <SpaceBetween size="l">
      <Container header={<Header variant="h1">{s.jobTraitsTitle}</Header>}>
        <ColumnLayout columns={3}>
          <JobPicker chosen={chosen} />
          <FormField label={s.retailer}>
            <Input data-testid="job-retailer" value={job?.retailer ?? ''} readOnly />
          </FormField>
          <FormField label={s.supplier}>
            <Input data-testid="job-supplier" value={job?.supplier ?? ''} readOnly />
          </FormField>
        </ColumnLayout>
      </Container>
      {job && <JobTraitsEditor key={job.id} jobId={job.id} />}
    </SpaceBetween>
  );
}
