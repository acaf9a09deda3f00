// The edges of a hex grid as a graph of corners, for drawing linear features (rivers) along hexsides:
// a line drawn corner to corner is unbroken, so no unit walks through a gap in it, and it never runs
// across a hex the way a chain of nearest hexsides does.
import { canonicalHexside, directionsOf, formatHex, neighbour } from '../../src/hex';
import type { HexLayout, Point } from '../../src/hex/pixel';

/** The grid's hexsides between two of its hexes, joined at their corners. */
export function hexEdges(layout: HexLayout) {
  const g = layout.g;
  const key = (p: Point) => `${p.x.toFixed(3)},${p.y.toFixed(3)}`;
  const at = new Map<string, Point>();
  const sidesAt = new Map<string, { side: string; to: string }[]>();
  const ends = new Map<string, [string, string]>();
  for (let c = g.cols.first; c <= g.cols.last; c++) {
    for (let r = g.rows.first; r <= g.rows.last; r++) {
      const hex = formatHex(g, { col: c, row: r });
      for (const dir of directionsOf(g.orientation)) {
        if (!neighbour(g, hex, dir)) continue;
        const side = canonicalHexside(g, hex, dir);
        if (ends.has(side)) continue;
        const pts = layout.edge({ col: c, row: r }, dir);
        const [a, b] = pts.map(key) as [string, string];
        pts.forEach((p) => at.set(key(p), p));
        ends.set(side, [a, b]);
        for (const [x, y] of [[a, b], [b, a]] as const) (sidesAt.get(x) ?? sidesAt.set(x, []).get(x)!).push({ side, to: y });
      }
    }
  }
  const dist = (p: Point, q: Point) => Math.hypot(p.x - q.x, p.y - q.y);

  /** The grid corner nearest a point (one an inner hexside ends at), or undefined off the grid. */
  function cornerNear(p: Point): string | undefined {
    const printed = layout.printedAt(p);
    if (!printed) return undefined;
    let best: { k: string; d: number } | undefined;
    for (const q of layout.corners(printed)) {
      const k = key(q);
      if (!sidesAt.has(k)) continue;
      const d = dist(p, q);
      if (!best || d < best.d) best = { k, d };
    }
    return best?.k;
  }

  /** The hexsides of a shortest run of edges from corner `from` to corner `to`. */
  function path(from: string, to: string): string[] {
    if (from === to) return [];
    const back = new Map<string, { prev: string; side: string } | null>([[from, null]]);
    const queue = [from];
    while (queue.length) {
      const v = queue.shift()!;
      if (v === to) break;
      for (const { side, to: w } of sidesAt.get(v) ?? []) {
        if (back.has(w)) continue;
        back.set(w, { prev: v, side });
        queue.push(w);
      }
    }
    const out: string[] = [];
    for (let step = back.get(to); step; step = back.get(step.prev)) out.push(step.side);
    return out.reverse();
  }

  /**
   * The hexsides of a line through `points`: the corners nearest its course, joined by the shortest
   * runs of edges, passing along each hexside of `through` at the place of the course nearest it.
   */
  function line(points: readonly Point[], through: readonly string[] = []): string[] {
    // The course sampled a quarter of a hex apart, each sample's nearest corner.
    const samples: { p: Point; corner: string }[] = [];
    for (let i = 1; i < points.length; i++) {
      const a = points[i - 1]!;
      const b = points[i]!;
      const steps = Math.max(1, Math.ceil(dist(a, b) * 4));
      for (let s = i === 1 ? 0 : 1; s <= steps; s++) {
        const p = { x: a.x + ((b.x - a.x) * s) / steps, y: a.y + ((b.y - a.y) * s) / steps };
        const corner = cornerNear(p);
        if (corner) samples.push({ p, corner });
      }
    }
    // Each hexside to pass along replaces the samples within a hex of its middle, its nearer end first.
    type Stop = { at: number; corners: string[] };
    const stops: Stop[] = samples.map((s, i) => ({ at: i, corners: [s.corner] }));
    for (const side of through) {
      const [a, b] = ends.get(side) ?? [];
      if (!a || !b) continue;
      const mid = { x: (at.get(a)!.x + at.get(b)!.x) / 2, y: (at.get(a)!.y + at.get(b)!.y) / 2 };
      let near = 0;
      samples.forEach((s, i) => (dist(s.p, mid) < dist(samples[near]!.p, mid) ? (near = i) : undefined));
      const before = samples[Math.max(0, near - 1)]!.p;
      const ordered = dist(at.get(a)!, before) <= dist(at.get(b)!, before) ? [a, b] : [b, a];
      for (const st of stops) if (Math.abs(st.at - near) <= 4 && st.corners.length === 1) st.corners = [];
      stops.push({ at: near, corners: ordered });
    }
    const corners = stops.sort((x, y) => x.at - y.at || y.corners.length - x.corners.length).flatMap((s) => s.corners);
    const out: string[] = [];
    for (let i = 1; i < corners.length; i++) out.push(...path(corners[i - 1]!, corners[i]!));
    // A run walked back along itself leaves no river where it went: keep each hexside once.
    return [...new Set(out)];
  }

  return { cornerNear, path, line, ends };
}
