import { describe, expect, it } from 'vitest';
import { FETCH_FAILURES, fetchFailure } from '../../app/providers/fetch-failures.tsx';
import { workerStrings as s } from './strings.ts';

describe("the worker screens' fetch failures (001 §8)", () => {
  it('are the spec words, each once', () => {
    // 001 §8 "Fetch failures", in the spec's order.
    const spec = [
      'Could not fetch Administrators.',
      'Could not fetch HR.',
      'Could not fetch Supervisors.',
      'Could not fetch Merchandisers.',
      'Could not fetch Account Managers.',
      'Could not fetch Helpers.',
      'Could not fetch employees.',
      'Could not fetch employee.',
      'Could not fetch employee scheduled works.',
      'Could not fetch service types.',
    ];
    expect([...Object.values(FETCH_FAILURES)].sort()).toEqual([...spec].sort());
  });

  it("put the message in a query's meta, and the worker screen's alerts say the same", () => {
    expect(fetchFailure('supervisors')).toEqual({ failureMessage: 'Could not fetch Supervisors.' });
    expect([s.fetchEmployees, s.fetchEmployee, s.fetchScheduledWork]).toEqual([
      'Could not fetch employees.',
      'Could not fetch employee.',
      'Could not fetch employee scheduled works.',
    ]);
  });
});
