import type { Point } from './pixel';

/** A 2D affine transform in Canvas order [a, b, c, d, e, f]: x' = a·x + c·y + e, y' = b·x + d·y + f. */
export type Affine = readonly [number, number, number, number, number, number];

/** Applies a transform to a point. */
export function applyAffine(m: Affine, p: Point): Point {
  return { x: m[0] * p.x + m[2] * p.y + m[4], y: m[1] * p.x + m[3] * p.y + m[5] };
}

/** The inverse transform, or null when it is degenerate. */
export function invertAffine(m: Affine): Affine | null {
  const [a, b, c, d, e, f] = m;
  const det = a * d - b * c;
  if (Math.abs(det) < 1e-12) return null;
  return [d / det, -b / det, -c / det, a / det, (c * f - d * e) / det, (b * e - a * f) / det];
}

/**
 * The transform taking image pixels to map pixels from calibration pairs: two pairs give a
 * similarity (scale, rotation, translation: a scan is rarely skewed), three give a full affine
 * (a scan that is stretched or sheared). Null when the points coincide or are collinear.
 */
export function calibrate(image: readonly Point[], map: readonly Point[]): Affine | null {
  if (image.length === 2 && map.length === 2) {
    const [p0, p1] = image as [Point, Point];
    const [q0, q1] = map as [Point, Point];
    const dx = p1.x - p0.x, dy = p1.y - p0.y;
    const ex = q1.x - q0.x, ey = q1.y - q0.y;
    const len = dx * dx + dy * dy;
    if (len < 1e-9) return null;
    // The complex ratio (ex + i·ey) / (dx + i·dy) is scale·rotation.
    const a = (ex * dx + ey * dy) / len;
    const b = (ey * dx - ex * dy) / len;
    return [a, b, -b, a, q0.x - (a * p0.x - b * p0.y), q0.y - (b * p0.x + a * p0.y)];
  }
  if (image.length === 3 && map.length === 3) {
    const [p0, p1, p2] = image as [Point, Point, Point];
    const det = p0.x * (p1.y - p2.y) - p0.y * (p1.x - p2.x) + (p1.x * p2.y - p2.x * p1.y);
    if (Math.abs(det) < 1e-9) return null;
    const solve = (v0: number, v1: number, v2: number) => {
      const ax = (v0 * (p1.y - p2.y) - p0.y * (v1 - v2) + (v1 * p2.y - v2 * p1.y)) / det;
      const cy = (p0.x * (v1 - v2) - v0 * (p1.x - p2.x) + (p1.x * v2 - p2.x * v1)) / det;
      const e = (p0.x * (p1.y * v2 - p2.y * v1) - p0.y * (p1.x * v2 - p2.x * v1) + v0 * (p1.x * p2.y - p2.x * p1.y)) / det;
      return [ax, cy, e] as const;
    };
    const [a, c, e] = solve(map[0]!.x, map[1]!.x, map[2]!.x);
    const [b, d, f] = solve(map[0]!.y, map[1]!.y, map[2]!.y);
    return [a, b, c, d, e, f];
  }
  return null;
}
