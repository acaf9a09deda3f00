import type { HexMap, Ruleset } from '../../generated/documents';
import { boardOf, directionsOf, formatHex, gridGeometry, parseHex, type Board, type Direction, type GridGeometry } from '../../hex';
import { HexLayout, type Point } from '../../hex/pixel';

/**
 * Hexes per chunk side: terrain is drawn and cached per chunk, and only visible chunks are drawn.
 * A brush dab caches its chunk again, so a dab costs a chunk's hexes: on a big map (issue 15: a
 * long stroke on 15,000 hexes) the chunks are smaller, 8 × 8, for a dab's handler at 2.1 ms where
 * 16 × 16 took 5.4 ms. A small map keeps the bigger chunks: four times fewer bitmaps to make as it
 * opens (the shipped map's longest start-up task was 54 ms with them, 70 ms with the small ones).
 */
export function chunkSide(hexes: number): number {
  return hexes > BIG_MAP_HEXES ? 8 : 16;
}
const BIG_MAP_HEXES = 4000;
/** Hex size in world pixels (centre to corner). */
export const HEX_SIZE = 24;

/** One block of hexes drawn as one cached shape. */
export interface Chunk {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  /** Hex ordinals (indexes into MapGeometry.ids). */
  readonly hexes: readonly number[];
}

/**
 * The static geometry of a map's grid, computed once per grid header: every hex id in screen order,
 * its centre, and the chunks. Index by hex ordinal (typed arrays), never by searching. Maps joined to
 * it (a scenario's other maps, in test play) lie beside it in its frame: their hexes follow its own,
 * `part` says whose each is (0: the map itself), and world coordinates stay the map's own, so the
 * joined maps may lie at negative ones.
 */
export class MapGeometry {
  /** The map's own grid: edits, brushes and hexside ids are this map's. */
  readonly g: GridGeometry;
  readonly layout: HexLayout;
  readonly ids: string[] = [];
  readonly ordinal = new Map<string, number>();
  readonly cx: Float64Array;
  readonly cy: Float64Array;
  /** The map each hex belongs to: 0 the map itself, i the i-th joined map. */
  readonly part: Uint8Array;
  readonly chunks: Chunk[] = [];
  readonly chunkOf: Int32Array;
  /** Every hex's box in world pixels. */
  readonly bounds: { x: number; y: number; width: number; height: number };
  /** The maps drawn, the map first. */
  readonly maps: readonly HexMap[];
  private readonly board?: Board;

  constructor(map: HexMap, joined: readonly HexMap[] = []) {
    this.g = gridGeometry(map.grid);
    this.layout = new HexLayout(this.g, HEX_SIZE);
    const board = joined.length ? boardOf([map, ...joined]) : undefined;
    this.board = board && !('error' in board) ? board : undefined;
    this.maps = this.board ? this.board.parts.map((p) => p.map) : [map];
    const spots: { id: string; part: number; x: number; y: number }[] = [];
    const parts = this.board?.parts ?? [{ map, g: this.g, shift: { columns: 0, rows: 0 } }];
    parts.forEach((p, i) => {
      const { cols, rows } = p.g;
      for (let a = 0; a < cols.last - cols.first + 1; a++) {
        for (let b = 0; b < rows.last - rows.first + 1; b++) {
          const printed = { col: p.g.colSign === 1 ? cols.first + a : cols.last - a, row: p.g.rowSign === 1 ? rows.first + b : rows.last - b };
          // In the map's own numbering, shifted: its layout places it (off the map's extent for a joined map).
          const c = this.layout.center({ col: printed.col + p.shift.columns, row: printed.row + p.shift.rows });
          spots.push({ id: formatHex(p.g, printed), part: i, x: c.x, y: c.y });
        }
      }
    });
    const n = spots.length;
    this.cx = new Float64Array(n);
    this.cy = new Float64Array(n);
    this.part = new Uint8Array(n);
    this.chunkOf = new Int32Array(n);
    let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
    for (const s of spots) {
      x0 = Math.min(x0, s.x); y0 = Math.min(y0, s.y);
      x1 = Math.max(x1, s.x); y1 = Math.max(y1, s.y);
    }
    const pad = HEX_SIZE + 2;
    this.bounds = { x: x0 - pad, y: y0 - pad, width: x1 - x0 + 2 * pad, height: y1 - y0 + 2 * pad };
    // Chunks are blocks of side × side hexes in world space.
    const side = chunkSide(n);
    const cw = side * HEX_SIZE * 1.5;
    const ch = side * HEX_SIZE * Math.sqrt(3);
    const across = Math.ceil(this.bounds.width / cw) + 1;
    const chunkHexes = new Map<number, number[]>();
    spots.forEach((s, k) => {
      this.ids.push(s.id);
      this.ordinal.set(s.id, k);
      this.cx[k] = s.x;
      this.cy[k] = s.y;
      this.part[k] = s.part;
      const chunk = Math.floor((s.y - this.bounds.y) / ch) * across + Math.floor((s.x - this.bounds.x) / cw);
      this.chunkOf[k] = chunk;
      let list = chunkHexes.get(chunk);
      if (!list) chunkHexes.set(chunk, (list = []));
      list.push(k);
    });
    // Chunk ids are dense (0…n-1): chunkOf names the index into chunks.
    const order = [...chunkHexes.keys()].sort((a, b) => a - b);
    const dense = new Map(order.map((id, i) => [id, i]));
    for (let k = 0; k < n; k++) this.chunkOf[k] = dense.get(this.chunkOf[k]!)!;
    for (const id of order) {
      const hexes = chunkHexes.get(id)!;
      let a = Infinity, b = Infinity, c = -Infinity, d = -Infinity;
      for (const k of hexes) {
        a = Math.min(a, this.cx[k]!); b = Math.min(b, this.cy[k]!);
        c = Math.max(c, this.cx[k]!); d = Math.max(d, this.cy[k]!);
      }
      this.chunks.push({ x: a - pad, y: b - pad, width: c - a + 2 * pad, height: d - b + 2 * pad, hexes });
    }
  }

  /** The hex under a world point, on the map or a joined one, or null. */
  hexAt(pt: Point): string | null {
    const own = this.layout.hexAt(pt);
    if (own || !this.board) return own;
    // Off the map's extent: the printed place in its numbering, then whichever joined map lies there.
    const printed = this.layout.printedAt(pt, false);
    if (!printed) return null;
    for (const [i, p] of this.board.parts.entries()) {
      if (i === 0) continue;
      const id = formatHex(p.g, { col: printed.col - p.shift.columns, row: printed.row - p.shift.rows });
      if (this.ordinal.has(id) && this.part[this.ordinal.get(id)!] === i) return id;
    }
    return null;
  }

  /** The six corners of hex k in world pixels. */
  corners(k: number): Point[] {
    const flat = this.g.orientation === 'flat';
    return Array.from({ length: 6 }, (_, i) => {
      const a = (((flat ? 0 : 30) + 60 * i) * Math.PI) / 180;
      return { x: this.cx[k]! + HEX_SIZE * Math.cos(a), y: this.cy[k]! + HEX_SIZE * Math.sin(a) };
    });
  }

  /** The world-pixel ends of a hexside id of any map drawn ("W0120/SE"), or null. */
  sideEnds(id: string): [Point, Point] | null {
    const slash = id.indexOf('/');
    const k = this.ordinal.get(id.slice(0, slash));
    const dir = id.slice(slash + 1) as Direction;
    if (k === undefined || !directionsOf(this.g.orientation).includes(dir)) return null;
    const p = this.board?.parts[this.part[k]!] ?? { g: this.g, shift: { columns: 0, rows: 0 } };
    const printed = parseHex(p.g, id.slice(0, slash))!;
    return this.layout.edge({ col: printed.col + p.shift.columns, row: printed.row + p.shift.rows }, dir);
  }

  /** A key that changes when the grid header, or the maps joined, change (the geometry must be rebuilt). */
  static key(map: HexMap, joined: readonly HexMap[] = []): string {
    return JSON.stringify([map.grid, ...joined.map((m) => [m.id, m.grid, m.joins, map.joins?.[m.id]])]);
  }
}

/** Colours of the ruleset's terrain, hexside and road types, with fallbacks for unknown ids. */
export function colours(ruleset: Ruleset | undefined) {
  const terrain = (id: string) => ruleset?.terrainTypes?.[id]?.colour ?? '#d0d0d0';
  const hexside = (id: string) => ruleset?.hexsideTypes?.[id]?.colour ?? '#3f7fbf';
  const road = (id: string) => ruleset?.roadClasses?.[id]?.colour ?? '#8e5a2b';
  return { terrain, hexside, road };
}
