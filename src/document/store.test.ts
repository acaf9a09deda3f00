import { describe, expect, test, vi } from 'vitest';
import { miniHexMap, miniProject } from '../../tests/fixtures/miniProject';
import { applyChanges, diffChanges, getAt, recordChange, setAt, type Change } from './changes';
import { DocumentStore, type StoreEvent } from './store';
import { canonicalText, textEdit, textEdits, type TextEdit } from './textEdit';

const MAP = 'maps/mini.map.json';
const store = () => new DocumentStore(Object.entries(miniProject()).map(([file, doc]) => ({ file, text: canonicalText(doc) })));
const paint = (s: DocumentStore, hexes: string[], terrain = 'forest') =>
  hexes.map((h) => recordChange<Record<string, unknown>>(s.get(MAP)!.doc, ['hexes'], h, (hex) => ({ ...hex, terrain })));

describe('changes', () => {
  test('setAt copies only the path and leaves the original intact', () => {
    const map = miniHexMap();
    const next = setAt(map, ['hexes', '0101', 'terrain'], 'forest');
    expect(getAt(next, ['hexes', '0101', 'terrain'])).toBe('forest');
    expect(getAt(map, ['hexes', '0101'])).toBeUndefined();
    expect(next.roads).toBe(map.roads); // structural sharing
  });
  test('applyChanges copies each object once per batch, leaves the original intact, and undoes exactly', () => {
    const map = miniHexMap();
    const changes: Change[] = [
      { path: ['hexes', '0101'], before: undefined, after: { terrain: 'forest' } },
      { path: ['hexes', '0101', 'name'], before: undefined, after: 'Bastogne' },
      { path: ['hexes', '0102'], before: undefined, after: { terrain: 'clear' } },
      { path: ['roads', 'r1', 'hexes', '1'], before: '0102', after: '0202' },
      { path: ['hexes', '0102'], before: { terrain: 'clear' }, after: undefined },
    ];
    const before = JSON.stringify(map);
    const next = applyChanges(map, changes);
    expect(JSON.stringify(map)).toBe(before);
    expect(next.hexes['0101']).toEqual({ terrain: 'forest', name: 'Bastogne' });
    expect('0102' in next.hexes).toBe(false);
    expect(next.roads!.r1!.hexes).toEqual(['0101', '0202', '0103']);
    expect(next.defaultTerrain).toBe(map.defaultTerrain);
    expect(JSON.stringify(applyChanges(next, changes, 'backward'))).toBe(before);
    // The value a change sets is the caller's: a later change of the batch copies it, never writes into it.
    const value = { terrain: 'forest' };
    applyChanges(map, [{ path: ['hexes', '0303'], before: undefined, after: value }, { path: ['hexes', '0303', 'terrain'], before: 'forest', after: 'clear' }]);
    expect(value.terrain).toBe('forest');
    expect(() => applyChanges(map, [changes[0]!, { path: ['hexes', '__proto__'], before: undefined, after: 1 }])).toThrow(/refusing/);
  });
  test('setAt refuses prototype keys', () => expect(() => setAt({}, ['__proto__', 'x'], 1)).toThrow(/refusing/));
  test('diffChanges finds what a text edit changed', () => {
    const a = miniHexMap();
    const b = setAt(setAt(a, ['hexes', '0203', 'terrain'], 'clear'), ['roads', 'r1', 'hexes'], ['0101', '0102']);
    expect(diffChanges(a, b)).toEqual([
      { path: ['hexes', '0203', 'terrain'], before: 'forest', after: 'clear' },
      { path: ['roads', 'r1', 'hexes'], before: ['0101', '0102', '0103'], after: ['0101', '0102'] },
    ]);
  });
});

describe('textEdit keeps the cursor: one minimal replacement', () => {
  test.each([
    ['abcdef', 'abXdef', { offset: 2, deleteLength: 1, insert: 'X' }],
    ['abc', 'abcd', { offset: 3, deleteLength: 0, insert: 'd' }],
    ['aaaa', 'aa', { offset: 2, deleteLength: 2, insert: '' }],
  ])('%s -> %s', (a, b, edit) => expect(textEdit(a, b)).toEqual(edit));
  test('equal texts need no edit', () => expect(textEdit('x', 'x')).toBeNull());
  test('in long texts (compared a block at a time), the edit is still the smallest, at every place', () => {
    const base = Array.from({ length: 5000 }, (_, i) => String.fromCharCode(97 + ((i * 7) % 26))).join('');
    for (const at of [0, 1, 1023, 1024, 1025, 2048, 2500, 4095, 4999]) {
      for (const [del, ins] of [[1, 'X'], [0, 'YY'], [3, ''], [1, base[at]! + 'Z']] as const) {
        const after = base.slice(0, at) + ins + base.slice(at + del);
        const e = textEdit(base, after)!;
        expect(base.slice(0, e.offset) + e.insert + base.slice(e.offset + e.deleteLength)).toBe(after);
        let prefix = 0;
        while (base[prefix] === after[prefix] && prefix < Math.min(base.length, after.length)) prefix++;
        expect(e.offset).toBe(prefix);
        expect(e.deleteLength + after.length - base.length).toBe(e.insert.length);
      }
    }
  });
});

describe('textEdits: a change in a few places of a big text is a few small edits', () => {
  const apply = (text: string, edits: readonly TextEdit[]) => {
    let out = '';
    let at = 0;
    for (const e of edits) {
      expect(e.offset).toBeGreaterThanOrEqual(at); // in order, not overlapping
      out += text.slice(at, e.offset) + e.insert;
      at = e.offset + e.deleteLength;
    }
    return out + text.slice(at);
  };
  const hexes = (terrain: (i: number) => string | undefined) =>
    canonicalText({ hexes: Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [String(i).padStart(4, '0'), terrain(i)]).filter(([, t]) => t).map(([h, t]) => [h, { terrain: t }])) });

  test('four hexes painted far apart: four edits, each within its hex, and the text they make is the new one', () => {
    const before = hexes(() => 'clear');
    const after = hexes((i) => ([100, 700, 1300, 1900].includes(i) ? 'forest' : 'clear'));
    // No time limit: with the editor's 50 ms, a busy machine gets fewer, coarser edits (as CI once did).
    const edits = textEdits(before, after, 0);
    expect(edits).toHaveLength(4);
    for (const e of edits) expect(e.deleteLength + e.insert.length).toBeLessThan(20);
    expect(apply(before, edits)).toBe(after);
  });

  test('hexes whose records go and come (lines taken out and put in), and a small change as one edit', () => {
    const before = hexes((i) => (i % 3 ? 'clear' : undefined));
    const after = hexes((i) => (i % 5 ? 'clear' : i % 2 ? 'forest' : undefined));
    expect(apply(before, textEdits(before, after))).toBe(after);
    expect(textEdits('abcdef', 'abXdef')).toEqual([{ offset: 2, deleteLength: 1, insert: 'X' }]);
    expect(textEdits('same', 'same')).toEqual([]);
  });
});

/** Whether JSON.stringify was asked for a whole map's text (not the few records an edit compares). */
const madeMapText = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.some(([v]) => typeof v === 'object' && v !== null && 'hexes' in v);

describe('DocumentStore', () => {
  test('after a visual edit the text is spliced from the one before, not made whole, and is the canonical text; dirty, undone, painted back', () => {
    const s = store();
    const stringify = vi.spyOn(JSON, 'stringify');
    try {
      s.execute(MAP, { id: 'map/paintTerrain', label: 'Paint forest' }, paint(s, ['0203'], 'rough'));
      expect(s.isDirty(MAP)).toBe(true); // the file's text is found canonical (made whole once), then spliced
      stringify.mockClear();
      for (const [hexes, terrain] of [[['0203'], 'clear'], [['0304'], 'forest'], [['0203', '0304'], 'rough']] as const) {
        s.execute(MAP, { id: 'map/paintTerrain', label: `Paint ${terrain}` }, paint(s, [...hexes], terrain));
        expect(s.isDirty(MAP)).toBe(true);
      }
      expect(madeMapText(stringify)).toBe(false); // the map's text is not made whole to tell
      expect(s.get(MAP)!.text).toBe(canonicalText(s.get(MAP)!.doc));
      for (let i = 0; i < 4; i++) s.undo();
      expect(s.isDirty(MAP)).toBe(false);
      expect(s.get(MAP)!.text).toBe(canonicalText(s.get(MAP)!.doc));
      // 0203 is forest on disk: painted clear, then forest again by hand: another object, the same text.
      s.execute(MAP, { id: 'map/paintTerrain', label: 'Paint clear' }, paint(s, ['0203'], 'clear'));
      expect(s.isDirty(MAP)).toBe(true);
      s.execute(MAP, { id: 'map/paintTerrain', label: 'Paint forest' }, paint(s, ['0203']));
      expect(s.isDirty(MAP)).toBe(false);
      // A hex not in the record is added: the record's order changes, and the text is made whole.
      s.execute(MAP, { id: 'map/paintTerrain', label: 'Paint forest' }, paint(s, ['0101']));
      expect(s.get(MAP)!.text).toBe(canonicalText(s.get(MAP)!.doc));
      expect(s.isDirty(MAP)).toBe(true);
    } finally {
      stringify.mockRestore();
    }
  });

  test('a command is one named undo step, and undo/redo restore document and text', () => {
    const s = store();
    const before = s.get(MAP)!.text;
    s.execute(MAP, { id: 'map/paintTerrain', label: 'Paint forest ×2' }, paint(s, ['0101', '0102']));
    expect(getAt(s.get(MAP)!.doc, ['hexes', '0102', 'terrain'])).toBe('forest');
    expect(s.get(MAP)!.text).toContain('"0102": {\n      "terrain": "forest"');
    expect(s.isDirty(MAP)).toBe(true);
    expect(s.undoLabel).toBe('Paint forest ×2');
    expect(s.undo()).toBe('Paint forest ×2');
    expect(s.get(MAP)!.text).toBe(before);
    expect(s.isDirty(MAP)).toBe(false);
    expect(s.redo()).toBe('Paint forest ×2');
    expect(getAt(s.get(MAP)!.doc, ['hexes', '0101', 'terrain'])).toBe('forest');
  });

  test('a stroke is one undo step however many updates it has, with the last label', () => {
    const s = store();
    const stroke = s.beginStroke(MAP, { id: 'map/paintTerrain', label: 'Paint forest ×1' });
    stroke.update(paint(s, ['0101']));
    stroke.update(paint(s, ['0102']), 'Paint forest ×2');
    stroke.update(paint(s, ['0103']), 'Paint forest ×3');
    stroke.commit();
    expect(s.historyEntries()).toHaveLength(1);
    expect(s.historyEntries()[0]!.changes).toHaveLength(3);
    s.undo();
    expect(getAt(s.get(MAP)!.doc, ['hexes', '0101'])).toBeUndefined();
    expect(getAt(s.get(MAP)!.doc, ['hexes', '0103'])).toBeUndefined();
  });

  test('a record copied ahead of a stroke (warm) is its first dab\'s copy, and never seen changed otherwise', () => {
    const s = store();
    const before = s.get(MAP)!.doc as { hexes: Record<string, unknown> };
    const warmed = () => (s as unknown as { warmed: { copy?: object } }).warmed.copy;
    s.warm(MAP, 'hexes');
    const copy = warmed();
    expect(copy).toEqual(before.hexes);
    const stroke = s.beginStroke(MAP, { id: 'map/paintTerrain', label: 'Paint' });
    stroke.update(paint(s, ['0101']));
    // The first dab took the copy as its own, and wrote into it.
    expect(warmed()).toBeUndefined();
    expect((s.get(MAP)!.doc as { hexes: object }).hexes).toBe(copy);
    stroke.update(paint(s, ['0102']));
    stroke.commit();
    const after = s.get(MAP)!.doc as { hexes: Record<string, { terrain: string }> };
    expect([after.hexes['0101']!.terrain, after.hexes['0102']!.terrain]).toEqual(['forest', 'forest']);
    // The old version, which undo and the views hold, is untouched.
    expect(before.hexes['0101']).toBeUndefined();
    expect(Object.keys(before.hexes)).toEqual(['0203', '0304']);
    expect(s.get(MAP)!.text).toBe(canonicalText(after));
    s.undo();
    expect(s.get(MAP)!.doc).toEqual(before);
    // Warmed, then the document changed by a command (a flood fill): the command takes the copy.
    s.warm(MAP, 'hexes');
    const ahead = warmed();
    const undone = s.get(MAP)!.doc as { hexes: Record<string, unknown> };
    s.execute(MAP, { id: 'a', label: 'A' }, paint(s, ['0505'], 'clear'));
    expect(warmed()).toBeUndefined();
    expect((s.get(MAP)!.doc as { hexes: object }).hexes).toBe(ahead);
    expect(undone.hexes['0505']).toBeUndefined();
    // And undo takes one made since, leaving the version it undoes untouched.
    const filled = s.get(MAP)!.doc as { hexes: Record<string, { terrain: string }> };
    s.warm(MAP, 'hexes');
    const again = warmed();
    s.undo();
    expect((s.get(MAP)!.doc as { hexes: object }).hexes).toBe(again);
    expect(s.get(MAP)!.doc).toEqual(undone);
    expect(filled.hexes['0505']!.terrain).toBe('clear');
    expect(s.get(MAP)!.text).toBe(canonicalText(undone));
    s.redo();
    // Warmed, then a command on another record: the copy is not its (the hexes record is shared, not copied).
    s.warm(MAP, 'hexes');
    const shared = (s.get(MAP)!.doc as { hexes: object }).hexes;
    s.execute(MAP, { id: 'b', label: 'B' }, [{ path: ['name'], before: (s.get(MAP)!.doc as { name: string }).name, after: 'Renamed' }]);
    expect((s.get(MAP)!.doc as { hexes: object }).hexes).toBe(shared);
    const second = s.beginStroke(MAP, { id: 'map/paintTerrain', label: 'Paint' });
    second.update(paint(s, ['0101']));
    second.commit();
    const last = s.get(MAP)!.doc as { hexes: Record<string, { terrain: string }> };
    expect([last.hexes['0505']!.terrain, last.hexes['0101']!.terrain]).toEqual(['clear', 'forest']);
    // Nothing to copy (no such record, or not an object): nothing happens.
    s.warm(MAP, 'nothing');
    s.warm(MAP, 'defaultTerrain');
    s.warm('maps/none.map.json', 'hexes');
  });

  test('a big record is copied ahead a slice at a time, each when the page has time, and the copy begun is dropped if the document changes', () => {
    const hexes = Object.fromEntries(Array.from({ length: 2500 }, (_, i) => [String(i).padStart(4, '0'), { terrain: 'clear' }]));
    const s = new DocumentStore([{ file: MAP, text: canonicalText({ ...miniHexMap(), hexes }) }]);
    const warmed = () => (s as unknown as { warmed: { copy?: object } }).warmed.copy;
    let slices = 0;
    const once = () => slices++ < 0; // a slice, then no more time
    expect(s.warm(MAP, 'hexes', once)).toBe(false);
    expect(warmed()).toBeUndefined();
    // The document changes between slices: the copy begun is of an old version, and starts again.
    s.execute(MAP, { id: 'map/paintTerrain', label: 'Paint forest' }, paint(s, ['0007']));
    let calls = 1;
    while (!s.warm(MAP, 'hexes', once)) calls++;
    expect(calls).toBe(3); // 2,500 members, 1,000 a slice
    const doc = s.get(MAP)!.doc as { hexes: Record<string, { terrain: string }> };
    expect(warmed()).toEqual(doc.hexes);
    expect(Object.keys(warmed()!)).toEqual(Object.keys(doc.hexes));
    expect((warmed() as Record<string, { terrain: string }>)['0007']!.terrain).toBe('forest');
  });

  test.each([11, 12, 13, 14, 15])('its texts stay canonical through 400 random edits, strokes, undos and redos that add, change and remove hexes (spliced, not made whole): seed %i', (first) => {
    const s = store();
    let seed = first;
    const r = () => ((seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32);
    const ids = ['0101', '0102', '0203', '0304', '0405', '0506', '0601', '0202'];
    const edit = () =>
      Array.from({ length: 1 + Math.floor(r() * 3) }, () => ids[Math.floor(r() * ids.length)]!).map((h) =>
        recordChange<Record<string, unknown>>(s.get(MAP)!.doc, ['hexes'], h, (hex) => (r() < 0.3 ? undefined : { ...hex, terrain: ['forest', 'rough', 'clear'][Math.floor(r() * 3)] })),
      );
    const stringify = vi.spyOn(JSON, 'stringify');
    let whole = 0;
    try {
      for (let i = 0; i < 400; i++) {
        const roll = r();
        if (roll < 0.4) s.execute(MAP, { id: 'map/paintTerrain', label: 'Paint' }, edit());
        else if (roll < 0.6) {
          const stroke = s.beginStroke(MAP, { id: 'map/paintTerrain', label: 'Paint' });
          for (let k = 0; k < 3; k++) {
            stroke.update(edit());
            // Read mid-stroke (the JSON pane may): the next dab changes this version's document in place.
            if (r() < 0.3) expect(s.get(MAP)!.text, `step ${i}, dab ${k}`).toBe(canonicalText(s.get(MAP)!.doc));
          }
          stroke.commit();
        } else if (roll < 0.8) s.undo();
        else s.redo();
        stringify.mockClear();
        const text = s.get(MAP)!.text;
        if (madeMapText(stringify)) whole++;
        stringify.mockRestore();
        expect(text, `step ${i}`).toBe(canonicalText(s.get(MAP)!.doc));
        vi.spyOn(JSON, 'stringify');
      }
    } finally {
      vi.restoreAllMocks();
    }
    // Made whole only where a member was named twice in one edit (it may have moved unseen), and once to find the file's text canonical.
    expect(whole).toBeLessThan(400 / 4);
  });

  test('Escape cancels a stroke in progress and leaves no history', () => {
    const s = store();
    const before = s.get(MAP)!.text;
    const stroke = s.beginStroke(MAP, { id: 'map/paintTerrain', label: 'Paint' });
    stroke.update(paint(s, ['0101', '0505']));
    stroke.cancel();
    expect(s.get(MAP)!.text).toBe(before);
    expect(s.historyEntries()).toHaveLength(0);
  });

  test('painting the same hex twice in a stroke keeps the first "before"', () => {
    const s = store();
    const stroke = s.beginStroke(MAP, { id: 'map/paintTerrain', label: 'Paint' });
    stroke.update(paint(s, ['0203'], 'clear'));
    stroke.update(paint(s, ['0203'], 'town'));
    stroke.commit();
    expect(s.historyEntries()[0]!.changes).toEqual([{ path: ['hexes', '0203'], before: { terrain: 'forest' }, after: { terrain: 'town' } }]);
  });

  test('a new edit clears redo', () => {
    const s = store();
    s.execute(MAP, { id: 'a', label: 'A' }, paint(s, ['0101']));
    s.undo();
    s.execute(MAP, { id: 'b', label: 'B' }, paint(s, ['0102']));
    expect(s.redoLabel).toBeUndefined();
  });

  test('text that parses becomes the document and one "Edit" step', () => {
    const s = store();
    const text = s.get(MAP)!.text.replace('"terrain": "forest"', '"terrain": "clear"');
    s.setText(MAP, text);
    expect(getAt(s.get(MAP)!.doc, ['hexes', '0203', 'terrain'])).toBe('clear');
    expect(s.undoLabel).toBe('Edit hexes/0203/terrain');
    s.undo();
    expect(getAt(s.get(MAP)!.doc, ['hexes', '0203', 'terrain'])).toBe('forest');
  });

  test('text that does not parse is kept as a draft, never saved, and the views keep the last good version', () => {
    const s = store();
    const good = s.get(MAP)!.doc;
    s.setText(MAP, '{ "kind": "map", ');
    expect(s.get(MAP)!.draft).toBe(true);
    expect(s.get(MAP)!.text).toBe('{ "kind": "map", ');
    expect(s.get(MAP)!.doc).toBe(good);
    expect(s.textToSave(MAP)).toEqual({ ok: false, reason: expect.stringMatching(/does not parse/) });
    expect(s.problems().some((p) => p.file === MAP && p.code === 'json/syntax')).toBe(true);
  });

  test('text the schema refuses is a draft too: the views keep the last good version, and it may be saved (issue 10)', () => {
    const s = store();
    const good = s.get(MAP)!.doc!;
    const { grid: _gone, ...noGrid } = good;
    const text = canonicalText(noGrid);
    s.setText(MAP, text);
    expect(s.get(MAP)).toMatchObject({ draft: true, unparsable: false, text });
    expect(s.get(MAP)!.doc).toBe(good);
    expect(s.loaded().find((d) => d.file === MAP)!.doc).toBe(good);
    expect(s.textToSave(MAP)).toEqual({ ok: true, text });
    expect(s.problems().filter((p) => p.file === MAP && p.severity === 'error').map((p) => p.message)).toEqual([expect.stringMatching(/grid/)]);
    s.setText(MAP, canonicalText(good));
    expect(s.get(MAP)!.draft).toBe(false);
  });

  test('while a document is a draft, the others are checked against its last good version: only the real error is listed (issue 10)', () => {
    const s = store();
    const clean = s.problems().filter((p) => p.severity === 'error');
    s.setText(MAP, s.get(MAP)!.text.replace('"hexes": {', '"hexes": {,'));
    const errors = s.problems().filter((p) => p.severity === 'error');
    expect(errors.length).toBe(clean.length + 1);
    expect(errors.filter((p) => p.file !== MAP)).toEqual(clean.filter((p) => p.file !== MAP));
  });

  test('a document loaded from disk that its schema refuses has no version for the views; a reload keeps the last good one (issue 10)', () => {
    const files = Object.entries(miniProject()).map(([file, doc]) => ({ file, text: canonicalText(doc) }));
    const broken = files.map((f) => (f.file === MAP ? { file: f.file, text: f.text.replace('"grid"', '"grit"') } : f));
    const s = new DocumentStore(broken);
    expect(s.get(MAP)).toMatchObject({ kind: 'map', draft: true });
    expect(s.get(MAP)!.doc).toBeUndefined();
    expect(s.loaded().some((d) => d.file === MAP)).toBe(false);
    const ok = store();
    const good = ok.get(MAP)!.doc;
    ok.reload(MAP, '{"kind": "map", "schemaVersion": 1}');
    expect(ok.get(MAP)).toMatchObject({ draft: true, doc: good });
  });

  test('visual edits are refused while the text is a draft, so what the user typed is never overwritten', () => {
    const s = store();
    s.setText(MAP, '{ "kind": "map", ');
    expect(s.execute(MAP, { id: 'map/paintTerrain', label: 'Paint' }, paint(s, ['0101']))).toBe(false);
    const stroke = s.beginStroke(MAP, { id: 'map/paintTerrain', label: 'Paint' });
    stroke.update(paint(s, ['0102']));
    stroke.commit();
    expect(s.get(MAP)!.text).toBe('{ "kind": "map", ');
    expect(s.historyEntries()).toHaveLength(0);
  });

  test('problems follow the document: a bad edit is reported where it is', () => {
    const s = store();
    expect(s.problems()).toEqual([]);
    s.execute(MAP, { id: 'map/paintTerrain', label: 'Paint' }, paint(s, ['0101'], 'swamp'));
    const p = s.problems().find((x) => x.code === 'ref/terrain')!;
    expect(p).toMatchObject({ file: MAP, pointer: '/hexes/0101/terrain' });
    expect(p.line).toBeGreaterThan(1);
    s.undo();
    expect(s.problems()).toEqual([]);
  });

  test('listeners are told which paths changed; the text is made only when read', () => {
    const s = store();
    const events: StoreEvent[] = [];
    s.subscribe((e) => events.push(e));
    const before = s.get(MAP)!.text;
    s.execute(MAP, { id: 'x', label: 'x' }, paint(s, ['0203'], 'clear'));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ file: MAP, reason: 'command', changed: [['hexes', '0203']] });
    expect(textEdit(before, s.get(MAP)!.text)).toMatchObject({ deleteLength: 6, insert: 'clear' });
  });

  test('a stroke tells listeners each dab, then its commit', () => {
    const s = store();
    const reasons: string[] = [];
    s.subscribe((e) => reasons.push(e.reason));
    const stroke = s.beginStroke(MAP, { id: 'map/paintTerrain', label: 'Paint' });
    stroke.update(paint(s, ['0101']));
    stroke.update(paint(s, ['0102']));
    stroke.commit();
    expect(reasons).toEqual(['stroke', 'stroke', 'commit']);
  });

  test('an early listener hears each change before the others, subscribed first or not', () => {
    const s = store();
    const heard: string[] = [];
    s.subscribe((e) => heard.push(`late ${e.reason}`));
    const stop = s.subscribe((e) => heard.push(`early ${e.reason}`), { early: true });
    const stroke = s.beginStroke(MAP, { id: 'map/paintTerrain', label: 'Paint' });
    stroke.update(paint(s, ['0101']));
    stroke.commit();
    expect(heard).toEqual(['early stroke', 'late stroke', 'early commit', 'late commit']);
    stop();
    s.execute(MAP, { id: 'x', label: 'x' }, paint(s, ['0102']));
    expect(heard.at(-1)).toBe('late command');
    expect(heard).toHaveLength(5);
  });

  test('saving records the text on disk; the document is clean again', () => {
    const s = store();
    s.execute(MAP, { id: 'x', label: 'x' }, paint(s, ['0101']));
    const save = s.textToSave(MAP);
    expect(save.ok).toBe(true);
    if (save.ok) s.markSaved(MAP, save.text);
    expect(s.isDirty(MAP)).toBe(false);
  });

  test('a 50 MB paste is kept as a draft with a clear problem; the last good document stays and nothing is saved', () => {
    const s = store();
    const good = s.get(MAP)!.doc;
    const huge = '{"kind": "map", "x": "' + 'a'.repeat(50 * 1024 * 1024) + '"}';
    s.setText(MAP, huge);
    expect(s.get(MAP)!.draft).toBe(true);
    expect(s.get(MAP)!.doc).toBe(good);
    expect(s.problems().find((p) => p.file === MAP)!.message).toMatch(/This file is 50\.0 MB; Sandtable reads documents up to 16\.0 MB/);
    expect(s.textToSave(MAP).ok).toBe(false);
  });

  test('a header change that orphans hexes lists every orphan, and drops none', () => {
    const s = store();
    const text = s.get(MAP)!.text.replace('"columns": {\n      "first": 1,\n      "last": 6', '"columns": {\n      "first": 1,\n      "last": 2');
    s.setText(MAP, text);
    const orphans = s.problems().filter((p) => p.code === 'map/off-map' && p.file === MAP);
    expect(orphans.map((p) => p.message)).toEqual(expect.arrayContaining([expect.stringMatching(/^0304: outside the map \(columns 1–2, rows 1–6\)/)]));
    expect(orphans.length).toBeGreaterThanOrEqual(4);
    expect(getAt(s.get(MAP)!.doc, ['hexes', '0304'])).toEqual({ features: ['town'], name: 'Townsville' });
  });
});

describe('DocumentStore: deleting a document', () => {
  test('is one named step: its references become Problems, undo brings it back exactly, and Save deletes a saved one', () => {
    const s = store();
    const text = s.get(MAP)!.text;
    expect(s.problems().filter((p) => p.code.startsWith('ref/'))).toEqual([]);
    expect(s.remove(MAP)).toEqual({ ok: true });
    expect(s.get(MAP)).toBeUndefined();
    expect(s.undoLabel).toBe(`Delete ${MAP}`);
    expect(s.deletedFiles()).toEqual([MAP]);
    // The scenario names the map: a dangling reference now, located in the scenario.
    expect(s.problems().some((p) => p.file === 'scenarios/mini.scenario.json' && p.severity === 'error')).toBe(true);
    s.undo();
    expect(s.get(MAP)!.text).toBe(text);
    expect(s.isDirty(MAP)).toBe(false);
    expect(s.deletedFiles()).toEqual([]);
    s.redo();
    expect(s.deletedFiles()).toEqual([MAP]);
    // Saved (gone from the disk): undo brings it back as a new document, unsaved, to save again.
    s.markDeleted(MAP);
    expect(s.deletedFiles()).toEqual([]);
    s.undo();
    expect(s.get(MAP)!.text).toBe(text);
    expect(s.isDirty(MAP)).toBe(true);
  });

  test('a new document deleted is not listed for the disk; text that is not a valid document is refused; a deleted file cannot be made anew until saved', () => {
    const s = store();
    expect(s.create('maps/new.map.json', { ...(s.get(MAP)!.doc as object), id: 'new' })).toBe(true);
    expect(s.remove('maps/new.map.json')).toEqual({ ok: true });
    expect(s.deletedFiles()).toEqual([]);
    const text = s.get(MAP)!.text;
    s.setText(MAP, '{ "kind": ');
    expect(s.remove(MAP)).toEqual({ ok: false, reason: `${MAP} has text that is not a valid document: fix it or undo before deleting, so nothing typed is lost` });
    s.setText(MAP, text);
    expect(s.remove(MAP).ok).toBe(true);
    expect(s.create(MAP, {})).toBe(false);
    expect(s.remove('maps/none.json')).toEqual({ ok: false, reason: 'maps/none.json is not open' });
  });

  test('one deleted here and changed on disk since comes back as the disk has it', () => {
    const s = store();
    s.remove(MAP);
    s.reload(MAP, canonicalText({ ...(miniHexMap() as object), name: 'Theirs' }));
    expect(s.deletedFiles()).toEqual([]);
    expect((s.get(MAP)!.doc as { name: string }).name).toBe('Theirs');
  });
});
