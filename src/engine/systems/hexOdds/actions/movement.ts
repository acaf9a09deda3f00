import type { Compiled, UnitInfo } from '../compile';
import type { Draft } from '../draft';
import { crossBridges } from '../rules/bridges';
import { allowanceOf, faceOf, modeOf, reachOf, stepCost, walkPath, type MoveMode } from '../rules/movement';
import { cannotMoveStrategically, shiftFirePosition, strategicEnd } from '../rules/strategic';
import { enemyView, nextToEnemy, occupancy } from '../rules/zoc';
import { nightRefusal, partOf } from '../rules/night';
import { overstacked } from '../rules/stacking';

export { overstacked };
import type { Action, GameState, Refusal } from '../types';
import { boundary, closedLines, frozen, offLimits } from '../rules/turnRules';
import { abilityClosed, infiltrate } from '../rules/skorzeny';
import { afterMove, hexesLeft, limitedRange, limitHold, limitReach, watch } from '../rules/hexLimit';
import { orderRefusal } from '../rules/sectorOrder';
import { recordReached } from '../rules/reached';

/** Checks common to moving a unit in the Movement Phase. */
export function movable(c: Compiled, s: GameState, id: string | undefined): Refusal | undefined {
  if (!id) return { reason: 'say which unit moves' };
  const u = s.units[id];
  const info = c.units.get(id);
  if (!u || !info) return { reason: `unknown unit ${id}` };
  if (info.side !== s.side) return { reason: `${info.name} is not the ${s.side} player's` };
  if (!('hex' in u.loc)) return { reason: `${info.name} is not on the map` };
  if (u.engaged) return { reason: `${info.name} is engaged (Eng): it cannot move this Movement Phase`, rule: '16.5' };
  if (u.digging) return { reason: `${info.name} is starting an improved position: it stays put this Movement Phase`, rule: '15.8' };
  if (u.replaced && partOf(c, s) === 'AM') return { reason: `${info.name} took a replacement last night (Replacement marker): it cannot move this AM Movement Phase`, rule: '25.2' };
  return frozen(c, s, id) ?? limitHold(c, s, id) ?? nightRefusal(c, s, id, 'move');
}

/**
 * Rule 11: move a unit to a hex it can reach with its MP (the engine finds the cheapest legal path).
 * `mode: "strategic"` is strategic movement (12): doubled MA along roads; `mode: "extended"` is
 * extended movement (11.2): a non-mechanized unit's MA plus 2, ending next to no enemy unit. Once
 * begun, either goes on for the unit's later moves in the phase. Ready artillery with MA 1 may
 * instead shift one hex into any hex it may enter, whatever the cost (22.2); Allied artillery
 * moving more than one hex is flipped to Fired (22.1).
 */
export function move(d: Draft, a: Action): Refusal | undefined {
  const s = d.base;
  const bad = movable(d.c, s, a.unit);
  if (bad) return bad;
  const u = s.units[a.unit!]!;
  const info = d.c.units.get(a.unit!)!;
  if (u.status !== 'normal') return { reason: `${info.name} is ${u.status}: it may use only tactical movement`, rule: '18.2' };
  if (u.oos) return { reason: `${info.name} is out of supply: it may use only tactical movement`, rule: '23.4' };
  const mode = moveMode(d.c, s, a);
  if (typeof mode !== 'string') return mode;
  const strategic = mode === 'strategic';
  const to = a.target ?? a.path?.[a.path.length - 1];
  const line = to ? boundary(d.c, s, a.unit!, to) : undefined;
  if (line) return line;
  // The player's route when one is given (its first hex may be left out); else the cheapest.
  const from = (u.loc as { hex: string }).hex;
  const route = a.path && a.path.length > 1 ? (a.path[0] === from ? a.path : [from, ...a.path]) : undefined;
  if (route && a.target && route[route.length - 1] !== a.target) return { reason: `the route ends in ${route[route.length - 1]}, not in ${a.target}`, rule: '11.1' };
  const chosen = route ? walkPath(d.c, s, a.unit!, route, mode) : undefined;
  if (chosen && 'reason' in chosen) return chosen;
  // 13.2, 27.6: a unit limited in hexes takes the cheapest route within its limit.
  const most = hexesLeft(d.c, s, a.unit!);
  const cheapest = to ? reachOf(d.c, s, a.unit!, to, mode) : undefined;
  const short = to && cheapest && cheapest.path.length - 1 > most ? limitedRange(d.c, s, a.unit!, mode, most).find((r) => r.hex === to) : undefined;
  const reach = chosen ?? short ?? (to ? (cheapest ?? shiftFirePosition(d.c, s, a.unit!, to)) : undefined);
  // Next door and out of reach: the one step says why (a boundary, terrain, the MP).
  const k = to ? d.c.ordinal.get(to) : undefined;
  if (!reach && k !== undefined && d.c.nb.subarray(d.c.ordinal.get(from)! * 6, d.c.ordinal.get(from)! * 6 + 6).includes(k)) {
    const step = walkPath(d.c, s, a.unit!, [from, to!], mode);
    if ('reason' in step) return step;
  }
  if (!reach) return { reason: `${info.name} cannot reach ${to} this phase${strategic ? ' by strategic movement (roads only, never into an enemy ZOC)' : mode === 'extended' ? ' even by extended movement' : ''}`, rule: strategic ? '12.1' : mode === 'extended' ? '11.2' : '11' };
  const far = limitReach(d.c, s, a.unit!, reach.path.length - 1) ?? orderRefusal(d.c, s, a.unit!, reach.hex);
  if (far) return far;
  const stack = overstacked(d.c, s, reach.hex, a.unit!);
  if (stack) return stack;
  if (strategic) {
    const why = strategicEnd(d.c, s, a.unit!, reach.hex);
    if (why) return why;
  }
  if (mode === 'extended' && nextToEnemy(d.c, occupancy(d.c, s), d.c.ordinal.get(reach.hex)!, info.side)) return { reason: `${info.name} may not end an extended move next to an enemy unit (${reach.hex})`, rule: '11.2' };
  const ma = allowanceOf(d.c, s, a.unit!, mode);
  // 27.1: 150 Pz Bde rolls on entering each enemy ZOC hex, and stops where a roll fails.
  const infiltrated = mode === 'infiltration' ? infiltrate(d, a.unit!, reach.path) : reach.path;
  const walked = crossBridges(d, infiltrated, info.side);
  const stopped = walked.length < reach.path.length;
  const fired = info.tags.has('artillery') && !info.tags.has('needsPrimeMover') && walked.length > 2;
  d.set(a.unit!, { loc: { hex: walked[walked.length - 1]! }, mpUsed: stopped ? ma : ma - reach.mpLeft, moved: true, ...afterMove(d.c, s, a.unit!, walked.length - 1), ...(strategic ? { sm: true } : u.trucks ? { sm: false, trucks: false } : {}), ...(mode === 'extended' ? { extended: true } : {}), ...(fired ? { fired: true } : {}) });
  passThrough(d, walked, info.side);
  const how = strategic ? 'moves strategically' : mode === 'extended' ? 'moves (extended movement)' : mode === 'infiltration' ? 'moves by infiltration' : 'moves';
  d.log({ type: 'move', text: `${info.name} ${how} ${walked.join(' → ')}${stopped ? '' : ` (${ma - reach.mpLeft - u.mpUsed} MP)`}${fired ? '; moved more than one hex, it is flipped to Fired (22.1)' : ''}`, rule: strategic ? '12' : mode === 'extended' ? '11.2' : mode === 'infiltration' ? '11, 27.1' : '11', data: { unit: a.unit, path: walked } });
  return undefined;
}

/**
 * The mode of a move: the one the unit is already moving in (strategic or extended), else the one
 * asked for, when the unit may use it (12.1; 11.2: not a mechanized unit).
 */
function moveMode(c: Compiled, s: GameState, a: Action): MoveMode | Refusal {
  const id = a.unit!;
  const info = c.units.get(id)!;
  const going = modeOf(s, id);
  if (a.mode !== undefined && a.mode !== 'strategic' && a.mode !== 'extended' && a.mode !== 'infiltration') return { reason: `unknown movement mode "${a.mode}" (strategic, extended or infiltration)` };
  if (going !== 'normal') {
    if (a.mode !== undefined && a.mode !== going) return { reason: `${info.name} is already moving by ${going} movement this phase`, rule: going === 'strategic' ? '12' : '11.2' };
    return going;
  }
  if (a.mode === 'strategic') return cannotMoveStrategically(c, s, id) ?? 'strategic';
  if (a.mode === 'infiltration') return abilityClosed(c, s, id) ?? 'infiltration';
  if (a.mode === 'extended' && info.tags.has('mechanized')) return { reason: `${info.name} is mechanized: no extended movement (it has strategic movement instead)`, rule: '11.2' };
  return a.mode ?? 'normal';
}

/**
 * Rule 11.3: up to two hexes ignoring MP, the only movement of disrupted units; it may cross a river
 * or wooded-rough hexside (starting adjacent), never enter prohibited terrain, enemy units or bonds,
 * and it stops on entering an enemy ZOC.
 */
export function tacticalMove(d: Draft, a: Action): Refusal | undefined {
  const c = d.c;
  const s = d.base;
  const bad = movable(c, s, a.unit);
  if (bad) return bad;
  const u = s.units[a.unit!]!;
  const info = c.units.get(a.unit!)!;
  if (u.moved) return { reason: `${info.name} has already moved this phase`, rule: '11.3' };
  const to = a.target ?? a.path?.[a.path.length - 1];
  const path = to ? tacticalTargets(c, s, a.unit!).get(to) : undefined;
  if (!path) return { reason: `${info.name} cannot reach ${to} by tactical movement (2 hexes)`, rule: '11.3' };
  const stack = overstacked(c, s, to!, a.unit!) ?? limitReach(c, s, a.unit!, path.length - 1) ?? orderRefusal(c, s, a.unit!, to!);
  if (stack) return stack;
  const walked = crossBridges(d, path, info.side);
  // Tactical movement uses the whole MA, and rules out a Night marker (25.3).
  d.set(a.unit!, { loc: { hex: walked[walked.length - 1]! }, mpUsed: faceOf(info, u.steps).movement ?? 0, moved: true, tactical: true, ...(u.trucks ? { sm: false, trucks: false } : {}), ...afterMove(c, s, a.unit!, walked.length - 1) });
  passThrough(d, walked, info.side);
  d.log({ type: 'move', text: `${info.name} moves tactically ${walked.join(' → ')}`, rule: '11.3', data: { unit: a.unit, path: walked } });
  return undefined;
}

/**
 * Why a unit may not step from hex k across side j moving without MP (11.3 tactical movement, 34
 * night infiltration), or undefined: never onto enemy units or into or across an enemy bond, nor
 * into a hex or across a line closed to it this turn (29.3, 11.10); any terrain it may enter, and a
 * crossing that needs tactical movement only from its starting hex (TEC note 1). The rule is given
 * only where it is not the mover's own.
 */
export function tacticalStep(c: Compiled, s: GameState, info: UnitInfo, k: number, j: number, view: Pick<ReturnType<typeof enemyView>, 'occ' | 'bonds'>, closed: Uint8Array | undefined, lines: ReadonlySet<number> | undefined, fromStart: boolean): { why: string; rule?: string } | undefined {
  const n = c.nb[k * 6 + j]!;
  const to = c.ids[n]!;
  if (view.occ.get(n) && view.occ.get(n)!.side !== info.side) return { why: `${to} holds enemy units` };
  if (view.bonds.hexes.has(n) || view.bonds.sides.has(k * 6 + j)) return { why: `never into or across an enemy ZOC bond (into ${to})` };
  if (closed?.[n] || lines?.has(k * 6 + j)) return { why: `${to} is closed to ${info.name} this turn`, rule: '29.3, 11.10' };
  const cost = stepCost(c, s, info, k, j);
  if (typeof cost !== 'number' && (!/tactical/.test(cost.why) || !fromStart)) return { why: `${info.name} cannot go into ${to}: ${cost.why}` };
  return undefined;
}

/** The hexes a unit reaches by tactical movement, with the path to each. */
export function tacticalTargets(c: Compiled, s: GameState, id: string): Map<string, string[]> {
  const u = s.units[id]!;
  const info = c.units.get(id)!;
  const out = new Map<string, string[]>();
  if (!('hex' in u.loc)) return out;
  const { occ, enemyZoc, bonds } = enemyView(c, s, info.side);
  const hexes = c.ruleset.values?.tacticalMovementHexes?.value ?? 2;
  // 18.2: a disrupted or routed unit may not move into an enemy ZOC.
  const shaken = u.status !== 'normal';
  // 29.3: the division boundaries of turn 1.
  const closed = offLimits(c, s, id);
  // 11.10: no crossing of a closed boundary line.
  const lines = closedLines(c, s, info.side)?.sides;
  const start = c.ordinal.get(u.loc.hex)!;
  const view = { occ, bonds };
  const walk = (k: number, path: number[]) => {
    for (let j = 0; j < 6; j++) {
      const n = c.nb[k * 6 + j]!;
      if (n < 0 || n === start || path.includes(n)) continue;
      if (shaken && enemyZoc[n]) continue;
      if (tacticalStep(c, s, info, k, j, view, closed, lines, k === start)) continue;
      const next = [...path, n];
      const ids = [c.ids[start]!, ...next.map((x) => c.ids[x]!)];
      if (!out.has(c.ids[n]!) || out.get(c.ids[n]!)!.length > ids.length) out.set(c.ids[n]!, ids);
      if (next.length < hexes && !enemyZoc[n]) walk(n, next);
    }
  };
  walk(start, []);
  return out;
}

/** A unit entering or passing a victory hex takes control of it for its side (30.2). */
export function passThrough(d: Draft, path: readonly string[], side: string): void {
  const taken = path.filter((h) => h in d.control && d.control[h] !== side);
  if (taken.length) d.control = { ...d.control, ...Object.fromEntries(taken.map((h) => [h, side])) };
  // 24.8: an enemy roadblock a unit ends in or passes through goes at the end of the phase (until then it still slows and stops).
  const hit = path.filter((h) => d.roadblocks[h] !== undefined && d.roadblocks[h] !== side && !d.roadblocksPassed?.includes(h));
  if (hit.length) d.roadblocksPassed = [...(d.roadblocksPassed ?? []), ...hit];
  watch(d, path, side);
  // 33: the first German unit next to or across the Meuse frees optional units.
  recordReached(d, path, side);
}
