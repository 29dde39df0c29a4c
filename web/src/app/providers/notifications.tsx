import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';

/** Toasts auto-close after this long unless the spec says otherwise (000 §9). */
export const TOAST_MS = 3000;

export interface Notice {
  type: 'success' | 'error' | 'info' | 'warning';
  content: string | readonly string[];
  header?: string;
  /** A notice with the id of a shown one replaces it. */
  id?: string;
  /** Defaults to true; errors the user must read stay until dismissed (000 §8.1). */
  autoClose?: boolean;
}

export interface ShownNotice extends Notice {
  id: string;
}

interface NotificationsApi {
  items: readonly ShownNotice[];
  notify: (notice: Notice) => void;
  dismiss: (id: string) => void;
}

const NotificationsContext = createContext<NotificationsApi | null>(null);

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<readonly ShownNotice[]>([]);
  const nextId = useRef(0);
  const dismiss = useCallback((id: string) => setItems((shown) => shown.filter((item) => item.id !== id)), []);
  const notify = useCallback(
    (notice: Notice) => {
      nextId.current += 1;
      const id = notice.id ?? `notice-${nextId.current}`;
      setItems((shown) => [...shown.filter((item) => item.id !== id), { ...notice, id }]);
      if (notice.autoClose ?? true) setTimeout(() => dismiss(id), TOAST_MS);
    },
    [dismiss],
  );
  const api = useMemo(() => ({ items, notify, dismiss }), [items, notify, dismiss]);
  return <NotificationsContext value={api}>{children}</NotificationsContext>;
}

export function useNotifications(): NotificationsApi {
  const api = useContext(NotificationsContext);
  if (!api) throw new Error('useNotifications must be used inside NotificationsProvider');
  return api;
}
