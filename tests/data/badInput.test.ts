import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test, vi } from 'vitest';
import { DocumentStore, loadDocument, loadProject } from '../../src/document';
import { formatProblem, parseJson } from '../../src/validation';
import { miniOob, miniRuleset } from '../fixtures/miniProject';

/** Bad input gets one clear, located error; nothing crashes, hangs or is fixed silently. */
const load = (text: string) => loadDocument('data/bad.json', text);
const only = (text: string) => {
  const r = load(text);
  expect(r.document).toBeUndefined();
  expect(r.problems.length).toBeGreaterThan(0);
  return r.problems[0]!;
};

describe('bad input', () => {
  test('invalid JSON is located at its line and column', () => {
    const p = only('{\n  "kind": "map",\n  "name": "x"\n  "id": "y"\n}');
    expect(p).toMatchObject({ line: 4, column: 3, severity: 'error', code: 'json/syntax' });
    expect(p.message).toMatch(/comma is expected/);
    expect(formatProblem(p)).toBe('data/bad.json:4:3 error A comma is expected between these values');
  });

  test('trailing commas and comments are refused, not ignored', () => {
    expect(only('{"kind": "map",}').message).toMatch(/trailing comma/);
    expect(only('{"kind": "map" // note\n}').message).toMatch(/Comments are not allowed/);
  });

  test('an unknown kind is named, with the kinds Sandtable reads', () => {
    const p = only('{"kind": "campaign", "schemaVersion": 1}');
    expect(p).toMatchObject({ line: 1, column: 10, code: 'doc/kind', pointer: '/kind' });
    expect(p.message).toBe('kind: unknown document kind "campaign"; Sandtable reads ruleset, map, oob, scenario, playtest');
  });

  test('a schemaVersion newer than this build is refused and left as it is', () => {
    const p = only('{"kind": "ruleset", "schemaVersion": 7, "id": "x"}');
    expect(p).toMatchObject({ code: 'doc/version-newer', pointer: '/schemaVersion', line: 1, column: 38 });
    expect(p.message).toMatch(/version 7, written by a newer Sandtable; this build reads up to version 3/);
  });

  test('duplicate keys are errors at the second key', () => {
    const p = only('{\n  "kind": "oob",\n  "kind": "map"\n}');
    expect(p).toMatchObject({ line: 3, column: 3, code: 'json/duplicate-key' });
    expect(p.message).toMatch(/"kind" appears twice/);
  });

  test('a key repeated deep inside, after strings holding quotes and colons, is still found', () => {
    // The fast parser counts key tokens against keys parsed; escaped quotes and colons in values must not miscount.
    const text = '{"kind": "oob", "schemaVersion": 1, "note": "a \\"quoted\\": word", "units": {"a": {"x": "b:", "x": 2}}}';
    expect(only(text)).toMatchObject({ line: 1, code: 'json/duplicate-key', message: expect.stringMatching(/"x" appears twice/) });
    expect(parseJson('{"a": "\\\\", "b": {"c": ["d:", {"e": 1}]}}')).toEqual({ ok: true, value: { a: '\\', b: { c: ['d:', { e: 1 }] } } });
  });

  test.each(['__proto__', 'constructor', 'prototype'])('the key %s is refused and never reaches a prototype', (key) => {
    const text = `{"kind": "oob", "schemaVersion": 1, "units": {"${key}": {"polluted": true}}}`;
    const p = only(text);
    expect(p).toMatchObject({ line: 1, column: 47, code: "json/hostile-key" });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  test('a 50 MB file is refused by size, without parsing', () => {
    const big = '{"kind": "map", "x": "' + 'a'.repeat(50 * 1024 * 1024) + '"}';
    // Refused before the parser runs (no timing here: the suite's limit catches a hang).
    const parse = vi.spyOn(JSON, 'parse');
    const p = only(big);
    expect(parse).not.toHaveBeenCalled();
    parse.mockRestore();
    expect(p.code).toBe('json/too-large');
    expect(p.message).toMatch(/This file is 50\.0 MB; Sandtable reads documents up to 16\.0 MB/);
  });

  test('10,000-deep nesting is refused at the first level too deep, without recursion', () => {
    const deep = '{"kind": "map", "x": ' + '['.repeat(10_000) + ']'.repeat(10_000) + '}';
    const p = only(deep);
    expect(p).toMatchObject({ code: 'json/too-deep', line: 1 });
    expect(p.column).toBe(22 + 63);
  });

  test.each(['NaN', 'Infinity', '-Infinity'])('%s is not a JSON number', (word) => {
    const p = only(`{"kind": "map",\n "grid": ${word}}`);
    expect(p).toMatchObject({ line: 2, code: 'json/syntax' });
    expect(p.message).toBe('NaN and Infinity are not JSON numbers; write a finite number');
  });

  test('negative movement costs are located and explained', () => {
    const rules = miniRuleset();
    rules.terrainTypes.clear.movement.foot = -1;
    const { problems } = loadProject([{ file: 'rules/r.json', text: JSON.stringify(rules, null, 2) }]);
    const p = problems.find((x) => x.pointer === '/terrainTypes/clear/movement/foot')!;
    expect(p.message).toBe('terrainTypes/clear/movement/foot: must be at least 0, not -1 (negative values are not allowed here)');
    expect(p.line).toBeGreaterThan(1);
  });

  test('negative counter factors are located and explained', () => {
    const oob = miniOob();
    oob.units.g1.front.movement = -4;
    const { problems } = loadProject([{ file: 'oob/o.json', text: JSON.stringify(oob, null, 2) }]);
    expect(problems.map((p) => p.message)).toContain('units/g1/front/movement: must be at least 0, not -4 (negative values are not allowed here)');
  });

  test('a unit set up twice is a duplicate key at the second placement', () => {
    const text = '{\n  "kind": "scenario",\n  "setup": {\n    "g1": { "hex": "0101" },\n    "g1": { "hex": "0202" }\n  }\n}';
    expect(only(text)).toMatchObject({ line: 5, column: 5, code: 'json/duplicate-key', message: 'The key "g1" appears twice in this object; JSON readers would silently keep only the last one. Remove or rename one.' });
  });

  test('an empty file and a non-object are explained', () => {
    expect(only('').message).toMatch(/empty/);
    expect(only('[1, 2]').message).toMatch(/is a JSON object that starts with "kind"/);
    expect(only('{"schemaVersion": 1}').message).toMatch(/missing "kind"/);
  });

  test('a misspelt field is pointed at, with the fields that are allowed', () => {
    const oob = miniOob();
    oob.units.g1.formaton = 'div';
    const { problems } = loadProject([{ file: 'oob/o.json', text: JSON.stringify(oob, null, 2) }]);
    const p = problems.find((x) => x.code === 'schema/unknown-field')!;
    expect(p.message).toMatch(/^units\/g1\/formaton: "formaton" is not a field here \(fields here: name, side, nationality, formation,/);
  });
});

describe('a byte-order mark (issue 18: the CLI and the studio agreed on nothing)', () => {
  test('is read past, with a warning at 1:1, through the loader the CLI and the studio share', () => {
    const text = '\uFEFF' + JSON.stringify({ kind: 'playtest', schemaVersion: 1, id: 'b', scenario: 'ardennes44-6turn', seed: 's', actions: [] }, null, 2);
    const cli = loadProject([{ file: 'data/p.playtest.json', text }]).problems.filter((p) => p.code === 'json/bom');
    const studio = new DocumentStore([{ file: 'data/p.playtest.json', text }]).problems().filter((p) => p.code === 'json/bom');
    for (const found of [cli, studio]) expect(found).toEqual([expect.objectContaining({ severity: 'warning', line: 1, column: 1, message: expect.stringMatching(/byte-order mark/) })]);
    expect(new DocumentStore([{ file: 'data/p.playtest.json', text }]).get('data/p.playtest.json')!.draft).toBe(false);
  });
});

describe('text that is not UTF-8 (issue 18: accepted in silence)', () => {
  const playtest = (name: string) => JSON.stringify({ kind: 'playtest', schemaVersion: 1, id: 'b', name, scenario: 'ardennes44-6turn', seed: 's', actions: [] }, null, 2);
  /** The problems of a code, as `validate` (loadProject) and the studio (DocumentStore) each find them. */
  const both = (text: string, code: string) => [loadProject([{ file: 'data/p.playtest.json', text }]).problems, new DocumentStore([{ file: 'data/p.playtest.json', text }]).problems()].map((ps) => ps.filter((p) => p.code === code));

  test('bytes read as U+FFFD (Latin-1 saved as UTF-8 it was not) are a located warning, counted', () => {
    const text = playtest('Caf\uFFFD au lait \uFFFD');
    for (const found of both(text, 'text/not-utf8')) expect(found).toEqual([expect.objectContaining({ severity: 'warning', line: 5, column: 15, message: expect.stringMatching(/holds 2 byte sequences that are not UTF-8/) })]);
  });

  test('a lone surrogate escape is an error at its place: it cannot be written as UTF-8', () => {
    const text = playtest('X').replace('"X"', '"a\\ud800b"');
    for (const found of both(text, 'text/lone-surrogate')) expect(found).toEqual([expect.objectContaining({ severity: 'error', line: 5, column: 13, message: expect.stringMatching(/^\\ud800 is half of a UTF-16 surrogate pair/) })]);
    // A whole pair is a character, and fine.
    for (const found of both(playtest('X').replace('"X"', '"\\ud83d\\ude00"'), 'text/lone-surrogate')) expect(found).toEqual([]);
  });
});

test('a hex size of 1e308 km is refused by the schema, at its place', () => {
  const map = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../data/maps/ardennes44-east.map.json'), 'utf8'));
  map.grid.hexSizeKm = 1e308;
  const r = load(JSON.stringify(map, null, 2));
  expect(r.document).toBeUndefined();
  expect(r.problems.map((p) => p.pointer)).toContain('/grid/hexSizeKm');
});
