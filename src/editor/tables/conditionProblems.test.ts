import { describe, expect, it } from 'vitest';
import type { DocumentStore } from '../../document';
import { ardennesStore } from '../../../tests/fixtures/ardennesStore';
import { engineJudge } from '../services/engineJudge';

const RULES = 'data/rules/ardennes44.rules.json';
const unjudged = (s: DocumentStore) => s.problems().filter((p) => p.code === 'ruleset/condition-unjudged');

describe('conditions of the rules data the engine does not judge as written', () => {
  it('are errors at the fact, located in the text; undone, they are gone', () => {
    const s = ardennesStore(engineJudge);
    expect(unjudged(s)).toEqual([]);
    s.execute(RULES, { id: 'table/modifier', label: 'Rally modifiers: Unit is Green when lead.morale' }, [{ path: ['tables', 'rallyModifiers', 'entries', 'green', 'when', 'fact'], before: 'unit.morale', after: 'lead.morale' }]);
    const [p, ...rest] = unjudged(s);
    expect(rest).toEqual([]);
    expect(p).toMatchObject({ file: RULES, pointer: '/tables/rallyModifiers/entries/green/when/fact', severity: 'error' });
    expect(p!.message).toBe('tables/rallyModifiers/entries/green/when/fact: the modifier "Unit is Green" of Rally modifiers tests "lead.morale", which the Hex and counter, odds CRT engine does not compute where it judges it: in a Rally roll (18.4) it computes "unit.morale". The condition never holds as written; test play refuses the game until it is changed');
    expect(s.get(RULES)!.text.slice(p!.offset, p!.offset + p!.length)).toBe('"lead.morale"');
    s.undo();
    expect(unjudged(s)).toEqual([]);
  });
});
