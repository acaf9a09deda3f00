import { dirIndex, distanceOf, type Compiled } from '../compile';
import type { GameState } from '../types';
import { bridgeStands, stepCost } from './movement';
import { enemyView } from './zoc';

/** How a retreat ends: the hexes walked, or elimination with the reason. */
export type RetreatPlan = { readonly path: readonly string[] } | { readonly eliminated: string; readonly rule: string };

/**
 * Rule 17: a defender retreats exactly `hexes` hexes, each hex entered once. It may not enter enemy
 * units or cross enemy ZOC bonds (17.2), nor cross a lake or the unbridged Meuse; vehicles also not
 * unbridged rivers or roadless forest. Among the legal paths the priorities of 17.1 choose, in order:
 * (A) end exactly that far from the combat hex, (B) the fewest empty enemy-ZOC hexes, and only the
 * first may be one, (C) end nearest a friendly supply source, (D) mechanized units along roads.
 * With no legal path the unit is eliminated.
 */
export function planRetreat(c: Compiled, s: GameState, unitId: string, hexes: number): RetreatPlan {
  const u = s.units[unitId]!;
  const info = c.units.get(unitId)!;
  if (!('hex' in u.loc) || hexes <= 0) return { path: [] };
  const start = c.ordinal.get(u.loc.hex)!;
  const { occ, enemyZoc, bonds } = enemyView(c, s, info.side);
  const sources = Object.entries(c.map.supplySources ?? {}).filter(([, src]) => src.sides.includes(info.side as never)).map(([h]) => c.ordinal.get(h)).filter((k): k is number => k !== undefined);
  const dist = (a: number, b: number) => distanceOf(c, a, b);
  const vehicle = info.tags.has('vehicle');
  let best: { path: number[]; key: number[] } | undefined;
  const walk = (path: number[]) => {
    const k = path[path.length - 1]!;
    if (path.length - 1 === hexes) {
      if (dist(start, k) !== hexes) return; // (A)
      const zocCount = path.slice(1).filter((h) => enemyZoc[h] && !(occ.get(h)?.side === info.side)).length;
      if (path.slice(2).some((h) => enemyZoc[h] && !(occ.get(h)?.side === info.side))) return; // only the first may be in enemy ZOC
      const toSource = sources.length ? Math.min(...sources.map((x) => dist(k, x))) : 0;
      let roads = 0;
      for (let i = 1; i < path.length; i++) roads += c.road[path[i - 1]! * 6 + dirIndex(c.nb, path[i - 1]!, path[i]!)]! >= 0 ? 1 : 0;
      const key = [zocCount, toSource, info.tags.has('mechanized') ? -roads : 0, path[path.length - 1]!];
      if (!best || lexLess(key, best.key)) best = { path: [...path], key };
      return;
    }
    for (let j = 0; j < 6; j++) {
      const n = c.nb[k * 6 + j]!;
      if (n < 0 || path.includes(n)) continue;
      const cell = occ.get(n);
      if (cell && cell.side !== info.side) continue;
      if (bonds.hexes.has(n) || bonds.sides.has(k * 6 + j)) continue;
      const features = c.side[k * 6 + j] ?? [];
      const retreatRule = features.map((f) => c.ruleset.hexsideTypes?.[f]?.retreat);
      if (retreatRule.includes('eliminates')) continue;
      if (retreatRule.includes('eliminatesUnbridged') && !bridgeStands(c, s, k, j)) continue;
      if (vehicle && typeof stepCost(c, s, info, k, j) !== 'number') continue;
      path.push(n);
      walk(path);
      path.pop();
    }
  };
  walk([start]);
  if (!best) return { eliminated: `${info.name} cannot retreat ${hexes} hexes from ${u.loc.hex}: every way is blocked by enemy units, bonds, terrain or ZOC`, rule: '17.2' };
  return { path: best.path.slice(1).map((k) => c.ids[k]!) };
}

function lexLess(a: number[], b: number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
}
