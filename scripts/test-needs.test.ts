import { describe, expect, it } from 'vitest';
import { needsOf } from './test-needs.ts';

describe('what a test run needs', () => {
  it('does everything for the whole run', () => {
    expect(needsOf([])).toEqual({ staticChecks: true, stack: true, spa: true });
  });

  it('starts nothing for unit, contract and infra runs', () => {
    for (const args of [
      ['--project', 'unit'],
      ['--project=contract'],
      ['--project', 'infra'],
      ['web/src/lib/x.test.ts'],
    ])
      expect(needsOf(args), args.join(' ')).toEqual({ staticChecks: false, stack: false, spa: false });
  });

  it('starts the stack for integration, and builds the SPA for browser tests', () => {
    expect(needsOf(['tests/integration/stores.test.ts'])).toEqual({ staticChecks: false, stack: true, spa: false });
    expect(needsOf(['--project', 'e2e', '-t', 'phone'])).toEqual({ staticChecks: false, stack: true, spa: true });
    expect(needsOf(['--project', 'unit', '--project', 'integration'])).toMatchObject({ stack: true, spa: false });
  });

  it('gives an argument it cannot place everything but the static checks', () => {
    expect(needsOf(['schedule'])).toEqual({ staticChecks: false, stack: true, spa: true });
  });
});
