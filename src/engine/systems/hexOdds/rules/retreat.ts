import { dirIndex, distanceOf, type Compiled } from '../compile';
import type { GameState } from '../types';
import { bridgeStands, stepCost } from './movement';
import { enemyView } from './zoc';

/** How a retreat can end: the legal paths the owner chooses among (the engine's pick first), or elimination with the reason. */
export type RetreatOptions = { readonly paths: readonly (readonly string[])[] } | { readonly eliminated: string; readonly rule: string };

/** How a retreat ends: the hexes walked, or elimination with the reason. */
export type RetreatPlan = { readonly path: readonly string[] } | { readonly eliminated: string; readonly rule: string };

/**
 * Rule 17: the retreats the owner may choose for a defender retreating `hexes` hexes, one per hex it
 * can end in. A path enters each hex once; it never enters enemy units or an enemy ZOC bond, nor
 * crosses a lake or the unbridged Meuse (17.2); vehicles also not unbridged rivers or roadless forest;
 * only its first hex may be an empty enemy-ZOC hex. Among the legal paths the priorities of 17.1
 * keep, in order, those that (A) end exactly that far from the combat hex, (B) enter the fewest empty
 * enemy-ZOC hexes, (C) end nearer a friendly supply source than they began, (D) for mechanized
 * units, keep to roads; each priority is dropped when no path meets it. The owner picks among what
 * is left; the engine's pick (listed first) ends nearest a source. With no legal path the unit is
 * eliminated.
 */
export function retreatOptions(c: Compiled, s: GameState, unitId: string, hexes: number): RetreatOptions {
  const u = s.units[unitId]!;
  const info = c.units.get(unitId)!;
  if (!('hex' in u.loc) || hexes <= 0) return { paths: [[]] };
  const start = c.ordinal.get(u.loc.hex)!;
  const { occ, enemyZoc, bonds } = enemyView(c, s, info.side);
  const sources = Object.entries(c.map.supplySources ?? {}).filter(([, src]) => src.sides.includes(info.side as never)).map(([h]) => c.ordinal.get(h)).filter((k): k is number => k !== undefined);
  const toSource = (k: number) => (sources.length ? Math.min(...sources.map((x) => distanceOf(c, k, x))) : 0);
  const startToSource = toSource(start);
  const vehicle = info.tags.has('vehicle');
  const emptyEnemyZoc = (h: number) => enemyZoc[h] === 1 && occ.get(h)?.side !== info.side;
  const found: { path: number[]; key: number[] }[] = [];
  const walk = (path: number[]) => {
    const k = path[path.length - 1]!;
    if (path.length - 1 === hexes) {
      let offRoad = 0;
      for (let i = 1; i < path.length; i++) offRoad += c.road[path[i - 1]! * 6 + dirIndex(c.nb, path[i - 1]!, path[i]!)]! >= 0 ? 0 : 1;
      const key = [
        hexes - distanceOf(c, start, k), // (A)
        path.slice(1).filter(emptyEnemyZoc).length, // (B)
        sources.length && toSource(k) >= startToSource ? 1 : 0, // (C)
        info.tags.has('mechanized') ? offRoad : 0, // (D)
      ];
      found.push({ path: [...path], key });
      return;
    }
    for (let j = 0; j < 6; j++) {
      const n = c.nb[k * 6 + j]!;
      if (n < 0 || path.includes(n)) continue;
      const cell = occ.get(n);
      if (cell && cell.side !== info.side) continue;
      if (bonds.hexes.has(n) || bonds.sides.has(k * 6 + j)) continue;
      if (path.length > 1 && emptyEnemyZoc(n)) continue; // only the first hex may be one (17.2)
      const retreatRule = (c.side[k * 6 + j] ?? []).map((f) => c.ruleset.hexsideTypes?.[f]?.retreat);
      if (retreatRule.includes('eliminates')) continue;
      if (retreatRule.includes('eliminatesUnbridged') && !bridgeStands(c, s, k, j)) continue;
      if (vehicle && typeof stepCost(c, s, info, k, j) !== 'number') continue;
      path.push(n);
      walk(path);
      path.pop();
    }
  };
  walk([start]);
  if (!found.length) return { eliminated: `${info.name} cannot retreat ${hexes} hexes from ${u.loc.hex}: every way is blocked by enemy units, bonds, terrain or ZOC`, rule: '17.2' };
  const best = found.reduce((b, f) => (lexLess(f.key, b) ? f.key : b), found[0]!.key);
  const kept = found.filter((f) => !lexLess(best, f.key));
  // One path per end hex; the engine's pick first: nearest a source, then by hex id.
  const byEnd = new Map<number, number[]>();
  for (const f of kept) {
    const end = f.path[f.path.length - 1]!;
    const had = byEnd.get(end);
    if (!had || lexLess(f.path, had)) byEnd.set(end, f.path);
  }
  const ordered = [...byEnd.values()].sort((a, b) => toSource(a[a.length - 1]!) - toSource(b[b.length - 1]!) || c.ids[a[a.length - 1]!]!.localeCompare(c.ids[b[b.length - 1]!]!));
  return { paths: ordered.map((p) => p.slice(1).map((k) => c.ids[k]!)) };
}

/** The engine's pick among the retreats (17.1), for callers that do not ask the owner. */
export function planRetreat(c: Compiled, s: GameState, unitId: string, hexes: number): RetreatPlan {
  const o = retreatOptions(c, s, unitId, hexes);
  return 'eliminated' in o ? o : { path: o.paths[0]! };
}

function lexLess(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
}
