import { describe, expect, it } from 'vitest';
import { commentDate } from './strings.ts';
import { draftOf, inputOf } from './worker-draft.ts';
import { mayKeepAvailability, visibleTabs } from './worker-tab-rules.ts';

describe('worker form tabs by role (001 §6)', () => {
  it('shows every tab to an administrator in edit mode, and no Payroll in view mode', () => {
    expect(visibleTabs(['admin'], true)).toEqual([
      'contact',
      'profile',
      'availability',
      'comments',
      'payroll',
      'scheduledWork',
    ]);
    expect(visibleTabs(['admin'], false)).not.toContain('payroll');
  });

  it('hides Profile from supervisors and Comments from everyone but administrators', () => {
    expect(visibleTabs(['supervisor'], false)).toEqual(['contact', 'availability', 'scheduledWork']);
    expect(visibleTabs(['accountManager'], false)).toEqual(['contact', 'profile', 'availability', 'scheduledWork']);
    expect(visibleTabs(['admin', 'supervisor'], false)).toContain('profile');
  });
});

describe('worker form helpers', () => {
  it("writes comment dates as 'MMMM DD, YYYY'", () => {
    expect(commentDate('2026-03-07T14:05:00Z')).toBe('March 07, 2026');
    expect(commentDate('2026-12-31')).toBe('December 31, 2026');
  });

  it('drops languages with neither flag and turns typed numbers into numbers', () => {
    const draft = {
      ...draftOf(),
      hourlyRate: '21.5',
      supervisorId: '3',
      languages: [
        { languageId: 1, language: 'English', isSpoken: true, isWritten: false },
        { languageId: 2, language: 'French', isSpoken: false, isWritten: false },
      ],
    };
    const input = inputOf(draft, 4);
    expect(input.hourlyRate).toBe(21.5);
    expect(input.supervisorId).toBe(3);
    expect(input.countryId).toBe(1);
    expect(input.languages).toEqual([{ languageId: 1, language: 'English', isSpoken: true, isWritten: false }]);
    expect(input.version).toBe(4);
    expect(input.firstName).toBeUndefined();
  });

  it('sends an emptied SIN or bank field as cleared, and leaves alone those the form never held', () => {
    const loaded = { ...draftOf(), sin: '046454286', bank: '004' };
    const emptied = { ...loaded, sin: '', bank: '' };
    const input = inputOf(emptied, 2, loaded);
    expect(input.sin).toBe('');
    expect(input.bank).toBe('');
    expect(input.transit).toBeUndefined();
    expect(inputOf({ ...draftOf(), sin: '' }, 2, draftOf()).sin).toBeUndefined();
  });

  it("lets administrators keep any worker's availability and supervisors their own team's only", () => {
    expect(mayKeepAvailability(['admin'], undefined, undefined)).toBe(true);
    expect(mayKeepAvailability(['supervisor'], 3, 3)).toBe(true);
    expect(mayKeepAvailability(['supervisor'], 3, 7)).toBe(false);
    expect(mayKeepAvailability(['accountManager'], 3, 3)).toBe(false);
  });
});
