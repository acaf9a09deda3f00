import { describe, expect, it } from 'vitest';
import { RecentCache } from './recentCache';

describe('RecentCache', () => {
  it('answers by identity, and keeps the last `capacity` keys asked for or set', () => {
    const cache = new RecentCache<object, number>(3);
    const [a, b, c, d] = [{}, {}, {}, {}];
    cache.set(a, 1).set(b, 2).set(c, 3);
    expect(cache.get({})).toBeUndefined();
    expect(cache.get(a)).toBe(1); // a is the newest now: b is the oldest
    cache.set(d, 4);
    expect(cache.has(b)).toBe(false);
    expect([cache.get(a), cache.get(c), cache.get(d)]).toEqual([1, 3, 4]);
  });

  it('replaces a key set again, deletes, and keeps undefined values apart from absent keys', () => {
    const cache = new RecentCache<object, number | undefined>(2);
    const [a, b] = [{}, {}];
    cache.set(a, 1).set(a, 2).set(b, undefined);
    expect(cache.get(a)).toBe(2);
    expect(cache.has(b)).toBe(true);
    expect(cache.delete(a)).toBe(true);
    expect(cache.delete(a)).toBe(false);
    expect(cache.has(a)).toBe(false);
  });
});
