import { holds } from '../../../core/conditions';
import type { LocationSet } from '../../../../generated/documents';
import type { Compiled } from '../compile';
import type { GameState } from '../types';
import { faceOf } from './movement';
import { supplyRoad, supplyStatus } from './supply';

type Conditions = Compiled['docs']['scenario']['victory']['conditions'];
type Condition = Conditions[string];
type Hold = Extract<Condition, { kind: 'hold' }>;
type Exit = Extract<Condition, { kind: 'exit' }>;

/** Whether a condition holds now, and the words for it. */
export interface Verdict {
  readonly holds: boolean;
  readonly text: string;
}

/** The locations of a set, each a list of hexes (a named hex set in `hexSets` is one location). */
export function locationsOf(c: Compiled, at: LocationSet): string[][] {
  const sets = c.map.hexSets ?? {};
  if (at.victoryHexes) return c.victoryHexes.map((h) => [h]);
  if (at.hexSet !== undefined) return ((sets[at.hexSet]?.hexes as string[] | undefined) ?? []).map((h) => [h]);
  if (at.hexSets) return at.hexSets.map((id) => (sets[id]?.hexes as string[] | undefined) ?? []);
  if (at.hexes) return (at.hexes as string[]).map((h) => [h]);
  if (at.letters) return at.letters.map((l) => (c.map.entries?.[l]?.hexes as string[] | undefined) ?? []);
  if (at.edge) return c.ids.filter((_, k) => c.edges[k]!.includes(at.edge!)).map((h) => [h]);
  return [];
}

/**
 * How many of the locations a side holds (30.2): controls (occupies, or last passed through) or,
 * with `mode` occupy, has a unit in; with `supplied`, a unit in supply there (30.2B, C, 30.3B: a
 * combat unit, so not artillery). A location of several hexes is held when one of them is.
 */
export function locationsHeld(c: Compiled, s: GameState, side: string, locs: readonly string[][], mode: 'control' | 'occupy', supplied = false): number {
  const wanted = new Set(locs.flat());
  // The hexes of the locations the side occupies (the supply line traced only for units standing there).
  const occupied = new Set<string>();
  for (const [id, u] of Object.entries(s.units)) {
    const info = c.units.get(id)!;
    if (!('hex' in u.loc) || !wanted.has(u.loc.hex) || occupied.has(u.loc.hex) || info.side !== side) continue;
    if (supplied && (info.tags.has('artillery') || !supplyStatus(c, s, id).inSupply)) continue;
    occupied.add(u.loc.hex);
  }
  return locs.filter((hexes) => hexes.some((h) => occupied.has(h) || (mode === 'control' && s.control[h] === side))).length;
}

/**
 * Rule 30 (hold): a side holds at least `count` of the locations, all when no count is given
 * (locationsHeld: controlled or occupied, in supply when asked).
 */
function hold(c: Compiled, s: GameState, cond: Hold): Verdict {
  const locs = locationsOf(c, cond.at);
  const need = cond.count ?? locs.length;
  const held = locationsHeld(c, s, cond.side, locs, cond.mode, cond.supplied);
  const what = `${held} of ${locs.length}${cond.supplied ? ' with a unit in supply' : ''}`;
  return { holds: locs.length > 0 && held >= need, text: `${cond.label ?? 'locations held'}: ${what} (needs ${need})` };
}

/**
 * Rule 30.2A (exit): the side's units set aside after leaving by the locations have at least
 * `factors` attack factors; `requires` reads "exit.roadSupply", true when one of the hexes they left
 * from has a road supply line to one of the side's sources (23.3) now.
 */
function exit(c: Compiled, s: GameState, cond: Exit): Verdict {
  const via = new Set(locationsOf(c, cond.via).flat());
  const { factors, roadSupply } = exited(c, s, cond.side, (loc) => via.has(loc.from));
  const supplied = holds(cond.requires, { 'exit.roadSupply': roadSupply });
  return { holds: factors >= cond.factors && supplied, text: `${cond.label ?? 'exited'}: ${factors} attack factors (needs ${cond.factors})${factors && !supplied ? ', but no hex they left from has a road supply line' : ''}` };
}

/**
 * The attack factors of a side's units set aside after leaving the map (11.9) as `which` picks them,
 * and whether one of the hexes they left from has a road supply line to one of its sources now
 * (23.3: the "exit.roadSupply" fact of 31 and 30.2A).
 */
export function exited(c: Compiled, s: GameState, side: string, which: (loc: { exited: string; from: string }) => boolean): { units: number; factors: number; roadSupply: boolean } {
  const gone = Object.entries(s.units).flatMap(([id, u]) => ('exited' in u.loc && which(u.loc) && c.units.get(id)!.side === side ? [{ id, from: u.loc.from, steps: u.steps }] : []));
  const factors = gone.reduce((n, g) => n + (faceOf(c.units.get(g.id)!, g.steps).attack ?? 0), 0);
  const road = gone.length ? supplyRoad(c, s, side) : undefined;
  return { units: gone.length, factors, roadSupply: !!road && gone.some((g) => road[c.ordinal.get(g.from)!] === 1) };
}

/**
 * Whether a condition holds in this state; `streaks` has how many Victory Phases running each has
 * held, this one included (null: whether it holds now, however long it has).
 */
export function verdict(c: Compiled, s: GameState, id: string, streaks: Readonly<Record<string, number>> | null = {}, depth = 0): Verdict {
  const cond = c.docs.scenario.victory.conditions[id];
  if (!cond || depth > 20) return { holds: false, text: '' };
  let v: Verdict;
  switch (cond.kind) {
    case 'hold':
      v = hold(c, s, cond);
      break;
    case 'exit':
      v = exit(c, s, cond);
      break;
    case 'composite': {
      const parts = cond.of.map((o) => ({ o, v: verdict(c, s, o, streaks, depth + 1) }));
      const ok = cond.op === 'all' ? parts.every((p) => p.v.holds) : parts.some((p) => p.v.holds);
      const shown = cond.op === 'all' ? parts : parts.filter((p) => p.v.holds);
      v = { holds: ok, text: `${cond.label ?? id}${shown.length ? ` (${shown.map((p) => p.v.text).join('; ')})` : ''}` };
      break;
    }
    default:
      return { holds: false, text: '' };
  }
  const need = 'consecutiveChecks' in cond ? (cond.consecutiveChecks ?? 1) : 1;
  if (need > 1 && v.holds && streaks) {
    const run = streaks[id] ?? 0;
    return run >= need ? v : { holds: false, text: `${v.text}, ${run} Victory Phase${run === 1 ? '' : 's'} running of ${need}` };
  }
  return v;
}

/** The conditions that decide the game: those no composite condition is made of. */
export function topConditions(c: Compiled): readonly string[] {
  let top = tops.get(c);
  if (!top) {
    const all = c.docs.scenario.victory.conditions;
    const parts = new Set(Object.values(all).flatMap((x) => (x.kind === 'composite' ? x.of : [])));
    top = Object.keys(all).filter((id) => !parts.has(id) && all[id]!.kind !== 'vpThreshold' && all[id]!.kind !== 'outcomeTable');
    tops.set(c, top);
  }
  return top;
}
const tops = new WeakMap<Compiled, readonly string[]>();

/**
 * The decision among the top conditions that hold: one that overrides another wins (30.3B beats a
 * German victory); otherwise the first listed.
 */
export function decide(c: Compiled, s: GameState, streaks: Readonly<Record<string, number>>): { id: string; side: string; text: string } | undefined {
  const all = c.docs.scenario.victory.conditions;
  const won = topConditions(c).map((id) => ({ id, v: verdict(c, s, id, streaks) })).filter((x) => x.v.holds);
  const beaten = new Set(won.flatMap((x) => { const cond = all[x.id]!; return cond.kind === 'composite' ? (cond.overrides ?? []) : []; }));
  const best = won.find((x) => !beaten.has(x.id));
  if (!best) return undefined;
  const cond = all[best.id]! as Exclude<Condition, { kind: 'outcomeTable' }>;
  return { id: best.id, side: cond.side, text: best.v.text };
}

/** The streaks after this check: a condition checked over runs that holds now runs one longer; one that does not starts again. */
export function nextStreaks(c: Compiled, s: GameState, streaks: Readonly<Record<string, number>>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [id, cond] of Object.entries(c.docs.scenario.victory.conditions)) {
    if (cond.kind !== 'hold' || (cond.consecutiveChecks ?? 1) < 2) continue;
    if (verdict(c, s, id, null).holds) out[id] = (streaks[id] ?? 0) + 1;
  }
  return out;
}
