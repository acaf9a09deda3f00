import type { Compiled, UnitInfo } from '../compile';
import type { Overstack } from '../../../core/module';
import { holds } from '../../../core/conditions';
import type { FactsOf } from '../../../core/judgedConditions';
import type { GameState, Refusal } from '../types';
import { faceOf } from './movement';
import { occupancy } from './zoc';
import { stackingExempt } from './arrival';

/** The facts of a pair of units that the ruleset's "counts as one" conditions read (8.2). */
export const PAIR_FACTS = ['pair.sameRegiment', 'pair.sameCavalryGroup', 'pair.cca9', 'pair.sameDivisionOneStepTanks'] as const;

/** The limits rule 8 measures: stacking points (8.1) and units (8.2). */
export const STACKING_MEASURES = ['stackingPoints', 'units'] as const;

/** The facts of a stack that the ruleset's stacking exceptions read (8.3). */
export const STACK_FACTS = ['stack.units', 'stack.totalDefense', 'stack.hasArtillery'] as const;

function pairFacts(c: Compiled, s: GameState, a: string, b: string): FactsOf<typeof PAIR_FACTS> {
  const [ia, ib] = [c.units.get(a)!, c.units.get(b)!];
  // 26: a breakdown unit is of its parent's regiment.
  const [oa, ob] = [c.docs.oob.units[s.units[a]?.parent ?? a], c.docs.oob.units[s.units[b]?.parent ?? b]];
  return {
    'pair.sameRegiment': !!oa?.regiment && oa.regiment === ob?.regiment,
    'pair.sameCavalryGroup': ia.tags.has('recon') && ib.tags.has('recon') && !!ia.formation && ia.formation === ib.formation,
    'pair.cca9': oa?.regiment === '9Arm/CCA' && ob?.regiment === '9Arm/CCA',
    'pair.sameDivisionOneStepTanks': silhouette(ia) && silhouette(ib) && ia.division === ib.division && s.units[a]!.steps === 1 && s.units[b]!.steps === 1,
  };
}

/** A silhouette tank (8.2): a tank that counts no stacking points. */
const silhouette = (info: UnitInfo) => info.tags.has('tank') && info.tags.has('noStackingPoints');

/**
 * How many units a stack counts as: units that count as one together are one (8.2). The helpers
 * here are module functions, not closures made per call: a bot game asks this thousands of times.
 */
function unitCount(c: Compiled, s: GameState, ids: readonly string[]): number {
  const rules = Object.values(c.ruleset.stacking.countsAsOne ?? {});
  const parent = ids.map((_, i) => i);
  for (let i = 0; i < ids.length; i++)
    for (let j = i + 1; j < ids.length; j++) {
      const facts = pairFacts(c, s, ids[i]!, ids[j]!);
      if (rules.some((r) => holds(r.when, facts))) parent[root(parent, j)] = root(parent, i);
    }
  return new Set(ids.map((_, i) => root(parent, i))).size;
}

/** The root of i's set in a union-find forest, its path compressed on the way. */
function root(parent: number[], i: number): number {
  return parent[i] === i ? i : (parent[i] = root(parent, parent[i]!));
}

function minLimit(c: Compiled, measure: string): number {
  return Math.min(...c.ruleset.stacking.limits.filter((l) => l.measure === measure).map((l) => l.max));
}

/** Whether a unit alone in a hex is within the stacking points limit (every printed unit is). */
export function fitsAlone(c: Compiled, s: GameState, id: string): boolean {
  return (faceOf(c.units.get(id)!, s.units[id]!.steps).stackingPoints ?? 0) <= minLimit(c, 'stackingPoints');
}

/**
 * Rule 8: the stacking limits of the ruleset at a hex after a unit joins it: stacking points and
 * units, where units that count as one are one (8.2), and an exception's limits replace the base
 * ones when its condition holds (the combat group: 3 non-artillery units of total defense 7 or less).
 */
export function overstacked(c: Compiled, s: GameState, hex: string, joining: string): Refusal | undefined {
  // 13.2: a unit that may overstack on its arrival turn is not counted.
  if (stackingExempt(c, s, joining)) return undefined;
  const here = (occupancy(c, s).get(c.ordinal.get(hex)!)?.units ?? []).filter((id) => id !== joining && !stackingExempt(c, s, id));
  // Most moves end in an empty hex: one unit alone is never overstacked by itself.
  if (!here.length && fitsAlone(c, s, joining)) return undefined;
  return stackRefusal(c, s, [...here, joining], hex);
}

/** Rule 8's limits on a group of units as one stack (`where` names it in the reason), exceptions and counts-as-one included. */
export function stackRefusal(c: Compiled, s: GameState, ids: readonly string[], where: string): Refusal | undefined {
  const measured: Readonly<Record<(typeof STACKING_MEASURES)[number], number>> = {
    stackingPoints: ids.reduce((n, id) => n + (faceOf(c.units.get(id)!, s.units[id]!.steps).stackingPoints ?? 0), 0),
    units: unitCount(c, s, ids),
  };
  const facts: FactsOf<typeof STACK_FACTS> = {
    'stack.units': ids.length,
    // 8.3: the combat group exception (three non-artillery units defending with 7 or less).
    'stack.totalDefense': ids.reduce((n, id) => n + (faceOf(c.units.get(id)!, s.units[id]!.steps).defense ?? 0), 0),
    'stack.hasArtillery': ids.some((id) => c.units.get(id)!.tags.has('artillery')),
  };
  const rule = c.ruleset.stacking.rule ?? '8';
  const exceptions = Object.values(c.ruleset.stacking.exceptions ?? {}).filter((e) => holds(e.when, facts));
  for (const lim of c.ruleset.stacking.limits) {
    const value = (measured as Partial<Record<string, number>>)[lim.measure];
    if (value === undefined || value <= lim.max) continue;
    const excused = exceptions.find((e) => e.limits?.some((l) => l.measure === lim.measure && value <= l.max));
    if (excused) continue;
    const what = lim.measure === 'stackingPoints' ? 'stacking points' : lim.measure;
    return { reason: `${where} would hold ${value} ${what}; at most ${lim.max}`, rule };
  }
  return undefined;
}

/** Every stack over the limits as the game stands (a setup is judged at its start), for the studio's Problems. */
export function overstacks(c: Compiled, s: GameState): Overstack[] {
  const stacks = [...occupancy(c, s)].filter(([, cell]) => cell.units.length > 1 || !fitsAlone(c, s, cell.units[0]!)); // most hexes hold one unit, never over
  return stacks.sort(([a], [b]) => a - b).flatMap(([k, cell]) => {
    const id = c.ids[k]!;
    const units = cell.units.filter((u) => !stackingExempt(c, s, u)).sort();
    if (!units.length) return [];
    const r = overstacked(c, s, id, units.at(-1)!);
    return r ? [{ at: id, units, reason: r.reason, rule: r.rule ?? '8' }] : [];
  });
}
