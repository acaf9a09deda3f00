import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Ruleset } from '../../generated/documents';
import { applyChanges } from '../changes';
import { crtOf, crtProbabilities, diceTotals, markRecordProvenance, provenanceOf, setCrtCell } from './tableCommands';

const ruleset = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../data/rules/ardennes44.rules.json'), 'utf8')) as Ruleset;

describe('CRT commands', () => {
  it('sets a cell to a defined result code, with a label naming the cell and both codes', () => {
    const edit = setCrtCell(ruleset, 'crt', '4', '3:1', 'DR2');
    expect(edit.label).toBe('Combat Results Table 3:1, die 4: EX(Eng) → DR2');
    const after = applyChanges(ruleset, edit.changes);
    expect(crtOf(after, 'crt')!.rows['4']!['3:1']).toBe('DR2');
    expect(crtOf(applyChanges(after, edit.changes, 'backward'), 'crt')!.rows['4']!['3:1']).toBe('EX(Eng)');
  });

  it('refuses a code the table does not define, and a cell it does not have', () => {
    expect(() => setCrtCell(ruleset, 'crt', '4', '3:1', 'DE')).toThrow(/DE is not a result code of Combat Results Table; it defines A1, /);
    expect(() => setCrtCell(ruleset, 'crt', '7', '3:1', 'DR2')).toThrow(/no cell 3:1, die 7/);
  });

  it('re-marks a cell\'s provenance at the cell, keeping the source that covered it', () => {
    expect(provenanceOf(crtOf(ruleset, 'crt')!, '/rows/4/3:1')).toMatchObject({ confidence: 'stated', at: '' });
    const edit = markRecordProvenance(ruleset, ['tables', 'crt'], '/rows/4/3:1', 'placeholder', 'playtest guess');
    if ('error' in edit) throw new Error(edit.error);
    const after = applyChanges(ruleset, edit.changes);
    expect(provenanceOf(crtOf(after, 'crt')!, '/rows/4/3:1')).toEqual({ source: 'p.29 CRT', confidence: 'placeholder', note: 'playtest guess', at: '/rows/4/3:1' });
    expect(edit.label).toBe('Mark Combat Results Table rows 4 3:1 as placeholder');
  });

  it('re-marks any record of the ruleset (a terrain type\'s cost), and refuses a value that is not there', () => {
    const edit = markRecordProvenance(ruleset, ['terrainTypes', 'forest'], '/defenseBonus', 'inferred', 'from the TEC scan');
    if ('error' in edit) throw new Error(edit.error);
    const after = applyChanges(ruleset, edit.changes);
    expect(provenanceOf(after.terrainTypes!.forest as never, '/defenseBonus')).toMatchObject({ confidence: 'inferred', note: 'from the TEC scan', at: '/defenseBonus' });
    expect(markRecordProvenance(ruleset, ['terrainTypes', 'forest'], '/nothing', 'stated')).toMatchObject({ error: expect.stringMatching(/has no value at \/nothing/) });
    expect(markRecordProvenance(ruleset, ['terrainTypes', 'swamp'], '', 'stated')).toMatchObject({ error: expect.stringMatching(/nothing at terrainTypes\/swamp/) });
  });
});

describe('CRT probabilities', () => {
  it('sums dice totals', () => {
    expect(diceTotals(6, 2).get(7)).toBeCloseTo(6 / 36);
    expect([...diceTotals(6, 1).values()].reduce((a, b) => a + b)).toBeCloseTo(1);
  });

  it('gives each result\'s chance per column, and moves with the shift, clamped at the ends', () => {
    const crt = crtOf(ruleset, 'crt')!;
    const plain = crtProbabilities(crt);
    // 3:1: DR3, DR2, FF, EX(Eng), FF(+1), Eng, one die face each.
    expect(plain.get('3:1')!.get('DR3')).toBeCloseTo(1 / 6);
    expect(plain.get('7:1')!.get('D1*')).toBeCloseTo(3 / 6);
    // One right at 3:1 reads the 4:1 column; two right at 7:1 stays at 7:1.
    expect(crtProbabilities(crt, 1).get('3:1')).toEqual(plain.get('4:1'));
    expect(crtProbabilities(crt, 2).get('7:1')).toEqual(plain.get('7:1'));
    // Editing a cell changes its column.
    const edited = crtOf(applyChanges(ruleset, setCrtCell(ruleset, 'crt', '4', '3:1', 'DR2').changes), 'crt')!;
    expect(crtProbabilities(edited).get('3:1')!.get('DR2')).toBeCloseTo(2 / 6);
  });
});

describe('TEC commands', () => {
  it('set a cost for one ground state, splitting a shared cost, and fold back when the grounds agree', async () => {
    const { setTerrainCost, setTerrainField, terrainCost } = await import('./tableCommands');
    const grounds = ['mud', 'frozen'];
    const edit = setTerrainCost(ruleset, 'clear', 'nonMech', 'mud', '2', grounds);
    if ('error' in edit) throw new Error(edit.error);
    expect(edit.label).toBe('TEC Clear, Non-mechanized, mud: 1 → 2');
    const after = applyChanges(ruleset, edit.changes);
    expect(after.terrainTypes!.clear!.movement.nonMech).toEqual({ mud: 2, frozen: 1 });
    const folded = setTerrainCost(after, 'clear', 'nonMech', 'mud', '1', grounds);
    if ('error' in folded) throw new Error(folded.error);
    expect(applyChanges(after, folded.changes).terrainTypes!.clear!.movement.nonMech).toBe(1);
    const p = setTerrainCost(ruleset, 'forest', 'mechInfantry', 'frozen', 'P', grounds);
    if ('error' in p) throw new Error(p.error);
    expect(terrainCost(applyChanges(ruleset, p.changes), 'forest', 'mechInfantry', 'frozen')).toBe('prohibited');
    expect(setTerrainCost(ruleset, 'clear', 'nonMech', 'mud', 'lots', grounds)).toMatchObject({ error: expect.stringMatching(/"lots" is not a cost/) });
    expect(setTerrainField(ruleset, 'town', 'defenseBonus', 'x')).toEqual({ error: 'DCB "x" is not a whole number' });
  });
});

describe('modifier lists', () => {
  it('read conditions as sentences and set an entry\'s value, label or condition', async () => {
    const { conditionText, setModifier } = await import('./tableCommands');
    const shifts = ruleset.tables.columnShifts as { entries: Record<string, { when?: never }> };
    expect(conditionText(shifts.entries.artillery1!.when)).toBe('attacker.artilleryUnits ≥ 1');
    expect(conditionText({ all: [{ fact: 'a' }, { not: { fact: 'b' } }] } as never)).toBe('all of (a; not (b))');
    const edit = setModifier(ruleset, 'columnShifts', 'armorShift', 'value', 2);
    if ('error' in edit) throw new Error(edit.error);
    expect(edit.label).toBe('Column shifts: Armor shift value → 2');
    expect(setModifier(ruleset, 'columnShifts', 'armorShift', 'value', 1.5)).toMatchObject({ error: expect.stringMatching(/whole number/) });
    expect(setModifier(ruleset, 'columnShifts', 'armorShift', 'when', { fact: 'attacker.teleport' })).toEqual({ error: '"attacker.teleport" is not a fact the ruleset declares' });
    const cond = setModifier(ruleset, 'columnShifts', 'artillery1', 'when', { fact: 'attacker.artilleryUnits', op: 'ge', value: 2 });
    if ('error' in cond) throw new Error(cond.error);
    expect(cond.label).toBe('Column shifts: Offensive artillery support (first unit) when → attacker.artilleryUnits ≥ 2');
  });
});

describe('die-roll and lookup tables', () => {
  it('set a roll to a defined result, and a lookup value, refusing what the table does not define', async () => {
    const { setDieRollEntry, setLookupValue } = await import('./tableCommands');
    const edit = setDieRollEntry(ruleset, 'firefight', '1', 'DR2');
    if ('error' in edit) throw new Error(edit.error);
    expect(edit.label).toBe('Firefight table, roll 1: D1 → DR2');
    expect(setDieRollEntry(ruleset, 'firefight', '1', 'Nuke')).toMatchObject({ error: expect.stringMatching(/Nuke is not a result of Firefight table/) });
    const lk = setLookupValue(ruleset, 'surrenderLevels', 'elite', '6');
    if ('error' in lk) throw new Error(lk.error);
    expect((applyChanges(ruleset, lk.changes).tables.surrenderLevels as { entries: Record<string, { value: unknown }> }).entries.elite!.value).toBe(6);
    expect(setLookupValue(ruleset, 'surrenderLevels', 'legendary', '6')).toMatchObject({ error: expect.stringMatching(/no entry legendary/) });
  });
});
