import Box from '@cloudscape-design/components/box';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import Tabs from '@cloudscape-design/components/tabs';
import {
  type DailyAvailability,
  type GeneralAvailability,
  type SpecialAvailability,
  VACATION_FILTERS,
  type Vacation,
  WEEKDAY_NAMES,
  WEEKDAYS_MONDAY_FIRST,
  type Weekday,
} from '@shelfline/shared/contracts/availability.contract';
import type { EmployeeFull } from '@shelfline/shared/contracts/employee.contract';
import { useState } from 'react';
import { PagedTable } from '../../components/paged-table.tsx';
import { workerStrings as s } from './strings.ts';

const dash = (v: string | number | null | undefined) =>
  v === null || v === undefined || v === '' ? s.notAvailable : String(v);

type DayRow = { day: Weekday; availability?: DailyAvailability };

/** The per-weekday table, Monday to Sunday (001 §9). */
function DaysTable({ days, testId }: { days: SpecialAvailability['dailyAvailabilities']; testId: string }) {
  const rows: DayRow[] = WEEKDAYS_MONDAY_FIRST.map((day) => ({ day, availability: days[day] }));
  return (
    <Table<DayRow>
      data-testid={testId}
      variant="embedded"
      items={rows}
      trackBy={(r) => r.day}
      columnDefinitions={[
        { id: 'day', header: s.day, cell: (r) => WEEKDAY_NAMES[r.day] },
        { id: 'start', header: s.start, cell: (r) => dash(r.availability?.start) },
        { id: 'end', header: s.end, cell: (r) => dash(r.availability?.end) },
        { id: 'desired', header: s.desiredHours, cell: (r) => dash(r.availability?.desiredHours) },
        { id: 'daily', header: s.dailyHours, cell: (r) => dash(r.availability?.availableHours) },
      ]}
    />
  );
}

function GeneralPanel({ general }: { general: GeneralAvailability }) {
  const isSet = general.version > 0 || Object.keys(general.dailyAvailabilities).length > 0;
  if (!isSet) return <Box data-testid="general-empty">{s.noGeneral}</Box>;
  return (
    <SpaceBetween size="m">
      <DaysTable days={general.dailyAvailabilities} testId="general-availability" />
      <KeyValuePairs
        columns={3}
        items={[
          { label: s.weeklyMinimum, value: dash(general.weeklyHoursMinimum) },
          { label: s.weeklyMaximum, value: dash(general.weeklyHoursMaximum) },
          { label: s.weeklyPreferred, value: dash(general.weeklyHoursPreferred) },
        ]}
      />
    </SpaceBetween>
  );
}

/** Special: the weeks as a list; the selected one's days below (the first one selected by default). */
function SpecialPanel({ specials }: { specials: readonly SpecialAvailability[] }) {
  const [selectedId, setSelectedId] = useState<number>();
  if (specials.length === 0) return <Box data-testid="special-empty">{s.noSpecial}</Box>;
  const selected = specials.find((x) => x.id === selectedId) ?? specials[0];
  return (
    <SpaceBetween size="m">
      <Table<SpecialAvailability>
        data-testid="special-ranges"
        variant="embedded"
        items={[...specials]}
        trackBy={(x) => String(x.id)}
        selectionType="single"
        selectedItems={selected ? [selected] : []}
        onSelectionChange={(event) => setSelectedId(event.detail.selectedItems[0]?.id)}
        onRowClick={(event) => setSelectedId(event.detail.item.id)}
        ariaLabels={{
          itemSelectionLabel: (_, x) => `${x.startDate} - ${x.endDate}`,
          selectionGroupLabel: s.specialRanges,
        }}
        columnDefinitions={[
          { id: 'start', header: s.startDate, cell: (x) => x.startDate },
          { id: 'end', header: s.endDate, cell: (x) => x.endDate },
        ]}
      />
      {selected && <DaysTable days={selected.dailyAvailabilities} testId="special-days" />}
    </SpaceBetween>
  );
}

function VacationPanel({ vacations }: { vacations: readonly Vacation[] }) {
  const [filter, setFilter] = useState<number>(VACATION_FILTERS.upcoming);
  const shown = vacations.filter((v) => !v.isDeleted && v.isUpcoming === (filter === VACATION_FILTERS.upcoming));
  return (
    <SpaceBetween size="m">
      <RadioGroup
        ariaLabel={s.vacationFilter}
        value={String(filter)}
        onChange={(event) => setFilter(Number(event.detail.value))}
        items={[
          { value: String(VACATION_FILTERS.upcoming), label: s.upcoming },
          { value: String(VACATION_FILTERS.historical), label: s.historical },
        ]}
      />
      <PagedTable<Vacation>
        // Another filter starts on its first page.
        key={filter}
        data-testid="vacations"
        rows={shown}
        trackBy={(v) => String(v.id)}
        empty={<Box data-testid="vacations-empty">{s.noVacations}</Box>}
        columnDefinitions={[
          { id: 'type', header: s.type, cell: (v) => v.type },
          { id: 'start', header: s.startDate, cell: (v) => v.startDate.replace('T', ' ') },
          { id: 'end', header: s.endDate, cell: (v) => v.endDate.replace('T', ' ') },
          { id: 'by', header: s.enteredBy, cell: (v) => v.enteredBy },
        ]}
      />
    </SpaceBetween>
  );
}

/** Availability (read-only here): General, Special and Vacation sub-tabs, from the full view. */
export function AvailabilityTab({ availability }: { availability?: EmployeeFull['availability'] }) {
  const general = availability?.generalAvailability ?? {
    dailyAvailabilities: {},
    weeklyHoursMinimum: null,
    weeklyHoursMaximum: null,
    weeklyHoursPreferred: null,
    version: 0,
  };
  return (
    <Tabs
      variant="container"
      tabs={[
        { id: 'general', label: s.general, content: <GeneralPanel general={general} /> },
        {
          id: 'special',
          label: s.special,
          content: <SpecialPanel specials={availability?.specialAvailabilities ?? []} />,
        },
        { id: 'vacation', label: s.vacation, content: <VacationPanel vacations={availability?.vacations ?? []} /> },
      ]}
    />
  );
}
