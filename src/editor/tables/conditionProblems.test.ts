import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DocumentStore } from '../../document';
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

  it("are errors at a variant's change that brings them into its ruleset, not at the ruleset; the ruleset's own stay the ruleset's", () => {
    const VARIANT = 'data/scenarios/ardennes44-8turn.scenario.json';
    const variant = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../data/scenarios/ardennes44-8turn.scenario.json'), 'utf8'));
    variant.changes.c9 = { label: 'Green units rally worse', target: { kind: 'ruleset', id: 'ardennes44' }, ops: [{ op: 'replace', path: '/tables/rallyModifiers/entries/green/when/fact', value: 'lead.morale' }] };
    const s = new DocumentStore([...ardennesStore().documents().map((d) => ({ file: d.file, text: d.text })), { file: VARIANT, text: JSON.stringify(variant, null, 2) }], { judge: engineJudge });
    const found = s.problems().filter((p) => p.code.endsWith('/condition-unjudged'));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ file: VARIANT, pointer: '/changes/c9/ops/0', severity: 'error' });
    expect(found[0]!.message).toMatch(/^changes\/c9 leaves ardennes44's tables\/rallyModifiers\/entries\/green\/when\/fact: the modifier "Unit is Green" of Rally modifiers tests "lead\.morale", .*; test play refuses the variant until it is changed$/);
    // The same condition in the ruleset itself: the ruleset's problem, not the variant's again.
    s.execute(RULES, { id: 'table/modifier', label: 'Rally modifiers: Unit is Green when lead.morale' }, [{ path: ['tables', 'rallyModifiers', 'entries', 'green', 'when', 'fact'], before: 'unit.morale', after: 'lead.morale' }]);
    expect(s.problems().filter((p) => p.code.endsWith('/condition-unjudged')).map((p) => p.file)).toEqual([RULES]);
  });

  it('a roll a scenario or a map names, whose table reads a fact it does not compute, is an error at the name in the scenario and the map', () => {
    const s = ardennesStore(engineJudge);
    const night = { label: 'At night', value: 1, when: { fact: 'turn.night' } };
    s.execute(RULES, { id: 'json/edit', label: 'Night modifiers for the airdrop and the Ouren bridge' }, [
      { path: ['tables', 'nightModifiers'], before: undefined, after: { kind: 'modifiers', name: 'Night modifiers', target: 'roll', entries: { night } } },
      { path: ['tables', 'vonDerHeydte', 'modifiers'], before: undefined, after: 'nightModifiers' },
      { path: ['tables', 'ourenBridge', 'modifiers'], before: undefined, after: 'nightModifiers' },
    ]);
    const found = s.problems().filter((p) => p.code.endsWith('/condition-unjudged'));
    expect(found.map((p) => [p.code, p.file, p.pointer])).toEqual([
      ['map/condition-unjudged', 'data/maps/ardennes44-east.map.json', '/hexsides/2120~1SE/bridge/firstUseRoll/table'],
      ['scenario/condition-unjudged', 'data/scenarios/ardennes44-6turn.scenario.json', '/reinforcements/german-17AM-airdrop/arrives/roll'],
    ]);
    const [map, scenario] = found;
    expect(s.get(map!.file)!.text.slice(map!.offset, map!.offset + map!.length)).toBe('"ourenBridge"');
    expect(scenario!.message).toBe('reinforcements/german-17AM-airdrop/arrives/roll: the arrival roll of reinforcements "german-17AM-airdrop" rolls von der Heydte airdrop, whose modifier "At night" (Night modifiers) tests "turn.night", which the Hex and counter, odds CRT engine does not compute where it judges it: in an arrival roll (27.2) it computes no fact. The condition never holds as written; test play refuses the game until it is changed');
    s.undo();
    expect(s.problems().filter((p) => p.code.endsWith('/condition-unjudged'))).toEqual([]);
  });

  it("a variant that has a map's bridge roll a table reading a fact it does not compute: an error at the variant's change, not at the map", () => {
    const VARIANT = 'data/scenarios/ardennes44-8turn.scenario.json';
    const MAP = 'data/maps/ardennes44-east.map.json';
    const variant = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../data/scenarios/ardennes44-8turn.scenario.json'), 'utf8'));
    variant.changes.c9 = { label: 'The Ouren bridge rolls at night', target: { kind: 'map', id: 'ardennes44-east' }, ops: [{ op: 'replace', path: '/hexsides/2120~1SE/bridge/firstUseRoll/table', value: 'nightBridge' }] };
    const s = new DocumentStore([...ardennesStore().documents().map((d) => ({ file: d.file, text: d.text })), { file: VARIANT, text: JSON.stringify(variant, null, 2) }], { judge: engineJudge });
    // A table no roll reads yet: its night modifier is no one's problem until the variant's bridge rolls it.
    const ouren = (s.get(RULES)!.doc as { tables: Record<string, object> }).tables.ourenBridge!;
    s.execute(RULES, { id: 'json/edit', label: 'A bridge roll with night modifiers' }, [
      { path: ['tables', 'nightModifiers'], before: undefined, after: { kind: 'modifiers', name: 'Night modifiers', target: 'roll', entries: { night: { label: 'At night', value: 1, when: { fact: 'turn.night' } } } } },
      { path: ['tables', 'nightBridge'], before: undefined, after: { ...ouren, name: 'Night bridge', modifiers: 'nightModifiers' } },
    ]);
    const found = s.problems().filter((p) => p.code.endsWith('/condition-unjudged'));
    expect(found.map((p) => [p.code, p.file, p.pointer])).toEqual([['map/condition-unjudged', VARIANT, '/changes/c9/ops/0']]);
    expect(found[0]!.message).toMatch(/^changes\/c9 leaves ardennes44-east's hexsides\/2120~1SE\/bridge\/firstUseRoll\/table: .*rolls Night bridge, whose modifier "At night" \(Night modifiers\) tests "turn\.night", .*; test play refuses the variant until it is changed$/);
    expect(found.some((p) => p.file === MAP)).toBe(false);
  });

  it('stacking the engine does not play as written is an error at its field', () => {
    const s = ardennesStore(engineJudge);
    s.execute(RULES, { id: 'json/edit', label: 'Stacking: violation prohibited' }, [{ path: ['stacking', 'violation'], before: 'ownerEliminates', after: 'prohibited' }]);
    const found = s.problems().filter((p) => p.code === 'ruleset/stacking-unplayed');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ file: RULES, pointer: '/stacking/violation', severity: 'error' });
    expect(s.get(RULES)!.text.slice(found[0]!.offset, found[0]!.offset + found[0]!.length)).toBe('"prohibited"');
    expect(found[0]!.message).toBe('stacking/violation: violation "prohibited", where the Hex and counter, odds CRT engine plays "ownerEliminates" (rule 8): the game would not be played as written; test play refuses the game until it is changed');
  });
});
