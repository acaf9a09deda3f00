import type { Effect } from '../../../../generated/documents';
import type { Draft } from '../draft';
import type { Action, CombatSides, Refusal } from '../types';
import { applyEffects, ask, handBack, resume } from './results';

/** The DR1 a lone recon unit may take instead of Eng (21.4): retreat 1 hex, not disrupted; a normal advance. */
const DR1: readonly Effect[] = [
  { kind: 'retreat', who: 'defender', hexes: 1 },
  { kind: 'advance', advance: 'normal' },
];

/**
 * Rule 21.4: a recon unit defending alone that is made Eng may take the result as DR1 instead. The
 * owner chooses (Eng first: the result as rolled); true when the choice waits.
 */
export function offerRecon(d: Draft, effects: readonly Effect[], sides: CombatSides, plusOne: boolean): boolean {
  if (sides.reconAsked) return false;
  const here = sides.defenders.filter((id) => (d.unit(id).loc as { hex?: string }).hex === sides.target);
  const info = here.length === 1 ? d.c.units.get(here[0]!) : undefined;
  if (!info?.tags.has('recon')) return false;
  ask(d, { kind: 'recon', chooser: info.side, resume: d.side, unit: info.id, cont: { effects, sides: { ...sides, reconAsked: true }, plusOne } });
  d.log({ type: 'choice', text: `${info.name} defends alone: it may take Eng, or retreat 1 hex undisrupted instead (DR1)`, rule: '21.4' });
  return true;
}

/** The recon unit's owner takes Eng (`choice: "engaged"`) or DR1 (`choice: "retreat"`). */
export function chooseRecon(d: Draft, a: Action): Refusal | undefined {
  const p = d.base.pending;
  if (p?.kind !== 'recon') return { reason: 'no recon choice waits', rule: '21.4' };
  if (a.choice === 'engaged') {
    resume(d, p);
    return undefined;
  }
  if (a.choice !== 'retreat') return { reason: 'take Eng (engaged) or retreat 1 hex as DR1 (retreat)', rule: '21.4' };
  d.log({ type: 'result', text: `${d.c.units.get(p.unit)!.name} takes the Eng as DR1: it retreats 1 hex, not disrupted`, rule: '21.4' });
  handBack(d, p);
  // The Eng itself is replaced; what else the result does (an Attacker Advantage marker) still happens.
  const [, ...rest] = p.cont.effects;
  applyEffects(d, [...DR1, ...rest], { ...p.cont.sides, holdAsked: true }, p.cont.plusOne);
  return undefined;
}
