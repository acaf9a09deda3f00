import type { HexId } from '../shared/ids';
import { directionsOf, stepOf, type Direction } from './directions';
import { formatHex, fromAxial, inExtent, parseHex, toAxial, type Axial, type GridGeometry } from './grid';

/** The hex across a side, with its printed id, or null when it lies off the map or the id is invalid. */
export function neighbour(g: GridGeometry, hex: string, dir: Direction): HexId | null {
  const p = parseHex(g, hex);
  const step = stepOf(g.orientation, dir);
  if (!p || !step) return null;
  const a = toAxial(g, p);
  const n = fromAxial(g, { q: a.q + step.q, r: a.r + step.r });
  return inExtent(g, n) ? formatHex(g, n) : null;
}

/** The on-map neighbours of a hex with the direction to each. */
export function neighbours(g: GridGeometry, hex: string): { dir: Direction; hex: HexId }[] {
  const out: { dir: Direction; hex: HexId }[] = [];
  for (const dir of directionsOf(g.orientation)) {
    const n = neighbour(g, hex, dir);
    if (n) out.push({ dir, hex: n });
  }
  return out;
}

/** Axial coordinates of two hex ids, or null when either is not a hex of the grid. */
function axialPair(g: GridGeometry, a: string, b: string): [Axial, Axial] | null {
  const pa = parseHex(g, a);
  const pb = parseHex(g, b);
  return pa && pb ? [toAxial(g, pa), toAxial(g, pb)] : null;
}

/** The side of `a` that faces `b`, or null when they are not adjacent. */
export function directionBetween(g: GridGeometry, a: string, b: string): Direction | null {
  const pair = axialPair(g, a, b);
  if (!pair) return null;
  const [xa, xb] = pair;
  for (const dir of directionsOf(g.orientation)) {
    const s = stepOf(g.orientation, dir)!;
    if (xa.q + s.q === xb.q && xa.r + s.r === xb.r) return dir;
  }
  return null;
}

/** Hex distance in steps (cube distance). */
export function distance(g: GridGeometry, a: string, b: string): number | null {
  const pair = axialPair(g, a, b);
  if (!pair) return null;
  const [xa, xb] = pair;
  const dq = xa.q - xb.q;
  const dr = xa.r - xb.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}
