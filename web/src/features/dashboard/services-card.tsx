import Alert from '@cloudscape-design/components/alert';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { SCHEDULE_MODE_LABELS, type ScheduleCategory, type ScheduleMode } from '@shelfline/shared/schedule-rules';
import { canOpen, matchWebRoute } from '@shelfline/shared/web-routes';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../app/session/session.ts';
import { RouterLink } from '../../components/router-link.tsx';
import { messagesOf } from '../../lib/api-client.ts';
import { scheduleSummaryQuery } from '../../queries/dashboard.ts';
import { dashboardStrings as s } from './strings.ts';

/**
 * The Services card (000 §2.4, §3.5): each schedule mode with its count, split into Manual and Online (the schedule's
 * category filter), each linking to its maintenance page. A role the role table does not let open Schedule
 * Maintenance (crmUser, hr) sees the counts without links, never a link to a page that would refuse it.
 */
export function ServicesCard() {
  const roles = useSession()?.roles ?? [];
  const summary = useQuery(scheduleSummaryQuery());
  const byMode = new Map<ScheduleMode, Partial<Record<ScheduleCategory, number>>>();
  for (const item of [...(summary.data?.items ?? [])].sort((a, b) => a.order - b.order)) {
    byMode.set(item.mode, { ...byMode.get(item.mode), [item.category]: item.numberOfServices });
  }
  const linked = [...byMode.keys()].some((mode) => mayOpen(s.modeHref(mode), roles));
  return (
    <Container data-testid="services-card" header={<Header variant="h2">{s.services.title}</Header>}>
      {summary.isError && <Alert type="error">{messagesOf(summary.error).join(' ')}</Alert>}
      {summary.isPending ? (
        <Spinner />
      ) : (
        <SpaceBetween size="s">
          {[...byMode].map(([mode, counts]) => (
            <div key={mode} data-testid={`services-row-${mode}`}>
              <SpaceBetween direction="horizontal" size="xs" alignItems="center">
                <CountLink mode={mode} category="All" count={counts.All ?? 0} linked={linked} />
                <Badge color={counts.All ? 'blue' : 'grey'}>{counts.All ?? 0}</Badge>
                <Box variant="small" color="text-body-secondary">
                  <SpaceBetween direction="horizontal" size="xs">
                    {(['Manual', 'Online'] as const).map((category) => (
                      <CountLink
                        key={category}
                        mode={mode}
                        category={category}
                        count={counts[category] ?? 0}
                        linked={linked}
                      />
                    ))}
                  </SpaceBetween>
                </Box>
              </SpaceBetween>
            </div>
          ))}
        </SpaceBetween>
      )}
    </Container>
  );
}

/**
 * One count: the mode's name (All) or `Manual 3` / `Online 1`, a link when the role may open the list (a 44 px touch
 * target on a phone, dashboard.css).
 */
function CountLink(props: { mode: ScheduleMode; category: ScheduleCategory; count: number; linked: boolean }) {
  const { mode, category, count } = props;
  const label = SCHEDULE_MODE_LABELS[mode];
  const text = category === 'All' ? label : s.services.category(category, count);
  const testId = category === 'All' ? `services-${mode}` : `services-${mode}-${category}`;
  if (!props.linked) return <span data-testid={testId}>{text}</span>;
  return (
    <span className="dashboard-touch-target">
      <RouterLink
        href={category === 'All' ? s.modeHref(mode) : `${s.modeHref(mode)}?category=${category}`}
        ariaLabel={s.services.count(category === 'All' ? label : `${label}, ${category}`, count)}
        data-testid={testId}
      >
        {text}
      </RouterLink>
    </span>
  );
}

function mayOpen(href: string, roles: Parameters<typeof canOpen>[1]): boolean {
  const match = matchWebRoute(href);
  return match !== undefined && canOpen(match.route, roles);
}
