import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { ACCESS } from '@shelfline/shared/access';
import { hasAnyRole } from '@shelfline/shared/roles';
import { SCHEDULE_MODE_LABELS, SCHEDULE_MODES, type ScheduleMode } from '@shelfline/shared/schedule-rules';
import { matchWebRoute } from '@shelfline/shared/web-routes';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useSession } from '../../../app/session/session.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { messagesOf } from '../../../lib/api-client.ts';
import { mapViewQuery } from '../../../queries/map-view.ts';
import { scheduleListsQuery } from '../../../queries/schedule.ts';
import type { MapFilter } from './map-api.ts';
import { MapCanvas } from './map-canvas.tsx';
import { type AppliedMapSearch, MapFilterBar } from './map-filter-bar.tsx';
import { type MapStyleName, mapConfig } from './map-styles.ts';
import { mapStrings as s } from './strings.ts';

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
  const [applied, setApplied] = useState<AppliedMapSearch>({});
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

  const rows = view.data?.rows ?? [];

  return (
    <ContentLayout header={<Header variant="h1">{s.title}</Header>}>
      <SpaceBetween size="m">
        <Container>
          <MapFilterBar
            mode={mode}
            modeFixed={fixedToSubmitted}
            onMode={(next) => void navigate(pathOf(next))}
            lists={{ retailers: lists.data?.retailers ?? [], jobs: lists.data?.jobs ?? [] }}
            listsLoading={lists.isPending && lists.fetchStatus !== 'idle'}
            onApply={setApplied}
            styleName={styleName}
            onStyle={setStyleName}
          />
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
