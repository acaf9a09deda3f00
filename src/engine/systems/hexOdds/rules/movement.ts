import type { MovementCost } from '../../../../generated/documents';
import FlatQueue from 'flatqueue';
import { memo } from '../../../../shared/memo';
import { markerCosts } from './traffic';
import { dirIndex, distanceOf, type Compiled, type UnitInfo } from '../compile';
import type { GameState, Refusal } from '../types';
import { BONDED_HEX, bondMask, enemyView } from './zoc';
import { closedLines, offLimits } from './turnRules';
import { primeMoverMovement } from './primeMovers';

type Cost = MovementCost | undefined;

/** A cost of a cost table for a movement class and ground state. */
function costIn(table: Record<string, MovementCost | Record<string, MovementCost>> | undefined, mc: string, ground: string | undefined): Cost {
  const v = table?.[mc];
  if (v === undefined || typeof v === 'number' || typeof v === 'string') return v as Cost;
  return ground !== undefined ? v[ground] : undefined;
}

/** The ground state of the current turn (mud, frozen): mechanized units use frozen costs from 21AM (28.1). */
export function groundOf(c: Compiled, s: GameState): string | undefined {
  return c.ruleset.calendar.turns[c.turnOrder[s.turn]!]?.ground;
}

/** The face a unit shows: its back when it has lost a step. */
export function faceOf(info: UnitInfo, steps: number) {
  return steps < info.steps && info.back ? info.back : info.front;
}

/** The face a unit shows now: artillery on its Fired side shows its back (22.5). */
export function faceNow(info: UnitInfo, u: { readonly steps: number; readonly fired?: boolean }) {
  return u.fired && info.back && info.tags.has('artillery') ? info.back : faceOf(info, u.steps);
}

/**
 * How a unit moves: normally (11.1), strategically (12: doubled MA along roads) or by extended
 * movement (11.2: a non-mechanized unit's MA plus 2, not ending next to an enemy unit).
 */
export type MoveMode = 'normal' | 'strategic' | 'extended' | 'infiltration';

/** The mode a unit goes on moving in once it has begun: strategic (12) or extended (11.2) movement sticks for the phase. */
export function modeOf(s: GameState, id: string): MoveMode {
  const u = s.units[id];
  return u?.sm && u.mpUsed > 0 ? 'strategic' : u?.extended ? 'extended' : 'normal';
}

/**
 * The MP a unit has this phase: its MA, doubled by strategic movement (12.1), 2 more by extended
 * movement (11.2). Artillery that moves without a prime mover (Allied) moves at its Fired side's
 * MA, and flips to Fired if it goes more than one hex (22.1); on its Ready side its MA 1 is the
 * one-hex shift of fire position (22.2).
 */
export function allowanceOf(c: Compiled, s: GameState, unitId: string, mode: MoveMode = 'normal'): number {
  const u = s.units[unitId]!;
  const info = c.units.get(unitId)!;
  const strategic = mode === 'strategic';
  // 12.6: a non-mechanized unit moves strategically only on trucks: 12 MP at mechanized rates, not doubled.
  if (strategic && !info.tags.has('mechanized')) return c.ruleset.values?.truckMovement?.value ?? 12;
  // 22.3: German artillery moves only with a prime mover's MA 5 (mechanized rates, never strategic);
  // a Nebelwerfer's MA 1 is the shift of fire position (22.2), not a move.
  if (info.tags.has('needsPrimeMover')) return u.pm && !strategic ? primeMoverMovement(c) + (mode === 'extended' ? (c.ruleset.values?.extendedMovementBonus?.value ?? 2) : 0) : 0;
  const face = info.tags.has('artillery') && !info.tags.has('needsPrimeMover') && info.back ? info.back : faceNow(info, u);
  const extra = mode === 'extended' ? (c.ruleset.values?.extendedMovementBonus?.value ?? 2) : 0;
  return (face.movement ?? 0) * (strategic ? 2 : 1) + extra;
}

/** The unit as it moves: on trucks, a non-mechanized unit pays the motorized infantry's costs (12.6). */
function moverOf(c: Compiled, info: UnitInfo, strategic: boolean): UnitInfo {
  if (!strategic || info.tags.has('mechanized')) return info;
  const truck = c.ruleset.unitClasses.motorized?.movementClass;
  return truck ? { ...info, movementClass: truck } : info;
}

/** True when a bridge on this side stands (not blown). */
export function bridgeStands(c: Compiled, s: GameState, k: number, j: number): boolean {
  const id = c.sideId[k * 6 + j]!;
  return c.bridge[k * 6 + j] === 1 && !s.blown.includes(id) && !(id in s.building);
}

/**
 * The MP to step from hex k across side j into the next hex (TEC, 11.4–11.7), or why it cannot.
 * Road rates apply along a road hexside; an intact bridge negates the river; wooded rough and
 * unbridged rivers need tactical movement (11.3), vehicles never cross them; a lake is prohibited.
 */
export function stepCost(c: Compiled, s: GameState, info: UnitInfo, k: number, j: number): number | { why: string; rule: string } {
  const n = c.nb[k * 6 + j]!;
  const mc = info.movementClass;
  const ground = groundOf(c, s);
  const r = c.ruleset;
  const roadIdx = c.road[k * 6 + j]!;
  for (const f of c.side[k * 6 + j] ?? []) {
    if (bridgeStands(c, s, k, j) && r.hexsideTypes?.[f]?.bridgeable) continue;
    const crossing = costIn(r.hexsideTypes?.[f]?.crossing as never, mc, ground);
    if (crossing === 'prohibited') return { why: `${r.hexsideTypes?.[f]?.name ?? f} hexside: ${r.movementClasses[mc]?.name ?? mc} units cannot cross it${f === 'lake' ? '' : ' without an intact bridge'}`, rule: r.hexsideTypes?.[f]?.rule ?? 'TEC' };
    if (crossing === 'tacticalOnly') return { why: `${r.hexsideTypes?.[f]?.name ?? f} hexside: crossing it without a bridge takes tactical movement, starting adjacent`, rule: r.hexsideTypes?.[f]?.rule ?? '11.3' };
  }
  // 11.5: vehicles leave forest, West Wall and wooded rough only along a road, as they enter.
  if (roadIdx < 0) {
    const features = c.features[k];
    for (let i = -1; i < (features?.length ?? 0); i++) {
      const t = i < 0 ? c.terrain[k]! : features![i]!;
      const tt = r.terrainTypes?.[t];
      if (tt?.vehiclesOnlyByRoad && costIn(tt.movement as never, mc, ground) === 'prohibited') return { why: `${tt.name ?? t}: ${r.movementClasses[mc]?.name ?? mc} units leave it only along a road`, rule: tt.rule ?? '11.5' };
    }
  }
  if (roadIdx >= 0) {
    const cls = r.roadClasses?.[c.roadClasses[roadIdx]!];
    const inTerrain = cls?.inTerrain?.[c.terrain[n]!];
    const v = costIn((inTerrain ?? cls?.movement) as never, mc, ground) ?? costIn(cls?.movement as never, mc, ground);
    if (typeof v === 'number') return v;
  }
  return terrainEntry(c, mc, ground, n);
}

/** What entering hex n costs by its terrain (off any road): the TEC cost, or why it may not be entered. */
function terrainEntry(c: Compiled, mc: string, ground: string | undefined, n: number): number | { why: string; rule: string } {
  const r = c.ruleset;
  const terrainCost = costIn(r.terrainTypes?.[c.terrain[n]!]?.movement as never, mc, ground);
  for (const f of c.features[n] ?? []) {
    const fc = costIn(r.terrainTypes?.[f]?.movement as never, mc, ground);
    if (fc === 'prohibited') return { why: `${r.terrainTypes?.[f]?.name ?? f}: ${r.movementClasses[mc]?.name ?? mc} units enter only along a road`, rule: r.terrainTypes?.[f]?.rule ?? 'TEC' };
  }
  if (terrainCost === 'prohibited') return { why: `${r.terrainTypes?.[c.terrain[n]!]?.name ?? c.terrain[n]}: ${r.movementClasses[mc]?.name ?? mc} units enter only along a road`, rule: r.terrainTypes?.[c.terrain[n]!]?.rule ?? 'TEC' };
  if (terrainCost === 'tacticalOnly') return { why: `${r.terrainTypes?.[c.terrain[n]!]?.name ?? c.terrain[n]}: entered only by tactical movement`, rule: '11.3' };
  if (typeof terrainCost === 'number') return terrainCost;
  return { why: `no movement cost for ${c.terrain[n]}`, rule: 'TEC' };
}

/**
 * Rule 13.1: what a unit entering the map at hex k pays for it: the rate of a road running through
 * the hex (the cheapest, for its movement class; on trucks the motorized one, 12.6), else the hex's
 * terrain cost.
 */
export function entryCost(c: Compiled, s: GameState, info: UnitInfo, k: number, strategic: boolean): number | { why: string; rule: string } {
  const mc = moverOf(c, info, strategic).movementClass;
  const ground = groundOf(c, s);
  let best: number | undefined;
  for (let j = 0; j < 6; j++) {
    const idx = c.road[k * 6 + j]!;
    if (idx < 0) continue;
    const cls = c.ruleset.roadClasses?.[c.roadClasses[idx]!];
    const v = costIn((cls?.inTerrain?.[c.terrain[k]!] ?? cls?.movement) as never, mc, ground);
    if (typeof v === 'number' && (best === undefined || v < best)) best = v;
  }
  return best ?? terrainEntry(c, mc, ground, k);
}

/** A reachable hex with the MP left on arriving, and the path there. */
export interface Reach {
  readonly hex: string;
  readonly mpLeft: number;
  readonly path: readonly string[];
}

/**
 * Rule 11 with 9.2 and 10.2: the hexes a unit can reach this phase with the MP it has left. Entering
 * an enemy ZOC stops it; leaving one costs +1 MP; a unit starting in an enemy ZOC may step straight
 * into another and stop; enemy units and enemy ZOC bonds cannot be entered or crossed.
 */
export function movementRange(c: Compiled, s: GameState, unitId: string, mode: MoveMode = 'normal'): readonly Reach[] {
  const m = moverFor(c, s, unitId, mode);
  if (!m) return [];
  // A range depends only on what the search reads: the unit's hex and MP, the enemy's units, ZOC
  // and bonds, the step costs (ground, bridges) and markers, and the closed hexes and lines. Each
  // of those views keeps its identity while it stays the same (a friendly move changes none of
  // them), so a range found earlier in the phase is found again by them.
  const byZoc = memo(rangeCache, m.view.enemyZoc, () => new Map<string, RangeEntry>());
  const key = `${unitId}|${mode}|${m.start}|${m.budget}`;
  const hit = byZoc.get(key);
  if (hit && hit.bonds === m.view.bonds && hit.costs === m.costs && hit.blown === s.blown && hit.building === s.building && hit.markers === m.markers && hit.closed === m.closed && hit.lines === m.lines) return hit.out;
  const found = search(c, s, unitId, -1, mode, m);
  if (!found) return [];
  // The hexes reached, in map order (the search touched only those).
  const out: Reach[] = [];
  for (const n of [...found.touched].sort((a, b) => a - b)) if (n !== found.start && found.best[n]! >= 0) out.push(reachAt(c, found, n));
  byZoc.set(key, { bonds: m.view.bonds, costs: m.costs, blown: s.blown, building: s.building, markers: m.markers, closed: m.closed, lines: m.lines, out });
  return out;
}

interface RangeEntry {
  readonly bonds: Mover['view']['bonds'];
  readonly costs: Float64Array;
  readonly blown: GameState['blown'];
  readonly building: GameState['building'];
  readonly markers: Mover['markers'];
  readonly closed: Mover['closed'];
  readonly lines: Mover['lines'];
  readonly out: readonly Reach[];
}
const rangeCache = new WeakMap<Uint8Array, Map<string, RangeEntry>>();

/** The cheapest way for a unit to reach one hex this phase, or undefined; stops searching once found. */
export function reachOf(c: Compiled, s: GameState, unitId: string, hex: string, mode: MoveMode = 'normal'): Reach | undefined {
  const goal = c.ordinal.get(hex);
  if (goal === undefined) return undefined;
  const found = search(c, s, unitId, goal, mode);
  return found && goal !== found.start && found.best[goal]! >= 0 ? reachAt(c, found, goal) : undefined;
}

interface Search {
  readonly start: number;
  readonly best: Float64Array;
  readonly prev: Int32Array;
  /** The hexes given an MP left (each once). */
  readonly touched: readonly number[];
}

function reachAt(c: Compiled, f: Search, n: number): Reach {
  const path: string[] = [];
  for (let p = n; p !== -1; p = f.prev[p]!) path.push(c.ids[p]!);
  return { hex: c.ids[n]!, mpLeft: f.best[n]!, path: path.reverse() };
}

/**
 * Dijkstra on MP left (highest first, flatqueue's binary heap of numbers with lazy deletion): every cost is positive, so a
 * hex is final when it leaves the heap, and a search for one goal ends there.
 * Strategic movement (12.1) doubles the MA, keeps to roads and never enters an enemy ZOC; extended
 * movement (11.2) only has more MP (where it may end is the move's to check).
 */
/** What a unit's move is searched or walked with: where it starts, its MP, and what it faces. */
interface Mover {
  readonly info: UnitInfo;
  readonly start: number;
  readonly budget: number;
  readonly strategic: boolean;
  /** 27.1: enemy ZOC neither stops nor costs to leave (each entry is rolled for as the move is made). */
  readonly infiltrating: boolean;
  readonly closed: Uint8Array | undefined;
  /** 11.10: hexside crossings it may not make (a German army boundary before 18AM). */
  readonly lines: ReadonlySet<number> | undefined;
  readonly view: ReturnType<typeof enemyView>;
  /** The enemy's bonds as a mask (bondMask). */
  readonly bonded: Uint8Array;
  readonly exitCost: number;
  readonly costs: Float64Array;
  readonly markers: ReturnType<typeof markerCosts>;
}

function moverFor(c: Compiled, s: GameState, unitId: string, mode: MoveMode): Mover | undefined {
  const u = s.units[unitId];
  const printed = c.units.get(unitId);
  if (!u || !printed || !('hex' in u.loc)) return undefined;
  const strategic = mode === 'strategic';
  const info = moverOf(c, printed, strategic);
  const view = enemyView(c, s, info.side);
  return {
    info,
    start: c.ordinal.get(u.loc.hex)!,
    budget: allowanceOf(c, s, unitId, mode) - u.mpUsed,
    strategic,
    infiltrating: mode === 'infiltration',
    // 29.3: the division boundaries of turn 1 close other divisions' setup areas and the rear zone.
    closed: offLimits(c, s, unitId),
    lines: closedLines(c, s, info.side)?.sides,
    view,
    bonded: bondMask(c, view.bonds),
    exitCost: c.ruleset.values?.zocExitCost?.value ?? 1,
    costs: stepCosts(c, s, info.movementClass),
    // 24.2, 24.7, 24.8: enemy traffic markers, roadblocks and the bottleneck cost more to enter; an enemy roadblock stops strategic movement.
    markers: markerCosts(c, s, info.side),
  };
}

/** Whether a move stops in hex k (9.2: an enemy ZOC entered; 24.8: an enemy roadblock, for strategic movement). */
function stopsIn(m: Mover, k: number): boolean {
  return k !== m.start && ((!m.infiltrating && !!m.view.enemyZoc[k]) || (m.strategic && !!m.markers?.stop[k]));
}

/** The MP a step from k in direction j costs the mover (leaving an enemy ZOC and markers included), or -1 where it may not go. */
function stepOf(c: Compiled, s: GameState, m: Mover, k: number, j: number): number {
  const n = c.nb[k * 6 + j]!;
  if (n < 0) return -1;
  const cell = m.view.occ.get(n);
  if (cell && cell.side !== m.info.side) return -1;
  if (m.bonded[n]! & BONDED_HEX || m.bonded[k]! & (1 << j)) return -1;
  if (m.closed?.[n] || m.lines?.has(k * 6 + j)) return -1;
  if (m.strategic && (c.road[k * 6 + j]! < 0 || m.view.enemyZoc[n])) return -1;
  let cost = m.costs[k * 6 + j]!;
  if (cost !== cost) {
    const sc = stepCost(c, s, m.info, k, j);
    cost = typeof sc === 'number' ? sc : -1;
    // A bridge's side costs what its bridge's state says (blown, being rebuilt): asked each time.
    if (c.bridge[k * 6 + j] !== 1) m.costs[k * 6 + j] = cost;
  }
  if (cost < 0) return -1;
  return cost + (m.view.enemyZoc[k] && !m.infiltrating ? m.exitCost : 0) + (m.markers ? m.markers.extra[n]! : 0);
}

/** A* estimate: the least MP from hex k to the goal at the cheapest rate (0 for a search with no goal). */
function estimate(c: Compiled, k: number, goal: number, rate: number): number {
  return rate ? distanceOf(c, k, goal) * rate : 0;
}

function search(c: Compiled, s: GameState, unitId: string, goal = -1, mode: MoveMode = 'normal', given?: Mover): Search | undefined {
  const m = given ?? moverFor(c, s, unitId, mode);
  if (!m) return undefined;
  const { start, budget } = m;
  const { best, prev, touched, heap } = scratch(c);
  // Hexes to expand, most MP left (for A*, left minus the estimate) first: the heap pops the lowest,
  // so each is pushed with its priority negated. Its order is tinyqueue's, which this search used
  // before, so equal-cost routes are picked as they were (a recorded game replays the same).
  heap.clear();
  // A search for one goal is A*: no step costs less than the cheapest rate, so MP left minus that
  // rate times the distance to go never overestimates what can be left on arrival.
  const rate = goal >= 0 ? cheapestStep(c, m.info.movementClass, groundOf(c, s)) : 0;
  best[start] = budget;
  touched.push(start);
  heap.push(start, -(budget - estimate(c, start, goal, rate)));
  while (heap.length) {
    const prio = -heap.peekValue()!;
    const k = heap.pop()!;
    if (prio < best[k]! - estimate(c, k, goal, rate)) continue; // a stale entry
    if (k === goal) break;
    // Entering an enemy ZOC stops a unit (9.2); from its starting hex it may step into another (ZOC to ZOC, 9.3).
    if (stopsIn(m, k)) continue;
    for (let j = 0; j < 6; j++) {
      const cost = stepOf(c, s, m, k, j);
      if (cost < 0) continue;
      const n = c.nb[k * 6 + j]!;
      const left = best[k]! - cost;
      if (left < 0 || left <= best[n]!) continue;
      if (best[n]! < 0) touched.push(n);
      best[n] = left;
      prev[n] = k;
      const p = left - estimate(c, n, goal, rate);
      if (p >= 0) heap.push(n, -p); // else the goal is out of reach through n
    }
  }
  return { start, best, prev, touched };
}

/**
 * The player's own route (11.1: a unit moves hex by hex; the cheapest route is only the engine's
 * pick): the path given, from the unit's hex, checked step by step as the search checks them
 * (enemy units and bonds, terrain, stopping in an enemy ZOC, the MP). The reach at its end, or why not.
 */
export function walkPath(c: Compiled, s: GameState, unitId: string, path: readonly string[], mode: MoveMode = 'normal'): Reach | Refusal {
  const m = moverFor(c, s, unitId, mode);
  if (!m) return { reason: `${c.units.get(unitId)?.name ?? unitId} is not on the map` };
  if (path[0] !== c.ids[m.start]) return { reason: `a route starts in the unit's hex ${c.ids[m.start]}, not ${path[0] ?? 'nowhere'}`, rule: '11.1' };
  let left = m.budget;
  for (let i = 1; i < path.length; i++) {
    const k = c.ordinal.get(path[i - 1]!)!;
    const n = c.ordinal.get(path[i]!);
    const j = n === undefined ? -1 : dirIndex(c.nb, k, n);
    if (j < 0) return { reason: `${path[i]} is not next to ${path[i - 1]}: a route goes hex by hex`, rule: '11.1' };
    if (stopsIn(m, k)) return { reason: `${path[i - 1]} is in an enemy ZOC (or holds an enemy roadblock): the move stops there`, rule: m.view.enemyZoc[k] ? '9.2' : '24.8' };
    const cost = stepOf(c, s, m, k, j);
    if (cost < 0) {
      if (m.lines?.has(k * 6 + j)) return { reason: `${path[i - 1]}–${path[i]} crosses the army boundary: ${c.units.get(unitId)!.name} may not cross it this turn`, rule: closedLines(c, s, m.info.side)!.rule };
      const sc = stepCost(c, s, m.info, k, j);
      return typeof sc === 'number' ? { reason: `${path[i]} may not be entered from ${path[i - 1]} (an enemy unit, an enemy ZOC bond, a boundary${m.strategic ? ', or off the road' : ''})`, rule: '10.2, 11' } : { reason: `from ${path[i - 1]} to ${path[i]}: ${sc.why}`, rule: sc.rule };
    }
    left -= cost;
    if (left < 0) return { reason: `the route costs more than the ${m.budget} MP ${c.units.get(unitId)!.name} has (short by ${-left} at ${path[i]})`, rule: '11.1' };
    if (path.indexOf(path[i]!) !== i) return { reason: `the route passes ${path[i]} twice`, rule: '11.1' };
  }
  return { hex: path[path.length - 1]!, mpLeft: left, path: [...path] };
}

/**
 * Step costs by hex and direction (-1 where refused), filled as searches ask, for one movement class
 * and ground state: the same for the whole game but at bridges, which `stepOf` asks each time (a
 * bridge blown or rebuilt changes its side's cost and no other).
 */
const costCache = new WeakMap<Compiled, Map<string, Float64Array>>();
function stepCosts(c: Compiled, s: GameState, mc: string): Float64Array {
  const byKey = memo(costCache, c, () => new Map<string, Float64Array>());
  return memo(byKey, `${mc}|${groundOf(c, s) ?? ''}`, () => new Float64Array(c.ids.length * 6).fill(NaN));
}

/** The cheapest MP a step can cost a movement class on this ground (roads included), for A*. */
const cheapest = new WeakMap<Compiled, Map<string, number>>();
function cheapestStep(c: Compiled, mc: string, ground: string | undefined): number {
  return memo(memo(cheapest, c, () => new Map()), `${mc}|${ground ?? ''}`, () => computeCheapest(c, mc, ground));
}

function computeCheapest(c: Compiled, mc: string, ground: string | undefined): number {
  const r = c.ruleset;
  const costs = [...Object.values(r.roadClasses ?? {}).flatMap((cls) => [cls.movement, ...Object.values(cls.inTerrain ?? {})]), ...Object.values(r.terrainTypes ?? {}).map((t) => t.movement)]
    .map((table) => costIn(table as never, mc, ground))
    .filter((v): v is number => typeof v === 'number' && v > 0);
  return costs.length ? Math.min(...costs) : 0;
}

/**
 * Working arrays of a search, allocated once per compiled game and reset between searches: a replay
 * searches once per move, and fresh arrays each time were a good part of its garbage. A search's
 * result is read before the next one starts (the engine is synchronous and never re-enters it).
 */
interface Scratch {
  best: Float64Array;
  prev: Int32Array;
  touched: number[];
  heap: FlatQueue<number>;
}
const buffers = new WeakMap<Compiled, Scratch>();
function scratch(c: Compiled): Scratch {
  const b = memo(buffers, c, () => ({ best: new Float64Array(c.ids.length).fill(-1), prev: new Int32Array(c.ids.length).fill(-1), touched: [] as number[], heap: new FlatQueue<number>() }));
  // Only the hexes the last search reached need resetting.
  for (const k of b.touched) {
    b.best[k] = -1;
    b.prev[k] = -1;
  }
  b.touched.length = 0;
  return b;
}
