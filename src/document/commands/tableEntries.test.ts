import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Ruleset } from '../../generated/documents';
import { applyChanges } from '../changes';
import { miniRuleset } from '../../../tests/fixtures/miniProject';
import { differentialRowOdds, setDifferentialCell } from './differentialCommands';
import { addModifier, addThreshold, poolOdds, removeEntry, setPoolField, setThreshold } from './tableEntries';

const read = (f: string) => JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../data/rules', f), 'utf8')) as Ruleset;
const a44 = read('ardennes44.rules.json');
const titm = read('titm.rules.json');
const ok = <T>(r: T | { error: string }): T => {
  if (r && typeof r === 'object' && 'error' in r) throw new Error(r.error);
  return r as T;
};
type Pool = Extract<Ruleset['tables'][string], { kind: 'dicePool' }>;

describe('modifier entries', () => {
  it('are added (value 0, always) and removed with their provenance', () => {
    const add = ok(addModifier(a44, 'columnShifts', 'Engineers'));
    const after = applyChanges(a44, add.changes);
    const t = after.tables.columnShifts as Extract<Ruleset['tables'][string], { kind: 'modifiers' }>;
    expect(t.entries[add.id]).toEqual({ label: 'Engineers', value: 0, when: { fact: expect.any(String) } });
    const first = Object.keys(a44.tables.columnShifts!.kind === 'modifiers' ? (a44.tables.columnShifts as { entries: object }).entries : {})[0]!;
    const withProv = applyChanges(after, [{ path: ['tables', 'columnShifts', 'provenance', `/entries/${first}`], before: undefined, after: { source: 'x', confidence: 'stated' } }]);
    const rm = ok(removeEntry(withProv, 'columnShifts', 'entries', first));
    const gone = applyChanges(withProv, rm.changes).tables.columnShifts as { entries: object; provenance?: object };
    expect(first in gone.entries).toBe(false);
    expect(Object.keys(gone.provenance ?? {})).not.toContain(`/entries/${first}`);
    expect(addModifier(a44, 'columnShifts', ' ')).toMatchObject({ error: expect.stringMatching(/label/) });
  });

  it("take a fact the engine computes where it reads the list (a true/false one first), and refuse where it computes none", () => {
    const rally = ok(addModifier(a44, 'rallyModifiers', 'Out of supply', ['unit.morale']));
    expect(applyChanges(a44, rally.changes).tables.rallyModifiers).toMatchObject({ entries: { [rally.id]: { when: { fact: 'unit.morale' } } } });
    const disengage = ok(addModifier(a44, 'disengagementModifiers', 'Night', ['unit.morale', 'unit.tankOrRecon']));
    expect(applyChanges(a44, disengage.changes).tables.disengagementModifiers).toMatchObject({ entries: { [disengage.id]: { when: { fact: 'unit.tankOrRecon' } } } });
    expect(addModifier(a44, 'rallyModifiers', 'Weather', [])).toEqual({ error: 'the engine computes no facts where it reads Rally modifiers: a modifier there would have no condition to apply by' });
    expect(addModifier(a44, 'rallyModifiers', 'Weather', ['unit.undeclared'])).toMatchObject({ error: expect.stringMatching(/declares none of the facts the engine computes where it reads Rally modifiers \(unit\.undeclared\)/) });
  });
});

describe('dice pools (Tigers in the Mist)', () => {
  const pool = titm.tables.unitFire as Pool;

  it('hit a d10 at or under 3 three times in ten: 4 dice expect 1.2 hits, at least one 76%', () => {
    const o = poolOdds(pool, 10, 3, 4);
    expect(o.perDie).toBeCloseTo(0.3);
    expect(o.expected).toBeCloseTo(1.2);
    expect(o.atLeastOne).toBeCloseTo(1 - 0.7 ** 4);
    expect(poolOdds({ ...pool, hitWhen: 'atLeast' }, 10, 9, 1).perDie).toBeCloseTo(0.2);
  });

  it('set their fields and thresholds, refusing what they cannot take', () => {
    expect(applyChanges(titm, ok(setPoolField(titm, 'unitFire', 'hitWhen', 'atLeast')).changes).tables.unitFire).toMatchObject({ hitWhen: 'atLeast' });
    expect(setPoolField(titm, 'unitFire', 'hitWhen', 'sometimes')).toMatchObject({ error: 'hitWhen is one of atMost, atLeast' });
    expect(setPoolField(titm, 'unitFire', 'die', 'd6')).toMatchObject({ error: 'the ruleset has no die d6' });
    const fixed = applyChanges(titm, ok(setThreshold(titm, 'unitFire', 'attacking', 'value', '4')).changes).tables.unitFire as Pool;
    expect(fixed.thresholds.attacking).toEqual({ role: 'attacker', value: 4, rule: '4.17' }); // the rating goes
    const rated = applyChanges(titm, ok(setThreshold(titm, 'unitFire', 'attacking', 'rating', 'defense')).changes).tables.unitFire as Pool;
    expect(rated.thresholds.attacking!.rating).toBe('defense');
    expect(setThreshold(titm, 'unitFire', 'attacking', 'value', 'many')).toMatchObject({ error: expect.stringMatching(/not a whole number/) });
    const added = ok(addThreshold(titm, 'unitFire'));
    const more = applyChanges(titm, added.changes);
    expect((more.tables.unitFire as Pool).thresholds[added.id]).toEqual({ role: 'attacker', value: 1 });
    const one = applyChanges(titm, ok(removeEntry(titm, 'unitFire', 'thresholds', 'defending')).changes);
    expect(removeEntry(one, 'unitFire', 'thresholds', 'attacking')).toMatchObject({ error: 'Unit fire needs at least one threshold' });
  });
});

describe('differential CRT (the mini ruleset: a d6 each, rows ..-1, 0..2, 3..)', () => {
  const mini = miniRuleset() as unknown as Ruleset;
  const t = mini.tables.diff as Extract<Ruleset['tables'][string], { kind: 'differentialCrt' }>;

  it('gives each row its chance from the two rolls: 15/36 below 0, 15/36 from 0 to 2, 6/36 at 3 or more', () => {
    const odds = differentialRowOdds(mini, t);
    expect(odds.get('..-1')).toBeCloseTo(15 / 36);
    expect(odds.get('0..2')).toBeCloseTo(15 / 36);
    expect(odds.get('3..')).toBeCloseTo(6 / 36);
    expect(differentialRowOdds(mini, t, 1).get('3..')).toBeCloseTo(10 / 36); // +1 to the attacker
  });

  it('sets one side of a cell to a defined result, or clears it; refuses an unknown result', () => {
    const edit = ok(setDifferentialCell(mini, 'diff', '0..2', '4', 'attacker', '2'));
    expect(edit.label).toBe('Differential CRT 0..2, strength 4: attacker (none) → 2');
    const after = applyChanges(mini, edit.changes).tables.diff as typeof t;
    expect(after.rows['0..2']!['4']).toEqual({ defender: '1', attacker: '2' });
    const cleared = applyChanges(mini, ok(setDifferentialCell(mini, 'diff', '0..2', '2', 'attacker', '')).changes).tables.diff as typeof t;
    expect(cleared.rows['0..2']!['2']).toEqual({ defender: '-' });
    expect(setDifferentialCell(mini, 'diff', '0..2', '4', 'attacker', 'X9')).toMatchObject({ error: expect.stringMatching(/not a result/) });
  });
});
