import CollectionPreferences from '@cloudscape-design/components/collection-preferences';
import { crudStrings } from './crud-strings.ts';

/** A paged table's preferences: the page size, one of `sizes` ('20 rows'), confirmed or cancelled. */
export function PageSizePreferences({
  pageSize,
  sizes,
  onChange,
  sizeLabel = crudStrings.pageSizeOption,
}: {
  pageSize: number;
  sizes: readonly number[];
  /** An option's words, '20 rows' unless a screen names its records ('20 drafts'). */
  sizeLabel?: (size: number) => string;
  onChange: (pageSize: number) => void;
}) {
  return (
    <CollectionPreferences
      title={crudStrings.preferences}
      confirmLabel={crudStrings.confirm}
      cancelLabel={crudStrings.cancel}
      preferences={{ pageSize }}
      pageSizePreference={{
        title: crudStrings.pageSize,
        options: sizes.map((size) => ({ value: size, label: sizeLabel(size) })),
      }}
      onConfirm={(event) => onChange(event.detail.pageSize ?? pageSize)}
    />
  );
}
