/**
 * Issue 18: the studio checks its documents in a Web Worker through a CheckMirror, sent only what
 * changed. Its problems must be the store's own, edit after edit; what crosses to the worker is
 * cloned here as the worker's message would clone it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { recordChange } from './changes';
import { CheckMirror, ProblemLists, type CheckDoc, type ProblemDelta } from './checkMirror';
import { DocumentStore } from './store';

const root = path.resolve(__dirname, '../..');
const sources = (function walk(dir: string): { file: string; text: string }[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : e.name.endsWith('.json') ? [{ file: path.relative(root, path.join(dir, e.name)), text: fs.readFileSync(path.join(dir, e.name), 'utf8') }] : []));
})(path.join(root, 'data'));
const MAP = 'data/maps/ardennes44-east.map.json';
const mapText = sources.find((s) => s.file === MAP)!.text;

/** A store and a mirror in step: `check` sends what changed, as the studio does, and returns both results. */
function pair(files = sources) {
  const store = new DocumentStore(files);
  const mirror = new CheckMirror();
  const sent = new Map<string, number>();
  const lists = new ProblemLists();
  let last: CheckDoc[] = [];
  let answer: ProblemDelta = { files: [], changed: {} };
  return {
    store,
    mirror,
    sent,
    sentLast: () => last,
    answerLast: () => answer,
    /** As the studio checks: the mirror answers with the lists that changed, taken in by ProblemLists. */
    check() {
      last = structuredClone(store.checkInput(sent));
      answer = structuredClone(mirror.checkDelta(last));
      return { mirror: lists.apply(answer), store: store.problems() };
    },
  };
}

describe('CheckMirror', () => {
  test('finds what the store finds, and a second check sends no document', () => {
    const p = pair();
    const first = p.check();
    expect(first.store.length).toBeGreaterThan(0); // the shipped data's owed values
    expect(first.mirror).toEqual(first.store);
    expect(p.sentLast().every((d) => d.doc || d.text)).toBe(true);
    expect(p.check().mirror).toEqual(first.store);
    expect(p.sentLast().every((d) => !d.doc && !d.text)).toBe(true);
    expect(p.answerLast().changed).toEqual({}); // nor any problem back
    expect(p.mirror.check(p.sentLast())).toEqual(first.store);
    // Sent whole when asked (the page lost track), to a new ProblemLists.
    expect(new ProblemLists().apply(p.mirror.checkDelta(p.sentLast(), true))).toEqual(first.store);
  });

  test('after a visual edit, a broken text, an undo, a save and a created document it still agrees, sending only the edited document', () => {
    const p = pair();
    p.check();
    const s = p.store;
    // An unknown terrain: a located semantic error in the map.
    s.execute(MAP, { id: 'map/paintTerrain', label: 'Paint swamp' }, [recordChange<Record<string, unknown>>(s.get(MAP)!.doc, ['hexes'], '1001', (h) => ({ ...h, terrain: 'swamp' }))]);
    let r = p.check();
    expect(r.mirror).toEqual(r.store);
    expect(r.mirror.some((q) => q.file === MAP && q.severity === 'error' && q.pointer === '/hexes/1001/terrain')).toBe(true);
    // What changed, not the document: the hex record painted.
    expect(p.sentLast().filter((d) => d.doc || d.text || d.patch).map((d) => d.file)).toEqual([MAP]);
    expect(p.sentLast().find((d) => d.file === MAP)!.patch!.changes.map(([path]) => path)).toEqual([['hexes', '1001']]);
    expect(Object.keys(p.answerLast().changed)).toEqual([MAP]); // the other files' thousands of warnings are not sent again
    s.setText(MAP, mapText.slice(0, 5000)); // a draft that does not parse
    r = p.check();
    expect(r.mirror).toEqual(r.store);
    expect(r.mirror.some((q) => q.file === MAP && q.code === 'json/syntax')).toBe(true);
    s.undo();
    s.undo();
    r = p.check();
    expect(r.mirror).toEqual(r.store);
    s.markSaved(MAP, s.get(MAP)!.text);
    p.check();
    expect(p.sentLast().some((d) => d.doc || d.text)).toBe(false); // a save changes no document
    s.create('data/maps/new.map.json', { ...JSON.parse(mapText), id: 'new' });
    r = p.check();
    expect(r.mirror).toEqual(r.store);
    expect(r.mirror.some((q) => q.file === 'data/maps/new.map.json')).toBe(true);
    s.undo(); // the created document goes: the mirror forgets it
    r = p.check();
    expect(r.mirror).toEqual(r.store);
  });

  test('an edited document is sent as what changed, with the text when the page made it (the JSON pane read it)', () => {
    const p = pair();
    p.check();
    const s = p.store;
    s.execute(MAP, { id: 'map/paintTerrain', label: 'Paint swamp' }, [recordChange<Record<string, unknown>>(s.get(MAP)!.doc, ['hexes'], '1001', (h) => ({ ...h, terrain: 'swamp' }))]);
    expect(s.get(MAP)!.text).toContain('"swamp"'); // the pane shows it: the text is made now
    const r = p.check();
    const sent = p.sentLast().find((d) => d.file === MAP)!;
    // The text the check holds (the file's, sent at first) spliced: the changed characters alone.
    expect(sent).toMatchObject({ textSplice: { insert: expect.stringContaining('swamp') }, patch: { changes: [[['hexes', '1001'], { ...(s.get(MAP)!.doc as { hexes: Record<string, object> }).hexes['1001'] }]] } });
    expect(sent.textSplice!.insert.length).toBeLessThan(200);
    expect(sent.doc).toBeUndefined();
    expect(sent.text).toBeUndefined();
    expect(r.mirror).toEqual(r.store);
    expect(r.mirror.some((q) => q.file === MAP && q.pointer === '/hexes/1001/terrain')).toBe(true);
    // Not read by anyone, the next edit's text is made there when a problem is to be placed in it.
    s.execute(MAP, { id: 'map/paintTerrain', label: 'Paint forest' }, [recordChange<Record<string, unknown>>(s.get(MAP)!.doc, ['hexes'], '1001', (h) => ({ ...h, terrain: 'forest' }))]);
    const again = p.check();
    expect(p.sentLast().find((d) => d.file === MAP)).toMatchObject({ patch: expect.any(Object) });
    expect(p.sentLast().find((d) => d.file === MAP)!.text).toBeUndefined();
    expect(again.mirror).toEqual(again.store);
    // Several edits between two checks are one patch, from the version the check holds.
    for (const t of ['swamp', 'forest', 'clear']) s.execute(MAP, { id: 'map/paintTerrain', label: `Paint ${t}` }, [recordChange<Record<string, unknown>>(s.get(MAP)!.doc, ['hexes'], '1002', (h) => ({ ...h, terrain: t }))]);
    s.execute(MAP, { id: 'map/paintTerrain', label: 'Paint swamp' }, [recordChange<Record<string, unknown>>(s.get(MAP)!.doc, ['hexes'], '1003', (h) => ({ ...h, terrain: 'swamp' }))]);
    const third = p.check();
    expect(p.sentLast().find((d) => d.file === MAP)!.patch!.changes.map(([path]) => path)).toEqual([['hexes', '1002'], ['hexes', '1003']]);
    expect(third.mirror).toEqual(third.store);
  });

  test('a key taken away and made again between two checks stands where the page has it (last), so problems are placed alike', () => {
    const p = pair();
    p.check();
    const s = p.store;
    const SCEN = 'data/scenarios/ardennes44-6turn.scenario.json';
    const setup = () => (s.get(SCEN)!.doc as { setup: Record<string, unknown> }).setup;
    const first = Object.keys(setup())[0]!;
    const place = setup()[first];
    s.execute(SCEN, { id: 'test/remove', label: 'Remove' }, [{ path: ['setup', first], before: place, after: undefined }]);
    s.execute(SCEN, { id: 'test/place', label: 'Place' }, [{ path: ['setup', first], before: undefined, after: { hex: '9999' } }]);
    expect(Object.keys(setup()).at(-1)).toBe(first); // the page's object has it last
    const r = p.check();
    expect(p.sentLast().find((d) => d.file === SCEN)).toMatchObject({ patch: { order: [{ path: ['setup', first], op: 'delete' }, { path: ['setup', first], op: 'create' }] } });
    expect(p.sentLast().find((d) => d.file === SCEN)!.text).toBeUndefined(); // the text is made there, from its own object
    const problem = r.mirror.find((q) => q.file === SCEN && q.pointer.startsWith(`/setup/${first}`));
    expect(problem).toBeDefined();
    expect(r.mirror).toEqual(r.store);
  });

  test('a project read file by file in the mirror and adopted is the store read at once, and its first check sends no document', () => {
    const p = pair([]);
    for (const f of sources) {
      const v = p.store.reserveRecord();
      if (p.store.adopt(f.file, f.text, structuredClone(p.mirror.read(f.file, f.text, v)), v)) p.sent.set(f.file, v);
    }
    const once = new DocumentStore(sources);
    expect(p.store.documents()).toEqual(once.documents());
    const r = p.check();
    expect(p.sentLast().some((d) => d.doc || d.text)).toBe(false);
    expect(r.mirror).toEqual(once.problems());
    expect(r.store).toEqual(once.problems());
    // Its first edit is sent as what it changed, the text as a splice of the one the reader holds.
    const s = p.store;
    s.execute(MAP, { id: 'map/paintTerrain', label: 'Paint swamp' }, [recordChange<Record<string, unknown>>(s.get(MAP)!.doc, ['hexes'], '1001', (h) => ({ ...h, terrain: 'swamp' }))]);
    void s.get(MAP)!.text;
    const edited = p.check();
    expect(p.sentLast().find((d) => d.file === MAP)).toMatchObject({ patch: expect.any(Object), textSplice: expect.any(Object) });
    expect(edited.mirror).toEqual(edited.store);
  });

  test("a document the reader's schema check accepted is not checked by the schema again on the page", () => {
    const p = pair(sources.filter((f) => f.file !== MAP));
    // A reply no reader would give (the schema refuses a field it does not know), to see that the page trusts it.
    const text = mapText.replace('"kind": "map",', '"kind": "map",\n  "unknown": 1,');
    expect(text).not.toBe(mapText);
    const v = p.store.reserveRecord();
    p.store.adopt(MAP, text, { kind: 'map', accepted: true, unparsable: false }, v);
    expect(p.store.problems().filter((q) => q.file === MAP && q.code.startsWith('schema/'))).toEqual([]);
    expect(new DocumentStore([{ file: MAP, text }]).problems().some((q) => q.file === MAP && q.severity === 'error')).toBe(true);
  });

  test('a file read by the mirror and adopted by the store is held by both without being sent back', () => {
    const p = pair(sources.filter((f) => f.file !== MAP));
    p.check();
    const text = mapText.replace('"terrain": "lightWoods"', '"terrain": "swamp"');
    const v = p.store.reserveRecord();
    const reply = p.mirror.read(MAP, text, v);
    expect(reply).toEqual({ kind: 'map', accepted: true, unparsable: false });
    p.check(); // a check sent between the read and the adopt does not list the file: the read is kept
    expect(p.store.adopt(MAP, text, structuredClone(reply), v)).toBe(true);
    p.sent.set(MAP, v);
    const r = p.check();
    expect(p.sentLast().some((d) => d.doc || d.text)).toBe(false);
    expect(r.mirror).toEqual(r.store);
    expect(r.mirror.some((q) => q.file === MAP && q.message.includes('swamp'))).toBe(true);
    // A reload the schema refuses keeps the last good version in the store, which the mirror does not hold.
    const bad = mapText.replace('"schemaVersion": 1', '"schemaVersion": "one"');
    const v2 = p.store.reserveRecord();
    const refused = p.mirror.read(MAP, bad, v2);
    expect(refused).toEqual({ kind: 'map', accepted: false, unparsable: false });
    expect(p.store.adopt(MAP, bad, refused, v2)).toBe(false);
    expect(p.store.get(MAP)!.draft).toBe(true);
    const after = p.check();
    expect(p.sentLast().filter((d) => d.doc || d.text).map((d) => d.file)).toEqual([MAP]);
    expect(after.mirror).toEqual(after.store);
  });

  test('an unparsable file read by the mirror is a draft with no document; a version it never held is an error, not stale problems', () => {
    const p = pair(sources.filter((f) => f.file !== MAP));
    const v = p.store.reserveRecord();
    const reply = p.mirror.read(MAP, '{"kind": "map",', v);
    expect(reply).toEqual({ accepted: false, unparsable: true });
    p.store.adopt(MAP, '{"kind": "map",', reply, v);
    p.sent.set(MAP, v);
    const r = p.check();
    expect(r.mirror).toEqual(r.store);
    expect(() => p.mirror.check([{ file: MAP, v: v + 1000 }])).toThrow(/does not hold version/);
  });

  test('holds the text of the record it was sent, the store\'s own text, and no other record\'s (autosave writes it from there)', () => {
    const p = pair();
    p.check();
    const s = p.store;
    s.execute(MAP, { id: 'map/paintTerrain', label: 'Paint forest' }, [recordChange<Record<string, unknown>>(s.get(MAP)!.doc, ['hexes'], '1001', (h) => ({ ...h, terrain: 'forest' }))]);
    const v = s.recordOf(MAP)!;
    expect(p.mirror.heldText(MAP, v)).toBeUndefined(); // not sent yet
    p.check();
    // Sent as a patch, the text made there from the patched document is the store's.
    expect(p.sentLast().find((d) => d.file === MAP)!.patch).toBeDefined();
    const painted = s.ownText(MAP)!;
    expect(painted).toContain('"forest"');
    expect(p.mirror.heldText(MAP, v)).toBe(painted);
    s.setText(MAP, mapText.slice(0, 5000)); // a draft: its text as typed
    expect(p.mirror.heldText(MAP, v)).toBe(painted); // until the draft is sent, the record held is the painted one
    p.check();
    expect(p.mirror.heldText(MAP, v)).toBeUndefined(); // a record no longer held
    expect(p.mirror.heldText(MAP, s.recordOf(MAP)!)).toBe(mapText.slice(0, 5000));
  });
});
