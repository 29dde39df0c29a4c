import { describe, expect, it } from 'vitest';
import { isTypingIn } from './focus-later.ts';

describe('isTypingIn (a delayed focus never takes a field the focus already went to)', () => {
  it('is true in text fields, lists and editable content', () => {
    expect(isTypingIn({ tagName: 'INPUT' })).toBe(true);
    expect(isTypingIn({ tagName: 'textarea' })).toBe(true);
    expect(isTypingIn({ tagName: 'SELECT' })).toBe(true);
    expect(isTypingIn({ tagName: 'DIV', isContentEditable: true })).toBe(true);
  });

  it('is false on the page, a dialog or a button, where the delayed focus still helps', () => {
    expect(isTypingIn(null)).toBe(false);
    expect(isTypingIn({ tagName: 'BODY' })).toBe(false);
    expect(isTypingIn({ tagName: 'DIV', isContentEditable: false })).toBe(false);
    expect(isTypingIn({ tagName: 'BUTTON' })).toBe(false);
  });
});
