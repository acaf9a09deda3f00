/**
 * The systems the checker knows the engine plays (src/shared/systems.ts) are the rules modules the
 * engine registers; and the engine refuses, with the reason, a grid it should never compile (issue 18).
 */
import { describe, expect, it } from 'vitest';
import { PLAYED_SYSTEMS } from '../../src/shared/systems';
import { MAX_GRID_HEXES } from '../../src/shared/gridLimit';
import { compile, systems } from '../../src/engine';
import { ardennesDocs } from './fixtures';

describe('the played systems', () => {
  it('the checker\'s list is the engine\'s registry', () => {
    expect(systems().sort()).toEqual(Object.keys(PLAYED_SYSTEMS).sort());
  });
});

describe('grids the engine does not compile', () => {
  const withGrid = (columns: { first: number; last: number }, rows: { first: number; last: number }) => {
    const d = ardennesDocs();
    return { ...d, map: { ...d.map, grid: { ...d.map.grid, columns, rows, numbering: { ...d.map.grid.numbering, columnDigits: 4, rowDigits: 4 } } } };
  };

  it(`a grid over ${MAX_GRID_HEXES} hexes is refused before any work (a 9999 × 9999 grid ran out of memory)`, () => {
    expect(() => compile(withGrid({ first: 1, last: 9999 }, { first: 1, last: 9999 }) as never)).toThrow(/spans 99,980,001 hexes; the engine plays maps of up to 100,000/);
  });

  it('an empty grid is refused (it crashed the engine at step 4)', () => {
    expect(() => compile(withGrid({ first: 1, last: 0 }, { first: 1, last: 42 }) as never)).toThrow(/has no hex in its grid/);
  });
});
