import { describe, expect, it } from 'vitest';
import { loadFixture, miniProject } from '../../../tests/fixtures/miniProject';
import type { Ruleset } from '../../generated/documents';
import { gridProblems, newAreaMap, newHexMap, newOob, newScenario, type HexGridSpec } from './newDocuments';

const project = miniProject();
const ruleset = loadFixture(project).documents.find((d) => d.kind === 'ruleset')!.doc as unknown as Ruleset;
const grid: HexGridSpec = { columns: { first: 1, last: 30 }, rows: { first: 1, last: 20 }, orientation: 'flat', stagger: 'even', columnsIncrease: 'right', rowsIncrease: 'down', columnDigits: 2, rowDigits: 2 };
const terrain = Object.keys(ruleset.terrainTypes!)[0]!;
/** The problems of one new file among the project's, as the studio would list them. */
const problemsOf = (file: string, doc: unknown) => loadFixture({ ...project, [file]: doc }).problems.filter((p) => p.file === file);

describe('new documents', () => {
  it('a new hex map: the grid as printed, every hex of the default terrain, and no error', () => {
    const made = newHexMap('Battle of the Bulge: North', ruleset, { ...grid, prefix: 'N', hexSizeKm: 2.5 }, terrain, () => false);
    if ('problems' in made) throw new Error(JSON.stringify(made.problems));
    expect(made.id).toBe('battle-of-the-bulge-north');
    expect(made.file).toBe('data/maps/battle-of-the-bulge-north.map.json');
    expect(made.doc).toMatchObject({ kind: 'map', topology: 'hex', ruleset: ruleset.id, defaultTerrain: terrain, hexes: {}, grid: { columns: { first: 1, last: 30 }, numbering: { prefix: 'N', columnDigits: 2, rowDigits: 2 }, hexSizeKm: 2.5 } });
    // No error; the one warning says what comes next.
    expect(problemsOf('maps/new.map.json', made.doc).map((p) => `${p.severity} ${p.code}: ${p.message}`)).toEqual([`warning map/no-hexes: hexes: this map has no hex records, so every hex is "${terrain}"; enter the terrain from the printed map`]);
  });

  it('a new area map and a new order of battle: valid as made, each side of the ruleset with a nationality to colour', () => {
    const map = newAreaMap('Areas', ruleset, () => false);
    const oob = newOob('Order of battle', ruleset, () => false);
    if ('problems' in map || 'problems' in oob) throw new Error('refused');
    expect(problemsOf('maps/areas.map.json', map.doc)).toEqual([]);
    expect(problemsOf('oob/new.oob.json', oob.doc)).toEqual([]);
    expect(Object.keys(oob.doc.sides)).toEqual(Object.keys(ruleset.sides));
    expect(oob.file).toBe('data/oob/order-of-battle.oob.json');
  });

  it('an id taken (by a document or a file) gets the next number; a name with no letters falls back to the kind', () => {
    const taken = new Set(['east', 'east-2']);
    const made = newHexMap('East', ruleset, grid, terrain, (id) => taken.has(id));
    expect('id' in made && made.id).toBe('east-3');
    const blank = newOob('¡¿!', ruleset, () => false);
    expect('id' in blank && blank.id).toBe('oob');
    expect(newOob('__proto__', ruleset, () => false)).toMatchObject({ id: 'proto' });
  });

  it('a new scenario: its ruleset\'s maps, order of battle and turns, nothing set up yet, and no error', () => {
    const loaded = loadFixture(project).documents;
    const documents = loaded.map((d) => ({ kind: d.kind, id: String(d.doc.id), ruleset: (d.doc as { ruleset?: string }).ruleset }));
    const map = documents.find((d) => d.kind === 'map' && d.ruleset === ruleset.id)!.id;
    const oob = documents.find((d) => d.kind === 'oob')!.id;
    const turns = ruleset.calendar!.turnOrder;
    const made = newScenario('Meeting engagement', ruleset, { maps: [map], oob, firstTurn: turns[0]!, lastTurn: turns.at(-1)! }, documents, () => false);
    if ('problems' in made) throw new Error(JSON.stringify(made.problems));
    expect(made.file).toBe('data/scenarios/meeting-engagement.scenario.json');
    expect(made.doc).toMatchObject({ maps: [map], oob, setup: {}, reinforcements: {}, victory: { conditions: {} } });
    expect(problemsOf('scenarios/new.scenario.json', made.doc).filter((p) => p.severity === 'error')).toEqual([]);
    // What cannot be played: each said by its field.
    const refused = newScenario('x', ruleset, { maps: [], oob: 'nobody', firstTurn: turns.at(-1)!, lastTurn: turns[0]! }, documents, () => false);
    expect('problems' in refused && refused.problems.map((p) => p.field)).toEqual(turns.length > 1 ? ['maps', 'oob', 'lastTurn'] : ['maps', 'oob']);
  });

  it('a grid that cannot be a map says which field is wrong and why', () => {
    const fields = (g: Partial<HexGridSpec>) => gridProblems({ ...grid, ...g }).map((p) => `${p.field}: ${p.message}`);
    expect(fields({ columns: { first: 20, last: 12 } })).toEqual(['columns: the last column (12) comes before the first (20)']);
    expect(fields({ rows: { first: 1, last: 120 } })).toEqual(['rows: row 120 has more digits than the 2 the numbers are printed with']);
    expect(fields({ columns: { first: 1, last: 400 }, rows: { first: 1, last: 400 }, columnDigits: 3, rowDigits: 3 })).toEqual(['rows: 160,000 hexes: a map may have at most 100,000']);
    expect(fields({ columns: { first: 1.5, last: 3 } })).toEqual(['columns: the first and last column are whole numbers from 0 to 9999']);
    expect(fields({ prefix: 'West' })).toEqual(['prefix: a prefix is up to 3 letters (W for a West map), or none']);
    expect(fields({ columnDigits: 0 })[0]).toBe('columnDigits: a hex number is printed with 1 to 4 digits for its column and for its row');
    expect(fields({ hexSizeKm: -1 })).toEqual(['hexSizeKm: the scale is more than 0 and at most 1000 km a hex, or left empty']);
    expect(newHexMap(' ', ruleset, grid, 'lava', () => false)).toEqual({
      problems: [
        { field: 'name', message: 'give it a name (as the designer will see it in the explorer)' },
        { field: 'defaultTerrain', message: `"lava" is not a terrain of ${ruleset.name}` },
      ],
    });
  });
});
