import { describe, expect, test } from 'vitest';
import type { HexGrid } from '../generated/documents';
import { canonicalHexside, distance, gridGeometry, hexsideBetween, neighbour, neighbours, parseHex, parseHexside } from './index';

const flat = (extra: Partial<HexGrid> = {}, numbering: Partial<HexGrid['numbering']> = {}) =>
  gridGeometry({ orientation: 'flat', stagger: 'odd', columns: { first: 1, last: 40 }, rows: { first: 1, last: 40 }, numbering: { columnDigits: 2, rowDigits: 2, ...numbering }, ...extra });

describe('printed hex numbers', () => {
  const g = flat();
  test.each([
    ['2115', { col: 21, row: 15 }],
    ['0101', { col: 1, row: 1 }],
  ])('%s is column and row', (id, printed) => expect(parseHex(g, id)).toEqual(printed));
  test('a prefix is part of the number on the West map', () => {
    const west = flat({}, { prefix: 'W' });
    expect(parseHex(west, 'W3420')).toEqual({ col: 34, row: 20 });
    expect(parseHex(west, '3420')).toBeNull();
  });
  test('numbers of the wrong length are not hexes', () => expect(parseHex(g, '211')).toBeNull());
});

describe('neighbours (flat, odd columns shifted down)', () => {
  const g = flat();
  test.each([
    // An even column sits half a hex above its odd neighbours.
    ['0202', { N: '0201', NE: '0301', SE: '0302', S: '0203', SW: '0102', NW: '0101' }],
    // An odd column sits half a hex below.
    ['0303', { N: '0302', NE: '0403', SE: '0404', S: '0304', SW: '0204', NW: '0203' }],
  ])('around %s', (hex, expected) => {
    expect(Object.fromEntries(neighbours(g, hex).map((n) => [n.dir, n.hex]))).toEqual(expected);
  });
  test('off-map neighbours are absent', () => expect(neighbours(g, '0101').map((n) => n.dir).sort()).toEqual(['NE', 'S', 'SE']));
  test('even stagger mirrors it', () => {
    const even = flat({ stagger: 'even' });
    expect(neighbour(even, '0202', 'SE')).toBe('0303');
    expect(neighbour(even, '0303', 'SE')).toBe('0403');
  });
});

describe("Ardennes '44 numbering: columns grow west, rows grow north (digest §3.1)", () => {
  const g = flat({}, { columnsIncrease: 'left', rowsIncrease: 'up' });
  test('row numbers grow upwards on screen', () => expect(neighbour(g, '2115', 'N')).toBe('2116'));
  test('the ZOC-bond example hexes are two apart (10.3)', () => {
    expect(distance(g, '1305', '1505')).toBe(2);
    expect(distance(g, '1506', '1305')).toBe(2);
  });
  test('Echternach to Dasburg is 11 hexes along the rows', () => expect(distance(g, '1005', '2115')).toBeGreaterThanOrEqual(10));
});

describe('pointy grids', () => {
  const g = gridGeometry({ orientation: 'pointy', stagger: 'odd', columns: { first: 1, last: 10 }, rows: { first: 1, last: 10 }, numbering: { columnDigits: 2, rowDigits: 2 } });
  test('rows are staggered right', () => {
    expect(Object.fromEntries(neighbours(g, '0303').map((n) => [n.dir, n.hex]))).toEqual({ NE: '0402', E: '0403', SE: '0404', SW: '0304', W: '0203', NW: '0302' });
  });
});

describe('hexsides have one canonical id', () => {
  const g = flat();
  test('each side is owned by one of its two hexes', () => {
    expect(canonicalHexside(g, '0203', 'N')).toBe('0203/N');
    expect(canonicalHexside(g, '0202', 'S')).toBe('0203/N');
    expect(hexsideBetween(g, '0202', '0203')).toBe('0203/N');
    expect(hexsideBetween(g, '0203', '0202')).toBe('0203/N');
  });
  test('every hexside between neighbours resolves to the same id from both sides', () => {
    for (const hex of ['0505', '0606', '1020']) {
      for (const n of neighbours(g, hex)) expect(hexsideBetween(g, hex, n.hex)).toBe(hexsideBetween(g, n.hex, hex));
    }
  });
  test('on the map edge the on-map hex keeps its side', () => expect(canonicalHexside(g, '0101', 'NW')).toBe('0101/NW'));
  test('non-adjacent hexes have no hexside', () => expect(hexsideBetween(g, '0101', '0303')).toBeNull());
  test('parsing rejects directions the orientation lacks', () => {
    expect(parseHexside(g, '2115/N')).toEqual({ hex: '2115', dir: 'N' });
    expect(parseHexside(g, '2115/E')).toBeNull();
  });
});
