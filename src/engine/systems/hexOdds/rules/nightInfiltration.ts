import type { Compiled } from '../compile';
import type { Draft } from '../draft';
import type { Action, GameState, Refusal } from '../types';
import { passThrough, tacticalStep } from '../actions/movement';
import { crossBridges } from './bridges';
import { faceOf } from './movement';
import { atNight, markedStacks, nightMover } from './night';
import { overstacked } from './stacking';
import { closedLines, offLimits, optionOn } from './turnRules';
import { enemyView } from './zoc';

const RULE = '34';

/** The Night markers the side left unused this night: each lets one stack infiltrate (34). */
function markersLeft(c: Compiled, s: GameState, side: string): number {
  if (s.infiltration?.turn === s.turn && s.infiltration.side === side) return s.infiltration.left;
  return Math.max(0, (c.ruleset.values?.nightStacks?.value ?? 3) - markedStacks(c, s, side).size);
}

/** Whether the side's night Movement Phase is played for infiltration: the option is on and a marker is unused (34). */
export function infiltrationOpen(c: Compiled, s: GameState, side: string): boolean {
  return optionOn(c, 'nightInfiltration') && markersLeft(c, s, side) > 0;
}

/** At the start of the side's night Movement Phase: the markers left unused in the PM turn, counted once (34). */
export function countUnusedMarkers(d: Draft, side: string, turn: number): void {
  if (!optionOn(d.c, 'nightInfiltration')) return;
  d.infiltration = { turn, side, left: markersLeft(d.c, { ...d.view(), infiltration: undefined }, side) };
}

/** Why a unit may not infiltrate tonight at all: Eng, a Replacement marker, a Night marker or activation of its own, or it has moved. */
function unfit(c: Compiled, s: GameState, id: string): Refusal | undefined {
  const u = s.units[id];
  const info = c.units.get(id);
  if (!u || !info) return { reason: `unknown unit ${id}` };
  if (info.side !== s.side) return { reason: `${info.name} is not the ${s.side} player's` };
  if (!('hex' in u.loc)) return { reason: `${info.name} is not on the map` };
  if (u.engaged) return { reason: `${info.name} is engaged (Eng): no night infiltration`, rule: RULE };
  if (u.replaced) return { reason: `${info.name} has a Replacement marker: no night infiltration`, rule: RULE };
  if (nightMover(c, s, id)) return { reason: `${info.name} moves tonight by its Night marker (or its activation), not by infiltration`, rule: '25.3' };
  if (u.moved || u.infiltrated === s.turn) return { reason: `${info.name} has moved tonight`, rule: RULE };
  return undefined;
}

/**
 * Why a unit may not step from hex k across side j by infiltration: into any terrain not prohibited
 * to it, never onto an enemy unit, into or across an enemy bond; into an enemy ZOC only a veteran or
 * elite unit that is neither disrupted nor routed (34).
 */
function stepRefusal(c: Compiled, s: GameState, id: string, k: number, j: number, view: ReturnType<typeof enemyView>): Refusal | undefined {
  const info = c.units.get(id)!;
  const u = s.units[id]!;
  const n = c.nb[k * 6 + j]!;
  const to = c.ids[n]!;
  // One hex whatever it costs, as tactical movement steps: only what is prohibited to the unit stays closed.
  const step = tacticalStep(c, s, info, k, j, view, offLimits(c, s, id), closedLines(c, s, info.side)?.sides, true);
  if (step) return { reason: step.why, rule: step.rule ?? RULE };
  const morale = faceOf(info, u.steps).morale ?? 'veteran'; // as the rally table reads a counter with no morale printed (18.4)
  if (view.enemyZoc[n] && !((morale === 'veteran' || morale === 'elite') && u.status === 'normal')) return { reason: `${to} is in an enemy ZOC: only veteran or elite units, neither disrupted nor routed, infiltrate into one`, rule: RULE };
  return undefined;
}

/**
 * Rule 34 (optional): night infiltration. Each Night marker the side left unused lets one stack
 * (`units`, all from one hex; any of its units that may) move one hex at night (`target`), whatever
 * the terrain costs; units that spent their whole MA in the PM turn may. The stack does not attack
 * that night.
 */
export function infiltrateAtNight(d: Draft, a: Action): Refusal | undefined {
  const c = d.c;
  const s = d.base;
  if (!optionOn(c, 'nightInfiltration')) return { reason: 'night infiltration is an optional rule this scenario does not switch on', rule: RULE };
  if (!atNight(c, s)) return { reason: 'infiltration is made at night only', rule: RULE };
  if (markersLeft(c, s, s.side) <= 0) return { reason: 'no Night marker is left unused tonight: each lets one stack infiltrate', rule: RULE };
  const ids = [...new Set(a.units ?? (a.unit ? [a.unit] : []))];
  if (!ids.length) return { reason: 'say which units of the stack infiltrate' };
  for (const id of ids) {
    const bad = unfit(c, s, id);
    if (bad) return bad;
  }
  const from = (s.units[ids[0]!]!.loc as { hex: string }).hex;
  if (ids.some((id) => (s.units[id]!.loc as { hex: string }).hex !== from)) return { reason: 'an infiltrating stack moves from one hex: its units must all be in the same hex', rule: RULE };
  const k = c.ordinal.get(from)!;
  const n = a.target === undefined ? undefined : c.ordinal.get(a.target);
  const j = n === undefined ? -1 : Array.from(c.nb.subarray(k * 6, k * 6 + 6)).indexOf(n);
  if (j < 0) return { reason: `infiltration moves one hex: ${a.target ?? 'no hex'} is not next to ${from}`, rule: RULE };
  const view = enemyView(c, s, s.side);
  for (const id of ids) {
    const bad = stepRefusal(c, s, id, k, j, view);
    if (bad) return bad;
  }
  const walked = crossBridges(d, [from, a.target!], s.side);
  const to = walked[walked.length - 1]!;
  for (const id of ids) {
    const full = to !== from ? overstacked(c, d.view(), to, id) : undefined;
    if (full) return full;
    d.set(id, { loc: { hex: to }, moved: true, infiltrated: s.turn });
  }
  passThrough(d, walked, s.side);
  d.infiltration = { turn: s.turn, side: s.side, left: markersLeft(c, s, s.side) - 1 };
  d.log({ type: 'move', text: `${ids.map((id) => c.units.get(id)!.name).join(', ')} infiltrate${ids.length === 1 ? 's' : ''} ${walked.join(' → ')} by night (an unused Night marker; no attack tonight)`, rule: RULE, data: { units: ids, path: walked } });
  return undefined;
}

/** Each stack's infiltrations tonight, one action per hex next to it with the units of the stack that may go there (34). */
export function infiltrations(c: Compiled, s: GameState): Action[] {
  if (!optionOn(c, 'nightInfiltration') || !atNight(c, s) || markersLeft(c, s, s.side) <= 0) return [];
  const byHex = new Map<string, string[]>();
  for (const id of Object.keys(s.units)) {
    if (c.units.get(id)!.side !== s.side || unfit(c, s, id)) continue;
    const hex = (s.units[id]!.loc as { hex: string }).hex;
    byHex.set(hex, [...(byHex.get(hex) ?? []), id]);
  }
  const view = enemyView(c, s, s.side);
  const out: Action[] = [];
  for (const [hex, ids] of byHex) {
    const k = c.ordinal.get(hex)!;
    for (let j = 0; j < 6; j++) {
      const n = c.nb[k * 6 + j]!;
      if (n < 0) continue;
      const able = ids.filter((id) => !stepRefusal(c, s, id, k, j, view) && !overstacked(c, s, c.ids[n]!, id));
      if (able.length) out.push({ type: 'infiltrateAtNight', side: s.side, units: able, target: c.ids[n]! });
    }
  }
  return out;
}
