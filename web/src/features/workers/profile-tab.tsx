import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { SystemListCode } from '@shelfline/shared/contracts/system-list.contract';
import { useState } from 'react';
import type { FormFieldDef, SelectOption } from '../../components/crud/form-fields.tsx';
import { LanguagesTable, PositionsChecklist } from './profile-lists.tsx';
import { ResetPasswordModal } from './reset-password-modal.tsx';
import { workerStrings as s } from './strings.ts';
import { WorkerFields, type WorkerFormPart } from './worker-fields.tsx';
import { useSystemList } from './worker-pickers.ts';

const SENSITIVE: FormFieldDef[] = [
  { kind: 'text', name: 'bank', label: s.bank },
  { kind: 'text', name: 'transit', label: s.transit },
  { kind: 'text', name: 'account', label: s.account },
  { kind: 'text', name: 'sin', label: s.sin },
];

function useListOptions(code: SystemListCode, current: string, currentLabel: string | undefined) {
  const list = useSystemList(code);
  const options: SelectOption[] = [
    { value: '', label: '-' },
    ...(list.data ?? []).map((i) => ({ value: String(i.id), label: i.value })),
  ];
  if (current && !options.some((o) => o.value === current))
    options.push({ value: current, label: currentLabel ?? current });
  return { options, loading: list.isPending };
}

export interface ProfileTabProps extends WorkerFormPart {
  /** The saved worker's id (Reset password is offered for existing workers only). */
  employeeId?: number;
  /** Names as read, for values no longer in the lists. */
  labels: { employmentType?: string; employmentStatus?: string; hoursAvailable?: string };
  /** The viewer may reset passwords (administrators). */
  canResetPassword: boolean;
  /** SIN and banking: only administrators read them (the API leaves them out for others). */
  showSensitive: boolean;
}

/** Profile (hidden from supervisors): employment, banking, SIN, dates, signatures, Applied For, Languages. */
export function ProfileTab({ employeeId, labels, canResetPassword, showSensitive, ...part }: ProfileTabProps) {
  const [resetting, setResetting] = useState(false);
  const types = useListOptions('EMPTYP', part.draft.employmentTypeId, labels.employmentType);
  const statuses = useListOptions('EMPSTA', part.draft.employmentStatusId, labels.employmentStatus);
  const hours = useListOptions('WRKHRS', part.draft.hoursAvailableId, labels.hoursAvailable);
  const fields: FormFieldDef[] = [
    { kind: 'select', name: 'employmentTypeId', label: s.employmentType, ...types, filteringType: 'none' },
    { kind: 'select', name: 'employmentStatusId', label: s.employmentStatus, ...statuses, filteringType: 'none' },
    { kind: 'select', name: 'hoursAvailableId', label: s.hoursAvailable, ...hours, filteringType: 'none' },
    ...(showSensitive ? SENSITIVE : []),
    { kind: 'number', name: 'minHourlyRate', label: s.minHourlyRate, min: 0, step: 0.01 },
    { kind: 'text', name: 'helperInfo', label: s.helperInfo },
    { kind: 'text', name: 'resumeEnteredDate', label: s.resumeEnteredDate, placeholder: s.dateHint },
    { kind: 'text', name: 'lastWorkedDate', label: s.lastWorkedDate, placeholder: s.dateHint },
  ];
  const signed: FormFieldDef[] = [
    { kind: 'checkbox', name: 'contractSigned', label: s.contractSigned },
    { kind: 'checkbox', name: 'subContractSigned', label: s.subContractSigned },
    { kind: 'checkbox', name: 'policyDiscussed', label: s.policyDiscussed },
  ];
  return (
    <SpaceBetween size="l">
      {employeeId !== undefined && canResetPassword && (
        <Button onClick={() => setResetting(true)} data-testid="reset-password">
          {s.resetPassword}
        </Button>
      )}
      <WorkerFields {...part} fields={fields} />
      <WorkerFields {...part} fields={signed} />
      <PositionsChecklist {...part} />
      <LanguagesTable {...part} />
      {employeeId !== undefined && (
        <ResetPasswordModal employeeId={employeeId} visible={resetting} onDismiss={() => setResetting(false)} />
      )}
    </SpaceBetween>
  );
}
