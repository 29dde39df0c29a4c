import type { StoredRowWorker } from '../../data/entities/draft.entity.ts';

/*
 * The workers of one service row (000 §4.2, states.md §1.3), pure: every call answers a new list and leaves its
 * input alone. A row with workers has exactly one team lead, listed first, then the helpers in the order added:
 * - a worker added to a row without a team lead becomes its team lead (so the first worker always does);
 * - adding with `isTeamLead` makes the new worker the team lead and the previous lead a helper;
 * - removing the team lead promotes the next worker;
 * - a replacement takes the replaced worker's place and flags.
 * Callers check the worker's own fitness (exists, merchandiser, active) before.
 */

/** What a row keeps of a worker's directory card. */
export type RowWorkerCard = Pick<StoredRowWorker, 'id' | 'name' | 'isSpecialProjects' | 'supervisorId'>;

/** Team lead first (only one), then the others in their order; a list with workers but no lead gets one. */
export function withOneTeamLead(workers: readonly StoredRowWorker[]): StoredRowWorker[] {
  if (workers.length === 0) return [];
  const leadIndex = Math.max(
    0,
    workers.findIndex((w) => w.isTeamLead),
  );
  const lead = workers[leadIndex] as StoredRowWorker;
  return [
    { ...lead, isTeamLead: true },
    ...workers.filter((_, i) => i !== leadIndex).map((w) => (w.isTeamLead ? { ...w, isTeamLead: false } : w)),
  ];
}

export const isOnRow = (workers: readonly StoredRowWorker[], workerId: number) =>
  workers.some((w) => w.id === workerId);

function fromCard(card: RowWorkerCard, flags: Pick<StoredRowWorker, 'isTeamLead' | 'isTemporary'>): StoredRowWorker {
  const worker: StoredRowWorker = {
    id: card.id,
    name: card.name,
    isTeamLead: flags.isTeamLead,
    isTemporary: flags.isTemporary,
    isSpecialProjects: card.isSpecialProjects,
  };
  if (card.supervisorId !== undefined) worker.supervisorId = card.supervisorId;
  return worker;
}

/** Adds a worker (the caller made sure they are not on the row yet). */
export function addRowWorker(
  workers: readonly StoredRowWorker[],
  card: RowWorkerCard,
  isTeamLead: boolean,
): StoredRowWorker[] {
  const hasLead = workers.some((w) => w.isTeamLead);
  const becomesLead = isTeamLead || !hasLead;
  const others = becomesLead ? workers.map((w) => (w.isTeamLead ? { ...w, isTeamLead: false } : w)) : [...workers];
  const added = fromCard(card, { isTeamLead: becomesLead, isTemporary: false });
  return withOneTeamLead(becomesLead ? [added, ...others] : [...others, added]);
}

/** Removes a worker; the next worker becomes team lead when the lead leaves. Undefined when not on the row. */
export function removeRowWorker(workers: readonly StoredRowWorker[], workerId: number): StoredRowWorker[] | undefined {
  if (!isOnRow(workers, workerId)) return undefined;
  return withOneTeamLead(workers.filter((w) => w.id !== workerId));
}

/** Marks a worker temporary or not. Undefined when not on the row. */
export function setRowWorkerTemporary(
  workers: readonly StoredRowWorker[],
  workerId: number,
  isTemporary: boolean,
): StoredRowWorker[] | undefined {
  if (!isOnRow(workers, workerId)) return undefined;
  return workers.map((w) => (w.id === workerId ? { ...w, isTemporary } : w));
}

/**
 * Puts `card` where `oldWorkerId` is, with its team-lead and temporary flags. When the new worker is already on the
 * row, the old one is only removed — and if the old one was the team lead, the new one becomes it (they replace
 * them). Undefined when the old worker is not on the row (nothing to replace).
 */
export function replaceRowWorker(
  workers: readonly StoredRowWorker[],
  oldWorkerId: number,
  card: RowWorkerCard,
): StoredRowWorker[] | undefined {
  const old = workers.find((w) => w.id === oldWorkerId);
  if (!old || oldWorkerId === card.id) return undefined;
  if (isOnRow(workers, card.id)) {
    const rest = workers
      .filter((w) => w.id !== oldWorkerId)
      .map((w) => (old.isTeamLead && w.id === card.id ? { ...w, isTeamLead: true } : w));
    return withOneTeamLead(rest);
  }
  return withOneTeamLead(workers.map((w) => (w.id === oldWorkerId ? fromCard(card, old) : w)));
}
