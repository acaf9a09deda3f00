/**
 * The campaign game (30, 31): both maps joined, 16AM–26PM, and the victory conditions of 30.2 and
 * 30.3 checked in every Allied Victory Phase. It loads with no error, bots play it to its end, and
 * its victory check is the book's conditions on hand-made positions.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadProject, scenarioDocuments } from '../../src/document';
import { judge } from '../../src/engine/systems/hexOdds/rules/victory';
import { BOTS, compile, createGame, playBots, type GameDocuments, type GameState } from './hexEngine';
import { sandbox, step } from './fixtures';
import { supplyStatus } from '../../src/engine/systems/hexOdds/rules/supply';

const root = path.resolve(__dirname, '../..');
const files = ['rules/ardennes44.rules.json', 'maps/ardennes44-east.map.json', 'maps/ardennes44-west.map.json', 'oob/ardennes44.oob.json', 'scenarios/ardennes44-6turn.scenario.json', 'scenarios/ardennes44-8turn.scenario.json', 'scenarios/ardennes44-campaign.scenario.json'];
const project = loadProject(files.map((f) => ({ file: `data/${f}`, text: fs.readFileSync(path.join(root, 'data', f), 'utf8') })));
const docs = scenarioDocuments(project.documents, 'ardennes44-campaign') as GameDocuments;
const c = compile(docs);
const set = (id: string) => c.map.hexSets![id]!.hexes as string[];
const east = set('east-victory-hexes');
const west = set('west-victory-hexes');

/**
 * A hand-made position: only the units given on the map (the rest out of the game), the victory
 * hexes German-held as given (the rest Allied), every bridge standing (as once the Our bridges are
 * built and none blown: supply roads run across the rivers), in the given side's phase of 16AM.
 */
function position(german: readonly string[], units: Readonly<Record<string, string>> = {}, at = { side: 'allied', phaseId: 'combat' }): GameState {
  const s = sandbox(units, { ...at, docs }).state;
  return { ...s, blown: [], building: {}, control: Object.fromEntries(c.victoryHexes.map((h) => [h, german.includes(h) ? 'german' : 'allied'])) };
}
const sideUnits = (side: string, n: number) => Object.keys(docs.oob.units).filter((id) => c.units.get(id)!.side === side && !c.units.get(id)!.tags.has('artillery') && (c.units.get(id)!.front.attack ?? 0) > 0).slice(0, n);

/** An Allied combat unit in each of the German division areas given, each in a hex of its area where it is in supply. */
function alliesIn(areas: readonly string[]): Record<string, string> {
  const units = sideUnits('allied', areas.length);
  return Object.fromEntries(
    areas.map((area, i) => {
      const hex = set(area).find((h) => supplyStatus(c, position([], { [units[i]!]: h }), units[i]!).inSupply);
      if (!hex) throw new Error(`no hex of ${area} where an Allied unit is in supply`);
      return [units[i]!, hex];
    }),
  );
}

describe('the campaign game (30, 31)', () => {
  it('loads with no error on both maps, 16AM to 26PM, with the arrivals of the whole schedule', () => {
    expect(project.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(docs.maps?.map((m) => m.id)).toEqual(['ardennes44-east', 'ardennes44-west']);
    expect(docs.scenario).toMatchObject({ firstTurn: '16AM', lastTurn: '26PM' });
    const units = Object.values(docs.scenario.reinforcements).flatMap((g) => g.units);
    expect(new Set(units).size).toBe(units.length);
    expect(units).toEqual(expect.arrayContaining(['us-6-arm-ccr', 'de-9-x-2', 'us-101-x', 'br-51-x']));
    // 31: only the short games bring the airborne at 18PM by the west edge.
    const airborne = Object.values(docs.scenario.reinforcements).find((g) => (g.units as readonly string[]).includes('us-101-x'))!;
    expect(airborne).toMatchObject({ turn: '18AM', entry: { letters: ['E'] } });
    expect(c.map.entries!.E!.hexes[0]).toMatch(/^W/);
    expect([east.length, west.length]).toEqual([20, 8]);
  });

  it('bots play it to its end, or to a German win in a Victory Phase, with no crash or stuck game', () => {
    const g = playBots(c, 'campaign-0', { german: BOTS.greedy!, allied: BOTS.random! });
    expect({ crash: g.crash, stuck: g.stuck }).toEqual({ crash: undefined, stuck: undefined });
    expect(g.winner).not.toBeNull();
  });

  it('30.2D: all 20 East victory hexes and 8 West ones are a German win; 19 East hexes are not', () => {
    expect(judge(c, position([...east, ...west]))).toMatchObject({ winner: 'german', reason: expect.stringMatching(/D: 8 West map victory hexes: 8 of 8/) });
    expect(judge(c, position([...east.slice(1), ...west]))).toMatchObject({ winner: 'allied', reason: expect.stringMatching(/30\.3A/) });
    expect(judge(c, position([...east, ...west.slice(1)]))).toMatchObject({ winner: 'allied' });
  });

  it('30.2C: 4 of the 6 Meuse towns, each with a German unit in supply, and the East hexes win; 3 towns do not', () => {
    const towns = set('meuse-towns');
    const germans = sideUnits('german', 4);
    const four = Object.fromEntries(germans.map((id, i) => [id, towns[i]!]));
    expect(Object.keys(four).every((id) => supplyStatus(c, position([], four), id).inSupply)).toBe(true);
    expect(judge(c, position(east, four))).toMatchObject({ winner: 'german', reason: expect.stringMatching(/C: 4 of the 6 Meuse towns, each with a unit in supply: 4 of 6 with a unit in supply \(needs 4\)/) });
    const three = Object.fromEntries(germans.slice(0, 3).map((id, i) => [id, towns[i]!]));
    expect(judge(c, position(east, three))).toMatchObject({ winner: 'allied' });
  });

  it('30.2B: the 4 Liège hexes, each with a German unit in supply, win; 3 do not', () => {
    const liege = set('liege');
    const germans = sideUnits('german', 4);
    const all = Object.fromEntries(germans.map((id, i) => [id, liege[i]!]));
    expect(judge(c, position(east, all))).toMatchObject({ winner: 'german', reason: expect.stringMatching(/B: the 4 Liège hexes/) });
    const three = Object.fromEntries(germans.slice(0, 3).map((id, i) => [id, liege[i]!]));
    expect(judge(c, position(east, three))).toMatchObject({ winner: 'allied' });
  });

  it('30.2A: 24 attack factors exited by F or G count when a hex they left from has a road supply line; 23 do not', () => {
    const fHex = c.map.entries!.F!.hexes[0]!;
    const start = position(east);
    const exited = (factors: number) => {
      let total = 0;
      const units = { ...start.units };
      for (const id of Object.keys(docs.oob.units)) {
        const info = c.units.get(id)!;
        const attack = info.front.attack ?? 0;
        if (info.side !== 'german' || attack <= 0 || total + attack > factors) continue;
        units[id] = { ...units[id]!, loc: { exited: 'N', from: fHex } };
        total += attack;
      }
      expect(total).toBe(factors);
      return { ...start, units };
    };
    expect(judge(c, exited(24))).toMatchObject({ winner: 'german', reason: expect.stringMatching(/A: 24 attack factors exited by F or G: 24 attack factors \(needs 24\)/) });
    expect(judge(c, exited(23))).toMatchObject({ winner: 'allied' });
  });

  it('30.3B: supplied Allied combat units in 3 German division areas for two Victory Phases running beat a German win', () => {
    const allies = alliesIn(['setup-212VG', 'setup-26VG', 'setup-2Pz']);
    const s = position([...east, ...west], allies);
    expect(Object.keys(allies).every((id) => supplyStatus(c, s, id).inSupply)).toBe(true);
    // One Victory Phase is not enough (30.3B: two running).
    expect(judge(c, { ...s, victoryChecks: { turn: s.turn, streaks: { alliedB: 1 } } })).toMatchObject({ winner: 'german' });
    expect(judge(c, { ...s, victoryChecks: { turn: s.turn, streaks: { alliedB: 2 } } })).toMatchObject({ winner: 'allied', reason: expect.stringMatching(/Allied victory B/) });
  });

  it('30: a German win ends the game in the Allied Victory Phase of any turn; the Allied B streak is counted there', () => {
    const s = position([...east, ...west], {}, { side: 'allied', phaseId: 'supplySurrender' });
    const g = step({ ...createGame(docs, { seed: 'end' }), state: s }, { type: 'endPhase', side: 'allied' });
    expect(g.state.ended).toMatchObject({ winner: 'german', reason: expect.stringMatching(/in the Victory Phase/) });
    expect(c.turnOrder[g.state.turn]).toBe('16AM');
    // Without a German win the game goes on, and a streak starts where 30.3B holds.
    const allies = alliesIn(['setup-212VG', 'setup-26VG', 'setup-2Pz']);
    const on = step({ ...createGame(docs, { seed: 'end' }), state: position(east, allies, { side: 'allied', phaseId: 'supplySurrender' }) }, { type: 'endPhase', side: 'allied' });
    expect(on.state.ended).toBeUndefined();
    expect(on.state.victoryChecks).toMatchObject({ turn: 0, streaks: { alliedB: 1 } });
  });
});
