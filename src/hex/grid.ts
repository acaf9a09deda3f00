import type { HexGrid } from '../generated/documents';
import type { HexId } from '../shared/ids';

/** Axial coordinates (q, r) of a hex; cube s = -q - r. Red Blob Games conventions, y down. */
export interface Axial {
  readonly q: number;
  readonly r: number;
}

/** A printed column and row, as in the hex number 2115 = column 21, row 15. */
export interface Printed {
  readonly col: number;
  readonly row: number;
}

/** The grid facts the geometry needs, read once from a map header. */
export interface GridGeometry {
  readonly orientation: 'flat' | 'pointy';
  readonly prefix: string;
  readonly columnDigits: number;
  readonly rowDigits: number;
  readonly cols: { readonly first: number; readonly last: number };
  readonly rows: { readonly first: number; readonly last: number };
  /** +1 when printed columns grow to the right on screen, -1 when they grow to the left. */
  readonly colSign: 1 | -1;
  /** +1 when printed rows grow downwards on screen, -1 when they grow upwards. */
  readonly rowSign: 1 | -1;
  /** Parity (0 or 1) of the printed columns (flat) or rows (pointy) shifted by half a hex. */
  readonly shiftedParity: 0 | 1;
}

/** Reads the geometry of a map's grid header. */
export function gridGeometry(grid: HexGrid): GridGeometry {
  return {
    orientation: grid.orientation,
    prefix: grid.numbering.prefix ?? '',
    columnDigits: grid.numbering.columnDigits,
    rowDigits: grid.numbering.rowDigits,
    cols: grid.columns,
    rows: grid.rows,
    colSign: grid.numbering.columnsIncrease === 'left' ? -1 : 1,
    rowSign: grid.numbering.rowsIncrease === 'up' ? -1 : 1,
    shiftedParity: grid.stagger === 'odd' ? 1 : 0,
  };
}

/** Splits a hex id into printed column and row, or null if it does not follow the grid's numbering. */
export function parseHex(g: GridGeometry, id: string): Printed | null {
  const start = g.prefix.length;
  if (id.length !== start + g.columnDigits + g.rowDigits || !id.startsWith(g.prefix)) return null;
  // The digits read one by one: a map check parses every hex id of a 15,000-hex map.
  let col = 0;
  let row = 0;
  for (let i = start; i < id.length; i++) {
    const d = id.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return null;
    if (i < start + g.columnDigits) col = col * 10 + d;
    else row = row * 10 + d;
  }
  return { col, row };
}

/** Formats a printed column and row as the grid's hex id. */
export function formatHex(g: GridGeometry, p: Printed): HexId {
  return (g.prefix +
    String(p.col).padStart(g.columnDigits, '0') +
    String(p.row).padStart(g.rowDigits, '0')) as HexId;
}

/** True when the printed column and row lie inside the map's extent. */
export function inExtent(g: GridGeometry, p: Printed): boolean {
  return p.col >= g.cols.first && p.col <= g.cols.last && p.row >= g.rows.first && p.row <= g.rows.last;
}

/** On-screen column and row indices (0-based, left to right, top to bottom) of a printed hex. */
function screenIndex(g: GridGeometry, p: Printed): { i: number; j: number } {
  const i = g.colSign === 1 ? p.col - g.cols.first : g.cols.last - p.col;
  const j = g.rowSign === 1 ? p.row - g.rows.first : g.rows.last - p.row;
  return { i, j };
}

/** Printed column and row of on-screen indices. */
function printedOf(g: GridGeometry, i: number, j: number): Printed {
  const col = g.colSign === 1 ? g.cols.first + i : g.cols.last - i;
  const row = g.rowSign === 1 ? g.rows.first + j : g.rows.last - j;
  return { col, row };
}

/**
 * Offset of the shifted parity at screen index 0: the staggered lines are those whose printed
 * number has the grid's parity, and the screen index runs alongside the printed number.
 */
function phase(g: GridGeometry): number {
  const firstPrinted = g.orientation === 'flat' ? printedOf(g, 0, 0).col : printedOf(g, 0, 0).row;
  return ((firstPrinted % 2) + 2) % 2 === g.shiftedParity ? 1 : 0;
}

/** Axial coordinates of a printed hex (odd-q / odd-r layout after aligning the stagger). */
export function toAxial(g: GridGeometry, p: Printed): Axial {
  const { i, j } = screenIndex(g, p);
  const k = phase(g);
  if (g.orientation === 'flat') {
    const c = i + k;
    return { q: c, r: j - (c - (c & 1)) / 2 };
  }
  const rr = j + k;
  return { q: i - (rr - (rr & 1)) / 2, r: rr };
}

/** Printed column and row of axial coordinates (may lie outside the map's extent). */
export function fromAxial(g: GridGeometry, a: Axial): Printed {
  const k = phase(g);
  if (g.orientation === 'flat') {
    const c = a.q;
    const j = a.r + (c - (c & 1)) / 2;
    return printedOf(g, c - k, j);
  }
  const rr = a.r;
  const i = a.q + (rr - (rr & 1)) / 2;
  return printedOf(g, i, rr - k);
}
