import { describe, expect, it } from 'vitest';
import { createPendingChanges, mustConfirmLeave } from './pending-changes.ts';

const PUBLIC = ['/', '/login'];

describe('createPendingChanges', () => {
  it('holds registered changes until removed, the latest first', () => {
    const registry = createPendingChanges();
    expect(registry.current()).toBeUndefined();
    const removeFirst = registry.add({ detail: 'first' });
    const removeSecond = registry.add({ detail: 'second' });
    expect(registry.current()?.detail).toBe('second');
    removeSecond();
    expect(registry.current()?.detail).toBe('first');
    removeSecond();
    expect(registry.current()?.detail).toBe('first');
    removeFirst();
    expect(registry.current()).toBeUndefined();
  });

  it('keeps two registrations of equal changes apart', () => {
    const registry = createPendingChanges();
    const change = { detail: 'same' };
    const removeA = registry.add(change);
    registry.add(change);
    removeA();
    expect(registry.current()?.detail).toBe('same');
  });
});

describe('mustConfirmLeave', () => {
  const pending = { detail: 'x' };

  it('asks only when something is pending and the page changes', () => {
    expect(mustConfirmLeave(undefined, { pathname: '/profile' }, { pathname: '/dashboard' }, PUBLIC)).toBe(false);
    expect(mustConfirmLeave(pending, { pathname: '/profile' }, { pathname: '/dashboard' }, PUBLIC)).toBe(true);
  });

  it('lets query-string changes on the same page through, whatever the case', () => {
    expect(mustConfirmLeave(pending, { pathname: '/workers' }, { pathname: '/Workers' }, PUBLIC)).toBe(false);
  });

  it('lets signing out through', () => {
    expect(mustConfirmLeave(pending, { pathname: '/profile' }, { pathname: '/' }, PUBLIC)).toBe(false);
    expect(mustConfirmLeave(pending, { pathname: '/profile' }, { pathname: '/LOGIN' }, PUBLIC)).toBe(false);
  });
});
