import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadDocument } from '../../src/document';
import type { HexMap } from '../../src/generated/documents';
import { gridGeometry, hexsideBetween, neighbours } from '../../src/hex';

const file = 'data/maps/ardennes44-east.map.json';
const map = loadDocument(file, fs.readFileSync(path.resolve(__dirname, '../..', file), 'utf8')).document!.doc as HexMap;
const g = gridGeometry(map.grid);
const sidesOf = (hex: string) => neighbours(g, hex).map((n) => hexsideBetween(g, hex, n.hex)!);
const onRoad = (hex: string) => Object.values(map.roads ?? {}).some((r) => r.hexes.includes(hex as never));

describe("the Ardennes '44 East map holds the hexes of the rules (digest §3.5)", () => {
  test.each([
    ['2115', 'Dasburg', true],
    ['2013', 'Gemünd', true],
    ['2020', 'Ouren', false],
  ])('%s has the %s bridge over a river (blown at start: %s)', (hex, name, blown) => {
    const side = sidesOf(hex).find((s) => map.hexsides?.[s]?.bridge?.name === name)!;
    expect(side).toBeDefined();
    expect(map.hexsides![side]!.features).toContain('river');
    expect(!!map.hexsides![side]!.bridge!.printedBlown).toBe(blown);
  });

  test('six bridges are printed blown (3.5)', () => {
    expect(Object.values(map.hexsides ?? {}).filter((s) => s.bridge?.printedBlown)).toHaveLength(6);
  });

  test.each(['2111', '2312'])('the Allied roadblock hex %s is on a road (24.8)', (hex) => expect(onRoad(hex)).toBe(true));

  test('1601 is an entry hex with two roads (13.5)', () => {
    const entry = Object.values(map.entries ?? {}).find((e) => e.hexes.includes('1601' as never))!;
    expect(entry.roadsToOffMap).toBe(2);
  });

  test('1331 lies in both the 277 VG and 12 VG setup areas (3.4)', () => {
    expect(map.hexSets!['setup-277VG']!.hexes).toContain('1331');
    expect(map.hexSets!['setup-12VG']!.hexes).toContain('1331');
  });

  test('the Sauer runs between 1006 and 1005 (29.2)', () => {
    expect(map.hexsides![hexsideBetween(g, '1005', '1006')!]!.features).toContain('river');
    expect(map.hexSets!['setup-212VG']!.hexes).toContain('1006');
  });

  test('Echternach lies across the Sauer from 1006, upstream of 1005, at the Echternach bridge (29.2)', () => {
    expect(map.places!['echternach']!.hexes).toEqual(['1106']);
    expect(map.victoryHexes!['1106']?.name).toBe('Echternach');
    expect(map.victoryHexes!['1006']).toBeUndefined();
    expect(map.hexsides![hexsideBetween(g, '1106', '1006')!]!.bridge?.name).toBe('Echternach');
  });

  test('2928 is wooded rough behind a bridged river hexside from 2828 (15.5)', () => {
    expect(map.hexes['2928']!.terrain).toBe('woodedRough');
    expect(map.hexsides![hexsideBetween(g, '2828', '2928')!]!.bridge).toBeDefined();
  });

  test('the 2nd ID start hexes 1535 and 1636 and Hofen/Monschau 1837/1839 are on the map and enterable', () => {
    for (const hex of ['1535', '1636', '1837', '1839']) expect(['clear', 'lightWoods', 'forest', undefined]).toContain(map.hexes[hex]?.terrain);
  });

  test('20 victory hexes, Bastogne in 2 hexes, St-Vith with 3 bottleneck hexes, entries A–N without I, F and G (West map entries, 27.3)', () => {
    expect(Object.keys(map.victoryHexes ?? {})).toHaveLength(20);
    expect(map.places!['bastogne']!.hexes).toHaveLength(2);
    expect(map.hexSets!['st-vith-bottleneck']!.hexes).toHaveLength(3);
    expect(Object.keys(map.entries ?? {}).sort()).toEqual(['A', 'B', 'C', 'D', 'E', 'H', 'J', 'K', 'L', 'M', 'N']);
  });

  test('its provenance says it is a reconstruction', () => {
    expect(map.provenance!['']!.confidence).toBe('placeholder');
    expect(map.provenance!['']!.note).toMatch(/Not the published map/);
  });
});
