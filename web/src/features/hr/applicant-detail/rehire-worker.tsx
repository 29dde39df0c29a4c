import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import type { ApplicantDetail, DuplicationInfo } from '@shelfline/shared/contracts/ats-applicant.contract';
import type { Role } from '@shelfline/shared/roles';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { duplicationsQuery } from '../../../queries/ats-applicants.ts';
import { WorkerFormModal } from '../../workers/worker-form-modal.tsx';
import { readParsedJson } from './parsed-data.ts';
import { DETAIL_STRINGS } from './strings.ts';

const s = DETAIL_STRINGS.hire;

export type FormerWorker = NonNullable<DuplicationInfo['exEmployee']>;

/** The former worker an applicant matches (brief A10), read only when `wanted` and the applicant is flagged as one. */
export function useFormerWorker(applicant: ApplicantDetail, wanted: boolean): FormerWorker | undefined {
  const info = useQuery(duplicationsQuery(wanted && applicant.isExEmployee ? applicant.id : undefined));
  return info.data?.exEmployee ?? undefined;
}

/**
 * Rehiring (brief A11): Reactivate worker {name} opens the former worker's own form in edit mode with Inactive
 * unchecked, the applicant's contact data shown above it; saving sends `applicantId`, so the worker is reactivated and
 * the applicant linked in one write.
 */
export function ReactivateWorker(props: {
  applicant: ApplicantDetail;
  former: FormerWorker;
  roles: readonly Role[];
  onHired: () => void;
}) {
  const { applicant, former } = props;
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)} data-testid="applicant-rehire">
        {s.reactivate(former.employeeName)}
      </Button>
      {open && (
        <WorkerFormModal
          employeeId={former.employeeId}
          editMode
          canEdit
          viewerRoles={props.roles}
          title={s.reactivateTitle(former.employeeName, applicant.fullName)}
          hire={{ applicantId: applicant.id, values: { inactive: false } }}
          notice={<ApplicantContact applicant={applicant} />}
          onClose={() => setOpen(false)}
          // After the save (or Cancel, which leaves edit mode): the form closes and the page reads the applicant again.
          onView={() => {
            setOpen(false);
            props.onHired();
          }}
        />
      )}
    </>
  );
}

/** What the applicant gave, beside the worker's older data in the form below. */
function ApplicantContact({ applicant }: { applicant: ApplicantDetail }) {
  const parsed = readParsedJson(applicant.parsedJson).resume;
  const location = parsed?.ok ? parsed.value.basics?.location : undefined;
  const address = [location?.address, location?.postalCode].filter(Boolean).join(', ');
  const items = [
    { label: DETAIL_STRINGS.email, value: applicant.email },
    { label: DETAIL_STRINGS.phone, value: applicant.phone },
    { label: DETAIL_STRINGS.basics.location, value: address },
  ].filter((item) => item.value);
  return (
    <Box margin={{ bottom: 'm' }}>
      <Alert type="info" header={s.applicantContact} data-testid="rehire-applicant-contact">
        <KeyValuePairs columns={3} items={items} />
      </Alert>
    </Box>
  );
}
