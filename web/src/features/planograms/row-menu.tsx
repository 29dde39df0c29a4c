import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import { type MouseEvent, useEffect, useRef } from 'react';
import { PLANOGRAM_STRINGS as s } from './strings.ts';

export type PlanogramAction = 'configure' | 'copy' | 'edit' | 'remove';

export const ACTION_ITEMS: { id: PlanogramAction; text: string }[] = [
  { id: 'configure', text: s.configure },
  { id: 'copy', text: s.copy },
  { id: 'edit', text: s.edit },
  { id: 'remove', text: s.remove },
];

/** What a role may do to a row: Configure only for those who read planograms without writing them. */
export const actionsFor = (canWrite: boolean) =>
  canWrite ? ACTION_ITEMS : ACTION_ITEMS.filter((item) => item.id === 'configure');

/** A row's Actions dropdown (Cloudscape has no context menu: this is the keyboard's way to the same four). */
export function RowActionsDropdown({
  label,
  canWrite,
  onAction,
}: {
  label: string;
  canWrite: boolean;
  onAction: (action: PlanogramAction) => void;
}) {
  return (
    <ButtonDropdown
      variant="inline-icon"
      ariaLabel={`${s.actions} ${label}`}
      data-testid="row-actions"
      items={actionsFor(canWrite)}
      onItemClick={(e) => onAction(e.detail.id as PlanogramAction)}
    />
  );
}

export interface MenuAt {
  x: number;
  y: number;
  label: string;
  canWrite: boolean;
  onAction: (action: PlanogramAction) => void;
}

/**
 * The right-click menu of a row (001 §2): the same entries at the pointer. Arrow keys move, Enter chooses, Escape or
 * a click elsewhere closes it.
 */
export function ContextMenu({ menu, onClose }: { menu: MenuAt; onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLButtonElement>('button')?.focus();
    const close = (event: globalThis.MouseEvent) => {
      if (!ref.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [onClose]);
  const move = (event: React.KeyboardEvent) => {
    const buttons = [...(ref.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'Escape') onClose();
    else if (event.key === 'ArrowDown') buttons[(at + 1) % buttons.length]?.focus();
    else if (event.key === 'ArrowUp') buttons[(at - 1 + buttons.length) % buttons.length]?.focus();
    else return;
    event.preventDefault();
  };
  return (
    <div
      ref={ref}
      role="menu"
      aria-label={`${s.actions} ${menu.label}`}
      data-testid="row-context-menu"
      tabIndex={-1}
      onKeyDown={move}
      style={{
        position: 'fixed',
        left: menu.x,
        top: menu.y,
        zIndex: 2000,
        background: 'var(--color-background-dropdown-item-default-4d5zl2, #fff)',
        border: '1px solid #b6bec9',
        borderRadius: 8,
        boxShadow: '0 4px 20px rgba(0, 7, 22, 0.15)',
        padding: '4px 0',
        minWidth: 140,
      }}
    >
      {actionsFor(menu.canWrite).map((item) => (
        <button
          key={item.id}
          type="button"
          role="menuitem"
          onClick={() => {
            onClose();
            menu.onAction(item.id);
          }}
          style={{
            display: 'block',
            width: '100%',
            textAlign: 'left',
            padding: '6px 16px',
            border: 0,
            background: 'none',
            font: 'inherit',
            cursor: 'pointer',
          }}
        >
          {item.text}
        </button>
      ))}
    </div>
  );
}

/** The table row under a right-click, as its index among the body's rows (for the page's items). */
export function rowIndexOf(event: MouseEvent): number | undefined {
  const row = (event.target as HTMLElement).closest('tbody tr');
  if (!row?.parentElement) return undefined;
  return [...row.parentElement.children].indexOf(row);
}
