/**
 * Optional rule 33, the optional units (blue setup background), on the campaign's board: in the game
 * only with the option on; the US 90th ID not before GT22 and once a German unit has crossed the
 * Meuse; the US 5th Armored from GT17 once a German unit is next to or across the Meuse; the German
 * 11 Pz and 10 SS Pz the turn after a German unit crosses the Meuse, never before GT11; Nordwind at
 * GT21, unrestricted; the US 11th Armored confined to the south-west corner, south of the Semois.
 * The counters are stand-ins (placeholder): the source does not list them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadProject, scenarioDocuments } from '../../src/document';
import { unreleased } from '../../src/engine/systems/hexOdds/rules/release';
import { compile, createGame, legalActions, type Game, type GameDocuments } from './hexEngine';
import { refusal, sandbox, step } from './fixtures';

const root = path.resolve(__dirname, '../..');
const files = ['rules/ardennes44.rules.json', 'maps/ardennes44-east.map.json', 'maps/ardennes44-west.map.json', 'oob/ardennes44.oob.json', 'scenarios/ardennes44-6turn.scenario.json', 'scenarios/ardennes44-campaign.scenario.json'];
const project = loadProject(files.map((f) => ({ file: `data/${f}`, text: fs.readFileSync(path.join(root, 'data', f), 'utf8') })));
const campaign = scenarioDocuments(project.documents, 'ardennes44-campaign') as GameDocuments;
const withOption = (on: boolean): GameDocuments => ({ ...campaign, scenario: { ...campaign.scenario, options: { ...campaign.scenario.options, optionalUnits: { enabled: on } } } as GameDocuments['scenario'] });
const docs = withOption(true);
const c = compile(docs);
const set = (id: string) => new Set(c.map.hexSets![id]!.hexes as string[]);

/** A position at a turn with the given units placed, the others of the optional groups waiting, and what the Germans have reached. */
function at(turn: string, side: string, units: Record<string, string> = {}, reached: Record<string, string> = {}): Game {
  const g = sandbox(units, { side, phaseId: 'movement', docs, turn });
  const waiting = Object.fromEntries(Object.entries(docs.scenario.reinforcements).filter(([, r]) => r.option === 'optionalUnits').flatMap(([group, r]) => r.units.filter((u) => !(u in units)).map((u) => [u, { ...g.state.units[u]!, loc: { arriving: group } }])));
  const turnOf = (t: string) => c.turnOrder.indexOf(t);
  return { ...g, state: { ...g.state, units: { ...g.state.units, ...waiting }, reached: Object.fromEntries(Object.entries(reached).map(([k, t]) => [k, turnOf(t)])) } };
}
const enters = (g: Game, unit: string) => legalActions(g).actions.filter((a) => a.type === 'enterReinforcement' && a.unit === unit);

describe('33: the optional units', () => {
  it('are in the game only with the option on', () => {
    expect(createGame(withOption(false), { seed: 's' }).state.units['us-90-357']).toBeUndefined();
    expect(createGame(withOption(true), { seed: 's' }).state.units['us-90-357']!.loc).toEqual({ arriving: 'optional-90ID' });
    expect(createGame(withOption(true), { seed: 's' }).state.units['de-nordwind-9']!.loc).toEqual({ arriving: 'optional-Nordwind' });
  });

  it('33.2: the US 90th ID enters on GT22 only once a German unit has crossed the Meuse', () => {
    const before = at('26PM', 'allied');
    expect(unreleased(c, before.state, 'optional-90ID')).toMatchObject({ rule: '33.2', reason: expect.stringMatching(/crossed the Meuse.*not yet/) });
    expect(enters(before, 'us-90-357')).toEqual([]);
    const crossed = at('26PM', 'allied', {}, { 'german:westOfMeuse': '26AM' });
    expect(unreleased(c, crossed.state, 'optional-90ID')).toBeUndefined();
    expect(enters(crossed, 'us-90-357').length).toBeGreaterThan(0);
  });

  it('33.2: the US 5th Armored waits from GT17 until a German unit is next to or across the Meuse', () => {
    expect(unreleased(c, at('24AM', 'allied').state, 'optional-5Arm')).toMatchObject({ rule: '33.2' });
    expect(unreleased(c, at('24AM', 'allied', {}, { 'german:meuseBank': '23PM' }).state, 'optional-5Arm')).toBeUndefined();
    expect(unreleased(c, at('24AM', 'allied', {}, { 'german:westOfMeuse': '24AM' }).state, 'optional-5Arm')).toBeUndefined();
  });

  it('33.3: 11 Pz and 10 SS Pz arrive the turn after a German unit crosses the Meuse, never before GT11', () => {
    expect(unreleased(c, at('21AM', 'german', {}, { 'german:westOfMeuse': '21AM' }).state, 'optional-11Pz')).toMatchObject({ rule: '33.3', reason: expect.stringMatching(/not yet/) });
    expect(unreleased(c, at('21PM', 'german', {}, { 'german:westOfMeuse': '21AM' }).state, 'optional-11Pz')).toBeUndefined();
    expect(unreleased(c, at('21PM', 'german', {}, { 'german:westOfMeuse': '21AM' }).state, 'optional-10SS')).toBeUndefined();
    expect(refusal(at('20PM', 'german', {}, { 'german:westOfMeuse': '19AM' }), { type: 'enterReinforcement', side: 'german', unit: 'de-11pz-110', target: c.map.entries!.K!.hexes[0]! })).toMatchObject({ rule: '13.1', reason: expect.stringMatching(/arrives on 21AM/) });
  });

  it('33.3: Nordwind arrives at GT21 with no condition', () => {
    expect(unreleased(c, at('26AM', 'german').state, 'optional-Nordwind')).toBeUndefined();
    expect(enters(at('26AM', 'german'), 'de-nordwind-1').length).toBeGreaterThan(0);
  });

  it('the first German unit next to the Meuse, then across it, is recorded with its turn', () => {
    const bank = set('meuse-bank');
    const west = set('west-of-meuse');
    // A German unit one step from a Meuse-bank hex on the east side moves onto it.
    const [from, to] = (() => {
      for (const h of bank) {
        if (west.has(h)) continue;
        const k = c.ordinal.get(h)!;
        for (let j = 0; j < 6; j++) {
          const n = c.nb[k * 6 + j]!;
          if (n >= 0 && !bank.has(c.ids[n]!) && !west.has(c.ids[n]!) && c.terrain[n] === 'clear' && c.terrain[k] !== 'woodedRough') return [c.ids[n]!, h];
        }
      }
      throw new Error('no hex next to the Meuse bank');
    })();
    const g = at('22AM', 'german', { 'de-79-x': from });
    const moved = step(g, { type: 'move', side: 'german', unit: 'de-79-x', target: to });
    expect(moved.state.reached).toMatchObject({ 'german:meuseBank': c.turnOrder.indexOf('22AM') });
    expect(moved.state.reached?.['german:westOfMeuse']).toBeUndefined();
  });

  it('33.2: the US 11th Armored never leaves the south-west corner: it may reach the Semois, not cross it', () => {
    const corner = set('sw-corner');
    // A corner hex on the Semois with a hex across the river outside the corner.
    const [inside, across] = (() => {
      for (const h of corner) {
        const k = c.ordinal.get(h)!;
        for (let j = 0; j < 6; j++) {
          const n = c.nb[k * 6 + j]!;
          if (n >= 0 && !corner.has(c.ids[n]!) && c.bridge[k * 6 + j]) return [h, c.ids[n]!];
        }
      }
      throw new Error('no bridge out of the corner');
    })();
    const g = at('23PM', 'allied', { 'us-11-arm-cca': inside });
    expect(refusal(g, { type: 'move', side: 'allied', unit: 'us-11-arm-cca', target: across })).toMatchObject({ rule: '33.2', reason: expect.stringMatching(/11th Armored Division \(optional\)/) });
    const moves = legalActions(g).actions.filter((a) => a.type === 'move' && a.unit === 'us-11-arm-cca');
    expect(moves.length).toBeGreaterThan(0);
    expect(moves.every((a) => corner.has(a.target!))).toBe(true);
    // Another US unit crosses the same bridge.
    expect(refusal(at('23PM', 'allied', { 'us-7-arm-cca': inside }), { type: 'move', side: 'allied', unit: 'us-7-arm-cca', target: across })).toBeUndefined();
  });
});
