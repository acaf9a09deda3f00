import TinyQueue from 'tinyqueue';

/**
 * The location graph every map compiles to (DESIGN.md, Documents): nodes with a kind (an area, a
 * boundary zone, a hex, an off-map box) and typed edges (a road of a class, a river crossing with
 * its bridge). Movement, supply and pathfinding of any system run on it; nothing here knows hexes.
 */
export interface LocationGraph {
  readonly ids: readonly string[];
  readonly index: ReadonlyMap<string, number>;
  readonly kind: readonly string[];
  /** The edges out of each node. */
  readonly out: readonly (readonly GraphEdge[])[];
}

/** One direction of a connection between two nodes. */
export interface GraphEdge {
  readonly to: number;
  /** The connection's id in its map (a bridge is named by it: "58-59"). */
  readonly id: string;
  readonly road?: string;
  readonly river?: boolean;
  readonly bridge?: boolean;
}

/** Builds the graph from nodes and undirected links (each link gives an edge both ways). */
export function buildGraph(nodes: readonly { id: string; kind: string }[], links: readonly { id: string; a: string; b: string; road?: string; river?: boolean; bridge?: boolean }[]): LocationGraph {
  const ids = nodes.map((n) => n.id);
  const index = new Map(ids.map((id, i) => [id, i]));
  const out: GraphEdge[][] = ids.map(() => []);
  for (const l of links) {
    const a = index.get(l.a);
    const b = index.get(l.b);
    if (a === undefined || b === undefined) continue; // validation reports a dangling link
    const props = { id: l.id, ...(l.road ? { road: l.road } : {}), ...(l.river ? { river: true } : {}), ...(l.bridge ? { bridge: true } : {}) };
    out[a]!.push({ to: b, ...props });
    out[b]!.push({ to: a, ...props });
  }
  return { ids, index, kind: nodes.map((n) => n.kind), out };
}

/** The cheapest way to each node: its cost and the edge it was entered by (for the path). */
export interface Paths {
  readonly cost: Float64Array;
  readonly prev: Int32Array;
  readonly via: (GraphEdge | undefined)[];
}

/**
 * Cheapest paths from a node within a budget. `cost(from, edge)` is the price of entering `edge.to`
 * from `from`, or undefined when the edge cannot be taken; `stop(node)` marks nodes that may be
 * entered but not left (an enemy-held area). Costs are whole or fractional points; ties keep the
 * first path found.
 */
export function cheapestPaths(g: LocationGraph, start: number, budget: number, cost: (from: number, e: GraphEdge) => number | undefined, stop: (node: number) => boolean = () => false): Paths {
  const n = g.ids.length;
  const best = new Float64Array(n).fill(Infinity);
  const prev = new Int32Array(n).fill(-1);
  const via: (GraphEdge | undefined)[] = new Array(n);
  best[start] = 0;
  const queue = new TinyQueue<[number, number]>([[0, start]], (a, b) => a[0] - b[0]);
  while (queue.length) {
    const [d, k] = queue.pop()!;
    if (d > best[k]!) continue;
    if (k !== start && stop(k)) continue;
    for (const e of g.out[k]!) {
      const c = cost(k, e);
      if (c === undefined) continue;
      const nd = d + c;
      if (nd > budget || nd >= best[e.to]!) continue;
      best[e.to] = nd;
      prev[e.to] = k;
      via[e.to] = e;
      queue.push([nd, e.to]);
    }
  }
  return { cost: best, prev, via };
}

/** The nodes of a path found by cheapestPaths, from the start to `to` (empty when unreachable). */
export function pathTo(p: Paths, to: number): number[] {
  if (p.cost[to] === Infinity) return [];
  const out = [to];
  while (p.prev[out[0]!]! >= 0) out.unshift(p.prev[out[0]!]!);
  return out;
}

/**
 * Nodes reachable from the sources through edges `pass` allows, each with the fewest "special"
 * edges used to get there (a blown bridge an infantry supply line may cross once): a 0–1 BFS.
 * `special(e)` says whether an edge counts; `limit` is how many may be used.
 */
export function reachFrom(g: LocationGraph, sources: readonly number[], pass: (from: number, e: GraphEdge) => boolean, special: (e: GraphEdge) => boolean = () => false, limit = 0): Int32Array {
  const used = new Int32Array(g.ids.length).fill(-1);
  const deque: number[] = [];
  for (const s of sources) {
    used[s] = 0;
    deque.push(s);
  }
  while (deque.length) {
    const k = deque.shift()!;
    for (const e of g.out[k]!) {
      if (!pass(k, e)) continue;
      const u = used[k]! + (special(e) ? 1 : 0);
      if (u > limit || (used[e.to]! >= 0 && used[e.to]! <= u)) continue;
      used[e.to] = u;
      if (special(e)) deque.push(e.to);
      else deque.unshift(e.to);
    }
  }
  return used;
}
