/**
 * Issue 15: the check's worker is sent what an edit changed (a patch) and checks again only where
 * it changed: the schema in the entries touched, the hex map check in the hexes touched, the owed
 * values in the records touched. Whatever the edits and however many fall between two checks, its
 * problems must be those of a whole check, which the store makes on the page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Change } from './changes';
import { CheckMirror, ProblemLists } from './checkMirror';
import { ProjectCheck } from './projectCheck';
import { DocumentStore } from './store';
import { compareProblems } from '../validation';

const root = path.resolve(__dirname, '../..');
const sources = (function walk(dir: string): { file: string; text: string }[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : e.name.endsWith('.json') ? [{ file: path.relative(root, path.join(dir, e.name)), text: fs.readFileSync(path.join(dir, e.name), 'utf8') }] : []));
})(path.join(root, 'data'));
const MAP = 'data/maps/ardennes44-east.map.json';
const OOB = 'data/oob/ardennes44.oob.json';
const SCEN = 'data/scenarios/ardennes44-6turn.scenario.json';

/** A small seeded generator (mulberry32): the same edits every run. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Doc = Record<string, Record<string, unknown>>;

describe('CheckMirror sent patches', () => {
  test.each([15, 16])('after 300 random edits (seed %i), checked after some and not others, its problems are a whole check’s', (seed) => {
    const store = new DocumentStore(sources);
    const mirror = new CheckMirror();
    const sent = new Map<string, number>();
    const lists = new ProblemLists();
    let patches = 0;
    const check = () => {
      const input = structuredClone(store.checkInput(sent));
      patches += input.filter((d) => d.patch).length;
      return lists.apply(structuredClone(mirror.checkDelta(input, lists.empty)));
    };
    check();
    const fresh = () => new ProjectCheck().check(store.documents().map((d) => ({ file: d.file, ...(d.kind ? { kind: d.kind } : {}), ...(d.doc ? { doc: d.doc } : {}), text: d.text, draft: d.draft }))).sort(compareProblems);
    const rnd = random(seed);
    const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
    const doc = (file: string) => store.get(file)!.doc as Doc;
    const hexIds = Object.keys(doc(MAP).hexes!);
    const few = hexIds.slice(0, 12);
    const unitIds = Object.keys(doc(OOB).units!).slice(0, 40);
    const unitTypes = Object.keys(doc(OOB).unitTypes!);
    const setupIds = Object.keys(doc(SCEN).setup!).slice(0, 40);
    const change = (file: string, p: string[], after: unknown): Change => {
      let before: unknown = doc(file);
      for (const k of p) before = before && typeof before === 'object' ? (before as Record<string, unknown>)[k] : undefined;
      return { path: p, before, after };
    };
    // Each edit: a file, and the changes a visual edit would make.
    const edits: (() => [string, Change[]])[] = [
      // Semantic problems (an unknown terrain, a hex off the map) in hexes painted often.
      () => [MAP, [change(MAP, ['hexes', pick(few), 'terrain'], pick(['clear', 'forest', 'swamp', 'town']))]],
      () => [MAP, [change(MAP, ['hexes', pick(['9999', '1003', '2020']), 'terrain'], pick(['clear', 'forest', 'swamp']))]],
      // Schema errors (a bad key, a value of the wrong type), soon taken away again.
      () => [MAP, [change(MAP, ['hexes', pick(['zz9', '0a01'])], pick([{ terrain: 'clear' }, undefined, undefined]))]],
      () => [MAP, [change(MAP, ['hexes', pick(few.slice(0, 3)), 'terrain'], pick([5, 'clear', 'forest']))]],
      () => [MAP, [change(MAP, ['hexes', pick(hexIds)], undefined)]],
      () => { const h = pick(few); return [MAP, [change(MAP, ['hexes', h, 'provenance'], pick([{ '/terrain': { source: 'test', confidence: 'placeholder' } }, { '/bogus': { source: 'test', confidence: 'lost' } }, undefined]))]]; },
      () => [MAP, [change(MAP, ['hexsides', pick(['1001/N', '1004/NE', 'bad', '1005/S']), 'features'], pick([['river'], ['wall'], ['forest']]))]],
      () => [MAP, [change(MAP, ['hexes', pick(hexIds), 'features'], pick([['village'], ['bogus'], ['forest'], undefined]))]],
      () => [MAP, [change(MAP, ['name'], pick(['East', 'East map', '']))]],
      () => [OOB, [change(OOB, ['units', pick(unitIds), 'front', 'attack'], pick([1, 4, -1, 'x']))]],
      // A semantic problem in a unit (an unknown unit type), the order of battle checked unit by unit.
      () => [OOB, [change(OOB, ['units', pick(unitIds.slice(0, 8)), 'type'], pick([...unitTypes.slice(0, 3), 'noSuchType']))]],
      () => [OOB, [change(OOB, ['units', pick(unitIds), 'provenance'], pick([{ '/front': { source: 't', confidence: 'lost' } }, undefined]))]],
      () => [SCEN, [change(SCEN, ['setup', pick(setupIds), 'hex'], pick(['1006', '9999', '1535', 'zz']))]],
      () => [SCEN, [change(SCEN, ['setup', pick(['nobody', pick(setupIds)])], pick([{ hex: '1006' }, undefined]))]],
    ];
    let checks = 0;
    for (let i = 0; i < 300; i++) {
      const r = rnd();
      if (r < 0.08) store.undo();
      else if (r < 0.12) store.redo();
      else if (r < 0.16) {
        // A brush stroke: several dabs, one undo step.
        const stroke = store.beginStroke(MAP, { id: 'map/paintTerrain', label: 'Paint' });
        for (let k = 0; k < 4; k++) stroke.update([change(MAP, ['hexes', pick(hexIds), 'terrain'], pick(['clear', 'forest', 'swamp']))]);
        stroke.commit();
      } else {
        const [file, changes] = pick(edits)();
        store.execute(file, { id: 'test/edit', label: 'Edit' }, changes);
      }
      // The JSON pane (or the autosave) read it: the text goes with the patch, spliced when the check holds the one before.
      if (rnd() < 0.6) for (const f of [MAP, OOB, SCEN]) void store.get(f)!.text;
      if (rnd() < 0.4) {
        checks++;
        const found = check();
        expect(found, `after edit ${i}`).toEqual(store.problems());
        // Now and then against a check that keeps nothing from before: every problem placed afresh in its text.
        if (checks % 8 === 0) expect(found, `after edit ${i}, placed afresh`).toEqual(fresh());
      }
    }
    expect(check()).toEqual(store.problems());
    expect(checks).toBeGreaterThan(80);
    expect(patches).toBeGreaterThan(checks / 2); // most checks were sent patches, not documents
  });
});
