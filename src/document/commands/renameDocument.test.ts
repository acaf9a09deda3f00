import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { miniProject } from '../../../tests/fixtures/miniProject';
import { applyChanges } from '../changes';
import { loadProject } from '../loadProject';
import { DocumentStore, type StoreEvent } from '../store';
import { canonicalText } from '../textEdit';
import { renamedFile, renamePlan, type RenamePlan } from './renameDocument';

type Json = Record<string, unknown>;
const mini = () => Object.entries(miniProject()).map(([file, doc]) => ({ file, kind: (doc as { kind: string }).kind, doc: doc as Json }));
const plan = (docs: ReturnType<typeof mini>, file: string, id: string) => renamePlan(docs, file, id) as RenamePlan;
/** Each document as the plan leaves it (made, changed or taken away). */
function after(docs: ReturnType<typeof mini>, p: RenamePlan): Map<string, Json | undefined> {
  const out = new Map<string, Json | undefined>(docs.map((d) => [d.file, d.doc]));
  for (const part of p.parts) out.set(part.file, applyChanges(out.get(part.file), part.changes));
  for (const [f, d] of out) if (d === undefined) out.delete(f);
  return out;
}
/** The errors the project's checks find in the documents (a rename leaves none behind). */
const problemsOf = (docs: Map<string, Json | undefined>) =>
  loadProject([...docs].map(([file, doc]) => ({ file, text: canonicalText(doc) })))
    .problems.filter((p) => p.severity === 'error')
    .map((p) => `${p.file}: ${p.message}`);

describe('renaming a document rewrites every reference to it, as one plan', () => {
  it('a map: its id, the scenarios that play on it (the variant is a whole copy), in a file not named after it', () => {
    const docs = mini();
    const p = plan(docs, 'maps/mini.map.json', 'mini-east');
    expect(p.file).toBe('maps/mini.map.json');
    expect(p.parts.map((x) => [x.file, x.changes.map((c) => c.path.join('/'))])).toEqual([
      ['maps/mini.map.json', ['id']],
      ['scenarios/mini.scenario.json', ['maps']],
      ['scenarios/mini-variant.scenario.json', ['maps']],
    ]);
    const out = after(docs, p);
    expect((out.get('scenarios/mini.scenario.json') as { maps: string[] }).maps).toEqual(['mini-east', 'mini-areas']);
    expect(problemsOf(out)).toEqual([]);
    expect(p.references.map((r) => r.file)).toEqual(['scenarios/mini.scenario.json', 'scenarios/mini-variant.scenario.json']);
  });

  it("a scenario: a variant's base and the change aimed at it, a playtest's scenario", () => {
    const docs = mini();
    const out = after(docs, plan(docs, 'scenarios/mini.scenario.json', 'mini-base'));
    const v = out.get('scenarios/mini-variant.scenario.json') as { variantOf: string; changes: Record<string, { target: { id: string } }> };
    expect(v.variantOf).toBe('mini-base');
    expect(v.changes.c1!.target.id).toBe('mini-base');
    expect(v.changes.c2!.target.id).toBe('mini-oob');
    expect((out.get('playtests/mini.playtest.json') as { scenario: string }).scenario).toBe('mini-base');
    expect(problemsOf(out)).toEqual([]);
  });

  it('an order of battle and a ruleset: every document of theirs', () => {
    const docs = mini();
    const oob = after(docs, plan(docs, 'oob/mini.oob.json', 'mini-units'));
    expect((oob.get('scenarios/mini-variant.scenario.json') as { oob: string; changes: { c2: { target: { id: string } } } }).changes.c2.target.id).toBe('mini-units');
    expect(problemsOf(oob)).toEqual([]);
    const rules = after(docs, plan(docs, 'rules/mini.rules.json', 'mini2'));
    expect(rules.get('rules/mini2.rules.json')!.id).toBe('mini2');
    for (const [file, d] of rules) if (d!.kind !== 'ruleset' && d!.kind !== 'playtest') expect([file, d!.ruleset]).toEqual([file, 'mini2']);
    expect(problemsOf(rules)).toEqual([]);
  });

  it("a variant's patches that write the id, a map's join to it, and a variant's change aimed at itself", () => {
    const docs = mini();
    const map = docs.find((d) => d.file === 'maps/mini.map.json')!;
    const other = { file: 'maps/other.map.json', kind: 'map', doc: { ...map.doc, id: 'other', joins: { 'mini-map': { offset: { columns: 3, rows: 0 } } } } };
    const variant = docs.find((d) => d.file === 'scenarios/mini-variant.scenario.json')!;
    const changes = {
      m: { label: 'Played on two maps', target: { kind: 'scenario', id: 'mini-variant' }, ops: [{ op: 'replace', path: '/maps', value: ['mini-map', 'other'] }] },
      j: { label: 'Shift the join', target: { kind: 'map', id: 'other' }, ops: [{ op: 'replace', path: '/joins/mini-map/offset/columns', value: 4 }] },
    };
    const withPatches = [...docs.filter((d) => d !== variant), { ...variant, doc: { ...variant.doc, changes } }, other];
    const p = plan(withPatches, 'maps/mini.map.json', 'mini-east');
    const out = after(withPatches, p);
    expect((out.get('maps/other.map.json') as { joins: object }).joins).toEqual({ 'mini-east': { offset: { columns: 3, rows: 0 } } });
    const v = out.get('scenarios/mini-variant.scenario.json') as { changes: typeof changes };
    expect(v.changes.m.ops[0]!.value).toEqual(['mini-east', 'other']);
    expect(v.changes.j.ops[0]!.path).toBe('/joins/mini-east/offset/columns');
    // Renaming the variant itself: its change aimed at itself follows it.
    const self = after(withPatches, plan(withPatches, 'scenarios/mini-variant.scenario.json', 'mini-v2'));
    expect(self.has('scenarios/mini-variant.scenario.json')).toBe(false);
    expect((self.get('scenarios/mini-v2.scenario.json') as { changes: typeof changes }).changes.m.target.id).toBe('mini-v2');
  });

  it('refuses, with why: an id the schemas do not allow, a taken one, the same one, a prototype key, a document to change that is a draft', () => {
    const docs = mini();
    const why = (file: string, id: string, d = docs) => (renamePlan(d, file, id) as { reason?: string }).reason;
    expect(why('maps/mini.map.json', 'two words')).toMatch(/is not an id: letters, digits/);
    expect(why('maps/mini.map.json', '')).toMatch(/is not an id/);
    expect(why('maps/mini.map.json', 'x'.repeat(65))).toMatch(/up to 64/);
    expect(why('maps/mini.map.json', 'mini-areas')).toBe('maps/mini-areas.map.json is already the map "mini-areas"');
    expect(why('maps/mini.map.json', 'mini-map')).toBe('map is already called "mini-map"');
    expect(why('maps/mini.map.json', '__proto__')).toMatch(/not an id|keep for themselves/);
    expect(why('maps/mini.map.json', 'constructor')).toMatch(/keep for themselves/);
    expect(why('nowhere.json', 'x')).toBe('nowhere.json is not an open document with an id');
    const drafted = docs.map((d) => (d.file === 'scenarios/mini.scenario.json' ? { ...d, draft: true } : d));
    expect(why('maps/mini.map.json', 'mini-east', drafted)).toMatch(/^scenarios\/mini.scenario.json names mini-map but its text is not a valid document/);
    expect(why('scenarios/mini.scenario.json', 'mini-base', drafted)).toMatch(/text is not a valid document/);
  });

  it('moves a file named after its id, in its folder, and refuses a file already taken', () => {
    expect(renamedFile('data/scenarios/ardennes44-6turn.scenario.json', 'ardennes44-6turn', 'a44-short')).toBe('data/scenarios/a44-short.scenario.json');
    expect(renamedFile('data/rules/ardennes44.rules.json', 'ardennes44', 'a44')).toBe('data/rules/a44.rules.json');
    expect(renamedFile('data/maps/mini.map.json', 'mini-map', 'east')).toBe('data/maps/mini.map.json');
    expect(renamedFile('top.json', 'top', 'x')).toBe('x.json');
    const docs = mini().map((d) => (d.file === 'maps/mini.map.json' ? { ...d, file: 'maps/mini-map.map.json' } : d));
    expect((renamePlan([...docs, { file: 'maps/east.map.json' }], 'maps/mini-map.map.json', 'east') as { reason: string }).reason).toBe('maps/east.map.json is already a document of the project');
  });

  it("the shipped 6-turn game: a new file, the 8-turn variant's base and its changes, the old file taken away; the project checks clean", () => {
    const root = path.resolve(__dirname, '../../..');
    const files = ['data/rules/ardennes44.rules.json', 'data/oob/ardennes44.oob.json', 'data/maps/ardennes44-east.map.json', 'data/maps/ardennes44-west.map.json', 'data/scenarios/ardennes44-6turn.scenario.json', 'data/scenarios/ardennes44-8turn.scenario.json'];
    const docs = files.map((file) => {
      const doc = JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as Json;
      return { file, kind: doc.kind as string, doc };
    });
    const p = plan(docs, 'data/scenarios/ardennes44-6turn.scenario.json', 'ardennes44-short');
    expect(p.file).toBe('data/scenarios/ardennes44-short.scenario.json');
    expect(p.parts.map((x) => x.file)).toEqual(['data/scenarios/ardennes44-short.scenario.json', 'data/scenarios/ardennes44-8turn.scenario.json', 'data/scenarios/ardennes44-6turn.scenario.json']);
    const out = after(docs, p);
    expect(out.has('data/scenarios/ardennes44-6turn.scenario.json')).toBe(false);
    expect(out.get('data/scenarios/ardennes44-short.scenario.json')!.id).toBe('ardennes44-short');
    const eight = out.get('data/scenarios/ardennes44-8turn.scenario.json') as { variantOf: string; changes: Record<string, { target: { kind: string; id: string } }> };
    expect(eight.variantOf).toBe('ardennes44-short');
    expect(Object.values(eight.changes).filter((c) => c.target.kind === 'scenario').map((c) => c.target.id)).not.toContain('ardennes44-6turn');
    expect(problemsOf(out)).toEqual([]);
  });
});

describe('a step across documents in the store', () => {
  // Loaded from their canonical texts as migrated (the fixture's playtest is of an older version), so an undo's text is the loaded one.
  const open = () => {
    const loaded = new DocumentStore(Object.entries(miniProject()).map(([file, doc]) => ({ file, text: canonicalText(doc) })));
    return new DocumentStore(loaded.documents().map((d) => ({ file: d.file, text: canonicalText(d.doc) })));
  };

  it('a rename is one undo step: undo brings back every text exactly, redo makes it again; the old file is deleted on save', () => {
    const s = open();
    const texts = new Map(s.documents().map((d) => [d.file, d.text]));
    const p = plan(s.documents({ own: true }) as never, 'scenarios/mini.scenario.json', 'mini-base');
    const events: StoreEvent[] = [];
    s.subscribe((e) => events.push(e));
    expect(s.executeAcross({ id: 'document/rename', label: 'Rename scenario mini-scenario to mini-base' }, p.parts)).toEqual({ ok: true });
    expect(s.undoLabel).toBe('Rename scenario mini-scenario to mini-base');
    expect(s.historyEntries().length).toBe(1);
    expect(s.get('playtests/mini.playtest.json')!.doc!.scenario).toBe('mini-base');
    expect(s.isDirty('scenarios/mini-variant.scenario.json')).toBe(true);
    expect(new Set(events.map((e) => e.file))).toEqual(new Set(p.parts.map((x) => x.file)));
    expect(s.undo()).toBe('Rename scenario mini-scenario to mini-base');
    for (const d of s.documents()) expect([d.file, d.text]).toEqual([d.file, texts.get(d.file)]);
    expect(s.documents().some((d) => s.isDirty(d.file))).toBe(false);
    s.redo();
    expect(s.get('scenarios/mini-variant.scenario.json')!.doc!.variantOf).toBe('mini-base');
  });

  it('a file moved: made under its new name, taken away under the old (deleted on save), views told where it went, and back on undo', () => {
    const project = miniProject();
    const files = Object.entries(project).map(([file, doc]) => ({ file: file === 'scenarios/mini.scenario.json' ? 'scenarios/mini-scenario.scenario.json' : file, text: canonicalText(doc) }));
    const s = new DocumentStore(files);
    const p = plan(s.documents({ own: true }) as never, 'scenarios/mini-scenario.scenario.json', 'mini-base');
    expect(p.file).toBe('scenarios/mini-base.scenario.json');
    const events: StoreEvent[] = [];
    s.subscribe((e) => events.push(e));
    const moved = { from: 'scenarios/mini-scenario.scenario.json', to: p.file };
    expect(s.executeAcross({ id: 'document/rename', label: 'Rename' }, p.parts, moved).ok).toBe(true);
    expect(s.get('scenarios/mini-scenario.scenario.json')).toBeUndefined();
    expect(s.get(p.file)!.doc!.id).toBe('mini-base');
    expect(s.isDirty(p.file)).toBe(true);
    expect(s.deletedFiles()).toEqual(['scenarios/mini-scenario.scenario.json']);
    expect(events.find((e) => e.file === moved.from)!.movedTo).toBe(p.file);
    events.length = 0;
    s.undo();
    expect(s.get(p.file)).toBeUndefined();
    expect(s.get(moved.from)!.doc!.id).toBe('mini-scenario');
    expect(s.isDirty(moved.from)).toBe(false);
    expect(s.deletedFiles()).toEqual([]);
    expect(events.find((e) => e.file === p.file)!.movedTo).toBe(moved.from);
    // Made again (redo), the new file is dirty and the old one on the list to delete.
    s.redo();
    expect(s.deletedFiles()).toEqual([moved.from]);
  });

  it('refuses, changing nothing: a file to make that is taken, a draft to change, while recording a variant', () => {
    const s = open();
    const p = plan(s.documents({ own: true }) as never, 'scenarios/mini.scenario.json', 'mini-base');
    s.setText('playtests/mini.playtest.json', '{ "kind": "playtest", ');
    const before = s.documents().map((d) => d.text);
    expect(s.executeAcross({ id: 'document/rename', label: 'Rename' }, p.parts)).toEqual({ ok: false, reason: 'playtests/mini.playtest.json has text that is not a valid document: fix it or undo there first, so nothing typed is lost' });
    expect(s.executeAcross({ id: 'x', label: 'x' }, [{ file: 'maps/mini.map.json', changes: [{ path: [], before: undefined, after: {} }] }]).ok).toBe(false);
    expect(s.documents().map((d) => d.text)).toEqual(before);
    expect(s.historyEntries().length).toBe(0);
    const r = open();
    expect(r.recordInto('scenarios/mini-variant.scenario.json')).toBe(true);
    expect(r.executeAcross({ id: 'x', label: 'x' }, [{ file: 'maps/mini.map.json', changes: [{ path: ['name'], before: 'x', after: 'y' }] }])).toMatchObject({ ok: false, reason: expect.stringMatching(/^stop recording into/) });
  });
});
