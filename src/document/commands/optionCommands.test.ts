import { describe, expect, it } from 'vitest';
import type { Ruleset, Scenario } from '../../generated/documents';
import { applyChanges } from '../changes';
import { optionRows, setOption } from './optionCommands';

const ruleset = { optionalRules: { nightInfiltration: { name: 'Night infiltration', rule: '34' }, fuelDump: { name: 'Fuel dump', rule: '32' } } } as unknown as Ruleset;
const scenario = (options?: Scenario['options']) => ({ kind: 'scenario', id: 's', ...(options ? { options } : {}) }) as unknown as Scenario;

describe('optional rules as switches on a scenario', () => {
  it('lists the ruleset\'s optional rules with the scenario\'s switch, and any it names that the ruleset lacks', () => {
    expect(optionRows(scenario({ fuelDump: { enabled: true }, fog: { enabled: false, name: 'Fog' } }), ruleset)).toEqual([
      { id: 'nightInfiltration', name: 'Night infiltration', rule: '34', description: undefined, enabled: false },
      { id: 'fuelDump', name: 'Fuel dump', rule: '32', description: undefined, enabled: true },
      { id: 'fog', name: 'Fog', rule: undefined, enabled: false, unknown: true },
    ]);
  });

  it('switches one on as a named step (creating options when there are none), and undoes to exactly the old document', () => {
    const before = scenario();
    const edit = setOption(before, ruleset, 'nightInfiltration', true);
    if ('error' in edit) throw new Error(edit.error);
    expect(edit.label).toBe('Switch on optional rule Night infiltration (34)');
    const after = applyChanges(before, edit.changes, 'forward') as Scenario;
    expect(after.options).toEqual({ nightInfiltration: { enabled: true, name: 'Night infiltration', rule: '34' } });
    expect(applyChanges(after, edit.changes, 'backward')).toEqual(before);
    const off = setOption(after, ruleset, 'nightInfiltration', false);
    expect('error' in off ? off.error : off.label).toBe('Switch off optional rule Night infiltration (34)');
  });

  it('refuses an unknown option, a hostile key and a switch that changes nothing', () => {
    expect(setOption(scenario(), ruleset, 'fog', true)).toEqual({ error: 'the ruleset has no optional rule "fog"' });
    expect(setOption(scenario(), ruleset, '__proto__', true)).toEqual({ error: '"__proto__" is not an option id' });
    expect(setOption(scenario({ fuelDump: { enabled: true } }), ruleset, 'fuelDump', true)).toEqual({ error: 'Fuel dump is already on' });
  });
});
