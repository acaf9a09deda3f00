import type { LocationSet, Ruleset, Scenario, VpSource } from '../../generated/documents';
import { whenInWords } from './conditionEdits';

export { OP_WORDS, whenInWords } from './conditionEdits';

type Condition = Scenario['victory']['conditions'][string];

/** The kinds of place a location set names (exactly one), in the order a designer picks them. */
export const PLACE_KINDS = ['victoryHexes', 'hexSet', 'hexSets', 'hexes', 'letters', 'edge', 'areaSet', 'areas'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** Each kind of place in words, for a picker. */
export const PLACE_KIND_NAMES: Readonly<Record<PlaceKind, string>> = {
  victoryHexes: 'the victory hexes',
  hexSet: 'the hexes of a hex set',
  hexSets: 'hex sets (each one place)',
  hexes: 'hexes',
  letters: 'entry letters',
  edge: 'a map edge',
  areaSet: 'the areas of an area set',
  areas: 'areas',
};

/** Which kind of place a set names, if one. */
export const placeKindOf = (set: LocationSet | undefined): PlaceKind | undefined => PLACE_KINDS.find((k) => set?.[k] !== undefined);

/** A location set's own text (the ids of a list, space-separated), as a field shows it. */
export function placeText(set: LocationSet | undefined): string {
  const k = placeKindOf(set);
  if (!k || k === 'victoryHexes') return '';
  const v = set![k];
  return Array.isArray(v) ? v.join(' ') : String(v);
}

/** A location set in words: "the victory hexes", "hexes 2008, 2010", "the W edge". */
export function placesInWords(set: LocationSet | undefined): string {
  if (!set) return 'anywhere';
  const list = (xs: readonly string[]) => xs.join(', ');
  if (set.victoryHexes) return 'the victory hexes';
  if (set.hexSet !== undefined) return `hex set ${set.hexSet}`;
  if (set.hexSets) return `hex sets ${list(set.hexSets)}`;
  if (set.hexes) return `hex${set.hexes.length > 1 ? 'es' : ''} ${list(set.hexes)}`;
  if (set.letters) return `entr${set.letters.length > 1 ? 'ies' : 'y'} ${list(set.letters)}`;
  if (set.edge) return `the ${set.edge} edge`;
  if (set.areaSet !== undefined) return `area set ${set.areaSet}`;
  if (set.areas) return `area${set.areas.length > 1 ? 's' : ''} ${list(set.areas)}`;
  return 'nowhere';
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** A VP source in words: "1 VP a place controlled of the victory hexes", "1 VP per 4 attack factors exited by the W edge". */
export function sourceInWords(src: VpSource): string {
  const vp = `${src.vp} VP`;
  const where = placesInWords(src.at);
  const unless = src.requires ? ` (only when ${whenInWords(src.requires)})` : '';
  const when = src.when ? `, ${src.when === 'eachTurn' ? 'each turn' : 'at the end'}` : '';
  switch (src.kind) {
    case 'control':
      return `${vp} for each place controlled of ${where}${unless}`;
    case 'occupy':
      return `${vp} for each place occupied of ${where}${unless}`;
    case 'exitFactors':
      return `${vp} per ${plural(src.per ?? 1, 'attack factor')} exited${src.at ? ` by ${where}` : ''}${unless}`;
    case 'areaVp':
      return `each VP area held, its printed VP × ${src.vp}${when}`;
    case 'zoneMultiplier':
      return `each SP in an enemy zone, × the zone's multiplier × ${src.vp}${when}`;
    case 'townState':
      return `${vp} for each town held of ${where}${src.contestedVp !== undefined ? `, ${src.contestedVp} VP for each contested` : ''}`;
    case 'holes':
      return `${vp} for each hole in the line into ${where}${src.from ? `, traced from ${placesInWords(src.from)}` : ''}`;
    default:
      return `${vp} for ${src.kind}${src.at ? ` at ${where}` : ''}${unless}`;
  }
}

/** A side's name in the ruleset, or its id. */
export const sideName = (r: Ruleset | undefined, side: string | undefined): string => (side ? (r?.sides[side]?.name ?? side) : 'no side');

/** A condition in words, as its heading says it: who wins, and how. */
export function conditionInWords(c: Condition, r: Ruleset | undefined): string {
  const who = 'side' in c ? sideName(r, c.side) : '';
  switch (c.kind) {
    case 'vpThreshold':
      return `${who} wins${c.endsGame ? ' at once' : ''} with ${c.threshold} VP or more`;
    case 'hold': {
      const need = c.count === undefined ? 'all' : `${c.count} or more`;
      const running = c.consecutiveChecks && c.consecutiveChecks > 1 ? `, ${c.consecutiveChecks} Victory Phases running` : '';
      return `${who} wins ${c.mode === 'occupy' ? 'occupying' : 'controlling'} ${need} of ${placesInWords(c.at)}${c.supplied ? ' with a unit in supply' : ''}${running}`;
    }
    case 'exit':
      return `${who} wins exiting ${plural(c.factors, 'attack factor')} by ${placesInWords(c.via)}${c.requires ? ` (only when ${whenInWords(c.requires)})` : ''}`;
    case 'composite':
      return `${who} wins when ${c.op === 'all' ? 'all' : 'any'} of ${c.of.join(', ')} hold${c.overrides?.length ? `; beats ${c.overrides.join(', ')}` : ''}`;
    case 'outcomeTable':
      return `an outcome table of ${plural(c.rows.length, 'row')}, the first that holds deciding`;
  }
}

/** Each side's outcome in a row of an outcome table, in words. */
export const OUTCOME_WORDS = { decisiveWin: 'decisive win', win: 'win', draw: 'draw', loss: 'loss' } as const;
