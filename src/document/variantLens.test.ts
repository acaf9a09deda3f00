import { describe, expect, test } from 'vitest';
import { miniProject } from '../../tests/fixtures/miniProject';
import type { Scenario } from '../generated/documents';
import { recordChange } from './changes';
import { DocumentStore, type StoreEvent } from './store';
import { canonicalText } from './textEdit';
import { opsFor } from './variantLens';

const MAP = 'maps/mini.map.json';
const OOB = 'oob/mini.oob.json';
const BASE = 'scenarios/mini.scenario.json';
const VARIANT = 'scenarios/mini-variant.scenario.json';
const store = () => new DocumentStore(Object.entries(miniProject()).map(([file, doc]) => ({ file, text: canonicalText(doc) })));
const variantOf = (s: DocumentStore) => s.get(VARIANT)!.doc as unknown as Scenario;
const paint = (s: DocumentStore, hex: string, terrain: string) => recordChange<Record<string, unknown>>(s.get(MAP)!.doc, ['hexes'], hex, (h) => ({ ...h, terrain }));

describe('recorded changes as JSON Patch operations', () => {
  test('replace where a value was, remove where it goes, add at the highest new level', () => {
    const doc = { hexes: { '0101': { terrain: 'clear' } }, list: [1, 2] };
    expect(
      opsFor(doc, [
        { path: ['hexes', '0101', 'terrain'], before: 'clear', after: 'forest' },
        { path: ['hexes', '0202', 'terrain'], before: undefined, after: 'town' },
        { path: ['list', '1'], before: 2, after: undefined },
      ]),
    ).toEqual([
      { op: 'replace', path: '/hexes/0101/terrain', value: 'forest' },
      { op: 'add', path: '/hexes/0202', value: { terrain: 'town' } },
      { op: 'remove', path: '/list/1' },
    ]);
  });
});

describe('recording into a variant', () => {
  test('refuses a file that is not a variant with an open base', () => {
    const s = store();
    expect(s.recordInto(BASE)).toBe(false);
    expect(s.recordInto('scenarios/nothing.json')).toBe(false);
    expect(s.recording).toBeUndefined();
  });

  test('shows the documents it patches as the variant has them, and leaves the documents alone', () => {
    const s = store();
    s.recordInto(VARIANT);
    expect(s.recording).toBe(VARIANT);
    expect(getAttack(s)).toBe(5); // the variant's "Stronger G1"
    expect(JSON.parse(s.ownText(OOB)!).units.g1.front.attack).toBe(4);
    expect(JSON.parse(s.get(OOB)!.text).units.g1.front.attack).toBe(5); // the pane shows the variant
    s.recordInto(undefined);
    expect(getAttack(s)).toBe(4);
  });

  test('an edit of a target becomes one named change of the variant, undone and redone as one step', () => {
    const s = store();
    const events: StoreEvent[] = [];
    s.subscribe((e) => events.push(e));
    s.recordInto(VARIANT);
    expect(s.execute(MAP, { id: 'map/paint', label: 'Paint forest ×1' }, [paint(s, '0101', 'forest')])).toBe(true);
    expect(variantOf(s).changes!.c3).toEqual({ label: 'Paint forest ×1', target: { kind: 'map', id: 'mini-map' }, ops: [{ op: 'add', path: '/hexes/0101', value: { terrain: 'forest' } }] });
    expect(s.undoLabel).toBe('Paint forest ×1 (variant)');
    expect((s.get(MAP)!.doc as { hexes: Record<string, { terrain?: string }> }).hexes['0101']!.terrain).toBe('forest');
    expect(s.isDirty(MAP)).toBe(false); // the map itself is untouched
    expect(s.isDirty(VARIANT)).toBe(true);
    expect(events.some((e) => e.file === MAP)).toBe(true); // views of the map hear of it
    s.undo();
    expect(variantOf(s).changes!.c3).toBeUndefined();
    expect((s.get(MAP)!.doc as { hexes: Record<string, unknown> }).hexes['0101']).toBeUndefined();
    s.redo();
    expect(variantOf(s).changes!.c3!.label).toBe('Paint forest ×1');
  });

  test('a stroke is one change that grows with the gesture; cancel leaves no change', () => {
    const s = store();
    s.recordInto(VARIANT);
    const stroke = s.beginStroke(MAP, { id: 'map/paint', label: 'Paint forest' });
    stroke.update([paint(s, '0101', 'forest')]);
    stroke.update([paint(s, '0102', 'forest')], 'Paint forest ×2');
    expect(variantOf(s).changes!.c3!.ops).toHaveLength(2);
    stroke.commit();
    expect(s.undoLabel).toBe('Paint forest ×2 (variant)');
    const again = s.beginStroke(MAP, { id: 'map/paint', label: 'Paint clear' });
    again.update([paint(s, '0103', 'clear')]);
    again.cancel();
    expect(Object.keys(variantOf(s).changes!)).toEqual(['c1', 'c2', 'c3']);
  });

  test('typed JSON of a target is diffed against the variant’s version; unparsable text stays a draft', () => {
    const s = store();
    s.recordInto(VARIANT);
    const text = s.get(OOB)!.text.replace('"attack": 5', '"attack": 7');
    s.setText(OOB, text);
    expect(s.get(OOB)!.text).toBe(text); // kept as typed
    expect(variantOf(s).changes!.c3!.ops).toEqual([{ op: 'replace', path: '/units/g1/front/attack', value: 7 }]);
    s.setText(OOB, '{ "kind": ');
    expect(s.get(OOB)!.draft).toBe(true);
    expect(Object.keys(variantOf(s).changes!)).toHaveLength(3);
  });

  test('edits of the base scenario (setup, schedule) go to the variant; a failing change is said', () => {
    const s = store();
    s.recordInto(VARIANT);
    const base = s.get(BASE)!.doc as unknown as Scenario;
    expect(base.reinforcements.r1!.turn).toBe('T1'); // the variant's earlier reinforcement
    s.execute(BASE, { id: 'schedule/move', label: 'Move r1 to T3' }, [{ path: ['reinforcements', 'r1', 'turn'], before: 'T1', after: 'T3' }]);
    expect(variantOf(s).changes!.c3!.target).toEqual({ kind: 'scenario', id: 'mini-scenario' });
    expect(JSON.parse(s.ownText(BASE)!).reinforcements.r1.turn).toBe('T2');
    s.setText(VARIANT, s.get(VARIANT)!.text.replace('"/units/g1/front/attack"', '"/units/nobody/attack"'));
    expect(s.recordingError()).toMatch(/change c2 \("Stronger G1"\) does not apply/);
  });

  test('creating a document is an undo step', () => {
    const s = store();
    expect(s.create('scenarios/new.scenario.json', { ...variantOf(s), id: 'new' } as never)).toBe(true);
    expect(s.undoLabel).toBe('Create scenarios/new.scenario.json');
    s.undo();
    expect(s.get('scenarios/new.scenario.json')).toBeUndefined();
    s.redo();
    expect(s.get('scenarios/new.scenario.json')!.doc!.id).toBe('new');
  });
});

function getAttack(s: DocumentStore): number {
  return (s.get(OOB)!.doc as { units: Record<string, { front: { attack: number } }> }).units.g1!.front.attack;
}

describe('problems while recording', () => {
  test('a target’s problems are its patched version’s; the variant’s changes are checked against the documents', () => {
    const s = store();
    s.recordInto(VARIANT);
    s.execute(BASE, { id: 'schedule/move', label: 'Drop r1' }, [{ path: ['reinforcements', 'r1'], before: (s.get(BASE)!.doc as unknown as Scenario).reinforcements.r1, after: undefined }]);
    expect(variantOf(s).changes!.c3!.ops).toEqual([{ op: 'remove', path: '/reinforcements/r1' }]);
    expect(s.problems().filter((p) => p.severity === 'error')).toEqual([]);
    // A typo in the patched OOB is located in the text its pane shows.
    s.setText(OOB, s.get(OOB)!.text.replace('"attack": 5', '"attack": "five"'));
    const typo = s.problems().find((p) => p.file === OOB && p.severity === 'error')!;
    expect(s.get(OOB)!.text.slice(typo.offset, typo.offset + typo.length)).toBe('"five"');
  });
});

describe('a recorded variant undone away', () => {
  test('its creation undone while recording: the targets read as they are again, and a listener may stop recording', () => {
    const s = store();
    const file = 'scenarios/new-variant.scenario.json';
    s.create(file, { ...variantOf(s), id: 'new-variant', changes: {} } as never);
    expect(s.recordInto(file)).toBe(true);
    s.execute(OOB, { id: 'oob/set', label: 'Set attack' }, [{ path: ['units', 'g1', 'front', 'attack'], before: 4, after: 9 }]);
    expect(getAttack(s)).toBe(9);
    const seen: string[] = [];
    s.subscribe((e) => {
      seen.push(e.file);
      if (e.file === s.recording && !s.get(e.file)) s.recordInto(undefined); // as the studio does
    });
    s.undo();
    s.undo();
    expect(s.get(file)).toBeUndefined();
    expect(s.recording).toBeUndefined();
    expect(getAttack(s)).toBe(4);
    expect(seen).toContain(OOB);
  });
});
