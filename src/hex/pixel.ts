import type { HexId, HexsideId } from '../shared/ids';
import { directionsOf, stepOf, type Direction } from './directions';
import { formatHex, fromAxial, inExtent, toAxial, type Axial, type GridGeometry, type Printed } from './grid';
import { canonicalHexside } from './hexsides';

/** A point in map (world) pixels: the map's top-left hex touches (0, 0) at zoom 1. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

const SQRT3 = Math.sqrt(3);

/** Pixel layout of a grid: hexes of `size` pixels from centre to corner. */
export class HexLayout {
  private readonly origin: Point;

  constructor(
    readonly g: GridGeometry,
    readonly size: number,
  ) {
    const p0 = this.raw(toAxial(g, printedAt(g, 0, 0)));
    const p1 = this.raw(toAxial(g, printedAt(g, 1, 0)));
    const q0 = this.raw(toAxial(g, printedAt(g, 0, 1)));
    const flat = g.orientation === 'flat';
    const halfW = flat ? size : (SQRT3 * size) / 2;
    const halfH = flat ? (SQRT3 * size) / 2 : size;
    this.origin = { x: halfW - Math.min(p0.x, flat ? p0.x : Math.min(p0.x, q0.x)), y: halfH - Math.min(p0.y, flat ? Math.min(p0.y, p1.y) : p0.y) };
  }

  /** Width and height of the whole map in pixels. */
  get bounds(): { width: number; height: number } {
    const { cols, rows } = this.g;
    const n = cols.last - cols.first + 1;
    const m = rows.last - rows.first + 1;
    return this.g.orientation === 'flat'
      ? { width: this.size * (1.5 * n + 0.5), height: SQRT3 * this.size * (m + 0.5) }
      : { width: SQRT3 * this.size * (n + 0.5), height: this.size * (1.5 * m + 0.5) };
  }

  /** Centre of a printed hex. */
  center(p: Printed): Point {
    const r = this.raw(toAxial(this.g, p));
    return { x: r.x + this.origin.x, y: r.y + this.origin.y };
  }

  /** The six corners of a hex, clockwise from the right (flat) or lower right (pointy). */
  corners(p: Printed): Point[] {
    const c = this.center(p);
    const start = this.g.orientation === 'flat' ? 0 : 30;
    return Array.from({ length: 6 }, (_, k) => {
      const a = ((start + 60 * k) * Math.PI) / 180;
      return { x: c.x + this.size * Math.cos(a), y: c.y + this.size * Math.sin(a) };
    });
  }

  /** The two corners of one side of a hex. */
  edge(p: Printed, dir: Direction): [Point, Point] {
    const [a, b] = EDGE_CORNERS[this.g.orientation][dir]!;
    const cs = this.corners(p);
    return [cs[a]!, cs[b]!];
  }

  /** The hex under a point, or null off the map. */
  hexAt(pt: Point): HexId | null {
    const printed = this.printedAt(pt);
    return printed ? formatHex(this.g, printed) : null;
  }

  /** The printed column and row under a point, or null off the map (`within` false: wherever it lies). */
  printedAt(pt: Point, within = true): Printed | null {
    const x = pt.x - this.origin.x;
    const y = pt.y - this.origin.y;
    const s = this.size;
    const frac = this.g.orientation === 'flat' ? { q: ((2 / 3) * x) / s, r: ((-1 / 3) * x + (SQRT3 / 3) * y) / s } : { q: ((SQRT3 / 3) * x - (1 / 3) * y) / s, r: ((2 / 3) * y) / s };
    const printed = fromAxial(this.g, roundAxial(frac));
    return !within || inExtent(this.g, printed) ? printed : null;
  }

  /**
   * The hexside nearest a point, when the point is within `reach` (a fraction of the hex size) of
   * that side's midpoint: what a click "near an edge" means.
   */
  hexsideAt(pt: Point, reach = 0.45): { id: HexsideId; hex: HexId; dir: Direction } | null {
    const printed = this.printedAt(pt);
    if (!printed) return null;
    const c = this.center(printed);
    let best: { dir: Direction; d: number } | undefined;
    for (const dir of directionsOf(this.g.orientation)) {
      const [a, b] = this.edge(printed, dir);
      const mx = (a.x + b.x) / 2 - pt.x;
      const my = (a.y + b.y) / 2 - pt.y;
      const d = Math.hypot(mx, my);
      if (!best || d < best.d) best = { dir, d };
    }
    if (!best || best.d > reach * this.size || Math.hypot(pt.x - c.x, pt.y - c.y) < 0.3 * this.size) return null;
    const hex = formatHex(this.g, printed);
    return { id: canonicalHexside(this.g, hex, best.dir), hex, dir: best.dir };
  }

  private raw(a: Axial): Point {
    const s = this.size;
    return this.g.orientation === 'flat' ? { x: s * 1.5 * a.q, y: s * SQRT3 * (a.r + a.q / 2) } : { x: s * SQRT3 * (a.q + a.r / 2), y: s * 1.5 * a.r };
  }
}

/** Corner indices of each side (corners numbered as in HexLayout.corners, y down). */
const EDGE_CORNERS: Record<'flat' | 'pointy', Partial<Record<Direction, [number, number]>>> = {
  flat: { SE: [0, 1], S: [1, 2], SW: [2, 3], NW: [3, 4], N: [4, 5], NE: [5, 0] },
  pointy: { SE: [0, 1], SW: [1, 2], W: [2, 3], NW: [3, 4], NE: [4, 5], E: [5, 0] },
};

/** The printed hex at screen indices (i, j) from the top-left. */
function printedAt(g: GridGeometry, i: number, j: number): Printed {
  return { col: g.colSign === 1 ? g.cols.first + i : g.cols.last - i, row: g.rowSign === 1 ? g.rows.first + j : g.rows.last - j };
}

/** Rounds fractional axial coordinates to the hex containing them (cube rounding). */
function roundAxial(a: { q: number; r: number }): Axial {
  const s = -a.q - a.r;
  let q = Math.round(a.q);
  let r = Math.round(a.r);
  const rs = Math.round(s);
  const dq = Math.abs(q - a.q);
  const dr = Math.abs(r - a.r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) q = -r - rs;
  else if (dr > ds) r = -q - rs;
  return { q, r };
}

/** The axial step of a side, re-exported for drawing code. */
export { stepOf };
