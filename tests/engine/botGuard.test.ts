/** The greedy bot's goals: victory hexes to take, and held ones an enemy threatens (bots.ts, GUARD). */
import { describe, expect, it } from 'vitest';
import { compile, createGame, type GameState } from './hexEngine';
import { distanceOf } from '../../src/engine/systems/hexOdds/compile';
import { goalsOf } from '../../src/engine/systems/hexOdds/bots';
import { ardennesDocs } from './fixtures';

const docs = ardennesDocs();
const c = compile(docs);
const start = createGame(docs, { seed: 'guard' }).state;
const sideOf = (id: string) => c.units.get(id)!.side;
const [german] = [...c.units.keys()].filter((id) => sideOf(id) === 'german' && id in start.units);
const allied = [...c.units.keys()].filter((id) => sideOf(id) === 'allied' && id in start.units);

/** Hex `v` with its control, and only the units placed: the rest off the map. */
function board(side: string, v: string, holder: string, placed: Record<string, string>): GameState {
  const units = Object.fromEntries(Object.entries(start.units).map(([id, u]) => [id, { ...u, loc: placed[id] ? { hex: placed[id] } : { pool: true as const } }]));
  return { ...start, side, units, control: { ...start.control, [v]: holder } };
}
/** A hex `d` hexes from hex `v`. */
const at = (v: string, d: number) => c.ids.find((h) => distanceOf(c, c.ordinal.get(h)!, c.ordinal.get(v)!) === d)!;

describe('the greedy bot guards the victory hexes it holds', () => {
  const v = c.victoryHexes[0]!;
  const k = c.ordinal.get(v)!;

  it('the defender (the side that wins by default) heads for a threatened hex with too few guards, and its needed guards stay', () => {
    expect(docs.scenario.victory.default?.winner).toBe('allied');
    // A German stack 4 hexes away: the hex needs one guard.
    expect(goalsOf(c, board('allied', v, 'allied', { [german!]: at(v, 4) }))).toEqual({ goals: [k], held: new Set() });
    expect(goalsOf(c, board('allied', v, 'allied', { [german!]: at(v, 4), [allied[0]!]: v }))).toEqual({ goals: [], held: new Set([k]) });
    // Two guards where one is needed: either may go.
    expect(goalsOf(c, board('allied', v, 'allied', { [german!]: at(v, 4), [allied[0]!]: v, [allied[1]!]: v })).held.has(k)).toBe(false);
    // No enemy within 6 hexes: no guard needed.
    expect(goalsOf(c, board('allied', v, 'allied', { [german!]: at(v, 7) }))).toEqual({ goals: [], held: new Set() });
  });

  it('the attacker leaves a guard only where an enemy is within 3 hexes, and heads for the hexes it does not hold', () => {
    expect(goalsOf(c, board('german', v, 'german', { [allied[0]!]: at(v, 3) })).goals).toContain(k);
    expect(goalsOf(c, board('german', v, 'german', { [allied[0]!]: at(v, 4) })).goals).not.toContain(k);
    expect(goalsOf(c, board('german', v, 'allied', {})).goals).toContain(k);
  });
});
