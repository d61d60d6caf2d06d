import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  clearWindowStart,
  later,
  readWindowStart,
  saveWindowStart,
} from '#client/console/features/approval/countdown';

/** A Map-backed localStorage (the console's tests run in Node). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const NOW = Date.parse('2026-11-22T10:00:00.000Z');

describe('the 2-hour window kept per questionnaire (spec part 2, section 4)', () => {
  beforeEach(() => {
    Object.defineProperty(globalThis, 'localStorage', { value: memoryStorage(), configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'localStorage');
  });

  it('kept per questionnaire: one start does not show on another card', () => {
    saveWindowStart('12', '2026-11-22T09:00:00.000Z');
    expect(readWindowStart('12', NOW)).toBe('2026-11-22T09:00:00.000Z');
    expect(readWindowStart('13', NOW)).toBeNull();
  });

  it('a start older than 2 hours is dropped', () => {
    saveWindowStart('12', '2026-11-22T07:59:59.000Z');
    expect(readWindowStart('12', NOW)).toBeNull();
    expect(localStorage.getItem('approval-code-requested:12')).toBeNull();
  });

  it('garbage is dropped; clear removes the start', () => {
    localStorage.setItem('approval-code-requested:12', 'вчера');
    expect(readWindowStart('12', NOW)).toBeNull();
    saveWindowStart('12', '2026-11-22T09:30:00.000Z');
    clearWindowStart('12');
    expect(readWindowStart('12', NOW)).toBeNull();
  });

  it('the later start wins (a request made in another console restarts the countdown)', () => {
    expect(later('2026-11-22T09:00:00.000Z', '2026-11-22T09:30:00.000Z')).toBe('2026-11-22T09:30:00.000Z');
    expect(later('2026-11-22T09:30:00.000Z', '2026-11-22T09:00:00.000Z')).toBe('2026-11-22T09:30:00.000Z');
    expect(later(null, '2026-11-22T09:00:00.000Z')).toBe('2026-11-22T09:00:00.000Z');
    expect(later(null, null)).toBeNull();
  });
});
