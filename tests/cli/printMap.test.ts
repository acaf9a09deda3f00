/**
 * Issue 17: the print-and-play map. The East map at print scale over A4 pages, in vector; each page
 * rendered to an image with poppler (pdftoppm) and read back as text (pdftotext), so what is printed
 * is checked, not only that a file was written. The page images are kept in test-results/screens.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, test } from 'vitest';
import { main } from '../../src/cli/export';
import { root, runCli } from './run';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sandtable-print-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
const poppler = (tool: string, args: string[]) => {
  try {
    return execFileSync(tool, args, { encoding: 'utf8', timeout: 300_000 });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') throw new Error(`${tool} is missing: apt-get install -y poppler-utils (.ci/run installs it)`, { cause: e });
    throw e;
  }
};

describe('the print-and-play map', () => {
  test('the East map at 16 mm hexes on A4: 12 overlapping sheets, each drawn and labelled, the places and hex numbers in their text', async () => {
    const out = path.join(tmp, 'east.pdf');
    const r = await runCli(main, ['export', '--format', 'pdf', '--map', 'data/maps/ardennes44-east.map.json', '--out', out]);
    expect(r.err).toBe('');
    expect(r.out).toBe(`wrote ${out} (18 pages: ardennes44-east on 12 (3 × 4); charts and tables on 6 pages; hexes 16 mm across, A4)\n`);
    const doc = await PDFDocument.load(fs.readFileSync(out));
    expect(doc.getPageCount()).toBe(18);
    for (const page of doc.getPages()) expect(page.getSize()).toEqual({ width: expect.closeTo(595.28, 1), height: expect.closeTo(841.89, 1) });
    const text = poppler('pdftotext', ['-raw', out, '-']);
    const sheets = text.split('\f').slice(0, 12);
    sheets.forEach((t, i) => expect(t.replace(/\s+/g, ' ')).toContain(`sheet ${i + 1} of 12`));
    for (const name of ['Bastogne', 'St-Vith', 'Clervaux', '3613', '0101', '4442']) expect(text).toContain(name);
    // Rendered: every sheet is drawn (mostly terrain, not white), and the first two are kept to look at.
    const shots = path.join(root, 'test-results/screens');
    fs.mkdirSync(shots, { recursive: true });
    poppler('pdftoppm', ['-r', '40', '-png', '-l', '12', out, path.join(tmp, 'sheet')]);
    const images = fs.readdirSync(tmp).filter((f) => /^sheet-\d+\.png$/.test(f)).sort();
    expect(images).toHaveLength(12);
    for (const f of images) expect(fs.statSync(path.join(tmp, f)).size).toBeGreaterThan(8_000);
    for (const f of images.slice(0, 2)) fs.copyFileSync(path.join(tmp, f), path.join(shots, `print-map-${f}`));
  });

  test("a scenario's print-and-play: its map, then its counters, fronts and backs on facing pages, a red corner where a value is owed", async () => {
    const out = path.join(tmp, 'six.pdf');
    const r = await runCli(main, ['export', '--format', 'pdf', '--scenario', 'data/scenarios/ardennes44-6turn.scenario.json', '--out', out]);
    expect(r.err).toBe('');
    expect(r.out).toBe(`wrote ${out} (21 pages: ardennes44-east on 12 (3 × 4); 115 counters on 2 pages, fronts and backs; charts and tables on 7 pages; hexes 16 mm across, A4)\n`);
    const pages = poppler('pdftotext', ['-raw', out, '-']).split('\f');
    const [fronts, backs] = [pages[12]!.replace(/\s+/g, ' '), pages[13]!.replace(/\s+/g, ' ')];
    expect(fronts).toContain("Ardennes '44 order of battle: counters, sheet 1 of 1, fronts");
    expect(fronts).toContain('A red corner marks a value still owed');
    expect(backs).toContain('backs (print on the reverse of the fronts, flipping on the long edge)');
    // The first counter, 4/70 Tnk (−), arriving 16PM at A or B: 4-3-8 on its front, 2-2-8 on its back; never "start".
    expect(fronts).toContain('16PM A,B');
    expect(fronts).toContain('4/70 Tnk (-)'); // the minus sign, which the PDF's font lacks, as a hyphen
    expect(fronts).toContain('4-3-8');
    expect(backs).toContain('2-2-8');
    expect(fronts).not.toMatch(/\bstart\b/);
    poppler('pdftoppm', ['-r', '60', '-png', '-f', '13', '-l', '14', out, path.join(tmp, 'counters')]);
    const shots = path.join(root, 'test-results/screens');
    for (const f of fs.readdirSync(tmp).filter((f) => /^counters-\d+\.png$/.test(f))) fs.copyFileSync(path.join(tmp, f), path.join(shots, `print-${f}`));
  });

  test("a scenario's charts, drawn from the data: the CRT as the ruleset holds it, the TEC, the turn record, reinforcements and the provenance key", async () => {
    const out = path.join(tmp, 'charts.pdf');
    expect((await runCli(main, ['export', '--format', 'pdf', '--scenario', 'data/scenarios/ardennes44-6turn.scenario.json', '--out', out])).err).toBe('');
    const pages = poppler('pdftotext', ['-raw', '-f', '15', out, '-']).split('\f');
    const text = pages.join('\n');
    // The CRT row by row (digest: CRT p.29), its clamp and rounding, the result key and the column shifts under it.
    expect(text).toContain('Combat Results Table (14.4, 14.5, p.29)');
    expect(text).toContain('d6 1:3 1:2 1:1 2:1 3:1 4:1 5:1 6:1 7:1\n1 FF(+1) EX(Eng) FF DR2 DR3 DR4* D1* D1* D1*\n');
    expect(text).toContain('6 A1 A1 A1 A1/Eng Eng FF(+1) EX(Eng) FF DR2\n');
    expect(text).toContain('Odds below 1:3 are read as 1:3, above 7:1 as 7:1; column shifts apply before this.');
    expect(text).toContain('DR4* The defender retreats 4 and is Routed; bonus advance and breakthrough combat.');
    expect(text).toMatch(/Column shifts \(p\.30\)\nModifier Value Rule\nArmor shift \+1 21\.1/);
    // Die-roll rows in roll order; a sign the standard font lacks written as the nearest it has.
    expect(text).toMatch(/Hold table \(16\.7\)\nd6 Result Meaning\n1 Yes, EX[^]*?\n2\.\.3 Yes, -1 step\n4 No,/);
    expect(text).toContain('with TQ >= the best');
    expect(text.slice(0, text.indexOf('Turn record'))).not.toContain('?'); // (unit names hold the source's own ? for numbers it lost)
    // The TEC, the turn record from the scenario's first turn to its last, and what arrives when.
    expect(text).toMatch(/Terrain effects chart\nTerrain Non-mechanized/);
    expect(text).toMatch(/Forest 2 mud 4, frozen 3 P \+1 no/);
    expect(text).toContain("Turn record: Ardennes '44: the 6-turn game");
    expect(text).toMatch(/16 AM 1944-12-16 day overcast mud\n16 PM 1944-12-16 day overcast mud Allied 2, German 2\n16\s+night\s+1944-12-16 night/);
    expect(text).toMatch(/18 PM 1944-12-18 day overcast mud [^\n]+\n/);
    expect(text).not.toContain('19 AM');
    expect(text).toContain("Reinforcements: Ardennes '44: the 6-turn game");
    expect(text).toMatch(/16PM Allied 4\/70 Tnk \(-\) entry areas A or B/);
    // The key: what the red corner means, the tables' own owed values, and each document's count.
    expect(text).toContain('Provenance key');
    expect(text).toMatch(/Jabo table \(15\.6\) \/entries lost The whole table is illegible/);
    expect(text).toMatch(/data\/oob\/ardennes44\.oob\.json \d+ \d+/);
    poppler('pdftoppm', ['-r', '60', '-png', '-f', '15', '-l', '15', out, path.join(tmp, 'charts')]);
    const shot = fs.readdirSync(tmp).find((f) => /^charts-\d+\.png$/.test(f))!;
    fs.mkdirSync(path.join(root, 'test-results/screens'), { recursive: true });
    fs.copyFileSync(path.join(tmp, shot), path.join(root, 'test-results/screens', 'print-charts-crt.png'));
  });

  test("a Tigers in the Mist scenario's print-and-play: its area map, counters by strength, its d10 tables, turn record and key", async () => {
    const out = path.join(tmp, 'titm.pdf');
    const r = await runCli(main, ['export', '--format', 'pdf', '--scenario', 'data/scenarios/titm-3days.scenario.json', '--out', out]);
    expect(r.err).toBe('');
    expect(r.out).toBe(`wrote ${out} (11 pages: titm on 6 (3 × 2); 133 counters on 2 pages, fronts and backs; charts and tables on 3 pages; areas 20 mm across, A4)\n`);
    const pages = poppler('pdftotext', ['-raw', out, '-']).split('\f');
    const map = pages.slice(0, 6).join('\n');
    // Areas by number and name, VP where they carry some, zones on the edge (placeholder positions, digest §10).
    for (const place of ['Bastogne', 'St-Vith', 'Eupen', 'Malmedy', '1 VP']) expect(map).toContain(place);
    expect(pages[0]!.replace(/\s+/g, ' ')).toContain('Tigers in the Mist: the Ardennes, 16–22 December 1944: sheet 1 of 6 (row 1, column 1 of 3 x 2). Areas 20 mm across');
    // A unit rated by strength prints its strength (212 VG 1: 4 SP), not attack-defense-movement.
    expect(pages[6]).toMatch(/212 VG 1\n4\n/);
    const charts = pages.slice(8).join('\n');
    expect(charts).toContain('Allied artillery call (9.43)\nd10 Result Meaning\n1..8 Success\n9..10 Failure');
    expect(charts).toMatch(/Turn record: The First Three Days\nTurn Date Day or night Weather Ground Arriving\nDec 16 1944-12-16 day/);
    expect(charts).toContain('Provenance key');
    poppler('pdftoppm', ['-r', '40', '-png', '-f', '1', '-l', '1', out, path.join(tmp, 'titm')]);
    const shot = fs.readdirSync(tmp).find((f) => /^titm-\d+\.png$/.test(f))!;
    fs.mkdirSync(path.join(root, 'test-results/screens'), { recursive: true });
    fs.copyFileSync(path.join(tmp, shot), path.join(root, 'test-results/screens', 'print-titm-map-1.png'));
  });

  test('bad options are refused with the reason', async () => {
    expect((await runCli(main, ['export', '--format', 'pdf', '--map', 'data/maps/ardennes44-east.map.json', '--out', path.join(tmp, 'x.pdf'), '--hex-mm', '2'])).err).toMatch(/--hex-mm must be from 5 to 60/);
    expect((await runCli(main, ['export', '--format', 'pdf', '--map', 'data/maps/ardennes44-east.map.json', '--out', path.join(tmp, 'y.pdf'), '--paper', 'a3'])).err).toMatch(/--paper must be a4 or letter, not a3/);
    expect((await runCli(main, ['export', '--format', 'vmod', '--map', 'data/maps/titm.map.json', '--out', path.join(tmp, 'y.vmod')])).err).toMatch(/a VASSAL module is of a scenario's game: give --scenario/);
  });
});
