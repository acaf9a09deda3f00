import { boxAt, edgesOf, type Compiled } from '../compile';
import type { Draft } from '../draft';
import { allowanceOf, modeOf } from '../rules/movement';
import { locationsOf } from '../rules/victoryConditions';
import { movable } from './movement';
import type { Action, GameState, Refusal } from '../types';

/**
 * Rule 11.9: leaving the map from a hex on its edge, for 1 MP (the ruleset's exitMapCost). An Allied
 * unit goes into the off-map box on that edge (it may come back by the box's entry hexes); a German
 * unit leaves only where the scenario counts exits for victory (30.2A, 31: the West edge of the East
 * map), and is set aside for good. No unit leaves by an edge with neither (the East edge, 11.9).
 */
export function exitMap(d: Draft, a: Action): Refusal | undefined {
  const c = d.c;
  const s = d.base;
  const why = whyNotExit(c, s, a.unit, a.target);
  if (why) return why;
  const id = a.unit!;
  const info = c.units.get(id)!;
  const hex = (s.units[id]!.loc as { hex: string }).hex;
  const edge = exitEdge(c, hex, a.target)!;
  const box = boxAt(c, info.side, edge, hex);
  const cost = c.ruleset.values?.exitMapCost?.value ?? 1;
  if (box) {
    d.set(id, { loc: { box, since: s.turn }, mpUsed: s.units[id]!.mpUsed + cost, moved: true });
    d.log({ type: 'exit', text: `${info.name} leaves the map from ${hex} into the ${c.map.offMapBoxes![box]!.name}`, rule: '11.9' });
  } else {
    d.set(id, { loc: { exited: edge, from: hex }, mpUsed: s.units[id]!.mpUsed + cost, moved: true });
    d.log({ type: 'exit', text: `${info.name} leaves the map from ${hex} by the ${edgeName(edge)} edge, for victory`, rule: '11.9, 31' });
  }
  return undefined;
}

const edgeName = (edge: string) => ({ N: 'North', S: 'South', E: 'East', W: 'West' })[edge] ?? edge;

/** The edge a unit in `hex` leaves by: the one named, else the hex's only edge. */
function exitEdge(c: Compiled, hex: string, named: string | undefined): string | undefined {
  const edges = edgesOf(c, hex);
  if (named !== undefined) return edges.includes(named) ? named : undefined;
  return edges.length === 1 ? edges[0] : undefined;
}

/**
 * Whether the scenario counts a side's exits from a hex by an edge for victory: an exitFactors
 * source at that edge (31), or an exit condition through that hex (30.2A: F or G).
 */
export function exitCounts(c: Compiled, side: string, edge: string, hex: string): boolean {
  return Object.values(c.docs.scenario.victory.conditions).some(
    (cond) =>
      'side' in cond &&
      cond.side === side &&
      ((cond.kind === 'vpThreshold' && cond.sources.some((src) => src.kind === 'exitFactors' && src.at?.edge === edge)) ||
        (cond.kind === 'exit' && locationsOf(c, cond.via).some((hexes) => hexes.includes(hex)))),
  );
}

/** Why a unit may not leave the map now (11.9), by the edge named or its hex's only one. */
export function whyNotExit(c: Compiled, s: GameState, id: string | undefined, named?: string): Refusal | undefined {
  const cannot = movable(c, s, id);
  if (cannot) return cannot;
  const u = s.units[id!]!;
  const info = c.units.get(id!)!;
  if (!('hex' in u.loc)) return { reason: `${info.name} is not on the map` };
  if (u.status !== 'normal') return { reason: `${info.name} is ${u.status}: tactical movement only, which never leaves the map`, rule: '18.2' };
  const edges = edgesOf(c, u.loc.hex);
  if (!edges.length) return { reason: `${u.loc.hex} is not on the map edge`, rule: '11.9' };
  const edge = exitEdge(c, u.loc.hex, named);
  if (!edge) return { reason: named ? `${u.loc.hex} is not on the ${edgeName(named)} edge` : `${u.loc.hex} is on the ${edges.map(edgeName).join(' and ')} edges: say which`, rule: '11.9' };
  if (!boxAt(c, info.side, edge, u.loc.hex) && !exitCounts(c, info.side, edge, u.loc.hex)) return { reason: `no ${c.ruleset.sides[info.side]?.name ?? info.side} unit leaves by the ${edgeName(edge)} edge${edge === 'E' ? '' : ' in this scenario'}`, rule: '11.9' };
  const cost = c.ruleset.values?.exitMapCost?.value ?? 1;
  const left = allowanceOf(c, s, id!, modeOf(s, id!)) - u.mpUsed;
  if (left < cost) return { reason: `${info.name} has ${left} MP left; leaving the map costs ${cost}`, rule: '11.9' };
  return undefined;
}

/** The exits a side's units may make now, one action per unit on an edge (for legal actions). */
export function exits(c: Compiled, s: GameState): Action[] {
  const out: Action[] = [];
  for (const [id, u] of Object.entries(s.units)) {
    if (!('hex' in u.loc) || c.units.get(id)!.side !== s.side) continue;
    for (const edge of edgesOf(c, u.loc.hex)) if (!whyNotExit(c, s, id, edge)) out.push({ type: 'exitMap', side: s.side, unit: id, target: edge });
  }
  return out;
}
