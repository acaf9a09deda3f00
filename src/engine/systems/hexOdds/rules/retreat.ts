import { compareText } from '../../../../shared/order';
import { boxAt, dirIndex, distanceOf, edgesOf, type Compiled } from '../compile';
import type { GameState } from '../types';
import { bridgeStands, stepCost } from './movement';
import { enemyView } from './zoc';
import { confinement } from './nationality';

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
export function retreatOptions(c: Compiled, s: GameState, unitId: string, hexes: number, offMap = false): RetreatOptions {
  const u = s.units[unitId]!;
  const info = c.units.get(unitId)!;
  if (!('hex' in u.loc) || hexes <= 0) return { paths: [[]] };
  // The rules revision to 27: an Allied engineer forced to retreat 3 or 4 hexes is eliminated.
  const limit = c.ruleset.values?.engineerRetreatLimit;
  const most = limit?.bySide?.[info.side];
  if (most !== undefined && info.tags.has('engineer') && hexes > most) return { eliminated: `${info.name} is an engineer unit forced to retreat ${hexes} hexes (more than ${most}): it is eliminated`, rule: limit!.rule ?? '27' };
  const start = c.ordinal.get(u.loc.hex)!;
  const { occ, enemyZoc, bonds } = enemyView(c, s, info.side);
  const sources = Object.entries(c.map.supplySources ?? {}).filter(([, src]) => src.sides.includes(info.side as never)).map(([h]) => c.ordinal.get(h)).filter((k): k is number => k !== undefined);
  const toSource = (k: number) => (sources.length ? Math.min(...sources.map((x) => distanceOf(c, k, x))) : 0);
  const startToSource = toSource(start);
  const vehicle = info.tags.has('vehicle');
  // 27.3: never into ground closed to its nationality.
  const confined = confinement(c, unitId);
  const emptyEnemyZoc = (h: number) => enemyZoc[h]! > 0 && occ.get(h)?.side !== info.side;
  const found: { path: number[]; key: number[]; box?: string }[] = [];
  const keyOf = (path: readonly number[], end: number | undefined) => {
    let offRoad = 0;
    for (let i = 1; i < path.length; i++) offRoad += c.road[path[i - 1]! * 6 + dirIndex(c.nb, path[i - 1]!, path[i]!)]! >= 0 ? 0 : 1;
    return [
      end === undefined ? 0 : hexes - distanceOf(c, start, end), // (A): off the map, as far as it goes
      path.slice(1).filter(emptyEnemyZoc).length, // (B)
      end !== undefined && sources.length && toSource(end) >= startToSource ? 1 : 0, // (C): a box is the side's way home
      info.tags.has('mechanized') ? offRoad : 0, // (D)
    ];
  };
  const walk = (path: number[]) => {
    const k = path[path.length - 1]!;
    if (path.length - 1 === hexes) {
      found.push({ path: [...path], key: keyOf(path, k) });
      return;
    }
    for (let j = 0; j < 6; j++) {
      const n = c.nb[k * 6 + j]!;
      // 17.6: off the S, W or N edge an Allied unit goes into the box there (the only off-map retreat it may choose).
      const box = n < 0 && offMap ? boxOff(c, info.side, k, j) : undefined;
      if (box && !found.some((f) => f.box === box && f.path.length <= path.length)) found.push({ path: [...path], key: keyOf(path, undefined), box });
      if (n < 0 || path.includes(n)) continue;
      const cell = occ.get(n);
      if (cell && cell.side !== info.side) continue;
      if (bonds.hexes.has(n) || bonds.sides.has(k * 6 + j)) continue;
      if (confined?.[n]) continue;
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
  const boxes = new Map<string, number[]>();
  for (const f of kept) {
    if (f.box) {
      if (!boxes.has(f.box)) boxes.set(f.box, f.path);
      continue;
    }
    const end = f.path[f.path.length - 1]!;
    const had = byEnd.get(end);
    if (!had || lexLess(f.path, had)) byEnd.set(end, f.path);
  }
  const ordered = [...byEnd.values()].sort((a, b) => toSource(a[a.length - 1]!) - toSource(b[b.length - 1]!) || compareText(c.ids[a[a.length - 1]!]!, c.ids[b[b.length - 1]!]!));
  // Off-map retreats last: the engine's pick keeps the unit on the map when it can.
  const off = [...boxes].map(([box, p]) => [...p.slice(1).map((k) => c.ids[k]!), box]);
  return { paths: [...ordered.map((p) => p.slice(1).map((k) => c.ids[k]!)), ...off] };
}

/**
 * The off-map box a unit of `side` in hex k reaches by stepping off the map in direction j (17.6):
 * the side's box on that stretch of edge (11.9). An edge without one (the East edge; any edge for the Germans)
 * offers no retreat: a unit with no other way is eliminated, as the rule says.
 */
function boxOff(c: Compiled, side: string, k: number, j: number): string | undefined {
  const edges = edgesOf(c, c.ids[k]!);
  const dir = c.dirs[j] ?? '';
  const edge = edges.length === 1 ? edges[0] : edges.find((e) => dir.includes(e));
  if (!edge) return undefined;
  return boxAt(c, side, edge, c.ids[k]!);
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
