import type { Compiled } from '../compile';
import type { Draft } from '../draft';
import type { Effect } from '../../../../generated/documents';
import type { Action, AdvantageMarker, CombatSides, GameState, Refusal } from '../types';
import { ask, resume } from './results';

/**
 * Rule 16.6: an Eng+ result lets the attacker put an Attacker Advantage marker on one attacking unit
 * or stack, pointing at the defender's hex. In its next turn that stack (alone or with others)
 * attacking the same hex gets 1 right shift. The marker goes after that attack, when the target hex
 * is empty at the start of the owner's Combat Phase, when every original unit has left the marked
 * hex, or when the units in the marked hex are made to retreat.
 */

/** The marker's choice (16.6): which attacking stack carries it, or none; the strongest stack first. */
export function offerAdvantage(d: Draft, sides: CombatSides, rest: readonly Effect[], plusOne: boolean): boolean {
  const c = d.c;
  const strength = new Map<string, number>();
  for (const id of sides.attackers) {
    const u = d.unit(id);
    if (!('hex' in u.loc) || c.units.get(id)!.tags.has('artillery')) continue;
    strength.set(u.loc.hex, (strength.get(u.loc.hex) ?? 0) + (c.units.get(id)!.front.attack ?? 0));
  }
  if (!strength.size) return false;
  const hexes = [...strength].sort((a, b) => b[1] - a[1]).map(([h]) => h);
  const side = c.units.get(sides.attackers[0]!)!.side;
  ask(d, { kind: 'advantage', chooser: side, resume: d.side, hexes, cont: { effects: rest, sides, plusOne } });
  d.log({ type: 'choice', text: `Eng+: the attacker may place an Attacker Advantage marker on an attacking stack, pointing at ${sides.target}`, rule: '16.6' });
  return true;
}

/** The attacker places the marker on a stack (`target`), or declines (`choice: "decline"`). */
export function placeAdvantage(d: Draft, a: Action): Refusal | undefined {
  const p = d.base.pending;
  if (p?.kind !== 'advantage') return { reason: 'no Attacker Advantage marker waits to be placed', rule: '16.6' };
  if (a.choice !== 'decline' && (!a.target || !p.hexes.includes(a.target))) return { reason: `the marker goes on an attacking stack (${p.hexes.join(', ')}), or none`, rule: '16.6' };
  if (a.target && a.choice !== 'decline') {
    const units = p.cont.sides.attackers.filter((id) => (d.unit(id).loc as { hex?: string }).hex === a.target);
    const marker: AdvantageMarker = { side: p.chooser, hex: a.target, target: p.cont.sides.target, units, turn: d.base.turn };
    d.advantage = [...(d.advantage ?? []).filter((m) => !(m.side === marker.side && m.hex === marker.hex)), marker];
    d.log({ type: 'marker', text: `Attacker Advantage marker on ${a.target}, pointing at ${marker.target}`, rule: '16.6' });
  }
  resume(d, p);
  return undefined;
}

/** The marker that gives these attackers its shift against `target` now, if one does. */
export function advantageFor(c: Compiled, s: GameState, attackers: readonly string[], target: string): AdvantageMarker | undefined {
  return s.advantage?.find((m) => m.armed && m.target === target && m.side === c.units.get(attackers[0] ?? '')?.side && attackers.some((id) => m.units.includes(id) && (s.units[id]?.loc as { hex?: string }).hex === m.hex));
}

/**
 * At the start of the owner's Combat Phase: a marker from an earlier turn is armed for this one; one
 * armed before has had its turn; one whose target is empty, or whose original units have all left, goes.
 */
export function reviewAdvantage(d: Draft, side: string, turn: number): void {
  const list = d.advantage;
  if (!list?.length) return;
  const occupied = (hex: string) => d.unitsIn(hex).length > 0;
  const next: AdvantageMarker[] = [];
  for (const m of list) {
    if (m.side !== side || m.turn >= turn) {
      next.push(m);
      continue;
    }
    const stays = m.units.some((id) => (d.unit(id).loc as { hex?: string }).hex === m.hex);
    if (m.armed || !occupied(m.target) || !stays) {
      d.log({ type: 'marker', text: `Attacker Advantage marker on ${m.hex} removed${m.armed ? ' (its turn has passed)' : !stays ? ' (its units left the hex)' : ` (${m.target} is empty)`}`, rule: '16.6' });
      continue;
    }
    next.push({ ...m, armed: true });
  }
  d.advantage = next.length ? next : undefined;
}

/** The marker is used up by its attack (16.6), or lost when a unit of its hex retreats. */
export function dropAdvantage(d: Draft, gone: (m: AdvantageMarker) => boolean): void {
  if (!d.advantage?.some(gone)) return;
  const next = d.advantage.filter((m) => !gone(m));
  d.advantage = next.length ? next : undefined;
}
