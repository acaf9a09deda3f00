import type { OutcomeRow, VpSource } from '../../generated/documents';
import { SOURCE_NAMES } from '../../shared/vpSources';
import { holds, type Facts } from './conditions';
import type { Ending } from './types';

export { SOURCE_NAMES };

/**
 * The scenario's own outcome band (a victory table's first row whose condition holds, read in the
 * listed order): each side's outcome, so both may lose; the winner is the side that wins, if one.
 */
export function bandOf(rows: readonly OutcomeRow[], facts: Facts, reason: string): Ending {
  const row = rows.find((r) => holds(r.when, facts));
  if (!row) return { winner: null, reason: `${reason}; no row of the victory table matches`, band: 'No result' };
  const winner = Object.entries(row.outcomes).find(([, o]) => o === 'win' || o === 'decisiveWin')?.[0] ?? null;
  return { winner, reason, band: row.label, outcomes: row.outcomes };
}

/** When a VP source is scored (12.2): as it says, else VP areas at the end of each turn and the rest once at the game's end. */
export const scoredWhen = (src: Pick<VpSource, 'kind' | 'when'>): 'eachTurn' | 'end' => src.when ?? (src.kind === 'areaVp' ? 'eachTurn' : 'end');

/** The names of a side's VP sources, in order: by kind, numbered where a kind comes more than once. */
export function vpSourceNames(sources: readonly VpSource[]): string[] {
  const of = new Map<string, number>();
  for (const src of sources) of.set(src.kind, (of.get(src.kind) ?? 0) + 1);
  const seen = new Map<string, number>();
  return sources.map((src) => {
    const nth = (seen.get(src.kind) ?? 0) + 1;
    seen.set(src.kind, nth);
    return of.get(src.kind)! > 1 ? `${SOURCE_NAMES[src.kind]} (${nth})` : SOURCE_NAMES[src.kind];
  });
}
