import type { HexMap } from '../generated/documents';
import { boardOf, type Board } from './join';

/**
 * The maps of a scenario as one map document and the board they lie on: hexes, hexsides, roads,
 * places, victory hexes and hex sets of every map together; the roads that cross a seam added;
 * entry hexes and supply sources that a seam has moved off the board's edge left out (an entry on
 * the East map's west edge is inland once the West map lies beside it); off-map boxes of one id
 * merged. One map is itself.
 */
export function joinMaps(maps: readonly HexMap[]): { map: HexMap; board: Board } | { error: string } {
  const board = boardOf(maps);
  if ('error' in board) return board;
  if (maps.length === 1) return { map: maps[0]!, board };
  const inland = (hex: string) => board.partOf(hex) !== undefined && !board.edgesOf(hex).length;
  const merge = <T>(pick: (m: HexMap) => Record<string, T> | undefined, keep: (k: string, v: T) => boolean = () => true): Record<string, T> => {
    const out: Record<string, T> = {};
    for (const m of maps) for (const [k, v] of Object.entries(pick(m) ?? {})) if (keep(k, v)) out[k] = v;
    return out;
  };
  /** Records whose ids are each map's own (roads, places): a later map's id already taken is prefixed with its map's. */
  const gather = <T>(pick: (m: HexMap) => Record<string, T> | undefined): Record<string, T> => {
    const out: Record<string, T> = {};
    for (const m of maps) for (const [k, v] of Object.entries(pick(m) ?? {})) out[k in out ? `${m.id}/${k}` : k] = v;
    return out;
  };
  // A later map's entry of the same letter stands for it once the earlier one is inland (the West map's D and E).
  const entries = merge((m) => m.entries, (_, e) => !e.hexes.every(inland));
  const roads = gather((m) => m.roads);
  for (const m of maps) {
    for (const [other, join] of Object.entries(m.joins ?? {})) {
      if (!maps.some((x) => x.id === other)) continue;
      (join.roads ?? []).forEach((r, i) => (roads[`seam-${m.id}-${other}-${i + 1}`] = { class: r.class, hexes: r.hexes, ...(r.name ? { name: r.name } : {}) }));
    }
  }
  const hexSets: NonNullable<HexMap['hexSets']> = {};
  for (const m of maps) {
    for (const [id, set] of Object.entries(m.hexSets ?? {})) {
      const had = hexSets[id];
      hexSets[id] = had ? { ...had, hexes: [...had.hexes, ...set.hexes] } : set;
    }
  }
  const offMapBoxes: NonNullable<HexMap['offMapBoxes']> = {};
  for (const m of maps) {
    for (const [id, box] of Object.entries(m.offMapBoxes ?? {})) {
      const had = offMapBoxes[id];
      const mine = (box.entries ?? []).filter((e) => e in entries);
      offMapBoxes[id] = had ? { ...had, entries: [...new Set([...(had.entries ?? []), ...mine])] } : { ...box, entries: mine };
    }
  }
  const base = maps[0]!;
  const map: HexMap = {
    ...base,
    name: maps.map((m) => m.name).join(' + '),
    hexes: merge((m) => m.hexes),
    hexsides: merge((m) => m.hexsides),
    roads,
    places: gather((m) => m.places),
    ruleHexes: merge((m) => m.ruleHexes),
    victoryHexes: merge((m) => m.victoryHexes),
    entries,
    supplySources: merge((m) => m.supplySources, (hex) => !inland(hex)),
    hexSets,
    offMapBoxes,
  };
  delete (map as { joins?: unknown }).joins;
  return { map, board };
}
