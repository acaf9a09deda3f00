import type { AreaMap, HexMap, OrderOfBattle, Ruleset, Scenario } from '../../generated/documents';
import { MAX_GRID_HEXES } from '../../shared/gridLimit';
import { currentVersion } from '../migrations';
import { freeId, slug } from './freeId';

/**
 * New documents of a game, made from what a designer reads off the printed map and the rulebook:
 * valid as made (the schema's required fields, from what is asked; a new order of battle's counter
 * colours are the only stand-ins, shown on every counter), so the map opens at once and the painting starts.
 */

/** A printed hex grid as the designer reads it off the map. */
export interface HexGridSpec {
  readonly columns: { readonly first: number; readonly last: number };
  readonly rows: { readonly first: number; readonly last: number };
  readonly orientation: 'flat' | 'pointy';
  readonly stagger: 'odd' | 'even';
  readonly columnsIncrease: 'right' | 'left';
  readonly rowsIncrease: 'down' | 'up';
  /** Digits of the printed column and row numbers ("0101": 2 and 2). */
  readonly columnDigits: number;
  readonly rowDigits: number;
  /** Letters before the number (W on a West map); none by default. */
  readonly prefix?: string;
  readonly hexSizeKm?: number;
}

/** Which field of the form is wrong, and why, in the designer's words. */
export interface FieldProblem {
  readonly field: string;
  readonly message: string;
}

/** A new document: its id, the file it will be saved as (under data/), and the document. */
export interface NewDocument<T> {
  readonly id: string;
  readonly file: string;
  readonly doc: T;
}

/** The file a new document of a kind is saved as, by its id (under data/, in its kind's folder). */
export function fileFor(kind: 'map' | 'oob' | 'scenario', id: string): string {
  return `data/${kind === 'map' ? 'maps' : kind === 'oob' ? 'oob' : 'scenarios'}/${id}.${kind}.json`;
}

/** The id a name gives, free among `taken` (ids and files alike): "Ardennes '44 East" → "ardennes-44-east". */
export function idFor(name: string, fallback: string, taken: (id: string) => boolean): string {
  return freeId(slug(name) || fallback, taken);
}

/** What is wrong with a grid, field by field (empty when a map can be made of it). */
export function gridProblems(g: HexGridSpec): FieldProblem[] {
  const out: FieldProblem[] = [];
  const span = (field: 'columns' | 'rows', s: { first: number; last: number }, digits: number) => {
    const word = field === 'columns' ? 'column' : 'row';
    if (!Number.isInteger(s.first) || !Number.isInteger(s.last) || s.first < 0 || s.last > 9999) out.push({ field, message: `the first and last ${word} are whole numbers from 0 to 9999` });
    else if (s.last < s.first) out.push({ field, message: `the last ${word} (${s.last}) comes before the first (${s.first})` });
    else if (String(s.last).length > digits) out.push({ field, message: `${word} ${s.last} has more digits than the ${digits} the numbers are printed with` });
  };
  for (const [field, d] of [['columnDigits', g.columnDigits], ['rowDigits', g.rowDigits]] as const) if (!Number.isInteger(d) || d < 1 || d > 4) out.push({ field, message: 'a hex number is printed with 1 to 4 digits for its column and for its row' });
  if (g.columnDigits + g.rowDigits < 2) out.push({ field: 'rowDigits', message: 'a hex number has at least 2 digits in all' });
  span('columns', g.columns, g.columnDigits);
  span('rows', g.rows, g.rowDigits);
  const hexes = (g.columns.last - g.columns.first + 1) * (g.rows.last - g.rows.first + 1);
  if (!out.length && hexes > MAX_GRID_HEXES) out.push({ field: 'rows', message: `${hexes.toLocaleString('en')} hexes: a map may have at most ${MAX_GRID_HEXES.toLocaleString('en')}` });
  if (g.prefix !== undefined && !/^[A-Za-z]{0,3}$/.test(g.prefix)) out.push({ field: 'prefix', message: 'a prefix is up to 3 letters (W for a West map), or none' });
  if (g.hexSizeKm !== undefined && !(g.hexSizeKm > 0 && g.hexSizeKm <= 1000)) out.push({ field: 'hexSizeKm', message: 'the scale is more than 0 and at most 1000 km a hex, or left empty' });
  return out;
}

/** A new hex map of a ruleset: the grid given, every hex of the default terrain, nothing else yet. */
export function newHexMap(name: string, ruleset: Ruleset, grid: HexGridSpec, defaultTerrain: string, taken: (id: string) => boolean): NewDocument<HexMap> | { problems: FieldProblem[] } {
  const problems = [...nameProblems(name), ...gridProblems(grid)];
  if (!ruleset.terrainTypes?.[defaultTerrain]) problems.push({ field: 'defaultTerrain', message: `"${defaultTerrain}" is not a terrain of ${ruleset.name}` });
  if (problems.length) return { problems };
  const id = idFor(name, 'map', taken);
  const { columns, rows, orientation, stagger, columnsIncrease, rowsIncrease, columnDigits, rowDigits, prefix, hexSizeKm } = grid;
  const doc = {
    kind: 'map',
    schemaVersion: currentVersion('map'),
    id,
    name: name.trim(),
    ruleset: ruleset.id,
    topology: 'hex',
    grid: { orientation, stagger, columns: { ...columns }, rows: { ...rows }, numbering: { ...(prefix ? { prefix } : {}), columnDigits, rowDigits, columnsIncrease, rowsIncrease }, ...(hexSizeKm ? { hexSizeKm } : {}) },
    defaultTerrain,
    hexes: {},
  };
  return { id, file: fileFor('map', id), doc: doc as unknown as HexMap };
}

/** A new area map of a ruleset: no areas or roads yet (they are drawn on the map). */
export function newAreaMap(name: string, ruleset: Ruleset, taken: (id: string) => boolean): NewDocument<AreaMap> | { problems: FieldProblem[] } {
  const problems = nameProblems(name);
  if (problems.length) return { problems };
  const id = idFor(name, 'map', taken);
  const doc = { kind: 'map', schemaVersion: currentVersion('map'), id, name: name.trim(), ruleset: ruleset.id, topology: 'area', areas: {}, connections: {} };
  return { id, file: fileFor('map', id), doc: doc as unknown as AreaMap };
}

/**
 * Counter colours for a new order of battle's sides, in the ruleset's order: neutral greys and
 * greens the designer changes to the printed counters' (the OOB editor shows them on each counter).
 */
const SIDE_COLOURS = ['#8a8d8f', '#8c9a5b', '#9a7b5b', '#5b7b9a'];

/**
 * A new order of battle of a ruleset: each of its sides with one nationality named after it (a
 * counter colour to change), and no formations, unit types or units yet.
 */
export function newOob(name: string, ruleset: Ruleset, taken: (id: string) => boolean): NewDocument<OrderOfBattle> | { problems: FieldProblem[] } {
  const problems = nameProblems(name);
  const sides = Object.entries(ruleset.sides ?? {});
  if (!sides.length) problems.push({ field: 'ruleset', message: `${ruleset.name} declares no sides: add them to the ruleset first` });
  if (problems.length) return { problems };
  const id = idFor(name, 'oob', taken);
  const doc = {
    kind: 'oob',
    schemaVersion: currentVersion('oob'),
    id,
    name: name.trim(),
    ruleset: ruleset.id,
    sides: Object.fromEntries(sides.map(([side, s], i) => [side, { nationalities: { [side]: { name: (s as { name?: string }).name ?? side, colour: SIDE_COLOURS[i % SIDE_COLOURS.length]! } } }])),
    formations: {},
    unitTypes: {},
    units: {},
  };
  return { id, file: fileFor('oob', id), doc: doc as unknown as OrderOfBattle };
}

/** What a new scenario is played with: its maps and order of battle (of its ruleset), and its turns. */
export interface ScenarioSpec {
  readonly maps: readonly string[];
  readonly oob: string;
  readonly firstTurn: string;
  readonly lastTurn: string;
}

/**
 * A new scenario of a ruleset: the maps, order of battle and turns given, no units set up, none
 * arriving, and no victory condition yet (the scenario's panels and the setup tray fill them).
 * `documents` are the project's maps and orders of battle, to check that those named are the ruleset's.
 */
export function newScenario(name: string, ruleset: Ruleset, spec: ScenarioSpec, documents: readonly { kind: string; id: string; ruleset?: string }[], taken: (id: string) => boolean): NewDocument<Scenario> | { problems: FieldProblem[] } {
  const problems = nameProblems(name);
  const ofRuleset = (kind: string, id: string) => documents.some((d) => d.kind === kind && d.id === id && d.ruleset === ruleset.id);
  if (!spec.maps.length) problems.push({ field: 'maps', message: `choose the map${documents.some((d) => d.kind === 'map' && d.ruleset === ruleset.id) ? '' : ` (make one of ${ruleset.name} first)`} it is played on` });
  for (const m of spec.maps) if (!ofRuleset('map', m)) problems.push({ field: 'maps', message: `map "${m}" is not a map of ${ruleset.name}` });
  if (!ofRuleset('oob', spec.oob)) problems.push({ field: 'oob', message: documents.some((d) => d.kind === 'oob' && d.ruleset === ruleset.id) ? `choose an order of battle of ${ruleset.name}` : `make an order of battle of ${ruleset.name} first` });
  const turns: readonly string[] = ruleset.calendar?.turnOrder ?? [];
  const first = turns.indexOf(spec.firstTurn);
  const last = turns.indexOf(spec.lastTurn);
  if (first < 0) problems.push({ field: 'firstTurn', message: `"${spec.firstTurn}" is not a turn of ${ruleset.name}'s calendar` });
  if (last < 0) problems.push({ field: 'lastTurn', message: `"${spec.lastTurn}" is not a turn of ${ruleset.name}'s calendar` });
  else if (first >= 0 && last < first) problems.push({ field: 'lastTurn', message: `the last turn (${spec.lastTurn}) comes before the first (${spec.firstTurn})` });
  if (problems.length) return { problems };
  const id = idFor(name, 'scenario', taken);
  const doc = { kind: 'scenario', schemaVersion: currentVersion('scenario'), id, name: name.trim(), ruleset: ruleset.id, maps: [...spec.maps], oob: spec.oob, firstTurn: spec.firstTurn, lastTurn: spec.lastTurn, setup: {}, reinforcements: {}, victory: { conditions: {} } };
  return { id, file: fileFor('scenario', id), doc: doc as unknown as Scenario };
}

function nameProblems(name: string): FieldProblem[] {
  if (!name.trim()) return [{ field: 'name', message: 'give it a name (as the designer will see it in the explorer)' }];
  if (name.trim().length > 200) return [{ field: 'name', message: 'a name is at most 200 characters' }];
  return [];
}
