import Box from '@cloudscape-design/components/box';
import FormField from '@cloudscape-design/components/form-field';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { FormFieldDef } from '../../components/crud/form-fields.tsx';
import { PayRateOverrides } from './pay-rate-overrides.tsx';
import { workerStrings as s } from './strings.ts';
import { WorkerFields, type WorkerFormPart } from './worker-fields.tsx';

const FLAGS: FormFieldDef[] = [
  { kind: 'checkbox', name: 'isPayrollOnHold', label: s.payrollOnHold },
  { kind: 'checkbox', name: 'isGstApplicable', label: s.gstApplicable },
];
/** Travel rates: numbers, minimum 0, step 0.1 (001 §5). */
const RATES: FormFieldDef[] = [
  { kind: 'number', name: 'travelHighKmRate', label: s.travelHighKmRate, min: 0, step: 0.1 },
  { kind: 'number', name: 'travelLowKmRate', label: s.travelLowKmRate, min: 0, step: 0.1 },
  { kind: 'number', name: 'travelPerHourRate', label: s.travelPerHourRate, min: 0, step: 0.1 },
];

/** Payroll (edit mode only): input method, on hold, GST, travel rates, and the pay rate overrides of a saved worker. */
export function PayrollTab({ employeeId, ...part }: WorkerFormPart & { employeeId?: number }) {
  return (
    <SpaceBetween size="l">
      <FormField label={s.inputMethod} errorText={part.errors.fields.isOnlinePayrol} data-testid="field-isOnlinePayrol">
        <RadioGroup
          value={part.draft.isOnlinePayrol ? 'online' : 'manual'}
          readOnly={part.readOnly}
          onChange={(event) => part.change({ isOnlinePayrol: event.detail.value === 'online' })}
          items={[
            { value: 'online', label: s.online },
            { value: 'manual', label: s.manual },
          ]}
        />
      </FormField>
      <WorkerFields {...part} fields={FLAGS} />
      <WorkerFields {...part} fields={RATES} />
      {employeeId === undefined ? (
        <Box color="text-status-inactive">{s.saveWorkerFirst}</Box>
      ) : (
        <PayRateOverrides employeeId={employeeId} />
      )}
    </SpaceBetween>
  );
}
