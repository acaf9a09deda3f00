import { buildGraph, type LocationGraph } from '../../core/graph';
import type { Compiled } from './compile';

const cache = new WeakMap<Compiled, LocationGraph>();

/**
 * The hex map as the core's location graph (DESIGN.md, Documents): each hex a node, each hexside
 * between two hexes a link carrying its road class, whether a river-type feature lies on it and
 * whether a bridge crosses it. Built on first use and kept per compiled game; the hex-odds rules
 * themselves read the typed arrays, which are faster for the hex procedures.
 */
export function hexGraph(c: Compiled): LocationGraph {
  let g = cache.get(c);
  if (g) return g;
  const links: { id: string; a: string; b: string; road?: string; river?: boolean; bridge?: boolean }[] = [];
  for (let k = 0; k < c.ids.length; k++) {
    for (let j = 0; j < 6; j++) {
      const n = c.nb[k * 6 + j]!;
      if (n < k) continue; // each hexside once, from its lower ordinal
      const features = c.side[k * 6 + j] ?? [];
      const road = c.road[k * 6 + j]!;
      // A river is a hexside a bridge may cross (the ruleset's bridgeable hexside types).
      const river = features.some((f) => !!c.ruleset.hexsideTypes?.[f]?.bridgeable);
      links.push({ id: c.sideId[k * 6 + j]!, a: c.ids[k]!, b: c.ids[n]!, ...(road >= 0 ? { road: c.roadClasses[road]! } : {}), ...(river ? { river } : {}), ...(c.bridge[k * 6 + j] ? { bridge: true } : {}) });
    }
  }
  g = buildGraph(c.ids.map((id) => ({ id, kind: 'hex' })), links);
  cache.set(c, g);
  return g;
}
