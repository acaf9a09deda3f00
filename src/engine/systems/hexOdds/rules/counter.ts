import type { Compiled } from '../compile';
import type { Draft } from '../draft';
import type { Action, CounterAttack, GameState, Refusal } from '../types';
import { ask, handBack } from './results';
import { dropPositions } from './positions';
import { faceOf } from './movement';
import { occupancy } from './zoc';

/**
 * Rule 16.7 CA: a Hold roll of CA leaves the defender 1 hex back, undisrupted, and the attacker a
 * restricted advance; once that is done the defender may counter-attack the hex it held (a normal
 * combat, no artillery or air support), or re-enter it and stop if the attacker did not advance.
 */
export function planCounterAttack(d: Draft, units: readonly string[], target: string): void {
  if (!units.length) return;
  // A CA rolled inside a counter-attack hands play back, in the end, to the same phasing player.
  d.counter = { stage: 'offer', side: d.c.units.get(units[0]!)!.side, units: [...units], target, resume: d.counter?.resume ?? d.side };
  d.log({ type: 'choice', text: `CA: once the attacker has advanced, the defender may counter-attack ${target}`, rule: '16.7' });
}

/** The defender's units that may counter-attack or re-enter: on the map next to the hex, not disrupted. */
export function counterUnits(c: Compiled, s: GameState, p: Pick<CounterAttack, 'units' | 'target'>, attacking: boolean): string[] {
  const t = c.ordinal.get(p.target)!;
  const next = new Set(c.nb.subarray(t * 6, t * 6 + 6));
  return p.units.filter((id) => {
    const u = s.units[id];
    if (!u || !('hex' in u.loc) || !next.has(c.ordinal.get(u.loc.hex)!) || u.status !== 'normal') return false;
    const info = c.units.get(id)!;
    return !attacking || (!info.tags.has('artillery') && (faceOf(info, u.steps).attack ?? 0) > 0);
  });
}

/**
 * After every action in a combat phase (15.8, 16.7): positions whose defenders are gone are removed;
 * a planned counter-attack is offered once nothing else waits; one fought hands play back to the
 * phasing player once its result is all applied.
 */
export function afterCombatAction(d: Draft): void {
  dropPositions(d, 'combat');
  const p = d.counter;
  if (!p || d.pending) return;
  if (p.stage === 'fighting') {
    d.counter = undefined;
    d.side = p.resume;
    return;
  }
  const s = d.view();
  const held = occupancy(d.c, s).get(d.c.ordinal.get(p.target)!);
  const units = counterUnits(d.c, s, p, !!held);
  d.counter = undefined;
  if (!units.length || (held && held.side === p.side)) return;
  ask(d, { kind: 'counterAttack', chooser: p.side, resume: p.resume, units, target: p.target, reenter: !held });
}

/** The defender counter-attacks (`choice: "attack"`), re-enters the empty hex (`"reenter"`), or lets it go (`"decline"`). */
export function chooseCounterAttack(d: Draft, a: Action, resolve: (d: Draft, attackers: readonly string[], target: string) => void): Refusal | undefined {
  const p = d.base.pending;
  if (p?.kind !== 'counterAttack') return { reason: 'no counter-attack waits', rule: '16.7' };
  const names = p.units.map((id) => d.c.units.get(id)!.name).join(', ');
  if (a.choice === 'decline') {
    handBack(d, p);
    d.log({ type: 'choice', text: `The defender does not ${p.reenter ? 're-enter' : 'counter-attack'} ${p.target}`, rule: '16.7' });
    return undefined;
  }
  if (p.reenter && a.choice === 'reenter') {
    handBack(d, p);
    for (const id of p.units) d.set(id, { loc: { hex: p.target } });
    d.log({ type: 'move', text: `${names} re-enter ${p.target} and stop (CA, the attacker did not advance)`, rule: '16.7' });
    return undefined;
  }
  if (!p.reenter && a.choice === 'attack') {
    // The counter-attacker decides what its combat asks (a firefight, its advance); play returns after.
    d.pending = undefined;
    d.side = p.chooser;
    d.counter = { stage: 'fighting', side: p.chooser, units: p.units, target: p.target, resume: p.resume };
    resolve(d, p.units, p.target);
    return undefined;
  }
  return { reason: p.reenter ? 're-enter the hex (reenter) or decline' : 'counter-attack (attack) or decline', rule: '16.7' };
}
