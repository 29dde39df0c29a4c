import { describe, expect, it } from 'vitest';
import { detailsStrings as s } from '../strings.ts';
import { FillFormSchema } from './fill-missing-modal.tsx';

const valid = { jobId: 7, numberOfHelpers: '2', maximumDistanceKm: '150' };
const messages = (input: object) => {
  const parsed = FillFormSchema.safeParse(input);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('the Fill missing workers form', () => {
  it('sends the counts typed as text as numbers', () => {
    expect(FillFormSchema.parse({ ...valid, helperJobId: 3 })).toEqual({
      jobId: 7,
      helperJobId: 3,
      numberOfHelpers: 2,
      maximumDistanceKm: 150,
    });
  });

  it('asks for a job', () => {
    expect(messages({ ...valid, jobId: undefined })).toEqual({ jobId: s.jobRequired });
  });

  it('takes a whole number of helpers from 0 to 10 only', () => {
    for (const numberOfHelpers of ['', ' ', '1.5', '-1', '11', 'x'])
      expect(messages({ ...valid, numberOfHelpers })).toEqual({ numberOfHelpers: s.helpersInvalid });
    expect(messages({ ...valid, numberOfHelpers: '0' })).toEqual({});
    expect(messages({ ...valid, numberOfHelpers: '10' })).toEqual({});
  });

  it('takes a distance from 1 to 2000 km', () => {
    for (const maximumDistanceKm of ['', '0', '2001', 'far'])
      expect(messages({ ...valid, maximumDistanceKm })).toEqual({ maximumDistanceKm: s.distanceInvalid });
    expect(messages({ ...valid, maximumDistanceKm: '2.5' })).toEqual({});
  });
});
