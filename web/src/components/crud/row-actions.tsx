import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import { crudStrings } from './crud-strings.ts';

/**
 * The Actions cell of a table row: a screen's own actions first, then edit and delete as icon buttons whose
 * aria-labels name the record ('Edit WAL', 'Delete WAL') and whose test ids (`row-edit`, `row-delete`) page
 * objects find. Used by `CrudTable` and by the tables inside dialogs (the suppliers' users and contacts).
 */
export function RowActions({
  label,
  onEdit,
  onDelete,
  children,
}: {
  /** The record as the aria-labels name it. */
  label: string;
  onEdit?: () => void;
  onDelete?: () => void;
  children?: ReactNode;
}) {
  return (
    <SpaceBetween direction="horizontal" size="xxs">
      {children}
      {onEdit && (
        <Button
          variant="inline-icon"
          iconName="edit"
          ariaLabel={crudStrings.editLabel(label)}
          onClick={onEdit}
          data-testid="row-edit"
        />
      )}
      {onDelete && (
        <Button
          variant="inline-icon"
          iconName="remove"
          ariaLabel={crudStrings.deleteLabel(label)}
          onClick={onDelete}
          data-testid="row-delete"
        />
      )}
    </SpaceBetween>
  );
}
