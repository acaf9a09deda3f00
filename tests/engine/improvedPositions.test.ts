/**
 * Improved positions (15.8): a supplied infantry-type unit that stays put starts one, finished at the
 * start of its side's next Movement Phase; a finished position gives +2 DCB (the best of it and the
 * terrain's, a silhouette tank at most +1) and allows Hold (16.7); empty positions go at the end of
 * every Movement Phase, and at once when their defenders are eliminated or retreat.
 */
import { describe, expect, it } from 'vitest';
import { attackOdds, legalActions, type Game } from './hexEngine';
import { bareDocs, refusal, sandbox, step } from './fixtures';
import { holdLeads } from '../../src/engine/systems/hexOdds/rules/hold';
import type { GameState } from '../../src/engine/systems/hexOdds/types';

const INF = 'us-28id-start-1';
const TANK = 'us-4-70-tnk-minus';
const DE = 'de-26vg-start-1';
const DE2 = 'de-2pz-start-2';

const at = (positions: Record<string, string>, side = 'allied', phaseId = 'movement') => sandbox(positions, { side, phaseId, turn: '17AM', docs: bareDocs() });
const build = { type: 'buildPosition', side: 'allied', unit: INF } as const;
const withState = (g: Game, patch: Partial<GameState>): Game => ({ ...g, state: { ...g.state, ...patch } });
const ip = (hex: string, built = true, side = 'allied') => ({ positions: { [hex]: { side, built, turn: 0 } } });

/** Ends phases (each side's in turn, choices by the engine's pick) until `side`'s next Movement Phase of a later turn. */
function toNextMovement(g: Game, side: string): Game {
  const turn = g.state.turn;
  let game = g;
  for (let guard = 0; guard < 200; guard++) {
    const s = game.state;
    if (s.turn > turn && s.side === side && s.phaseId === 'movement' && !s.pending) return game;
    const { actions } = legalActions(game);
    game = step(game, s.pending ? actions[0]! : actions.find((a) => a.type === 'endPhase') ?? actions[0]!);
  }
  throw new Error('no next Movement Phase');
}

describe('15.8: starting an improved position', () => {
  it('an unmoved supplied infantry unit in clear terrain starts one, stays put and does not attack this turn', () => {
    const g = at({ [INF]: '2006', [DE]: '1510' });
    expect(legalActions(g).actions).toContainEqual(build);
    const dug = step(g, build);
    expect(dug.state.positions).toEqual({ '2006': { side: 'allied', built: false, turn: g.state.turn } });
    expect(dug.state.units[INF]).toMatchObject({ moved: true, digging: true });
    expect(legalActions(dug).actions.filter((a) => a.unit === INF)).toEqual([]);
    expect(refusal(dug, build)).toMatchObject({ rule: '15.8', reason: expect.stringMatching(/under construction in 2006 already/) });
    // The Combat Phase after: the builder does not attack.
    const combat = withState(at({ [INF]: '2006', [DE]: '2007' }, 'allied', 'combat'), { units: { ...at({ [INF]: '2006', [DE]: '2007' }, 'allied', 'combat').state.units, [INF]: { ...dug.state.units[INF]!, moved: false } } });
    expect(refusal(combat, { type: 'attack', side: 'allied', units: [INF], target: '2007' })).toMatchObject({ rule: '15.8', reason: expect.stringMatching(/does not attack/) });
  });

  it('not in a village, town, city or the West Wall; not by a tank; not after moving; not out of supply or disrupted', () => {
    const village = sandbox({ [INF]: '1506' }, { side: 'allied', phaseId: 'movement', turn: '17AM' });
    expect(refusal(village, build)).toMatchObject({ rule: '15.8', reason: expect.stringMatching(/village, town, city or the West Wall/) });
    expect(refusal(at({ [TANK]: '2006' }), { type: 'buildPosition', side: 'allied', unit: TANK })).toMatchObject({ rule: '15.8', reason: expect.stringMatching(/not an infantry-type unit/) });
    const moved = step(at({ [INF]: '2005' }), { type: 'move', side: 'allied', unit: INF, target: '2006' });
    expect(refusal(moved, build)).toMatchObject({ rule: '15.8', reason: expect.stringMatching(/has moved this phase/) });
    const g = at({ [INF]: '2006' });
    expect(refusal(withState(g, { units: { ...g.state.units, [INF]: { ...g.state.units[INF]!, oos: true } } }), build)).toMatchObject({ rule: '15.8', reason: expect.stringMatching(/out of supply/) });
    expect(refusal(withState(g, { units: { ...g.state.units, [INF]: { ...g.state.units[INF]!, status: 'disrupted' } } }), build)).toMatchObject({ rule: '18.2' });
    expect(legalActions(withState(g, { units: { ...g.state.units, [INF]: { ...g.state.units[INF]!, engaged: true } } })).actions.filter((a) => a.type === 'buildPosition')).toEqual([]);
  });
});

describe('15.8: finishing and removing', () => {
  it('is finished at the start of the side\'s next Movement Phase, and the builder moves freely then', () => {
    const dug = step(at({ [INF]: '2006', [DE]: '1510' }), build);
    const next = toNextMovement(dug, 'allied');
    expect(next.state.positions?.['2006']).toMatchObject({ side: 'allied', built: true });
    expect(next.state.units[INF]).toMatchObject({ moved: false });
    expect(next.state.units[INF]!.digging).toBeFalsy();
    expect(legalActions(next).actions.some((a) => a.type === 'move' && a.unit === INF)).toBe(true);
  });

  it('a marker left by its builder waits for a later phase; a finished position left empty goes at the end of the Movement Phase', () => {
    const building = withState(at({ [INF]: '2006' }), ip('2006', false));
    const left = step(building, { type: 'move', side: 'allied', unit: INF, target: '2008' });
    expect(step(left, { type: 'endPhase', side: 'allied' }).state.positions).toEqual({ '2006': { side: 'allied', built: false, turn: 0 } });
    const built = step(withState(at({ [INF]: '2006' }), ip('2006')), { type: 'move', side: 'allied', unit: INF, target: '2008' });
    expect(built.state.positions?.['2006']).toBeDefined();
    expect(step(built, { type: 'endPhase', side: 'allied' }).state.positions).toBeUndefined();
  });

  it('is not finished while the hex holds an engaged unit, or only disrupted ones; supply no longer matters', () => {
    const before = (patch: Partial<GameState['units'][string]>) => {
      const g = withState(at({ [INF]: '2006', [DE]: '1510' }, 'allied', 'bridge'), ip('2006', false));
      return withState(g, { units: { ...g.state.units, [INF]: { ...g.state.units[INF]!, ...patch } } });
    };
    const finish = (patch: Partial<GameState['units'][string]>) => step(before(patch), { type: 'endPhase', side: 'allied' }).state.positions?.['2006']?.built;
    expect(finish({})).toBe(true);
    expect(finish({ oos: true })).toBe(true);
    expect(finish({ engaged: true })).toBe(false);
    expect(finish({ status: 'disrupted' })).toBe(false);
  });
});

describe('15.8: in combat', () => {
  it('+2 DCB in clear terrain, the best of it and light woods (not added, 15.1), at most +1 for a silhouette tank alone', () => {
    const clear = at({ [INF]: '2006', [DE]: '2007' }, 'german', 'combat');
    const plain = attackOdds(clear, [DE], '2006');
    const dug = attackOdds(withState(clear, ip('2006')), [DE], '2006');
    expect(plain).toMatchObject({ dcb: 0 });
    expect(dug).toMatchObject({ dcb: 2 });
    const woods = sandbox({ [INF]: '2005', [DE]: '2006' }, { side: 'german', phaseId: 'combat', turn: '17AM' });
    expect(attackOdds(withState(woods, ip('2005')), [DE], '2005')).toMatchObject({ dcb: 2 });
    const tank = at({ [TANK]: '2006', [DE]: '2007' }, 'german', 'combat');
    expect(attackOdds(withState(tank, ip('2006')), [DE], '2006')).toMatchObject({ dcb: 1 });
    // An enemy position gives nothing: it is the side's own.
    expect(attackOdds(withState(clear, ip('2006', true, 'german')), [DE], '2006')).toMatchObject({ dcb: 0 });
  });

  it('a finished position allows Hold (16.7) in clear terrain; one under construction does not', () => {
    const g = at({ [INF]: '2006', [DE]: '2007' }, 'german', 'combat');
    const sides = { attackers: [DE], defenders: [INF], target: '2006' };
    expect(holdLeads(g.compiled, g.state, sides)).toEqual([]);
    expect(holdLeads(g.compiled, withState(g, ip('2006')).state, sides)).toEqual([INF]);
    expect(holdLeads(g.compiled, withState(g, ip('2006', false)).state, sides)).toEqual([]);
  });

  it('goes at once when its defenders are eliminated or retreat out of it, and stays while they hold the hex', () => {
    /** One German attack on the dug-in defender with the given dice, every choice the engine's pick but Hold declined. */
    const fight = (seed: string) => {
      let g = withState(sandbox({ [INF]: '2006', [DE]: '2007', [DE2]: '2005' }, { side: 'german', phaseId: 'combat', turn: '17AM', docs: bareDocs(), seed }), ip('2006'));
      g = step(g, { type: 'attack', side: 'german', units: [DE, DE2], target: '2006' });
      for (let guard = 0; guard < 20 && g.state.pending && g.state.pending.kind !== 'advance'; guard++) {
        const { actions } = legalActions(g);
        g = step(g, actions.find((x) => x.choice === 'roll' || x.choice === 'retreat') ?? actions[0]!);
      }
      const loc = g.state.units[INF]!.loc;
      return { stayed: 'hex' in loc && loc.hex === '2006', positions: g.state.positions };
    };
    const outcomes = Array.from({ length: 40 }, (_, i) => fight(`ip-${i}`));
    const gone = outcomes.filter((o) => !o.stayed);
    const held = outcomes.filter((o) => o.stayed);
    expect(gone.length).toBeGreaterThan(0);
    expect(held.length).toBeGreaterThan(0);
    for (const o of gone) expect(o.positions).toBeUndefined();
    for (const o of held) expect(o.positions?.['2006']).toMatchObject({ side: 'allied', built: true });
  });
});

describe('3.3: positions at the start', () => {
  it('a setup entry with an improved position (the dot after the hex code) starts on a finished one', () => {
    const docs = bareDocs((d) => {
      d.scenario = { ...d.scenario, setup: { ...d.scenario.setup, [INF]: { ...d.scenario.setup[INF]!, hex: '2006', withImprovedPosition: true } } } as unknown as typeof d.scenario;
    });
    const g = sandbox({ [INF]: '2006' }, { side: 'allied', phaseId: 'movement', docs });
    expect(g.state.positions).toEqual({ '2006': { side: 'allied', built: true, turn: 0 } });
  });
});
