import { memo } from '../../../../shared/memo';
import { RecentCache } from '../../../../shared/recentCache';
import { dirIndex, type Compiled } from '../compile';
import type { GameState, UnitState } from '../types';
import { hexsideFacts, type HexsideFacts } from './hexsideFacts';
import { Occupancy, type Cell } from './occupancy';

// Derived views of a state, cached by the identity of its (immutable) units record: legalActions
// asks for them once per unit, and records are never mutated once shown, so the cache is exact. It
// holds the last few records asked for (RecentCache: a WeakMap would have V8 promote the views of
// every state a replay makes); an older state's views are made again when asked.
// The views made from one occupancy are kept together, beside it: a move carries them all at once.
interface Views {
  readonly occ: Occupancy;
  /** Per side, its ZOC counts (zocOf). */
  zoc?: Map<string, Uint8Array>;
  /** Per side, its bonds (bondsOf), and those carried from the state before that a move may have changed. */
  readonly bonds: Map<string, Bonds>;
  recheck?: Map<string, Bonds>;
  /** Per side, what its units face (enemyView). */
  readonly enemy: Map<string, EnemyView>;
}
const viewCache = new RecentCache<object, Views>(8);
const viewsOf = (occ: Occupancy, zoc?: Map<string, Uint8Array>, bonds = new Map<string, Bonds>(), recheck?: Map<string, Bonds>): Views => ({ occ, zoc, bonds, recheck, enemy: new Map() });

/** The views of a state's units record, the occupancy made on first use. */
function views(c: Compiled, s: GameState): Views {
  return memo(viewCache, s.units, () => viewsOf(computeOccupancy(c, s)));
}

/**
 * Ordinals of hexes holding units of each side (eliminated and arriving units hold none). Read-only.
 * Each hex's units are in the order of battle's order, however the view was made (built, or carried
 * from the state before): who is listed first (a loss's candidates, an attack's units) is a matter
 * of the state alone. The hexes are in no set order: what lists them sorts them.
 */
export function occupancy(c: Compiled, s: GameState): Occupancy {
  return views(c, s).occ;
}

function computeOccupancy(c: Compiled, s: GameState): Occupancy {
  const out = new Map<number, { side: string; units: string[] }>();
  for (const [id, u] of Object.entries(s.units)) {
    if (!('hex' in u.loc)) continue;
    const k = c.ordinal.get(u.loc.hex);
    if (k === undefined) continue;
    const info = c.units.get(id)!;
    const cell = out.get(k) ?? { side: info.side, units: [] };
    cell.units.push(id);
    out.set(k, cell);
  }
  const rank = unitRank(c);
  for (const cell of out.values()) if (cell.units.length > 1) cell.units.sort((a, b) => rank.get(a)! - rank.get(b)!);
  return Occupancy.of(c.ids.length, out);
}

/** Each unit's place in the order of battle. */
const ranks = new WeakMap<Compiled, ReadonlyMap<string, number>>();
const unitRank = (c: Compiled) => memo(ranks, c, () => new Map([...c.units.keys()].map((id, i) => [id, i])));

/**
 * Rule 9.1: every combat unit, disrupted units and artillery included (18.3: disrupted and routed
 * units keep their ZOC and bonds), exerts a ZOC into its six neighbours. Returns, per side, the ordinals in that side's ZOC.
 */
export function zocOf(c: Compiled, s: GameState): Map<string, Uint8Array> {
  return zocIn(c, views(c, s));
}

function zocIn(c: Compiled, v: Views): Map<string, Uint8Array> {
  return (v.zoc ??= computeZoc(c, v.occ));
}

function computeZoc(c: Compiled, occ: Occupancy): Map<string, Uint8Array> {
  const out = new Map<string, Uint8Array>();
  for (const [, cell] of occ) if (!out.has(cell.side)) out.set(cell.side, zocOfSide(c, occ, cell.side));
  return out;
}

/**
 * A side's ZOC as counts: how many of its stacks exert a ZOC into each hex (a count, so a move can
 * take one stack's share off and put it on elsewhere without recomputing the rest).
 */
function zocOfSide(c: Compiled, occ: Occupancy, side: string): Uint8Array {
  const z = new Uint8Array(c.ids.length);
  for (const [k, cell] of occ) if (cell.side === side) addStack(c, z, k, cell, 1);
  return z;
}

/** Adds (or with -1 takes off) the ZOC of the stack in hex k. */
function addStack(c: Compiled, z: Uint8Array, k: number, cell: Cell, sign: 1 | -1): void {
  // 32.2: the fuel dump's guard alone exerts no ZOC.
  if (!exertsZoc(c, cell)) return;
  // 9.4: silhouette tanks alone exert no ZOC into or out of wooded rough, except along a road.
  const into = tanksOnly(c, cell) ? zocReach(c).tanks : zocReach(c).all;
  for (let j = 0; j < 6; j++) {
    const n = into[k * 6 + j]!;
    if (n >= 0) z[n] = z[n]! + sign;
  }
}

/**
 * The hex a ZOC reaches from hex k in direction j (k * 6 + j), or -1: none across a lake hexside
 * (no combat or movement across it, 10.3 bonds aside); for silhouette tanks alone (9.4), none into
 * or out of wooded rough but along a road. Read once per compiled game.
 */
const reaches = new WeakMap<Compiled, { all: Int32Array; tanks: Int32Array }>();
function zocReach(c: Compiled): { all: Int32Array; tanks: Int32Array } {
  return memo(reaches, c, () => {
    const all = new Int32Array(c.nb.length).fill(-1);
    const tanks = new Int32Array(c.nb.length).fill(-1);
    for (let i = 0; i < c.nb.length; i++) {
      const k = Math.floor(i / 6);
      const n = c.nb[i]!;
      if (n < 0 || c.side[i]?.includes('lake')) continue;
      all[i] = n;
      if ((c.terrain[k] !== 'woodedRough' && c.terrain[n] !== 'woodedRough') || c.road[i]! >= 0) tanks[i] = n;
    }
    return { all, tanks };
  });
}

function hasSide(occ: Occupancy, side: string): boolean {
  for (const [, cell] of occ) if (cell.side === side) return true;
  return false;
}

/**
 * Carries the views of a state over to the next one when only the `changed` units may have changed
 * place: the occupancy is patched rather than rebuilt, and the ZOC of each side none of them
 * belongs to is kept. A replay applies thousands of actions that each move one unit, so this is
 * most of its time saved. When none changed place (a step lost, a marker), the views are the same objects.
 */
export function carryViews(c: Compiled, from: GameState, to: GameState, changed: ReadonlySet<string>): void {
  if (from.units === to.units || viewCache.has(to.units)) return;
  const was = viewCache.get(from.units);
  if (!was) return;
  const old = was.occ;
  const changes = new Map<number, Cell | undefined>();
  const touched: string[] = [];
  const ends: number[] = [];
  const rank = unitRank(c);
  for (const id of changed) {
    const a = hexOf(c, from.units[id]?.loc);
    const b = hexOf(c, to.units[id]?.loc);
    if (a === b) continue;
    const side = c.units.get(id)!.side;
    if (!touched.includes(side)) touched.push(side);
    if (a !== undefined) {
      if (!ends.includes(a)) ends.push(a);
      const cell = cellIn(changes, old, a)!;
      const units = cell.units.filter((x) => x !== id);
      changes.set(a, units.length ? { side: cell.side, units } : undefined);
    }
    if (b !== undefined) {
      if (!ends.includes(b)) ends.push(b);
      const cell = cellIn(changes, old, b);
      changes.set(b, { side: cell?.side ?? side, units: cell ? [...cell.units, id].sort((x, y) => rank.get(x)! - rank.get(y)!) : [id] });
    }
  }
  if (!changes.size) {
    viewCache.set(to.units, was);
    return;
  }
  const occ = old.with(changes);
  const zoc = was.zoc;
  if (!zoc) {
    viewCache.set(to.units, viewsOf(occ));
    return;
  }
  const next = new Map<string, Uint8Array>();
  for (const [side, before] of zoc) {
    if (!touched.includes(side)) next.set(side, before);
    else if (hasSide(occ, side)) next.set(side, patchZoc(c, before, old, occ, ends, side));
  }
  for (const side of touched) if (!zoc.has(side) && hasSide(occ, side)) next.set(side, zocOfSide(c, occ, side));
  // A side's bonds feel the other side only next to its own units (10.4): they stand while no unit
  // moved from or to a hex beside one of them.
  const carried = new Map<string, Bonds>();
  let recheck: Map<string, Bonds> | undefined;
  for (const [side, b] of was.bonds) {
    let near = touched.includes(side);
    for (const k of ends) for (let j = 0; j < 6 && !near; j++) {
      const n = c.nb[k * 6 + j]!;
      if (n >= 0 && (old.get(n)?.side === side || occ.get(n)?.side === side)) near = true;
    }
    if (near) (recheck ??= new Map()).set(side, b);
    else carried.set(side, b);
  }
  viewCache.set(to.units, viewsOf(occ, next, carried, recheck));
}

/** A hex's cell as a carry has changed it so far, else as it was. */
const cellIn = (changes: ReadonlyMap<number, Cell | undefined>, old: Occupancy, k: number) => (changes.has(k) ? changes.get(k) : old.get(k));

const hexOf = (c: Compiled, loc: UnitState['loc'] | undefined) => (loc && 'hex' in loc ? c.ordinal.get(loc.hex) : undefined);

type Bonds = { hexes: Set<number>; sides: Set<number> };
const sameSet = (a: ReadonlySet<number>, b: ReadonlySet<number>) => a.size === b.size && [...a].every((x) => b.has(x));

/** A side's ZOC counts after the stacks in the `ends` hexes changed: their old share off, their new share on. */
function patchZoc(c: Compiled, before: Uint8Array, old: Occupancy, occ: Occupancy, ends: readonly number[], side: string): Uint8Array {
  const z = before.slice();
  for (const k of ends) {
    const was = old.get(k);
    const now = occ.get(k);
    if (was?.side === side) addStack(c, z, k, was, -1);
    if (now?.side === side) addStack(c, z, k, now, 1);
  }
  return z;
}

/**
 * Whether a bond whose routes cross these hexsides (as k * 6 + j) is blocked by terrain (10.3): by
 * two river, Meuse or wooded-rough sides among them, or by a wooded-rough side joining two
 * wooded-rough hexes, which blocks a bond by itself (the book's 1305–1505 and 1506–1305 examples).
 */
function bondBlocked(facts: HexsideFacts, a: number, b: number, x = -1, y = -1): boolean {
  return bondWeight(facts, a) + bondWeight(facts, b) + bondWeight(facts, x) + bondWeight(facts, y) >= 2;
}

/** What a hexside (k * 6 + j, or -1 for none) counts toward blocking a bond: 2 alone blocks it (a module function, not a closure made per call: bonds are found thousands of times a game). */
function bondWeight(facts: HexsideFacts, i: number): number {
  return i < 0 ? 0 : facts.bondBlockedAlone[i] ? 2 : facts.bondBreaker[i]!;
}

/** A hex mark per compiled game, all 0 between uses: computeBonds marks a side's bonding hexes in it. */
const bondMarks = new WeakMap<Compiled, Uint8Array>();

/**
 * ZOC bonds of a side (rule 10.1): two of its units exactly two hexes apart with one hex between.
 * In line, the middle hex is bonded (a hex bond); offset, the hexside between their two common
 * neighbours is (a hexside bond). No bond forms across two river or wooded-rough hexsides (10.3): for a hexside bond, two among the four hexsides of its two routes.
 * A hex bond is negated by an enemy unit in the middle hex; a hexside bond by enemy units in both
 * hexes flanking it (10.4). Returns bonded middle hexes and bonded hexside keys ("k*6+j", both ways).
 */
export function bondsOf(c: Compiled, s: GameState, side: string): Bonds {
  return bondsIn(c, side, views(c, s));
}

function bondsIn(c: Compiled, side: string, v: Views): Bonds {
  return memo(v.bonds, side, () => {
    const now = computeBonds(c, side, v.occ);
    // Bonds a move may have changed, found again, keep the old identity when they did not change (the caches keyed by it hold).
    const was = v.recheck?.get(side);
    return was && sameSet(was.hexes, now.hexes) && sameSet(was.sides, now.sides) ? was : now;
  });
}

function computeBonds(c: Compiled, side: string, occ: Occupancy): Bonds {
  const hexes = new Set<number>();
  const sides = new Set<number>();
  const facts = hexsideFacts(c);
  const mine: number[] = [];
  for (const [k, cell] of occ) if (cell.side === side && exertsZoc(c, cell)) mine.push(k);
  const mark = memo(bondMarks, c, () => new Uint8Array(c.ids.length));
  for (const k of mine) mark[k] = 1;
  const enemyAt = (k: number) => occ.get(k) !== undefined && occ.get(k)!.side !== side;
  for (const a of mine) {
    for (let j = 0; j < 6; j++) {
      const m = c.nb[a * 6 + j]!;
      if (m < 0) continue;
      // Hex bond: a → m → b straight on (same direction twice).
      const b = c.nb[m * 6 + j]!;
      if (b >= 0 && mark[b] && !occ.has(m) && !bondBlocked(facts, a * 6 + j, m * 6 + j)) hexes.add(m);
      // Hexside bond: a → m (dir j) then turn one side (dir j+1): b is two away, offset.
      const b2 = c.nb[m * 6 + ((j + 1) % 6)]!;
      if (b2 >= 0 && mark[b2] && b2 !== a) {
        const n1 = m;
        const n2 = c.nb[a * 6 + ((j + 1) % 6)]!; // the other common neighbour
        if (n2 < 0) continue;
        const jj = dirIndex(c.nb, n1, n2);
        if (jj < 0) continue;
        // Both routes between the two units count: two breakers among their four hexsides block it.
        if (bondBlocked(facts, a * 6 + j, a * 6 + ((j + 1) % 6), n1 * 6 + dirIndex(c.nb, n1, b2), n2 * 6 + dirIndex(c.nb, n2, b2))) continue;
        if (enemyAt(n1) && enemyAt(n2)) continue;
        sides.add(n1 * 6 + jj);
        sides.add(n2 * 6 + dirIndex(c.nb, n2, n1));
      }
    }
  }
  for (const k of mine) mark[k] = 0;
  for (const m of hexes) if (enemyAt(m)) hexes.delete(m);
  return { hexes, sides };
}

/** Whether a stack exerts a ZOC (and bonds): not the fuel dump's guard alone (32.2). */
function exertsZoc(c: Compiled, cell: Cell): boolean {
  for (const id of cell.units) if (!c.units.get(id)!.tags.has('noZoc')) return true;
  return false;
}

/** Whether a stack's ZOC is only along roads in wooded rough: silhouette tanks alone (9.4). */
function tanksOnly(c: Compiled, cell: Cell): boolean {
  for (const id of cell.units) if (!c.units.get(id)!.tags.has('zocOnlyByRoadInWoodedRough')) return false;
  return true;
}

/** In a bond mask, the bit of a bonded hex; bits 0–5 are its bonded hexsides, by direction. */
export const BONDED_HEX = 64;
const masks = new RecentCache<Bonds, Uint8Array>(8);

/**
 * A side's bonds as one byte a hex: bit j set where the hexside in direction j is bonded (k * 6 + j
 * in `sides`), BONDED_HEX where the hex is. The searches (movement, supply lines) ask it for every
 * step: a byte read, not two set lookups. Made once per bonds, which are carried from state to
 * state while they stand.
 */
export function bondMask(c: Compiled, b: Bonds): Uint8Array {
  return memo(masks, b, () => {
    const m = new Uint8Array(c.ids.length);
    for (const k of b.hexes) m[k] = m[k]! | BONDED_HEX;
    for (const i of b.sides) m[(i / 6) | 0] = m[(i / 6) | 0]! | (1 << i % 6);
    return m;
  });
}

/** Whether hex k has an enemy of `side` in a hex next to it (rally 18.4, disengagement 20, replacements 25.2). */
export function nextToEnemy(c: Compiled, occ: ReadonlyMap<number, { side: string }>, k: number, side: string): boolean {
  for (let j = 0; j < 6; j++) {
    const n = c.nb[k * 6 + j]!;
    if (n >= 0 && occ.get(n) !== undefined && occ.get(n)!.side !== side) return true;
  }
  return false;
}

/** What a unit of a side faces: the occupancy, the enemy's ZOC (by ordinal) and the enemy's bonds. */
export interface EnemyView {
  readonly occ: Occupancy;
  readonly enemyZoc: Uint8Array;
  readonly bonds: { hexes: Set<number>; sides: Set<number> };
}

/** What a unit of `side` faces: occupancy, the enemy's ZOC (by ordinal) and the enemy's bonds. */
export function enemyView(c: Compiled, s: GameState, side: string): EnemyView {
  const v = views(c, s);
  return memo(v.enemy, side, () => {
    const zoc = zocIn(c, v);
    let enemy: string | undefined;
    for (const x of zoc.keys()) if (x !== side) enemy ??= x;
    if (!enemy) return { occ: v.occ, enemyZoc: new Uint8Array(c.ids.length), bonds: { hexes: new Set(), sides: new Set() } };
    return { occ: v.occ, enemyZoc: zoc.get(enemy)!, bonds: bondsIn(c, enemy, v) };
  });
}
