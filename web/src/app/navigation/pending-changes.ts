/**
 * Unsaved changes the app must not lose when the user leaves through its own navigation (menu entries, links,
 * back and forward). A screen with a dirty draft registers an entry while it is dirty; the shell's leave guard
 * consults the registry before a navigation leaves the page and asks first.
 */
export interface PendingChange {
  /**
   * Saves the draft; resolves false when it failed (the user stays, with the errors shown). With it the guard asks
   * 'Do you want to save changes?' (Yes / No / Cancel); without it, whether to discard the changes.
   */
  save?: () => Promise<boolean>;
  /** A sentence under the question, naming what is unsaved. */
  detail?: string;
}

export interface PendingChanges {
  /** Registers a change; the returned function removes it. */
  add(change: PendingChange): () => void;
  /** The most recently registered change still pending, if any. */
  current(): PendingChange | undefined;
}

export function createPendingChanges(): PendingChanges {
  const entries: PendingChange[] = [];
  return {
    add(change) {
      const entry = { ...change };
      entries.push(entry);
      return () => {
        const index = entries.indexOf(entry);
        if (index >= 0) entries.splice(index, 1);
      };
    },
    current: () => entries.at(-1),
  };
}

/** The app's registry, read by the shell's leave guard. */
export const pendingChanges = createPendingChanges();

interface Place {
  pathname: string;
}

/**
 * Whether a navigation from `current` to `next` must be confirmed: something is pending and the navigation leaves
 * the page. Changes of the query string stay on the page (screens keep their own state there), and going to a
 * public page is signing out, which nothing holds back.
 */
export function mustConfirmLeave(
  pending: PendingChange | undefined,
  current: Place,
  next: Place,
  publicPaths: readonly string[],
): boolean {
  if (!pending) return false;
  const to = next.pathname.toLowerCase();
  if (to === current.pathname.toLowerCase()) return false;
  return !publicPaths.some((path) => path.toLowerCase() === to);
}
