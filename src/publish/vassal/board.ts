/**
 * A hex map as a VASSAL board (issue 17): the map drawn as an SVG image, and the HexGrid and
 * HexGridNumbering that put VASSAL's grid on its hexes and its numbers on the printed ones. VASSAL's
 * grid is flat-topped in columns (`sideways` turns it for pointy-topped maps), the even columns
 * unshifted and the odd ones half a hex down from its origin; its numbering counts columns and rows
 * from the origin, ascending or descending, with offsets and a stagger. Which of those settings
 * names every hex as the map prints it is found, not assumed: each is tried against every hex.
 */
import type { HexMap, Ruleset } from '../../generated/documents';
import { layoutOf, mapHexes, mapShapes, shapesToSvg } from '../mapDrawing';

export interface VassalGrid {
  readonly sideways: boolean;
  readonly x0: number;
  readonly y0: number;
  readonly dx: number;
  readonly dy: number;
}

export interface VassalNumbering {
  readonly hOff: number;
  readonly vOff: number;
  readonly hLeading: number;
  readonly vLeading: number;
  readonly hDescend: boolean;
  readonly vDescend: boolean;
  readonly stagger: boolean;
}

export interface VassalBoard {
  readonly svg: string;
  readonly width: number;
  readonly height: number;
  readonly grid: VassalGrid;
  readonly numbering: VassalNumbering;
  /** What the map's hex numbers carry before VASSAL's (its location format adds it). */
  readonly prefix: string;
  /** Each hex's centre on the board, in whole pixels. */
  readonly centres: ReadonlyMap<string, { x: number; y: number }>;
}

const PAD = 8;

/** The board of a hex map with hexes of corner radius `size` pixels, or why VASSAL cannot number it as printed. */
export function vassalBoard(map: HexMap, ruleset: Ruleset, size = 32): VassalBoard | { error: string } {
  const layout = layoutOf(map, size);
  // A prefix ("W" of W1234) is not VASSAL's numbering's: its location format adds it to the names it reports.
  const prefix = layout.g.prefix;
  const sideways = layout.g.orientation !== 'flat';
  const hexes = mapHexes(layout);
  // The first hex in VASSAL's own axes (across the columns, then down them) is the grid's origin,
  // moved to whole pixels: VASSAL's origin is an integer.
  const u = (h: { x: number; y: number }) => (sideways ? h.y : h.x);
  const v = (h: { x: number; y: number }) => (sideways ? h.x : h.y);
  const a = hexes.reduce((m, h) => (u(h) < u(m) - 1e-6 || (Math.abs(u(h) - u(m)) < 1e-6 && v(h) < v(m)) ? h : m));
  const tx = Math.ceil(a.x) - a.x + PAD;
  const ty = Math.ceil(a.y) - a.y + PAD;
  const width = Math.ceil(layout.bounds.width + tx + PAD);
  const height = Math.ceil(layout.bounds.height + ty + PAD);
  const origin = { x: Math.round(a.x + tx), y: Math.round(a.y + ty) };
  const grid: VassalGrid = { sideways, x0: sideways ? origin.y : origin.x, y0: sideways ? origin.x : origin.y, dx: 1.5 * size, dy: Math.sqrt(3) * size };
  const centres = new Map(hexes.map((h) => [h.id, { x: Math.round(h.x + tx), y: Math.round(h.y + ty) }]));
  const digits = { h: layout.g.columnDigits - 1, v: layout.g.rowDigits - 1 };
  for (const stagger of [true, false]) {
    for (const hDescend of [false, true]) {
      for (const vDescend of [false, true]) {
        const trial: VassalNumbering = { hOff: 0, vOff: 0, hLeading: digits.h, vLeading: digits.v, hDescend, vDescend, stagger };
        const first = centres.get(a.id)!;
        const at = gridPosition(grid, trial, { width, height }, first.x, first.y);
        const numbering = { ...trial, hOff: a.p.col - at.column, vOff: a.p.row - at.row };
        if (hexes.every((h) => prefix + vassalLabel(grid, numbering, { width, height }, centres.get(h.id)!.x, centres.get(h.id)!.y) === h.id)) {
          return { svg: shapesToSvg(mapShapes(map, ruleset, layout), width, height, tx, ty), width, height, grid, numbering, prefix, centres };
        }
      }
    }
  }
  return { error: `${map.id}: no setting of VASSAL's grid numbering names every hex as the map prints it` };
}

/**
 * The column and row VASSAL's HexGridNumbering gives the board point (x, y) before its offsets, as
 * its getColumn and getRow work them out (its counts of columns and rows on the board included).
 */
export function gridPosition(grid: VassalGrid, n: VassalNumbering, board: { width: number; height: number }, x: number, y: number): { column: number; row: number } {
  const [px, py] = grid.sideways ? [y, x] : [x, y];
  const rawColumn = Math.floor((px - grid.x0) / grid.dx + 0.5);
  const nx = Math.round((px - grid.x0) / grid.dx);
  const rawRow = nx % 2 === 0 ? Math.round((py - grid.y0) / grid.dy) : Math.round((py - grid.y0 - grid.dy / 2) / grid.dy);
  const maxRows = Math.floor(board.height / grid.dx + 0.5);
  const maxColumns = Math.floor(board.width / grid.dy + 0.5);
  let column = rawColumn;
  if (n.vDescend && grid.sideways) column = maxRows - column;
  if (n.hDescend && !grid.sideways) column = maxColumns - column;
  let row = rawRow;
  if (n.vDescend && !grid.sideways) row = maxRows - row;
  if (n.hDescend && grid.sideways) row = maxColumns - row;
  if (n.stagger && rawColumn % 2 !== 0) row += (grid.sideways ? n.hDescend : n.vDescend) ? -1 : 1;
  return { column, row };
}

/** The hex number VASSAL prints at (x, y): column then row, each with its leading zeros. */
export function vassalLabel(grid: VassalGrid, n: VassalNumbering, board: { width: number; height: number }, x: number, y: number): string {
  const { column, row } = gridPosition(grid, n, board, x, y);
  const pad = (value: number, leading: number) => String(value).padStart(leading + 1, '0');
  return pad(column + n.hOff, n.hLeading) + pad(row + n.vOff, n.vLeading);
}
