import { WEB_ROUTES } from '@shelfline/shared/web-routes';
import { describe, expect, it } from 'vitest';
import { titleOf } from './route-titles.ts';

describe('titleOf', () => {
  it('uses the menu label of the entry on the path or its parent', () => {
    expect(titleOf({ path: '/workers' })).toBe('Workers');
    expect(titleOf({ path: '/schedules/maintenance/:mode' })).toBe('Schedule Maintenance');
    expect(titleOf({ path: '/schedule/drafts/:id' })).toBe('Draft Schedule');
  });

  it('prefers its own title where the menu label needs context', () => {
    expect(titleOf({ path: '/invoicing/merchandiser' })).toBe('Merchandiser Invoicing');
    expect(titleOf({ path: '/schedule/drafts/details/:ids' })).toBe('Draft Details');
  });

  it('names every route that renders a page', () => {
    const pages = WEB_ROUTES.filter((route) => !route.redirect && !route.firstOf);
    for (const route of pages) expect(titleOf(route), route.path).not.toBe('Shelfline');
  });
});
