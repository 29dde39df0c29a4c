import { describe, expect, it } from 'vitest';
import { decideRoute } from './route-guard.ts';

describe('decideRoute', () => {
  it('asks a signed-out user to sign in on an authenticated route', () => {
    expect(decideRoute('/workers', undefined)).toEqual({ kind: 'signIn' });
  });

  it('answers not found for unknown paths, signed in or not', () => {
    expect(decideRoute('/nope', undefined)).toEqual({ kind: 'notFound' });
    expect(decideRoute('/nope', ['admin'])).toEqual({ kind: 'notFound' });
    expect(decideRoute('/workers/1/2', ['admin'])).toEqual({ kind: 'notFound' });
  });

  it('opens a page the roles allow, matching case-insensitively', () => {
    const decision = decideRoute('/JobMaintenance', ['admin']);
    expect(decision.kind === 'page' && decision.match.route.path).toBe('/jobMaintenance');
  });

  it('forbids a page the roles do not allow', () => {
    expect(decideRoute('/workers', ['merchandiser'])).toEqual({ kind: 'forbidden' });
    expect(decideRoute('/schedule/drafts/user', ['admin'])).toEqual({ kind: 'forbidden' });
  });

  it('follows redirect routes', () => {
    expect(decideRoute('/schedule', ['admin'])).toEqual({ kind: 'redirect', to: '/schedule/drafts' });
    expect(decideRoute('/schedules/maintenance', ['supervisor'])).toEqual({
      kind: 'redirect',
      to: '/schedules/maintenance/NotActivated',
    });
  });

  it('sends firstOf routes to the first child the user may open', () => {
    expect(decideRoute('/hr', ['supervisor'])).toEqual({ kind: 'redirect', to: '/hr/applicants' });
    expect(decideRoute('/hr', ['hr'])).toEqual({ kind: 'redirect', to: '/hr/job-postings' });
    expect(decideRoute('/invoicing', ['merchandiser'])).toEqual({ kind: 'redirect', to: '/invoicing/merchandiser' });
    expect(decideRoute('/fileManager', ['admin'])).toEqual({ kind: 'redirect', to: '/fileManager/internal' });
    expect(decideRoute('/hr', ['merchandiser'])).toEqual({ kind: 'forbidden' });
  });

  it('sends customers from /dashboard to /summary', () => {
    expect(decideRoute('/dashboard', ['customer'])).toEqual({ kind: 'redirect', to: '/summary' });
    expect(decideRoute('/dashboard', ['crmUser']).kind).toBe('page');
  });

  it('opens the customer dashboard for customers', () => {
    expect(decideRoute('/schedule/drafts/user', ['customer']).kind).toBe('page');
  });
});
