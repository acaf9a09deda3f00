import { InvariantViolation, CHECK_INVARIANTS } from '../../core/invariants';
import type { Action, Applied, GameEvent, Refusal } from '../../core/types';
import { nodeName, occupancy, spOf, unitName, whereIs } from './board';
import { demolish, repair } from './bridges';
import { battleOptions, chooseTarget, fight } from './combat';
import type { AreaCompiled } from './compile';
import { entrench } from './entrench';
import { move } from './move';
import { placeReinforcement } from './reinforcements';
import { useSpecialForces } from './specialForces';
import { judgeSupply } from './supply';
import { endImpulse } from './sequence';
import { withinLimits } from './stacking';
import type { AreaState } from './types';

type Handler = (c: AreaCompiled, s: AreaState, a: Action, events: GameEvent[]) => AreaState | Refusal;

/** The actions of each phase (the ruleset's phases name them; 6.0 II). */
const PHASE_ACTIONS: Readonly<Record<AreaState['phaseId'], Readonly<Record<string, Handler>>>> = {
  movement: { move, entrench, placeReinforcement, useSpecialForces, endPhase },
  combat: { fight, endPhase },
  bridgeRepair: { repairBridge: repair, endPhase },
};
const PENDING_ACTIONS: Readonly<Record<string, Readonly<Record<string, Handler>>>> = {
  demolition: { demolish, declineDemolition: demolish },
  battle: { assignArtillery: chooseTarget, assignFire: chooseTarget },
  overstack: { removeUnit },
};

/** Applies an action: pure; a refusal says why and cites the rule. */
export function applyAction(c: AreaCompiled, s: AreaState, a: Action): Applied<AreaState> {
  if (s.ended) return { ok: false, error: { reason: `the game is over: ${s.ended.reason}` } };
  if (a.side !== undefined && a.side !== s.side) return { ok: false, error: { reason: `it is the ${c.ruleset.sides[s.side]?.name ?? s.side} player's decision now`, rule: '6.0' } };
  const table = s.pending ? PENDING_ACTIONS[s.pending.kind]! : PHASE_ACTIONS[s.phaseId];
  const handler = table[a.type];
  if (!handler) {
    const now = s.pending ? `first ${s.pending.kind === 'battle' ? 'choose the targets of the battle' : s.pending.kind === 'demolition' ? 'decide whether to blow the bridge' : 'remove units from the overstacked area'}` : `the ${c.ruleset.phases[s.phaseId]?.name ?? s.phaseId} phase allows ${Object.keys(table).join(', ')}`;
    return { ok: false, error: { reason: `"${a.type}" is not possible now: ${now}`, rule: '6.0' } };
  }
  const events: GameEvent[] = [];
  const r = handler(c, s, a, events);
  if ('reason' in r) return { ok: false, error: r };
  const next = { ...r, step_count: s.step_count + 1 };
  if (CHECK_INVARIANTS) checkInvariants(c, next);
  return { ok: true, state: next, events };
}

/** Ends the phase: movement → combat → bridge repair → the impulse's end (6.0 II-1…4). */
function endPhase(c: AreaCompiled, s: AreaState, _a: Action, events: GameEvent[]): AreaState | Refusal {
  if (s.phaseId === 'movement') {
    if (s.side !== c.segments[s.seg]!.side) return { reason: 'not your impulse', rule: '6.0' };
    // 13.16: supply for combat is judged after movement, just before combat, for both sides.
    let judged: AreaState = { ...s, phaseId: 'combat' };
    for (const side of c.sides) judged = { ...judged, units: judgeSupply(c, judged, side) };
    return skipEmpty(c, judged);
  }
  if (s.phaseId === 'combat') {
    const owed = battleOptions(c, s).filter((o) => o.must.length);
    if (owed.length) return { reason: `units that entered enemy areas must attack first: ${owed.map((o) => nodeName(c, o.area)).join(', ')}`, rule: '8.23, 9.12' };
    return { ...s, phaseId: 'bridgeRepair' };
  }
  return endImpulse(c, s, events);
}

/** Combat with no battle possible is passed over, so a quiet impulse is one endPhase shorter. */
function skipEmpty(c: AreaCompiled, s: AreaState): AreaState {
  return battleOptions(c, s).length ? s : { ...s, phaseId: 'bridgeRepair' };
}

/** 7.2: the owner removes whole units of its choice until the area is within the limits. */
function removeUnit(c: AreaCompiled, s: AreaState, a: Action, events: GameEvent[]): AreaState | Refusal {
  const p = s.pending;
  if (p?.kind !== 'overstack') return { reason: 'no area is over the limits', rule: '7.2' };
  if (!a.unit || whereIs(s.units[a.unit]) !== p.area || c.units.get(a.unit)?.side !== p.side) return { reason: `remove one of your units in ${nodeName(c, p.area)}`, rule: '7.2' };
  events.push({ type: 'loss', text: `${unitName(c, a.unit)} is removed from ${nodeName(c, p.area)} (over the limit)`, rule: '7.2' });
  const after: AreaState = { ...s, units: { ...s.units, [a.unit]: { ...s.units[a.unit]!, sp: 0, loc: { eliminated: true }, entrenched: false } } };
  if (!withinLimits(c, after, p.area, p.side)) return after;
  return endImpulse(c, { ...after, pending: undefined }, events);
}

/** Checked after every action in development and tests: each unit once, SP within its strength, limits kept at impulse ends. */
function checkInvariants(c: AreaCompiled, s: AreaState): void {
  for (const [id, u] of Object.entries(s.units)) {
    const info = c.units.get(id);
    if (!info) throw new InvariantViolation(`unit ${id} is not in the order of battle`);
    if ('at' in u.loc && !c.graph.index.has(u.loc.at)) throw new InvariantViolation(`${id} is off the map at ${u.loc.at}`);
    if ('at' in u.loc && (u.sp < 1 || u.sp > info.strength)) throw new InvariantViolation(`${id} has ${u.sp} SP of ${info.strength}`);
  }
  if (s.pending || s.ended) return;
  // At the start of an impulse (nothing moved yet) no side is over the limits: 7.2 ran at the last
  // impulse's end. The calendar's first turn is exempt: the German setup overstacks stand until 16-3 (7.1).
  const fresh = s.phaseId === 'movement' && c.segments[s.seg]!.turn > 0 && Object.values(s.units).every((u) => u.movedIn !== s.seg && u.mp === 0);
  if (!fresh) return;
  for (const [node, here] of occupancy(c, s))
    for (const [side, ids] of here)
      if (c.graph.kind[c.graph.index.get(node)!] === 'area' && (ids.length > c.stackUnits || spOf(s, ids) > c.stackStrength)) throw new InvariantViolation(`${side} is over the limits in ${node} at the start of ${c.segments[s.seg]!.label}`);
}
