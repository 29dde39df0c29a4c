import { describe, expect, it } from 'vitest';
import type { StoredRowWorker } from '../../data/entities/draft.entity.ts';
import {
  addRowWorker,
  type RowWorkerCard,
  removeRowWorker,
  replaceRowWorker,
  setRowWorkerTemporary,
  withOneTeamLead,
} from './row-workers.ts';

const card = (id: number, extra: Partial<RowWorkerCard> = {}): RowWorkerCard => ({
  id,
  name: `Worker ${id}`,
  isSpecialProjects: false,
  ...extra,
});
const worker = (id: number, isTeamLead = false, isTemporary = false): StoredRowWorker => ({
  ...card(id),
  isTeamLead,
  isTemporary,
});
const summary = (workers: readonly StoredRowWorker[] | undefined) =>
  workers?.map((w) => `${w.id}${w.isTeamLead ? 'L' : ''}${w.isTemporary ? 'T' : ''}`).join(' ');

describe('row workers', () => {
  it('makes the first worker of a row its team lead, whatever was asked', () => {
    expect(summary(addRowWorker([], card(1), false))).toBe('1L');
    expect(summary(addRowWorker([], card(1), true))).toBe('1L');
  });

  it('adds later workers as helpers, after the others', () => {
    expect(summary(addRowWorker([worker(1, true), worker(2)], card(3), false))).toBe('1L 2 3');
  });

  it('makes a worker added as team lead the lead, the previous lead a helper, lead first', () => {
    expect(summary(addRowWorker([worker(1, true), worker(2)], card(3), true))).toBe('3L 1 2');
  });

  it('makes a worker added to a row without a team lead its lead', () => {
    expect(summary(addRowWorker([worker(1), worker(2)], card(3), false))).toBe('3L 1 2');
  });

  it("keeps the card's name, special-projects flag and supervisor", () => {
    const [added] = addRowWorker([], card(7, { name: 'Ann Lee', isSpecialProjects: true, supervisorId: 3 }), false);
    expect(added).toEqual({
      id: 7,
      name: 'Ann Lee',
      isTeamLead: true,
      isTemporary: false,
      isSpecialProjects: true,
      supervisorId: 3,
    });
  });

  it('promotes the next worker when the team lead is removed', () => {
    expect(summary(removeRowWorker([worker(1, true), worker(2), worker(3)], 1))).toBe('2L 3');
    expect(summary(removeRowWorker([worker(1, true), worker(2), worker(3)], 2))).toBe('1L 3');
    expect(summary(removeRowWorker([worker(1, true)], 1))).toBe('');
  });

  it('answers undefined for a worker who is not on the row', () => {
    expect(removeRowWorker([worker(1, true)], 9)).toBeUndefined();
    expect(setRowWorkerTemporary([worker(1, true)], 9, true)).toBeUndefined();
    expect(replaceRowWorker([worker(1, true)], 9, card(2))).toBeUndefined();
  });

  it('marks a worker temporary and back', () => {
    const marked = setRowWorkerTemporary([worker(1, true), worker(2)], 2, true);
    expect(summary(marked)).toBe('1L 2T');
    expect(summary(setRowWorkerTemporary(marked ?? [], 2, false))).toBe('1L 2');
  });

  it("puts the replacement in the replaced worker's place with its flags", () => {
    expect(summary(replaceRowWorker([worker(1, true), worker(2, false, true)], 2, card(5)))).toBe('1L 5T');
    expect(summary(replaceRowWorker([worker(1, true), worker(2)], 1, card(5)))).toBe('5L 2');
  });

  it('only removes the replaced worker when the new one is already on the row, keeping a team lead', () => {
    expect(summary(replaceRowWorker([worker(1, true), worker(2), worker(3)], 1, card(3)))).toBe('3L 2');
    expect(summary(replaceRowWorker([worker(1, true), worker(2), worker(3)], 2, card(3)))).toBe('1L 3');
  });

  it('keeps exactly one team lead, first', () => {
    expect(summary(withOneTeamLead([worker(1), worker(2, true), worker(3, true)]))).toBe('2L 1 3');
    expect(summary(withOneTeamLead([worker(1), worker(2)]))).toBe('1L 2');
    expect(withOneTeamLead([])).toEqual([]);
  });

  it('leaves its input alone', () => {
    const input = [worker(1, true), worker(2)];
    addRowWorker(input, card(3), true);
    removeRowWorker(input, 1);
    expect(summary(input)).toBe('1L 2');
  });
});
