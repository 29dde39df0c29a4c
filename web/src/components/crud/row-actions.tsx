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
  // The kit's two actions as Button props; an action the screen does not offer is left out.
  const kitActions = [
    { onClick: onEdit, iconName: 'edit', ariaLabel: crudStrings.editLabel(label), 'data-testid': 'row-edit' },
    { onClick: onDelete, iconName: 'remove', ariaLabel: crudStrings.deleteLabel(label), 'data-testid': 'row-delete' },
  ] as const;
  return (
    <SpaceBetween direction="horizontal" size="xxs">
      {children}
      {kitActions.map(
        ({ onClick, ...button }) =>
          onClick && <Button key={button.iconName} variant="inline-icon" onClick={onClick} {...button} />,
      )}
    </SpaceBetween>
  );
}
