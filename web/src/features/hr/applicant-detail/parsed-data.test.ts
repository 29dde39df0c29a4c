import { describe, expect, it } from 'vitest';
import { readParsedJson } from './parsed-data.ts';

const resume = {
  basics: { name: 'Ann Lee' },
  work: [],
  education: [],
  skills: [],
  languages: [],
  certifications: [],
  projects: [],
  volunteer: [],
};
const scoring = {
  overallScore: 40,
  criteria: [{ category: 'Skills', name: 'forklift', score: 20, weight: 2, notes: '' }],
};

describe("an applicant's parsed data", () => {
  it('reads both parts', () => {
    const read = readParsedJson(JSON.stringify({ resume, scoring }));
    expect(read.resume).toEqual({ ok: true, value: resume });
    expect(read.scoring).toEqual({ ok: true, value: scoring });
  });

  it('tells absent parts from unreadable ones', () => {
    expect(readParsedJson(undefined)).toEqual({ resume: undefined, scoring: undefined });
    expect(readParsedJson('{not json')).toEqual({ resume: { ok: false }, scoring: { ok: false } });
    expect(readParsedJson(JSON.stringify({ resume: { basics: 3 }, scoring }))).toMatchObject({ resume: { ok: false } });
    expect(readParsedJson(JSON.stringify({ scoring })).resume).toBeUndefined();
  });
});
