import { memo } from '../../../../shared/memo';
import { RecentCache } from '../../../../shared/recentCache';
import type { Compiled } from '../compile';
import type { Draft } from '../draft';
import type { MoveMode } from '../rules/movement';
import { occupancy } from '../rules/zoc';
import { overstacked } from '../rules/stacking';
import { inFormation } from '../rules/formations';
import { unreleased } from '../rules/release';
import { arrivalRecord, arrivalRoll, onePerHex, specialEntryHexes } from '../rules/arrival';
import { entryTerms } from '../rules/entry';
import { blockingRefusal, sectorRefusal } from '../rules/blocking';
import { boxEntryHexes } from './boxes';
import { passThrough } from './movement';
import { confinementRefusal } from '../rules/nationality';
import type { Action, GameState, Refusal, UnitState } from '../types';

/** What a unit's arrival group says about how it comes on (13.1, 13.2, 27.2, 31, 6.4). */
function arrivalTermsOf(c: Compiled, s: GameState, id: string) {
  const u = s.units[id]!;
  const group = 'arriving' in u.loc ? u.loc.arriving : undefined;
  const terms = group ? c.docs.scenario.reinforcements[group] : undefined;
  const special = terms?.entry.special;
  return {
    group,
    special,
    // Placed, not entering (13.2 engineers in towns, 27.2 the airdrop): no entry cost and no mode.
    placed: special === 'anyTownOrCity' || special === 'airdrop',
    // 31: the airborne arrive by strategic movement, MP already spent.
    bySm: !!terms?.arrives?.strategicMovement,
    spent: terms?.arrives?.movementSpent ?? 0,
    // 6.4: a division short of fuel this turn arrives out of supply (tactical movement only: 2 hexes).
    oos: !!group && (s.fuel ?? []).some((f) => inFormation(c, c.units.get(id)!.formation, f)),
  };
}

/** What an entry does, once every check has passed: the unit's new record, and what the log says. */
interface EntryPlan {
  readonly id: string;
  readonly side: string;
  readonly target: string;
  readonly group?: string;
  readonly patch: Partial<UnitState>;
  readonly text: string;
  readonly rule: string;
}

/**
 * Rule 13.1: whether a reinforcement may enter at `a.target` (or its special placement) in its turn's
 * Movement Phase, or a unit in an off-map box by an entry hex of its box (11.9), and what entering
 * does. Pure: legal actions ask it for every entry hex without building a new state.
 */
export function entryPlan(c: Compiled, s: GameState, a: Action): EntryPlan | Refusal {
  const id = a.unit;
  const u = id ? s.units[id] : undefined;
  const info = id ? c.units.get(id) : undefined;
  if (!id || !u || !info || !('arriving' in u.loc || 'box' in u.loc)) return { reason: `${id ?? 'that unit'} is not waiting to arrive or in an off-map box` };
  if (info.side !== s.side) return { reason: `${info.name} is not the ${s.side} player's` };
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
    if (!a.target || !setOf(entryHexes(c, s, u.loc.arriving)).has(a.target)) return { reason: `${info.name} enters at ${describeEntry(c, u.loc.arriving)}, not at ${a.target ?? 'no hex'}`, rule: '13.1' };
  }
  // 27.3: never onto ground closed to the unit's nationality (the British never on the East map).
  const ground = confinementRefusal(c, id, a.target);
  if (ground) return ground;
  const { group, special, placed, bySm, spent, oos } = arrivalTermsOf(c, s, id);
  const there = occupancy(c, s).get(c.ordinal.get(a.target)!)?.units ?? [];
  if (there.some((x) => c.units.get(x)!.side !== info.side)) return { reason: `${a.target} is held by the enemy: reinforcements may not enter there`, rule: '13.4' };
  const shut = blockingRefusal(c, s, id) ?? sectorRefusal(c, s, info.side, a.target);
  if (shut) return shut;
  const taken = group ? onePerHex(c, s, group, a.target, there) : undefined;
  if (taken) return taken;
  const record = group ? arrivalRecord(c, s, group) : undefined;
  // 13.2: US engineers may overstack on arrival.
  const stack = c.docs.scenario.reinforcements[group ?? '']?.arrives?.mayOverstack ? undefined : overstacked(c, s, a.target, id);
  if (stack) return stack;
  // 13.3: artillery arrives Fired.
  const fired = !!group && info.tags.has('artillery');
  if (placed && a.mode) return { reason: `${info.name} is placed, not moved onto the map: no movement mode`, rule: '13.2' };
  if (oos && a.mode === 'strategic') return { reason: `${info.name} arrives out of supply (fuel shortage): no strategic movement`, rule: '6.4' };
  const entry = placed ? undefined : entryTerms(c, s, id, a.target, a, spent, bySm);
  if (entry && 'reason' in entry) return entry;
  const sm = entry?.mode === 'strategic' || bySm;
  const how = special === 'airdrop' ? 'drops on' : special === 'anyTownOrCity' ? 'arrives in' : 'enters at';
  const by = entry?.patch.trucks ? ' on trucks' : sm ? ' by strategic movement' : entry?.mode === 'extended' ? ' by extended movement' : '';
  const paid = entry ? ` (${spent ? `${spent} MP spent before, ` : ''}${entry.cost} MP for the hex)` : '';
  return {
    id,
    side: info.side,
    target: a.target,
    ...(group ? { group } : {}),
    patch: { loc: { hex: a.target }, mpUsed: spent, ...(u.blocking ? { blocking: undefined } : {}), ...(bySm ? { sm: true } : {}), ...entry?.patch, ...(fired ? { fired: true } : {}), ...(oos ? { oos: true } : {}), ...(record ? { arrival: record } : {}) },
    text: `${info.name} ${how} ${a.target}${by}${paid}${entry?.stops ? ', and stops: enemy ZOC' : ''}${fired ? ', Fired' : ''}${oos ? ', out of supply (fuel shortage)' : ''}`,
    rule: bySm ? '31, 12' : entry?.stops ? '13.1, 9.1' : sm ? '13.1, 12' : fired ? '13.1, 13.3' : oos ? '13.1, 6.4' : group ? (c.docs.scenario.reinforcements[group]!.rule ?? '13.1') : '13.1',
  };
}

/** Rule 13.1: the unit enters (see entryPlan); a group with arrival terms rolls for it (27.2). */
export function enter(d: Draft, a: Action): Refusal | undefined {
  const plan = entryPlan(d.c, d.base, a);
  if ('reason' in plan) return plan;
  d.set(plan.id, plan.patch);
  passThrough(d, [plan.target], plan.side);
  d.log({ type: 'enter', text: plan.text, rule: plan.rule });
  if (plan.group) arrivalRoll(d, plan.id, plan.group);
  return undefined;
}

/**
 * The movement modes a unit that may enter at `hex` normally may also enter by (13.1: strategic
 * movement, 12.1 and 12.6; extended movement, 11.2): the same checks as the entry itself, without
 * repeating what the normal entry already passed.
 */
export function entryModes(c: Compiled, s: GameState, id: string, hex: string): MoveMode[] {
  const { placed, bySm, spent, oos } = arrivalTermsOf(c, s, id);
  if (placed || bySm) return [];
  const modes: MoveMode[] = oos ? ['extended'] : ['strategic', 'extended'];
  return modes.filter((mode) => !('reason' in entryTerms(c, s, id, hex, { type: 'enterReinforcement', mode }, spent, false)));
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

/** A group's entry hexes as a set, kept with the list (the legal actions ask for each hex of it). */
const sets = new WeakMap<readonly string[], ReadonlySet<string>>();
const setOf = (hexes: readonly string[]): ReadonlySet<string> => memo(sets, hexes, () => new Set(hexes));

const dynamicCache = new RecentCache<object, WeakMap<object, Map<string, string[]>>>(8);

const entryCache = new WeakMap<Compiled, Map<string, string[]>>();

function computeEntryHexes(c: Compiled, s: GameState, group: string): string[] {
  const entry = c.docs.scenario.reinforcements[group]?.entry;
  if (!entry) return [];
  if (entry.letters) return entry.letters.flatMap((l) => (c.map.entries?.[l]?.hexes as string[] | undefined) ?? []);
  if (entry.hexes) return entry.hexes as string[];
  if (entry.hexSet) return (c.map.hexSets?.[entry.hexSet]?.hexes as string[] | undefined) ?? [];
  if (entry.special === 'westEdgeRoad') {
    return c.ids.filter((h, k) => c.edges[k]!.includes('W') && [0, 1, 2, 3, 4, 5].some((j) => c.road[k * 6 + j]! >= 0));
  }
  return [];
}

function describeEntry(c: Compiled, group: string): string {
  const e = c.docs.scenario.reinforcements[group]!.entry;
  return e.letters ? `entry ${e.letters.join(' or ')}` : (e.special ?? 'its entry');
}
