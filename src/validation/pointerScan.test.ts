import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pointer } from '../shared/jsonPointer';
import { DocumentText } from './documentText';
import { scanPointer } from './pointerScan';

/** Every pointer of a parsed document, the document's own ("") aside. */
function pointersOf(value: unknown, at: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  if (at.length) out.push(at);
  if (Array.isArray(value)) value.forEach((v, i) => pointersOf(v, [...at, i], out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) pointersOf(v, [...at, k], out);
  return out;
}

/** A DocumentText that places by its parse tree (asked once for an insertion point, it holds the tree). */
function byTree(text: string): DocumentText {
  const d = new DocumentText('t.json', text);
  d.insertionPoint('', 'x');
  return d;
}

const spotOf = (text: string, tokens: (string | number)[]) => scanPointer(text, tokens.map(String));

describe('scanPointer (placing a problem without a parse tree)', () => {
  it('finds every value and key of real documents where the parse tree does', () => {
    for (const file of ['data/oob/ardennes44.oob.json', 'data/maps/ardennes44-west.map.json', 'data/scenarios/ardennes44-6turn.scenario.json']) {
      const text = fs.readFileSync(path.resolve(file), 'utf8');
      const tree = byTree(text);
      const all = pointersOf(JSON.parse(text));
      // Every pointer of the scenario; every 13th of the big documents, spread over their length.
      for (const tokens of all.filter((_, i) => all.length < 5000 || i % 13 === 0)) {
        const ptr = pointer(...tokens);
        const spot = spotOf(text, tokens);
        expect(spot && { offset: spot.offset, length: spot.length }, `${file} ${ptr}`).toEqual(tree.range(ptr));
        if (typeof tokens.at(-1) === 'string') expect(spot!.key, `${file} ${ptr} key`).toEqual(tree.range(ptr, true));
      }
    }
  });

  it('names nothing where the pointer goes past the text (the tree then gives the deepest parent)', () => {
    const text = '{"a": {"b": [1, {"c": null}], "e": {}}, "d~/": "x", "a": 2}';
    expect(spotOf(text, ['a', 'x'])).toBeUndefined();
    expect(spotOf(text, ['a', 'b', 2])).toBeUndefined();
    expect(spotOf(text, ['a', 'b', '01'])).toBeUndefined();
    expect(spotOf(text, ['a', 'b', 0, 'c'])).toBeUndefined();
    expect(spotOf(text, ['a', 'e', 'f'])).toBeUndefined();
    expect(spotOf('{"a": ', ['a'])).toBeUndefined();
    expect(spotOf('not json', ['a'])).toBeUndefined();
    // Keys with a slash and a tilde; the first of a repeated key, as the tree has it.
    expect(spotOf(text, ['d~/'])).toMatchObject({ offset: text.indexOf('"x"'), length: 3 });
    expect(spotOf(text, ['a'])).toMatchObject({ offset: text.indexOf('{"b"'), length: 1 });
    expect(spotOf(text, ['a', 'b', 1, 'c'])).toMatchObject({ offset: text.indexOf('null'), length: 4, key: { offset: text.indexOf('"c"'), length: 3 } });
  });

  it('places the first problems of a long text by scanning, and the same as the tree does', () => {
    const doc = { kind: 'map', hexes: Object.fromEntries(Array.from({ length: 4000 }, (_, i) => [String(1000 + i), { terrain: 'clear' }])) };
    const text = JSON.stringify(doc, null, 2);
    expect(text.length).toBeGreaterThan(64 * 1024);
    const scanned = new DocumentText('m.json', text);
    const tree = byTree(text);
    for (const ptr of ['/hexes/1003/terrain', '/hexes/4999/terrain', '/hexes/1003', '/hexes/9999', '/kind']) {
      expect(scanned.range(ptr), ptr).toEqual(tree.range(ptr));
      expect(scanned.range(ptr, true), ptr).toEqual(tree.range(ptr, true));
    }
  });
});
