import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { EMPLOYEE_FLAG_LABELS } from '@shelfline/shared/contracts/employee-flag.contract';
import type { FormFieldDef } from '../../components/crud/form-fields.tsx';
import { workerStrings as s } from './strings.ts';
import { WorkerFields, type WorkerFormPart } from './worker-fields.tsx';
import { useSupervisors } from './worker-pickers.ts';

/** The role checkboxes in the spec's order (001 §2), then Inactive. */
const ROLE_FIELDS: FormFieldDef[] = [
  { kind: 'checkbox', name: 'isMerchandiser', label: EMPLOYEE_FLAG_LABELS.isMerchandiser },
  { kind: 'checkbox', name: 'isAdministrator', label: EMPLOYEE_FLAG_LABELS.isAdministrator },
  { kind: 'checkbox', name: 'isAccountManager', label: EMPLOYEE_FLAG_LABELS.isAccountManager },
  { kind: 'checkbox', name: 'isSupervisor', label: EMPLOYEE_FLAG_LABELS.isSupervisor },
  { kind: 'checkbox', name: 'isCrmUser', label: EMPLOYEE_FLAG_LABELS.isCrmUser },
  { kind: 'checkbox', name: 'isHr', label: EMPLOYEE_FLAG_LABELS.isHr },
  { kind: 'checkbox', name: 'isSpecialProjects', label: EMPLOYEE_FLAG_LABELS.isSpecialProjects },
  { kind: 'checkbox', name: 'isHrRestricted', label: EMPLOYEE_FLAG_LABELS.isHrRestricted },
  { kind: 'checkbox', name: 'inactive', label: s.inactive },
];

export interface HeaderSectionProps extends WorkerFormPart {
  /** A saved worker: the Login Code can no longer change (001 §5). */
  saved: boolean;
  /** The supervisor's name as read, for a supervisor no longer in the picker list. */
  supervisorName?: string;
}

/** The header block: Login Code, names, dates and rates, roles, Helper, Supervisor, GST #, Minimum Hours, Extras. */
export function HeaderSection({ saved, supervisorName, ...part }: HeaderSectionProps) {
  const supervisors = useSupervisors(!part.readOnly);
  const options = (supervisors.data ?? []).map((x) => ({ value: String(x.id), label: `${x.name} (${x.code})` }));
  if (part.draft.supervisorId && !options.some((o) => o.value === part.draft.supervisorId)) {
    options.unshift({ value: part.draft.supervisorId, label: supervisorName ?? `#${part.draft.supervisorId}` });
  }
  const fields: FormFieldDef[] = [
    {
      kind: 'text',
      name: 'code',
      label: s.loginCode,
      disabled: saved,
      description: saved ? undefined : s.loginCodeGenerated,
    },
    { kind: 'text', name: 'firstName', label: s.firstName },
    { kind: 'text', name: 'lastName', label: s.lastName },
    { kind: 'text', name: 'dateStarted', label: s.dateStarted, placeholder: s.dateHint },
    { kind: 'text', name: 'payableTo', label: s.payableTo },
    { kind: 'number', name: 'hourlyRate', label: s.hourlyRate, min: 0, step: 0.01 },
    { kind: 'number', name: 'currentSalary', label: s.currentSalary, min: 0, step: 0.01 },
    {
      kind: 'select',
      name: 'supervisorId',
      label: s.supervisor,
      options: [{ value: '', label: '-' }, ...options],
      loading: supervisors.isPending && !part.readOnly,
    },
    { kind: 'text', name: 'gstNumber', label: s.gstNumber },
    { kind: 'number', name: 'minimumHours', label: s.minimumHours, min: 0, step: 0.5 },
    { kind: 'text', name: 'extras', label: s.extras },
    { kind: 'checkbox', name: 'isHelper', label: EMPLOYEE_FLAG_LABELS.isHelper },
  ];
  return (
    <SpaceBetween size="m">
      <WorkerFields {...part} fields={fields} columns={4} />
      <Box variant="awsui-key-label">{s.roles}</Box>
      <WorkerFields {...part} fields={ROLE_FIELDS} columns={4} />
    </SpaceBetween>
  );
}
