import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { OrderOfBattle } from '../../generated/documents';
import { applyChanges } from '../changes';
import { applyPaste, COLUMNS, deleteFormation, deleteUnits, deleteUnitType, fillDown, newFormation, newUnitFromType, newUnitType, parsePaste, renameFormation, setColumn, setTypeColumn, unitConfidence } from './oobCommands';

const oob = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../data/oob/ardennes44.oob.json'), 'utf8')) as OrderOfBattle;
const ok = <T>(r: T | { error: string }): T => {
  if (r && typeof r === 'object' && 'error' in r) throw new Error(r.error);
  return r as T;
};

describe('OOB grid commands', () => {
  it('sets one column of several units, refusing text that does not fit', () => {
    const edit = ok(setColumn(oob, ['us-4-8-x', 'us-35-eng'], 'front.attack', '3'));
    expect(edit.label).toBe('Set Att of 2 units to 3');
    const after = applyChanges(oob, edit.changes);
    expect([after.units['us-4-8-x']!.front.attack, after.units['us-35-eng']!.front.attack]).toEqual([3, 3]);
    expect(setColumn(oob, ['us-4-8-x'], 'front.attack', 'three')).toEqual({ error: 'Att: "three" is not a whole number' });
    expect(setColumn(oob, ['us-4-8-x'], 'type', 'battleship')).toMatchObject({ error: expect.stringMatching(/Type: "battleship" is not one of/) });
    expect(setColumn(oob, ['us-4-8-x'], 'name', ' ')).toEqual({ error: 'Name is required' });
  });

  it('fills down from the first selected row', () => {
    const edit = ok(fillDown(oob, ['us-4-8-x', 'us-35-eng', 'us-146-eng'], 'formation'));
    const after = applyChanges(oob, edit.changes);
    expect(after.units['us-146-eng']!.formation).toBe('4ID');
    expect(edit.label).toBe('Fill down Formation (2 units)');
  });

  it('makes a new unit from a unit type\'s template', () => {
    const edit = ok(newUnitFromType(oob, 'infRegt', 'german', '26/78 Gren', '26VG'));
    const after = applyChanges(oob, edit.changes);
    expect(after.units['26-78-gren']).toMatchObject({ name: '26/78 Gren', side: 'german', nationality: 'wehrmacht', formation: '26VG', type: 'infRegt', steps: 2, front: { attack: 4, defense: 4 } });
  });

  it('reads pasted spreadsheet rows with a header, checks each row, and applies the good ones as one step', () => {
    const text = ['Name\tSide\tType\tFormation\tAtt', '1/1/1\tallied\tinfBn\t4ID\t3', '1/1/2\tallied\tinfBn\t4ID\tx', '1/1/3\tallied\tsubmarine\t\t2', '\tallied\tinfBn\t\t2'].join('\n');
    const { rows } = parsePaste(oob, text);
    expect(rows.map((r) => [r.line, r.action, r.problems])).toEqual([
      [2, 'new', []],
      [3, 'new', ['Att: "x" is not a whole number']],
      [4, 'new', [expect.stringMatching(/Type: "submarine" is not one of/), 'Type is required for a new unit']],
      [5, 'new', ['Name is required for a new unit']],
    ]);
    expect(rows[0]!.unit).toMatchObject({ name: '1/1/1', nationality: 'us', steps: 1, front: { attack: 3, defense: 2, movement: 4 } });
    const edit = applyPaste(oob, rows);
    expect(edit.label).toBe('Paste 1 unit');
    expect(applyChanges(oob, edit.changes).units['1-1-1']).toBeDefined();
  });

  it('updates existing units by id, and refuses hostile ids', () => {
    const { rows } = parsePaste(oob, 'id\tDef\nus-4-8-x\t5\n__proto__\t1');
    expect(rows[0]).toMatchObject({ action: 'update', unit: { name: '4/8/?', front: { defense: 5 } } });
    expect(rows[1]!.problems).toContain('"__proto__" cannot be a unit id');
  });

  it('reads rows without a header in the grid\'s column order, and rates provenance', () => {
    const row = COLUMNS.map((c) => ({ name: 'X/1', side: 'german', type: 'infBn', nationality: 'wehrmacht' })[c.key] ?? '').join('\t');
    expect(parsePaste(oob, row).rows[0]).toMatchObject({ action: 'new', problems: [] });
    expect(unitConfidence(oob.units['us-4-8-x']!)).toBe('lost');
  });
});

describe('formations', () => {
  it('move under another formation, never under one of their own', async () => {
    const { reparentFormation, whereUsed } = await import('./oobCommands');
    const edit = reparentFormation(oob, '26VG', 'LVIIIPzK');
    if ('error' in edit) throw new Error(edit.error);
    expect(edit.label).toMatch(/^Move 26th Volksgrenadier Division under /);
    expect(applyChanges(oob, edit.changes).formations!['26VG' as never]).toMatchObject({ parent: 'LVIIIPzK' });
    expect(reparentFormation(oob, '6PzA', 'ISSPzK')).toMatchObject({ error: expect.stringMatching(/cannot go under .*: that is inside it/) });
    const used = whereUsed(oob, 'formation', '6PzA');
    expect(used.formations).toEqual(expect.arrayContaining(['ISSPzK', 'IISSPzK']));
    expect(whereUsed(oob, 'type', 'infBn').units.length).toBeGreaterThan(0);
  });
});

describe('formations and deleting units', () => {
  const o = oob;
  const division = Object.entries(o.formations ?? {}).find(([, f]) => (f as { level: string }).level === 'division')!;
  const [divId, div] = division as [string, { name: string; side: string; parent?: string }];

  it('make a formation under a parent of its side, and refuse one under the other side', () => {
    const edit = newFormation(o, 'Kampfgruppe Test', 'group', div.side, divId);
    if ('error' in edit) throw new Error(edit.error);
    expect(edit.id).toBe('Kampfgruppe-Test');
    expect(edit.label).toBe(`New group Kampfgruppe Test under ${div.name}`);
    expect(applyChanges(o, edit.changes).formations![edit.id as never]).toEqual({ name: 'Kampfgruppe Test', level: 'group', side: div.side, parent: divId });
    const other = Object.keys(o.sides ?? {}).find((s) => s !== div.side)!;
    expect(newFormation(o, 'X', 'division', other, divId)).toMatchObject({ error: expect.stringMatching(/cannot go under it/) });
    expect(newFormation(o, ' ', 'division', div.side)).toMatchObject({ error: expect.stringMatching(/name/) });
    expect(newFormation(o, 'X', 'horde', div.side)).toMatchObject({ error: expect.stringMatching(/not a formation level/) });
  });

  it('rename a formation; delete one only when nothing belongs to it', () => {
    const r = renameFormation(o, divId, 'Renamed');
    if ('error' in r) throw new Error(r.error);
    expect(applyChanges(o, r.changes).formations![divId as never]!.name).toBe('Renamed');
    expect(deleteFormation(o, divId)).toMatchObject({ error: expect.stringMatching(/still has \d+ unit/) });
    const made = newFormation(o, 'Empty', 'group', div.side);
    if ('error' in made) throw new Error(made.error);
    const withEmpty = applyChanges(o, made.changes);
    const del = deleteFormation(withEmpty, made.id);
    if ('error' in del) throw new Error(del.error);
    expect(applyChanges(withEmpty, del.changes).formations![made.id as never]).toBeUndefined();
  });

  it('delete units as one step', () => {
    const ids = Object.keys(o.units).slice(0, 3);
    const edit = deleteUnits(o, ids);
    if ('error' in edit) throw new Error(edit.error);
    expect(edit.label).toBe('Delete 3 units');
    const after = applyChanges(o, edit.changes);
    expect(ids.every((id) => !after.units[id])).toBe(true);
    expect(applyChanges(after, edit.changes, 'backward')).toEqual(o);
  });
});

describe('unit types (templates)', () => {
  it('set a template field, clear the back face with its last value, refuse a bad value', () => {
    const e = ok(setTypeColumn(oob, 'infBn', 'front.attack', '3'));
    expect(e.label).toBe('Type Infantry battalion: Att → 3');
    expect(applyChanges(oob, e.changes).unitTypes.infBn!.front!.attack).toBe(3);
    expect(setTypeColumn(oob, 'infBn', 'symbol', 'dragon')).toMatchObject({ error: expect.stringMatching(/not one of/) });
    expect(setTypeColumn(oob, 'infBn', 'name', ' ')).toEqual({ error: 'Name is required' });
  });

  it('make a type as a copy of another (without its provenance), and delete only an unused one', () => {
    const made = ok(newUnitType(oob, 'Volks-Werfer brigade', 'infRegt'));
    expect(made.id).toBe('volksWerferBrigade');
    const after = applyChanges(oob, made.changes);
    expect(after.unitTypes[made.id]).toMatchObject({ name: 'Volks-Werfer brigade', size: 'III', steps: 2 });
    expect((after.unitTypes[made.id] as { provenance?: unknown }).provenance).toBeUndefined();
    expect(deleteUnitType(oob, 'infRegt')).toMatchObject({ error: expect.stringMatching(/is the type of \d+ units/) });
    expect(applyChanges(after, ok(deleteUnitType(after, made.id)).changes).unitTypes[made.id]).toBeUndefined();
  });
});
