import type { DetailField, DraftDetail, RowWorker } from '@shelfline/shared/contracts/draft.contract';
import { type MouseEvent, useCallback, useState } from 'react';
import { detailsStrings as s } from '../strings.ts';
import { ContextMenu } from './context-menu.tsx';

/** Where the right-click menu opened: the row, and the field or worker of the cell. */
export interface CellMenuTarget {
  x: number;
  y: number;
  row: DraftDetail;
  field?: DetailField;
  worker?: RowWorker;
}

/** The right-click menu's state: `open` is the table's `onCellMenu`. */
export function useCellMenu() {
  const [menu, setMenu] = useState<CellMenuTarget>();
  const open = useCallback((event: MouseEvent, row: DraftDetail, field?: DetailField, worker?: RowWorker) => {
    event.preventDefault();
    event.stopPropagation();
    setMenu({ x: event.clientX, y: event.clientY, row, field, worker });
  }, []);
  const close = useCallback(() => setMenu(undefined), []);
  return { menu, open, close };
}

export interface CellMenuProps {
  menu: CellMenuTarget;
  /** The row's draft is read-only: nothing applies. */
  readOnly: boolean;
  onClose: () => void;
  onApplyToAll: (row: DraftDetail, field: DetailField) => void;
  onReplace: (row: DraftDetail, worker: RowWorker) => void;
}

/** A details cell's right-click menu (000 §2.7): Apply to all on a field's cell, Replace worker on a worker's. */
export function CellMenu({ menu, readOnly, onClose, onApplyToAll, onReplace }: CellMenuProps) {
  return (
    <ContextMenu
      x={menu.x}
      y={menu.y}
      items={[
        { id: 'apply', text: s.applyToAll, disabled: readOnly || !menu.field },
        { id: 'replace', text: s.replaceWorker, disabled: readOnly || !menu.worker },
      ]}
      onClose={onClose}
      onSelect={(id) => {
        if (id === 'apply' && menu.field) onApplyToAll(menu.row, menu.field);
        if (id === 'replace' && menu.worker) onReplace(menu.row, menu.worker);
      }}
    />
  );
}
