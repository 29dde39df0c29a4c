import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import type { Criterion, Keyword } from '@shelfline/shared/contracts/ats-scoring.contract';
import { RowActions } from '../../../components/crud/row-actions.tsx';
import { EmptyWithAction } from './empty-with-action.tsx';
import { CRITERIA_STRINGS as s } from './strings.ts';

/** By text, case-insensitively (brief 6b). */
const byText = (a: Keyword, b: Keyword) => a.text.localeCompare(b.text, undefined, { sensitivity: 'base' });

export interface KeywordsPanelProps {
  criterion: Criterion | undefined;
  keywords: readonly Keyword[] | undefined;
  loading: boolean;
  onAdd: () => void;
  onEdit: (keyword: Keyword) => void;
  onDelete: (keyword: Keyword) => void;
}

/** The right panel: the selected criterion's keywords (text, signed score, Auto-Reject, Disabled, edit, delete). */
export function KeywordsPanel({ criterion, keywords, loading, onAdd, onEdit, onDelete }: KeywordsPanelProps) {
  if (!criterion)
    return (
      <Container header={<Header variant="h2">{s.keywords}</Header>}>
        <Box textAlign="center" data-testid="select-criterion">
          <b>{s.selectCriterion}</b>
          <Box variant="p" color="text-body-secondary">
            {s.selectCriterionHint}
          </Box>
        </Box>
      </Container>
    );
  return (
    <Container
      header={
        <Header
          variant="h2"
          actions={
            <Button onClick={onAdd} data-testid="add-keyword">
              {s.addKeyword}
            </Button>
          }
        >
          {s.keywordsOf(criterion.category)}
        </Header>
      }
    >
      <Table<Keyword>
        data-testid="keywords-table"
        variant="embedded"
        trackBy={(k) => String(k.keywordID)}
        loading={loading}
        items={[...(keywords ?? [])].sort(byText)}
        columnDefinitions={[
          { id: 'text', header: s.fields.text, cell: (k) => k.text },
          {
            id: 'score',
            header: s.fields.score,
            cell: (k) => <Badge color={k.score > 0 ? 'green' : 'red'}>{k.score > 0 ? `+${k.score}` : k.score}</Badge>,
          },
          {
            id: 'flags',
            header: '',
            cell: (k) => (
              <SpaceBetween direction="horizontal" size="xxs">
                {k.autoReject && <Badge color="red">{s.autoReject}</Badge>}
                {!k.enabled && <Badge>{s.disabled}</Badge>}
              </SpaceBetween>
            ),
          },
          {
            id: 'actions',
            header: '',
            cell: (k) => <RowActions label={k.text} onEdit={() => onEdit(k)} onDelete={() => onDelete(k)} />,
          },
        ]}
        empty={<EmptyWithAction text={s.noKeywords} action={s.addFirstKeyword} onAction={onAdd} testId="no-keywords" />}
      />
    </Container>
  );
}
