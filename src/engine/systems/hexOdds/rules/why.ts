import { dirIndex, distanceOf, type Compiled } from '../compile';
import type { GameState, Refusal } from '../types';
import { allowanceOf, modeOf, movementRange, stepCost, type Reach } from './movement';
import { enemyView } from './zoc';
import { boundary } from './turnRules';

/**
 * Why a unit cannot move to a hex this phase, for the hover text of test play: the reach when it
 * can; otherwise the rule that stops it on the best way there (an enemy unit, a ZOC bond and the
 * two units that make it, terrain, a ZOC it must stop in, or the MP it lacks).
 */
export function explainMove(c: Compiled, s: GameState, unitId: string, hex: string): Reach | Refusal {
  const u = s.units[unitId];
  const info = c.units.get(unitId);
  const goal = c.ordinal.get(hex);
  if (!u || !info) return { reason: `unknown unit ${unitId}` };
  if (goal === undefined) return { reason: `${hex} is not a hex of the map` };
  if (!('hex' in u.loc)) return { reason: `${info.name} is not on the map` };
  if (u.loc.hex === hex) return { reason: `${info.name} is already in ${hex}` };
  const range = movementRange(c, s, unitId, modeOf(s, unitId));
  const found = range.find((r) => r.hex === hex);
  if (found) return found;
  const { occ, enemyZoc, bonds } = enemyView(c, s, info.side);
  const cell = occ.get(goal);
  if (cell && cell.side !== info.side) return { reason: `${hex} holds enemy units: a unit never enters an enemy-occupied hex`, rule: '11' };
  const line = boundary(c, s, unitId, hex);
  if (line) return line;
  if (bonds.hexes.has(goal)) return { reason: `enemy ZOC bond between ${bondEnds(c, occ, info.side, goal).join(' and ')}: ${hex} cannot be entered`, rule: '10.2' };
  const start = c.ordinal.get(u.loc.hex)!;
  const left = new Map<number, number>([[start, allowanceOf(c, s, unitId, modeOf(s, unitId)) - u.mpUsed], ...range.map((r) => [c.ordinal.get(r.hex)!, r.mpLeft] as [number, number])]);
  const exitCost = c.ruleset.values?.zocExitCost?.value ?? 1;
  const reasons: (Refusal & { rank: number })[] = [];
  for (let j = 0; j < 6; j++) {
    const k = c.nb[goal * 6 + j]!;
    if (k < 0 || !left.has(k)) continue;
    const jj = dirIndex(c.nb, k, goal);
    const from = c.ids[k]!;
    if (bonds.sides.has(k * 6 + jj)) {
      reasons.push({ rank: 0, reason: `enemy ZOC bond across the hexside ${from}–${hex} (between ${sideBondEnds(c, occ, info.side, k, goal).join(' and ')})`, rule: '10.2' });
      continue;
    }
    const cost = stepCost(c, s, info, k, jj);
    if (typeof cost !== 'number') {
      reasons.push({ rank: 1, reason: `from ${from}: ${cost.why}`, rule: cost.rule });
      continue;
    }
    if (enemyZoc[k] && k !== start) {
      reasons.push({ rank: 2, reason: `${from} is in an enemy ZOC: a unit entering it stops there`, rule: '9.2' });
      continue;
    }
    if (enemyZoc[k] && enemyZoc[goal] && k === start) continue; // ZOC to ZOC is allowed from the start: only MP can stop it
    const need = cost + (enemyZoc[k] ? exitCost : 0);
    reasons.push({ rank: 3, reason: `from ${from} it costs ${need} MP${enemyZoc[k] ? ` (with ${exitCost} to leave the enemy ZOC)` : ''}; ${info.name} has ${left.get(k)} left there`, rule: enemyZoc[k] ? '9.2, 11' : '11' });
  }
  if (!reasons.length) {
    const ma = allowanceOf(c, s, unitId, modeOf(s, unitId)) - u.mpUsed;
    return { reason: `${hex} is out of reach: ${distanceOf(c, start, goal)} hexes away with ${ma} MP left`, rule: '11' };
  }
  // The most telling reason: one that only MP stands in the way of, else the hardest rule.
  reasons.sort((a, b) => b.rank - a.rank);
  const { rank: _r, ...best } = reasons[0]!;
  return best;
}

/** The hexes of the two enemy units whose bond runs along the hexside between a and b (10.1). */
function sideBondEnds(c: Compiled, occ: ReadonlyMap<number, { side: string }>, side: string, a: number, b: number): string[] {
  const enemy = (k: number) => k >= 0 && occ.has(k) && occ.get(k)!.side !== side;
  const around = (k: number) => Array.from({ length: 6 }, (_, j) => c.nb[k * 6 + j]!);
  const common = around(a).filter((k) => around(b).includes(k));
  const ends = common.filter(enemy);
  return ends.length === 2 ? ends.map((k) => c.ids[k]!) : [c.ids[a]!, c.ids[b]!];
}

/** The hexes of the two enemy units whose bond runs through a hex (10.1): in line across it. */
function bondEnds(c: Compiled, occ: ReadonlyMap<number, { side: string }>, side: string, m: number): string[] {
  for (let j = 0; j < 3; j++) {
    const a = c.nb[m * 6 + j]!;
    const b = c.nb[m * 6 + j + 3]!;
    if (a >= 0 && b >= 0 && occ.get(a)?.side !== side && occ.get(b)?.side !== side && occ.has(a) && occ.has(b)) return [c.ids[a]!, c.ids[b]!];
  }
  return [c.ids[m]!];
}
