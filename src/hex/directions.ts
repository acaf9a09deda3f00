import type { Axial } from './grid';

/** A hexside direction as seen on screen. Flat hexes use N NE SE S SW NW; pointy hexes NE E SE SW W NW. */
export type Direction = 'N' | 'NE' | 'E' | 'SE' | 'S' | 'SW' | 'W' | 'NW';

/** Axial step toward each side of a flat-topped hex (screen y grows downwards). */
export const FLAT_STEPS: Readonly<Record<string, Axial>> = {
  N: { q: 0, r: -1 },
  NE: { q: 1, r: -1 },
  SE: { q: 1, r: 0 },
  S: { q: 0, r: 1 },
  SW: { q: -1, r: 1 },
  NW: { q: -1, r: 0 },
};

/** Axial step toward each side of a pointy-topped hex. */
export const POINTY_STEPS: Readonly<Record<string, Axial>> = {
  NE: { q: 1, r: -1 },
  E: { q: 1, r: 0 },
  SE: { q: 0, r: 1 },
  SW: { q: -1, r: 1 },
  W: { q: -1, r: 0 },
  NW: { q: 0, r: -1 },
};

/** The opposite side. */
export const OPPOSITE: Readonly<Record<Direction, Direction>> = {
  N: 'S',
  NE: 'SW',
  E: 'W',
  SE: 'NW',
  S: 'N',
  SW: 'NE',
  W: 'E',
  NW: 'SE',
};

/**
 * The three sides each hex owns, so that every hexside has exactly one canonical id (DESIGN.md):
 * the other three belong to the neighbour across them.
 */
export const OWNED: Readonly<Record<'flat' | 'pointy', readonly Direction[]>> = {
  flat: ['N', 'NE', 'SE'],
  pointy: ['NE', 'E', 'SE'],
};

/** The six directions of an orientation, clockwise from the top. */
export function directionsOf(orientation: 'flat' | 'pointy'): readonly Direction[] {
  return orientation === 'flat' ? ['N', 'NE', 'SE', 'S', 'SW', 'NW'] : ['NE', 'E', 'SE', 'SW', 'W', 'NW'];
}

/** The axial step of a direction, or undefined when the orientation has no such side. */
export function stepOf(orientation: 'flat' | 'pointy', dir: string): Axial | undefined {
  return (orientation === 'flat' ? FLAT_STEPS : POINTY_STEPS)[dir];
}
