import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { LAYOUT_PAGE_ROWS, type PlanogramCell } from '@shelfline/shared/contracts/planogram.contract';
import { type GridResult, mergeSelection, type Selection, splitSelection } from '@shelfline/shared/planogram-grid';
import { planogramsRoutes } from '@shelfline/shared/routes/planograms.routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { callRoute } from '../../app/api.ts';
import { useNotifications } from '../../app/providers/notifications.tsx';
import { messagesOf } from '../../lib/api-client.ts';
import { planogramDataQuery, planogramKeys, planogramLayoutQuery } from '../../queries/planograms.ts';
import { CellDialog, type CellForm } from './cell-dialog.tsx';
import { LayoutGrid, type Position } from './layout-grid.tsx';
import { PLANOGRAM_STRINGS as s } from './strings.ts';

const selectionOf = (a: Position, b: Position): Selection => ({
  fromRow: Math.min(a.row, b.row),
  toRow: Math.max(a.row, b.row),
  fromColumn: Math.min(a.column, b.column),
  toColumn: Math.max(a.column, b.column),
});

/**
 * The Layout tab (001 §2, §9): the grid of numberOfRows × numberOfColumns a page of 100 rows at a time; select a
 * rectangle (click, then Shift+click or drag), Merge or Split it, double-click (or Enter on) a cell for its dialog,
 * and Save layout sends the page (its cells replace the page's rows on the server, brief P2).
 */
export function LayoutTab({ planogramId, canWrite }: { planogramId: number; canWrite: boolean }) {
  const [pageNumber, setPageNumber] = useState(1);
  const layout = useQuery(planogramLayoutQuery(planogramId, pageNumber));
  const rows = useQuery(planogramDataQuery(planogramId));
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const [cells, setCells] = useState<PlanogramCell[]>([]);
  const [dirty, setDirty] = useState(false);
  const [anchor, setAnchor] = useState<Position>();
  const [focus, setFocus] = useState<Position>();
  const [editing, setEditing] = useState<PlanogramCell>();
  const [saveErrors, setSaveErrors] = useState<string[]>([]);

  useEffect(() => {
    if (layout.data && !dirty) setCells(layout.data.cells);
  }, [layout.data, dirty]);

  const page = layout.data;
  const fromRow = page?.fromRow ?? 1;
  const lastRow = Math.min(page?.toRow ?? 0, page?.totalRows ?? 0);
  const pagesCount = Math.max(1, Math.ceil((page?.totalRows ?? 0) / LAYOUT_PAGE_ROWS));
  const selection = anchor && focus ? selectionOf(anchor, focus) : undefined;
  const blank = (row: number, column: number): PlanogramCell => ({
    planogramLayoutId: 0,
    planogramId,
    planogramDataId: 0,
    row,
    column,
    rowSpan: 1,
    columnSpan: 1,
    cellType: 2,
    caption: '',
    quantity: 0,
  });

  const apply = (result: GridResult<PlanogramCell>) => {
    if ('warning' in result) notify({ type: 'warning', content: result.warning });
    else {
      setCells(result.cells);
      setDirty(true);
    }
  };

  const save = useMutation({
    mutationFn: () =>
      callRoute(planogramsRoutes.saveLayout, {
        params: { id: planogramId },
        body: { fromRow, toRow: Math.max(fromRow, lastRow), cells },
      }),
    onSuccess: async () => {
      setSaveErrors([]);
      setDirty(false);
      notify({ type: 'success', content: s.layoutSaved });
      await queryClient.invalidateQueries({ queryKey: planogramKeys.all });
    },
    onError: (error) => setSaveErrors(messagesOf(error)),
  });

  const saveCell = (values: CellForm) => {
    if (!editing) return;
    const edited = { ...editing, ...values };
    setCells((current) => [...current.filter((c) => !(c.row === editing.row && c.column === editing.column)), edited]);
    setDirty(true);
    setEditing(undefined);
  };

  if (layout.isPending) return <Spinner size="large" />;
  if (layout.error) return <Alert type="error">{messagesOf(layout.error).join(' ')}</Alert>;

  return (
    <SpaceBetween size="s">
      <Header
        variant="h2"
        description={dirty ? s.unsavedLayout : undefined}
        actions={
          canWrite && (
            <SpaceBetween direction="horizontal" size="xs">
              <Button
                data-testid="merge"
                disabled={!selection}
                onClick={() => selection && apply(mergeSelection(cells, selection, blank))}
              >
                {s.merge}
              </Button>
              <Button data-testid="split" onClick={() => apply(splitSelection(cells, selection, blank))}>
                {s.split}
              </Button>
              <Button
                variant="primary"
                data-testid="save-layout"
                disabled={!dirty}
                loading={save.isPending}
                onClick={() => save.mutate()}
              >
                {s.saveLayout}
              </Button>
            </SpaceBetween>
          )
        }
        counter={page ? `(${page.totalRows} × ${page.numberOfColumns})` : undefined}
      >
        {s.layoutTab}
      </Header>
      {saveErrors.length > 0 && (
        <Alert type="error" data-testid="layout-errors">
          {saveErrors.map((m) => (
            <div key={m}>{m}</div>
          ))}
        </Alert>
      )}
      {pagesCount > 1 && (
        <Pagination
          currentPageIndex={pageNumber}
          pagesCount={pagesCount}
          // A page's edits are saved before another page is shown (each page is saved on its own).
          disabled={dirty}
          ariaLabels={{ pageLabel: (n) => s.page(n, pagesCount) }}
          onChange={(e) => {
            setPageNumber(e.detail.currentPageIndex);
            setAnchor(undefined);
            setFocus(undefined);
          }}
        />
      )}
      {lastRow < fromRow ? (
        <Box color="text-status-inactive">{s.rows}: 0</Box>
      ) : (
        <LayoutGrid
          cells={cells}
          fromRow={fromRow}
          toRow={lastRow}
          columns={page?.numberOfColumns ?? 0}
          selection={selection}
          onSelect={(position, extend) => {
            if (!extend || !anchor) setAnchor(position);
            setFocus(position);
          }}
          onOpen={(position) => {
            if (!canWrite) return;
            setEditing(
              cells.find((c) => c.row === position.row && c.column === position.column) ??
                blank(position.row, position.column),
            );
          }}
        />
      )}
      <CellDialog cell={editing} rows={rows.data ?? []} onSave={saveCell} onDismiss={() => setEditing(undefined)} />
    </SpaceBetween>
  );
}
