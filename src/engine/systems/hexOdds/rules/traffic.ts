import { memo } from '../../../../shared/memo';
import { around, distanceOf, type Compiled } from '../compile';
import { arrived } from './markers';
import type { Draft } from '../draft';
import type { Action, GameState, Refusal } from '../types';
import { supplyRoad } from './supply';
import { occupancy } from './zoc';
import { roll } from './tables';

/**
 * Rule 24: traffic markers (Allied "Traffic", German "Greif"), the St-Vith bottleneck and roadblocks.
 * In its Traffic Marker Phase a player places traffic markers from the holding box (A), then places
 * or relocates its roadblocks (B); at the end of the phase two dice take its markers of those
 * numbers back to the box (C).
 */

const sideName = (c: Compiled, side: string) => c.ruleset.sides[side]?.name ?? side;

/** The numbers of a side's traffic markers in its holding box: not on the map, not out of play (24.3, 24.5). */
export function trafficInBox(c: Compiled, s: GameState, side: string): number[] {
  if (!arrived(c, s, 'traffic', side)) return [];
  const count = c.ruleset.markerTypes?.traffic?.perSide?.[side] ?? 0;
  const out = new Set([...Object.values(s.traffic?.[side] ?? {}), ...(s.trafficGone?.[side] ?? [])]);
  return Array.from({ length: count }, (_, i) => i + 1).filter((n) => !out.has(n));
}

/** How many roadblocks a side has (24.8), and which are on the map. */
function roadblocksOf(c: Compiled, s: GameState, side: string): { count: number; placed: string[] } {
  const count = arrived(c, s, 'roadblock', side) ? (c.ruleset.markerTypes?.roadblock?.perSide?.[side] ?? 0) : 0;
  return { count, placed: Object.entries(s.roadblocks).filter(([, sd]) => sd === side).map(([h]) => h) };
}

const bottlenecks = new WeakMap<Compiled, readonly string[]>();
function bottleneck(c: Compiled): readonly string[] {
  return memo(bottlenecks, c, () => Object.values(c.map.hexSets ?? {}).flatMap((h) => (h.purpose === 'bottleneck' ? (h.hexes as readonly string[]) : [])));
}

/**
 * 24.5: a traffic marker goes from the holding box anywhere (in or out of enemy ZOC, front or rear)
 * but not on or next to another of the side's own; the Allies not on a bottleneck hex. Step A of
 * the phase: none once a roadblock has been set.
 */
export function whyNotTraffic(c: Compiled, s: GameState, side: string, hex: string | undefined): Refusal | undefined {
  const closed = trafficClosed(c, s, side);
  if (closed) return closed;
  const k = hex === undefined ? undefined : c.ordinal.get(hex);
  if (k === undefined) return { reason: `${hex ?? 'no hex'} is not a hex of the map` };
  const own = s.traffic?.[side] ?? {};
  const near = around(c, k).find((n) => own[c.ids[n]!] !== undefined);
  if (near !== undefined) return { reason: `${hex} is ${near === k ? 'already under' : 'next to'} traffic marker ${own[c.ids[near]!]} (not on or next to another of your own)`, rule: '24.5' };
  if (side === 'allied' && bottleneck(c).includes(hex!)) return { reason: `${hex} is a St-Vith bottleneck hex: the Allies may place traffic markers next to it, not on it`, rule: '24.5' };
  return undefined;
}

/** Why the side may place no traffic marker now, whatever the hex. */
export function trafficClosed(c: Compiled, s: GameState, side: string): Refusal | undefined {
  if (!arrived(c, s, 'traffic', side)) return { reason: `the ${sideName(c, side)} player has traffic markers from ${c.ruleset.markerTypes?.traffic?.from?.[side]}`, rule: '24.5' };
  if (!trafficInBox(c, s, side).length) return { reason: 'no traffic marker is left in the holding box', rule: '24.3' };
  if (s.roadblocksSet?.length) return { reason: 'traffic markers are placed before the roadblocks (step A of the phase)', rule: '24' };
  return undefined;
}

/**
 * Every hex a traffic marker may go on now (24.5), for the legal actions: the per-hex test of
 * whyNotTraffic over the whole map at once.
 */
export function trafficSpots(c: Compiled, s: GameState, side: string): number[] {
  if (trafficClosed(c, s, side)) return [];
  const banned = new Uint8Array(c.ids.length);
  for (const h of Object.keys(s.traffic?.[side] ?? {})) for (const n of around(c, c.ordinal.get(h) ?? -1)) if (n >= 0) banned[n] = 1;
  if (side === 'allied') for (const h of bottleneck(c)) banned[c.ordinal.get(h) ?? 0] = 1;
  const out: number[] = [];
  for (let k = 0; k < c.ids.length; k++) if (!banned[k]) out.push(k);
  return out;
}

/**
 * Every hex a roadblock may be set on now (24.8), moved from `from` or new: whyNotRoadblock's
 * tests over the whole map at once (a hex's neighbours and the friendly units in range marked once).
 */
export function roadblockSpots(c: Compiled, s: GameState, side: string, from?: string): number[] {
  if (roadblockClosed(c, s, side, from)) return [];
  const occ = occupancy(c, s);
  const banned = new Uint8Array(c.ids.length);
  const ban = (h: string | number, near: boolean) => {
    const k = typeof h === 'number' ? h : c.ordinal.get(h);
    if (k === undefined || k < 0) return;
    for (const n of near ? around(c, k) : [k]) banned[n] = 1;
  };
  for (const [k, cell] of occ) ban(k, cell.side !== side);
  for (const [h, sd] of Object.entries(s.roadblocks)) if (h !== from || sd !== side) ban(h, true);
  for (const h of Object.keys(s.traffic?.[side] ?? {})) ban(h, true);
  const range = c.ruleset.values?.roadblockRange?.value ?? 4;
  const dist = hexesFrom(c, [...occ].filter(([, cell]) => cell.side === side).map(([k]) => k), range);
  const line = supplyRoad(c, s, side);
  const out: number[] = [];
  for (let k = 0; k < c.ids.length; k++) if (!banned[k] && dist[k]! >= 0 && line[k] && c.ids[k] !== from && [0, 1, 2, 3, 4, 5].some((j) => c.road[k * 6 + j]! >= 0)) out.push(k);
  return out;
}

/** Hexes (steps over the map, terrain aside) from the nearest of `sources`, up to `max`; -1 beyond. */
export function hexesFrom(c: Compiled, sources: readonly number[], max: number): Int16Array {
  const dist = new Int16Array(c.ids.length).fill(-1);
  const queue: number[] = [];
  for (const k of sources) {
    if (dist[k]! >= 0) continue;
    dist[k] = 0;
    queue.push(k);
  }
  for (let i = 0; i < queue.length; i++) {
    const k = queue[i]!;
    if (dist[k]! >= max) continue;
    for (let j = 0; j < 6; j++) {
      const n = c.nb[k * 6 + j]!;
      if (n < 0 || dist[n]! >= 0) continue;
      dist[n] = dist[k]! + 1;
      queue.push(n);
    }
  }
  return dist;
}

/** Places the lowest-numbered marker of the holding box (24.5; the numbers matter only to the dice). */
export function placeTraffic(d: Draft, a: Action): Refusal | undefined {
  const side = d.base.side;
  const why = whyNotTraffic(d.c, d.base, side, a.target);
  if (why) return why;
  const n = trafficInBox(d.c, d.base, side)[0]!;
  d.traffic = { ...d.traffic, [side]: { ...d.traffic?.[side], [a.target!]: n } };
  d.log({ type: 'traffic', text: `${side === 'german' ? 'Greif' : 'Traffic'} marker ${n} placed at ${a.target}`, rule: '24.5' });
  return undefined;
}

/**
 * 24.8: a roadblock goes on a road hex within 4 hexes of a friendly unit, on the side's road supply
 * line, not on friendly units, not on or next to enemy units or enemy roadblocks, and not on or next
 * to the side's own traffic markers or other roadblocks. Each one is set (placed or moved) once a phase.
 */
export function whyNotRoadblock(c: Compiled, s: GameState, side: string, hex: string | undefined, from?: string): Refusal | undefined {
  const closed = roadblockClosed(c, s, side, from);
  if (closed) return closed;
  const k = hex === undefined ? undefined : c.ordinal.get(hex);
  if (k === undefined) return { reason: `${hex ?? 'no hex'} is not a hex of the map` };
  if (![0, 1, 2, 3, 4, 5].some((j) => c.road[k * 6 + j]! >= 0)) return { reason: `${hex} has no road`, rule: '24.8' };
  const occ = occupancy(c, s);
  if (occ.get(k)?.side === side) return { reason: `${hex} holds friendly units`, rule: '24.8' };
  for (const n of around(c, k)) {
    const h = c.ids[n]!;
    if (occ.get(n) && occ.get(n)!.side !== side) return { reason: `${n === k ? `${hex} holds` : `${h}, next to ${hex}, holds`} enemy units`, rule: '24.8' };
    if (s.roadblocks[h] !== undefined && s.roadblocks[h] !== side) return { reason: `${n === k ? hex : `${h}, next to ${hex},`} has an enemy roadblock`, rule: '24.8' };
    if (s.roadblocks[h] === side && h !== from) return { reason: `${n === k ? hex : `${h}, next to ${hex},`} has a roadblock of your own`, rule: '24.8' };
    if (s.traffic?.[side]?.[h] !== undefined) return { reason: `${n === k ? hex : `${h}, next to ${hex},`} has your traffic marker ${s.traffic[side]![h]}`, rule: '24.8' };
  }
  const range = c.ruleset.values?.roadblockRange?.value ?? 4;
  if (![...occ].some(([m, cell]) => cell.side === side && distanceOf(c, m, k) <= range)) return { reason: `no friendly unit within ${range} hexes of ${hex}`, rule: '24.8' };
  if (!supplyRoad(c, s, side)[k]) return { reason: `${hex} has no road supply line to a friendly source`, rule: '24.8' };
  return undefined;
}

/** Why no roadblock may be set now (moved from `from`, or a new one), whatever the hex. */
export function roadblockClosed(c: Compiled, s: GameState, side: string, from?: string): Refusal | undefined {
  const { count, placed } = roadblocksOf(c, s, side);
  if (!count) return { reason: `the ${sideName(c, side)} player has roadblocks from ${c.ruleset.markerTypes?.roadblock?.from?.[side] ?? 'a later turn'}`, rule: '24.8' };
  if (from !== undefined) {
    if (!placed.includes(from)) return { reason: `there is no ${sideName(c, side)} roadblock at ${from} to move`, rule: '24.8' };
    if (s.roadblocksSet?.includes(from)) return { reason: `the roadblock at ${from} was set this phase already`, rule: '24.8' };
  } else if (placed.length >= count) return { reason: `all ${count} roadblocks are on the map: move one instead`, rule: '24.8' };
  return undefined;
}

/** Places a roadblock, or moves one (`from`), as 24.8 allows. */
export function placeRoadblock(d: Draft, a: Action): Refusal | undefined {
  const side = d.base.side;
  const why = whyNotRoadblock(d.c, d.base, side, a.target, a.from);
  if (why) return why;
  const rest = Object.entries(d.roadblocks).filter(([h]) => h !== a.from);
  d.roadblocks = Object.fromEntries([...rest, [a.target!, side]]);
  d.roadblocksSet = [...(d.roadblocksSet ?? []), a.target!];
  d.log({ type: 'roadblock', text: a.from ? `Roadblock moved from ${a.from} to ${a.target}` : `Roadblock placed at ${a.target}`, rule: '24.8' });
  return undefined;
}

/**
 * Enters the Traffic Marker Phase: it waits for the player when there is a marker to place or a
 * roadblock to set; otherwise the dice roll now and play goes on. True when it waits.
 */
export function trafficPhase(d: Draft, side: string): boolean {
  const s = d.view();
  d.roadblocksSet = [];
  const rb = roadblocksOf(d.c, s, side);
  if (trafficInBox(d.c, s, side).length || rb.count) {
    d.log({ type: 'choice', text: `${sideName(d.c, side)} Traffic Marker Phase: ${trafficInBox(d.c, s, side).length} traffic markers in the holding box, ${rb.placed.length} of ${rb.count} roadblocks on the map`, rule: '24' });
    return true;
  }
  endTraffic(d, side);
  return false;
}

/**
 * Step C (24.3): two dice; the side's markers of either number go back to the holding box (doubles:
 * one). 24.5: from a turn on, one marker a turn leaves play for good, lowest number first.
 */
export function endTraffic(d: Draft, side: string): void {
  const c = d.c;
  d.roadblocksSet = undefined;
  const retire = c.ruleset.markerTypes?.traffic?.retire?.[side];
  const now = d.view().turn;
  const turnId = c.turnOrder[now]!;
  if (retire && c.turnOrder.includes(retire.from) && now >= c.turnOrder.indexOf(retire.from) && c.ruleset.calendar.turns[turnId]?.part === retire.part) {
    const gone = d.trafficGone?.[side] ?? [];
    const count = c.ruleset.markerTypes?.traffic?.perSide?.[side] ?? 0;
    const next = Array.from({ length: count }, (_, i) => i + 1).find((n) => !gone.includes(n));
    if (next !== undefined) {
      d.trafficGone = { ...d.trafficGone, [side]: [...gone, next] };
      d.traffic = { ...d.traffic, [side]: Object.fromEntries(Object.entries(d.traffic?.[side] ?? {}).filter(([, n]) => n !== next)) };
      d.log({ type: 'traffic', text: `Traffic marker ${next} leaves play for good`, rule: '24.5' });
    }
  }
  const own = d.traffic?.[side] ?? {};
  if (!Object.keys(own).length) return;
  const dice: number[] = [];
  for (let i = 0; i < 2; i++) {
    const [v, rng] = roll(c.ruleset, { die: 'd6' }, d.rng);
    dice.push(v);
    d.rng = rng;
  }
  const hit = Object.entries(own).filter(([, n]) => dice.includes(n));
  d.traffic = { ...d.traffic, [side]: Object.fromEntries(Object.entries(own).filter(([, n]) => !dice.includes(n))) };
  d.log({ type: 'roll', text: `Traffic markers: rolled ${dice.join(' and ')}${hit.length ? `; marker${hit.length > 1 ? 's' : ''} ${hit.map(([h, n]) => `${n} (${h})`).join(', ')} back to the holding box` : '; none removed'}`, rule: '24.3', data: { dice } });
}

/** 24.8: at the end of a Movement or Combat Phase the roadblocks enemy units entered, passed or advanced into go. */
export function liftRoadblocks(d: Draft): void {
  const hit = d.roadblocksPassed;
  if (!hit?.length) return;
  d.roadblocksPassed = undefined;
  d.roadblocks = Object.fromEntries(Object.entries(d.roadblocks).filter(([h]) => !hit.includes(h)));
  d.log({ type: 'roadblock', text: `Roadblock${hit.length > 1 ? 's' : ''} removed at ${hit.join(', ')} (an enemy unit entered or passed ${hit.length > 1 ? 'them' : 'it'})`, rule: '24.8' });
}

/**
 * The MP an enemy marker adds to entering each hex for a side (24.2, 24.7, 24.8), and the hexes that
 * stop strategic movement (enemy roadblocks, 24.8); undefined when there are none.
 */
export interface MarkerCosts {
  readonly extra: Float64Array;
  readonly stop: Uint8Array;
}
const costCache = new WeakMap<object, WeakMap<object, Map<string, Map<boolean, MarkerCosts | undefined>>>>();
const NONE = {};
export function markerCosts(c: Compiled, s: GameState, side: string): MarkerCosts | undefined {
  const slow = bottleneck(c);
  const town = slow.find((h) => h in s.control);
  const held = side === 'german' && town !== undefined && s.control[town] === 'german';
  const byTraffic = memo(costCache, s.roadblocks, () => new WeakMap());
  const bySide = memo(memo(byTraffic, s.traffic ?? NONE, () => new Map()), side, () => new Map<boolean, MarkerCosts | undefined>());
  return memo(bySide, held, () => {
    const extra = new Float64Array(c.ids.length);
    const stop = new Uint8Array(c.ids.length);
    const v = c.ruleset.values;
    let any = false;
    const add = (hex: string, mp: number) => {
      const k = c.ordinal.get(hex);
      if (k === undefined) return;
      extra[k] = extra[k]! + mp;
      any = true;
    };
    for (const [other, hexes] of Object.entries(s.traffic ?? {})) if (other !== side) for (const h of Object.keys(hexes)) add(h, v?.trafficCost?.value ?? 2);
    for (const [h, other] of Object.entries(s.roadblocks)) {
      if (other === side) continue;
      add(h, v?.trafficCost?.value ?? 2);
      const k = c.ordinal.get(h);
      if (k !== undefined) stop[k] = 1;
    }
    // 24.7: the bottleneck slows only the Germans, less while they hold St-Vith.
    if (side === 'german') for (const h of slow) add(h, held ? (v?.bottleneckCostGermanControl?.value ?? 2) : (v?.bottleneckCost?.value ?? 4));
    return any ? { extra, stop } : undefined;
  });
}

