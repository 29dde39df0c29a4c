import Box from '@cloudscape-design/components/box';
import Cards from '@cloudscape-design/components/cards';
import type { ScheduleRow } from '@shelfline/shared/contracts/schedule.contract';
import type { ReactNode } from 'react';
import { scheduleStrings as ss } from '../shared/strings.ts';
import './service-cards.css';
import { myScheduleStrings as s } from './strings.ts';

export interface ServiceCardsProps {
  rows: readonly ScheduleRow[];
  loading: boolean;
  header: ReactNode;
  pagination: ReactNode;
  empty: ReactNode;
  /** The confirmation and its action (the same cell the table shows). */
  confirmationCell: (row: ScheduleRow) => ReactNode;
  /** The Service Report button of a service, where it has one. */
  reportButton?: (row: ScheduleRow) => ReactNode;
}

type Field = 'retailerName' | 'dates' | 'timeLimit' | 'jobNumber' | 'productName' | 'serviceId';

/** A card's value, marked like the table's cells (`data-field`) so that both read the same way. */
const value = (row: ScheduleRow, field: Field, text: ReactNode) => (
  <span data-field={field} data-service-id={row.serviceId}>
    {text}
  </span>
);

/**
 * My Schedule on a phone (000 §2.8): one card per service, what a merchandiser needs in the store two to a row so
 * that a card fits a phone's screen: the dates (a whole row, so that a range stays on one line), the confirmation
 * (one tap away, a 44 px target) beside the hours, job and product, retailer and service id.
 */
export function ServiceCards({
  rows,
  loading,
  header,
  pagination,
  empty,
  confirmationCell,
  reportButton,
}: ServiceCardsProps) {
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
          {
            id: 'dates',
            header: s.card.dates,
            content: (r) => value(r, 'dates', s.card.dateRange(r.earliestDate, r.latestDate)),
          },
          {
            id: 'confirmation',
            header: ss.columns.confirmation,
            content: (r) => <span className="service-card-touch-target">{confirmationCell(r)}</span>,
            width: 50,
          },
          {
            id: 'timeLimit',
            header: ss.columns.timeLimit,
            content: (r) => value(r, 'timeLimit', s.card.hours(r.timeLimit)),
            width: 50,
          },
          {
            id: 'jobNumber',
            header: ss.columns.jobNumber,
            content: (r) => value(r, 'jobNumber', r.jobNumber),
            width: 50,
          },
          {
            id: 'productName',
            header: ss.columns.productName,
            content: (r) => value(r, 'productName', r.productName),
            width: 50,
          },
          {
            id: 'retailerName',
            header: ss.columns.retailerName,
            content: (r) => value(r, 'retailerName', r.retailerName),
            width: 50,
          },
          {
            id: 'serviceId',
            header: ss.columns.serviceId,
            content: (r) => (
              <Box variant="span" color="text-body-secondary">
                {value(r, 'serviceId', r.serviceId)}
              </Box>
            ),
            width: 50,
          },
          ...(reportButton
            ? [
                {
                  id: 'report',
                  content: (r: ScheduleRow) => <span className="service-card-touch-target">{reportButton(r)}</span>,
                },
              ]
            : []),
        ],
      }}
    />
  );
}
