import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import type { ApplicantDetail } from '@shelfline/shared/contracts/ats-applicant.contract';
import { APPLICANT_STATUS } from '@shelfline/shared/contracts/ats-applicant.contract';
import { useState } from 'react';
import { useSession } from '../../../app/session/session.ts';
import { ConfirmModal } from '../../../components/crud/confirm-modal.tsx';
import type { WorkerHire } from '../../workers/worker-form.tsx';
import { WorkerFormModal } from '../../workers/worker-form-modal.tsx';
import { readParsedJson } from './parsed-data.ts';
import { ReactivateWorker, useFormerWorker } from './rehire-worker.tsx';
import { DETAIL_STRINGS } from './strings.ts';

const s = DETAIL_STRINGS.hire;

/*
 * Hiring into a worker (brief A11): an admin sees Create worker on an applicant To Be Hired. It opens the worker form
 * prefilled from the applicant (names, e-mail, phone, the parsed résumé's address and postal code, the résumé date);
 * saving creates the worker with `applicantId`, which links both in one write. A hired applicant shows its worker.
 * An applicant matching a former worker gets Reactivate worker {name} first (rehire-worker.tsx); Create worker is
 * still there (the match may be another person) but asks first, naming the former worker, so no duplicate is made by
 * accident.
 */

export function HireWorker(props: { applicant: ApplicantDetail; supervisorId?: number; onHired: () => void }) {
  const { applicant, onHired } = props;
  const roles = useSession()?.roles ?? [];
  const [step, setStep] = useState<'confirm' | 'form'>();
  const canHire =
    roles.includes('admin') &&
    applicant.status === APPLICANT_STATUS.toBeHired &&
    applicant.hiredEmployeeId === undefined;
  const former = useFormerWorker(applicant, canHire);
  if (applicant.hiredEmployeeId !== undefined) {
    return <Box data-testid="applicant-worker">{s.worker(applicant.hiredEmployeeId)}</Box>;
  }
  if (!canHire) return null;
  return (
    <>
      {former && <ReactivateWorker applicant={applicant} former={former} roles={roles} onHired={onHired} />}
      <Button onClick={() => setStep(former ? 'confirm' : 'form')} data-testid="applicant-hire">
        {s.create}
      </Button>
      <ConfirmModal
        visible={step === 'confirm' && former !== undefined}
        title={s.duplicateTitle}
        message={former && s.duplicateText(former.employeeName, former.employeeId)}
        confirmLabel={s.createAnyway}
        onConfirm={async () => setStep('form')}
        onDismiss={() => setStep(undefined)}
      />
      {step === 'form' && (
        <WorkerFormModal
          editMode
          canEdit
          viewerRoles={roles}
          title={s.createTitle(applicant.fullName)}
          hire={hireOf(applicant, props.supervisorId)}
          onClose={() => setStep(undefined)}
          onCreated={() => {
            setStep(undefined);
            onHired();
          }}
        />
      )}
    </>
  );
}

/**
 * The worker form's starting values: a merchandiser (what the company hires) under the posting's supervisor, with the
 * applicant's names and contact and their parsed résumé's address.
 */
function hireOf(applicant: ApplicantDetail, supervisorId: number | undefined): WorkerHire {
  const parsed = readParsedJson(applicant.parsedJson).resume;
  const location = parsed?.ok ? parsed.value.basics?.location : undefined;
  const values: Record<string, string | boolean | undefined> = {
    isMerchandiser: true,
    supervisorId: supervisorId === undefined ? undefined : String(supervisorId),
    firstName: applicant.firstName,
    lastName: applicant.lastName,
    email: applicant.email,
    mobilePhone: applicant.phone,
    address1: location?.address,
    postalCode: location?.postalCode,
    resumeEnteredDate: applicant.createdUtc.slice(0, 10),
  };
  return {
    applicantId: applicant.id,
    values: Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== '')),
  };
}
