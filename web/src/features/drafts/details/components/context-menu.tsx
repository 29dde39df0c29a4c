import { useEffect, useRef } from 'react';

export interface ContextMenuItem {
  id: string;
  text: string;
  disabled?: boolean;
}

export interface ContextMenuProps {
  x: number;
  y: number;
  items: readonly ContextMenuItem[];
  onSelect: (id: string) => void;
  onClose: () => void;
}

/**
 * The small right-click menu of a details cell (000 §2.7): focused on open, arrow keys move, Enter picks, Escape,
 * a click elsewhere or a scroll closes it. The row actions button offers the same items from the keyboard.
 */
export function ContextMenu({ x, y, items, onSelect, onClose }: ContextMenuProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLButtonElement>('button:not([disabled])')?.focus();
    const outside = (event: Event) => {
      if (!ref.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('mousedown', outside);
    window.addEventListener('scroll', onClose, true);
    window.addEventListener('resize', onClose);
    return () => {
      document.removeEventListener('mousedown', outside);
      window.removeEventListener('scroll', onClose, true);
      window.removeEventListener('resize', onClose);
    };
  }, [onClose]);
  const move = (step: number) => {
    const buttons = [...(ref.current?.querySelectorAll<HTMLButtonElement>('button:not([disabled])') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    buttons[(at + step + buttons.length) % buttons.length]?.focus();
  };
  return (
    <div
      ref={ref}
      role="menu"
      data-testid="cell-menu"
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
        else if (event.key === 'ArrowDown') move(1);
        else if (event.key === 'ArrowUp') move(-1);
        else return;
        event.preventDefault();
      }}
      style={{
        position: 'fixed',
        left: Math.min(x, window.innerWidth - 240),
        top: Math.min(y, window.innerHeight - 40 * items.length - 16),
        zIndex: 5000,
        minWidth: 200,
        background: '#fff',
        border: '1px solid #c6c6cd',
        borderRadius: 8,
        boxShadow: '0 4px 16px rgba(0, 7, 22, 0.2)',
        padding: 4,
      }}
    >
      {items.map((item) => (
        <button
          key={item.id}
          type="button"
          role="menuitem"
          disabled={item.disabled}
          onClick={() => {
            onClose();
            onSelect(item.id);
          }}
          style={{
            display: 'block',
            width: '100%',
            textAlign: 'left',
            padding: '6px 12px',
            border: 0,
            borderRadius: 4,
            background: 'transparent',
            font: 'inherit',
            cursor: item.disabled ? 'default' : 'pointer',
            color: item.disabled ? '#8c8c94' : 'inherit',
          }}
          onFocus={(event) => {
            event.currentTarget.style.background = '#f0fbff';
          }}
          onBlur={(event) => {
            event.currentTarget.style.background = 'transparent';
          }}
          onMouseEnter={(event) => event.currentTarget.focus()}
        >
          {item.text}
        </button>
      ))}
    </div>
  );
}
