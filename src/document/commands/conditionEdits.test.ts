import { describe, expect, it } from 'vitest';
import type { Condition } from '../../generated/documents';
import { addTo, leaf, nodeAt, removeAt, setFact, setGroupOp, setTest, toggleNot, type FactChoice, whenInWords } from './conditionEdits';

const FACTS: FactChoice[] = [
  { id: 'exit.roadSupply', type: 'boolean', description: 'a road supply line' },
  { id: 'vp.german', type: 'number', description: 'German VP' },
  { id: 'vp.allied', type: 'number', description: 'Allied VP' },
  { id: 'weather', type: 'string', description: 'the weather' },
];
const ok = (x: Condition | undefined | { error: string }): Condition => {
  if (!x || 'error' in x) throw new Error(x ? (x as { error: string }).error : 'nothing left');
  return x as Condition;
};

describe('a condition edited as a tree', () => {
  it('builds "vp.german ≥ 16 and (exit.roadSupply or not weather = snow)" one edit at a time, the old condition untouched', () => {
    const first = leaf(FACTS[1]!);
    expect(first).toEqual({ fact: 'vp.german', op: 'ge', value: 0 });
    let c = ok(setTest(first, [], FACTS, { fact: 'vp.german', op: 'ge', value: '16' }));
    expect(first.value).toBe(0);
    c = ok(addTo(c, [], leaf(FACTS[0]!)));
    expect(whenInWords(c)).toBe('vp.german ≥ 16 and exit.roadSupply');
    c = ok(addTo(c, ['all', 1], leaf(FACTS[3]!), 'any'));
    c = ok(setTest(c, ['all', 1, 'any', 1], FACTS, { fact: 'weather', op: 'eq', value: ' snow ' }));
    c = toggleNot(c, ['all', 1, 'any', 1]);
    expect(whenInWords(c)).toBe('vp.german ≥ 16 and (exit.roadSupply or not (weather = snow))');
    expect(nodeAt(c, ['all', 1, 'any', 1, 'not'])).toEqual({ fact: 'weather', op: 'eq', value: 'snow' });
    // Taking off the "not", making the group "all", and removing: a group left with nothing goes too.
    c = toggleNot(c, ['all', 1, 'any', 1]);
    c = setGroupOp(c, ['all', 1], 'all');
    expect(whenInWords(c)).toBe('vp.german ≥ 16 and (exit.roadSupply and weather = snow)');
    c = ok(removeAt(c, ['all', 1, 'all', 0]));
    c = ok(removeAt(c, ['all', 1, 'all', 0]));
    expect(c).toEqual({ all: [{ fact: 'vp.german', op: 'ge', value: 16 }] });
    expect(removeAt(c, ['all', 0])).toBeUndefined();
    expect(removeAt({ not: { fact: 'exit.roadSupply' } }, ['not'])).toBeUndefined();
  });

  it('takes what each type of fact takes: a true/false fact holds or not, a number a number or another number fact, a string a value or a list', () => {
    const c: Condition = { fact: 'exit.roadSupply' };
    expect(setTest(c, [], FACTS, { fact: 'exit.roadSupply', holds: false })).toEqual({ fact: 'exit.roadSupply', op: 'eq', value: false });
    expect(setTest(c, [], FACTS, { fact: 'vp.german', op: 'gt', compareTo: 'vp.allied' })).toEqual({ fact: 'vp.german', op: 'gt', compareTo: 'vp.allied' });
    expect(setTest(c, [], FACTS, { fact: 'weather', op: 'in', value: 'snow, fog,' })).toEqual({ fact: 'weather', op: 'in', value: ['snow', 'fog'] });
    expect(setTest(c, [], FACTS, { fact: 'vp.german', op: 'in', value: '3' })).toEqual({ fact: 'vp.german', op: 'ge', value: 3 });
    expect(setTest(c, [], FACTS, { fact: 'vp.german', op: 'ge', value: 'ten' })).toEqual({ error: 'vp.german is a number: compare it with a number' });
    expect(setTest(c, [], FACTS, { fact: 'vp.german', op: 'ge', compareTo: 'weather' })).toEqual({ error: 'vp.german is compared with a fact of its type (number)' });
    expect(setTest(c, [], FACTS, { fact: 'weather', op: 'in', value: ' , ' })).toEqual({ error: 'weather in: list the values, separated by commas' });
    expect(setTest(c, [], FACTS, { fact: 'turn.clearWeather' })).toEqual({ error: '"turn.clearWeather" is not a fact computed here (exit.roadSupply, vp.german, vp.allied, weather)' });
    expect(setTest(c, [], [], { fact: 'turn.clearWeather' })).toEqual({ error: '"turn.clearWeather" is not a fact computed here (none is)' });
    expect(nodeAt({ all: [c] }, ['__proto__'])).toBeUndefined();
  });

  it("keeps a test's comparison when its fact is swapped for one of the same type, even one not computed here (typed in the JSON); else starts the test anew", () => {
    expect(setFact({ fact: 'vp.allied', op: 'gt', value: 3 }, [], FACTS, 'vp.german')).toEqual({ fact: 'vp.german', op: 'gt', value: 3 });
    expect(setFact({ fact: 'lead.morale', op: 'eq', value: 'green' }, [], FACTS, 'weather')).toEqual({ fact: 'weather', op: 'eq', value: 'green' });
    expect(setFact({ fact: 'lead.tank' }, [], FACTS, 'exit.roadSupply')).toEqual({ fact: 'exit.roadSupply' });
    expect(setFact({ fact: 'lead.morale', op: 'eq', value: 'green' }, [], FACTS, 'vp.german')).toEqual({ fact: 'vp.german', op: 'ge', value: 0 });
    expect(setFact({ fact: 'lead.steps', op: 'gt', compareTo: 'lead.mp' }, [], FACTS, 'vp.german')).toEqual({ fact: 'vp.german', op: 'ge', value: 0 });
  });
});
