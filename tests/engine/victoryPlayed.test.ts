/**
 * What of a scenario's victory each engine plays (30, 31; Tigers in the Mist 12): a condition or VP
 * source its engine does not judge refuses the game, where it is, rather than count as nothing; the
 * hex engine scores places controlled or occupied of any location set, and exit VP by any of them.
 */
import { describe, expect, it } from 'vitest';
import { compile, factsRead, unplayedVictory } from '../../src/engine';
import { scores } from '../../src/engine/systems/hexOdds/rules/victory';
import type { Compiled } from '../../src/engine/systems/hexOdds/compile';
import type { GameState } from '../../src/engine/systems/hexOdds/types';
import type { Scenario } from '../../src/generated/documents';
import { ardennesDocs, read, sandbox } from './fixtures';
import { titmDocs } from './titm/fixtures';

const DE = 'de-26vg-start-1';
const DE2 = 'de-26vg-start-2';
const US = 'us-28id-start-1';

/** Ardennes '44's six-turn scenario with the German VP counted from these sources alone. */
const scoredBy = (sources: readonly object[]) => withVictory(ardennesDocs(), { germanVp: { kind: 'vpThreshold', side: 'german', threshold: 10, sources } });
/** The documents with the scenario's conditions replaced (plain JSON, as read from a file). */
const withVictory = <D extends { scenario: Scenario }>(from: D, conditions: Record<string, object>) => {
  const docs = { ...from };
  docs.scenario = { ...docs.scenario, victory: { ...docs.scenario.victory, conditions: conditions as Scenario['victory']['conditions'] } };
  return docs;
};
const germanVp = (g: { compiled: unknown; state: unknown }) => scores(g.compiled as Compiled, g.state as GameState).german;

describe('victory the engines play', () => {
  it('every shipped scenario uses only what its engine plays', () => {
    expect(unplayedVictory(ardennesDocs())).toEqual([]);
    const campaign = { ...ardennesDocs(), scenario: read('scenarios/ardennes44-campaign.scenario.json') };
    expect(unplayedVictory(campaign)).toEqual([]);
    for (const id of ['titm-3days', 'titm-5pz', 'titm-campaign', 'titm-intro']) expect(unplayedVictory(titmDocs(id))).toEqual([]);
  });

  it('a hex scenario with an outcome table or area VP is refused, naming each and where it is', () => {
    const shipped = ardennesDocs();
    const germanVp = shipped.scenario.victory.conditions.germanVp as { sources: readonly object[] };
    const docs = withVictory(shipped, { germanVp: { ...germanVp, sources: [...germanVp.sources, { kind: 'areaVp', vp: 1 }] }, table: { kind: 'outcomeTable', rows: [{ label: 'Draw', when: { fact: 'vp.german' }, outcomes: { german: 'draw' } }] } });
    const found = unplayedVictory(docs);
    expect(found.map((u) => u.at)).toEqual(['/victory/conditions/germanVp/sources/2/kind', '/victory/conditions/table/kind']);
    expect(found[0]!.what).toBe('VP for VP areas held (areaVp), which the Hex and counter, odds CRT engine does not score');
    expect(() => compile(docs)).toThrow(/does not score.*victory\/conditions\/germanVp\/sources\/2\/kind.*does not judge.*change or remove them to test-play/);
  });

  it('an area scenario with a VP threshold is refused: its VP come from its score', () => {
    const shipped = titmDocs('titm-5pz');
    const docs = withVictory(shipped, { ...shipped.scenario.victory.conditions, more: { kind: 'vpThreshold', side: 'german', threshold: 5, sources: [{ kind: 'areaVp', vp: 1 }] } });
    expect(unplayedVictory(docs).map((u) => u.at)).toEqual(['/victory/conditions/more/kind']);
  });

  it('a condition on a fact the engine does not compute where it stands, or where it reads none, is refused at its fact', () => {
    // 31: exit VP read "exit.roadSupply"; nothing else is computed there, and control VP read no condition at all.
    const shipped = ardennesDocs();
    expect(factsRead(shipped.ruleset, 'exitFactors')).toEqual(['exit.roadSupply']);
    expect(factsRead(shipped.ruleset, 'control')).toEqual([]);
    const docs = scoredBy([
      { kind: 'control', at: { victoryHexes: true }, vp: 1, requires: { fact: 'exit.roadSupply' } },
      { kind: 'exitFactors', at: { edge: 'W' }, vp: 1, per: 4, requires: { all: [{ fact: 'exit.roadSupply' }, { fact: 'turn.clearWeather' }] } },
    ]);
    const found = unplayedVictory(docs);
    expect(found.map((u) => u.at)).toEqual(['/victory/conditions/germanVp/sources/0/requires', '/victory/conditions/germanVp/sources/1/requires/all/1/fact']);
    expect(found.map((u) => u.what)).toEqual([
      'a condition on VP for places controlled, which the Hex and counter, odds CRT engine does not read',
      'the fact "turn.clearWeather" on VP for factors exited, which the Hex and counter, odds CRT engine does not compute there (it computes "exit.roadSupply"): the condition would never be judged as written',
    ]);
    expect(() => compile(docs)).toThrow(/turn\.clearWeather/);
  });

  it("an area scenario's outcome rows read VP and towns per side: another fact is refused at its place", () => {
    const shipped = titmDocs('titm-5pz');
    expect(factsRead(shipped.ruleset, 'rows')).toEqual(['vp.german', 'vp.allied', 'towns.german', 'towns.allied', 'towns.contested']);
    const [id, table] = Object.entries(shipped.scenario.victory.conditions).find(([, c]) => c.kind === 'outcomeTable')! as [string, { rows: { when: object }[] }];
    const rows = table.rows.map((r, i) => (i === 1 ? { ...r, when: { fact: 'vp.german', op: 'ge', compareTo: 'firer.side' } } : r));
    const docs = withVictory(shipped, { ...shipped.scenario.victory.conditions, [id]: { ...table, rows } });
    expect(unplayedVictory(docs).map((u) => u.at)).toEqual([`/victory/conditions/${id}/rows/1/when/compareTo`]);
  });

  it('places controlled or occupied: of a named hex set, of hexes, each location once', () => {
    // 31 with other places: 2 VP for each of two hexes a German unit stands in, 1 for a hex set held by one unit in it.
    const hexes = scoredBy([{ kind: 'occupy', at: { hexes: ['2008', '2010'] }, vp: 2 }]);
    expect(germanVp(sandbox({ [DE]: '2008', [US]: '2010' }, { side: 'german', phaseId: 'movement', docs: hexes }))).toBe(2);
    expect(germanVp(sandbox({ [DE]: '2008', [DE2]: '2010' }, { side: 'german', phaseId: 'movement', docs: hexes }))).toBe(4);
    const map = ardennesDocs().map as { hexSets: Record<string, { hexes: string[] }> };
    const [first, second] = map.hexSets['setup-26VG']!.hexes;
    const sets = scoredBy([{ kind: 'control', at: { hexSets: ['setup-26VG', 'setup-2Pz'] }, vp: 1 }]);
    expect(germanVp(sandbox({ [DE]: first!, [DE2]: second! }, { side: 'german', phaseId: 'movement', docs: sets }))).toBe(1);
  });

  it('control of the victory hexes counts the hexes the game records as the side\'s, as before', () => {
    const g = sandbox({ [DE]: '2008' }, { side: 'german', phaseId: 'movement', docs: scoredBy([{ kind: 'control', at: { victoryHexes: true }, vp: 1 }]) });
    const control = Object.fromEntries(Object.keys(g.state.control).map((h) => [h, h === '2008' || h === '1934' ? 'german' : 'allied']));
    expect(germanVp({ ...g, state: { ...g.state, control } })).toBe(2);
  });
});
