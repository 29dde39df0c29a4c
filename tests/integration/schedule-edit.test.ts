import type { BulkStepResult, ScheduleRow } from '@shelfline/shared/contracts/schedule.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { listConsumerGroups, listServiceTypes } from '../../functions/data/master-data/master-data.repository.ts';
import { employees } from '../../functions/data/people/people.repository.ts';
import { scheduledWork } from '../../functions/data/people/worker-records.repository.ts';
import { getService } from '../../functions/data/schedule/schedule.repository.ts';
import { api } from '../support/local-stack.ts';
import { createTestServices, type StaffLogin, signInWithMonth, type TestMonth } from '../support/services.ts';
import { createTestWorker, letterTag, must } from '../support/workers.ts';

/*
 * PATCH schedule and PATCH schedule/batch (000 §6, §7.5): role and mode rules, validation, versions, and what a
 * merchandiser change writes (scheduled work, served retailers). Services of this file's own month; workers of its own.
 */
const tokens: Record<StaffLogin, string> = { admin: '', am: '', sup: '', merch: '' };
const tag = letterTag();
let month: TestMonth;
let first: number;
let second: number;
let inactive: number;
let notMerchandiser: number;
let manager: number;
let consumerGroup: { id: number; description: string };
let serviceType: { id: number; name: string };

const patch = (body: Record<string, unknown>, login: StaffLogin = 'admin') =>
  api<ScheduleRow & { errors?: Record<string, string[]> }>('PATCH', 'schedule', { token: tokens[login], body });
const batch = (body: Record<string, unknown>, login: StaffLogin = 'admin') =>
  api<BulkStepResult & { errors?: Record<string, string[]> }>('PATCH', 'schedule/batch', {
    token: tokens[login],
    body,
  });
const openOn = (day: string) => ({ mode: 'Open', earliestDate: day, latestDate: day });

beforeAll(async () => {
  month = await signInWithMonth(tokens);
  const worker = (code: string, lastName: string, fields: Record<string, unknown>) =>
    createTestWorker({ code: `${code}${tag}`, firstName: 'Edit', lastName: `${lastName}${tag}`, ...fields });
  first = await worker('edone', 'First', { isMerchandiser: true });
  second = await worker('edtwo', 'Second', { isMerchandiser: true });
  inactive = await worker('edgone', 'Gone', { isMerchandiser: true, inactive: true });
  notMerchandiser = await worker('edhelp', 'Helper', { isHelper: true });
  manager = await worker('edam', 'Manager', { isAccountManager: true });
  consumerGroup = must((await listConsumerGroups())[0]);
  serviceType = must((await listServiceTypes()).find((t) => !t.isInactive));
});

describe('PATCH schedule', () => {
  it('changes the merchandiser: flags, updated flag, scheduled work and served retailers follow', async () => {
    const [service] = await createTestServices(1, {
      earliestDate: month.day(2),
      isActivated: true,
      merchandiserId: first,
    });
    const id = must(service).id;
    expect((await scheduledWork.list(first)).some((w) => w.id === id)).toBe(true);

    const changed = await patch(
      { serviceId: id, version: 1, merchandiserId: second, markMerchandiserAsTemporary: true, sendBackup: true },
      'sup',
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({
      serviceId: id,
      version: 2,
      merchandiserId: second,
      merchandiser: `Edit Second${tag}`,
      isTemporary: true,
      sendBackup: true,
      sendSupply: false,
      employeeAssignedIdIsUpdated: true,
    });
    expect((await scheduledWork.list(first)).some((w) => w.id === id)).toBe(false);
    expect((await scheduledWork.list(second)).find((w) => w.id === id)).toMatchObject({
      isTeamLead: true,
      startDate: month.day(2),
    });
    expect((await employees.get(second))?.servedRetailerIds).toContain(must(service).retailerId);

    // The same merchandiser again changes nothing (no write, no reassignment).
    const again = await patch({
      serviceId: id,
      merchandiserId: second,
      markMerchandiserAsTemporary: true,
      sendBackup: true,
    });
    expect(again.status).toBe(200);
    expect(again.body.version).toBe(2);
  });

  it('refuses a worker who is not an active merchandiser, naming the field', async () => {
    const [service] = await createTestServices(1, { earliestDate: month.day(3), isActivated: true });
    const id = must(service).id;
    for (const worker of [inactive, notMerchandiser, 99_999_999]) {
      const refused = await patch({ serviceId: id, merchandiserId: worker });
      expect(refused.status).toBe(400);
      expect(refused.body.errors?.merchandiserId?.[0]).toContain('is not an active merchandiser');
    }
    expect((await getService(id))?.version).toBe(1);
  });

  it('applies the role and mode rules (000 §6)', async () => {
    const [open, notActivated, submitted] = [
      must((await createTestServices(1, { earliestDate: month.day(4), isActivated: true }))[0]),
      must((await createTestServices(1, { earliestDate: month.day(4) }))[0]),
      must((await createTestServices(1, { earliestDate: month.day(4), isActivated: true, isSubmitted: true }))[0]),
    ];
    // Supervisor: merchandiser, time limit and dates in Open; not trait, service type, consumer group, account manager.
    expect((await patch({ serviceId: open.id, timeLimit: 3.25 }, 'sup')).body).toMatchObject({
      timeLimit: 3.25,
      timeLimitIsUpdated: true,
    });
    expect((await patch({ serviceId: open.id, latestDate: month.day(9) }, 'sup')).body).toMatchObject({
      latestDate: month.day(9),
      latestDateIsUpdated: true,
    });
    expect((await patch({ serviceId: open.id, earliestDate: month.day(5) }, 'sup')).body).toMatchObject({
      earliestDate: month.day(5),
      earliestDateIsUpdated: true,
    });
    for (const body of [
      { trait: 'Endcap' },
      { serviceTypeId: serviceType.id },
      { consumerGroupId: consumerGroup.id },
    ]) {
      const refused = await patch({ serviceId: open.id, ...body }, 'sup');
      expect(refused.status).toBe(403);
      const field = Object.keys(body)[0] as string;
      expect(refused.body.errors?.[field]?.[0]).toContain('cannot be changed');
    }
    // Account manager: trait, service type, consumer group; not the account manager.
    expect((await patch({ serviceId: open.id, trait: 'Endcap' }, 'am')).body).toMatchObject({ trait: 'Endcap' });
    expect((await patch({ serviceId: open.id, serviceTypeId: serviceType.id }, 'am')).body).toMatchObject({
      serviceTypeId: serviceType.id,
      serviceType: serviceType.name,
    });
    expect((await patch({ serviceId: open.id, consumerGroupId: consumerGroup.id }, 'am')).body).toMatchObject({
      consumerGroupId: consumerGroup.id,
      consumerGroup: consumerGroup.description,
    });
    expect((await patch({ serviceId: open.id, acctManagerId: manager }, 'am')).status).toBe(403);
    // Admin: the account manager too.
    expect((await patch({ serviceId: open.id, acctManagerId: manager })).body).toMatchObject({
      acctManagerId: manager,
      accountManager: `Edit Manager${tag}`,
    });
    expect((await patch({ serviceId: open.id, acctManagerId: null })).body.acctManagerId).toBeUndefined();

    // NotActivated: supervisor and account manager nothing, admin everything.
    const supNot = await patch({ serviceId: notActivated.id, timeLimit: 5 }, 'sup');
    expect(supNot.status).toBe(403);
    expect(supNot.body.errors?.timeLimit?.[0]).toBe(
      'Time limit cannot be changed on a service that is not activated with your role.',
    );
    expect((await patch({ serviceId: notActivated.id, timeLimit: 5 }, 'am')).status).toBe(403);
    expect((await patch({ serviceId: notActivated.id, timeLimit: 5 })).body.timeLimit).toBe(5);
    // Submitted: nobody.
    for (const login of ['admin', 'am', 'sup'] as const)
      expect((await patch({ serviceId: submitted.id, timeLimit: 5 }, login)).status).toBe(403);
    // Merchandisers have no access to edits at all.
    expect((await patch({ serviceId: open.id, timeLimit: 1 }, 'merch')).status).toBe(403);
  });

  it('validates dates, references and the one field group', async () => {
    const [service] = await createTestServices(1, {
      earliestDate: month.day(6),
      latestDate: month.day(8),
      isActivated: true,
    });
    const id = must(service).id;
    const late = await patch({ serviceId: id, earliestDate: month.day(9) });
    expect(late.status).toBe(400);
    expect(Object.keys(late.body.errors ?? {})).toEqual(['earliestDate']);
    const early = await patch({ serviceId: id, latestDate: month.day(5) });
    expect(early.status).toBe(400);
    expect(Object.keys(early.body.errors ?? {})).toEqual(['latestDate']);
    expect((await patch({ serviceId: id, acctManagerId: first })).body.errors?.acctManagerId).toHaveLength(1);
    expect((await patch({ serviceId: id, consumerGroupId: 99_999_999 })).body.errors?.consumerGroupId).toHaveLength(1);
    expect((await patch({ serviceId: id, serviceTypeId: 99_999_999 })).body.errors?.serviceTypeId).toHaveLength(1);
    expect((await patch({ serviceId: id, timeLimit: 1, trait: 'x' })).status).toBe(400);
    expect((await patch({ serviceId: id, timeLimit: 1.1 })).status).toBe(400);
    expect((await patch({ serviceId: 999_999_999, timeLimit: 1 })).status).toBe(404);
    expect((await getService(id))?.version).toBe(1);
  });

  it('answers 409 to a stale version and never overwrites', async () => {
    const [service] = await createTestServices(1, { earliestDate: month.day(7), isActivated: true });
    const id = must(service).id;
    expect((await patch({ serviceId: id, version: 1, timeLimit: 4 })).status).toBe(200);
    const stale = await patch({ serviceId: id, version: 1, timeLimit: 6 });
    expect(stale.status).toBe(409);
    expect((await getService(id))?.timeLimit).toBe(4);
  });

  it('moves the scheduled work with the dates and drops a confirmation the new dates exclude', async () => {
    const [service] = await createTestServices(1, {
      earliestDate: month.day(10),
      latestDate: month.day(14),
      isActivated: true,
      merchandiserId: first,
      confirmation: { estimatedDate: month.day(11) },
    });
    const id = must(service).id;
    const kept = await patch({ serviceId: id, latestDate: month.day(12) });
    expect(kept.body.serviceConfirmation).toEqual({ estimatedDate: month.day(11) });
    const moved = await patch({ serviceId: id, earliestDate: month.day(12) });
    expect(moved.status).toBe(200);
    expect(moved.body.serviceConfirmation).toBeNull();
    const work = (await scheduledWork.list(first)).filter((w) => w.id === id);
    expect(work).toEqual([expect.objectContaining({ startDate: month.day(12), endDate: month.day(12) })]);
  });
});

describe('PATCH schedule: pay rate', () => {
  it('lets admin set a flat or per-hour pay rate (one replaces the other), clear it, and refuses others', async () => {
    const [service] = await createTestServices(1, { earliestDate: month.day(21), isActivated: true });
    const id = must(service).id;
    const flat = await patch({ serviceId: id, payrateFlat: 45.5 });
    expect(flat.status, JSON.stringify(flat.body)).toBe(200);
    expect(flat.body).toMatchObject({ payrateFlat: 45.5 });
    expect(flat.body.payratePerHour).toBeUndefined();
    const perHour = await patch({ serviceId: id, payratePerHour: 18.25 });
    expect(perHour.body).toMatchObject({ payratePerHour: 18.25 });
    expect(perHour.body.payrateFlat).toBeUndefined();
    // Clearing the rate the service is not paid by leaves the other one.
    expect((await patch({ serviceId: id, payrateFlat: null })).body).toMatchObject({ payratePerHour: 18.25 });
    const cleared = await patch({ serviceId: id, payratePerHour: null });
    expect(cleared.body.payratePerHour).toBeUndefined();
    expect(await getService(id)).not.toHaveProperty('payratePerHour');

    for (const login of ['am', 'sup'] as const) {
      const refused = await patch({ serviceId: id, payrateFlat: 10 }, login);
      expect(refused.status, login).toBe(403);
      expect(refused.body.errors?.payrateFlat?.[0]).toContain('Pay rate');
    }
    for (const bad of [-1, 12.345, 'ten', 100_001]) {
      const refused = await patch({ serviceId: id, payrateFlat: bad });
      expect(refused.status, String(bad)).toBe(400);
      expect(Object.keys(refused.body.errors ?? {})).toEqual(['payrateFlat']);
    }
    const both = await patch({ serviceId: id, payrateFlat: 1, payratePerHour: 2 });
    expect(both.status).toBe(400);
  });

  it('sets the pay rate of every filtered service in a batch', async () => {
    const services = await createTestServices(3, { earliestDate: month.day(22), isActivated: true });
    const result = await batch({ filter: openOn(month.day(22)), payratePerHour: 21 });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body).toMatchObject({ changed: 3, finished: true });
    const again = await batch({ filter: openOn(month.day(22)), payratePerHour: 21 });
    expect(again.body).toMatchObject({ changed: 0, skipped: 3 });
    for (const s of services) expect(await getService(s.id)).toMatchObject({ payratePerHour: 21 });
    expect((await batch({ filter: openOn(month.day(22)), payratePerHour: 5 }, 'am')).status).toBe(403);
  });
});

describe('PATCH schedule/batch', () => {
  it('changes every filtered service once, skipping those that hold the value', async () => {
    const services = await createTestServices(4, { earliestDate: month.day(15), isActivated: true, timeLimit: 2 });
    const result = await batch({ filter: openOn(month.day(15)), timeLimit: 2.5 }, 'sup');
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body).toMatchObject({ changed: 4, remaining: 0, skipped: 0, finished: true });
    const again = await batch({ filter: openOn(month.day(15)), timeLimit: 2.5 }, 'sup');
    expect(again.body).toMatchObject({ changed: 0, remaining: 0, skipped: 4, finished: true });
    for (const s of services)
      expect(await getService(s.id)).toMatchObject({ timeLimit: 2.5, timeLimitIsUpdated: true });
  });

  it('refuses a field the roles may not edit in the mode, and a date that would break any service', async () => {
    await createTestServices(2, { earliestDate: month.day(16), latestDate: month.day(18), isActivated: true });
    const other = await createTestServices(1, {
      earliestDate: month.day(16),
      latestDate: month.day(20),
      isActivated: true,
    });
    const trait = await batch({ filter: openOn(month.day(16)), trait: 'Endcap' }, 'sup');
    expect(trait.status).toBe(403);
    expect(trait.body.errors?.trait).toHaveLength(1);
    const submitted = await batch(
      { filter: { mode: 'Submitted', earliestDate: month.day(16), latestDate: month.day(16) }, timeLimit: 1 },
      'admin',
    );
    expect(submitted.status).toBe(403);
    const notActivated = await batch(
      { filter: { mode: 'NotActivated', earliestDate: month.day(16), latestDate: month.day(16) }, timeLimit: 1 },
      'am',
    );
    expect(notActivated.status).toBe(403);

    const broken = await batch({ filter: openOn(month.day(16)), latestDate: month.day(15) });
    expect(broken.status).toBe(400);
    expect(broken.body.errors?.latestDate?.[0]).toContain('3 of the filtered services');
    const tooLate = await batch({ filter: openOn(month.day(16)), earliestDate: month.day(19) });
    expect(tooLate.status).toBe(400);
    expect(tooLate.body.errors?.earliestDate?.[0]).toContain('2 of the filtered services');
    expect((await getService(must(other[0]).id))?.version).toBe(1);
  });

  it('changes the merchandiser of the filtered services with their scheduled work', async () => {
    const services = await createTestServices(3, {
      earliestDate: month.day(17),
      isActivated: true,
      merchandiserId: first,
    });
    const result = await batch({ filter: openOn(month.day(17)), merchandiserId: second, sendSupply: true }, 'am');
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body).toMatchObject({ changed: 3, finished: true });
    const ids = new Set(services.map((s) => s.id));
    expect((await scheduledWork.list(first)).filter((w) => ids.has(w.id))).toEqual([]);
    expect((await scheduledWork.list(second)).filter((w) => ids.has(w.id))).toHaveLength(3);
    for (const s of services)
      expect(await getService(s.id)).toMatchObject({
        merchandiserId: second,
        sendSupply: true,
        employeeAssignedIdIsUpdated: true,
      });
  });
});
