import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { readConfig, SES_RECEIVING_REGIONS } from '../../infra/config.ts';

/** readConfig alone (no synth): the mailRegion context as `cdk synth -c …` passes it. */
const configWith = (context: Record<string, string>) => readConfig(new App({ context: { stage: 'dev', ...context } }));

describe('mailRegion setting', () => {
  it('lists the regions where SES receives mail, Canada (Central) not among them', () => {
    expect(SES_RECEIVING_REGIONS).toContain('us-east-1');
    expect(SES_RECEIVING_REGIONS).not.toContain('ca-central-1');
  });

  it('defaults to the main region', () => {
    expect(configWith({ region: 'us-east-1' }).mailRegion).toBe('us-east-1');
    // Not refused: refusing Canada, the default, would refuse every synth (see resolveMailRegion).
    expect(configWith({ region: 'ca-central-1' }).mailRegion).toBe('ca-central-1');
  });

  it('refuses a mailRegion without SES receiving, naming a region to pass', () => {
    expect(() => configWith({ region: 'ca-central-1', mailRegion: 'ca-central-1' })).toThrow(
      /"mailRegion" is ca-central-1, but SES receives e-mail only in .*-c mailRegion=us-east-1/,
    );
    expect(() => configWith({ region: 'us-east-1', mailRegion: 'eu-central-1' })).toThrow(
      /"mailRegion" is eu-central-1/,
    );
  });

  it('accepts a receiving mailRegion equal to the main region', () => {
    expect(configWith({ region: 'eu-west-1', mailRegion: 'eu-west-1' }).mailRegion).toBe('eu-west-1');
  });

  it('accepts a receiving mailRegion other than the main region: the mail-in part then deploys there', () => {
    const config = configWith({ region: 'ca-central-1', mailRegion: 'us-east-1' });
    expect(config.mailRegion).toBe('us-east-1');
    expect(config.env.region).toBe('ca-central-1');
  });
});
