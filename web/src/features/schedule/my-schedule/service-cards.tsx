import Box from '@cloudscape-design/components/box';
import Cards from '@cloudscape-design/components/cards';
import type { ScheduleRow } from '@shelfline/shared/contracts/schedule.contract';
import type { ReactNode } from 'react';
import { scheduleStrings as ss } from '../shared/strings.ts';
import { myScheduleStrings as s } from './strings.ts';

export interface ServiceCardsProps {
  rows: readonly ScheduleRow[];
  loading: boolean;
  header: ReactNode;
  pagination: ReactNode;
  empty: ReactNode;
  /** The confirmation and its action (the same cell the table shows). */
  confirmationCell: (row: ScheduleRow) => ReactNode;
}

/**
 * My Schedule on a phone (000 §2.8): one card per service, the confirmation first so confirming is one tap away,
 * then what a merchandiser needs in the store: store, dates, job and product, hours.
 */
export function ServiceCards({ rows, loading, header, pagination, empty, confirmationCell }: ServiceCardsProps) {
  return (
    <Cards<ScheduleRow>
      items={[...rows]}
      trackBy={(r) => String(r.serviceId)}
      loading={loading}
      loadingText={ss.loading}
      empty={empty}
      header={header}
      pagination={pagination}
      cardsPerRow={[{ cards: 1 }]}
      data-testid="my-schedule-cards"
      cardDefinition={{
        header: (r) => (
          <span data-testid="service-card" data-service-id={r.serviceId}>
            {s.card.title(r.storeName, r.storeNumber)}
          </span>
        ),
        sections: [
          { id: 'confirmation', header: ss.columns.confirmation, content: (r) => confirmationCell(r) },
          {
            id: 'dates',
            header: s.card.dates,
            content: (r) => s.card.dateRange(r.earliestDate, r.latestDate),
          },
          {
            id: 'job',
            header: s.card.job,
            content: (r) => (
              <>
                {r.jobNumber}
                <Box variant="small" color="text-body-secondary">
                  {r.productName}
                </Box>
              </>
            ),
          },
          { id: 'timeLimit', header: ss.columns.timeLimit, content: (r) => s.card.hours(r.timeLimit), width: 50 },
          { id: 'serviceId', header: ss.columns.serviceId, content: (r) => r.serviceId, width: 50 },
        ],
      }}
    />
  );
}
