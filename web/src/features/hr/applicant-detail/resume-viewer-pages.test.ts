import { describe, expect, it } from 'vitest';
import { clampPage } from './resume-viewer-pages.ts';

describe('clampPage (the résumé viewer page input)', () => {
  it('keeps a page inside the document', () => {
    expect(clampPage('3', 5)).toBe(3);
    expect(clampPage(' 5 ', 5)).toBe(5);
  });

  it('clamps below 1 and past the page count', () => {
    expect(clampPage('0', 5)).toBe(1);
    expect(clampPage('-4', 5)).toBe(1);
    expect(clampPage('12', 5)).toBe(5);
    expect(clampPage('5000', 1)).toBe(1);
  });

  it('drops the fraction of a decimal page', () => {
    expect(clampPage('2.7', 5)).toBe(2);
  });

  it('answers undefined for text that is not a page', () => {
    expect(clampPage('', 5)).toBeUndefined();
    expect(clampPage('  ', 5)).toBeUndefined();
    expect(clampPage('two', 5)).toBeUndefined();
  });
});
