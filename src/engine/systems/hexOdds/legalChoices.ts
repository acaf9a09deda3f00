/**
 * Legal actions beside units' moves and attacks: the choices a pending result waits for, attacks
 * from off the map, traffic markers and roadblocks, and Night markers (legal.ts lists them).
 */
import { RecentCache } from '../../../shared/recentCache';
import { compareText } from '../../../shared/order';
import { attackFromOffMap, cannotAttack } from './actions/combat';
import { offMapAttackers } from './rules/offMapAttack';
import { maxSupport, supportFor } from './rules/artillery';
import { retreatOptions } from './rules/retreat';
import { Draft } from './draft';
import { boxEntryHexes } from './actions/boxes';
import type { Compiled } from './compile';
import { hexesFrom, roadblockClosed, roadblockSpots, trafficClosed, trafficSpots } from './rules/traffic';
import { faceOf } from './rules/movement';
import { occupancy } from './rules/zoc';
import { disengagePaths } from './rules/disengage';
import { placeNightMarker } from './rules/night';
import type { Action, GameState, Refusal } from './types';
import { memo } from '../../../shared/memo';
import { entryState } from './rules/blocking';


/**
 * 13.5: for each enemy-held entry hex of the side's boxes, the strongest attack from off the map the
 * engine finds (units taken by attack strength while the attack stays legal), alone, with air
 * support and with the artillery that could support it; each checked by the action itself.
 */
export function offMapAttacks(c: Compiled, s: GameState, actions: Action[], air: boolean): void {
  const side = s.side;
  for (const [box, b] of Object.entries(c.map.offMapBoxes ?? {})) {
    if (b.side && b.side !== side) continue;
    for (const hex of boxEntryHexes(c, box)) {
      if (entryState(c, s, hex, side) !== 'blocked') continue; // no enemy there, or not blocked yet (13.5)
      const units = offMapAttackers(c, s, hex).filter((id) => !cannotAttack(c, s, id, false, true) && !c.units.get(id)!.tags.has('artillery'));
      if (!units.length) continue;
      const strength = (id: string) => faceOf(c.units.get(id)!, s.units[id]!.steps).attack ?? 0;
      const group: string[] = [];
      for (const id of units.sort((x, y) => strength(y) - strength(x) || compareText(x, y))) if (!attackFromOffMap(new Draft(c, s), { type: 'attackFromOffMap', side, units: [...group, id], target: hex })) group.push(id);
      if (!group.length) continue;
      const a: Action = { type: 'attackFromOffMap', side, units: group, target: hex };
      actions.push(a);
      if (air) actions.push({ ...a, mode: 'air' });
      const guns = supportFor(c, s, side, hex, box).slice(0, maxSupport(c));
      if (guns.length) actions.push({ ...a, units: [...group, ...guns] });
    }
  }
}

/**
 * The choices a combat result or an attack waits for, each an action of the player who makes it
 * (the state's side is theirs until then), the engine's pick first: which unit loses a step
 * (16.3), where a unit retreats (17.1), which artillery the defender commits (22.8).
 */
export function pendingChoices(c: Compiled, s: GameState): Action[] | undefined {
  const p = s.pending;
  const side = s.side;
  if (p?.kind === 'loss') return p.candidates.map((unit) => ({ type: 'chooseLoss', side, unit }));
  if (p?.kind === 'retreat') {
    const o = retreatOptions(c, s, p.unit, p.hexes, true);
    return 'paths' in o ? o.paths.map((path) => ({ type: 'retreat', side, unit: p.unit, target: path[path.length - 1]!, path })) : [];
  }
  if (p?.kind === 'defensiveSupport') {
    const guns = supportFor(c, s, side, p.attack.target);
    const most = guns.slice(0, maxSupport(c));
    const singles = most.length > 1 ? guns.map((g) => [g]) : [];
    return [most, ...singles, []].map((units) => ({ type: 'supportArtillery', side, units }));
  }
  if (p?.kind === 'demolition') return [...p.hexsides.map((hexside) => ({ type: 'blowBridge', side, hexside })), { type: 'blowBridge', side, choice: 'none' }];
  if (p?.kind === 'callOff') return [{ type: 'callOff', side, choice: 'attack' }, { type: 'callOff', side, choice: 'cancel' }];
  if (p?.kind === 'overstack') return p.candidates.map((unit) => ({ type: 'eliminate', side, unit }));
  if (p?.kind === 'hold') return [...p.leads.map((unit) => ({ type: 'hold', side, choice: 'hold', unit })), { type: 'hold', side, choice: 'retreat' }];
  if (p?.kind === 'counterAttack') return [{ type: 'counterAttack', side, choice: p.reenter ? 'reenter' : 'attack', units: [...p.units], target: p.target }, { type: 'counterAttack', side, choice: 'decline', target: p.target }];
  if (p?.kind === 'recon') return [{ type: 'reconResult', side, choice: 'engaged', unit: p.unit }, { type: 'reconResult', side, choice: 'retreat', unit: p.unit }];
  if (p?.kind === 'advantage') return [...p.hexes.map((target) => ({ type: 'placeAdvantage', side, target })), { type: 'placeAdvantage', side, choice: 'decline' }];
  if (p?.kind === 'disengage') return disengagePaths(c, s, p.unit, p.disrupt).map((path) => ({ type: 'retreat', side, unit: p.unit, target: path[path.length - 1]!, path }));
  if (p?.kind === 'fuel') return p.options.map((choice) => ({ type: 'chooseFuel', side, choice }));
  // 32.3: try to destroy the attacked dump (the engine's pick: nothing is lost by trying), or not.
  if (p?.kind === 'fuelDump') return [{ type: 'destroyFuelDump', side, choice: 'try' }, { type: 'destroyFuelDump', side, choice: 'none' }];
  return undefined;
}

/**
 * 24.5, 24.8: where each traffic marker and roadblock may go, the engine's pick first (traffic
 * markers on roads two hexes ahead of the enemy, where they cost him most); a refusal said once.
 */
export function trafficActions(c: Compiled, s: GameState, actions: Action[], refused: (Refusal & { type: string; unit?: string })[], wants: (type: string) => boolean, first: boolean): void {
  const side = s.side;
  if (wants('placeTraffic')) {
    const enemy = enemyDistances(c, s, side);
    const road = (k: number) => [0, 1, 2, 3, 4, 5].some((j) => c.road[k * 6 + j]! >= 0);
    const closed = trafficClosed(c, s, side);
    if (closed) refused.push({ type: 'placeTraffic', ...closed });
    const spots = trafficSpots(c, s, side).map((k) => ({ k, rank: (enemy[k]! < 0 ? 1000 : Math.abs(enemy[k]! - 2) * 2) + (road(k) ? 0 : 1) }));
    // By rank, in the map's order among equals (a stable sort): the first alone is the lowest rank met first.
    const listed = first ? spots.reduce<typeof spots>((low, p) => (!low.length || p.rank < low[0]!.rank ? [p] : low), []) : spots.sort((a, b) => a.rank - b.rank);
    for (const p of listed) actions.push({ type: 'placeTraffic', side, target: c.ids[p.k]! });
    if (first && actions.length) return;
  }
  if (!wants('placeRoadblock')) return;
  const placed = Object.entries(s.roadblocks).filter(([, sd]) => sd === side).map(([h]) => h);
  for (const from of [undefined, ...placed]) {
    const found = roadblockSpots(c, s, side, from);
    for (const k of found) actions.push({ type: 'placeRoadblock', side, target: c.ids[k]!, ...(from ? { from } : {}) });
    if (!found.length) refused.push({ type: 'placeRoadblock', ...(roadblockClosed(c, s, side, from) ?? { reason: `no road hex meets the roadblock rules${from ? ` for the roadblock at ${from}` : ''}`, rule: '24.8' }) });
    if (first && actions.length) return;
  }
}

/** Hexes from the nearest enemy unit, kept while no unit moves (a Traffic Phase places markers only). */
const distances = new RecentCache<object, Map<string, Int16Array>>(8);
function enemyDistances(c: Compiled, s: GameState, side: string): Int16Array {
  return memo(memo(distances, s.units, () => new Map()), side, () => hexesFrom(c, [...occupancy(c, s)].filter(([, cell]) => cell.side !== side).map(([k]) => k), 1000));
}

/** Night markers the player may place or take off (25.3), one action per stack, checked by the action. */
export function nightMarkers(c: Compiled, s: GameState, actions: Action[], refused: (Refusal & { type: string; unit?: string })[]): void {
  for (const [k, cell] of [...occupancy(c, s)].sort(([a], [b]) => a - b)) {
    if (cell.side !== s.side) continue;
    const marked = cell.units.some((id) => s.units[id]!.night);
    const a: Action = { type: 'placeNightMarker', side: s.side, target: c.ids[k]!, ...(marked ? { choice: 'remove' } : {}) };
    const why = placeNightMarker(new Draft(c, s), a);
    if (!why) actions.push(a);
    else if (/at most/.test(why.reason)) {
      refused.push({ type: 'placeNightMarker', ...why });
      return;
    }
  }
}

