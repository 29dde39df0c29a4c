import CollectionPreferences, {
  type CollectionPreferencesProps,
} from '@cloudscape-design/components/collection-preferences';
import { useState } from 'react';
import { DETAIL_PAGE_SIZES } from '../filter-state.ts';
import { detailsStrings as s } from '../strings.ts';
import { DETAIL_COLUMN_IDS } from './detail-columns.ts';

export type ColumnDisplay = readonly CollectionPreferencesProps.ContentDisplayItem[];

/** The shown columns and their order, every column at first (the screen's session; the page size is in the URL). */
export function useColumnDisplay() {
  return useState<ColumnDisplay>(() => DETAIL_COLUMN_IDS.map((id) => ({ id, visible: true })));
}

export interface DetailsPreferencesProps {
  pageSize: number;
  columnDisplay: ColumnDisplay;
  onColumnDisplay: (display: ColumnDisplay) => void;
  onPageSize: (pageSize: number) => void;
}

/** The table's preferences: the columns (store, workers and actions always shown) and the page size. */
export function DetailsPreferences({ pageSize, columnDisplay, onColumnDisplay, onPageSize }: DetailsPreferencesProps) {
  return (
    <CollectionPreferences
      title={s.preferences.title}
      confirmLabel={s.preferences.confirm}
      cancelLabel={s.preferences.cancel}
      preferences={{ pageSize, contentDisplay: columnDisplay }}
      contentDisplayPreference={{
        title: s.preferences.columns,
        options: DETAIL_COLUMN_IDS.map((id) => ({
          id,
          label: s.columns[id],
          alwaysVisible: id === 'storeNumber' || id === 'workers' || id === 'actions',
        })),
      }}
      pageSizePreference={{
        title: s.preferences.pageSize,
        options: DETAIL_PAGE_SIZES.map((n) => ({ value: n, label: s.rowsLabel(n) })),
      }}
      onConfirm={(e) => {
        if (e.detail.contentDisplay) onColumnDisplay(e.detail.contentDisplay);
        if (e.detail.pageSize !== undefined && e.detail.pageSize !== pageSize) onPageSize(e.detail.pageSize);
      }}
    />
  );
}
