import { describe, expect, it } from 'vitest';
import { winAnsi } from './win-ansi.ts';

describe('winAnsi', () => {
  it('keeps what Windows-1252 holds: French, Western European names, the euro, dashes and quotes', () => {
    const text = 'Émilie Côté, Québec – “Søren” Müller‘s café … €12.50 — ½';
    expect(winAnsi(text)).toBe(text);
  });

  it('turns other letters into their base letter, and what has none into "?"', () => {
    expect(winAnsi('Dvořák, Ćosić, Łukasz')).toBe('Dvorák, Cosic, ?ukasz');
    expect(winAnsi('x ≥ 1 漢 🙂')).toBe('x ? 1 ? ?');
  });
});
