import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import {
  type GeneralAvailability,
  type GeneralAvailabilityInput,
  GeneralAvailabilityInputSchema,
  type Weekday,
} from '@shelfline/shared/contracts/availability.contract';
import { useState } from 'react';
import { dailyInputOf, dayError, dayErrorsOf, type WeekDraft, weekDraftOf } from './availability-draft.ts';
import { useAvailabilitySource, useGeneralAvailability } from './availability-source.tsx';
import { AvailabilityWeekTable } from './availability-week-table.tsx';
import { Loaded } from './loaded.tsx';
import { profileStrings as s } from './strings.ts';
import type { TabGuard } from './tab-guard.ts';
import { useTabSave } from './use-tab-save.ts';

const WEEKLY = ['weeklyHoursMinimum', 'weeklyHoursMaximum', 'weeklyHoursPreferred'] as const;
type Weekly = (typeof WEEKLY)[number];
interface Draft {
  days: WeekDraft;
  weekly: Record<Weekly, string>;
}

function draftOf(general: GeneralAvailability): Draft {
  const weekly = {} as Record<Weekly, string>;
  for (const name of WEEKLY) weekly[name] = general[name] == null ? '' : String(general[name]);
  return { days: weekDraftOf(general.dailyAvailabilities), weekly };
}

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** General Availability (001 §2, §5): the usual week, Monday to Sunday, and the weekly hours. */
export function GeneralAvailabilityTab({ guard }: { guard: TabGuard }) {
  return (
    <Loaded query={useGeneralAvailability()}>
      {(general) => <GeneralForm key={general.version} general={general} guard={guard} />}
    </Loaded>
  );
}

function GeneralForm({ general, guard }: { general: GeneralAvailability; guard: TabGuard }) {
  const [initial] = useState(() => draftOf(general));
  const [dayErrors, setDayErrors] = useState<Partial<Record<Weekday, string>>>({});
  const source = useAvailabilitySource();
  const {
    values: draft,
    errors,
    setErrors,
    saving,
    change,
    submit,
  } = useTabSave<Draft, GeneralAvailabilityInput, GeneralAvailability>({
    guard,
    initial,
    // The days' issues show on their rows (`dayErrors`), not under a field.
    names: [...WEEKLY, 'dailyAvailabilities'],
    schema: GeneralAvailabilityInputSchema,
    toInput: (values) => ({
      dailyAvailabilities: dailyInputOf(values.days),
      weeklyHoursMinimum: numberOrNull(values.weekly.weeklyHoursMinimum),
      weeklyHoursMaximum: numberOrNull(values.weekly.weeklyHoursMaximum),
      weeklyHoursPreferred: numberOrNull(values.weekly.weeklyHoursPreferred),
    }),
    onIssues: (issues) => setDayErrors(dayErrorsOf(issues)),
    send: (input) => source.updateGeneralAvailability(input, general.version),
    cache: source.cacheGeneralAvailability,
    updated: s.general.updated,
  });
  const invalidDay = Object.values(draft.days).some((day) => dayError(day) !== undefined);

  return (
    <form onSubmit={submit} noValidate data-testid="general-form">
      <Form
        actions={
          <Button variant="primary" formAction="submit" loading={saving} disabled={invalidDay} data-testid="form-save">
            {s.save}
          </Button>
        }
        errorText={
          errors.general.length > 0
            ? errors.general.filter((m) => !Object.values(dayErrors).includes(m)).join(' ') || undefined
            : undefined
        }
      >
        <Container
          header={
            <Header variant="h2" description={general.version === 0 ? s.general.notSet : undefined}>
              {s.tabs.general}
            </Header>
          }
        >
          <SpaceBetween size="l">
            <AvailabilityWeekTable
              draft={draft.days}
              errors={dayErrors}
              disabled={saving}
              onChange={(days) => {
                change({ days });
                setDayErrors({});
              }}
            />
            <ColumnLayout columns={3}>
              {WEEKLY.map((name) => (
                <FormField
                  key={name}
                  label={s.general[name]}
                  errorText={errors.fields[name]}
                  data-testid={`field-${name}`}
                >
                  <Input
                    type="number"
                    inputMode="decimal"
                    step={0.5}
                    value={draft.weekly[name]}
                    ariaLabel={s.general[name]}
                    invalid={Boolean(errors.fields[name])}
                    disabled={saving}
                    nativeInputAttributes={{ min: 0, max: 168 }}
                    onChange={(event) => {
                      change({ weekly: { ...draft.weekly, [name]: event.detail.value } });
                      setErrors((current) => ({ ...current, fields: { ...current.fields, [name]: '' } }));
                    }}
                  />
                </FormField>
              ))}
            </ColumnLayout>
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  );
}
