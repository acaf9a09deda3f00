import type { OutcomeRow, VpSource } from '../../generated/documents';
import { holds, type Facts } from './conditions';
import type { Ending } from './types';

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

/** Each kind of VP source in a designer's words, for VP by source in playtest reports. */
const SOURCE_NAMES: Readonly<Record<VpSource['kind'], string>> = {
  control: 'places controlled',
  occupy: 'places occupied',
  exitFactors: 'factors exited',
  exitStrength: 'strength exited',
  areaVp: 'VP areas held',
  zoneMultiplier: 'strength in enemy zones',
  townState: 'towns held or contested',
  holes: 'holes in the line',
};

/** The names of a side's VP sources, in order: by kind, numbered where a kind comes more than once. */
export function vpSourceNames(sources: readonly VpSource[]): string[] {
  return sources.map((src, i) => {
    const same = sources.filter((o) => o.kind === src.kind);
    return same.length > 1 ? `${SOURCE_NAMES[src.kind]} (${sources.slice(0, i + 1).filter((o) => o.kind === src.kind).length})` : SOURCE_NAMES[src.kind];
  });
}
