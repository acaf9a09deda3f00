import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Ruleset } from '../../generated/documents';
import { applyChanges } from '../changes';
import { addLimit, addRule, removeLimit, removeRule, setLimit, setRule } from './stackingCommands';

const a44 = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../data/rules/ardennes44.rules.json'), 'utf8')) as Ruleset;
const ok = <T>(r: T | { error: string }): T => {
  if (r && typeof r === 'object' && 'error' in r) throw new Error(r.error);
  return r as T;
};
const HEX = ['stackingPoints', 'units'] as const;

describe('stacking rules edited as named steps (rule 8)', () => {
  it('limits: a maximum and a measure set, a limit added and removed; refused outside what the engine measures', () => {
    const three = ok(setLimit(a44, {}, 1, 'max', '3'));
    expect(three.label).toBe('Stacking: at most 3 units');
    expect(applyChanges(a44, three.changes).stacking.limits).toEqual([{ measure: 'stackingPoints', max: 3 }, { measure: 'units', max: 3 }]);
    expect(setLimit(a44, {}, 1, 'max', '2.5')).toEqual({ error: 'a limit is a whole number from 0 to 1000, not "2.5"' });
    expect(setLimit(a44, {}, 1, 'measure', 'strength', HEX)).toEqual({ error: 'the engine does not measure "strength" (it measures stackingPoints, units)' });
    expect(setLimit(a44, {}, 1, 'measure', 'stackingPoints', HEX)).toEqual({ error: 'Stacking already limits stacking points' });
    expect(addLimit(a44, {}, [...HEX])).toEqual({ error: 'Stacking already limits every measure the engine measures' });
    const gone = applyChanges(a44, ok(removeLimit(a44, {}, 0)).changes);
    expect(gone.stacking.limits).toEqual([{ measure: 'units', max: 2 }]);
    expect(removeLimit(gone, {}, 0)).toEqual({ error: 'stacking needs at least one limit' });
    const back = ok(addLimit(gone, {}, [...HEX]));
    expect(back.label).toBe('Stacking: add a limit of 1 stacking points');
  });

  it("an exception's own limits: added from the stacking limit's maximum, removed to none", () => {
    const at = { exception: 'combatGroup' };
    const add = ok(addLimit(a44, at, [...HEX]));
    expect(add.label).toBe('Stacking exception combatGroup: add a limit of 3 stacking points');
    const more = applyChanges(a44, add.changes);
    expect(more.stacking.exceptions!.combatGroup!.limits).toEqual([{ measure: 'units', max: 3 }, { measure: 'stackingPoints', max: 3 }]);
    const none = applyChanges(more, ok(removeLimit(more, at, 0)).changes);
    expect(applyChanges(none, ok(removeLimit(none, at, 0)).changes).stacking.exceptions!.combatGroup!.limits).toBeUndefined();
  });

  it('rules: added with a condition on the first fact given, described, conditioned and removed; hostile and unknown ids refused', () => {
    const add = ok(addRule(a44, 'exceptions', 'Four units in a town', { fact: 'stack.units', op: 'ge', value: 0 }));
    expect(add.id).toBe('exception2');
    const r = applyChanges(a44, add.changes);
    expect(r.stacking.exceptions!.exception2).toEqual({ description: 'Four units in a town', when: { fact: 'stack.units', op: 'ge', value: 0 }, limits: [{ measure: 'units', max: 3 }] });
    const when = ok(setRule(r, 'exceptions', 'exception2', 'when', { fact: 'stack.units', op: 'le', value: 4 }));
    expect(when.label).toBe('Stacking exception exception2: when stack.units ≤ 4');
    expect(setRule(r, 'exceptions', 'exception2', 'when', undefined)).toEqual({ error: 'Stacking exception exception2 needs a condition: it applies when the condition holds' });
    expect(setRule(r, 'exceptions', 'exception2', 'description', '  ')).toMatchObject({ error: expect.stringMatching(/needs a description/) });
    expect(ok(setRule(r, 'countsAsOne', 'regiment', 'rule', '8.2a')).label).toBe('Stacking counts as one regiment: rule → 8.2a');
    expect(setRule(r, 'countsAsOne', '__proto__', 'rule', '1')).toEqual({ error: 'stacking has no counts as one rule "__proto__"' });
    expect(applyChanges(r, ok(removeRule(r, 'exceptions', 'exception2')).changes).stacking.exceptions).toEqual(a44.stacking.exceptions);
    expect(addRule(a44, 'countsAsOne', 'Anything', undefined)).toEqual({ error: "the engine computes no facts for a counts as one rule's condition" });
    expect(addRule(a44, 'countsAsOne', ' ', { fact: 'pair.cca9' })).toEqual({ error: 'type what the rule allows first (its description)' });
  });
});
