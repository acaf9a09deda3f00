import { describe, expect, test } from 'vitest';
import { miniRuleset } from '../../../tests/fixtures/miniProject';
import type { AreaMap, Ruleset } from '../../generated/documents';
import { applyChanges } from '../changes';
import { addArea, centroid, connect, deleteConnection, deleteNode, moveNode, paintMark, setAreaField, setConnection, setOutline } from './areaCommands';

const map = (): AreaMap =>
  ({
  kind: 'map',
  schemaVersion: 1,
  id: 'm',
  name: 'M',
  ruleset: 'mini',
  topology: 'area',
  areas: { a1: { name: 'One', number: 1, position: { x: 0, y: 0 } }, a2: { name: 'Two', number: 7, position: { x: 100, y: 0 } } },
  zones: { Z: { name: 'Zone Z', position: { x: 0, y: 100 } } },
  connections: { '1-7': { between: ['a1', 'a2'], road: 'primary' }, 'Z-1': { between: ['Z', 'a1'], road: 'primary' } },
  areaSets: { line: { name: 'Line', purpose: 'scenarioArea', members: ['a1'] } },
  }) as unknown as AreaMap;
const rules = () => miniRuleset() as unknown as Ruleset;
const run = <T>(m: T, e: { changes: Parameters<typeof applyChanges>[1] } | { error: string }): T => {
  if ('error' in e) throw new Error(e.error);
  return applyChanges(m, e.changes);
};

describe('area commands', () => {
  test('a new area is numbered after the highest, named by its number, and undone whole', () => {
    const m = map();
    const e = addArea(m, { x: 50.04, y: 60 });
    expect(e.label).toBe('Add area 8 "Area 8"');
    const after = run(m, e);
    expect(after.areas[e.id]).toEqual({ name: 'Area 8', number: 8, position: { x: 50, y: 60 } });
    expect(applyChanges(after, e.changes, 'backward')).toEqual(m);
  });

  test('moving an area moves its outline; tracing sets the outline and places the label at its centre', () => {
    let m = map();
    m = run(m, setOutline(m, 'a1', [{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 10 }, { x: 0, y: 10 }]));
    expect(m.areas.a1!.position).toEqual({ x: 5, y: 5 });
    expect(setOutline(m, 'a1', [{ x: 0, y: 0 }, { x: 1, y: 1 }])).toEqual({ error: 'An outline needs three points or more (2 given)' });
    m = run(m, moveNode(m, 'a1', 3, 4));
    expect(m.areas.a1!.position).toEqual({ x: 8, y: 9 });
    expect(m.areas.a1!.outline![2]).toEqual({ x: 13, y: 14 });
    expect(centroid([{ x: 0, y: 0 }, { x: 4, y: 0 }, { x: 4, y: 2 }, { x: 0, y: 2 }])).toEqual({ x: 2, y: 1 });
  });

  test('fields: a name is required, numbers and VP are whole numbers, empty clears', () => {
    const m = map();
    expect(setAreaField(m, 'a1', 'name', ' ')).toEqual({ error: 'An area needs a name' });
    expect(setAreaField(m, 'a1', 'vp', '2.5')).toEqual({ error: 'VP must be a whole number 0 or more ("2.5" is not)' });
    expect(run(m, setAreaField(m, 'a1', 'vp', '3')).areas.a1!.vp).toBe(3);
    expect(run(m, setAreaField(m, 'a1', 'number', '')).areas.a1!.number).toBeUndefined();
  });

  test('connecting: named by the area numbers, refused twice or to itself; a bridge needs its river', () => {
    let m = map();
    expect(connect(m, rules(), 'a1', 'a2', 'primary')).toEqual({ error: 'One and Two are already connected (1-7); select it to change its road' });
    expect(connect(m, rules(), 'a1', 'a1', 'primary')).toMatchObject({ error: expect.stringContaining('Drag from one area to another') });
    const z = connect(m, rules(), 'Z', 'a2', 'secondary');
    if ('error' in z) throw new Error(z.error);
    expect(z.id).toBe('Z-7');
    m = run(m, z);
    expect(setConnection(m, rules(), 'Z-7', { bridge: true })).toMatchObject({ error: expect.stringContaining('crosses a river') });
    m = run(m, setConnection(m, rules(), 'Z-7', { river: true }));
    m = run(m, setConnection(m, rules(), 'Z-7', { bridge: true }));
    m = run(m, setConnection(m, rules(), 'Z-7', { bridgeName: 'Sauer' }));
    m = run(m, setConnection(m, rules(), 'Z-7', { printedBlown: true }));
    expect(m.connections['Z-7']).toEqual({ between: ['Z', 'a2'], road: 'secondary', river: true, bridge: { name: 'Sauer', printedBlown: true } });
    // No river, no bridge: clearing the river clears the bridge with it (3.23).
    m = run(m, setConnection(m, rules(), 'Z-7', { river: false }));
    expect(m.connections['Z-7']).toEqual({ between: ['Z', 'a2'], road: 'secondary' });
    expect(run(m, deleteConnection(m, 'Z-7')).connections['Z-7']).toBeUndefined();
  });

  test('deleting an area takes its roads and set memberships with it, in one step', () => {
    const m = map();
    const e = deleteNode(m, 'a1');
    expect(e.label).toBe('Delete One and its 2 connections');
    const after = run(m, e);
    expect(Object.keys(after.connections)).toEqual([]);
    expect(after.areaSets!.line!.members).toEqual([]);
    expect(applyChanges(after, e.changes, 'backward')).toEqual(m);
  });

  test('marks: flags on areas and area-set memberships, painted on and off', () => {
    let m = map();
    m = run(m, paintMark(m, rules(), ['a1', 'a2'], { flag: 'frontLine' }, false));
    expect(m.areas.a2!.flags).toEqual(['frontLine']);
    m = run(m, paintMark(m, rules(), ['a2'], { flag: 'frontLine' }, true));
    expect(m.areas.a2!.flags).toBeUndefined();
    m = run(m, paintMark(m, rules(), ['a2', 'Z'], { set: 'line' }, false));
    expect(m.areaSets!.line!.members).toEqual(['a1', 'a2', 'Z']);
  });
});
