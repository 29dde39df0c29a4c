import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { Vacation } from '@shelfline/shared/contracts/availability.contract';
import { crudStrings } from '../../components/crud/crud-strings.ts';
import { PagedTable } from '../../components/paged-table.tsx';
import { isVacationOpen } from './calendar-dates.ts';
import { profileStrings as s } from './strings.ts';
import { vacationDatesText } from './vacation-draft.ts';

export interface VacationsTableProps {
  vacations: readonly Vacation[] | undefined;
  loading: boolean;
  onAdd: () => void;
  onEdit: (vacation: Vacation) => void;
  onCancel: (vacation: Vacation) => void;
}

/** Vacations (001 §2, §4, §9): Type, Dates, Actions; newest first, 10 per page; edit/cancel until the end has passed. */
export function VacationsTable({ vacations, loading, onAdd, onEdit, onCancel }: VacationsTableProps) {
  const now = new Date();
  const sorted = (vacations ?? [])
    .filter((v) => !v.isDeleted)
    .sort((a, b) => (a.startDate < b.startDate ? 1 : a.startDate > b.startDate ? -1 : b.id - a.id));
  return (
    <PagedTable<Vacation>
      variant="container"
      data-testid="vacations-table"
      data-loading={loading ? 'true' : 'false'}
      loading={loading}
      loadingText={crudStrings.loading}
      trackBy={(v) => String(v.id)}
      rows={sorted}
      header={
        <Header
          counter={vacations ? `(${sorted.length})` : undefined}
          actions={
            <Button onClick={onAdd} data-testid="add-vacation">
              {s.vacations.add}
            </Button>
          }
        >
          {s.vacations.title}
        </Header>
      }
      empty={<Box color="inherit">{s.vacations.empty}</Box>}
      columnDefinitions={[
        { id: 'type', header: s.vacations.type, cell: (v) => v.type },
        { id: 'dates', header: s.vacations.dates, cell: (v) => vacationDatesText(v) },
        {
          id: 'actions',
          header: s.vacations.actions,
          cell: (v) =>
            isVacationOpen(v, now) ? (
              <SpaceBetween direction="horizontal" size="xs">
                <Button
                  variant="inline-icon"
                  iconName="edit"
                  ariaLabel={s.vacations.editLabel(vacationDatesText(v))}
                  onClick={() => onEdit(v)}
                  data-testid="vacation-edit"
                />
                <Button
                  variant="inline-icon"
                  iconName="close"
                  ariaLabel={s.vacations.cancelLabel(vacationDatesText(v))}
                  onClick={() => onCancel(v)}
                  data-testid="vacation-cancel"
                />
              </SpaceBetween>
            ) : null,
        },
      ]}
    />
  );
}
