import type { Compiled } from '../compile';
import type { Draft } from '../draft';
import type { Action, GameState, Refusal } from '../types';
import { smMarkersFree } from './strategic';
import { formationAt } from './formations';

/** The army a unit belongs to (22.3: a prime mover moves artillery of its own army). */
const armyOf = (c: Compiled, id: string): string | undefined => formationAt(c, c.units.get(id)?.formation, 'army');

/** 22.3: an army's prime movers per turn, from the ruleset's table keyed by army. */
function primeMovers(c: Compiled, army: string): number {
  const t = c.ruleset.tables?.primeMovers;
  return t?.kind === 'lookup' ? Number((t.entries[army] as { value?: number } | undefined)?.value ?? 0) : 0;
}

/** 22.3: the MA a prime mover gives (5). */
export const primeMoverMovement = (c: Compiled): number => c.ruleset.values?.primeMoverMovement?.value ?? 5;

/**
 * Rule 22.3: why a German artillery unit may not take a prime mover now: artillery that needs one,
 * on the map, not yet moved this phase, with one of its army's prime movers free (2 for the 6th and
 * 5th Pz Armies, 1 for the 7th Army) and a free SM marker (a prime mover is an SM marker's back, 12.3).
 */
export function cannotTakePrimeMover(c: Compiled, s: GameState, id: string): Refusal | undefined {
  const info = c.units.get(id);
  const u = s.units[id];
  if (!info || !u) return { reason: `unknown unit ${id}` };
  if (info.side !== s.side) return { reason: `${info.name} is not the ${s.side} player's` };
  if (!info.tags.has('needsPrimeMover')) return { reason: `${info.name} is not artillery that moves by prime mover`, rule: '22.3' };
  if (!('hex' in u.loc)) return { reason: `${info.name} is not on the map` };
  if (u.pm) return { reason: `${info.name} has a prime mover already`, rule: '22.3' };
  if (u.moved || u.mpUsed > 0) return { reason: `${info.name} has moved this phase: a prime mover is given before it moves`, rule: '22.3' };
  const army = armyOf(c, id);
  const limit = army ? primeMovers(c, army) : 0;
  const used = c.artillery.filter((other) => s.units[other]?.pm && armyOf(c, other) === army).length;
  if (used >= limit) return { reason: `${limit ? `all ${limit}` : 'none'} of the ${c.docs.oob.formations?.[army ?? '']?.name ?? army ?? 'army'}'s prime movers ${limit ? 'are in use' : 'exist'} this turn`, rule: '22.3' };
  return smMarkersFree(c, s, info.side);
}

/** 22.3: the unit takes a prime mover: MA 5 at mechanized rates this phase, no firing until the marker comes off. */
export function takePrimeMover(d: Draft, a: Action): Refusal | undefined {
  const why = cannotTakePrimeMover(d.c, d.base, a.unit ?? '');
  if (why) return why;
  d.set(a.unit!, { pm: true });
  d.log({ type: 'primeMover', text: `${d.c.units.get(a.unit!)!.name} takes a prime mover: MA ${primeMoverMovement(d.c)} at mechanized rates, no support until the marker comes off`, rule: '22.3' });
  return undefined;
}

/** 22.3, 5.1: in the side's Artillery Supply Phase every prime mover comes off the map and back to the display. */
export function returnPrimeMovers(d: Draft, side: string): void {
  const back = Object.entries(d.units).filter(([id, u]) => u.pm && d.c.units.get(id)!.side === side).map(([id]) => id);
  for (const id of back) d.set(id, { pm: false });
  if (back.length) d.log({ type: 'primeMover', text: `Prime movers return to the display: ${back.map((id) => d.c.units.get(id)!.name).join(', ')}`, rule: '5.1, 22.3' });
}
