import { describe, expect, it } from 'vitest';
import { copyRecord, grown } from './recordCopy';

const units = (n: number, prefix = 'u') => Object.fromEntries(Array.from({ length: n }, (_, i) => [`${prefix}-${i}`, { steps: i }]));

describe('copyRecord', () => {
  it('copies a record of many keys: equal, its keys in order, a new object whose changes leave the original', () => {
    const r = units(133);
    const copy = copyRecord(r);
    expect(copy).not.toBe(r);
    expect(copy).toStrictEqual(r);
    expect(Object.keys(copy)).toEqual(Object.keys(r));
    copy['u-5'] = { steps: 99 };
    expect(r['u-5']).toEqual({ steps: 5 });
  });

  it('copies a copy of a copy, and one that gained a key keeps it in its copies', () => {
    const first = copyRecord(units(40));
    const second = copyRecord(first);
    second['new-unit'] = { steps: 1 };
    grown(second);
    const third = copyRecord(second);
    expect(third['new-unit']).toEqual({ steps: 1 });
    expect(Object.keys(third)).toEqual([...Object.keys(units(40)), 'new-unit']);
  });

  it('keeps hostile and odd keys as plain keys: __proto__, quotes, line breaks, numbers', () => {
    const r: Record<string, number> = JSON.parse(`{${Array.from({ length: 20 }, (_, i) => `"k${i}": ${i}`).join(',')}, "__proto__": 1, "a\\"b": 2, "c\\nd": 3, "constructor": 4}`);
    const copy = copyRecord(r);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.hasOwn(copy, '__proto__')).toBe(true);
    expect(copy).toStrictEqual(r);
    const quoted = Object.fromEntries([...Array.from({ length: 20 }, (_, i) => [`k${i}`, i]), ['a"b', 2], ['c\nd', 3], ['}; throw 1; //', 5]]);
    expect(copyRecord(quoted)).toStrictEqual(quoted);
  });

  it('copies small records and records of other key sets exactly', () => {
    expect(copyRecord({ a: 1 })).toStrictEqual({ a: 1 });
    for (let n = 0; n < 20; n++) {
      const r = units(20 + n, `set${n}`);
      expect(copyRecord(r)).toStrictEqual(r);
    }
  });
});
