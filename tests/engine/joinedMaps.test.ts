import { describe, expect, it } from 'vitest';
import type { HexMap } from '../../src/generated/documents';
import { boardOf, joinMaps } from '../../src/hex';
import { boxAt, compile, edgesOf } from '../../src/engine/systems/hexOdds/compile';
import { hexGraph } from '../../src/engine/systems/hexOdds/graph';
import { ardennesDocs, read } from './fixtures';

const east = () => read('maps/ardennes44-east.map.json') as HexMap;
const west = () => read('maps/ardennes44-west.map.json') as HexMap;
/** The 6-turn game's documents on the East and West maps joined (the campaign's board). */
const joinedDocs = () => {
  const joined = joinMaps([east(), west()]);
  if ('error' in joined) throw new Error(joined.error);
  return { ...ardennesDocs(), map: joined.map, maps: [east(), west()] };
};

describe('the East and West maps as one board (a scenario naming both in maps: the campaign of 31)', () => {
  it('lays the West map beside the East map by its join: W01xx touches 44xx across the seam, two rows lower', () => {
    const board = boardOf([east(), west()]);
    if ('error' in board) throw new Error(board.error);
    expect(board.hexes.length).toBe(44 * 42 + 34 * 43);
    // West column c, row r lies where East column c + 44, row r - 2 would be.
    const c = compile(joinedDocs());
    const k = c.ordinal.get('4418')!;
    const across = [...Array(6).keys()].map((j) => c.nb[k * 6 + j]!).filter((n) => n >= 0).map((n) => c.ids[n]!);
    expect(across.filter((h) => h.startsWith('W')).sort()).toEqual(['W0119', 'W0120']);
  });

  it('runs roads across the seam: the N4 from Marche reaches Bastogne on the other map', () => {
    const c = compile(joinedDocs());
    const g = hexGraph(c);
    const edge = g.out[g.index.get('W0120')!]!.find((e) => g.ids[e.to] === '4418')!;
    expect(edge.road).toBe('primary');
  });

  it('moves a board edge where a map lies against it: the East map\'s west edge is inland, its north edge and the West map\'s west edge are not', () => {
    const c = compile(joinedDocs());
    expect(edgesOf(c, '4420')).toEqual([]);
    expect(edgesOf(c, 'W3420')).toEqual(['W']);
    expect(edgesOf(c, '2042')).toEqual(['N']);
    // The corner hex touches the West map's top corner, so only its north edge is the board's.
    expect(edgesOf(c, '4442')).toEqual(['N']);
  });

  it('keeps only entries and supply sources on the board edge: the West map\'s D and E stand for the East map\'s, now inland; F and G are the West map\'s, on its north edge west of the Meuse (27.3)', () => {
    const joined = joinMaps([east(), west()]);
    if ('error' in joined) throw new Error(joined.error);
    const { entries, supplySources, offMapBoxes } = joined.map;
    expect(entries!.D!.hexes[0]).toMatch(/^W/);
    expect(entries!.E!.hexes[0]).toMatch(/^W/);
    for (const letter of ['F', 'G']) {
      expect(entries![letter]!.hexes[0]).toMatch(/^W\d\d43$/);
      expect(joined.map.hexSets!['west-of-meuse']!.hexes).toContain(entries![letter]!.hexes[0]);
    }
    expect(offMapBoxes!.NW!.entries).toEqual(expect.arrayContaining(['F', 'G', 'H', 'J']));
    expect(supplySources!['4408']).toBeUndefined();
    expect(offMapBoxes!.SW!.entries).toEqual(expect.arrayContaining(['D', 'E', 'P']));
  });

  it('leads an exit to the box of that stretch of edge: the West map\'s south edge to the South-West box, its west edge north of W3420 to the North-West box (11.9)', () => {
    const c = compile(joinedDocs());
    expect(boxAt(c, 'allied', 'S', 'W2001')).toBe('SW');
    expect(boxAt(c, 'allied', 'S', '3001')).toBe('SE');
    expect(boxAt(c, 'allied', 'W', 'W3430')).toBe('NW');
    expect(boxAt(c, 'allied', 'W', 'W3412')).toBe('SW');
    expect(boxAt(c, 'german', 'W', 'W3430')).toBeUndefined();
  });

  it('measures distance across the seam as on one grid', () => {
    const c = compile(joinedDocs());
    const a = c.ordinal.get('4418')!;
    const b = c.ordinal.get('W0518')!;
    const dq = c.q[a]! - c.q[b]!;
    const dr = c.r[a]! - c.r[b]!;
    expect((Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2).toBe(5);
  });

  it('refuses maps that cannot lie together, saying why', () => {
    const w = west();
    const bad = { ...w, joins: { 'ardennes44-east': { offset: { columns: 43, rows: -2 } } } };
    expect(boardOf([east(), bad])).toMatchObject({ error: expect.stringMatching(/breaks the stagger/) });
    const none = { ...w, joins: undefined };
    expect(boardOf([east(), none])).toMatchObject({ error: expect.stringMatching(/has no join/) });
  });
});
