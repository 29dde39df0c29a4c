import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseForMatching, type ScoringConfig, scoreResume } from './scoring.ts';

type Criterion = ScoringConfig['criteria'][number];
let nextId = 1;
const criterion = (
  type: Criterion['type'],
  keywords: [text: string, score: number, autoReject?: boolean][],
  category = `${type} skills`,
): Criterion => ({
  id: nextId++,
  category,
  type,
  keywords: keywords.map(([text, score, autoReject = false]) => ({ id: nextId++, text, score, autoReject })),
});

describe('scoreResume: matching', () => {
  it('finds keywords whatever their case and accents, as whole words or phrases', () => {
    const config = {
      criteria: [
        criterion('additional', [
          ['Gestión de inventario', 10],
          ['forklift', 5],
          ['java', 7],
        ]),
      ],
    };
    const result = scoreResume('GESTION DE-INVENTARIO since 2019; Forklift licence. JavaScript only.', config);
    expect(result.criteria[0]).toMatchObject({ score: 15, weight: 1 });
    expect(result.criteria[0]?.notes).toBe('Found: Gestión de inventario (+10), forklift (+5).');
    expect(result.overallScore).toBe(15);
  });

  it('finds a keyword at the very start and end of the text, not inside another word', () => {
    const config = { criteria: [criterion('other', [['retail', 10]])] };
    expect(scoreResume('retail', config).criteria[0]?.score).toBe(10);
    expect(scoreResume('I worked in Retail.', config).criteria[0]?.score).toBe(10);
    expect(scoreResume('retailer', config).criteria[0]?.score).toBe(0);
    expect(scoreResume('preretail', config).criteria[0]?.score).toBe(0);
  });

  it('treats regular-expression characters in keywords as plain text', () => {
    const config = {
      criteria: [
        criterion('additional', [
          ['C++', 10],
          ['(a+)+$', 5],
        ]),
      ],
    };
    expect(scoreResume('C++ and C#', config).criteria[0]?.score).toBe(10);
    expect(scoreResume('C and C#', config).criteria[0]?.score).toBe(0);
    // The pattern-like keyword is the text '(a+)+$' reduced to 'a+': no backtracking on a long run of 'a'.
    expect(scoreResume(`${'a'.repeat(50_000)}!`, config).criteria[0]?.score).toBe(0);
  });

  it('counts a keyword written twice once, and ignores keywords of punctuation only', () => {
    const config = {
      criteria: [
        criterion('additional', [
          ['Café', 10],
          ['cafe', 10],
          ['!!!', 50],
        ]),
      ],
    };
    expect(scoreResume('Worked at a café', config).criteria[0]?.score).toBe(10);
  });
});

describe('scoreResume: weights, clamping, notes', () => {
  it('weighs critical 2, additional 1, negative 1, other 0.5 and rounds the sum', () => {
    const config = {
      criteria: [
        criterion('critical', [['merchandising', 10]]),
        criterion('additional', [['forklift', 10]]),
        criterion('negative', [['no car', -5]]),
        criterion('other', [['bilingual', 5]]),
      ],
    };
    const result = scoreResume('Merchandising, forklift, bilingual, no car.', config);
    expect(result.criteria.map((c) => [c.name, c.score, c.weight])).toEqual([
      ['critical', 10, 2],
      ['additional', 10, 1],
      ['negative', -5, 1],
      ['other', 5, 0.5],
    ]);
    expect(result.overallScore).toBe(Math.round(20 + 10 - 5 + 2.5));
  });

  it('clamps to 0 and 100', () => {
    const config = {
      criteria: [
        criterion('critical', [
          ['a', 100],
          ['b', 100],
        ]),
        criterion('negative', [['z', -100]]),
      ],
    };
    expect(scoreResume('a b', config).overallScore).toBe(100);
    expect(scoreResume('z', config).overallScore).toBe(0);
  });

  it('notes a critical criterion without a match but does not reject for it', () => {
    const result = scoreResume('nothing relevant', { criteria: [criterion('critical', [['forklift', 10]])] });
    expect(result.criteria[0]?.notes).toBe('No keyword of this critical criterion was found.');
    expect(result.autoRejectedBy).toBeUndefined();
    expect(result.overallScore).toBe(0);
  });

  it('names the first auto-reject keyword found', () => {
    const config = {
      criteria: [
        criterion('negative', [
          ['no work permit', -50, true],
          ['unavailable weekends', -10, true],
        ]),
      ],
    };
    const result = scoreResume('Unavailable weekends. No work permit.', config);
    expect(result.autoRejectedBy).toBe('no work permit');
    expect(result.criteria[0]?.notes).toContain('Rejected automatically: keyword "no work permit" was found.');
    expect(scoreResume('Available weekends', config).autoRejectedBy).toBeUndefined();
  });

  it('gives 0 and no criteria without configuration', () => {
    expect(scoreResume('anything', { criteria: [] })).toEqual({ overallScore: 0, criteria: [] });
  });
});

const word = fc.stringMatching(/^[a-z]{1,8}$/);
const keywordArb = fc.record({
  id: fc.nat(),
  text: fc.oneof(word, fc.string({ maxLength: 20 })),
  score: fc.integer({ min: -100, max: 100 }).filter((n) => n !== 0),
  autoReject: fc.boolean(),
});
const configArb = fc.record({
  criteria: fc.array(
    fc.record({
      id: fc.nat(),
      category: fc.string({ maxLength: 10 }),
      type: fc.constantFrom('critical', 'additional', 'negative', 'other' as const),
      keywords: fc.array(keywordArb, { maxLength: 6 }),
    }),
    { maxLength: 5 },
  ),
}) as fc.Arbitrary<ScoringConfig>;

describe('scoreResume: properties', () => {
  it('always answers an integer within 0-100 and one line per criterion', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), configArb, (text, config) => {
        const result = scoreResume(text, config);
        expect(Number.isInteger(result.overallScore)).toBe(true);
        expect(result.overallScore).toBeGreaterThanOrEqual(0);
        expect(result.overallScore).toBeLessThanOrEqual(100);
        expect(result.criteria).toHaveLength(config.criteria.length);
      }),
    );
  });

  it('does not depend on the case or accents of the text', () => {
    fc.assert(
      fc.property(fc.array(word, { maxLength: 30 }), configArb, (words, config) => {
        const text = words.join(' ');
        const accented = text.replace(/e/g, 'é').replace(/a/g, 'À').toUpperCase();
        expect(scoreResume(accented, config)).toEqual(scoreResume(text, config));
      }),
    );
  });

  it('finds every keyword that is written in the text as a word', () => {
    fc.assert(
      fc.property(fc.array(word, { maxLength: 20 }), word, fc.integer({ min: 1, max: 100 }), (words, kw, points) => {
        const config = { criteria: [criterion('additional', [[kw, points]])] };
        const result = scoreResume([...words, kw.toUpperCase(), ...words].join(', '), config);
        expect(result.criteria[0]?.score).toBe(points);
      }),
    );
  });

  it('normalises to lower-case words separated by single spaces', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const normal = normaliseForMatching(text);
        expect(normal).toBe(normal.trim());
        expect(normal).not.toContain('  ');
        expect(normaliseForMatching(normal)).toBe(normal);
      }),
    );
  });
});
