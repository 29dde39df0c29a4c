import Alert from '@cloudscape-design/components/alert';
import Badge from '@cloudscape-design/components/badge';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import type { Criterion } from '@shelfline/shared/contracts/ats-scoring.contract';
import { RowActions } from '../../../components/crud/row-actions.tsx';
import { messagesOf } from '../../../lib/api-client.ts';
import { EmptyWithAction } from './empty-with-action.tsx';
import { CRITERIA_STRINGS as s } from './strings.ts';

/** Critical first, then additional, negative, other (brief 6b), then by id. */
const TYPE_ORDER = ['critical', 'additional', 'negative', 'other'];
export const byTypeThenId = (a: Criterion, b: Criterion) =>
  TYPE_ORDER.indexOf(a.type) - TYPE_ORDER.indexOf(b.type) || a.criterionID - b.criterionID;

const TYPE_COLOUR = { critical: 'red', additional: 'blue', negative: 'grey', other: 'grey' } as const;

export interface CriteriaPanelProps {
  criteria: readonly Criterion[] | undefined;
  loading: boolean;
  /** The list's failure, shown above it. */
  error?: unknown;
  selectedId: number | undefined;
  onSelect: (criterion: Criterion) => void;
  onAdd: () => void;
  onEdit: (criterion: Criterion) => void;
  onDelete: (criterion: Criterion) => void;
}

/** The left list: category, type badge, Disabled badge, keyword count, edit and delete; a click selects. */
export function CriteriaPanel({
  criteria,
  loading,
  error,
  selectedId,
  onSelect,
  onAdd,
  onEdit,
  onDelete,
}: CriteriaPanelProps) {
  const items = [...(criteria ?? [])].sort(byTypeThenId);
  const selected = items.filter((c) => c.criterionID === selectedId);
  return (
    <Container
      header={
        <Header
          variant="h2"
          actions={
            <Button onClick={onAdd} data-testid="add-criterion">
              {s.addCriterion}
            </Button>
          }
        >
          {s.criteria}
        </Header>
      }
    >
      {error !== undefined && error !== null && (
        <Alert type="error" data-testid="criteria-error">
          {messagesOf(error).join(' ')}
        </Alert>
      )}
      <Table<Criterion>
        data-testid="criteria-table"
        variant="embedded"
        selectionType="single"
        trackBy={(c) => String(c.criterionID)}
        selectedItems={selected}
        onSelectionChange={(e) => {
          const [first] = e.detail.selectedItems;
          if (first) onSelect(first);
        }}
        onRowClick={(e) => onSelect(e.detail.item)}
        ariaLabels={{ itemSelectionLabel: (_s, c) => c.category, selectionGroupLabel: s.criteria }}
        loading={loading}
        items={items}
        columnDefinitions={[
          {
            id: 'category',
            header: s.fields.category,
            cell: (c) => (
              <SpaceBetween direction="horizontal" size="xxs">
                <span>{c.category}</span>
                <Badge color={TYPE_COLOUR[c.type]}>{s.types[c.type]}</Badge>
                {!c.enabled && <Badge>{s.disabled}</Badge>}
              </SpaceBetween>
            ),
          },
          { id: 'keywordCount', header: s.keywords, cell: (c) => s.keywordCount(c.keywordCount) },
          {
            id: 'actions',
            header: '',
            cell: (c) => <RowActions label={c.category} onEdit={() => onEdit(c)} onDelete={() => onDelete(c)} />,
          },
        ]}
        empty={
          <EmptyWithAction text={s.noCriteria} action={s.addFirstCriterion} onAction={onAdd} testId="no-criteria" />
        }
      />
    </Container>
  );
}
