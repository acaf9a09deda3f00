import type { HexId, HexsideId } from '../shared/ids';
import { directionsOf, OPPOSITE, OWNED, type Direction } from './directions';
import { inExtent, parseHex, type GridGeometry } from './grid';
import { directionBetween, neighbour } from './neighbours';

/** A hexside split into its owning hex and direction. */
export interface HexsideParts {
  readonly hex: HexId;
  readonly dir: Direction;
}

/** Splits "2115/N" into hex and direction, or null when the text is not a hexside id of this grid. */
export function parseHexside(g: GridGeometry, id: string): HexsideParts | null {
  const slash = id.indexOf('/');
  if (slash < 0) return null;
  const hex = id.slice(0, slash);
  const dir = id.slice(slash + 1) as Direction;
  const p = parseHex(g, hex);
  if (!p || !inExtent(g, p) || !directionsOf(g.orientation).includes(dir)) return null;
  return { hex: hex as HexId, dir };
}

/**
 * The canonical id of the side `dir` of `hex`: owned by the hex whose OWNED list has it, unless that
 * hex is off the map, in which case the on-map hex keeps it.
 */
export function canonicalHexside(g: GridGeometry, hex: string, dir: Direction): HexsideId {
  if (OWNED[g.orientation].includes(dir)) return `${hex}/${dir}` as HexsideId;
  const other = neighbour(g, hex, dir);
  return (other ? `${other}/${OPPOSITE[dir]}` : `${hex}/${dir}`) as HexsideId;
}

/** The canonical id of the hexside between two adjacent hexes, or null when they are not adjacent. */
export function hexsideBetween(g: GridGeometry, a: string, b: string): HexsideId | null {
  const dir = directionBetween(g, a, b);
  return dir ? canonicalHexside(g, a, dir) : null;
}

/** The two hexes a hexside separates (the second is null on the map edge). */
export function hexsideHexes(g: GridGeometry, parts: HexsideParts): [HexId, HexId | null] {
  return [parts.hex, neighbour(g, parts.hex, parts.dir)];
}
