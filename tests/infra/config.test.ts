import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../infra/config.ts';

/** readConfig alone (no synth), with the context `cdk synth -c …` passes. */
const configWith = (context: Record<string, string>) => readConfig(new App({ context: { stage: 'dev', ...context } }));

describe('atsRetentionMonths setting', () => {
  it('keeps applicants 96 months unless told otherwise (the privacy page’s maximum)', () => {
    expect(configWith({}).atsRetentionMonths).toBe(96);
    expect(configWith({ atsRetentionMonths: '24' }).atsRetentionMonths).toBe(24);
  });

  it('refuses a retention that is not a whole number of months from 1 to 96', () => {
    for (const value of ['0', '97', '12.5', 'two years']) {
      expect(() => configWith({ atsRetentionMonths: value })).toThrow(/"atsRetentionMonths" must be a whole number/);
    }
  });
});
