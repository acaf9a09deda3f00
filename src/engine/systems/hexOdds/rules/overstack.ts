import { compareText } from '../../../../shared/order';
import type { Draft } from '../draft';
import type { Action, Refusal } from '../types';
import { faceOf } from './movement';
import { handBack } from './results';
import { overstacks } from './stacking';

/**
 * Rule 8 with 17.4: a stack left over the limits by a retreat (or by a move the rules stopped short,
 * 7.8) must be legal by the end of its owner's next Movement Phase; the owner eliminates units until
 * it is. At the end of the side's Movement Phase each such stack waits for the owner's choice, the
 * engine's pick (the weakest unit) first. True when the phase waits.
 */
export function askOverstack(d: Draft, side: string): boolean {
  const over = overstacks(d.c, d.view()).find((o) => d.c.units.get(o.units[0]!)!.side === side);
  if (!over) return false;
  const weak = (id: string) => {
    const f = faceOf(d.c.units.get(id)!, d.unit(id).steps);
    return (f.defense ?? 0) * 10 + (f.attack ?? 0);
  };
  const candidates = [...over.units].sort((a, b) => weak(a) - weak(b) || compareText(a, b));
  d.pending = { kind: 'overstack', chooser: side, resume: side, hex: over.at, candidates };
  d.log({ type: 'choice', text: `${over.reason}: the ${d.c.ruleset.sides[side]?.name ?? side} player eliminates units until the stack is legal`, rule: '8, 17.4' });
  return true;
}

/** The owner eliminates one unit of the overstacked stack. */
export function eliminateOverstack(d: Draft, a: Action): Refusal | undefined {
  const p = d.base.pending;
  if (p?.kind !== 'overstack') return { reason: 'no stack waits to be made legal', rule: '8' };
  if (!a.unit || !p.candidates.includes(a.unit)) return { reason: `eliminate one of the units at ${p.hex}`, rule: '8' };
  d.set(a.unit, { loc: { eliminated: true }, steps: 0 });
  d.log({ type: 'eliminated', text: `${d.c.units.get(a.unit)!.name} is eliminated to make the stack at ${p.hex} legal`, rule: '8, 17.4' });
  handBack(d, p);
  return undefined;
}
