import Alert from '@cloudscape-design/components/alert';
import Badge from '@cloudscape-design/components/badge';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { SCHEDULE_MODE_LABELS } from '@shelfline/shared/schedule-rules';
import { useQuery } from '@tanstack/react-query';
import { RouterLink } from '../../components/router-link.tsx';
import { messagesOf } from '../../lib/api-client.ts';
import { dashboardApi, dashboardKeys } from './dashboard-api.ts';
import { dashboardStrings as s } from './strings.ts';

/** The Services card (000 §2.4, §3.5): each schedule mode with its count, linking to its maintenance page. */
export function ServicesCard() {
  const summary = useQuery({ queryKey: dashboardKeys.summary, queryFn: ({ signal }) => dashboardApi.summary(signal) });
  const items = [...(summary.data?.items ?? [])].sort((a, b) => a.order - b.order);
  return (
    <Container data-testid="services-card" header={<Header variant="h2">{s.services.title}</Header>}>
      {summary.isError && <Alert type="error">{messagesOf(summary.error).join(' ')}</Alert>}
      {summary.isPending ? (
        <Spinner />
      ) : (
        <SpaceBetween size="xs">
          {items.map((item) => (
            <SpaceBetween key={`${item.mode}-${item.category}`} direction="horizontal" size="xs">
              <RouterLink
                href={s.modeHref(item.mode)}
                ariaLabel={s.services.count(SCHEDULE_MODE_LABELS[item.mode], item.numberOfServices)}
                data-testid={`services-${item.mode}`}
              >
                {SCHEDULE_MODE_LABELS[item.mode]}
              </RouterLink>
              <Badge color={item.numberOfServices ? 'blue' : 'grey'}>{item.numberOfServices}</Badge>
            </SpaceBetween>
          ))}
        </SpaceBetween>
      )}
    </Container>
  );
}
