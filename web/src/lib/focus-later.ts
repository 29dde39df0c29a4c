/** What a delayed focus needs to know of the element that has the focus now. */
interface FocusedElement {
  tagName: string;
  isContentEditable?: boolean;
}

const FIELD_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/** Whether the focus is in a field someone may be typing into (a dialog's own focus lands on a button or itself). */
export function isTypingIn(focused: FocusedElement | null | undefined): boolean {
  if (!focused) return false;
  return FIELD_TAGS.has(focused.tagName.toUpperCase()) || focused.isContentEditable === true;
}

/**
 * Focuses a field once a dialog has moved the focus to itself after mounting, unless a field has the focus by then:
 * on a slow machine the timer can fire after a person (or a scanner) started typing elsewhere, and taking the focus
 * then sends the rest of their keystrokes into the wrong field. Returns the cancel, for an effect's cleanup.
 */
export function focusLater(target: () => { focus(): void } | null | undefined, delayMs: number): () => void {
  const timer = setTimeout(() => {
    if (!isTypingIn(document.activeElement)) target()?.focus();
  }, delayMs);
  return () => clearTimeout(timer);
}
