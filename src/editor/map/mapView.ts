import type { HexMap, Ruleset } from '../../generated/documents';
import { formatHex, gridGeometry, type GridGeometry } from '../../hex';
import { HexLayout } from '../../hex/pixel';

/** Hexes per chunk side: terrain is drawn and cached per chunk, and only visible chunks are drawn. */
export const CHUNK = 16;
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
 * its centre, and the chunks. Index by hex ordinal (typed arrays), never by searching.
 */
export class MapGeometry {
  readonly g: GridGeometry;
  readonly layout: HexLayout;
  readonly ids: string[] = [];
  readonly ordinal = new Map<string, number>();
  readonly cx: Float64Array;
  readonly cy: Float64Array;
  readonly chunks: Chunk[] = [];
  readonly chunkOf: Int32Array;

  constructor(map: HexMap) {
    this.g = gridGeometry(map.grid);
    this.layout = new HexLayout(this.g, HEX_SIZE);
    const { cols, rows } = this.g;
    const n = (cols.last - cols.first + 1) * (rows.last - rows.first + 1);
    this.cx = new Float64Array(n);
    this.cy = new Float64Array(n);
    this.chunkOf = new Int32Array(n);
    const nCols = cols.last - cols.first + 1;
    const nRows = rows.last - rows.first + 1;
    const chunkHexes = new Map<number, number[]>();
    const chunksAcross = Math.ceil(nCols / CHUNK);
    for (let i = 0; i < nCols; i++) {
      for (let j = 0; j < nRows; j++) {
        const printed = { col: this.g.colSign === 1 ? cols.first + i : cols.last - i, row: this.g.rowSign === 1 ? rows.first + j : rows.last - j };
        const k = this.ids.length;
        const id = formatHex(this.g, printed);
        this.ids.push(id);
        this.ordinal.set(id, k);
        const c = this.layout.center(printed);
        this.cx[k] = c.x;
        this.cy[k] = c.y;
        const chunk = Math.floor(j / CHUNK) * chunksAcross + Math.floor(i / CHUNK);
        this.chunkOf[k] = chunk;
        let list = chunkHexes.get(chunk);
        if (!list) chunkHexes.set(chunk, (list = []));
        list.push(k);
      }
    }
    const pad = HEX_SIZE + 2;
    for (const [id, hexes] of [...chunkHexes.entries()].sort((a, b) => a[0] - b[0])) {
      let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
      for (const k of hexes) {
        x0 = Math.min(x0, this.cx[k]!); y0 = Math.min(y0, this.cy[k]!);
        x1 = Math.max(x1, this.cx[k]!); y1 = Math.max(y1, this.cy[k]!);
      }
      this.chunks[id] = { x: x0 - pad, y: y0 - pad, width: x1 - x0 + 2 * pad, height: y1 - y0 + 2 * pad, hexes };
    }
  }

  /** A key that changes when the grid header changes (the geometry must be rebuilt). */
  static key(map: HexMap): string {
    return JSON.stringify(map.grid);
  }
}

/** Colours of the ruleset's terrain, hexside and road types, with fallbacks for unknown ids. */
export function colours(ruleset: Ruleset | undefined) {
  const terrain = (id: string) => ruleset?.terrainTypes?.[id]?.colour ?? '#d0d0d0';
  const hexside = (id: string) => ruleset?.hexsideTypes?.[id]?.colour ?? '#3f7fbf';
  const road = (id: string) => ruleset?.roadClasses?.[id]?.colour ?? '#8e5a2b';
  return { terrain, hexside, road };
}
