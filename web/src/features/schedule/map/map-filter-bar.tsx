import Button from '@cloudscape-design/components/button';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import Multiselect, { type MultiselectProps } from '@cloudscape-design/components/multiselect';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { zodResolver } from '@hookform/resolvers/zod';
import { SCHEDULE_MODE_LABELS, SCHEDULE_MODES, type ScheduleMode } from '@shelfline/shared/schedule-rules';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import * as z from 'zod';
import type { MapFilter } from './map-api.ts';
import { MAP_STYLES, type MapStyleName } from './map-styles.ts';
import { mapStrings as s } from './strings.ts';

const MODE_OPTIONS = SCHEDULE_MODES.map((mode) => ({ value: mode, label: SCHEDULE_MODE_LABELS[mode] }));
const STYLE_OPTIONS = MAP_STYLES.map((name) => ({ value: name, label: s.styles[name] }));

/** The bar's search as typed: the From/To dates (required in Open mode, From not after To) and the picked ids. */
const mapSearchSchema = (mode: ScheduleMode) =>
  z
    .object({
      fromDate: z.string(),
      toDate: z.string(),
      retailerIds: z.array(z.number()),
      jobIds: z.array(z.number()),
    })
    .superRefine(({ fromDate, toDate }, context) => {
      const required = s.datesRequired(SCHEDULE_MODE_LABELS[mode]);
      if (mode === 'Open' && !fromDate) context.addIssue({ code: 'custom', path: ['fromDate'], message: required });
      if (mode === 'Open' && !toDate) context.addIssue({ code: 'custom', path: ['toDate'], message: required });
      if (fromDate && toDate && fromDate > toDate)
        context.addIssue({ code: 'custom', path: ['fromDate'], message: s.startAfterEnd });
    });
type MapSearch = z.input<ReturnType<typeof mapSearchSchema>>;
const NO_SEARCH: MapSearch = { fromDate: '', toDate: '', retailerIds: [], jobIds: [] };

/** The applied part of the map's filter (everything but the mode). */
export type AppliedMapSearch = Omit<MapFilter, 'mode'>;

export interface MapFilterBarProps {
  mode: ScheduleMode;
  /** A merchandiser without a maintenance role is held at Submitted. */
  modeFixed: boolean;
  onMode: (mode: ScheduleMode) => void;
  /** The Retailers and Jobs lists of the applied mode and window. */
  lists: { retailers: readonly { id: number; name: string }[]; jobs: readonly { id: number; name: string }[] };
  listsLoading: boolean;
  onApply: (search: AppliedMapSearch) => void;
  styleName: MapStyleName;
  onStyle: (name: MapStyleName) => void;
}

/**
 * The Map View's filter bar (000 §2.8, §5): mode (changing it navigates), From/To dates of the services' earliest
 * date, retailers and jobs; Search applies them, Reset clears them; the base map's style.
 */
export function MapFilterBar(props: MapFilterBarProps) {
  const { mode } = props;
  const resolver = useMemo(() => zodResolver(mapSearchSchema(mode)), [mode]);
  const form = useForm<MapSearch>({ resolver, defaultValues: NO_SEARCH });
  const search = form.handleSubmit(({ fromDate, toDate, retailerIds, jobIds }) =>
    props.onApply({
      ...(fromDate ? { earliestDate: fromDate } : {}),
      ...(toDate ? { latestDate: toDate } : {}),
      ...(retailerIds.length ? { retailerIds } : {}),
      ...(jobIds.length ? { jobIds } : {}),
    }),
  );
  const reset = () => {
    form.reset(NO_SEARCH);
    props.onApply({});
  };

  const date = (name: 'fromDate' | 'toDate', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField label={label} errorText={fieldState.error?.message} data-testid={`map-${name}`}>
          <DatePicker
            value={field.value}
            format="iso"
            inputFormat="iso"
            placeholder="YYYY-MM-DD"
            ariaLabel={label}
            invalid={Boolean(fieldState.error)}
            onChange={(e) => field.onChange(e.detail.value)}
          />
        </FormField>
      )}
    />
  );

  const choose = (name: 'retailerIds' | 'jobIds', label: string, options: readonly { id: number; name: string }[]) => {
    const items: MultiselectProps.Option[] = options.map((o) => ({ value: String(o.id), label: o.name }));
    return (
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <FormField label={label} data-testid={`map-${name}`}>
            <Multiselect
              ariaLabel={label}
              placeholder={s.all}
              filteringType="auto"
              tokenLimit={2}
              options={items}
              selectedOptions={items.filter((o) => field.value.includes(Number(o.value)))}
              statusType={props.listsLoading ? 'loading' : 'finished'}
              loadingText={s.loading}
              onChange={(e) => field.onChange(e.detail.selectedOptions.map((o) => Number(o.value)))}
            />
          </FormField>
        )}
      />
    );
  };

  return (
    <form onSubmit={(event) => void search(event)}>
      <SpaceBetween direction="horizontal" size="s" alignItems="end">
        <FormField label={s.mode}>
          <Select
            ariaLabel={s.mode}
            data-testid="map-mode"
            disabled={props.modeFixed}
            options={MODE_OPTIONS}
            selectedOption={MODE_OPTIONS.find((o) => o.value === mode) ?? null}
            onChange={(e) => {
              form.clearErrors();
              props.onMode(e.detail.selectedOption.value as ScheduleMode);
            }}
          />
        </FormField>
        {date('fromDate', s.fromDate)}
        {date('toDate', s.toDate)}
        {choose('retailerIds', s.retailers, props.lists.retailers)}
        {choose('jobIds', s.jobs, props.lists.jobs)}
        <Button formAction="submit" variant="primary" data-testid="map-search">
          {s.search}
        </Button>
        <Button formAction="none" onClick={reset} data-testid="map-reset">
          {s.reset}
        </Button>
        <FormField label={s.style}>
          <Select
            ariaLabel={s.style}
            data-testid="map-style"
            options={STYLE_OPTIONS}
            selectedOption={STYLE_OPTIONS.find((o) => o.value === props.styleName) ?? null}
            onChange={(e) => props.onStyle(e.detail.selectedOption.value as MapStyleName)}
          />
        </FormField>
      </SpaceBetween>
    </form>
  );
}
