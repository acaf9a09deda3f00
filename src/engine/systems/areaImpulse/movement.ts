import { cheapestPaths, pathTo, type GraphEdge } from '../../core/graph';
import type { Refusal } from '../../core/types';
import { occupancy, spOf, unitsOf, whereIs, type Occupancy } from './board';
import { enemyOf, type AreaCompiled } from './compile';
import { firstTurnOfCalendar } from './sequence';
import { suppliedAt, supplyNet } from './supply';
import { sfIn } from './specialForces';
import type { AreaState } from './types';

/** The MP a unit has this impulse (8.31–8.32; on foot after a blown bridge, 8.35). */
export const allowance = (c: AreaCompiled, s: AreaState, id: string): number => (s.units[id]!.onFoot ? Math.min(c.values.footMp, c.units.get(id)!.movement) : c.units.get(id)!.movement);

/** Why a unit may not move now, or undefined (8.25, 9.16, 5.23–5.24, 8.22). */
export function cannotMove(c: AreaCompiled, s: AreaState, id: string): Refusal | undefined {
  const u = s.units[id];
  const info = c.units.get(id);
  if (!u || !info || !('at' in u.loc)) return { reason: 'it is not on the map', rule: '8.2' };
  if (info.side !== s.side) return { reason: 'it is not your impulse', rule: '6.0' };
  if (u.spent) return { reason: 'it has already moved or fought this turn (Moved marker)', rule: '8.25, 9.16' };
  if (u.mustAttack) return { reason: 'it entered an enemy area and stops there to attack', rule: '8.22' };
  const seg = c.segments[s.seg]!;
  if (firstTurnOfCalendar(c, seg) && seg.n === 1) {
    if (info.tags.includes('redTriangle')) return { reason: 'a red-triangle unit may not move before the 16-2 impulse', rule: '5.24' };
    if (seg.side !== c.sides[0] && !info.tags.includes('greenTriangle')) return { reason: 'only green-triangle units move in the Allied 16-1 impulse', rule: '5.23' };
  }
  if (u.oos && u.movedIn === s.seg) return { reason: 'an out-of-supply unit moves one area only', rule: '8.29, 13.23' };
  return undefined;
}

/**
 * The cost for a stack to enter `e.to` from `from` (8.33, 8.36–8.37), or why it cannot: roads only;
 * a blown bridge only on foot for 3 MP (armor never); zones closed to the side (11.22–11.23); no
 * leaving an Allied VP zone once entered (12.25); not from an enemy-controlled area straight into
 * another (8.27); not outside the scenario's area.
 */
export function stepCost(c: AreaCompiled, s: AreaState, occ: Occupancy, stack: readonly string[], from: number, e: GraphEdge): number | Refusal {
  const side = c.units.get(stack[0]!)!.side;
  const enemy = enemyOf(c, side);
  const to = c.graph.ids[e.to]!;
  const at = c.graph.ids[from]!;
  if (!c.inPlay[e.to]) return { reason: `${to} is outside the scenario's area`, rule: 'scenario' };
  const zone = c.map.zones?.[to];
  if ((zone?.closedTo as readonly string[] | undefined)?.includes(side)) return { reason: `zone ${to} is closed to your side`, rule: '11.22, 11.23' };
  const here = c.map.zones?.[at];
  if (here && here.initialOwner === enemy && (here.vpMultiplier ?? 0) > 0) return { reason: 'units that entered an enemy VP zone may not come back', rule: '12.25' };
  if (c.graph.kind[from] === 'area' && c.graph.kind[e.to] === 'area' && s.control[at] === enemy && s.control[to] === enemy) return { reason: 'no moving straight from one enemy-controlled area to another', rule: '8.27' };
  let cost: number;
  if (e.bridge && s.blown.includes(e.id)) {
    if (stack.some((id) => !c.units.get(id)!.infantryType)) return { reason: 'armor cannot cross a blown bridge', rule: '8.34' };
    cost = c.values.blownBridgeMp;
  } else {
    // A stack pays what its slowest member pays on the road (8.33; zones link by primary road, 11.13).
    const byClass = c.roadCost[e.road ?? ''] ?? {};
    cost = Math.max(...stack.map((id) => byClass[c.units.get(id)!.movementClass] ?? 1));
  }
  if (c.graph.kind[e.to] === 'area' && occ.get(to)?.size) cost += c.values.occupiedAreaMp; // 8.36: any units, friendly or enemy
  if (unitsOf(occ, at, enemy).length && c.graph.kind[from] === 'area') cost += c.values.leaveEnemyAreaMp; // 8.37, 9.13
  if (side !== c.sides[0]) cost += (sfIn(s, at, 'moveRestrict') ? c.values.specialForcesMp : 0) + (sfIn(s, to, 'moveRestrict') ? c.values.specialForcesMp : 0); // 14.22
  return cost;
}

/** What a stack's move along a path costs each unit, or the rule that stops it. */
export interface PathCheck {
  readonly cost: number;
  /** The stack ends in an enemy-occupied area and must attack (8.22–8.23). */
  readonly intoEnemy: boolean;
  readonly onFoot: boolean;
  /** The bridge crossed at each step (for demolition and the river modifier). */
  readonly bridges: readonly (string | undefined)[];
}

/** Checks a stack's path step by step as the map stands (8.2–8.38). */
export function checkPath(c: AreaCompiled, s: AreaState, stack: readonly string[], path: readonly string[], occ: Occupancy = occupancy(c, s)): PathCheck | Refusal {
  const side = c.units.get(stack[0]!)!.side;
  const enemy = enemyOf(c, side);
  const start = whereIs(s.units[stack[0]!]);
  if (!start || path.length === 0) return { reason: 'give the areas to move through', rule: '8.2' };
  let at = c.graph.index.get(start)!;
  let cost = 0;
  let onFoot = stack.some((id) => s.units[id]!.onFoot);
  const bridges: (string | undefined)[] = [];
  for (let i = 0; i < path.length; i++) {
    const next = c.graph.index.get(path[i]!);
    if (next === undefined) return { reason: `there is no area "${path[i]}"`, rule: '3.22' };
    const e = c.graph.out[at]!.find((x) => x.to === next);
    if (!e) return { reason: `no road joins ${c.graph.ids[at]} and ${path[i]}`, rule: '8.2, 3.22' };
    if (i > 0 && unitsOf(occ, c.graph.ids[at]!, enemy).length && c.graph.kind[at] === 'area') return { reason: `the move stops on entering ${c.graph.ids[at]}, which holds enemy units`, rule: '8.22' };
    const step = stepCost(c, s, occ, stack, at, e);
    if (typeof step !== 'number') return step;
    if (e.bridge && s.blown.includes(e.id)) onFoot = true;
    cost += step;
    bridges.push(e.bridge ? e.id : undefined);
    at = next;
  }
  for (const id of stack) {
    const u = s.units[id]!;
    const mp = onFoot ? Math.min(c.values.footMp, c.units.get(id)!.movement) : allowance(c, s, id);
    if (u.mp + cost > mp) return { reason: `${c.units.get(id)!.name} has ${Math.max(0, mp - u.mp)} MP left; the move costs ${cost}`, rule: '8.3, 8.38' };
    if (u.oos && path.length > 1) return { reason: 'an out-of-supply unit moves one area only', rule: '8.29' };
  }
  const dest = path[path.length - 1]!;
  const intoEnemy = c.graph.kind[at] === 'area' && unitsOf(occ, dest, enemy).length > 0;
  return { cost, intoEnemy, onFoot, bridges };
}

/** The side's supply net with a moving stack taken off the map: its own presence opens no line once it has left (8.28). */
export function netWithout(c: AreaCompiled, s: AreaState, stack: readonly string[]): Int32Array {
  const units = { ...s.units };
  for (const id of stack) units[id] = { ...units[id]!, loc: { eliminated: true } };
  return supplyNet(c, { ...s, units }, c.units.get(stack[0]!)!.side);
}

/** 8.28: a unit may not move so that it is out of supply (judged as the map stands once it has moved). */
export function staysSupplied(c: AreaCompiled, s: AreaState, stack: readonly string[], dest: string, net: Int32Array = netWithout(c, s, stack)): boolean {
  if (stack.some((id) => s.units[id]!.oos)) return true; // already out of supply: 8.29 governs it
  return stack.every((id) => suppliedAt(c, s, net, id, dest));
}

/** 7.1 on the calendar's first turn: the Germans may not form stacks over the limits by moving. */
export function overLimitOnFirstTurn(c: AreaCompiled, s: AreaState, occ: Occupancy, stack: readonly string[], dest: string): Refusal | undefined {
  const seg = c.segments[s.seg]!;
  if (!firstTurnOfCalendar(c, seg) || seg.side !== c.sides[0] || c.graph.kind[c.graph.index.get(dest)!] !== 'area') return undefined;
  const there = unitsOf(occ, dest, seg.side).filter((id) => !stack.includes(id));
  if (there.length + stack.length > c.stackUnits || spOf(s, there) + spOf(s, stack) > c.stackStrength) return { reason: `on the first turn the Germans may not move to form a stack over ${c.stackUnits} units or ${c.stackStrength} SP`, rule: '7.1' };
  return undefined;
}

/** The areas a stack can reach with the MP it has left, each with its cheapest path (for legal moves and the map). */
export function reach(c: AreaCompiled, s: AreaState, stack: readonly string[], occ: Occupancy = occupancy(c, s)): { to: string; path: string[]; cost: number }[] {
  const start = whereIs(s.units[stack[0]!]);
  if (!start) return [];
  const side = c.units.get(stack[0]!)!.side;
  const enemy = enemyOf(c, side);
  const left = Math.min(...stack.map((id) => allowance(c, s, id) - s.units[id]!.mp));
  const oneArea = stack.some((id) => s.units[id]!.oos);
  const from = c.graph.index.get(start)!;
  const paths = cheapestPaths(
    c.graph,
    from,
    left,
    (k, e) => {
      if (oneArea && k !== from) return undefined;
      const r = stepCost(c, s, occ, stack, k, e);
      return typeof r === 'number' ? r : undefined;
    },
    (k) => c.graph.kind[k] === 'area' && unitsOf(occ, c.graph.ids[k]!, enemy).length > 0,
  );
  const out: { to: string; path: string[]; cost: number }[] = [];
  for (let k = 0; k < c.graph.ids.length; k++) {
    if (k === from || paths.cost[k] === Infinity) continue;
    out.push({ to: c.graph.ids[k]!, path: pathTo(paths, k).slice(1).map((n) => c.graph.ids[n]!), cost: paths.cost[k]! });
  }
  return out;
}

