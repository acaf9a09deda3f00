import { describe, expect, test } from 'vitest';
import { DEFAULT_LAYOUT, LIMITS, readLayout } from './layout';

describe('readLayout: a remembered layout read back', () => {
  test('as it was kept', () => {
    const l = { side: 300, problems: 150, json: 600, folded: { side: false, problems: true, json: false }, closed: ['inspector', 'setup'] };
    expect(readLayout(JSON.stringify(l))).toEqual(l);
  });
  test('nothing kept, damaged, or not an object: the default', () => {
    for (const text of [null, '', '{', '[1,2]', '"x"', 'null', '42']) expect(readLayout(text)).toEqual(DEFAULT_LAYOUT);
  });
  test('sizes out of range are brought into it; wrong types and hostile keys fall back, never throw', () => {
    const l = readLayout(JSON.stringify({ side: 5, problems: 1e9, json: 'wide', folded: { side: 'yes', json: true }, __proto__: { polluted: true } }));
    expect(l).toEqual({ side: LIMITS.side.min, problems: LIMITS.problems.max, json: DEFAULT_LAYOUT.json, folded: { side: false, problems: false, json: true }, closed: [] });
    expect(readLayout('{"closed": ["setup", "nonsense", 3]}').closed).toEqual(['setup']);
    expect(readLayout('{"__proto__": {"side": 400}}')).toEqual(DEFAULT_LAYOUT);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });
});
