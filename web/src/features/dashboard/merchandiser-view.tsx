import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import type { NotificationItem, Notifications } from '@shelfline/shared/contracts/schedule.contract';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { messagesOf } from '../../lib/api-client.ts';
import { confirmedServicesQuery, notificationsQuery } from '../../queries/dashboard.ts';
import { confirmationText } from '../schedule/confirmation/confirmation-display.tsx';
import { ServiceConfirmationModal } from '../schedule/confirmation/service-confirmation-modal.tsx';
import { useServiceReportOpener } from '../service-report/service-report-opener.tsx';
import { dashboardStrings as s } from './strings.ts';
import { addDays, localToday, mondayOf, placeInWeek } from './week.ts';

const CARDS = ['comingDueIn48Hours', 'unconfirmedServices', 'confirmedWithoutDateServices', 'savedServices'] as const;

/** The merchandiser's dashboard (000 §2.4): four notification cards and the weekly grid of confirmed services. */
export function MerchandiserView() {
  const [confirming, setConfirming] = useState<NotificationItem>();
  const notifications = useQuery(notificationsQuery());
  // A saved report is finished from its card: each item also offers its Service Report.
  const report = useServiceReportOpener(['merchandiser']);
  return (
    <SpaceBetween size="l">
      {notifications.isError && (
        <Alert type="error" data-testid="notifications-error">
          {messagesOf(notifications.error).join(' ')}
        </Alert>
      )}
      <ColumnLayout columns={4}>
        {CARDS.map((card) => (
          <NotificationCard
            key={card}
            card={card}
            items={notifications.data?.[card]}
            loading={notifications.isPending}
            onOpen={setConfirming}
            action={card === 'savedServices' ? report.button : undefined}
          />
        ))}
      </ColumnLayout>
      <WeekGrid onOpen={setConfirming} />
      {confirming && (
        <ServiceConfirmationModal
          visible
          service={confirming}
          onDismiss={() => setConfirming(undefined)}
          onSaved={() => setConfirming(undefined)}
        />
      )}
      {report.modal}
    </SpaceBetween>
  );
}

function NotificationCard({
  card,
  items,
  loading,
  onOpen,
  action,
}: {
  card: keyof Notifications;
  items: readonly NotificationItem[] | undefined;
  loading: boolean;
  onOpen: (item: NotificationItem) => void;
  /** A second action of each item (the saved services' Service Report). */
  action?: ((service: { serviceId: number; isActivated: boolean; isSubmitted: boolean }) => ReactNode) | undefined;
}) {
  return (
    <Container
      data-testid={`card-${card}`}
      header={
        <Header variant="h2" counter={items ? s.counter(items.length) : undefined}>
          {s.cards[card]}
        </Header>
      }
    >
      {loading ? (
        <Spinner />
      ) : !items?.length ? (
        <Box color="text-status-inactive">{s.cards.empty}</Box>
      ) : (
        <ul className="dashboard-card-list" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((item) => (
            <li key={item.serviceId} data-testid="card-item" data-service-id={item.serviceId}>
              <span className="dashboard-touch-target">
                <Button
                  variant="inline-link"
                  ariaLabel={s.cards.itemLabel(item.jobNumber, item.storeNumber, item.dueDate.slice(0, 10))}
                  onClick={() => onOpen(item)}
                >
                  {s.cards.item(item.jobNumber, item.storeNumber, item.dueDate.slice(0, 10))}
                </Button>
              </span>
              {action && (
                <span className="dashboard-touch-target">
                  {action({ serviceId: item.serviceId, isActivated: true, isSubmitted: false })}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}

function WeekGrid({ onOpen }: { onOpen: (item: NotificationItem) => void }) {
  const [monday, setMonday] = useState(() => mondayOf(localToday()));
  const sunday = addDays(monday, 6);
  const week = useQuery(confirmedServicesQuery(monday, sunday));
  const columns = placeInWeek(week.data?.items ?? [], monday);
  return (
    <Container
      data-testid="week-grid"
      header={
        <Header
          variant="h2"
          description={<span data-testid="week-range">{s.week.range(monday, sunday)}</span>}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <span className="dashboard-touch-target">
                <Button onClick={() => setMonday(addDays(monday, -7))} data-testid="week-previous">
                  {s.week.previous}
                </Button>
              </span>
              <span className="dashboard-touch-target">
                <Button onClick={() => setMonday(addDays(monday, 7))} data-testid="week-next">
                  {s.week.next}
                </Button>
              </span>
            </SpaceBetween>
          }
        >
          {s.week.title}
        </Header>
      }
    >
      {week.isError && <Alert type="error">{messagesOf(week.error).join(' ')}</Alert>}
      {week.isPending ? (
        <Spinner />
      ) : (
        <div className="dashboard-week">
          {columns.map((cells, index) => {
            const day = addDays(monday, index);
            return (
              <section key={day} className="dashboard-week-day" data-testid={`week-day-${day}`} aria-label={day}>
                <Box variant="h4">{s.week.days[index]}</Box>
                <Box variant="small">{day}</Box>
                {cells.map(({ item, highlighted }) => (
                  <div
                    key={item.serviceId}
                    className="dashboard-week-cell"
                    data-highlighted={highlighted}
                    data-testid="week-cell"
                    data-service-id={item.serviceId}
                  >
                    <span className="dashboard-touch-target">
                      <Button variant="inline-link" onClick={() => onOpen(item)}>
                        {s.week.job(item.jobNumber)}
                      </Button>
                    </span>
                    <div>{s.week.store(item.storeNumber)}</div>
                    <div>{s.week.timeLimit(item.timeLimit)}</div>
                    <div>{s.week.dates(item.earliestDate.slice(0, 10), item.latestDate.slice(0, 10))}</div>
                    <div data-testid="week-cell-confirmation">{confirmationText(item.serviceConfirmation)}</div>
                  </div>
                ))}
              </section>
            );
          })}
        </div>
      )}
    </Container>
  );
}
