// Builds the Tigers in the Mist order of battle (data/oob/titm.oob.json) and its four scenarios
// (data/scenarios/titm-*.scenario.json) from the scenario lists of the seed (digest §8). The seed
// has no counter manifest, setup card or OOB cards (digest §10.5–10.8): each formation's counters,
// strengths, setup areas and arrival impulses are stand-ins marked `placeholder`; the formations
// each scenario names, its boundary, supply sources, end and victory bands are as stated.
// Usage: node scripts/data/titm-forces.mjs [--force]
import { prov, writeDocument } from './write.mjs';

const MANIFEST = prov('digest §10.5 (no counter manifest in the seed)', 'placeholder', 'Counters, strengths and types per formation are stand-ins; enter them from the counter sheets.');
// Formation templates: [suffix, unit class, SP]
const T = {
  vg: [['1', 'infantry', 4], ['2', 'infantry', 4], ['3', 'infantry', 3]],
  fj: [['1', 'infantry', 4], ['2', 'infantry', 3], ['3', 'infantry', 3]],
  pz: [['a', 'armor', 4], ['b', 'armor', 3], ['c', 'mechanized', 4], ['d', 'mechanized', 3]],
  bde: [['a', 'armor', 3], ['b', 'mechanized', 3]],
  usInf: [['1', 'infantry', 4], ['2', 'infantry', 4], ['3', 'infantry', 3]],
  abn: [['1', 'infantry', 4], ['2', 'infantry', 4], ['3', 'infantry', 4]],
  usArm: [['a', 'armor', 4], ['b', 'armor', 3], ['c', 'mechanized', 3]],
};
// id, name, side, service, level, template or [[suffix, class, SP]]
const F = [
  ['212VG', '212 VG', 'german', 'heer', 'division', 'vg'], ['276VG', '276 VG', 'german', 'heer', 'division', 'vg'], ['352VG', '352 VG', 'german', 'heer', 'division', 'vg'],
  ['47-2Eng', '47-2 Eng', 'german', 'heer', 'battalion', [['', 'engineer', 2]]], ['605Eng', '605 Eng', 'german', 'heer', 'battalion', [['', 'engineer', 2]]],
  ['44MG', '44 MG', 'german', 'heer', 'battalion', [['', 'motorized', 2]]], ['7APzJgr', '7A PzJgr', 'german', 'heer', 'battalion', [['', 'armor', 2]]], ['7A15Flak', '7A/15 Flak', 'german', 'luftwaffe', 'regiment', [['', 'motorized', 2]]],
  ['614JgPz', '614 JgPz', 'german', 'heer', 'battalion', [['', 'armor', 2]]], ['653JgPz', '653 JgPz', 'german', 'heer', 'battalion', [['', 'armor', 3]]],
  ['18VG', '18 VG', 'german', 'heer', 'division', 'vg'], ['244Stg', '244 Stg', 'german', 'heer', 'brigade', [['', 'armor', 3]]], ['62VG', '62 VG', 'german', 'heer', 'division', 'vg'],
  ['LVIII1Flak', 'LVIII/1 Flak', 'german', 'luftwaffe', 'regiment', [['', 'motorized', 2]]], ['560VG', '560 VG', 'german', 'heer', 'division', 'vg'], ['116Pz', '116 Pz', 'german', 'heer', 'division', 'pz'],
  ['182Flak', '182 Flak', 'german', 'luftwaffe', 'regiment', [['', 'motorized', 2]]], ['Lehr', 'Pz Lehr', 'german', 'heer', 'division', 'pz'], ['600Eng', '600 Eng', 'german', 'heer', 'battalion', [['', 'engineer', 2]]],
  ['2Pz', '2 Pz', 'german', 'heer', 'division', 'pz'], ['207Eng', '207 Eng', 'german', 'heer', 'battalion', [['', 'engineer', 2]]], ['26VG', '26 VG', 'german', 'heer', 'division', 'vg'], ['5FJ', '5 FJ', 'german', 'luftwaffe', 'division', 'fj'],
  ['47-1Eng', '47-1 Eng', 'german', 'heer', 'battalion', [['', 'engineer', 2]]], ['669Ost', '669 Ost', 'german', 'heer', 'battalion', [['', 'infantry', 2]]],
  ['2SSPz', '2 SS Pz', 'german', 'ss', 'division', 'pz'], ['FBB', 'FBB', 'german', 'heer', 'brigade', 'bde'], ['FGB', 'Fuh Gren', 'german', 'heer', 'brigade', 'bde'], ['10SSPz', '10 SS Pz', 'german', 'ss', 'division', 'pz'], ['11Pz', '11 Pz', 'german', 'heer', 'division', 'pz'],
  ['1SSPz', '1 SS Pz', 'german', 'ss', 'division', 'pz'], ['12SSPz', '12 SS Pz', 'german', 'ss', 'division', 'pz'], ['3FJ', '3 FJ', 'german', 'luftwaffe', 'division', 'fj'], ['12VG', '12 VG', 'german', 'heer', 'division', 'vg'],
  ['277VG', '277 VG', 'german', 'heer', 'division', 'vg'], ['326VG', '326 VG', 'german', 'heer', 'division', 'vg'], ['9SSPz', '9 SS Pz', 'german', 'ss', 'division', 'pz'],
  ['4Inf', '4 Inf', 'allied', 'us', 'division', 'usInf'], ['9Arm', '9 Arm', 'allied', 'us', 'division', [['A', 'armor', 3], ['B', 'armor', 4], ['R', 'armor', 3]]], ['9ArmInf', '9 Arm Inf', 'allied', 'us', 'battalion', [['', 'mechanized', 3]]],
  ['803TD', '803 TD', 'allied', 'us', 'battalion', [['', 'armor', 2]]], ['78-2Rngr', '78/2 Rngr', 'allied', 'us', 'battalion', [['', 'infantry', 2]]], ['28Inf', '28 Inf', 'allied', 'us', 'division', [['112', 'infantry', 3], ['110a', 'infantry', 2], ['110b', 'infantry', 2], ['110c', 'infantry', 2], ['109a', 'infantry', 2], ['109b', 'infantry', 2]]],
  ['70Tnk', '70 Tnk', 'allied', 'us', 'battalion', [['', 'armor', 2]]], ['10ArmInf', '10 Arm Inf', 'allied', 'us', 'battalion', [['', 'mechanized', 3]]], ['106Inf', '106 Inf', 'allied', 'us', 'division', 'usInf'],
  ['1107Eng', '1107 Eng', 'allied', 'us', 'battalion', [['', 'engineer', 2]]], ['1128Eng', '1128 Eng', 'allied', 'us', 'battalion', [['', 'engineer', 2]]], ['1A526', '1A/526', 'allied', 'us', 'battalion', [['', 'mechanized', 2]]],
  ['7Arm', '7 Arm', 'allied', 'us', 'division', 'usArm'], ['10Arm', '10 Arm', 'allied', 'us', 'division', 'usArm'], ['82Abn', '82 Abn', 'allied', 'us', 'division', 'abn'], ['101Abn', '101 Abn', 'allied', 'us', 'division', 'abn'],
  ['705TD', '705 TD', 'allied', 'us', 'battalion', [['', 'armor', 2]]], ['740Tnk', '740 Tnk', 'allied', 'us', 'battalion', [['', 'armor', 2]]], ['2HHC', '2 HHC', 'allied', 'us', 'battalion', [['', 'mechanized', 2]]],
  ['1313Eng', '1313 Eng', 'allied', 'us', 'battalion', [['', 'engineer', 2]]], ['84Inf', '84 Inf', 'allied', 'us', 'division', 'usInf'], ['551Inf', '551 Inf', 'allied', 'us', 'battalion', [['', 'infantry', 3]]],
  ['29Tnk', '29 Tnk', 'allied', 'british', 'brigade', [['a', 'armor', 3], ['b', 'armor', 3]]],
  ['99Inf', '99 Inf', 'allied', 'us', 'division', 'usInf'], ['2Inf', '2 Inf', 'allied', 'us', 'division', 'usInf'], ['1Inf', '1 Inf', 'allied', 'us', 'division', 'usInf'], ['30Inf', '30 Inf', 'allied', 'us', 'division', 'usInf'], ['3Arm', '3 Arm', 'allied', 'us', 'division', 'usArm'],
  ['MeuseGarrison', 'Meuse garrisons', 'allied', 'garrison', 'group', [['namur', 'infantry', 1], ['dinant', 'infantry', 1], ['givet', 'infantry', 1], ['huy', 'infantry', 1]]],
];
const units = {};
const formations = {};
const members = {};
for (const [fid, name, side, service, level, tpl] of F) {
  formations[fid] = { name, level, side };
  members[fid] = [];
  for (const [suffix, cls, sp] of typeof tpl === 'string' ? T[tpl] : tpl) {
    const id = `${side === 'german' ? 'de' : 'al'}-${fid}${suffix ? `-${suffix}` : ''}`.replace(/[^A-Za-z0-9_.+-]/g, '');
    units[id] = { name: `${name}${suffix ? ` ${suffix}` : ''}`, side, nationality: service, formation: fid, type: cls, steps: 1, front: { strength: sp }, provenance: { '/front/strength': MANIFEST, '/type': MANIFEST } };
    members[fid].push(id);
  }
}
// Triangles (5.23–5.24) and the Allied units on the line at start: stand-ins (digest §10.5).
const tag = (id, t) => {
  units[id].tags = [...(units[id].tags ?? []), t];
  units[id].provenance[`/tags`] = prov('5.23, 5.24; digest §10.5', 'placeholder', 'Which counters carry the triangles is printed on them, not in the seed.');
};
for (const f of ['28Inf', '106Inf', '99Inf', '4Inf']) for (const id of members[f]) tag(id, 'greenTriangle');
for (const f of ['2SSPz', '9SSPz']) for (const id of members[f] ?? []) tag(id, 'redTriangle');
for (const id of [...members['Lehr'], ...members['12SSPz']]) tag(id, 'redTriangle');

const oob = {
  kind: 'oob', schemaVersion: 1, id: 'titm', name: 'Tigers in the Mist: order of battle', ruleset: 'titm',
  description: 'Every formation the four scenarios name (digest §8), expanded to counters by a stand-in template per kind of formation (VG and FJ divisions three infantry units, panzer divisions two armor and two mechanized, US divisions three regiments or combat commands). The counter manifest is not in the seed.',
  sides: {
    german: { nationalities: { heer: { name: 'Wehrmacht (Heer)', colour: '#8a8d8f' }, ss: { name: 'SS', colour: '#2b2b2b', textColour: '#ffffff' }, luftwaffe: { name: 'Luftwaffe', colour: '#8fb3d9' } } },
    allied: { nationalities: { us: { name: 'US', colour: '#6b8e4e' }, british: { name: 'British', colour: '#c3b091' }, garrison: { name: 'Allied garrison (Belgian and Norwegian)', colour: '#2c3e7a', textColour: '#ffffff' } } },
  },
  formations,
  unitTypes: {
    engineer: { name: 'Engineer', unitClass: 'engineer', symbol: 'engineer' },
    armor: { name: 'Armor', unitClass: 'armor', symbol: 'armor' },
    mechanized: { name: 'Mechanized infantry', unitClass: 'mechanized', symbol: 'mechanizedInfantry' },
    motorized: { name: 'Motorized infantry', unitClass: 'motorized', symbol: 'motorizedInfantry' },
    infantry: { name: 'Infantry', unitClass: 'infantry', symbol: 'infantry' },
  },
  units,
  provenance: { '/sides': prov('4.12 (colours)', 'stated'), '/units': MANIFEST },
};
writeDocument('data/oob/titm.oob.json', oob);

// ---- scenarios ---------------------------------------------------------------------------------
const SETUP = prov('digest §10.6 (no setup card in the seed)', 'placeholder', 'Setup areas are stand-ins near the historical positions; enter them from the setup cards.');
const ARRIVAL = prov('digest §10.7 (no OOB cards in the seed)', 'placeholder', 'Arrival impulses and zones are stand-ins; enter them from the OOB cards.');
const at = (list) => Object.fromEntries(list.flatMap(([area, ids]) => ids.map((id) => [id, { area }])));
const all = (f) => members[f];
const one = (f, i) => [members[f][i]];
const arrive = (turn, impulse, zones, ids, extra = {}) => ({ turn, impulse, units: ids, entry: { zones }, provenance: { '': ARRIVAL }, ...extra });
const bands = (side, rows, rule) => ({
  kind: 'outcomeTable', label: 'German VP decides', rule,
  rows: rows.map(([label, op, value, outcomes]) => ({ label, when: { fact: `vp.${side}`, op, value }, outcomes })),
});
const G = (o) => ({ german: o, allied: o === 'win' || o === 'decisiveWin' ? 'loss' : o === 'draw' ? 'draw' : 'win' });
const Gd = { german: 'decisiveWin', allied: 'loss' };
const Ad = { german: 'loss', allied: 'decisiveWin' };

// 7th Army setup (intro, first three days, campaign)
const southGerman = [['irrel', [...all('212VG'), ...all('47-2Eng')]], ['nusbaum', [...all('276VG'), ...all('605Eng')]], ['gemund', one('352VG', 0).concat(one('352VG', 1))], ['bitburg', [...all('44MG'), ...all('7APzJgr'), ...all('7A15Flak')]]];
const southAllied = [['echternach', one('4Inf', 0)], ['luxembourg', one('4Inf', 1)], ['larochette', one('9Arm', 0)], ['beaufort', [...all('9ArmInf'), ...all('78-2Rngr')]], ['mersch', all('803TD')], ['vianden', one('28Inf', 4)], ['diekirch', one('28Inf', 5)]];
const intro = {
  kind: 'scenario', schemaVersion: 1, id: 'titm-intro', name: 'The 7th Army Attacks (introductory)', rule: 'Scenario 8.1',
  description: 'East and south of the green line: the German 7th Army against the 4th Infantry and a combat command of the 9th Armored. Ends at the end of the Dec 18 turn; victory by the state of Luxembourg and Mersch.',
  ruleset: 'titm', maps: ['titm'], playArea: { areaSet: 'greenLine' },
  supplySources: { german: { letters: ['C'] }, allied: { areas: ['P', 'mersch'] } },
  oob: 'titm', firstTurn: '16', lastTurn: '18',
  setup: at([...southGerman, ...southAllied.filter(([a]) => a !== 'vianden' && a !== 'diekirch')]),
  removed: [...one('28Inf', 4), ...one('28Inf', 5)],
  reinforcements: {
    'de-614': arrive('17', 1, ['C'], all('614JgPz')), 'de-653': arrive('18', 1, ['C'], all('653JgPz')),
    'al-70tnk': arrive('16', 2, ['P'], all('70Tnk')), 'al-4inf-17': arrive('17', 1, ['P'], one('4Inf', 2), { rule: 'Scenario 8.1: 4 Inf(17-1)' }), 'al-10arminf': arrive('17', 2, ['M'], all('10ArmInf')),
  },
  victory: {
    towns: { areaSet: 'introTowns' },
    conditions: {
      towns: {
        kind: 'outcomeTable', label: 'Luxembourg and Mersch', rule: 'Scenario 8.1',
        rows: [
          { label: 'German decisive victory', when: { fact: 'towns.german', op: 'eq', value: 2 }, outcomes: Gd },
          { label: 'German tactical victory', when: { all: [{ fact: 'towns.german', op: 'eq', value: 1 }, { fact: 'towns.contested', op: 'eq', value: 1 }] }, outcomes: G('win') },
          { label: 'Both lose', when: { all: [{ fact: 'towns.german', op: 'eq', value: 1 }, { fact: 'towns.contested', op: 'eq', value: 0 }] }, outcomes: { german: 'loss', allied: 'loss' } },
          { label: 'Draw', when: { fact: 'towns.contested', op: 'eq', value: 2 }, outcomes: { german: 'draw', allied: 'draw' } },
          { label: 'Allied tactical victory', when: { fact: 'towns.contested', op: 'eq', value: 1 }, outcomes: { german: 'loss', allied: 'win' } },
          { label: 'Allied decisive victory', when: { fact: 'towns.contested', op: 'eq', value: 0 }, outcomes: Ad },
        ],
      },
    },
    rule: 'Scenario 8.1',
  },
  provenance: { '/setup': SETUP, '/victory/conditions/towns/rows': prov('Scenario 8.1; digest A8', 'inferred', 'The book\'s bands overlap and leave gaps: rows are read in order, "Both lose" before the Allied rows (digest A8).') },
};
writeDocument('data/scenarios/titm-intro.scenario.json', intro);

// 5th Panzer Army vs VIII Corps
// Two German areas start over the limits (7.1: the card shows two; which two is not in the seed).
const midGerman = [
  ['prum', all('18VG')], ['sinspelt', [...one('352VG', 2), ...one('62VG', 0), ...one('62VG', 1)]], ['dasburg', [...one('560VG', 0), ...one('560VG', 1), ...all('600Eng')]], ['gemund', [...one('26VG', 0), ...one('26VG', 1), ...all('207Eng')]], ['nusbaum', all('5FJ')],
  ['B', [...all('116Pz'), ...all('LVIII1Flak'), ...all('182Flak'), ...all('244Stg'), ...one('62VG', 2), ...one('560VG', 2)]], ['C', [...all('2Pz'), ...all('Lehr'), ...one('26VG', 2), ...all('47-1Eng')]],
];
const midAllied = [['schonberg', one('106Inf', 0).concat(one('106Inf', 1))], ['manderfeld', one('106Inf', 2)], ['weiswampach', [...one('28Inf', 0), ...one('9Arm', 2)]], ['marnach', one('28Inf', 1)], ['hosingen', one('28Inf', 2)], ['holzthum', one('28Inf', 3)], ['vianden', one('28Inf', 4)], ['diekirch', one('28Inf', 5)], ['stvith', [...all('1107Eng'), ...all('1A526')]], ['wiltz', all('1128Eng')], ['clervaux', all('78-2Rngr')]];
const vpBands5 = bands('german', [['German decisive victory', 'ge', 16, Gd], ['German tactical victory', 'ge', 13, G('win')], ['Draw', 'ge', 10, G('draw')], ['Allied tactical victory', 'ge', 7, { german: 'loss', allied: 'win' }], ['Allied decisive victory', 'ge', 0, Ad]], 'Scenario 8.2');
// The later errata as a layer each scenario can switch on (digest Appendix A; not in the seed).
const ERRATA = { errata: { enabled: false, name: 'GMT errata of 2002: VP areas need supply (12.22); no reserve release out of supply (11.34)', rule: 'Errata 12.22, 11.34' } };
const score = (extra = []) => ({ side: 'german', sources: [{ kind: 'areaVp', vp: 1, when: 'eachTurn', rule: '12.21–12.22' }, { kind: 'zoneMultiplier', vp: 1, when: 'end', rule: '12.23–12.24, 3.28' }, ...extra], rule: '12' });
const fifth = {
  kind: 'scenario', schemaVersion: 1, id: 'titm-5pz', name: '5th Panzer Army vs VIII Corps', rule: 'Scenario 8.2',
  description: 'Inside the red line: the 5th Panzer Army against the VIII Corps. Ends at the end of the German 22-1 impulse; the Diekirch–Ettelbruck bridge is blown at start.',
  ruleset: 'titm', maps: ['titm'], playArea: { areaSet: 'redLine' },
  supplySources: { german: { letters: ['B', 'C'] }, allied: { areaSet: 'alliedSupplyGK' } },
  oob: 'titm', firstTurn: '16', lastTurn: '22', endsAfter: { side: 'german', impulse: 1 },
  setup: at([...midGerman, ...midAllied]),
  markers: { diekirchBridge: { type: 'blownBridge', connection: '57-58', rule: 'Scenario 8.2' } },
  reinforcements: {
    'de-614': arrive('17', 1, ['C'], all('614JgPz'), { notes: '"614 Pz" in this scenario; probably the 614 JgPz of the intro (digest §0).' }), 'de-653': arrive('18', 1, ['C'], all('653JgPz')), 'de-669': arrive('17', 2, ['B'], all('669Ost')),
    'de-fbb': arrive('18', 1, ['B'], all('FBB')), 'de-fgb': arrive('19', 1, ['C'], all('FGB')), 'de-10ss': arrive('20', 1, ['B'], all('10SSPz')), 'de-11pz': arrive('21', 1, ['C'], all('11Pz')),
    'de-2ss-reserve': arrive('17', 1, ['B'], all('2SSPz'), { release: { description: 'Panzer reserve: released when the Germans have superiority in a release area at the end of an Allied impulse.', when: { fact: 'reserve.superiority' }, rule: '11.3' } }),
    'al-70tnk': arrive('16', 2, ['K'], all('70Tnk')), 'al-4inf': arrive('17', 1, ['K'], one('4Inf', 2)), 'al-7arm': arrive('17', 1, ['G'], all('7Arm')), 'al-10arm': arrive('17', 2, ['K'], all('10Arm')),
    'al-1313': arrive('17', 3, ['I'], all('1313Eng')), 'al-82abn': arrive('18', 2, ['G'], all('82Abn')), 'al-101abn': arrive('18', 3, ['J'], all('101Abn')), 'al-705': arrive('18', 3, ['J'], all('705TD')),
    'al-740': arrive('19', 1, ['H'], all('740Tnk')), 'al-2hhc': arrive('19', 2, ['H'], all('2HHC')), 'al-84': arrive('20', 1, ['H'], all('84Inf')), 'al-551': arrive('21', 1, ['I'], all('551Inf')), 'al-29': arrive('20', 2, ['H'], all('29Tnk')),
  },
  victory: { score: score(), conditions: { bands: vpBands5 }, rule: 'Scenario 8.2' },
  options: {
    specialForces: { enabled: true, name: 'German Special Forces, one use on each of Dec 17–19', rule: '14; Scenario 8.2' },
    outsideRemoved: { enabled: true, name: 'Units set up or arriving outside the red line are removed at the turn\'s end unless in supply inside', rule: 'Scenario 8.2' },
    ...ERRATA,
  },
  provenance: { '/setup': SETUP, '/markers/diekirchBridge/connection': prov('Scenario 8.2 (Diekirch – Ettelbruck)', 'stated') },
};
writeDocument('data/scenarios/titm-5pz.scenario.json', fifth);

// The campaign setup: the three armies' sectors together, the north added.
const northGerman = [['wahlerscheid', one('326VG', 0).concat(one('326VG', 1))], ['hollerath', one('277VG', 0).concat(one('277VG', 1))], ['udenbreth', one('12VG', 0).concat(one('12VG', 1))], ['hallschlag', all('3FJ')], ['A', [...all('1SSPz'), ...all('12SSPz'), ...one('326VG', 2), ...one('277VG', 2), ...one('12VG', 2)]]];
const northAllied = [['monschau', one('99Inf', 0)], ['elsenborn', [...one('99Inf', 1), ...one('2Inf', 0)]], ['butgenbach', one('99Inf', 2)], ['malmedy', one('2Inf', 1)], ['spa', one('2Inf', 2)]];
const campaignSetup = at([
  ...northGerman, ...southGerman, ['prum', one('18VG', 0).concat(one('18VG', 1))], ['sinspelt', [...one('352VG', 2), ...one('62VG', 0)]], ['dasburg', [...one('560VG', 0), ...one('560VG', 1), ...all('600Eng')]], ['losheim', [...all('207Eng')]],
  ['B', [...all('116Pz'), ...all('LVIII1Flak'), ...all('182Flak'), ...all('26VG'), ...one('18VG', 2), ...all('244Stg'), ...one('62VG', 1), ...one('62VG', 2), ...one('560VG', 2)]], ['C', [...all('2Pz'), ...all('Lehr'), ...all('5FJ'), ...all('47-1Eng')]],
  ...northAllied, ...midAllied.filter(([a]) => a !== 'vianden' && a !== 'diekirch'), ...southAllied,
]);
const campaignReinforcements = {
  ...fifth.reinforcements,
  'al-70tnk': arrive('16', 2, ['P'], all('70Tnk')), 'al-4inf': arrive('17', 1, ['P'], one('4Inf', 2)), 'al-10arminf': arrive('17', 2, ['M'], all('10ArmInf')),
  'al-1inf': arrive('17', 1, ['D'], all('1Inf')), 'al-30inf': arrive('18', 1, ['E'], all('30Inf')), 'al-3arm': arrive('19', 1, ['E'], all('3Arm')), 'al-9armB': arrive('17', 1, ['G'], one('9Arm', 1)),
  'al-meuse': arrive('18', 1, ['G', 'H', 'I'], all('MeuseGarrison')), 'de-9ss': arrive('17', 2, ['A'], all('9SSPz')),
};
const campaign = {
  kind: 'scenario', schemaVersion: 1, id: 'titm-campaign', name: 'The Campaign Game', rule: 'Scenario 8.4',
  description: 'The whole map, Dec 16 to the end of 22-1, from the campaign setup card (not in the seed: a stand-in). German VP decide.',
  ruleset: 'titm', maps: ['titm'], oob: 'titm', firstTurn: '16', lastTurn: '22',
  setup: campaignSetup, reinforcements: campaignReinforcements,
  options: { specialForces: { enabled: true, name: 'German Special Forces (14)', rule: '14' }, ...ERRATA },
  victory: {
    score: score(),
    conditions: { bands: bands('german', [['German decisive victory', 'ge', 40, Gd], ['German limited victory', 'ge', 30, G('win')], ['Draw', 'ge', 25, G('draw')], ['Allied limited victory', 'ge', 15, { german: 'loss', allied: 'win' }], ['Allied decisive victory', 'ge', 0, Ad]], 'Scenario 8.4') },
    rule: 'Scenario 8.4',
  },
  provenance: { '/setup': SETUP },
};
writeDocument('data/scenarios/titm-campaign.scenario.json', campaign);
const three = {
  ...campaign, id: 'titm-3days', name: 'The First Three Days', rule: 'Scenario 8.3',
  description: 'The whole map with the campaign setup; ends at the end of the Allied 18-3 impulse. Printed VP areas do not score: town states and holes in the Allied line do, with exit VP.',
  lastTurn: '18', endsAfter: { side: 'allied', impulse: 3 },
  reinforcements: Object.fromEntries(Object.entries(campaignReinforcements).filter(([, r]) => Number(r.turn) <= 18)),
  victory: {
    score: { side: 'german', sources: [{ kind: 'zoneMultiplier', vp: 1, when: 'end', rule: '12.23' }, { kind: 'townState', at: { areaSet: 'firstThreeDaysTowns' }, vp: 2, contestedVp: 1, when: 'end', rule: 'Scenario 8.3' }, { kind: 'holes', from: { areaSet: 'germanEntryZones' }, at: { areaSet: 'breakthroughZones' }, vp: 3, when: 'end', rule: 'Scenario 8.3; digest A9' }], rule: 'Scenario 8.3' },
    towns: { areaSet: 'firstThreeDaysTowns' },
    conditions: { bands: bands('german', [['German decisive victory', 'ge', 13, Gd], ['German tactical victory', 'ge', 10, G('win')], ['Draw', 'ge', 8, G('draw')], ['Allied tactical victory', 'ge', 6, { german: 'loss', allied: 'win' }], ['Allied decisive victory', 'ge', 0, Ad]], 'Scenario 8.3') },
    rule: 'Scenario 8.3',
  },
};
writeDocument('data/scenarios/titm-3days.scenario.json', three);
