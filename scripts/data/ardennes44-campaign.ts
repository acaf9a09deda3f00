// Builds data/scenarios/ardennes44-campaign.scenario.json: the campaign game of rules 30 and 31, both
// maps, 16AM–26PM (GT1–22), with the victory conditions of 30.2 and 30.3. The setup, the markers and the
// arrivals through 19PM are the short games' (read from data/, which is the truth); the later arrivals
// come from the order of battle's schedule, grouped by turn and entry as on the turn record track.
// Usage: npx tsx scripts/data/ardennes44-campaign.ts [--force]
import fs from 'node:fs';
import path from 'node:path';
import type { OrderOfBattle, Scenario } from '../../src/generated/documents';
// @ts-expect-error -- a plain Node helper without types
import { prov, writeDocument } from './write.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const read = <T>(rel: string) => JSON.parse(fs.readFileSync(path.join(root, rel), 'utf8')) as T;
const six = read<Scenario>('data/scenarios/ardennes44-6turn.scenario.json');
const eight = read<Scenario>('data/scenarios/ardennes44-8turn.scenario.json');
const oob = read<OrderOfBattle>('data/oob/ardennes44.oob.json');

type Group = Scenario['reinforcements'][string];
const reinforcements: Record<string, Group> = {};
// 31: in the short games the 101st and 82nd come at 18PM by the west edge; in the campaign they keep their schedule.
for (const [id, g] of Object.entries(six.reinforcements)) if (g.entry.special !== 'westEdgeRoad') reinforcements[id] = g;
for (const change of Object.values(eight.changes ?? {})) {
  for (const op of change.ops) if (op.op === 'add' && op.path.startsWith('/reinforcements/')) reinforcements[op.path.slice('/reinforcements/'.length)] = op.value as Group;
}
const scheduled = new Set<string>(Object.values(reinforcements).flatMap((g) => g.units));
const LATER = ['18AM', '18PM', '19AM', '19PM', '20AM', '20PM', '21AM', '21PM', '22AM', '22PM', '23AM', '23PM', '24AM', '24PM', '25AM', '25PM', '26AM', '26PM'];
for (const [id, u] of Object.entries(oob.units)) {
  if (!u.arrival || !LATER.includes(u.arrival.turn) || scheduled.has(id)) continue;
  const entry = u.arrival.entry;
  const key = `${u.side}-${u.arrival.turn}-${entry.letters ? entry.letters.join('') : entry.special}`;
  const g = (reinforcements[key] ??= { turn: u.arrival.turn, units: [], entry } as unknown as Group);
  (g.units as string[]).push(id);
  if (u.formation === '101Abn' || u.formation === '82Abn') g.provenance = { '': prov('31, reinforcement schedule', 'stated', 'The 101st and 82nd Airborne arrive on 18AM at E in the campaign; only the short games bring them at 18PM by the west edge (31).') };
}

const DIVISION_AREAS = ['setup-212VG', 'setup-26VG', 'setup-2Pz', 'setup-116Pz', 'setup-18VG', 'setup-277VG', 'setup-12VG', 'setup-1SS'];
const scenario = {
  kind: 'scenario',
  schemaVersion: 1,
  id: 'ardennes44-campaign',
  name: "Ardennes '44: the campaign game",
  description: 'Rules 30 and 31: 16AM–26PM (GT1–22) on the East and West maps. The Germans win at once in any Victory Phase by holding all 20 East map victory hexes and one of 30.2A–D; the Allies win by preventing it, or by 30.3B, which beats a German win.',
  rule: '30, 31',
  ruleset: 'ardennes44',
  maps: ['ardennes44-east', 'ardennes44-west'],
  oob: 'ardennes44',
  firstTurn: '16AM',
  lastTurn: '26PM',
  endsAfter: { side: 'allied' },
  setup: six.setup,
  reinforcements,
  markers: six.markers,
  victory: {
    checkedIn: { phase: 'victory', side: 'allied' },
    conditions: {
      germanWin: { kind: 'composite', side: 'german', label: 'German victory (30.2)', op: 'all', of: ['eastHexes', 'oneOfAtoD'], endsGame: true, rule: '30.2' },
      eastHexes: { kind: 'hold', side: 'german', label: 'All 20 East map victory hexes', at: { hexSet: 'east-victory-hexes' }, mode: 'control', rule: '30.2' },
      oneOfAtoD: { kind: 'composite', side: 'german', label: 'One of A–D', op: 'any', of: ['exitA', 'liegeB', 'meuseC', 'westD'], rule: '30.2' },
      exitA: { kind: 'exit', side: 'german', label: 'A: 24 attack factors exited by F or G', via: { letters: ['F', 'G'] }, factors: 24, requires: { fact: 'exit.roadSupply' }, rule: '30.2A' },
      liegeB: { kind: 'hold', side: 'german', label: 'B: the 4 Liège hexes, each with a unit in supply', at: { hexSet: 'liege' }, mode: 'occupy', supplied: true, rule: '30.2B' },
      meuseC: { kind: 'hold', side: 'german', label: 'C: 4 of the 6 Meuse towns, each with a unit in supply', at: { hexSet: 'meuse-towns' }, mode: 'occupy', count: 4, supplied: true, rule: '30.2C' },
      westD: { kind: 'hold', side: 'german', label: 'D: 8 West map victory hexes', at: { hexSet: 'west-victory-hexes' }, mode: 'control', count: 8, rule: '30.2D' },
      alliedWin: { kind: 'composite', side: 'allied', label: 'Allied victory B (30.3B)', op: 'any', of: ['alliedB'], overrides: ['germanWin'], rule: '30.3B' },
      alliedB: { kind: 'hold', side: 'allied', label: 'B: a supplied Allied combat unit in 3 German starting division areas', at: { hexSets: DIVISION_AREAS }, mode: 'occupy', count: 3, supplied: true, consecutiveChecks: 2, rule: '30.3B' },
    },
    default: { winner: 'allied', label: 'A: the Allies prevented a German victory (30.3A)' },
    rule: '30',
  },
  options: six.options,
  provenance: {
    '/setup': prov('digest §7', 'placeholder', "The starting positions are not in the source; the short games' stand-ins."),
    '/lastTurn': prov('digest §1 (16–26 Dec), reinforcement schedule', 'inferred', 'The text never says "22 turns"; the introduction and a schedule that ends at GT22 imply 26PM.'),
    '/victory/conditions/exitA/via': prov('30.2A', 'stated'),
  },
};
writeDocument('data/scenarios/ardennes44-campaign.scenario.json', scenario);
console.log(`${Object.keys(scenario.setup).length} units set up, ${Object.values(reinforcements).reduce((n, g) => n + g.units.length, 0)} reinforcements in ${Object.keys(reinforcements).length} groups`);
