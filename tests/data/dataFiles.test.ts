import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { canonicalText, loadProject } from '../../src/document';
import type { OrderOfBattle, Ruleset } from '../../src/generated/documents';

const root = path.resolve(__dirname, '../..');
const files = (function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : e.name.endsWith('.json') ? [path.join(dir, e.name)] : []));
})(path.join(root, 'data'));
const sources = files.map((f) => ({ file: path.relative(root, f), text: fs.readFileSync(f, 'utf8') }));
const project = loadProject(sources);
const byFile = (rel: string) => project.documents.find((d) => d.file === rel)!;

describe('data/', () => {
  test.each(sources.map((s) => s.file))('%s loads at the current version with no errors', (file) => {
    const errors = project.problems.filter((p) => p.file === file && p.severity === 'error');
    expect(errors).toEqual([]);
    expect(project.documents.some((d) => d.file === file)).toBe(true);
  });

  // The studio writes canonicalText; a file in another key order (a number-like key such as a hex id
  // out of place: JavaScript puts those first, ascending) would change on its first save or undo.
  test.each(sources.map((s) => [s.file, s.text] as const))('%s is written as the studio writes it', (_file, text) => {
    expect(canonicalText(JSON.parse(text))).toBe(text);
  });

  test('every warning is an outstanding lost or placeholder value', () => {
    // Where the printed maps draw their wooded-rough hexsides is not in the text: one warning a map says so.
    const noSides = (p: { code: string }) => p.code === 'map/terrain-without-hexsides';
    const other = project.problems.filter((p) => p.severity === 'warning' && p.code !== 'provenance/lost' && p.code !== 'provenance/placeholder' && !noSides(p));
    expect(other).toEqual([]);
    expect(project.problems.filter(noSides).map((p) => p.file).sort()).toEqual(['data/maps/ardennes44-east.map.json', 'data/maps/ardennes44-west.map.json']);
  });
});

describe("Ardennes '44 rules data (digest §4)", () => {
  const rules = byFile('data/rules/ardennes44.rules.json').doc as Ruleset;

  test('holds every table of the digest §4', () => {
    const expected = ['crt', 'firefight', 'hold', 'disengagement', 'bridgeDemolition', 'ourenBridge', 'fuel1', 'fuel2', 'defensiveArtilleryAllied', 'defensiveArtilleryGerman', 'jabo', 'surrender', 'surrenderLevels', 'rally', 'vonDerHeydte', 'skorzeny', 'hvJpz653', 'cca9', 'airMarkers', 'columnShifts'];
    for (const t of expected) expect(Object.keys(rules.tables)).toContain(t);
  });

  test('the CRT is the printed one (p.29, digest §4.1)', () => {
    const printed = [
      ['FF(+1)', 'EX(Eng)', 'FF', 'DR2', 'DR3', 'DR4*', 'D1*', 'D1*', 'D1*'],
      ['Eng', 'FF(+1)', 'EX(Eng)', 'FF', 'DR2', 'DR3', 'DR4*', 'D1*', 'D1*'],
      ['A1/Eng', 'Eng', 'FF(+1)', 'EX(Eng)', 'FF', 'DR2', 'DR3', 'DR4*', 'D1*'],
      ['A1', 'A1/Eng', 'Eng', 'FF(+1)', 'EX(Eng)', 'FF', 'DR2', 'DR3', 'DR4*'],
      ['A1', 'A1', 'A1/Eng', 'Eng', 'FF(+1)', 'EX(Eng)', 'FF', 'DR2', 'DR3'],
      ['A1', 'A1', 'A1', 'A1/Eng', 'Eng', 'FF(+1)', 'EX(Eng)', 'FF', 'DR2'],
    ];
    const crt = rules.tables.crt!;
    expect(crt.kind).toBe('oddsCrt');
    if (crt.kind !== 'oddsCrt') return;
    expect(crt.columns).toEqual(['1:3', '1:2', '1:1', '2:1', '3:1', '4:1', '5:1', '6:1', '7:1']);
    printed.forEach((row, i) => expect(crt.columns.map((c) => crt.rows[String(i + 1)]![c])).toEqual(row));
    expect(crt.clamp).toEqual({ below: '1:3', above: '7:1', shiftsBeforeClamp: true });
  });

  test.each([
    ['firefight', { 1: 'D1', 2: 'DR2', 3: 'A1/D1', 4: 'A1/DR2', 5: 'Eng+', 6: 'A1/Eng' }],
    ['hold', { 1: 'Yes/EX', 2: 'Yes/-1', 3: 'Yes/-1', 4: 'No/CA', 5: 'No', 6: 'No/-1' }],
    ['disengagement', { 1: 'Yes', 2: 'Yes', 3: 'Yes+D', 4: 'Yes+D', 5: 'No', 6: 'No+D' }],
    ['fuel1', { 1: 'None', 2: 'W5PzA*', 3: '15PG', 4: 'FBB/FGB', 5: '2Pz/PzLehr', 6: '116Pz', 7: '9Pz' }],
    ['fuel2', { 1: 'None', 2: 'W6PzA*', 3: '3PG', 4: '2SS/9SS', 5: '1SS/12SS', 6: '2SS+9SS', 7: '1SS+12SS' }],
    ['vonDerHeydte', { 1: 'Success', 2: 'Flip', 3: 'Flip', 4: 'Eliminated', 5: 'Eliminated', 6: 'Eliminated' }],
    ['hvJpz653', { 1: 'Arrives', 2: 'Arrives', 3: 'Delayed', 4: 'Delayed', 5: 'Never', 6: 'Never' }],
  ] as const)('%s reads as printed for every roll', (id, expected) => {
    const t = rules.tables[id]!;
    if (t.kind !== 'dieRoll') throw new Error(`${id} is not a die-roll table`);
    const read = (roll: number) => Object.entries(t.entries).find(([k]) => {
      const [lo, hi] = k.includes('..') ? k.split('..').map((x) => (x === '' ? NaN : Number(x))) : [Number(k), Number(k)];
      return (Number.isNaN(lo!) || roll >= lo!) && (Number.isNaN(hi!) || roll <= hi!);
    })?.[1];
    for (const [roll, code] of Object.entries(expected)) expect(read(Number(roll))).toBe(code);
  });

  test('the calendar has 22 day turns 16AM–26PM with nights, mud to 20PM, frozen from 21AM, clear from 23AM', () => {
    const days = rules.calendar.turnOrder.filter((t) => !t.endsWith('N'));
    expect(days).toHaveLength(22);
    expect(days[0]).toBe('16AM');
    expect(days[21]).toBe('26PM');
    expect(rules.calendar.turnOrder.filter((t) => t.endsWith('N'))).toHaveLength(10);
    expect(rules.calendar.turns['20PM']!.ground).toBe('mud');
    expect(rules.calendar.turns['21AM']!.ground).toBe('frozen');
    expect(rules.calendar.turns['22PM']!.weather).toBe('overcast');
    expect(rules.calendar.turns['23AM']!.weather).toBe('clear');
    expect(rules.calendar.turns['2' + '6PM']!.number).toBe(22);
  });
});

describe("Ardennes '44 OOB", () => {
  const oob = byFile('data/oob/ardennes44.oob.json').doc as OrderOfBattle;
  // The optional units (33) are not in the schedule (digest §5.30): their blue setup box says so.
  const arriving = Object.values(oob.units).filter((u) => u.arrival && u.setup?.box !== 'blue');

  /** The schedule as the digest prints it: §6.2 (Allied) and §6.3 (German), one row per entry, ×N expanded. */
  // The digest's §6.2–§6.3 (shared/rules/ardennes44.md), copied into the project: a bare clone tests itself.
  const digest = fs.readFileSync(path.resolve(root, 'tests/fixtures/ardennes44-schedule.md'), 'utf8');
  const section = (from: string, to: string) => digest.slice(digest.indexOf(from), digest.indexOf(to));
  const rows = (text: string, side: string) =>
    text.split('\n').flatMap((line) => {
      const cells = line.split('|').map((c) => c.trim());
      if (!/^\d+$/.test(cells[1] ?? '')) return [];
      const [, , label, unit, , entry] = cells;
      const times = Number(/×(\d+)/.exec(unit!)?.[1] ?? 1);
      const letters = /^[A-N]( or [A-N])*$/.test(entry!) ? entry!.split(' or ').sort().join('') : entry!.startsWith('any town') ? '@anyTownOrCity' : '@' + entry!.toLowerCase();
      return Array.from({ length: times }, () => ({ side, turn: label!.replace(/\s/g, ''), unit: unit!, letters }));
    });
  const schedule = [...rows(section('### 6.2', '### 6.3'), 'allied'), ...rows(section('### 6.3', '### 6.4'), 'german')];
  const key = (side: string, turn: string, letters: string) => `${side} ${turn} ${letters}`;
  const count = (keys: string[]) => keys.reduce((m, k) => m.set(k, (m.get(k) ?? 0) + 1), new Map<string, number>());

  test('holds the whole reinforcement schedule (digest §6.2 and §6.3): same units per side, turn and entry', () => {
    expect(schedule.length).toBeGreaterThan(190);
    const expected = count(schedule.map((r) => key(r.side, r.turn, r.letters)));
    const actual = count(arriving.map((u) => key(u.side, u.arrival!.turn, u.arrival!.entry.letters ? u.arrival!.entry.letters.join('') : '@' + u.arrival!.entry.special)));
    expect(Object.fromEntries(actual)).toEqual(Object.fromEntries(expected));
  });

  test('artillery reads S-(2)-1 and arrives with its entry letters', () => {
    const art = oob.units['us-viii-174']!;
    expect(art.front).toMatchObject({ shift: 1, defense: 2, defenseBracketed: true, movement: 1 });
    expect(art.arrival).toEqual({ turn: '16PM', entry: { letters: ['B'] } });
  });

  test('starting units the rules name are present, with the hexes the rules give', () => {
    expect(oob.units['us-2-rrd-1']!.setup?.hex).toBe('1535');
    expect(oob.units['us-2-rrd-2']!.setup?.hex).toBe('1636');
    expect(oob.units['de-212vg-1']!.setup?.hex).toBe('1006');
    expect(oob.units['de-26-39-fus']!.formation).toBe('26VG');
    expect(Object.values(oob.units).filter((u) => u.tags?.includes('peiper'))).toHaveLength(4);
  });
});
