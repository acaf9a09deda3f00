/**
 * Issue 16: a playtest report says what drove the score, each VP source of the scenario apart, and
 * who held the places the victory turns on. A game's VP by source add up to its VP, in both game systems.
 */
import { describe, expect, it } from 'vitest';
import { BOTS, compile, recordGame, vpSourceNames } from '../../src/engine';
import type { HexMap } from '../../src/generated/documents';
import { placesOf } from '../../src/lab/meta';
import { ardennesDocs } from './fixtures';
import { titmDocs } from './titm/fixtures';

const sum = (parts: Readonly<Record<string, number>>) => Object.values(parts).reduce((a, b) => a + b, 0);

describe('VP by source', () => {
  it('names each kind of source in words, numbering a kind that comes twice', () => {
    expect(vpSourceNames([{ kind: 'townState', vp: 2 }, { kind: 'holes', vp: 3 }, { kind: 'townState', vp: 1 }])).toEqual(['towns held or contested (1)', 'holes in the line', 'towns held or contested (2)']);
  });

  it('Tigers in the Mist, the First Three Days: exit VP, towns and holes add up to the German VP at the end', () => {
    const c = compile(titmDocs('titm-3days'));
    const r = recordGame(c, 'by-source', { german: BOTS.greedy!, allied: BOTS.greedy! });
    const german = r.vpBySource!.german!;
    expect(Object.keys(german)).toEqual(['strength in enemy zones', 'towns held or contested', 'holes in the line']);
    expect(sum(german)).toBe(r.vpByTurn.at(-1)!.german);
    expect(sum(german)).toBeGreaterThan(0);
    // Who holds the eleven VP towns at the end: each one a side holds or both share, and no other place.
    const towns = ['luxembourg', 'arlon', 'martelange', 'bastogne', 'noville', 'houffalize', 'vielsalm', 'stavelot', 'malmedy', 'hoffraai', 'monschau'];
    expect(Object.keys(r.heldAtEnd!).every((p) => towns.includes(p))).toBe(true);
    expect(Object.values(r.heldAtEnd!).every((w) => ['german', 'allied', 'contested'].includes(w))).toBe(true);
  });

  it('Ardennes \'44, six turns: control and exited factors add up to the German VP at the end', () => {
    const c = compile(ardennesDocs());
    const r = recordGame(c, 'by-source', { german: BOTS.greedy!, allied: BOTS.greedy! });
    const german = r.vpBySource!.german!;
    expect(Object.keys(german)).toEqual(['places controlled', 'factors exited']);
    expect(sum(german)).toBe(r.vpByTurn.at(-1)!.german);
    // Every victory hex is held by one side (the Allies' until a German unit enters it): 1 VP each held by the Germans.
    expect(Object.keys(r.heldAtEnd!).sort()).toEqual(Object.keys((ardennesDocs().map as HexMap).victoryHexes!).sort());
    expect(Object.values(r.heldAtEnd!).filter((w) => w === 'german').length).toBe(german['places controlled']);
  });

  it('names the places by their names, and a name two places share with the hex: Bastogne is two victory hexes', () => {
    const where = placesOf(ardennesDocs().map as HexMap);
    expect(where['1839']!.name).toBe('Monschau');
    expect([where['3613']!.name, where['3614']!.name]).toEqual(['Bastogne (3613)', 'Bastogne (3614)']);
  });
});
