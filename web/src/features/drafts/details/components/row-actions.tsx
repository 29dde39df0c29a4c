import ButtonDropdown, { type ButtonDropdownProps } from '@cloudscape-design/components/button-dropdown';
import type { DetailField, DraftDetail, RowWorker } from '@shelfline/shared/contracts/draft.contract';
import { sortedWorkers } from '../details-rules.ts';
import { detailsStrings as s } from '../strings.ts';
import { FIELD_LABELS } from './detail-columns.ts';

export interface RowActionsProps {
  row: DraftDetail;
  /** The row's draft is read-only: nothing applies. */
  readOnly: boolean;
  onApplyToAll: (row: DraftDetail, field: DetailField) => void;
  onReplace: (row: DraftDetail, worker: RowWorker) => void;
}

/** A row's actions button: the right-click menu's Apply to all (per column) and Replace worker, from the keyboard. */
export function RowActions({ row, readOnly, onApplyToAll, onReplace }: RowActionsProps) {
  const items: ButtonDropdownProps.Items = [
    {
      id: 'apply',
      text: s.applyToAll,
      items: (Object.keys(FIELD_LABELS) as DetailField[]).map((field) => ({
        id: `apply:${field}`,
        text: s.applyColumn(FIELD_LABELS[field]),
        disabled: readOnly,
      })),
    },
    {
      id: 'replace',
      text: s.replaceWorker,
      disabled: readOnly || row.workers.length === 0,
      items: sortedWorkers(row.workers).map((w) => ({
        id: `replace:${w.id}`,
        text: s.replaceNamed(w.name),
        disabled: readOnly,
      })),
    },
  ];
  return (
    <ButtonDropdown
      variant="icon"
      expandToViewport
      ariaLabel={s.rowActions(row.store.storeNumber, row.mainJobProduct.jobNumber)}
      items={items}
      data-testid="row-actions"
      onItemClick={(e) => {
        const [kind, value] = e.detail.id.split(':');
        if (kind === 'apply') onApplyToAll(row, value as DetailField);
        if (kind === 'replace') {
          const worker = row.workers.find((w) => String(w.id) === value);
          if (worker) onReplace(row, worker);
        }
      }}
    />
  );
}
