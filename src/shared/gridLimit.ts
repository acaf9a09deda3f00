/**
 * The most hexes a map's grid may span (columns × rows): the engine compiles a grid this size in
 * about a second on a two-core machine (issue 18: a 4-million-hex grid took 46 s and 2.1 GB, then
 * ran out of memory). The checker refuses a larger grid and test play never compiles one.
 */
export const MAX_GRID_HEXES = 100_000;
