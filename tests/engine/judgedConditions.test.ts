/**
 * The conditions of the rules data each engine judges, and the facts it computes where it judges
 * them: a modifier, stacking rule or release on a fact never set there would never apply, and one
 * where the engine reads no condition would never be judged; both refuse the game where they stand.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compile, factsAt, namedRolls, unjudgedConditions, unjudgedRolls, type GameDocuments } from '../../src/engine';
import type { GameMap, Ruleset } from '../../src/generated/documents';
import { COMBAT_FACTS } from '../../src/engine/systems/hexOdds/rules/odds';
import { ardennesDocs, read } from './fixtures';
import { titmDocs } from './titm/fixtures';

/** A copy of the documents (plain JSON, as read from a file) with a value set at each path ("ruleset/tables/crt/shifts"). */
const edited = (docs: GameDocuments, ...sets: [path: string, value: unknown][]): GameDocuments => {
  const copy = structuredClone(docs);
  for (const [path, value] of sets) {
    const keys = path.split('/');
    const parent = keys.slice(0, -1).reduce<Record<string, unknown>>((o, k) => o[k] as Record<string, unknown>, copy as never);
    parent[keys[keys.length - 1]!] = value;
  }
  return copy;
};

describe('conditions judged as written', () => {
  it('every shipped ruleset and scenario has none the engine does not judge', () => {
    const dir = path.resolve(__dirname, '../../data/scenarios');
    const scenarios = fs.readdirSync(dir).map((f) => read(`scenarios/${f}`));
    expect(scenarios.length).toBeGreaterThanOrEqual(7);
    for (const scenario of scenarios) {
      if (scenario.variantOf) continue;
      const ruleset = read(`rules/${scenario.ruleset}.rules.json`) as Ruleset;
      const maps = (scenario.maps as string[]).map((id) => read(`maps/${id}.map.json`) as GameMap);
      expect(unjudgedConditions({ ruleset, scenario, maps }), scenario.id).toEqual([]);
    }
  });

  it('hex: the tables a scenario or a map names are rolled with no facts: a condition in their modifiers is refused at the name', () => {
    // A modifier list of the Ouren bridge's first-use roll (7.8), von der Heydte's airdrop (27.2) and the 653's release roll (27.9).
    const night = { kind: 'modifiers', name: 'Night modifiers', target: 'roll', entries: { night: { label: 'At night', value: 1, when: { fact: 'turn.night' } }, always: { label: 'Always', value: 0 } } };
    const docs = edited(
      ardennesDocs(),
      ['ruleset/tables/nightModifiers', night],
      ...['ourenBridge', 'vonDerHeydte', 'hvJpz653'].map((t) => [`ruleset/tables/${t}/modifiers`, 'nightModifiers'] as [string, unknown]),
    );
    const found = unjudgedConditions(docs);
    expect(found.map((u) => [u.doc, u.at])).toEqual([
      ['scenario', '/reinforcements/german-17AM-airdrop/arrives/roll'],
      ['scenario', '/reinforcements/german-17PM-K-653/release/table'],
      ['map', '/hexsides/2120~1SE/bridge/firstUseRoll/table'],
    ]);
    expect(found[0]!.what).toBe('the arrival roll of reinforcements "german-17AM-airdrop" rolls von der Heydte airdrop, whose modifier "At night" (Night modifiers) tests "turn.night", which the Hex and counter, odds CRT engine does not compute where it judges it: in an arrival roll (27.2) it computes no fact. The condition never holds as written');
    expect(found[2]!.what).toContain('the first-use roll of the Ouren bridge rolls');
    expect(() => compile(docs)).toThrow(/The map's hexsides\/2120~1SE\/bridge\/firstUseRoll\/table: the first-use roll/);
    // The ruleset alone names none of these rolls: its own check finds nothing.
    expect(unjudgedConditions({ ruleset: docs.ruleset })).toEqual([]);
    expect(unjudgedRolls(docs.ruleset, { map: docs.map })).toHaveLength(1);
    // What an editor offers for the list: no fact, once it knows the rolls that read it; any, where it does not.
    expect(factsAt(docs.ruleset, 'nightModifiers')).toBeUndefined();
    const rolls = namedRolls(docs.ruleset, { scenarios: [docs.scenario], maps: [docs.map] });
    expect(rolls.map((r) => r.table)).toEqual(['vonDerHeydte', 'hvJpz653', 'ourenBridge']);
    expect(factsAt(docs.ruleset, 'nightModifiers', rolls)).toEqual([]);
    // A list a ruleset roll reads too is the ruleset's to judge, as a shared list is: a Rally fact is
    // allowed (the modifier applies in the Rally roll), a fact neither computes is refused once, at the ruleset.
    const shared = edited(docs, ['ruleset/tables/vonDerHeydte/modifiers', 'rallyModifiers']);
    const release = ['scenario', '/reinforcements/german-17PM-K-653/release/table'];
    const bridge = ['map', '/hexsides/2120~1SE/bridge/firstUseRoll/table'];
    expect(unjudgedConditions(shared).map((u) => [u.doc, u.at])).toEqual([release, bridge]);
    const never = edited(shared, ['ruleset/tables/rallyModifiers/entries/green/when', { fact: 'turn.night' }]);
    expect(unjudgedConditions(never).map((u) => [u.doc, u.at])).toEqual([['ruleset', '/tables/rallyModifiers/entries/green/when/fact'], release, bridge]);
  });

  it("hex: a column shift on a fact a combat does not compute is refused at the fact, naming what a combat computes; compile refuses the game", () => {
    const docs = edited(ardennesDocs(), ['ruleset/tables/columnShifts/entries/armorShift/when', { all: [{ fact: 'attacker.armorShift' }, { fact: 'unit.morale', op: 'eq', value: 'green' }] }]);
    const [u, ...rest] = unjudgedConditions(docs);
    expect(rest).toEqual([]);
    expect(u).toMatchObject({ doc: 'ruleset', at: '/tables/columnShifts/entries/armorShift/when/all/1/fact' });
    expect(u!.what).toContain('the modifier "Armor shift" of Column shifts tests "unit.morale", which the Hex and counter, odds CRT engine does not compute where it judges it: in a combat (14–16, 21, 22) it computes');
    expect(u!.what).toContain('"attacker.armorShift", "defender.armorShift"');
    expect(() => compile(docs)).toThrow(/The ruleset's tables\/columnShifts\/entries\/armorShift\/when\/all\/1\/fact: .*"unit\.morale".* Change it to test-play\./);
  });

  it('hex: each roll has its own facts; a list shared by two rolls may test either', () => {
    const rally = edited(ardennesDocs(), ['ruleset/tables/rallyModifiers/entries/green/when', { fact: 'lead.morale', op: 'eq', value: 'green' }]);
    expect(unjudgedConditions(rally).map((u) => u.at)).toEqual(['/tables/rallyModifiers/entries/green/when/fact']);
    expect(unjudgedConditions(rally)[0]!.what).toBe('the modifier "Unit is Green" of Rally modifiers tests "lead.morale", which the Hex and counter, odds CRT engine does not compute where it judges it: in a Rally roll (18.4) it computes "unit.morale". The condition never holds as written');
    // The Disengagement table shares the Rally table's list: a test of a tank or recon unit is judged there.
    const shared = edited(ardennesDocs(), ['ruleset/tables/disengagement/modifiers', 'rallyModifiers'], ['ruleset/tables/rallyModifiers/entries/green/when', { fact: 'unit.tankOrRecon' }]);
    expect(unjudgedConditions(shared)).toEqual([]);
    expect(factsAt(shared.ruleset, 'rallyModifiers')).toEqual(['unit.morale', 'unit.tankOrRecon']);
  });

  it('hex: a roll with no facts (the air markers) refuses any condition on its modifiers', () => {
    const docs = edited(ardennesDocs(), ['ruleset/tables/airMarkers/modifiers', 'rallyModifiers']);
    // The list is judged by the Rally roll too, so only a fact neither computes is refused.
    expect(unjudgedConditions(docs)).toEqual([]);
    const alone = edited(
      docs,
      ['ruleset/tables/airModifiers', { kind: 'modifiers', name: 'Air modifiers', target: 'roll', entries: { bad: { label: 'Bad weather', value: -1, when: { fact: 'turn.clearWeather' } } } }],
      ['ruleset/tables/airMarkers/modifiers', 'airModifiers'],
    );
    const [u] = unjudgedConditions(alone);
    expect(u).toMatchObject({ at: '/tables/airModifiers/entries/bad/when/fact' });
    expect(u!.what).toContain('in the air marker roll (15.6) it computes no fact.');
  });

  it('hex: stacking rules and releases have their own facts', () => {
    const docs = edited(ardennesDocs(), ['ruleset/stacking/exceptions/combatGroup/when/all/0', { fact: 'pair.sameRegiment' }], ['ruleset/stacking/countsAsOne/regiment/when', { fact: 'stack.hasArtillery' }]);
    expect(unjudgedConditions(docs).map((u) => u.at)).toEqual(['/stacking/countsAsOne/regiment/when/fact', '/stacking/exceptions/combatGroup/when/all/0/fact']);
    const campaign = { ...ardennesDocs(), scenario: read('scenarios/ardennes44-campaign.scenario.json') };
    const release = edited(campaign, ['scenario/reinforcements/optional-90ID/release/when', { fact: 'turn.clearWeather' }]);
    const [u] = unjudgedConditions(release);
    expect(u).toMatchObject({ doc: 'scenario', at: '/reinforcements/optional-90ID/release/when/fact' });
    expect(u!.what).toContain('in a reinforcement release (27.9) it computes "german.turnsWestOfMeuse", "german.turnsAtMeuse".');
  });

  it('area: fire modifiers read the shot; a threshold or stacking rule with a condition is never judged', () => {
    expect(factsAt(titmDocs().ruleset, 'combatModifiers')).toEqual(['target.entrenched', 'firer.outOfSupply', 'firer.role', 'attacker.combinedArms', 'attacker.crossedRiver', 'battle.confusion', 'firer.side']);
    const docs = edited(
      titmDocs(),
      ['ruleset/tables/combatModifiers/entries/confusion/when/all/1', { fact: 'reserve.superiority' }],
      ['ruleset/tables/unitFire/thresholds/attacking/when', { fact: 'firer.outOfSupply' }],
      ['ruleset/stacking/exceptions', { big: { description: 'Four units of one division', when: { fact: 'firer.side' }, limits: [{ measure: 'units', max: 5 }] } }],
    );
    const found = unjudgedConditions(docs);
    expect(found.map((u) => u.at)).toEqual(['/tables/unitFire/thresholds/attacking/when', '/tables/combatModifiers/entries/confusion/when/all/1/fact', '/stacking/exceptions/big/when']);
    expect(found[0]!.what).toBe('the threshold "attacking" of Unit fire has a condition, which the Area movement, impulses, d10 fire engine does not read: it is never judged');
  });

  it("factsAt: the combat's facts for the column shifts and the tables a shift is rolled on; none said for a table no roll reads", () => {
    const r = ardennesDocs().ruleset;
    expect(factsAt(r, 'columnShifts')).toEqual([...COMBAT_FACTS]);
    expect(factsAt(r, 'defensiveArtilleryModifiers')).toEqual([...COMBAT_FACTS]);
    expect(factsAt(r, 'firefightModifiers')).toEqual(['lead.morale', 'lead.firefightTank', 'crt.firefightPlusOne']);
    expect(factsAt(r, 'surrenderLevels')).toBeUndefined();
  });
});
