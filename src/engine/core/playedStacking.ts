import type { Ruleset, Stacking, StackingLimit } from '../../generated/documents';
import { pointer } from '../../shared/jsonPointer';
import { moduleIfPlayed } from './module';

/**
 * How a module plays stacking: the limits it measures, and what it checks when and where (each as
 * its procedures do it). A ruleset's stacking that asks for another would be played as the module
 * plays it, not as written, so it is refused where it stands.
 */
export interface PlayedStacking {
  readonly measures: readonly StackingLimit['measure'][];
  readonly perSide: boolean;
  readonly checkedAt: readonly string[];
  readonly violation: Stacking['violation'];
  readonly exemptLocations: readonly NonNullable<Stacking['exemptLocations']>[number][];
  /** Where it is played (the rules and the files), for the words. */
  readonly where: string;
}

/** How a ruleset's engine plays stacking, for editors (none for a system it cannot play, or one that does not say). */
export const playedStackingOf = (ruleset: Pick<Ruleset, 'system' | 'name'>): PlayedStacking | undefined => moduleIfPlayed(ruleset)?.stacking;

/** What of a ruleset's stacking its module does not play as written: where it is, and what it is in words. */
export function unplayedStacking(ruleset: Ruleset): { at: string; what: string }[] {
  const module = moduleIfPlayed(ruleset);
  const played = module?.stacking;
  const st = ruleset.stacking;
  if (!module || !played || !st) return [];
  const engine = `the ${module.name} engine`;
  const out: { at: string; what: string }[] = [];
  const measured = played.measures.map((m) => `"${m}"`).join(', ');
  const limits = (list: readonly StackingLimit[] | undefined, at: string) =>
    list?.forEach((l, i) => {
      if (!played.measures.includes(l.measure)) out.push({ at: at + pointer(i, 'measure'), what: `a limit on "${l.measure}", which ${engine} does not measure (it measures ${measured}): the limit is never applied` });
    });
  limits(st.limits, pointer('stacking', 'limits'));
  for (const [id, e] of Object.entries(st.exceptions ?? {})) limits(e.limits, pointer('stacking', 'exceptions', id, 'limits'));
  for (const [id, r] of Object.entries(st.countsAsOne ?? {})) if (r.limits) out.push({ at: pointer('stacking', 'countsAsOne', id, 'limits'), what: `limits on units that count as one, which ${engine} does not read (they count as one unit toward the limits): they are never applied` });
  const words = (xs: readonly string[]) => (xs.length ? xs.map((x) => `"${x}"`).join(', ') : 'none');
  const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));
  const differs = (field: keyof Stacking, written: string, plays: string) => out.push({ at: pointer('stacking', field), what: `${field} ${written}, where ${engine} plays ${plays} (${played.where}): the game would not be played as written` });
  if ((st.perSide ?? false) !== played.perSide) differs('perSide', String(st.perSide ?? false), String(played.perSide));
  if (!same(st.checkedAt, played.checkedAt)) differs('checkedAt', words(st.checkedAt), words(played.checkedAt));
  if (st.violation !== played.violation) differs('violation', `"${st.violation}"`, `"${played.violation}"`);
  if (!same(st.exemptLocations ?? [], played.exemptLocations)) differs('exemptLocations', words(st.exemptLocations ?? []), words(played.exemptLocations));
  return out;
}
