import { memo } from '../../../../shared/memo';
import { RecentCache } from '../../../../shared/recentCache';
import type { Compiled } from '../compile';
import type { GameState } from '../types';
import { hexsideFacts } from './hexsideFacts';
import { bridgeStands } from './movement';
import { bondMask, enemyView } from './zoc';

/**
 * The supply net of one side (rule 23.2–23.3), traced once per state from the sources outwards:
 * the road portion runs without limit along supply roads, the land portion up to 4 hexes from it.
 * A unit is in supply when its hex is reached; `via` leads back to a source, hex by hex.
 */
export interface SupplyNet {
  /** Land-portion hexes from the nearest road-portion hex or source, -1 where none reaches. */
  readonly land: Int8Array;
  /** 1 where the road portion (or a source) reaches. */
  readonly road: Uint8Array;
  /** The next hex toward a source (-1 at a source or where unreached). */
  readonly via: Int32Array;
  /** The land portion's length (23.3). */
  readonly reach: number;
}

/**
 * A side's supply trace in a state: the road portion at once; the land portion, which covers most of
 * the map, only once a caller needs it (supply status, the Supply Phase). Roadblocks, rebuilding,
 * replacements and evacuation ask only whether a road line reaches a hex.
 */
interface Trace {
  readonly road: Uint8Array;
  readonly via: Int32Array;
  /** The hexes the road portion reached, in the order reached: the land portion starts from them. */
  readonly roadHexes: readonly number[];
  /** The line rules the road portion was traced by: the land portion's steps read only what the trace is shared by (its key). */
  readonly landStep: LineRules['landStep'];
  net?: SupplyNet;
}

const traces = new RecentCache<GameState, Map<string, Trace>>(8);

/**
 * The supply net of a side in a state (cached: states are immutable). A trace may be shared by states
 * that agree on all it reads (tracedBefore); its land portion reads no more, so whichever of them
 * asks first traces it for all.
 */
export function supplyNet(c: Compiled, s: GameState, side: string): SupplyNet {
  const t = traceOf(c, s, side);
  return (t.net ??= traceLand(c, t));
}

/** 1 where a side's road supply line (23.3) reaches: its net's road portion, the land portion not traced. */
export function supplyRoad(c: Compiled, s: GameState, side: string): Uint8Array {
  return traceOf(c, s, side).road;
}

function traceOf(c: Compiled, s: GameState, side: string): Trace {
  return memo(memo(traces, s, () => new Map<string, Trace>()), side, () => tracedBefore(c, s, side));
}

/**
 * A net reads the enemy's units, ZOC, bonds and roadblocks, the bridges, and the side's own units
 * only where they stand in enemy ZOC (23.3: there a friendly unit negates it). Each keeps its
 * identity while it stays the same, or is named in the key, so a friendly move that leaves the
 * friendly units in enemy ZOC as they were (most moves of a Movement Phase), or a roadblock of the
 * side's own set or moved (24.8), finds the net traced before.
 */
interface Traced {
  readonly bonds: object;
  readonly roadblocks: string;
  readonly blown: object;
  readonly building: object;
  readonly trace: Trace;
}
const traced = new WeakMap<Uint8Array, Map<string, Traced>>();
function tracedBefore(c: Compiled, s: GameState, side: string): Trace {
  const { occ, enemyZoc, bonds } = enemyView(c, s, side);
  const negated: number[] = [];
  for (const [k, cell] of occ) if (cell.side === side && enemyZoc[k]) negated.push(k);
  const byZoc = memo(traced, enemyZoc, () => new Map<string, Traced>());
  const key = `${side}|${negated.sort((a, b) => a - b).join()}`;
  const hit = byZoc.get(key);
  const roadblocks = enemyRoadblocks(s, side).join('\u0000');
  if (hit && hit.bonds === bonds && hit.roadblocks === roadblocks && hit.blown === s.blown && hit.building === s.building) return hit.trace;
  const trace = traceRoad(c, s, side);
  byZoc.set(key, { bonds, roadblocks, blown: s.blown, building: s.building, trace });
  return trace;
}

/** The hexes of the enemy's roadblocks, which stop a side's road supply line (24.8): its own do not. */
function enemyRoadblocks(s: GameState, side: string): string[] {
  const out: string[] = [];
  for (const h in s.roadblocks) if (s.roadblocks[h] !== side) out.push(h);
  return out;
}

/** The hexes a supply line may pass between, as rule 23.3 and 10 say; shared with isolation (23.6). */
export interface LineRules {
  /** Whether the land portion may step from k across side j (symmetric, so traced from either end). */
  landStep(k: number, j: number): boolean;
  /** Whether hex k holds a friendly unit (which negates enemy ZOC there, 23.3). */
  friendly(k: number): boolean;
  /** Whether a line may enter hex k at all: no enemy unit or bond there, nor enemy ZOC with no friendly unit (the road portion, 23.3). */
  open(k: number): boolean;
}

/** Flags of a hex for a side's lines: a friendly unit in it; an enemy unit or an enemy bond in it; enemy ZOC with no friendly unit. */
const FRIENDLY = 1;
const BARRED = 2;
const EMPTY_ZOC = 4;

/** The line rules for a side: no enemy units, no enemy ZOC bonds, no two empty enemy-ZOC hexes in a row. */
export function lineRules(c: Compiled, s: GameState, side: string): LineRules {
  const { occ, enemyZoc, bonds } = enemyView(c, s, side);
  // What each hex is to the line, as a typed array: the lines ask it thousands of times per phase.
  const flags = new Uint8Array(c.ids.length);
  for (const [k, cell] of occ) flags[k] = cell.side === side ? FRIENDLY : BARRED;
  for (const k of bonds.hexes) flags[k] = flags[k]! | BARRED;
  for (let k = 0; k < flags.length; k++) if (enemyZoc[k] && !(flags[k]! & FRIENDLY)) flags[k] = flags[k]! | EMPTY_ZOC;
  const { lineClosed } = hexsideFacts(c);
  const bonded = bondMask(c, bonds);
  return {
    friendly: (k) => (flags[k]! & FRIENDLY) !== 0,
    open: (k) => (flags[k]! & (BARRED | EMPTY_ZOC)) === 0,
    landStep(k, j) {
      const i = k * 6 + j;
      const n = c.nb[i]!;
      if (n < 0 || flags[n]! & BARRED || bonded[k]! & (1 << j)) return false;
      // Sides no movement class may cross even at a bridge that stands (a lake), or at one that is down.
      const closed = lineClosed[i];
      if (closed === 1 || (closed === 2 && !bridgeStands(c, s, k, j))) return false;
      return !(flags[k]! & flags[n]! & EMPTY_ZOC);
    },
  };
}

/** The road portion of a side's net (23.3), from its sources (23.2). */
function traceRoad(c: Compiled, s: GameState, side: string): Trace {
  const n = c.ids.length;
  const { occ, bonds } = enemyView(c, s, side);
  const bonded = bondMask(c, bonds);
  const rules = lineRules(c, s, side);
  const road = new Uint8Array(n);
  const via = new Int32Array(n).fill(-1);
  const supplyClass = c.roadClasses.map((cls) => c.ruleset.roadClasses?.[cls]?.supplyLine === true);
  const queue: number[] = [];
  // Sources are blocked only by enemy occupation (23.2).
  for (const [hex, src] of Object.entries(c.map.supplySources ?? {})) {
    const k = c.ordinal.get(hex);
    if (k === undefined || !src.sides.includes(side as never) || (occ.get(k) && occ.get(k)!.side !== side)) continue;
    road[k] = 1;
    queue.push(k);
  }
  // Road portion (23.3): along supply roads, never into enemy units, enemy ZOC without a friendly
  // unit, enemy bonds or enemy roadblocks (24.8), nor across a river at a blown bridge.
  const blocks = new Set(enemyRoadblocks(s, side).map((h) => c.ordinal.get(h)));
  const { bridgeable } = hexsideFacts(c);
  for (let i = 0; i < queue.length; i++) {
    const k = queue[i]!;
    for (let j = 0; j < 6; j++) {
      const m = c.nb[k * 6 + j]!;
      const cls = c.road[k * 6 + j]!;
      if (m < 0 || road[m] || cls < 0 || !supplyClass[cls]) continue;
      if (!rules.open(m) || bonded[k]! & (1 << j) || blocks.has(m)) continue;
      // A river crossed only at a bridge that stands (blown, unfinished or none: no road line).
      if (bridgeable[k * 6 + j] && !bridgeStands(c, s, k, j)) continue;
      road[m] = 1;
      via[m] = k;
      queue.push(m);
    }
  }
  return { road, via, roadHexes: queue, landStep: rules.landStep };
}

/** The land portion (23.3): up to `reach` hexes from any hex the road portion reached. */
function traceLand(c: Compiled, t: Trace): SupplyNet {
  const reach = c.ruleset.values?.supplyLandHexes?.value ?? 4;
  const land = new Int8Array(c.ids.length).fill(-1);
  const via = t.via.slice();
  const queue = [...t.roadHexes];
  for (const k of queue) land[k] = 0;
  for (let i = 0; i < queue.length; i++) {
    const k = queue[i]!;
    if (land[k]! >= reach) continue;
    for (let j = 0; j < 6; j++) {
      const m = c.nb[k * 6 + j]!;
      if (m < 0 || land[m]! >= 0 || !t.landStep(k, j)) continue;
      land[m] = land[k]! + 1;
      via[m] = k;
      queue.push(m);
    }
  }
  return { land, road: t.road, via, reach };
}

/** What `supplyStatus` tells: in supply or not, the line traced (unit first, source last), and why not. */
export interface SupplyStatus {
  readonly unit: string;
  readonly inSupply: boolean;
  /** The out-of-supply marker from the last Supply Phase (23.1). */
  readonly marked: boolean;
  readonly surrenderPoints: number;
  readonly line?: { readonly hexes: readonly string[]; readonly landHexes: number };
  readonly reason?: string;
  readonly rule: string;
}

/** Rule 23: whether a unit can trace supply now, and the line it traces. */
export function supplyStatus(c: Compiled, s: GameState, unitId: string): SupplyStatus {
  const u = s.units[unitId];
  const info = c.units.get(unitId);
  const base = { unit: unitId, marked: !!u?.oos, surrenderPoints: u?.surrender ?? 0, rule: '23' };
  if (!u || !info) return { ...base, inSupply: false, reason: `unknown unit ${unitId}` };
  if (!('hex' in u.loc)) return { ...base, inSupply: false, reason: `${info.name} is not on the map` };
  const net = supplyNet(c, s, info.side);
  const k = c.ordinal.get(u.loc.hex)!;
  if (net.land[k]! < 0) {
    const sources = Object.values(c.map.supplySources ?? {}).some((src) => src.sides.includes(info.side as never));
    return { ...base, inSupply: false, reason: sources ? `no line of at most ${net.reach} land hexes reaches a supply road or source free of enemy units, ZOC and bonds` : `the map has no supply source for the ${info.side} side`, rule: '23.3' };
  }
  const hexes: string[] = [];
  for (let p = k; p !== -1; p = net.via[p]!) hexes.push(c.ids[p]!);
  return { ...base, inSupply: true, line: { hexes, landHexes: net.land[k]! } };
}
