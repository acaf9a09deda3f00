import type { HexMap } from '../generated/documents';
import { directionsOf, OPPOSITE, stepOf, type Direction } from './directions';
import { formatHex, gridGeometry, parseHex, toAxial, type Axial, type GridGeometry } from './grid';
import { memo } from '../shared/memo';
import { canonicalHexside } from './hexsides';

/** One map of a board: its grid and where its numbering lies in the first map's (a pure shift). */
export interface BoardPart {
  readonly map: HexMap;
  readonly g: GridGeometry;
  /** Added to this map's printed column and row, they give the first map's numbering. */
  readonly shift: { readonly columns: number; readonly rows: number };
}

/**
 * Several hex maps laid side by side as one board (a scenario's `maps`): each hex has axial
 * coordinates in the first map's frame, so neighbours and distances run across the seams.
 */
export interface Board {
  readonly parts: readonly BoardPart[];
  /** Every hex of every map, map by map, column by column. */
  readonly hexes: readonly string[];
  /** The map each hex belongs to (index into parts). */
  partOf(hex: string): number | undefined;
  axialOf(hex: string): Axial | undefined;
  /** The hex across a side, on whichever map it lies, or null. */
  neighbour(hex: string, dir: Direction): string | null;
  /** The board's one id for a hexside (a seam side is named from the later map's side). */
  hexsideId(hex: string, dir: Direction): string;
  /** The edges of the board a hex lies on ("N", "S", "E", "W"): its map's edges not covered by another map. */
  edgesOf(hex: string): string[];
}

const key = (a: Axial) => `${a.q},${a.r}`;

/** Places each map by the `joins` between them, starting from the first; says why when they cannot be laid together. */
function place(maps: readonly HexMap[]): BoardPart[] | { error: string } {
  const base = gridGeometry(maps[0]!.grid);
  const parts: (BoardPart | undefined)[] = maps.map((m, i) => (i === 0 ? { map: m, g: base, shift: { columns: 0, rows: 0 } } : undefined));
  for (let progress = true; progress; ) {
    progress = false;
    maps.forEach((m, i) => {
      if (parts[i]) return;
      for (const [j, other] of maps.entries()) {
        const there = parts[j];
        if (!there) continue;
        // m declares where it lies in other's numbering, or other declares where it lies in m's.
        const own = m.joins?.[other.id]?.offset;
        const theirs = other.joins?.[m.id]?.offset;
        const o = own ?? (theirs ? { columns: -theirs.columns, rows: -theirs.rows } : undefined);
        if (!o) continue;
        parts[i] = { map: m, g: gridGeometry(m.grid), shift: { columns: o.columns + there.shift.columns, rows: o.rows + there.shift.rows } };
        progress = true;
        return;
      }
    });
  }
  const loose = maps.filter((_, i) => !parts[i]);
  if (loose.length) return { error: `the map "${loose[0]!.id}" has no join to the other maps of the scenario (a "joins" entry says where it lies beside them)` };
  for (const p of parts as BoardPart[]) {
    const why = mismatch(base, p);
    if (why) return { error: `the map "${p.map.id}" cannot lie beside "${maps[0]!.id}": ${why}` };
  }
  return parts as BoardPart[];
}

/** Why a part's grid cannot be shifted into the base's frame, if it cannot. */
export function mismatch(base: GridGeometry, p: BoardPart): string | undefined {
  const g = p.g;
  if (g.orientation !== base.orientation) return `its hexes are ${g.orientation}-topped, the other's ${base.orientation}-topped`;
  if (g.colSign !== base.colSign || g.rowSign !== base.rowSign) return 'its columns or rows are numbered the other way';
  const staggered = base.orientation === 'flat' ? p.shift.columns : p.shift.rows;
  if ((((g.shiftedParity + staggered) % 2) + 2) % 2 !== base.shiftedParity) return `an offset of ${staggered} ${base.orientation === 'flat' ? 'columns' : 'rows'} breaks the stagger (it must keep the shifted ${base.orientation === 'flat' ? 'columns' : 'rows'} in line)`;
  return undefined;
}

type Laid = Board | { error: string };
/** Boards laid, by their maps in order (each level of the tree is one map's identity): a check after every edit lays the same maps again. */
interface Boards {
  readonly next: WeakMap<HexMap, Boards>;
  laid?: Laid;
}
const boards: Boards = { next: new WeakMap() };

/** Lays maps side by side by their joins; the first map's frame is the board's. The maps are never changed: one board per set of map objects. */
export function boardOf(maps: readonly HexMap[]): Laid {
  let node = boards;
  for (const m of maps) node = memo(node.next, m, () => ({ next: new WeakMap() }));
  return (node.laid ??= layBoard(maps));
}

function layBoard(maps: readonly HexMap[]): Laid {
  if (!maps.length) return { error: 'no map' };
  const parts = place(maps);
  if ('error' in parts) return parts;
  const base = parts[0]!.g;
  const hexes: string[] = [];
  const part = new Map<string, number>();
  const axial = new Map<string, Axial>();
  const at = new Map<string, string>();
  for (const [i, p] of parts.entries()) {
    for (let c = p.g.cols.first; c <= p.g.cols.last; c++) {
      for (let r = p.g.rows.first; r <= p.g.rows.last; r++) {
        const id = formatHex(p.g, { col: c, row: r });
        if (part.has(id)) return { error: `the maps "${parts[part.get(id)!]!.map.id}" and "${p.map.id}" both number a hex ${id}: give one of them a prefix` };
        const a = toAxial(base, { col: c + p.shift.columns, row: r + p.shift.rows });
        const clash = at.get(key(a));
        if (clash) return { error: `the maps "${parts[part.get(clash)!]!.map.id}" and "${p.map.id}" overlap: ${clash} and ${id} lie in the same place` };
        hexes.push(id);
        part.set(id, i);
        axial.set(id, a);
        at.set(key(a), id);
      }
    }
  }
  const neighbour = (hex: string, dir: Direction): string | null => {
    const a = axial.get(hex);
    const s = stepOf(base.orientation, dir);
    return a && s ? (at.get(key({ q: a.q + s.q, r: a.r + s.r })) ?? null) : null;
  };
  const hexsideId = (hex: string, dir: Direction): string => {
    const i = part.get(hex)!;
    const other = neighbour(hex, dir);
    const j = other === null ? i : part.get(other)!;
    if (i === j) return canonicalHexside(parts[i]!.g, hex, dir);
    return j > i ? `${other}/${OPPOSITE[dir]}` : `${hex}/${dir}`;
  };
  const edgesOf = (hex: string): string[] => {
    const i = part.get(hex);
    if (i === undefined) return [];
    const { g } = parts[i]!;
    const p = parseHex(g, hex)!;
    const left = g.colSign === 1 ? g.cols.first : g.cols.last;
    const right = g.colSign === 1 ? g.cols.last : g.cols.first;
    const top = g.rowSign === 1 ? g.rows.first : g.rows.last;
    const bottom = g.rowSign === 1 ? g.rows.last : g.rows.first;
    const own = [p.row === top ? 'N' : '', p.row === bottom ? 'S' : '', p.col === right ? 'E' : '', p.col === left ? 'W' : ''].filter(Boolean);
    // An edge another map covers is no edge of the board: a side toward it leads onto that map.
    const foreign = (d: Direction) => {
      const n = neighbour(hex, d);
      return n !== null && part.get(n) !== i;
    };
    const covered = (edge: string) => directionsOf(g.orientation).some((d) => d.includes(edge) && foreign(d));
    return own.filter((e) => !covered(e));
  };
  return { parts, hexes, partOf: (h) => part.get(h), axialOf: (h) => axial.get(h), neighbour, hexsideId, edgesOf };
}
