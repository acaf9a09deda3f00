import type { AreaMap, Point } from '../../generated/documents';
import { AREA_RADIUS, nodeCentre, ZONE_HALF } from '../../shared/areaLook';

export { AREA_RADIUS, nodeCentre, ZONE_HALF };

/** Whether a point lies inside a polygon (even-odd rule). */
export function insidePolygon(p: Point, poly: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i]!, b = poly[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/** The area or zone under a point: zones' boxes first (they sit on the edge), then outlines, then circles. */
export function nodeAt(map: AreaMap, p: Point): string | undefined {
  for (const [id, z] of Object.entries(map.zones ?? {})) {
    const c = z.position;
    if (c && Math.abs(p.x - c.x) <= ZONE_HALF.w && Math.abs(p.y - c.y) <= ZONE_HALF.h) return id;
  }
  let best: string | undefined;
  let bestD = Infinity;
  for (const [id, a] of Object.entries(map.areas)) {
    if (a.outline && insidePolygon(p, a.outline)) return id;
    const c = a.position;
    if (!c || a.outline) continue;
    const d = Math.hypot(p.x - c.x, p.y - c.y);
    if (d <= AREA_RADIUS && d < bestD) [best, bestD] = [id, d];
  }
  return best;
}

/** Distance from a point to a segment. */
export function segmentDistance(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x, dy = b.y - a.y;
  const len = dx * dx + dy * dy;
  const t = len ? Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len)) : 0;
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/** The connection nearest a point within `tolerance` map units (its middle part: the ends are the areas'). */
export function connectionAt(map: AreaMap, p: Point, tolerance: number): string | undefined {
  let best: string | undefined;
  let bestD = tolerance;
  for (const [id, c] of Object.entries(map.connections)) {
    const a = nodeCentre(map, c.between[0]), b = nodeCentre(map, c.between[1]);
    const d = segmentDistance(p, a, b);
    if (d <= bestD) [best, bestD] = [id, d];
  }
  return best;
}

/** The corner of an area's outline within `tolerance` of a point, if any. */
export function cornerAt(map: AreaMap, id: string | undefined, p: Point, tolerance: number): number | undefined {
  const outline = id ? map.areas[id]?.outline : undefined;
  const i = outline?.findIndex((q) => Math.hypot(q.x - p.x, q.y - p.y) <= tolerance);
  return i === undefined || i < 0 ? undefined : i;
}

/** The box holding every area, outline and zone, padded. */
export function mapBounds(map: AreaMap): { x: number; y: number; width: number; height: number } {
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  const add = (p: Point, r: number) => {
    x0 = Math.min(x0, p.x - r); y0 = Math.min(y0, p.y - r);
    x1 = Math.max(x1, p.x + r); y1 = Math.max(y1, p.y + r);
  };
  for (const a of Object.values(map.areas)) {
    if (a.position) add(a.position, AREA_RADIUS);
    a.outline?.forEach((q) => add(q, 0));
  }
  for (const z of Object.values(map.zones ?? {})) if (z.position) add(z.position, ZONE_HALF.w);
  if (x0 === Infinity) return { x: 0, y: 0, width: 800, height: 600 };
  const pad = 30;
  return { x: x0 - pad, y: y0 - pad, width: x1 - x0 + 2 * pad, height: y1 - y0 + 2 * pad };
}
