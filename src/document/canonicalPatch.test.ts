import { describe, expect, test } from 'vitest';
import { isIndex, patchedCanonicalText } from './canonicalPatch';
import { canonicalText } from './textEdit';

/** A small seeded generator, so a failure names its case. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

const TERRAINS = ['clear', 'forest', 'rough', 'town', 'swamp'];

function hex(r: () => number): unknown {
  const h: Record<string, unknown> = { terrain: TERRAINS[Math.floor(r() * TERRAINS.length)] };
  if (r() < 0.3) h.features = r() < 0.5 ? [] : ['town', 'bridge'];
  if (r() < 0.2) h.name = 'Saint-"Vith"\\';
  if (r() < 0.1) h.nested = { deep: { list: [1, 2.5, { x: null }] }, empty: {} };
  return h;
}

/** Keys as maps have them: "3613" (an array index, ordered by number), "020040" and "0101" (not), and odd ones. */
const KEYS = [...Array.from({ length: 60 }, (_, i) => String(3600 + i * 7)), ...Array.from({ length: 40 }, (_, i) => `0${200 + i * 3}`), 'a"b', 'x\\y', '7', '0'];

/**
 * Random edits of a record as the store makes them (a copy, then keys set or deleted: a deleted key
 * set again goes to the end), tracking the keys added in order, as the store's text base does.
 */
function edited(seed: number) {
  const r = rng(seed);
  const pick = () => KEYS[Math.floor(r() * KEYS.length)]!;
  const hexes: Record<string, unknown> = {};
  const n = Math.floor(r() * 90);
  for (let i = 0; i < n; i++) hexes[pick()] = hex(r);
  const from = { kind: 'map', id: 'm', hexes, hexsides: { 'a/N': { features: ['river'] } }, name: 'Map "quoted"\nname' };
  let doc = from;
  const paths: string[][] = [];
  const added: string[] = [];
  const steps = 1 + Math.floor(r() * 5);
  for (let s = 0; s < steps; s++) {
    const next = { ...doc.hexes };
    for (let e = 0; e < 1 + Math.floor(r() * 4); e++) {
      const k = pick();
      const had = Object.hasOwn(next, k);
      if (had && r() < 0.35) delete next[k];
      else next[k] = r() < 0.1 ? 'a string now' : hex(r);
      if (!had && Object.hasOwn(next, k)) {
        added.splice(0, added.length, ...added.filter((x) => x !== k), k);
      }
      paths.push(r() < 0.5 ? ['hexes', k] : ['hexes', k, 'terrain']);
    }
    doc = { ...doc, hexes: next };
  }
  return { from, to: doc, paths, added: new Map([['hexes', added]]) };
}

describe('patchedCanonicalText', () => {
  test('is the canonical text of the edited document, for 2,000 random edits: members changed, removed, added, removed and added again', () => {
    let spliced = 0;
    for (let seed = 1; seed <= 2000; seed++) {
      const { from, to, paths, added } = edited(seed);
      const text = patchedCanonicalText(canonicalText(from), from, to, paths, added);
      if (text !== undefined) spliced++;
      expect(text ?? canonicalText(to), `seed ${seed}`).toBe(canonicalText(to));
    }
    expect(spliced).toBe(2000);
  });

  test('declines what it cannot splice: another top-level member changed, a key added it was not told of, too many members', () => {
    const { from } = edited(3);
    const text = canonicalText(from);
    expect(patchedCanonicalText(text, from, { ...from, name: 'Other' }, [['name']])).toBeUndefined();
    expect(patchedCanonicalText(text, from, { ...from, name: 'Other', hexes: { ...from.hexes, '3600': { terrain: 'rough' } } }, [['hexes', '3600']])).toBeUndefined();
    expect(patchedCanonicalText(text, from, { ...from, hexes: { ...from.hexes, 'new-one': { terrain: 'rough' } } }, [['hexes', 'new-one']])).toBeUndefined();
    const hexes = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`h${i}`, { terrain: 'clear' }]));
    const wide = { kind: 'map', hexes };
    const repainted = { ...wide, hexes: Object.fromEntries(Object.keys(hexes).map((h) => [h, { terrain: 'forest' }])) };
    expect(patchedCanonicalText(canonicalText(wide), wide, repainted, Object.keys(hexes).map((h) => ['hexes', h]))).toBeUndefined();
  });

  test('array-index keys are those JavaScript orders by number', () => {
    expect(['0', '7', '3613', '4294967294'].every(isIndex)).toBe(true);
    expect(['0101', '020040', '-1', '1.5', '4294967295', 'a'].some(isIndex)).toBe(false);
  });
});
