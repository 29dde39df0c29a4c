import { ScheduleFilterSchema } from '@shelfline/shared/contracts/schedule.contract';
import { describe, expect, it } from 'vitest';
import { scheduledWork } from '../../functions/data/people/worker-records.repository.ts';
import { getService } from '../../functions/data/schedule/schedule.repository.ts';
import { runBulkStep } from '../../functions/domain/schedule/bulk-step.ts';
import { selectServices } from '../../functions/domain/schedule/select-services.ts';
import { createTestServices, testMonth } from '../support/services.ts';

/** The schedule's selection and bulk steps on the compact day index, below the API (the routes build on them). */
describe('schedule selection and bulk steps', () => {
  it('selects a window by mode from the compact index and activates in steps that never change a service twice', async () => {
    const month = await testMonth();
    const created = await createTestServices(30, { earliestDate: month.day(10), merchandiserId: 4 });
    await createTestServices(5, { earliestDate: month.day(11), isActivated: true });
    const filter = ScheduleFilterSchema.parse({ mode: 'NotActivated', earliestDate: month.from, latestDate: month.to });
    const before = await selectServices(filter, {});
    expect(before.filtered.map((s) => s.id).sort()).toEqual(created.map((s) => s.id).sort());

    const activate = {
      needs: (s: { isActivated: boolean }) => !s.isActivated,
      apply: (s: Parameters<Parameters<typeof runBulkStep>[1]['apply']>[0]) => ({ ...s, isActivated: true }),
    };
    const chosen = before.filtered.slice(0, 20);
    const first = await runBulkStep(chosen, activate, 'test');
    expect(first).toMatchObject({ changed: 20, remaining: 0, finished: true });
    const again = await selectServices(filter, {});
    expect(again.filtered).toHaveLength(10);
    const open = await selectServices(ScheduleFilterSchema.parse({ ...filter, mode: 'Open' }), {});
    expect(open.filtered).toHaveLength(25);
    const mine = await selectServices(ScheduleFilterSchema.parse({ ...filter, mode: 'Open' }), { merchandiserId: 4 });
    expect(mine.filtered).toHaveLength(20);

    const stored = await getService(chosen[0]?.id ?? 0);
    expect(stored).toMatchObject({ isActivated: true, version: 2 });
    const again2 = await runBulkStep(chosen, activate, 'test');
    expect(again2).toMatchObject({ changed: 0, remaining: 0, finished: true });
    const work = await scheduledWork.list(4);
    expect(work.find((w) => w.id === chosen[0]?.id)).toMatchObject({ startDate: month.day(10) });
  });
});
