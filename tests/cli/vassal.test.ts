/**
 * Issue 17: the VASSAL module. The 6-turn Ardennes '44 scenario's game exported as a .vmod, unzipped
 * and its buildFile.xml parsed and checked: the boards and their images, VASSAL's grid numbering
 * reading the rules' hexes where the board image prints them, one piece per counter with its
 * images, the charts, the die, and a predefined setup per scenario of the game whose saved game puts
 * each unit on its setup hex.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, describe, expect, test } from 'vitest';
import { main } from '../../src/cli/export';
import { gridPosition, vassalLabel, type VassalGrid, type VassalNumbering } from '../../src/publish/vassal/board';
import { deobfuscate, obfuscate, sequence } from '../../src/publish/vassal/encode';
import { root, runCli } from './run';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sandtable-vmod-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
const arr = <T,>(x: T | T[] | undefined): T[] => (x === undefined ? [] : Array.isArray(x) ? x : [x]);
type Node = Record<string, unknown>;

describe("VASSAL's encodings", () => {
  test('a sequence escapes its delimiter and quotes a token ending in a backslash, as VASSAL 3.7 reads them', () => {
    expect(sequence(['a;b', 'c\\', "'q'", 3, true, null, ''], ';')).toBe("a\\;b;'c\\';''q'';3;true;;");
    expect(sequence(['emb2;x', 'piece;;;f.svg;4/70 Tnk'], '\t')).toBe('emb2;x\tpiece;;;f.svg;4/70 Tnk');
    expect(sequence(['null', 'piece;;;f.svg;4/70 Tnk', 'null;0;0;;0'], '/')).toBe('null/piece;;;f.svg;4\\/70 Tnk/null;0;0;;0');
  });

  test('a saved game is obfuscated as VASSAL 3.7 writes it, and reads back', () => {
    const text = 'begin_save\u001b+/a/piece;;;x.svg;Ä/null;0;0;;0\u001bend_save';
    const data = obfuscate(text, 0x5a);
    expect(new TextDecoder().decode(data.slice(0, 7))).toBe('!VCSK5a');
    expect(deobfuscate(data)).toBe(text);
  });
});

describe('the VASSAL module', () => {
  test("the 6-turn game's module: boards numbered as printed, a piece per counter, charts, the die, and a setup per scenario", async () => {
    const out = path.join(tmp, 'a44.vmod');
    const r = await runCli(main, ['export', '--format', 'vmod', '--scenario', 'data/scenarios/ardennes44-6turn.scenario.json', '--out', out]);
    expect(r.err).toBe('');
    expect(r.out).toMatch(/^wrote .*a44\.vmod \(VASSAL 3\.7 module: 2 maps, 300 counters, 3 setups: Ardennes '44: the 6-turn game \(60 units set up\), Ardennes '44: the 8-turn game \(60 units set up\), Ardennes '44: the campaign game \(60 units set up\)\)\n$/);
    const zip = unzipSync(new Uint8Array(fs.readFileSync(out)));
    const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', parseAttributeValue: false, trimValues: false }).parse(strFromU8(zip['buildFile.xml']!)) as Node;
    const mod = xml['VASSAL.build.GameModule'] as Node;
    expect(mod).toMatchObject({ name: "Ardennes '44", VassalVersion: '3.7.0' });
    expect(strFromU8(zip.moduledata!)).toContain("<name>Ardennes '44</name>");
    expect(arr((mod['VASSAL.build.module.PlayerRoster'] as Node).entry)).toEqual(['German', 'Allied']);

    // Boards: each map a window whose board image is in the module, its grid numbering reading
    // the rules' hexes exactly where the image prints their numbers.
    const maps = arr(mod['VASSAL.build.module.Map'] as Node[]);
    expect(maps.map((m) => m.mapName)).toEqual(["Ardennes '44 East map (reconstruction)", "Ardennes '44 West map (reconstruction)"]);
    for (const [m, hexes] of [[maps[0]!, ['3613', '2126', '2416', '0101', '4442', '2521']], [maps[1]!, ['W0101']]] as const) {
      const board = ((m['VASSAL.build.module.map.BoardPicker'] as Node)['VASSAL.build.module.map.boardPicker.Board'] as Node);
      const svg = strFromU8(zip[`images/${board.image as string}`]!);
      const size = { width: Number(/width="(\d+)"/.exec(svg)![1]), height: Number(/height="(\d+)"/.exec(svg)![1]) };
      const [tx, ty] = /translate\(([-\d.]+) ([-\d.]+)\)/.exec(svg)!.slice(1).map(Number) as [number, number];
      const g = board['VASSAL.build.module.map.boardPicker.board.HexGrid'] as Node;
      const n = g['VASSAL.build.module.map.boardPicker.board.mapgrid.HexGridNumbering'] as Node;
      const grid: VassalGrid = { sideways: g.sideways === 'true', x0: Number(g.x0), y0: Number(g.y0), dx: Number(g.dx), dy: Number(g.dy) };
      const numbering: VassalNumbering = { hOff: Number(n.hOff), vOff: Number(n.vOff), hLeading: Number(n.hLeading), vLeading: Number(n.vLeading), hDescend: n.hDescend === 'true', vDescend: n.vDescend === 'true', stagger: n.stagger === 'true' };
      const prefix = String(n.locationFormat).replace('$gridLocation$', '');
      for (const hex of hexes) {
        // The hex number is printed 0.62 of a hex's radius above its centre (mapDrawing.ts).
        const text = new RegExp(`<text x="([-\\d.]+)" y="([-\\d.]+)"[^>]*>${hex}</text>`).exec(svg);
        expect(text, `${hex} printed on the board`).not.toBeNull();
        const x = Math.round(Number(text![1]) + tx);
        const y = Math.round(Number(text![2]) + ty + 0.62 * (grid.dx / 1.5));
        expect(prefix + vassalLabel(grid, numbering, size, x, y), `VASSAL's name for the hex printed ${hex}`).toBe(hex);
      }
      // Neighbours differ: the numbering is not one label everywhere.
      expect(gridPosition(grid, numbering, size, grid.x0, grid.y0)).not.toEqual(gridPosition(grid, numbering, size, grid.x0 + grid.dx, grid.y0 + grid.dy / 2));
    }

    // A piece per counter, by side, each with its images in the module; a two-sided counter flips with Ctrl+F.
    const oob = JSON.parse(fs.readFileSync(path.join(root, 'data/oob/ardennes44.oob.json'), 'utf8')) as { units: Record<string, { name: string; side: string; back?: unknown }> };
    const lists = arr(((mod['VASSAL.build.module.PieceWindow'] as Node)['VASSAL.build.widget.TabWidget'] as Node)['VASSAL.build.widget.ListWidget'] as Node[]);
    expect(lists.map((l) => l.entryName)).toEqual(['German', 'Allied']);
    const slots = lists.flatMap((l) => arr(l['VASSAL.build.widget.PieceSlot'] as Node[]));
    expect(slots).toHaveLength(Object.keys(oob.units).length);
    expect(new Set(slots.map((s) => s.gpid)).size).toBe(slots.length);
    expect(Number(mod.nextPieceSlotId)).toBe(slots.length + 1);
    for (const s of slots) {
      const def = String(s['#text']);
      expect(def.startsWith('+/null/')).toBe(true);
      for (const image of def.match(/[\w.-]+\.svg/g)!) expect(zip[`images/${image}`], image).toBeDefined();
    }
    const tank = String(slots.find((s) => s.entryName === '4/70 Tnk (−)')!['#text']);
    expect(tank).toContain('emb2;Flip;130;F;');
    expect(tank).toContain('us-4-70-tnk-minus-back.svg;+ (reduced);');
    expect(tank).toContain(';70,130;');
    expect(tank).toContain('piece;;;us-4-70-tnk-minus.svg;4\\/70 Tnk (−)/-1\tnull;0;0;;0');

    // Charts from the data, the game's die.
    const charts = arr(((mod['VASSAL.build.module.ChartWindow'] as Node)['VASSAL.build.widget.TabWidget'] as Node)['VASSAL.build.widget.HtmlChart'] as Node[]);
    expect(charts.map((c) => c.chartName)).toEqual(['Tables', 'Terrain effects', 'Turn record and reinforcements', 'Provenance key']);
    const tables = strFromU8(zip[charts[0]!.fileName as string]!);
    expect(tables).toContain('<h2>Combat Results Table (14.4, 14.5, p.29)</h2>');
    expect(tables).toContain('<tr><td><b>1</b></td><td>FF(+1)</td><td>EX(Eng)</td><td>FF</td><td>DR2</td>');
    expect(strFromU8(zip[charts[2]!.fileName as string]!)).toContain('4/70 Tnk (−)');
    expect(arr(mod['VASSAL.build.module.DiceButton'] as Node[]).map((d) => [d.name, d.nSides, d.nDice])).toEqual([['d6', '6', '1']]);

    // A setup per scenario of the game; the 6-turn game's saved game stacks each unit on its setup hex.
    const setups = arr(mod['VASSAL.build.module.PredefinedSetup'] as Node[]);
    expect(setups.map((s) => [s.name, s.file])).toEqual([
      ["Ardennes '44: the 6-turn game", 'ardennes44-6turn.vsav'],
      ["Ardennes '44: the 8-turn game", 'ardennes44-8turn.vsav'],
      ["Ardennes '44: the campaign game", 'ardennes44-campaign.vsav'],
    ]);
    const save = unzipSync(zip['ardennes44-6turn.vsav']!);
    const commands = deobfuscate(save.savedGame!).split('\u001b');
    expect(commands[0]).toBe('begin_save');
    expect(commands.at(-1)).toBe('end_save');
    const scenario = JSON.parse(fs.readFileSync(path.join(root, 'data/scenarios/ardennes44-6turn.scenario.json'), 'utf8')) as { setup: Record<string, { hex: string }> };
    const added = commands.filter((c) => c.startsWith('+/') && !c.includes('/stack/'));
    expect(added).toHaveLength(Object.keys(scenario.setup).length);
    const east = "Ardennes '44 East map (reconstruction)";
    const stackOf = (hex: string) => commands.find((c) => c.startsWith(`+/stack-${hex}/stack/`))!;
    // 1535: the 2nd Infantry's first regiment (27.6, 29.2), alone or with others, on the East map.
    const stack = stackOf('1535');
    expect(stack).toContain(`/stack/${east};`);
    expect(stack).toContain(';us-2-rrd-1;');
    const piece = added.find((c) => c.startsWith('+/us-2-rrd-1/'))!;
    const [, , x, y] = /\t(.+?);(\d+);(\d+);;0$/.exec(piece)!.concat();
    expect(stack).toContain(`${east};${x};${y};`);
    expect(strFromU8(save.savedata!)).toContain("<description>Ardennes '44: the 6-turn game</description>");
    fs.mkdirSync(path.join(root, 'test-results/screens'), { recursive: true });
    fs.writeFileSync(path.join(root, 'test-results/screens', 'vassal-module-contents.txt'), Object.keys(zip).sort().join('\n') + '\n');
  });

  test("a Tigers in the Mist module: its area map as a board without a grid, its counters, a setup per scenario with units in their areas", async () => {
    const out = path.join(tmp, 'titm.vmod');
    const r = await runCli(main, ['export', '--format', 'vmod', '--scenario', 'data/scenarios/titm-3days.scenario.json', '--out', out]);
    expect(r.err).toBe('');
    expect(r.out).toContain('VASSAL 3.7 module: 1 map, 154 counters, 4 setups: The First Three Days (92 units set up)');
    const zip = unzipSync(new Uint8Array(fs.readFileSync(out)));
    const mod = (new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(strFromU8(zip['buildFile.xml']!)) as Node)['VASSAL.build.GameModule'] as Node;
    const map = mod['VASSAL.build.module.Map'] as Node;
    const board = (map['VASSAL.build.module.map.BoardPicker'] as Node)['VASSAL.build.module.map.boardPicker.Board'] as Node;
    expect(board['VASSAL.build.module.map.boardPicker.board.HexGrid']).toBeUndefined();
    // Each area and zone a VASSAL zone, so reports name where a unit stands.
    const zones = arr((board['VASSAL.build.module.map.boardPicker.board.ZonedGrid'] as Node)['VASSAL.build.module.map.boardPicker.board.mapgrid.Zone'] as Node[]);
    expect(zones).toHaveLength(73 + 15);
    const wahlerscheid = zones.find((z) => z.name === 'Wahlerscheid')!;
    expect(wahlerscheid).toMatchObject({ locationFormat: '$name$', useParentGrid: 'false' });
    const outline = String(wahlerscheid.path).split(';').map((p) => p.split(',').map(Number) as [number, number]);
    expect(outline).toHaveLength(16);
    const svg = strFromU8(zip[`images/${board.image as string}`]!);
    expect(svg).toContain('>Bastogne</text>');
    expect(arr(mod['VASSAL.build.module.DiceButton'] as Node[]).map((d) => [d.name, d.nSides])).toEqual([['d10', '10']]);
    const commands = deobfuscate(unzipSync(zip['titm-3days.vsav']!).savedGame!).split('\u001b');
    // Wahlerscheid holds the 326 VG's first two units (the scenario's setup), one stack where the board draws the area.
    const stack = commands.find((c) => c.startsWith('+/stack-wahlerscheid/stack/'))!;
    expect(stack).toMatch(/;de-326VG-1;de-326VG-2;/);
    const [, x, y] = /\/stack\/[^;]+;(\d+);(\d+);/.exec(stack)!;
    const name = new RegExp(`<text x="([-\\d.]+)" y="([-\\d.]+)"[^>]*>Wahlerscheid</text>`).exec(svg)!;
    expect(Math.abs(Number(name[1]) - Number(x))).toBeLessThanOrEqual(1);
    expect(Math.abs(Number(name[2]) - Number(y))).toBeLessThanOrEqual(12);
    // The stack stands inside its area's zone (even-odd rule over the outline).
    const [px, py] = [Number(x), Number(y)];
    let inside = false;
    for (let i = 0, j = outline.length - 1; i < outline.length; j = i++) {
      const [ax, ay] = outline[i]!;
      const [bx, by] = outline[j]!;
      if (ay > py !== by > py && px < ((bx - ax) * (py - ay)) / (by - ay) + ax) inside = !inside;
    }
    expect(inside).toBe(true);
  });
});
