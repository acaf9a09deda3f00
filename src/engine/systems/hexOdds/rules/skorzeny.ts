import type { Compiled } from '../compile';
import type { Draft } from '../draft';
import type { GameState, Refusal } from '../types';
import { enemyView } from './zoc';
import { rollOn } from './tables';

/** The ruleset's table for both abilities (27.1: 1–3 success, 4–6 detected). */
export const SKORZENY_TABLE = 'skorzeny';

/**
 * 27.1: why a unit may not use infiltration or surprise now: only 150 Pz Bde (tag "skorzeny"), on or
 * before GT4 (17PM), while undetected. It is detected by a failed infiltration roll, after any
 * surprise attack, and at the end of any turn it used either ability.
 */
export function abilityClosed(c: Compiled, s: GameState, id: string): Refusal | undefined {
  const info = c.units.get(id);
  const u = s.units[id];
  if (!info || !u || !info.tags.has('skorzeny')) return { reason: `${info?.name ?? id} has no infiltration or surprise (only 150 Pz Bde)`, rule: '27.1' };
  const last = c.ruleset.values?.specialAbilitiesLastTurn?.value ?? 4;
  const lastIndex = c.turnOrder.findIndex((t) => c.ruleset.calendar.turns[t]?.number === last);
  if (lastIndex >= 0 && s.turn > lastIndex) return { reason: `${info.name}'s infiltration and surprise end after ${c.ruleset.calendar.turns[c.turnOrder[lastIndex]!]?.label ?? `GT${last}`}`, rule: '27.1' };
  if (u.detected || (u.abilityTurn !== undefined && u.abilityTurn < s.turn)) return { reason: `${info.name} has been detected: no more infiltration or surprise`, rule: '27.1' };
  return undefined;
}

/**
 * 27.1 infiltration along a move's path: on entering each enemy ZOC hex the brigade rolls; on a
 * success the ZOC there is ignored (bonds still hold, the search kept to them) and it goes on; on a
 * failure it is detected and stops in that hex. Returns the hexes walked.
 */
export function infiltrate(d: Draft, id: string, path: readonly string[]): readonly string[] {
  const c = d.c;
  const s = d.view();
  const { enemyZoc } = enemyView(c, s, c.units.get(id)!.side);
  d.set(id, { abilityTurn: s.turn });
  for (let i = 1; i < path.length; i++) {
    if (!enemyZoc[c.ordinal.get(path[i]!)!]) continue;
    const r = rollOn(c.ruleset, SKORZENY_TABLE, {}, d.rng);
    d.rng = r.rng;
    d.log({ ...r.event, text: `${c.units.get(id)!.name} infiltrates ${path[i]}: ${r.event.text}`, rule: '27.1' });
    if (r.result.effects.some((e) => e.kind === 'outcome' && e.outcome === 'success')) continue;
    d.set(id, { detected: true });
    return path.slice(0, i + 1);
  }
  return path;
}

/** 27.1 surprise, rolled as the attack is resolved: true for the 1R; the brigade is detected either way. */
export function surprise(d: Draft, attackers: readonly string[]): boolean {
  const id = attackers.find((x) => d.c.units.get(x)!.tags.has('skorzeny'))!;
  const r = rollOn(d.c.ruleset, SKORZENY_TABLE, {}, d.rng);
  d.rng = r.rng;
  d.log({ ...r.event, text: `${d.c.units.get(id)!.name} surprise: ${r.event.text}`, rule: '27.1' });
  d.set(id, { detected: true, abilityTurn: d.view().turn });
  return r.result.effects.some((e) => e.kind === 'outcome' && e.outcome === 'success');
}
