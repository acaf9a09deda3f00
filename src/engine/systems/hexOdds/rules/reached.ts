import { memo } from '../../../../shared/memo';
import type { FactsOf } from '../../../core/judgedConditions';
import type { Compiled } from '../compile';
import type { Draft } from '../draft';
import type { GameState } from '../types';

/**
 * The map hex-set purposes whose first entry by each side the engine records, and the facts it
 * makes of them (33.2, 33.3: optional units wait for a German unit next to or across the Meuse).
 */
const WATCHED = ['westOfMeuse', 'meuseBank'] as const;

const purposeCache = new WeakMap<Compiled, ReadonlyMap<number, readonly string[]>>();

/** The watched purposes of each hex (by ordinal) that has one. */
function purposesByHex(c: Compiled): ReadonlyMap<number, readonly string[]> {
  return memo(purposeCache, c, () => {
    const out = new Map<number, string[]>();
    for (const set of Object.values(c.map.hexSets ?? {})) {
      if (!WATCHED.includes(set.purpose as never)) continue;
      for (const h of set.hexes as readonly string[]) {
        const k = c.ordinal.get(h);
        if (k !== undefined && !out.get(k)?.includes(set.purpose!)) out.set(k, [...(out.get(k) ?? []), set.purpose!]);
      }
    }
    return out;
  });
}

/** Records the turn a side's unit first enters or passes a hex of each watched purpose. */
export function recordReached(d: Draft, path: readonly string[], side: string): void {
  const by = purposesByHex(d.c);
  if (!by.size) return;
  for (const h of path) {
    for (const purpose of by.get(d.c.ordinal.get(h) ?? -1) ?? []) {
      const key = `${side}:${purpose}`;
      if (d.reached?.[key] === undefined) d.reached = { ...d.reached, [key]: d.base.turn };
    }
  }
}

/** What a reinforcement's release condition reads (27.9): how long since the Germans reached the Meuse. */
export const REACHED_FACTS = ['german.turnsWestOfMeuse', 'german.turnsAtMeuse'] as const;

/**
 * The facts of what the Germans have reached, in game turns since (0 the turn it happened, −1
 * never): german.turnsWestOfMeuse (a unit across the Meuse) and german.turnsAtMeuse (next to it
 * or across it).
 */
export function reachedFacts(s: GameState): FactsOf<typeof REACHED_FACTS> {
  const since = (...keys: string[]) => {
    const turns = keys.map((k) => s.reached?.[k]).filter((t): t is number => t !== undefined);
    return turns.length ? s.turn - Math.min(...turns) : -1;
  };
  return { 'german.turnsWestOfMeuse': since('german:westOfMeuse'), 'german.turnsAtMeuse': since('german:westOfMeuse', 'german:meuseBank') };
}
