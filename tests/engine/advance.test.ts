/**
 * Advance after combat and breakthrough (rule 19), on the bare test map: the primary road runs up
 * column 20 (2001–2020); column neighbours are one hex apart. Each case starts from the decision the
 * CRT leaves (a pending advance), so the distances are the book's, not the dice's.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, type Action, type Game, type GameState } from './hexEngine';
import { bareDocs, sandbox, settle } from './fixtures';

const TANK = 'de-2pz-start-1'; // silhouette tank: mechanized vehicle
const PZG = 'de-116pz-start-2'; // panzergrenadiers: mechanized infantry type
const INF = 'de-26vg-start-1'; // infantry
const US = 'us-28id-start-1';
const US2 = 'us-28id-start-2';

function pending(positions: Record<string, string>, p: Omit<Extract<GameState['pending'], { kind: 'advance' }>, 'kind'>, docs = bareDocs()): Game {
  const game = sandbox(positions, { side: 'german', phaseId: 'combat', docs });
  const units = Object.fromEntries(Object.entries(game.state.units).map(([id, u]) => [id, p.attackers.includes(id) ? { ...u, attacked: true } : u]));
  return { ...game, state: { ...game.state, units, pending: { kind: 'advance', ...p } } };
}

/** Applies actions in turn; the last refusal or the final game. */
function play(game: Game, actions: Action[]): { game: Game; refused?: { reason: string; rule?: string } } {
  let g = game;
  for (const a of actions) {
    const r = applyAction(g, { side: 'german', ...a });
    if (!r.ok) return { game: g, refused: r.error };
    g = { ...g, state: r.state };
  }
  return { game: g };
}
const hexOf = (g: Game, id: string) => (g.state.units[id]!.loc as { hex?: string }).hex;

describe('advance after combat (19.1)', () => {
  it('bonus: 2 hexes in any direction, 3 for a mechanized unit along a primary road', () => {
    const tank = play(pending({ [TANK]: '2010' }, { attackers: [TANK], into: '2011', type: 'bonus', hexes: 2 }), ['2011', '2012', '2013', '2014'].map((h) => ({ type: 'advance', unit: TANK, target: h })));
    expect(hexOf(tank.game, TANK)).toBe('2013');
    expect(tank.refused).toEqual({ reason: expect.stringMatching(/advanced its 3 hexes/), rule: '19.1' });
    const inf = play(pending({ [INF]: '2010' }, { attackers: [INF], into: '2011', type: 'bonus', hexes: 2 }), ['2011', '2012', '2013'].map((h) => ({ type: 'advance', unit: INF, target: h })));
    expect(hexOf(inf.game, INF)).toBe('2012');
    // Off the road the tank gets no road bonus: 2011 then 2111 (clear, no road), and no third hex.
    const off = play(pending({ [TANK]: '2010' }, { attackers: [TANK], into: '2011', type: 'bonus', hexes: 2 }), ['2011', '2111', '2112'].map((h) => ({ type: 'advance', unit: TANK, target: h })));
    expect(hexOf(off.game, TANK)).toBe('2111');
  });

  it('normal: 1 hex in any direction (2 by road for mechanized units); restricted: only into the vacated hex', () => {
    const normal = pending({ [INF]: '2010' }, { attackers: [INF], into: '2011', type: 'normal', hexes: 1 });
    expect(play(normal, [{ type: 'advance', unit: INF, target: '2009' }]).refused).toBeUndefined();
    const restricted = pending({ [INF]: '2010' }, { attackers: [INF], into: '2011', type: 'restricted', hexes: 1 });
    expect(play(restricted, [{ type: 'advance', unit: INF, target: '2009' }]).refused).toMatchObject({ reason: expect.stringMatching(/only into the vacated hex 2011/), rule: '19.1' });
    const road = play(pending({ [PZG]: '2010' }, { attackers: [PZG], into: '2011', type: 'normal', hexes: 1 }), ['2011', '2012'].map((h) => ({ type: 'advance', unit: PZG, target: h })));
    expect(hexOf(road.game, PZG)).toBe('2012');
  });

  it('out of supply: at most 1 hex (19.6)', () => {
    const g = pending({ [TANK]: '2010' }, { attackers: [TANK], into: '2011', type: 'bonus', hexes: 2 });
    const oos = { ...g, state: { ...g.state, units: { ...g.state.units, [TANK]: { ...g.state.units[TANK]!, oos: true } } } };
    const r = play(oos, ['2011', '2012'].map((h) => ({ type: 'advance', unit: TANK, target: h })));
    expect(hexOf(r.game, TANK)).toBe('2011');
    expect(r.refused?.rule).toBe('19.6');
  });

  it('enemy ZOC does not stop it, but it may not step from one ZOC hex of an enemy unit into another (19.3)', () => {
    // The US unit at 1913 covers 2013 and 2014: 2012 → 2013 enters its ZOC (allowed), 2013 → 2014 is refused.
    const r = play(pending({ [TANK]: '2011', [US]: '1913' }, { attackers: [TANK], into: '2012', type: 'bonus', hexes: 2 }), ['2012', '2013', '2014'].map((h) => ({ type: 'advance', unit: TANK, target: h })));
    expect(hexOf(r.game, TANK)).toBe('2013');
    expect(r.refused).toMatchObject({ reason: expect.stringMatching(/from one hex in the ZOC of the enemy unit in 1913/), rule: '19.3' });
  });

  it('never crosses an enemy ZOC bond, except into the vacated hex (19.3)', () => {
    // US units at 1914 and 2113 are in line through 2014: a hex bond.
    const r = play(pending({ [TANK]: '2011', [US]: '1914', [US2]: '2113' }, { attackers: [TANK], into: '2012', type: 'bonus', hexes: 2 }), ['2012', '2013', '2014'].map((h) => ({ type: 'advance', unit: TANK, target: h })));
    expect(hexOf(r.game, TANK)).toBe('2013');
    expect(r.refused).toEqual({ reason: 'an advance never enters or crosses an enemy ZOC bond (into 2014)', rule: '19.3' });
  });

  it('lists each legal next hex and the end of the advance as legal actions', () => {
    const g = pending({ [INF]: '2010' }, { attackers: [INF], into: '2011', type: 'restricted', hexes: 1 });
    expect(legalActions(g).actions).toEqual([{ type: 'advance', side: 'german', unit: INF, target: '2011' }, { type: 'endAdvance', side: 'german' }]);
  });
});

describe('breakthrough (19.4)', () => {
  /** A CRT whose every cell is D1*, so the breakthrough attack's result is known. */
  const allD1 = () =>
    bareDocs((d) => {
      const crt = d.ruleset.tables.crt as { rows: Record<string, Record<string, string>> };
      const rows = Object.fromEntries(Object.entries(crt.rows).map(([die, row]) => [die, Object.fromEntries(Object.keys(row).map((col) => [col, 'D1*']))]));
      d.ruleset = { ...d.ruleset, tables: { ...d.ruleset.tables, crt: { ...d.ruleset.tables.crt!, rows } as never } };
    });

  it('after an asterisk result one stack that advanced attacks again; that attack advances only normally', () => {
    const docs = allD1();
    const g = pending({ [TANK]: '2010', [US]: '2013' }, { attackers: [TANK], into: '2011', type: 'bonus', hexes: 2, breakthrough: true }, docs);
    const r = play(g, [{ type: 'advance', unit: TANK, target: '2011' }, { type: 'advance', unit: TANK, target: '2012' }, { type: 'endAdvance' }]);
    expect(r.refused).toBeUndefined();
    expect(r.game.state.pending).toEqual({ kind: 'breakthrough', units: [TANK], hexes: { [TANK]: 2 } });
    expect(legalActions(r.game).actions).toContainEqual({ type: 'attack', side: 'german', units: [TANK], target: '2013' });
    const attacked = applyAction(r.game, { type: 'attack', side: 'german', units: [TANK], target: '2013' });
    if (!attacked.ok) throw new Error(attacked.error.reason);
    const after = settle(r.game, attacked.state);
    expect(after.pending).toMatchObject({ kind: 'advance', type: 'normal', hexes: 1 });
    expect(after.pending).not.toHaveProperty('breakthrough');
  });

  it('the group joins an attack on a hex next to it by units that have not attacked yet (helping other attacks); units that attacked already may not', () => {
    const docs = allD1();
    // PZG has not attacked this phase and stands next to 2013, where the tank's advance ends beside the defender.
    const g = pending({ [TANK]: '2010', [US]: '2013', [PZG]: '2113' }, { attackers: [TANK], into: '2011', type: 'bonus', hexes: 2, breakthrough: true }, docs);
    const r = play(g, [{ type: 'advance', unit: TANK, target: '2011' }, { type: 'advance', unit: TANK, target: '2012' }, { type: 'endAdvance' }]);
    const joined = { type: 'attack', side: 'german', units: [TANK, PZG], target: '2013' };
    expect(legalActions(r.game).actions).toContainEqual(joined);
    const done = applyAction(r.game, joined);
    if (!done.ok) throw new Error(done.error.reason);
    const after = settle(r.game, done.state);
    expect(after.units[PZG]).toMatchObject({ attacked: true });
    // Not by fresh units alone, nor with a unit that attacked already this phase.
    expect(applyAction(r.game, { type: 'attack', side: 'german', units: [PZG], target: '2013' })).toMatchObject({ ok: false, error: { rule: '19.4', reason: expect.stringMatching(/units that advanced after the asterisk result/) } });
    const spent = { ...r.game, state: { ...r.game.state, units: { ...r.game.state.units, [PZG]: { ...r.game.state.units[PZG]!, attacked: true } } } };
    expect(applyAction(spent, joined)).toMatchObject({ ok: false, error: { rule: '14.1', reason: expect.stringMatching(/already attacked/) } });
  });

  it('a non-mechanized unit that advanced 2 hexes cannot make it; declining it goes on with the phase', () => {
    const g = pending({ [INF]: '2010', [US]: '2013' }, { attackers: [INF], into: '2011', type: 'bonus', hexes: 2, breakthrough: true });
    const r = play(g, [{ type: 'advance', unit: INF, target: '2011' }, { type: 'advance', unit: INF, target: '2012' }, { type: 'endAdvance' }]);
    expect(r.game.state.pending).toBeUndefined();
    const one = play(g, [{ type: 'advance', unit: INF, target: '2011' }, { type: 'endAdvance' }, { type: 'endBreakthrough' }]);
    expect(one.refused).toBeUndefined();
    expect(one.game.state.pending).toBeUndefined();
  });
});
