import { describe, expect, it } from 'vitest';
import { paragraphsOf } from './word-resume-text.ts';

describe("a Word résumé's paragraphs", () => {
  it('splits on blank lines, trims lines and drops empty paragraphs', () => {
    expect(paragraphsOf('Jane Doe\n\n  Merchandiser  \nToronto\n\n\n \n<b>Skills</b>\n')).toEqual([
      'Jane Doe',
      'Merchandiser\nToronto',
      '<b>Skills</b>',
    ]);
  });

  it('has no paragraph for an empty document', () => {
    expect(paragraphsOf(' \n\n \n')).toEqual([]);
  });
});
