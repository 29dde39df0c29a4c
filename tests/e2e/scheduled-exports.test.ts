import { describe, expect, it } from 'vitest';
import { storedMails } from '../support/mail-store.ts';
import { letterTag } from '../support/workers.ts';
import { withBrowser } from './support/browser.ts';

const WAIT = { timeout: 60_000 };

/** The e-mail a run sends: subject `{schedule name}: {file name}` (functions/domain/export-schedules/deliver-export.ts). */
async function waitForRunMail(name: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await storedMails()).find((m) => m.subject.startsWith(`${name}: `));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No mail for "${name}" within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/**
 * /reporting/scheduled-exports (DECISIONS.md additions, brief files-mail-recruiting §7.3): an admin schedules Contacts
 * weekly to an address, sees when it runs next, runs it now, sees the run succeed in its history and the file mailed,
 * edits its time, then deletes it after confirming.
 */
describe('scheduled exports', () => {
  const browser = withBrowser();

  it('an admin creates, runs and deletes a weekly schedule', async () => {
    const name = `E2E contacts ${letterTag()}`;
    const address = `sched-${Date.now()}@example.com`;
    const app = await browser.open('admin');
    await app.goto('/reporting/scheduled-exports');
    expect(await app.heading()).toContain('Scheduled Exports');
    const page = app.page;

    await page.locator('[data-testid="create-button"]').click();
    const editor = page.locator('[data-testid="schedule-editor"]');
    await editor.locator('[data-testid="schedule-name"] input').fill(name);
    // Weekly on Monday at 06:00 in Toronto are the new schedule's defaults; Thursday is added.
    await editor.locator('[data-testid="schedule-day-4"] input').check({ force: true });
    // Nothing to send to yet: the contract's schema refuses it under the field.
    await editor.locator('[data-testid="schedule-save"]').click();
    await editor.getByText('Add at least one recipient.').waitFor(WAIT);
    await editor.locator('[data-testid="schedule-address"] input').fill(address);
    await editor.locator('[data-testid="schedule-add-address"]').click();
    // Contacts holds personal data and goes to a typed address: the editor warns.
    await editor.locator('[data-testid="schedule-personal-data-warning"]').waitFor(WAIT);
    await editor.locator('[data-testid="schedule-save"]').click();
    await editor.waitFor({ state: 'detached', ...WAIT });

    const row = page.locator('tr', { hasText: name });
    await row.getByText('Weekly on Mon, Thu at 06:00 (America/Toronto)').waitFor(WAIT);
    expect(await row.locator('[data-testid="next-run"]').textContent()).toMatch(/^\d{4}-\d{2}-\d{2} 06:00 E[SD]T$/);

    // Paused, it has no next run until resumed.
    await row.locator('[data-testid="row-pause"]').click();
    await row.locator('[data-testid="row-pause"]', { hasText: 'Resume' }).waitFor(WAIT);
    expect(await row.locator('[data-testid="next-run"]').textContent()).toBe('');
    await row.locator('[data-testid="row-pause"]').click();
    await row.locator('[data-testid="row-pause"]', { hasText: 'Pause' }).waitFor(WAIT);
    await row.locator('[data-testid="next-run"]', { hasText: '06:00' }).waitFor(WAIT);
    await row.locator('[data-testid="row-run"]').click();
    await page
      .locator('[data-testid="notifications"]')
      .getByText(`Schedule "${name}" is running`)
      .first()
      .waitFor(WAIT);
    const mail = await waitForRunMail(name);
    expect(mail.subject).toMatch(/: contacts-report-\d{4}-\d{2}-\d{2}\.xlsx$/);

    await row.locator('[data-testid="row-runs"]').click();
    const runs = page.locator('[data-testid="schedule-runs"]');
    const succeeded = runs.locator('[data-testid="run-status"]', { hasText: 'Succeeded' });
    for (let i = 0; i < 30 && (await succeeded.count()) === 0; i++) {
      await runs.getByRole('button', { name: 'Refresh' }).click();
      await page.waitForTimeout(1000);
    }
    await succeeded.first().waitFor(WAIT);
    expect(await runs.locator('[data-testid="run-download"]').first().textContent()).toMatch(/^contacts-report-/);
    expect(await runs.textContent()).toContain(address);
    await runs.getByRole('button', { name: 'Close' }).click();
    // The list reads the schedule again: its last run is the one just made.
    await row.locator('[data-testid="run-status"]', { hasText: 'Succeeded' }).waitFor(WAIT);

    // The period already ran: Run now asks, and a yes runs it again as a forced run.
    await row.locator('[data-testid="row-run"]').click();
    const rerun = page.locator('[data-testid="rerun-confirm"]');
    await rerun.getByText(`Run "${name}" again?`).waitFor(WAIT);
    await rerun.getByText(/already ran/).waitFor(WAIT);
    await rerun.locator('[data-testid="confirm-ok"]').click();
    await rerun.waitFor({ state: 'detached', ...WAIT });
    await row.locator('[data-testid="row-runs"]').click();
    await runs.getByText('(forced)', { exact: false }).first().waitFor(WAIT);
    await runs.getByRole('button', { name: 'Close' }).click();

    // Edited: the editor opens on the schedule's values and the list shows the new time.
    await row.locator('[data-testid="row-edit"]').click();
    const timeInput = editor.locator('[data-testid="schedule-time"] input');
    expect(await timeInput.inputValue()).toBe('06:00');
    await timeInput.fill('07:30');
    await editor.locator('[data-testid="schedule-save"]').click();
    await editor.waitFor({ state: 'detached', ...WAIT });
    await row.getByText('Weekly on Mon, Thu at 07:30 (America/Toronto)').waitFor(WAIT);

    await row.locator('[data-testid="row-delete"]').click();
    const confirm = page.locator('[data-testid="confirm-modal"]');
    await confirm.getByText(`Delete schedule "${name}"?`).waitFor(WAIT);
    await confirm.locator('[data-testid="confirm-ok"]').click();
    await row.waitFor({ state: 'detached', ...WAIT });
  });
});
