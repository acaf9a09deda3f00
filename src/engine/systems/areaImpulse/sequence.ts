import { holds } from '../../core/conditions';
import type { FactsOf } from '../../core/judgedConditions';
import type { GameEvent } from '../../core/types';
import { contested, nodeName, occupancy, spOf, unitName, unitsOf } from './board';
import type { AreaCompiled, Segment } from './compile';
import { updateControl } from './control';
import { overstackIn } from './stacking';
import { judgeSupply, suppliedAt, supplyNet } from './supply';
import type { AreaState, AreaUnitState } from './types';
import { ending, scoreVp } from './victory';

/** Whether a segment is on the calendar's first turn (Dec 16: 5.23–5.24, 7.1, 10.26). */
export const firstTurnOfCalendar = (c: AreaCompiled, seg: Segment): boolean => seg.turn === 0;

/**
 * Begins a player impulse (6.0 I–II): reinforcements due arrive in their zones (11.1), each unit's
 * impulse bookkeeping is cleared, and the phasing side's supply is judged for movement (13.15).
 */
export function beginSegment(c: AreaCompiled, s: AreaState, k: number, events: GameEvent[]): AreaState {
  const seg = c.segments[k]!;
  const units: Record<string, AreaUnitState> = {};
  const arrived: string[] = [];
  for (const [id, u] of Object.entries(s.units)) {
    let next: AreaUnitState = u.mp || u.mustAttack || u.via || u.demolitions ? { ...u, mp: 0, mustAttack: false, via: undefined, demolitions: 0 } : u;
    if ('arriving' in u.loc && u.loc.arriving === k) {
      const outside = !c.inPlay[c.graph.index.get(u.loc.zones[0]!) ?? -1];
      next = { ...next, loc: { at: u.loc.zones[0]! }, mp: u.loc.mpCost ?? 0, turnStart: u.loc.zones[0]!, oos: false, ...(outside ? { outsideSince: seg.turn } : {}) };
      arrived.push(id);
    }
    units[id] = next;
  }
  if (arrived.length) events.push({ type: 'arrive', text: `${arrived.map((id) => unitName(c, id)).join(', ')} arrive${arrived.length === 1 ? 's' : ''} (${[...new Set(arrived.map((id) => nodeName(c, (units[id]!.loc as { at: string }).at)))].join(', ')})`, rule: '11.1' });
  const occ = occupancy(c, { units });
  const base: AreaState = {
    ...s,
    seg: k,
    side: seg.side,
    turn: seg.turn,
    phaseId: 'movement',
    units,
    contestedAtStart: [...occ.keys()].filter((n) => contested(occ, n)),
    triedDemolition: [],
    triedRepair: [],
    fought: [],
    pending: undefined,
  };
  return { ...base, units: judgeSupply(c, base, seg.side) };
}

/**
 * Ends the phasing player's impulse: stacks over the limits are cut down by their owners (7.1–7.2),
 * control passes to sole occupants (12.22), the panzer reserve may be released (11.3), and after a
 * turn's last impulse come attrition (13.21) and the victory phase (12.11); then the next impulse.
 */
export function endImpulse(c: AreaCompiled, s: AreaState, events: GameEvent[]): AreaState {
  const seg = c.segments[s.seg]!;
  for (const side of c.sides) {
    const over = overstackIn(c, s, side, seg);
    if (over) {
      events.push({ type: 'overstack', text: `${c.ruleset.sides[side]?.name ?? side} is over the limit in ${nodeName(c, over)}: remove whole units until within ${c.stackUnits} units and ${c.stackStrength} SP`, rule: '7.2' });
      return { ...s, side, pending: { kind: 'overstack', area: over, side, next: 'endImpulse' } };
    }
  }
  let next: AreaState = { ...s, pending: undefined, control: updateControl(c, s) };
  if (s.specialForces && s.specialForces.until <= s.seg) {
    events.push({ type: 'specialForces', text: `The German Special Forces leave ${nodeName(c, s.specialForces.area)}`, rule: '14.3' });
    next = { ...next, specialForces: undefined };
  }
  if (seg.side !== c.sides[0]) next = releaseReserves(c, next, events);
  if (seg.lastOfTurn) next = endTurn(c, next, events);
  if (s.seg + 1 >= c.segments.length) {
    const { events: scoring, ...final } = scoreVp(c, next, 'end');
    events.push(...scoring);
    const done = { ...next, ...final };
    const ended = ending(c, done);
    events.push({ type: 'end', text: `Game over: ${ended.band ?? 'no result'}. ${ended.reason}`, rule: '12' });
    return { ...done, ended };
  }
  return beginSegment(c, next, s.seg + 1, events);
}

/** What a reserve's release condition reads (11.3): German superiority in a trigger area. */
export const RESERVE_FACTS = ['reserve.superiority'] as const;

/** 11.3: held groups whose release condition holds at the end of an Allied impulse arrive next German impulse. */
function releaseReserves(c: AreaCompiled, s: AreaState, events: GameEvent[]): AreaState {
  const held = Object.entries(s.units).filter(([, u]) => 'held' in u.loc);
  if (!held.length) return s;
  const occ = occupancy(c, s);
  const [german, allied] = c.sides as [string, string];
  const triggers = [...c.flags].filter(([id, f]) => f.has('panzerReserveTrigger') && c.inPlay[c.graph.index.get(id)!]).map(([id]) => id);
  // 11.34 (errata, 2002): German units out of supply do not count toward superiority.
  const net = c.scenario.options?.errata?.enabled ? supplyNet(c, s, german, occ) : undefined;
  const counted = (a: string) => unitsOf(occ, a, german).filter((id) => !net || suppliedAt(c, s, net, id, a));
  const superior = triggers.filter((a) => spOf(s, counted(a)) > spOf(s, unitsOf(occ, a, allied)));
  const facts: FactsOf<typeof RESERVE_FACTS> = { 'reserve.superiority': superior.length > 0 };
  const nextGerman = c.segments.findIndex((g, i) => i > s.seg && g.side === german);
  if (nextGerman < 0) return s;
  const units = { ...s.units };
  const released = new Set<string>();
  for (const [id, u] of held) {
    const group = (u.loc as { held: string }).held;
    const r = c.reinforcements[group];
    if (!r?.release || !holds(r.release.when ?? { fact: 'reserve.superiority' }, facts)) continue;
    units[id] = { ...u, loc: { arriving: nextGerman, zones: r.entry.zones ?? [], group } };
    released.add(group);
  }
  for (const g of released) events.push({ type: 'release', text: `Superiority in ${superior.map((a) => nodeName(c, a)).join(', ')} releases ${g}: it arrives in ${c.segments[nextGerman]!.label}`, rule: '11.3' });
  return released.size ? { ...s, units } : s;
}

/**
 * Scenario 8.2: units that set up or arrived outside the scenario's area this turn are removed at
 * its end unless they are then inside the area and in supply.
 */
function removeOutsiders(c: AreaCompiled, s: AreaState, units: Record<string, AreaUnitState>, nets: Record<string, Int32Array>, events: GameEvent[]): void {
  const turn = c.segments[s.seg]!.turn;
  const gone: string[] = [];
  for (const [id, u] of Object.entries(units)) {
    if (u.outsideSince !== turn || !('at' in u.loc)) continue;
    const inside = !!c.inPlay[c.graph.index.get(u.loc.at) ?? -1] && suppliedAt(c, s, nets[c.units.get(id)!.side]!, id, u.loc.at);
    units[id] = inside ? { ...u, outsideSince: undefined } : { ...u, sp: 0, loc: { eliminated: true } };
    if (!inside) gone.push(id);
  }
  if (gone.length) events.push({ type: 'loss', text: `Outside the scenario's area at the turn's end, removed: ${gone.map((id) => unitName(c, id)).join(', ')}`, rule: 'Scenario 8.2' });
}

/** 6.0 VIII–IX: attrition for both sides at once (13.21), the turn's VP (12.11), the Moved markers cleared. */
function endTurn(c: AreaCompiled, s: AreaState, events: GameEvent[]): AreaState {
  const truncated = !!c.scenario.endsAfter && s.seg === c.segments.length - 1;
  const attrition = !truncated || !!c.scenario.options?.attritionAtScenarioEnd?.enabled;
  const nets = Object.fromEntries(c.sides.map((side) => [side, supplyNet(c, s, side)]));
  const units: Record<string, AreaUnitState> = {};
  const lost: string[] = [];
  for (const [id, u] of Object.entries(s.units)) {
    let next: AreaUnitState = { ...u, spent: false, movedIn: -1, turnStart: 'at' in u.loc ? u.loc.at : undefined };
    if (attrition && 'at' in u.loc && !suppliedAt(c, s, nets[c.units.get(id)!.side]!, id, u.loc.at)) {
      lost.push(id);
      next = u.sp <= 1 ? { ...next, sp: 0, loc: { eliminated: true } } : { ...next, sp: u.sp - 1, oos: true };
    }
    units[id] = next;
  }
  if (lost.length) events.push({ type: 'attrition', text: `Attrition: ${lost.map((id) => `${unitName(c, id)}${units[id]!.sp ? ` to ${units[id]!.sp} SP` : ' eliminated'}`).join(', ')}`, rule: '13.21' });
  if (c.scenario.options?.outsideRemoved?.enabled) removeOutsiders(c, s, units, nets, events);
  const after = { ...s, units };
  const { events: scoring, ...scored } = scoreVp(c, after, 'eachTurn');
  events.push(...scoring);
  return { ...after, ...scored };
}
