import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TimeInput from '@cloudscape-design/components/time-input';
import {
  DEFAULT_TIME_ZONE,
  type Frequency,
  type Recurrence,
  WEEKDAY_LABELS,
} from '@shelfline/shared/contracts/export-schedule.contract';
import { SCHEDULED_EXPORT_STRINGS as s } from './strings.ts';

/** Monday first, as the relative weeks count (0 = Sunday in the contract). */
const WEEK = [1, 2, 3, 4, 5, 6, 0];

export function RecurrenceField({
  value,
  onChange,
  errors,
}: {
  value: Recurrence;
  onChange: (value: Recurrence) => void;
  errors: { daysOfWeek?: string | undefined; dayOfMonth?: string | undefined };
}) {
  const setFrequency = (frequency: Frequency) =>
    onChange(
      frequency === 'weekly'
        ? { frequency, daysOfWeek: value.daysOfWeek ?? [1] }
        : frequency === 'monthly'
          ? { frequency, dayOfMonth: value.dayOfMonth ?? 1 }
          : { frequency },
    );
  const days = new Set(value.daysOfWeek ?? []);
  const toggle = (day: number, on: boolean) => {
    const next = new Set(days);
    if (on) next.add(day);
    else next.delete(day);
    onChange({ ...value, daysOfWeek: WEEK.filter((d) => next.has(d)) });
  };
  return (
    <SpaceBetween size="s">
      <FormField label={s.frequency}>
        <SegmentedControl
          selectedId={value.frequency}
          onChange={({ detail }) => setFrequency(detail.selectedId as Frequency)}
          options={[
            { id: 'daily', text: s.daily },
            { id: 'weekly', text: s.weekly },
            { id: 'monthly', text: s.monthly },
          ]}
          data-testid="schedule-frequency"
        />
      </FormField>
      {value.frequency === 'weekly' && (
        <FormField label={s.daysOfWeek} errorText={errors.daysOfWeek}>
          <SpaceBetween direction="horizontal" size="s">
            {WEEK.map((day) => (
              <Checkbox
                key={day}
                checked={days.has(day)}
                onChange={({ detail }) => toggle(day, detail.checked)}
                data-testid={`schedule-day-${day}`}
              >
                {WEEKDAY_LABELS[day]}
              </Checkbox>
            ))}
          </SpaceBetween>
        </FormField>
      )}
      {value.frequency === 'monthly' && (
        <FormField label={s.dayOfMonth} constraintText={s.dayOfMonthHint} errorText={errors.dayOfMonth}>
          <Input
            type="number"
            inputMode="numeric"
            value={String(value.dayOfMonth ?? '')}
            onChange={({ detail }) => onChange({ ...value, dayOfMonth: Number(detail.value) || undefined })}
          />
        </FormField>
      )}
    </SpaceBetween>
  );
}

interface TextFieldProps {
  value: string;
  onChange: (value: string) => void;
  errorText?: string | undefined;
}

export function TimeField({ value, onChange, errorText }: TextFieldProps) {
  return (
    <FormField label={s.time} constraintText={s.timeHint} errorText={errorText}>
      <TimeInput
        format="hh:mm"
        placeholder="hh:mm"
        value={value}
        onChange={({ detail }) => onChange(detail.value)}
        data-testid="schedule-time"
      />
    </FormField>
  );
}

/** Every IANA zone the browser knows, the Canadian ones first (the company's), default America/Toronto. */
function timeZones(): string[] {
  const all = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  const zones = all.length > 0 ? all : [DEFAULT_TIME_ZONE];
  const canadian = zones.filter((z) =>
    /^America\/(Toronto|Vancouver|Edmonton|Winnipeg|Halifax|St_Johns|Regina)$/.test(z),
  );
  return [...canadian, ...zones.filter((z) => !canadian.includes(z))];
}

const ZONE_OPTIONS = timeZones().map((zone) => ({ value: zone, label: zone }));

export function TimeZoneField({ value, onChange, errorText }: TextFieldProps) {
  return (
    <FormField label={s.timeZone} errorText={errorText}>
      <Select
        options={ZONE_OPTIONS}
        filteringType="auto"
        selectedOption={ZONE_OPTIONS.find((o) => o.value === value) ?? { value, label: value }}
        onChange={({ detail }) => onChange(detail.selectedOption.value ?? DEFAULT_TIME_ZONE)}
      />
    </FormField>
  );
}
