import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Multiselect, { type MultiselectProps } from '@cloudscape-design/components/multiselect';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { ACCESS } from '@shelfline/shared/access';
import { hasAnyRole } from '@shelfline/shared/roles';
import { SCHEDULE_MODE_LABELS, SCHEDULE_MODES, type ScheduleMode } from '@shelfline/shared/schedule-rules';
import { matchWebRoute } from '@shelfline/shared/web-routes';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useSession } from '../../../app/session/session.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { messagesOf } from '../../../lib/api-client.ts';
import { mapViewQuery } from '../../../queries/map-view.ts';
import { scheduleListsQuery } from '../../../queries/schedule.ts';
import type { MapFilter } from './map-api.ts';
import { MapCanvas } from './map-canvas.tsx';
import { MAP_STYLES, type MapStyleName, mapConfig } from './map-styles.ts';
import { mapStrings as s } from './strings.ts';

const MODE_OPTIONS = SCHEDULE_MODES.map((mode) => ({ value: mode, label: SCHEDULE_MODE_LABELS[mode] }));
const STYLE_OPTIONS = MAP_STYLES.map((name) => ({ value: name, label: s.styles[name] }));
const isMode = (value: string | undefined): value is ScheduleMode =>
  (SCHEDULE_MODES as readonly string[]).includes(value ?? '');
const pathOf = (mode: ScheduleMode) => `/schedules/mapMaintenance/${mode}`;

/**
 * `/schedules/mapMaintenance/{mode}` (000 §2.8, §5, §9): a filter bar (mode, From/To dates of the services' earliest
 * date) and the map of the filtered services' stores and merchandisers. A merchandiser without a maintenance role is
 * held at Submitted (mode select disabled); changing the mode navigates to that mode's path.
 */
export function MapPage() {
  useDocumentTitle(s.title);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const roles = useSession()?.roles ?? [];
  const fixedToSubmitted = !hasAnyRole(roles, ACCESS.scheduleMaintenance);
  const param = matchWebRoute(pathname)?.params.mode;
  const config = useMemo(mapConfig, []);
  const [dates, setDates] = useState({ fromDate: '', toDate: '' });
  const [picked, setPicked] = useState<{ retailerIds: number[]; jobIds: number[] }>({ retailerIds: [], jobIds: [] });
  const [applied, setApplied] = useState<{
    earliestDate?: string;
    latestDate?: string;
    retailerIds?: number[];
    jobIds?: number[];
  }>({});
  const [errors, setErrors] = useState<{ fromDate?: string; toDate?: string }>({});
  const [styleName, setStyleName] = useState<MapStyleName>('road');
  const mode: ScheduleMode | undefined = fixedToSubmitted ? 'Submitted' : isMode(param) ? param : undefined;
  const needsDates = mode === 'Open';
  const filter: MapFilter = { mode: mode ?? 'NotActivated', ...applied };
  const ready = !needsDates || Boolean(applied.earliestDate && applied.latestDate);
  const listFilter: MapFilter = {
    mode: mode ?? 'NotActivated',
    ...(applied.earliestDate ? { earliestDate: applied.earliestDate } : {}),
    ...(applied.latestDate ? { latestDate: applied.latestDate } : {}),
  };
  // The Retailers and Jobs lists of a mode and window: the schedule's filter lists.
  const lists = useQuery({ ...scheduleListsQuery(listFilter), enabled: Boolean(mode) && ready, staleTime: 60_000 });
  const view = useQuery({ ...mapViewQuery(filter), enabled: Boolean(mode) && ready });

  if (!mode || (fixedToSubmitted && param !== 'Submitted'))
    return <Navigate to={pathOf(mode ?? 'NotActivated')} replace />;

  const search = (event?: FormEvent) => {
    event?.preventDefault();
    const next: typeof errors = {};
    if (needsDates) {
      if (!dates.fromDate) next.fromDate = s.datesRequired(SCHEDULE_MODE_LABELS[mode]);
      if (!dates.toDate) next.toDate = s.datesRequired(SCHEDULE_MODE_LABELS[mode]);
    }
    if (dates.fromDate && dates.toDate && dates.fromDate > dates.toDate) next.fromDate = s.startAfterEnd;
    setErrors(next);
    if (Object.keys(next).length) return;
    setApplied({
      ...(dates.fromDate ? { earliestDate: dates.fromDate } : {}),
      ...(dates.toDate ? { latestDate: dates.toDate } : {}),
      ...(picked.retailerIds.length ? { retailerIds: picked.retailerIds } : {}),
      ...(picked.jobIds.length ? { jobIds: picked.jobIds } : {}),
    });
  };
  const reset = () => {
    setDates({ fromDate: '', toDate: '' });
    setPicked({ retailerIds: [], jobIds: [] });
    setErrors({});
    setApplied({});
  };

  const rows = view.data?.rows ?? [];
  const date = (name: 'fromDate' | 'toDate', label: string) => (
    <FormField label={label} errorText={errors[name]} data-testid={`map-${name}`}>
      <DatePicker
        value={dates[name]}
        format="iso"
        inputFormat="iso"
        placeholder="YYYY-MM-DD"
        ariaLabel={label}
        invalid={Boolean(errors[name])}
        onChange={(e) => setDates((d) => ({ ...d, [name]: e.detail.value }))}
      />
    </FormField>
  );

  const choose = (name: 'retailerIds' | 'jobIds', label: string, options: readonly { id: number; name: string }[]) => {
    const items: MultiselectProps.Option[] = options.map((o) => ({ value: String(o.id), label: o.name }));
    return (
      <FormField label={label} data-testid={`map-${name}`}>
        <Multiselect
          ariaLabel={label}
          placeholder={s.all}
          filteringType="auto"
          tokenLimit={2}
          options={items}
          selectedOptions={items.filter((o) => picked[name].includes(Number(o.value)))}
          statusType={lists.isPending && lists.fetchStatus !== 'idle' ? 'loading' : 'finished'}
          loadingText={s.loading}
          onChange={(e) => setPicked((p) => ({ ...p, [name]: e.detail.selectedOptions.map((o) => Number(o.value)) }))}
        />
      </FormField>
    );
  };

  return (
    <ContentLayout header={<Header variant="h1">{s.title}</Header>}>
      <SpaceBetween size="m">
        <Container>
          <form onSubmit={search}>
            <SpaceBetween direction="horizontal" size="s" alignItems="end">
              <FormField label={s.mode}>
                <Select
                  ariaLabel={s.mode}
                  data-testid="map-mode"
                  disabled={fixedToSubmitted}
                  options={MODE_OPTIONS}
                  selectedOption={MODE_OPTIONS.find((o) => o.value === mode) ?? null}
                  onChange={(e) => {
                    setErrors({});
                    void navigate(pathOf(e.detail.selectedOption.value as ScheduleMode));
                  }}
                />
              </FormField>
              {date('fromDate', s.fromDate)}
              {date('toDate', s.toDate)}
              {choose('retailerIds', s.retailers, lists.data?.retailers ?? [])}
              {choose('jobIds', s.jobs, lists.data?.jobs ?? [])}
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
                  selectedOption={STYLE_OPTIONS.find((o) => o.value === styleName) ?? null}
                  onChange={(e) => setStyleName(e.detail.selectedOption.value as MapStyleName)}
                />
              </FormField>
            </SpaceBetween>
          </form>
        </Container>
        {view.isError && <Alert type="error">{messagesOf(view.error).join(' ')}</Alert>}
        <Container
          header={
            <Header
              variant="h2"
              counter={view.data ? `(${s.counter(rows.length, view.data.totalFilteredRecords)})` : undefined}
              actions={view.isFetching ? <Spinner /> : undefined}
            >
              {SCHEDULE_MODE_LABELS[mode]}
            </Header>
          }
        >
          <SpaceBetween size="s">
            {view.isSuccess && !view.isPlaceholderData && rows.length === 0 && (
              <Box data-testid="map-empty" color="text-status-inactive">
                {s.noLocations}
              </Box>
            )}
            <MapCanvas rows={rows} styleName={styleName} config={config} />
            {!config.apiKey && (
              <Box variant="small" data-testid="map-offline">
                {s.offline}
              </Box>
            )}
          </SpaceBetween>
        </Container>
      </SpaceBetween>
    </ContentLayout>
  );
}
