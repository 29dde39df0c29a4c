import type { PlanogramCell } from '@shelfline/shared/contracts/planogram.contract';
import type { Selection } from '@shelfline/shared/planogram-grid';
import type { KeyboardEvent } from 'react';

export interface Position {
  row: number;
  column: number;
}

const inside = (s: Selection | undefined, row: number, column: number) =>
  !!s && row >= s.fromRow && row <= s.toRow && column >= s.fromColumn && column <= s.toColumn;

const ARROWS: Record<string, Position> = {
  ArrowUp: { row: -1, column: 0 },
  ArrowDown: { row: 1, column: 0 },
  ArrowLeft: { row: 0, column: -1 },
  ArrowRight: { row: 0, column: 1 },
};

/**
 * The rows fromRow..toRow of the layout as a table: a cell spans its rows and columns, a position no cell covers is
 * an empty slot. Click selects, Shift+click or a drag extends the selection; arrows move (Shift extends); Enter or a
 * double-click opens the cell. Header cells (type 0) look like headers.
 */
export function LayoutGrid({
  cells,
  fromRow,
  toRow,
  columns,
  selection,
  onSelect,
  onOpen,
}: {
  cells: readonly PlanogramCell[];
  fromRow: number;
  toRow: number;
  columns: number;
  selection: Selection | undefined;
  onSelect: (position: Position, extend: boolean) => void;
  onOpen: (position: Position) => void;
}) {
  const starts = new Map(cells.map((c) => [`${c.row}#${c.column}`, c]));
  const covered = new Set<string>();
  for (const c of cells)
    for (let r = c.row; r < c.row + c.rowSpan; r++)
      for (let k = c.column; k < c.column + c.columnSpan; k++)
        if (r !== c.row || k !== c.column) covered.add(`${r}#${k}`);

  const keyDown = (event: KeyboardEvent, at: Position) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onOpen(at);
      return;
    }
    const step = ARROWS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = {
      row: Math.min(toRow, Math.max(fromRow, at.row + step.row)),
      column: Math.min(columns, Math.max(1, at.column + step.column)),
    };
    onSelect(next, event.shiftKey);
    const table = (event.currentTarget as HTMLElement).closest('table');
    table?.querySelector<HTMLElement>(`[data-row="${next.row}"][data-column="${next.column}"]`)?.focus();
  };

  const rows: number[] = [];
  for (let r = fromRow; r <= toRow; r++) rows.push(r);
  return (
    <div style={{ overflow: 'auto', maxHeight: '70vh' }}>
      <table
        data-testid="layout-grid"
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the editor is WAI-ARIA's data grid pattern on a table (cells are selected and opened)
        role="grid"
        aria-multiselectable="true"
        aria-label="Layout"
        style={{ borderCollapse: 'collapse', tableLayout: 'fixed', userSelect: 'none' }}
      >
        <tbody>
          {rows.map((row) => (
            <tr key={row}>
              {Array.from({ length: columns }, (_, i) => i + 1).map((column) => {
                const key = `${row}#${column}`;
                if (covered.has(key)) return null;
                const cell = starts.get(key);
                const at = { row, column };
                const selected = inside(selection, row, column);
                const header = cell?.cellType === 0;
                return (
                  <td
                    key={key}
                    data-row={row}
                    data-column={column}
                    data-testid="layout-cell"
                    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a cell of the grid above
                    role="gridcell"
                    aria-selected={selected}
                    rowSpan={cell?.rowSpan ?? 1}
                    colSpan={cell?.columnSpan ?? 1}
                    tabIndex={0}
                    title={cell ? `${cell.caption} (${cell.quantity})` : undefined}
                    onMouseDown={(e) => onSelect(at, e.shiftKey)}
                    onMouseEnter={(e) => {
                      if (e.buttons === 1) onSelect(at, true);
                    }}
                    onDoubleClick={() => onOpen(at)}
                    onKeyDown={(e) => keyDown(e, at)}
                    style={{
                      border: '1px solid #b6bec9',
                      minWidth: 72,
                      width: 72,
                      height: 28,
                      padding: '2px 4px',
                      fontSize: 12,
                      overflow: 'hidden',
                      whiteSpace: 'nowrap',
                      textOverflow: 'ellipsis',
                      cursor: 'cell',
                      fontWeight: header ? 700 : 400,
                      background: selected ? '#d1e7ff' : header ? '#e9ebed' : cell?.cellType === 1 ? '#f8f8f8' : '#fff',
                    }}
                  >
                    {cell?.caption}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
