import { describe, expect, test } from 'vitest';
import { createLayout, DEFAULT_LAYOUT, LIMITS, readLayout } from './layout';

describe('readLayout: a remembered layout read back', () => {
  test('as it was kept', () => {
    const l = { side: 300, problems: 150, json: 600, folded: { side: false, problems: true, json: false }, closed: ['inspector', 'setup'], hidden: ['owed'] };
    expect(readLayout(JSON.stringify(l))).toEqual(l);
  });
  test('nothing kept, damaged, or not an object: the default', () => {
    for (const text of [null, '', '{', '[1,2]', '"x"', 'null', '42']) expect(readLayout(text)).toEqual(DEFAULT_LAYOUT);
  });
  test('sizes out of range are brought into it; wrong types and hostile keys fall back, never throw', () => {
    const l = readLayout(JSON.stringify({ side: 5, problems: 1e9, json: 'wide', folded: { side: 'yes', json: true }, __proto__: { polluted: true } }));
    expect(l).toEqual({ side: LIMITS.side.min, problems: LIMITS.problems.max, json: DEFAULT_LAYOUT.json, folded: { side: false, problems: false, json: true }, closed: [], hidden: [] });
    expect(readLayout('{"closed": ["setup", "nonsense", 3]}').closed).toEqual(['setup']);
    expect(readLayout('{"hidden": ["owed", "error", "nonsense", null, 3]}').hidden).toEqual(['error', 'owed']);
    expect(readLayout('{"hidden": "owed"}').hidden).toEqual([]);
    expect(readLayout('{"__proto__": {"side": 400}}')).toEqual(DEFAULT_LAYOUT);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });
});

describe('createLayout: a project\'s layout remembered under its key', () => {
  const storage = new Map<string, string>();
  Object.assign(globalThis, {
    localStorage: { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v), removeItem: (k: string) => void storage.delete(k) },
  });
  test('kept under the project\'s key; one kept under its rulesets\' ids (before projects had keys) is read once there is none', () => {
    storage.clear();
    storage.set('sandtable-layout:ardennes44+titm', JSON.stringify({ ...DEFAULT_LAYOUT, side: 320 }));
    const first = createLayout('0123456789abcdef', 'ardennes44+titm');
    expect(first.layout().side).toBe(320);
    first.resize('json', 500);
    expect(readLayout(storage.get('sandtable-layout:0123456789abcdef')!)).toMatchObject({ side: 320, json: 500 });
    // A ruleset renamed since: the project's key still finds its layout.
    expect(createLayout('0123456789abcdef', 'renamed+titm').layout()).toMatchObject({ side: 320, json: 500 });
    // Another project at the same address starts from the default.
    expect(createLayout('fedcba9876543210', 'other').layout()).toEqual(DEFAULT_LAYOUT);
  });
  test("the Problems tab's switches are kept with the layout", () => {
    storage.clear();
    const panes = createLayout('0123456789abcdef');
    panes.toggleProblems('owed');
    panes.toggleProblems('warning');
    panes.toggleProblems('warning');
    expect(createLayout('0123456789abcdef').layout().hidden).toEqual(['owed']);
    panes.reset();
    expect(createLayout('0123456789abcdef').layout().hidden).toEqual([]);
  });
  test('the bottom panel enlarged, and given back its height; folded or resized since, it is enlarged again', () => {
    storage.clear();
    const panes = createLayout('0123456789abcdef');
    panes.resize('problems', 240);
    panes.enlarge(480);
    expect(panes.layout().problems).toBe(480);
    expect(panes.isEnlarged()).toBe(true);
    panes.enlarge(480);
    expect(panes.layout().problems).toBe(240);
    expect(panes.isEnlarged()).toBe(false);
    // Enlarged from folded: shown, enlarged; folded then: the next call enlarges again, not restores.
    panes.fold('problems', true);
    panes.enlarge(480);
    expect(panes.layout()).toMatchObject({ problems: 480, folded: { problems: false } });
    panes.fold('problems', true);
    expect(panes.isEnlarged()).toBe(false);
    panes.enlarge(480);
    expect(panes.layout()).toMatchObject({ problems: 480, folded: { problems: false } });
    // Dragged since: no longer enlarged, and beyond the largest allowed it is brought in range.
    panes.resize('problems', 300);
    expect(panes.isEnlarged()).toBe(false);
    panes.enlarge(5000);
    expect(panes.layout().problems).toBe(LIMITS.problems.max);
    panes.enlarge(5000);
    expect(panes.layout().problems).toBe(300);
  });
});
