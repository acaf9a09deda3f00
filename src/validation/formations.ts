import type { OrderOfBattle } from '../generated/documents';

/**
 * A formation and the formations above it, nearest first (regiment → division → corps → army), as
 * the order of battle's `parent` links give them; a loop stops where it repeats.
 */
export function formationLineage(oob: Pick<OrderOfBattle, 'formations'> | undefined, formation: string | undefined): string[] {
  const formations = (oob?.formations ?? {}) as Record<string, { parent?: string }>;
  const out: string[] = [];
  for (let f = formation; f && !out.includes(f); f = formations[f]?.parent) out.push(f);
  return out;
}
