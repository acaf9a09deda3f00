/**
 * Issue 17: Tiled maps out and in. A map exported and brought back is the same document, byte for
 * byte; the export is a staggered hexagonal Tiled map whose cells lie as the printed hexes do; a map
 * started in Tiled comes in by its tiles' terrain, its polylines and its points.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { main } from '../../src/cli/export';
import { root, runCli } from './run';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sandtable-tiled-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
const EAST = 'data/maps/ardennes44-east.map.json';

/** A copy of the project to import into (an import checks the map against the project). */
function project(): string {
  const dir = fs.mkdtempSync(path.join(tmp, 'project-'));
  fs.cpSync(path.join(root, 'data'), path.join(dir, 'data'), { recursive: true });
  return dir;
}

type Obj = { name: string; x: number; y: number; polyline?: { x: number; y: number }[]; properties?: { name: string; value: unknown }[] };
type Tmj = { orientation: string; staggeraxis: string; staggerindex: string; width: number; height: number; tilewidth: number; tileheight: number; layers: { name: string; type: string; data?: number[]; objects?: Obj[] }[]; tilesets: { firstgid: number; tiles: { id: number; image: string; properties: { name: string; value: unknown }[] }[] }[] };

describe('Tiled maps out and in', () => {
  test('the East map exported to Tiled and imported back is the same document, byte for byte', async () => {
    const out = path.join(tmp, 'east.tmj');
    const e = await runCli(main, ['export', '--format', 'tmj', '--map', EAST, '--out', out]);
    expect(e.err).toBe('');
    expect(e.out).toMatch(/^wrote .*east\.tmj \(44 × 42 hexes, 8 terrain tiles in .*east-tiles\/\)$/m);
    const dir = project();
    const i = await runCli(main, ['import', '--from', 'tmj', out, '--ruleset', 'ardennes44', '--out', EAST], dir);
    expect(i.err).toBe('');
    expect(i.code).toBe(0);
    expect(fs.readFileSync(path.join(dir, EAST), 'utf8')).toBe(fs.readFileSync(path.join(root, EAST), 'utf8'));
  });

  test('the export is a staggered hexagonal map: each hex in the cell where it lies, its terrain as the tile, roads and places as objects', async () => {
    const out = path.join(tmp, 'look.tmj');
    await runCli(main, ['export', '--format', 'tmj', '--map', EAST, '--out', out]);
    const tmj = JSON.parse(fs.readFileSync(out, 'utf8')) as Tmj;
    const map = JSON.parse(fs.readFileSync(path.join(root, EAST), 'utf8'));
    expect(tmj).toMatchObject({ orientation: 'hexagonal', staggeraxis: 'x', width: 44, height: 42, tilewidth: 48, tileheight: 42 });
    const terrainOfGid = new Map(tmj.tilesets[0]!.tiles.map((t) => [tmj.tilesets[0]!.firstgid + t.id, t.properties.find((p) => p.name === 'terrain')!.value]));
    for (const t of tmj.tilesets[0]!.tiles) expect(fs.existsSync(path.join(tmp, t.image))).toBe(true);
    // Columns grow to the left and rows upwards on the printed East map: hex 4401 is its top-left cell, 0142 its bottom right.
    const data = tmj.layers.find((l) => l.name === 'terrain')!.data!;
    const at = (tx: number, ty: number) => terrainOfGid.get(data[ty * tmj.width + tx]!);
    const terrain = (hex: string) => map.hexes[hex]?.terrain ?? map.defaultTerrain;
    expect(at(0, 0)).toBe(terrain('4442'));
    expect(at(43, 41)).toBe(terrain('0101'));
    // Every hex's terrain is in the cell Tiled draws where the hex lies.
    let same = 0;
    for (let col = 1; col <= 44; col++) for (let row = 1; row <= 42; row++) if (at(44 - col, 42 - row) === terrain(String(col).padStart(2, '0') + String(row).padStart(2, '0'))) same++;
    expect(same).toBe(44 * 42);
    const objects = (name: string) => tmj.layers.find((l) => l.name === name)!.objects!;
    expect(objects('roads')).toHaveLength(Object.keys(map.roads).length);
    expect(objects('places').map((o) => o.name)).toContain('Bastogne');
    expect(objects('hexsides')).toHaveLength(Object.keys(map.hexsides).length);
  });

  test('a map started in Tiled comes in: terrain by tile, a road from a polyline, a place from a point, numbered CCRR from the top left', async () => {
    // 5 × 4 flat-topped hexes, odd columns (0-based) staggered down, as Tiled draws them.
    const centre = (tx: number, ty: number) => ({ x: tx * 36 + 24, y: ty * 42 + (tx % 2 ? 42 : 21) });
    const data = Array.from({ length: 20 }, (_, i) => (i % 5 === 4 ? 2 : 1)); // the last column forest
    const road = [centre(0, 1), centre(1, 1), centre(2, 1)];
    const tmj = {
      type: 'map', orientation: 'hexagonal', staggeraxis: 'x', staggerindex: 'odd', hexsidelength: 24, width: 5, height: 4, tilewidth: 48, tileheight: 42, infinite: false,
      tilesets: [{ firstgid: 1, name: 'mine', tiles: [{ id: 0, properties: [{ name: 'terrain', type: 'string', value: 'clear' }] }, { id: 1, properties: [{ name: 'terrain', type: 'string', value: 'forest' }] }] }],
      layers: [
        { type: 'tilelayer', name: 'ground', width: 5, height: 4, data },
        { type: 'objectgroup', name: 'roads', objects: [{ id: 1, name: 'Main road', x: road[0]!.x, y: road[0]!.y, polyline: road.map((q) => ({ x: q.x - road[0]!.x, y: q.y - road[0]!.y })), properties: [{ name: 'class', type: 'string', value: 'primary' }] }] },
        { type: 'objectgroup', name: 'places', objects: [{ id: 2, name: 'Hamlet', x: centre(3, 2).x + 3, y: centre(3, 2).y - 2, point: true }] },
      ],
    };
    const file = path.join(tmp, 'fresh.tmj');
    fs.writeFileSync(file, JSON.stringify(tmj));
    const dir = project();
    const r = await runCli(main, ['import', '--from', 'tmj', file, '--ruleset', 'ardennes44', '--out', 'data/maps/fresh.map.json', '--name', 'Fresh'], dir);
    expect(r.err).toBe('');
    expect(r.out).toMatch(/wrote data\/maps\/fresh\.map\.json \(20 hexes, 4 hex records, 1 roads, 1 places\)/);
    const map = JSON.parse(fs.readFileSync(path.join(dir, 'data/maps/fresh.map.json'), 'utf8'));
    expect(map).toMatchObject({ kind: 'map', id: 'fresh', name: 'Fresh', ruleset: 'ardennes44', topology: 'hex', defaultTerrain: 'clear', grid: { orientation: 'flat', columns: { first: 1, last: 5 }, rows: { first: 1, last: 4 }, numbering: { columnsIncrease: 'right', rowsIncrease: 'down' } } });
    expect(Object.keys(map.hexes).sort()).toEqual(['0501', '0502', '0503', '0504']);
    expect(map.hexes['0503']).toEqual({ terrain: 'forest' });
    expect(map.roads['road-1']).toEqual({ class: 'primary', name: 'Main road', hexes: ['0102', '0202', '0302'] });
    expect(map.places.hamlet).toEqual({ name: 'Hamlet', kind: 'town', hexes: ['0403'] });
  });

  test('what it cannot read is refused with the reason, and nothing is written', async () => {
    const write = (name: string, v: object) => (fs.writeFileSync(path.join(tmp, name), JSON.stringify(v)), path.join(tmp, name));
    const dir = project();
    const run = (file: string) => runCli(main, ['import', '--from', 'tmj', file, '--ruleset', 'ardennes44', '--out', 'data/maps/x.map.json'], dir);
    expect((await run(write('o.tmj', { type: 'map', orientation: 'orthogonal' }))).err).toMatch(/no areas: draw each area as an ellipse or polygon on an object layer/);
    expect((await run(write('s.tmj', { type: 'map', orientation: 'staggered' }))).err).toMatch(/a staggered map: Sandtable reads hexagonal Tiled maps/);
    expect((await run(write('e.tmj', { type: 'map', orientation: 'hexagonal', staggeraxis: 'x', width: 2, height: 2, layers: [{ type: 'tilelayer', data: [1, 1, 1, 1] }], tilesets: [{ firstgid: 1, source: 'terrain.tsx' }] }))).err).toMatch(/the tileset terrain\.tsx is external: embed it/);
    expect((await run(write('i.tmj', { type: 'map', orientation: 'hexagonal', staggeraxis: 'x', infinite: true }))).err).toMatch(/an infinite map/);
    expect(fs.existsSync(path.join(dir, 'data/maps/x.map.json'))).toBe(false);
  });

  test('an area map (Tigers in the Mist) goes out as objects and comes back the same document, byte for byte', async () => {
    const out = path.join(tmp, 'titm.tmj');
    const e = await runCli(main, ['export', '--format', 'tmj', '--scenario', 'data/scenarios/titm-3days.scenario.json', '--out', out]);
    expect(e.out).toBe(`wrote ${out} (73 areas, 15 zones and 131 connections as Tiled objects)\n`);
    const tmj = JSON.parse(fs.readFileSync(out, 'utf8')) as { orientation: string; layers: { name: string; objects: (Obj & { ellipse?: boolean; width: number })[] }[] };
    expect(tmj.orientation).toBe('orthogonal');
    expect(tmj.layers.map((l) => [l.name, l.objects.length])).toEqual([['connections', 131], ['areas', 73], ['zones', 15]]);
    // Irrel, at (967, 741) on the map, is a circle of radius 26 there.
    expect(tmj.layers[1]!.objects.find((o) => o.name === 'Irrel')).toMatchObject({ x: 941, y: 715, width: 52, ellipse: true });
    const dir = project();
    const i = await runCli(main, ['import', '--from', 'tmj', out, '--ruleset', 'titm', '--out', 'data/maps/titm.map.json'], dir);
    expect(i.err).toBe('');
    expect(i.out).toBe('wrote data/maps/titm.map.json (73 areas, 15 zones, 131 connections)\n');
    expect(fs.readFileSync(path.join(dir, 'data/maps/titm.map.json'), 'utf8')).toBe(fs.readFileSync(path.join(root, 'data/maps/titm.map.json'), 'utf8'));
  });

  test('an area map drawn in Tiled comes in: areas from ellipses and polygons, zones from rectangles, a road from a polyline joining two places', async () => {
    const file = path.join(tmp, 'drawn.tmj');
    const obj = (id: number, name: string, type: string, x: number, y: number, extra: object) => ({ id, name, type, x, y, width: 0, height: 0, rotation: 0, visible: true, ...extra });
    fs.writeFileSync(file, JSON.stringify({ type: 'map', orientation: 'orthogonal', width: 40, height: 30, tilewidth: 16, tileheight: 16, tilesets: [], layers: [
      { id: 1, name: 'places', type: 'objectgroup', objects: [obj(1, 'Bastogne', 'area', 100, 100, { ellipse: true, width: 52, height: 52 }), obj(2, 'Noville', 'area', 300, 120, { polygon: [{ x: -20, y: -20 }, { x: 20, y: -20 }, { x: 0, y: 25 }] }), obj(3, 'Zone West', 'zone', 0, 400, { width: 92, height: 32 })] },
      { id: 2, name: 'roads', type: 'objectgroup', objects: [obj(4, '', 'connection', 126, 126, { polyline: [{ x: 0, y: 0 }, { x: 170, y: -4 }], properties: [{ name: 'road', type: 'string', value: 'primary' }] })] },
    ] }));
    const dir = project();
    const i = await runCli(main, ['import', '--from', 'tmj', file, '--ruleset', 'titm', '--out', 'data/maps/drawn.map.json'], dir);
    expect(i.err).toBe('');
    const map = JSON.parse(fs.readFileSync(path.join(dir, 'data/maps/drawn.map.json'), 'utf8')) as { topology: string; areas: Record<string, { name: string; position: { x: number; y: number }; outline?: unknown[] }>; zones: Record<string, { position: { x: number; y: number } }>; connections: Record<string, { between: string[]; road: string }> };
    expect(map.topology).toBe('area');
    expect(map.areas.bastogne).toEqual({ name: 'Bastogne', position: { x: 126, y: 126 } });
    expect(map.areas.noville).toMatchObject({ name: 'Noville', position: { x: 300, y: 120 }, outline: [{ x: 280, y: 100 }, { x: 320, y: 100 }, { x: 300, y: 145 }] });
    expect(map.zones['zone-west']).toMatchObject({ name: 'Zone West', position: { x: 46, y: 416 } });
    expect(Object.values(map.connections)).toEqual([{ between: ['bastogne', 'noville'], road: 'primary' }]);
  });
});
