import { memo } from '../../../../shared/memo';
import type { Compiled } from '../compile';
import type { Draft } from '../draft';
import { crossBridges } from '../rules/bridges';
import { allowanceOf, faceOf, modeOf, reachOf, stepCost, walkPath, type MoveMode } from '../rules/movement';
import { cannotMoveStrategically, shiftFirePosition, strategicEnd } from '../rules/strategic';
import { enemyView, nextToEnemy, occupancy } from '../rules/zoc';
import { nightRefusal, partOf } from '../rules/night';
import { overstacked } from '../rules/stacking';
import { inFormation } from '../rules/fuel';

export { overstacked };
import { boxEntryHexes } from './boxes';
import type { Action, GameState, Refusal } from '../types';
import { boundary, closedLines, frozen, offLimits } from '../rules/turnRules';
import { unreleased } from '../rules/release';
import { abilityClosed, infiltrate } from '../rules/skorzeny';
import { arrivalRecord, arrivalRoll, onePerHex, specialEntryHexes } from '../rules/arrival';
import { entryTerms } from '../rules/entry';
import { afterMove, limitHold, limitReach, watch } from '../rules/hexLimit';

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
  const reach = chosen ?? (to ? (reachOf(d.c, s, a.unit!, to, mode) ?? shiftFirePosition(d.c, s, a.unit!, to)) : undefined);
  // Next door and out of reach: the one step says why (a boundary, terrain, the MP).
  const k = to ? d.c.ordinal.get(to) : undefined;
  if (!reach && k !== undefined && d.c.nb.subarray(d.c.ordinal.get(from)! * 6, d.c.ordinal.get(from)! * 6 + 6).includes(k)) {
    const step = walkPath(d.c, s, a.unit!, [from, to!], mode);
    if ('reason' in step) return step;
  }
  if (!reach) return { reason: `${info.name} cannot reach ${to} this phase${strategic ? ' by strategic movement (roads only, never into an enemy ZOC)' : mode === 'extended' ? ' even by extended movement' : ''}`, rule: strategic ? '12.1' : mode === 'extended' ? '11.2' : '11' };
  const far = limitReach(d.c, s, a.unit!, reach.path.length - 1);
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
  const stack = overstacked(c, s, to!, a.unit!) ?? limitReach(c, s, a.unit!, path.length - 1);
  if (stack) return stack;
  const walked = crossBridges(d, path, info.side);
  // Tactical movement uses the whole MA, and rules out a Night marker (25.3).
  d.set(a.unit!, { loc: { hex: walked[walked.length - 1]! }, mpUsed: faceOf(info, u.steps).movement ?? 0, moved: true, tactical: true, ...(u.trucks ? { sm: false, trucks: false } : {}), ...afterMove(c, s, a.unit!, walked.length - 1) });
  passThrough(d, walked, info.side);
  d.log({ type: 'move', text: `${info.name} moves tactically ${walked.join(' → ')}`, rule: '11.3', data: { unit: a.unit, path: walked } });
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
  const walk = (k: number, path: number[]) => {
    for (let j = 0; j < 6; j++) {
      const n = c.nb[k * 6 + j]!;
      if (n < 0 || n === start || path.includes(n)) continue;
      if (occ.get(n) && occ.get(n)!.side !== info.side) continue;
      if (bonds.hexes.has(n) || bonds.sides.has(k * 6 + j)) continue;
      if (shaken && enemyZoc[n]) continue;
      if (closed?.[n] || lines?.has(k * 6 + j)) continue;
      const cost = stepCost(c, s, info, k, j);
      // Tactical movement ignores MP and may enter terrain or cross hexsides that need it, but a
      // crossing must start adjacent (TEC note 1), and prohibited terrain stays prohibited.
      if (typeof cost !== 'number' && (!/tactical/.test(cost.why) || k !== start)) continue;
      const next = [...path, n];
      const ids = [c.ids[start]!, ...next.map((x) => c.ids[x]!)];
      if (!out.has(c.ids[n]!) || out.get(c.ids[n]!)!.length > ids.length) out.set(c.ids[n]!, ids);
      if (next.length < hexes && !enemyZoc[n]) walk(n, next);
    }
  };
  walk(start, []);
  return out;
}

/** Rule 13.1: a reinforcement enters at one of its entry hexes (or its special placement) in its turn's Movement Phase. */
export function enter(d: Draft, a: Action): Refusal | undefined {
  const c = d.c;
  const s = d.base;
  const id = a.unit;
  const u = id ? s.units[id] : undefined;
  const info = id ? c.units.get(id) : undefined;
  if (!u || !info || !('arriving' in u.loc || 'box' in u.loc)) return { reason: `${id ?? 'that unit'} is not waiting to arrive or in an off-map box` };
  if (info.side !== s.side) return { reason: `${info.name} is not the ${s.side} player's` };
  let spent = 0;
  if ('box' in u.loc) {
    // 11.9: from a box, by any entry hex connected to it, from the next turn on.
    if (u.loc.since >= s.turn) return { reason: `${info.name} came into the box this turn: it enters next turn`, rule: '11.9' };
    if (u.status !== 'normal') return { reason: `${info.name} is ${u.status}: it leaves the box only after rallying`, rule: '17.6' };
    if (!a.target || !boxEntryHexes(c, u.loc.box).includes(a.target)) return { reason: `${info.name} enters from the ${c.map.offMapBoxes?.[u.loc.box]?.name ?? u.loc.box} by its entry hexes (${boxEntryHexes(c, u.loc.box).join(', ')}), not at ${a.target ?? 'no hex'}`, rule: '11.9' };
  } else {
    const group = c.docs.scenario.reinforcements[u.loc.arriving]!;
    if (c.turnOrder.indexOf(group.turn) > s.turn) return { reason: `${info.name} arrives on ${group.turn}`, rule: '13.1' };
    const held = unreleased(c, s, u.loc.arriving);
    if (held) return held;
    const hexes = entryHexes(c, s, u.loc.arriving);
    if (!a.target || !hexes.includes(a.target)) return { reason: `${info.name} enters at ${describeEntry(c, u.loc.arriving)}, not at ${a.target ?? 'no hex'}`, rule: '13.1' };
    spent = group.arrives?.movementSpent ?? 0;
  }
  const there = d.unitsIn(a.target);
  if (there.some((x) => c.units.get(x)!.side !== info.side)) return { reason: `${a.target} is held by the enemy: reinforcements may not enter there`, rule: '13.4' };
  const group = 'arriving' in u.loc ? u.loc.arriving : undefined;
  const taken = group ? onePerHex(c, s, group, a.target, there) : undefined;
  if (taken) return taken;
  const record = group ? arrivalRecord(c, s, group) : undefined;
  // 13.2: US engineers may overstack on arrival.
  const stack = c.docs.scenario.reinforcements[group ?? '']?.arrives?.mayOverstack ? undefined : overstacked(c, s, a.target, id!);
  if (stack) return stack;
  // 13.3: artillery arrives Fired. 31: the airborne arrive by strategic movement, MP already spent.
  const arriving = 'arriving' in u.loc;
  const bySm = arriving && !!c.docs.scenario.reinforcements[(u.loc as { arriving: string }).arriving]?.arrives?.strategicMovement;
  const fired = arriving && info.tags.has('artillery');
  // 6.4: a division short of fuel this turn arrives out of supply (tactical movement only: 2 hexes).
  const oos = arriving && (s.fuel ?? []).some((f) => inFormation(c, info.formation, f));
  // Placed, not entering (13.2 engineers in towns, 27.2 the airdrop): no entry cost and no mode.
  const special = group ? c.docs.scenario.reinforcements[group]!.entry.special : undefined;
  const placed = special === 'anyTownOrCity' || special === 'airdrop';
  if (placed && a.mode) return { reason: `${info.name} is placed, not moved onto the map: no movement mode`, rule: '13.2' };
  if (oos && a.mode === 'strategic') return { reason: `${info.name} arrives out of supply (fuel shortage): no strategic movement`, rule: '6.4' };
  const entry = placed ? undefined : entryTerms(c, s, id!, a.target, a, spent, bySm);
  if (entry && 'reason' in entry) return entry;
  const sm = entry?.mode === 'strategic' || bySm;
  d.set(id!, { loc: { hex: a.target }, mpUsed: spent, ...(bySm ? { sm: true } : {}), ...entry?.patch, ...(fired ? { fired: true } : {}), ...(oos ? { oos: true } : {}), ...(record ? { arrival: record } : {}) });
  passThrough(d, [a.target], info.side);
  const how = special === 'airdrop' ? 'drops on' : special === 'anyTownOrCity' ? 'arrives in' : 'enters at';
  const by = entry?.patch.trucks ? ' on trucks' : sm ? ' by strategic movement' : entry?.mode === 'extended' ? ' by extended movement' : '';
  const paid = entry ? ` (${spent ? `${spent} MP spent before, ` : ''}${entry.cost} MP for the hex)` : '';
  d.log({ type: 'enter', text: `${info.name} ${how} ${a.target}${by}${paid}${entry?.stops ? ', and stops: enemy ZOC' : ''}${fired ? ', Fired' : ''}${oos ? ', out of supply (fuel shortage)' : ''}`, rule: bySm ? '31, 12' : entry?.stops ? '13.1, 9.1' : sm ? '13.1, 12' : fired ? '13.1, 13.3' : oos ? '13.1, 6.4' : group ? (c.docs.scenario.reinforcements[group]!.rule ?? '13.1') : '13.1' });
  if (group) arrivalRoll(d, id!, group);
  return undefined;
}

/**
 * The movement modes a unit that may enter at `hex` normally may also enter by (13.1: strategic
 * movement, 12.1 and 12.6; extended movement, 11.2): the same checks as the entry itself, without
 * repeating what the normal entry already passed.
 */
export function entryModes(c: Compiled, s: GameState, id: string, hex: string): MoveMode[] {
  const u = s.units[id]!;
  const group = 'arriving' in u.loc ? c.docs.scenario.reinforcements[u.loc.arriving] : undefined;
  if (group?.entry.special === 'anyTownOrCity' || group?.entry.special === 'airdrop' || group?.arrives?.strategicMovement) return [];
  const oos = !!group && (s.fuel ?? []).some((f) => inFormation(c, c.units.get(id)!.formation, f));
  const modes: MoveMode[] = oos ? ['extended'] : ['strategic', 'extended'];
  return modes.filter((mode) => !('reason' in entryTerms(c, s, id, hex, { type: 'enterReinforcement', mode }, group?.arrives?.movementSpent ?? 0, false)));
}

/** The hexes a reinforcement group may enter at (cached: by game, or by the control record when it depends on it). */
export function entryHexes(c: Compiled, s: GameState, group: string): string[] {
  const entry = c.docs.scenario.reinforcements[group]?.entry;
  // A special placement depends on where the units are and who holds what (13.2, 27.2).
  if (entry?.special === 'anyTownOrCity' || entry?.special === 'airdrop') {
    const side = c.units.get(c.docs.scenario.reinforcements[group]!.units[0]!)?.side ?? s.side;
    return memo(memo(memo(dynamicCache, s.units, () => new WeakMap()), s.control, () => new Map<string, string[]>()), group, () => specialEntryHexes(c, s, entry.special!, side));
  }
  return memo(memo(entryCache, c, () => new Map<string, string[]>()), group, () => computeEntryHexes(c, s, group));
}

const dynamicCache = new WeakMap<object, WeakMap<object, Map<string, string[]>>>();

const entryCache = new WeakMap<Compiled, Map<string, string[]>>();

function computeEntryHexes(c: Compiled, s: GameState, group: string): string[] {
  const entry = c.docs.scenario.reinforcements[group]?.entry;
  if (!entry) return [];
  if (entry.letters) return entry.letters.flatMap((l) => (c.map.entries?.[l]?.hexes as string[] | undefined) ?? []);
  if (entry.hexes) return entry.hexes as string[];
  if (entry.hexSet) return (c.map.hexSets?.[entry.hexSet]?.hexes as string[] | undefined) ?? [];
  if (entry.special === 'westEdgeRoad') {
    const west = c.g.colSign === -1 ? c.g.cols.last : c.g.cols.first;
    return c.ids.filter((h, k) => Number(h.slice(c.g.prefix.length, c.g.prefix.length + c.g.columnDigits)) === west && [0, 1, 2, 3, 4, 5].some((j) => c.road[k * 6 + j]! >= 0));
  }
  return [];
}

function describeEntry(c: Compiled, group: string): string {
  const e = c.docs.scenario.reinforcements[group]!.entry;
  return e.letters ? `entry ${e.letters.join(' or ')}` : (e.special ?? 'its entry');
}

/** A unit entering or passing a victory hex takes control of it for its side (30.2). */
export function passThrough(d: Draft, path: readonly string[], side: string): void {
  const taken = path.filter((h) => h in d.control && d.control[h] !== side);
  if (taken.length) d.control = { ...d.control, ...Object.fromEntries(taken.map((h) => [h, side])) };
  // 24.8: an enemy roadblock a unit ends in or passes through goes at the end of the phase (until then it still slows and stops).
  const hit = path.filter((h) => d.roadblocks[h] !== undefined && d.roadblocks[h] !== side && !d.roadblocksPassed?.includes(h));
  if (hit.length) d.roadblocksPassed = [...(d.roadblocksPassed ?? []), ...hit];
  watch(d, path, side);
}
