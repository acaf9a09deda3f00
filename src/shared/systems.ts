/**
 * The game systems the engine plays, by the ruleset's `system` value, with their names: the checker
 * warns of a ruleset of any other (it can be edited and checked, not played), in the CLI and the
 * studio alike. Each is a rules module registered in src/engine/index.ts; a test keeps the two lists
 * the same.
 */
export const PLAYED_SYSTEMS: Readonly<Record<string, string>> = {
  hexOdds: 'Hex and counter, odds CRT',
  areaImpulse: 'Area movement, impulses, d10 fire',
};
