import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn } from '../support/local-stack.ts';
import { withBrowser } from './support/browser.ts';
import { textOf } from './support/shelfline-page.ts';
import { demoUser } from './support/users.ts';

type Json = Record<string, unknown>;

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
function addDays(date: string, days: number): string {
  const d = new Date(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)), 12);
  d.setDate(d.getDate() + days);
  return iso(d);
}
/** A Monday two years ahead, varied per run so repeated runs on one stack do not meet each other's weeks. */
function futureMonday(): string {
  const year = new Date().getFullYear() + 2;
  const jan = new Date(year, 0, 5, 12);
  const toMonday = (8 - jan.getDay()) % 7;
  return addDays(iso(jan), toMonday + 7 * (Math.floor(Date.now() / 1000) % 40));
}

async function pick(page: Page, select: Locator, option: string): Promise<void> {
  await select.locator('button').first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * /profile (001 §2 Merchandiser profile): heading, contact save, the unsaved-changes prompt, general availability
 * with hours reduced to fit, a vacation and a special availability week on the calendar. What it changes on the
 * shared demo merchandiser is put back (contact and general availability by API; the vacation and week in the UI).
 */
describe('merchandiser profile', () => {
  const browser = withBrowser();
  let token = '';
  let contact: Json = {};
  let general: Json = {};

  beforeAll(async () => {
    token = (await signIn('merch')).token;
    const [c, g] = await Promise.all([
      api<Json>('GET', 'profile/contactInfo', { token }),
      api<Json>('GET', 'profile/generalAvailability', { token }),
    ]);
    expect(c.status).toBe(200);
    expect(g.status).toBe(200);
    contact = c.body;
    general = g.body;
  });

  afterAll(async () => {
    if (!token) return;
    const c = await api<Json>('GET', 'profile/contactInfo', { token });
    if (c.status === 200 && c.body.version !== contact.version) {
      const restored = await api('PUT', 'profile/contactInfo', {
        token,
        body: { ...contact, version: c.body.version },
      });
      expect(restored.status).toBe(200);
    }
    const g = await api<Json>('GET', 'profile/generalAvailability', { token });
    if (g.status === 200 && g.body.version !== general.version) {
      const days = Object.fromEntries(
        Object.entries((general.dailyAvailabilities ?? {}) as Record<string, Json>).map(([day, value]) => [
          day,
          {
            start: value.start,
            end: value.end,
            availableHours: value.availableHours,
            desiredHours: value.desiredHours,
          },
        ]),
      );
      const restored = await api('PUT', 'profile/generalAvailability', {
        token,
        body: {
          dailyAvailabilities: days,
          weeklyHoursMinimum: general.weeklyHoursMinimum,
          weeklyHoursMaximum: general.weeklyHoursMaximum,
          weeklyHoursPreferred: general.weeklyHoursPreferred,
          version: g.body.version,
        },
      });
      expect(restored.status).toBe(200);
    }
  });

  it('edits contact, travel and availability tabs, with a vacation and a special week on the calendar', async () => {
    const run = Date.now().toString(36).toUpperCase();
    const app = await browser.open();
    const page = app.page;
    const flash = (text: string) => page.locator('[data-testid="notifications"]').getByText(text).first().waitFor();
    const tab = (name: string) => page.getByRole('tab', { name, exact: true });

    await app.signIn(demoUser('merch'));
    await app.goto('/profile');
    expect(await app.heading()).toBe('Profile - Lucas Gagnon');

    // Contact Information: a change saved with the spec's message.
    const contactForm = page.locator('[data-testid="contact-form"]');
    const address2 = contactForm.locator('[data-testid="field-address2"] input');
    await address2.waitFor();
    await address2.fill(`Unit E2E ${run}`);
    await contactForm.locator('[data-testid="form-save"]').click();
    await flash('Contact Information Successfully Updated');

    // Validation under the field: a bad e-mail is not saved.
    const email = contactForm.locator('[data-testid="field-email"] input');
    const savedEmail = await email.inputValue();
    await email.fill('not-an-email');
    await contactForm.locator('[data-testid="form-save"]').click();
    await contactForm
      .locator('[data-testid="field-email"]')
      .getByText('Email is not a valid e-mail address.')
      .waitFor();

    // The SIN is masked until shown.
    const sin = contactForm.locator('[data-testid="field-sin"] input');
    expect(await sin.getAttribute('type')).toBe('password');
    await contactForm.locator('[data-testid="toggle-sin"]').click();
    expect(await sin.getAttribute('type')).toBe('text');

    // Change Password: the confirmation must match; a wrong current password is refused under its field.
    await contactForm.locator('[data-testid="change-password"]').click();
    const passwordModal = page.locator('[data-testid="password-modal"]');
    const passwordField = (name: string) => passwordModal.locator(`[data-testid="field-${name}"]`);
    await passwordField('currentPassword').locator('input').fill(`Wrong-${run}1!`);
    await passwordField('password').locator('input').fill(`New-${run}1!a`);
    await passwordField('confirm').locator('input').fill(`Other-${run}1!a`);
    await passwordModal.locator('[data-testid="form-save"]').click();
    await passwordField('confirm').getByText('The passwords do not match.').waitFor();
    await passwordField('confirm').locator('input').fill(`New-${run}1!a`);
    await passwordModal.locator('[data-testid="form-save"]').click();
    await passwordField('currentPassword').getByText('Current password is incorrect.').waitFor();
    await passwordModal.locator('[data-testid="form-cancel"]').click();
    await passwordModal.waitFor({ state: 'detached' });

    // Unsaved changes: switching tabs asks; Cancel stays, No discards and switches.
    await tab('Travel Preferences').click();
    const prompt = page.locator('[data-testid="save-changes-modal"]');
    await prompt.getByText('Do you want to save changes?').waitFor();
    await prompt.locator('[data-testid="save-changes-cancel"]').click();
    await prompt.waitFor({ state: 'detached' });
    expect(await email.inputValue()).toBe('not-an-email');
    await tab('Travel Preferences').click();
    await prompt.locator('[data-testid="save-changes-no"]').click();
    await page.locator('[data-testid="travel-form"]').waitFor();
    await tab('Contact Information').click();
    await address2.waitFor();
    expect(await email.inputValue()).toBe(savedEmail);
    expect(await address2.inputValue()).toBe(`Unit E2E ${run}`);

    // Yes saves before switching: a failed save stays on the tab, a good one switches.
    await email.fill('still-not-an-email');
    await tab('Travel Preferences').click();
    await prompt.locator('[data-testid="save-changes-yes"]').click();
    await prompt.waitFor({ state: 'detached' });
    await contactForm
      .locator('[data-testid="field-email"]')
      .getByText('Email is not a valid e-mail address.')
      .waitFor();
    await email.fill(savedEmail);
    await address2.fill(`Unit E2E ${run} B`);
    await tab('Travel Preferences').click();
    await prompt.locator('[data-testid="save-changes-yes"]').click();
    await flash('Contact Information Successfully Updated');
    const travelForm = page.locator('[data-testid="travel-form"]');
    await travelForm.waitFor();

    // Travel Preferences: a province's cities add to (or leave) the chosen tokens; No discards the change.
    const chosen = travelForm.locator('[data-testid="field-chosenCities"]');
    const hadOttawa = (await textOf(chosen)).includes('Ottawa (Ontario)');
    await pick(page, travelForm.locator('[data-testid="field-travelProvince"]'), 'Ontario');
    await travelForm.locator('[data-testid="field-travelCities"] button').first().click();
    await page.getByRole('option', { name: 'Ottawa', exact: true }).click();
    await page.keyboard.press('Escape');
    expect((await textOf(chosen)).includes('Ottawa (Ontario)')).toBe(!hadOttawa);
    await tab('General Availability').click();
    await prompt.locator('[data-testid="save-changes-no"]').click();

    // General Availability: Monday 9:00 AM - 5:00 PM, 8 hours; a shorter window reduces the hours.
    const generalForm = page.locator('[data-testid="general-form"]');
    await generalForm.locator('[data-testid="day-1-start"]').waitFor();
    await pick(page, generalForm.locator('[data-testid="day-1-start"]'), '9:00 AM');
    await pick(page, generalForm.locator('[data-testid="day-1-end"]'), '5:00 PM');
    await pick(page, generalForm.locator('[data-testid="day-1-hours"]'), '8');
    await pick(page, generalForm.locator('[data-testid="day-1-end"]'), '12:00 PM');
    // The trigger reads the chosen hours, then its label.
    expect(await textOf(generalForm.locator('[data-testid="day-1-hours"]'))).toBe('3Monday Hours');
    // A start after the end is flagged and cannot be saved.
    await pick(page, generalForm.locator('[data-testid="day-1-start"]'), '1:00 PM');
    await generalForm.locator('[data-testid="day-error-1"]').getByText('Start must not be later than end.').waitFor();
    await pick(page, generalForm.locator('[data-testid="day-1-start"]'), '9:00 AM');
    await generalForm.locator('[data-testid="day-error-1"]').waitFor({ state: 'detached' });
    await generalForm.locator('[data-testid="form-save"]').click();
    await flash('General Availability Successfully Updated');

    // Special Availability: add a full-day vacation two years ahead.
    await tab('Special Availability').click();
    const monday = futureMonday();
    const vacationStart = addDays(monday, 1);
    const vacationEnd = addDays(monday, 2);
    await page.locator('[data-testid="add-vacation"]').click();
    const vacationModal = page.locator('[data-testid="vacation-modal"]');
    await vacationModal.waitFor();
    await vacationModal.locator('[data-testid="field-startDate"] input').fill(vacationStart);
    await vacationModal.locator('[data-testid="field-endDate"] input').fill(vacationEnd);
    await vacationModal.locator('[data-testid="form-save"]').click();
    await flash('Vacation Successfully Created');
    await vacationModal.waitFor({ state: 'detached' });
    const table = page.locator('[data-testid="vacations-table"]');
    const row = table.locator('tbody tr', { hasText: `${vacationStart} - ${vacationEnd}` });
    await row.waitFor();
    expect(await textOf(row)).toContain('Vacation');

    // The calendar of that year shows the days red (full-day time off).
    const calendar = page.locator('[data-testid="availability-calendar"]');
    await pick(page, calendar.locator('[data-testid="calendar-year"]'), vacationStart.slice(0, 4));
    await calendar.getByRole('button', { name: `${vacationStart}, Vacation or off (full day)`, exact: true }).waitFor();
    expect(await calendar.locator(`[data-date="${vacationEnd}"]`).getAttribute('data-state')).toBe('fullTimeOff');

    // A week two weeks later: the editor is titled with its dates; save a special availability week.
    const weekStart = addDays(monday, 14);
    const weekEnd = addDays(weekStart, 6);
    await calendar.locator(`[data-date="${addDays(weekStart, 3)}"]`).click();
    const weekModal = page.locator('[data-testid="special-week-modal"]');
    await weekModal.getByText(`Special Availability: ${weekStart} - ${weekEnd}`).waitFor();
    await pick(page, weekModal.locator('[data-testid="day-3-start"]'), '10:00 AM');
    await pick(page, weekModal.locator('[data-testid="day-3-end"]'), '2:00 PM');
    await pick(page, weekModal.locator('[data-testid="day-3-hours"]'), '4');
    await weekModal.locator('[data-testid="form-save"]').click();
    await flash('Special Availability Created Successfully');
    await weekModal.waitFor({ state: 'detached' });
    await calendar.getByRole('button', { name: `${weekStart}, Special availability`, exact: true }).waitFor();
    expect(await calendar.locator(`[data-date="${weekEnd}"]`).getAttribute('data-state')).toBe('special');

    // Put the week back: Delete (asked first) removes it.
    await calendar.locator(`[data-date="${weekStart}"]`).click();
    await weekModal.locator('[data-testid="special-delete"]').click();
    await weekModal.locator('[data-testid="special-delete-question"]').waitFor();
    await weekModal.locator('[data-testid="special-delete-confirm"]').click();
    await flash('Special Availability Removed Successfully');
    // The message shows when the delete is done; the calendar follows once the weeks are read again.
    await expect.poll(() => calendar.locator(`[data-date="${weekStart}"]`).getAttribute('data-state')).toBe('none');

    // Cancel the vacation (after a confirmation): its row and its red days go.
    await row.locator('[data-testid="vacation-cancel"]').click();
    const confirmation = page.locator('[data-testid="confirm-modal"]');
    await confirmation.getByText('Cancel this vacation?').waitFor();
    await confirmation.locator('[data-testid="confirm-ok"]').click();
    await flash('Vacation Canceled');
    await row.waitFor({ state: 'detached' });
    await calendar.locator(`[data-date="${vacationStart}"][data-state="none"]`).waitFor();
  });

  it('asks before a menu entry leaves unsaved changes: Yes saves first, Cancel stays, No discards and goes', async () => {
    const app = await browser.open('merch');
    const page = app.page;
    await app.goto('/profile');
    const email = page.locator('[data-testid="contact-form"] [data-testid="field-email"] input');
    await email.waitFor();
    const savedEmail = await email.inputValue();
    await email.fill('not-an-email');

    const prompt = page.locator('[data-testid="save-changes-modal"]');
    const openMySchedule = () => app.topBar.locator('[data-testid="menu-mySchedule"]').click();

    // Yes with a change that cannot be saved stays on the page, the error under its field.
    await openMySchedule();
    await prompt.getByText('Do you want to save changes?').waitFor();
    await prompt.locator('[data-testid="save-changes-yes"]').click();
    await prompt.waitFor({ state: 'detached' });
    await page.locator('[data-testid="field-email"]').getByText('Email is not a valid e-mail address.').waitFor();
    expect(app.pathname()).toBe('/profile');

    // Cancel stays, with the edit kept.
    await openMySchedule();
    await prompt.locator('[data-testid="save-changes-cancel"]').click();
    await prompt.waitFor({ state: 'detached' });
    expect(app.pathname()).toBe('/profile');
    expect(await email.inputValue()).toBe('not-an-email');

    // No discards and goes; the profile reads the saved e-mail again.
    await openMySchedule();
    await prompt.locator('[data-testid="save-changes-no"]').click();
    await app.waitForPath('/schedules/active');
    await app.goto('/profile');
    await email.waitFor();
    expect(await email.inputValue()).toBe(savedEmail);
  });
});
