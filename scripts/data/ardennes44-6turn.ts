// Builds data/scenarios/ardennes44-6turn.scenario.json: the short scenario of rule 31 (16AM–18PM, East
// map only). Starting units go in their division setup areas (German) or along the front facing them
// (Allied), one per hex, in terrain they may enter; reinforcements come from the OOB's arrivals within
// the six turns, the 101st and 82nd Airborne at the west edge on 18PM (31). Values the source lost are
// placeholders and say so. Usage: npx tsx scripts/data/ardennes44-6turn.ts [--force]
import fs from 'node:fs';
import path from 'node:path';
import type { HexMap, OrderOfBattle, Ruleset } from '../../src/generated/documents';
import { gridGeometry, neighbours } from '../../src/hex';
// @ts-expect-error -- a plain Node helper without types
import { prov, writeDocument } from './write.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const read = <T>(rel: string) => JSON.parse(fs.readFileSync(path.join(root, rel), 'utf8')) as T;
const rules = read<Ruleset>('data/rules/ardennes44.rules.json');
const map = read<HexMap>('data/maps/ardennes44-east.map.json');
const oob = read<OrderOfBattle>('data/oob/ardennes44.oob.json');
const g = gridGeometry(map.grid);

const roadHexes = new Set(Object.values(map.roads ?? {}).flatMap((r) => r.hexes as string[]));
const enterable = (hex: string, unit: string) => {
  const type = oob.unitTypes[oob.units[unit]!.type]!;
  const mc = rules.unitClasses[type.unitClass]!.movementClass;
  const h = map.hexes[hex];
  return [h?.terrain ?? map.defaultTerrain, ...(h?.features ?? [])].every((t) => {
    const cost = rules.terrainTypes?.[t]?.movement[mc];
    const c = cost !== null && typeof cost === 'object' ? cost['mud'] : cost;
    return (c !== 'prohibited' && c !== 'tacticalOnly') || roadHexes.has(hex);
  });
};
const taken = new Set<string>();
const place = (unit: string, candidates: readonly string[]) => {
  const hex = candidates.find((h) => !taken.has(h) && enterable(h, unit));
  if (hex) taken.add(hex);
  return hex;
};

const setup: Record<string, object> = {};
const placeholder = prov('digest §7', 'placeholder', 'Setup hexes are not in the source; placed in the division area or facing it so the scenario plays.');
const germanAreas = Object.entries(map.hexSets ?? {}).filter(([id]) => id.startsWith('setup-'));
const inGerman = new Set(germanAreas.flatMap(([, s]) => s.hexes as string[]).concat((map.hexSets?.['rear-zone']?.hexes as string[]) ?? []));
// Units the rules place exactly (27.6, 29.2).
for (const [id, u] of Object.entries(oob.units)) {
  if (u.setup?.hex) {
    setup[id] = { hex: u.setup.hex, ...(u.setup.box === 'red' ? { restricted: true } : {}), provenance: { '/hex': prov('27.6, 29.2', 'stated') } };
    taken.add(u.setup.hex);
  }
}
for (const [setId, set] of germanAreas) {
  const fm = set.formations?.[0];
  const units = Object.entries(oob.units).filter(([id, u]) => u.formation === fm && !u.arrival && !setup[id]).map(([id]) => id);
  // On 16 December the divisions stand at the front: the westmost hexes of the area come first
  // (columns are numbered from the east edge, 3.1).
  const hexes = [...(set.hexes as string[])].sort((a, b) => b.slice(0, 2).localeCompare(a.slice(0, 2)) || a.localeCompare(b));
  for (const id of units) {
    const hex = place(id, hexes);
    if (hex) setup[id] = { hex, provenance: { '/hex': prov(`3.4, ${setId}`, 'placeholder', 'Anywhere in its division setup area (3.4); this hex is a stand-in.') } };
  }
}
// German starting units of no division (the Sturmtiger): the rear zone, as a marked stand-in.
const rear = [...((map.hexSets?.['rear-zone']?.hexes as string[]) ?? [])].sort((a, b) => b.slice(0, 2).localeCompare(a.slice(0, 2)) || a.localeCompare(b));
for (const [id, u] of Object.entries(oob.units)) {
  if (u.side !== 'german' || u.formation || !u.setup || u.arrival || setup[id]) continue;
  const hex = place(id, rear);
  if (hex) setup[id] = { hex, provenance: { '/hex': prov('digest §7', 'placeholder', 'A German unit of no division; its setup is not in the source. Placed in the rear zone so the scenario plays.') } };
}
// Allied units face the German areas, south to north, along the first hexes west of them.
const frontOf = (setId: string) => {
  const area = new Set(map.hexSets![setId]!.hexes as string[]);
  const out = new Set<string>();
  for (const h of area) for (const n of neighbours(g, h)) if (!inGerman.has(n.hex)) out.add(n.hex);
  // West of the area first: the US line faced east (columns are numbered from the east edge).
  return [...out].sort((a, b) => b.slice(0, 2).localeCompare(a.slice(0, 2)) || a.localeCompare(b));
};
const ALLIED_FACING: [string, string][] = [['4ID', 'setup-212VG'], ['9Arm', 'setup-26VG'], ['28ID', 'setup-2Pz'], ['28ID', 'setup-116Pz'], ['106ID', 'setup-18VG'], ['14Cav', 'setup-12VG'], ['99ID', 'setup-277VG'], ['2ID', 'setup-1SS'], ['V', 'setup-1SS']];
for (const [fm, setId] of ALLIED_FACING) {
  const units = Object.entries(oob.units).filter(([id, u]) => u.formation === fm && u.side === 'allied' && !u.arrival && !setup[id]).map(([id]) => id);
  const front = frontOf(setId);
  for (const id of units) {
    const hex = place(id, front.filter((_, i) => i % 2 === 0).concat(front));
    if (hex) setup[id] = { hex, ...(oob.units[id]!.setup?.box === 'red' ? { restricted: true } : {}), provenance: { '/hex': placeholder } };
  }
}

// Reinforcements within the six turns, grouped by turn and entry as on the turn record track.
const TURNS = ['16PM', '17AM', '17PM', '18AM', '18PM'];
const AIRBORNE = ['101Abn', '82Abn'];
const groups: Record<string, { turn: string; units: string[]; entry: object; arrives?: object; release?: object; rule?: string; provenance?: object }> = {};
for (const [id, u] of Object.entries(oob.units)) {
  if (!u.arrival || !TURNS.includes(u.arrival.turn)) continue;
  if (AIRBORNE.includes(u.formation ?? '')) {
    const g = (groups['airborne-18PM'] ??= { turn: '18PM', units: [], entry: { special: 'westEdgeRoad' }, arrives: { movementSpent: 4, strategicMovement: true }, rule: '31', provenance: { '': prov('31', 'stated', 'The 101st and 82nd Airborne arrive in the Allied 18PM turn by strategic movement, 4 MP already spent, at any west-edge road hex.') } });
    g.units.push(id);
    continue;
  }
  const entry = u.arrival.entry;
  const key = `${u.side}-${u.arrival.turn}-${entry.letters ? entry.letters.join('') : entry.special}`;
  const g = (groups[key] ??= { turn: u.arrival.turn, units: [], entry });
  g.units.push(id);
  if (u.arrival.conditional) g.release = { description: 'Arrives on a die roll from GT4 (27.9)', table: 'hvJpz653', rule: u.arrival.conditional };
}

// Markers the rules place at start (3.5, 5.1, 7.10, 24.8).
const markers: Record<string, object> = {};
for (const [sid, side] of Object.entries(map.hexsides ?? {})) {
  if (!side.bridge?.printedBlown) continue;
  const name = side.bridge.name ?? sid;
  const building = name === 'Dasburg' || name === 'Gemünd';
  markers[`bridge-${name.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-')}`] = building
    ? { type: 'bridgeUnderConstruction', hexside: sid, rule: '7.10', notes: `${name} is flipped to under construction at start and complete in the German 16PM Bridge Phase.` }
    : { type: 'bridgeBlown', hexside: sid, rule: '3.5' };
}
markers['roadblock-2111'] = { type: 'roadblock', side: 'allied', hex: '2111', rule: '24.8' };
markers['roadblock-2312'] = { type: 'roadblock', side: 'allied', hex: '2312', rule: '24.8' };

const scenario = {
  kind: 'scenario',
  schemaVersion: 1,
  id: 'ardennes44-6turn',
  name: "Ardennes '44: the 6-turn game",
  description: 'Rule 31: 16AM–18PM on the East map only; it ends after the Allied 18PM turn. The Germans need 10 VP.',
  rule: '31',
  ruleset: 'ardennes44',
  maps: ['ardennes44-east'],
  oob: 'ardennes44',
  firstTurn: '16AM',
  lastTurn: '18PM',
  endsAfter: { side: 'allied' },
  setup,
  reinforcements: groups,
  markers,
  victory: {
    checkedIn: { phase: 'victory', side: 'allied' },
    conditions: {
      germanVp: {
        kind: 'vpThreshold',
        side: 'german',
        label: 'The Germans win with 10 VP',
        threshold: 10,
        sources: [
          { kind: 'control', at: { victoryHexes: true }, vp: 1, rule: '31' },
          { kind: 'exitFactors', at: { edge: 'W' }, vp: 1, per: 4, rule: '31' },
        ],
        rule: '31',
      },
    },
    default: { winner: 'allied', label: 'The Allies win if the Germans fall short' },
    rule: '31',
  },
  options: { fuelDump: { enabled: false, name: 'Fuel dump (optional)', rule: '32' } },
  provenance: { '/setup': prov('digest §7', 'placeholder', 'The starting positions are not in the source; stand-ins so the scenario plays.') },
};
writeDocument('data/scenarios/ardennes44-6turn.scenario.json', scenario);
console.log(`${Object.keys(setup).length} units set up, ${Object.values(groups).reduce((n, gr) => n + gr.units.length, 0)} reinforcements in ${Object.keys(groups).length} groups, ${Object.keys(markers).length} markers`);
