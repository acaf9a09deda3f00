// Builds data/rules/titm.rules.json and data/maps/titm-intro.map.json from
// ../shared/rules/tigers-in-the-mist.md: the area-impulse system as data, and the areas and
// connections of the introductory scenario as far as the digest gives them (placeholders marked).
// Usage: node scripts/data/titm.mjs [--force]
import { prov, writeDocument } from './write.mjs';

const f = (fact, op, value) => (op === undefined ? { fact } : { fact, op, value });
const d10 = { die: 'd10', count: 1 };
const success = (label = 'Success') => ({ label, effects: [{ kind: 'outcome', outcome: 'success' }] });
const failure = (label = 'Failure') => ({ label, effects: [{ kind: 'outcome', outcome: 'failure' }] });
const threshold = (name, rule, n) => ({
  kind: 'dieRoll', name, rule, roll: d10,
  entries: n >= 10 ? { '1..10': 'S' } : { [n === 1 ? '1' : `1..${n}`]: 'S', [n + 1 === 10 ? '10' : `${n + 1}..10`]: 'F' },
  results: n >= 10 ? { S: success() } : { S: success(), F: failure() },
});

const days = [16, 17, 18, 19, 20, 21, 22];
const turns = Object.fromEntries(days.map((d) => [`${d}`, { label: `Dec ${d}`, number: d - 15, date: `1944-12-${d}`, part: 'day', sequence: d === 22 ? 'lastDay' : 'day' }]));
turns['16'].events = [
  { description: 'The Allies may not attempt bridge demolition in any impulse of Dec 16.', rule: '10.26' },
  { description: 'German units may not move to form stacks over 10 SP or 4 units; setup overstacks are removed at the end of 16-3.', rule: '7.1' },
  { description: 'Allied 16-1: only green-triangle units may move. German 16-1: red-triangle units may not move.', rule: '5.23, 5.24' },
];
for (const d of [17, 18, 19]) turns[`${d}`].events = [{ description: 'One German Special Forces use this turn.', rule: '14.11' }];
turns['22'].events = [{ description: 'One impulse per player (22-1).', rule: '6.0' }];

const impulsePhases = ['movement', 'combat', 'bridgeRepair'];
const ruleset = {
  kind: 'ruleset',
  schemaVersion: 1,
  id: 'titm',
  name: 'Tigers in the Mist',
  description: 'Area movement along roads, alternating impulses, one d10 per strength point. Entered from the digest of the Japanese supplement.',
  game: { title: 'Tigers in the Mist', source: 'shared/rules/tigers-in-the-mist.md (digest of shared/seeds/001)' },
  scale: { hoursPerTurn: 24 },
  system: 'areaImpulse',
  sides: { german: { name: 'German', colour: '#8a8d8f' }, allied: { name: 'Allied', colour: '#6b8e4e' } },
  dice: { d10: { sides: 10, zeroReadsAs: 10 } },
  statuses: {
    entrenched: { name: 'Entrenched', description: 'Firers at this unit get +1.', rule: '8.5' },
    moved: { name: 'Moved', description: 'Activated this turn: may not move or attack again.', rule: '8.24, 8.25' },
    outOfSupply: { name: 'Out of supply', description: 'Loses 1 SP in the attrition phase; no artillery; +1 when firing; moves 1 area.', rule: '13.2' },
  },
  markerTypes: {
    blownBridge: { name: 'Blown bridge', on: 'connection', rule: '10.28', description: 'Not limited by the counter mix.' },
    bridgeRepair: { name: 'Bridge-repair modifier', on: 'connection', rule: '10.16', description: 'Each failed repair adds −1 to the next attempt; stays if the engineer leaves.' },
    entrenched: { name: 'Entrenched', on: 'unit', rule: '8.57' },
    moved: { name: 'Moved', on: 'unit', rule: '8.24' },
    artillery: { name: 'Artillery', on: 'unit', rule: '9.46' },
    specialForces: { name: 'Special Forces', on: 'area', perSide: { german: 1 }, rule: '14' },
    vp: { name: 'VP', on: 'track', rule: '12' },
  },
  movementClasses: {
    armor: { name: 'Armor', description: 'Cannot cross a blown bridge.', rule: '8.34' },
    infantryType: { name: 'Infantry type', description: 'Engineer, mechanized, motorized or foot infantry: crosses a blown bridge for 3 MP moving as infantry.', rule: '8.34, 10.22' },
  },
  unitClasses: {
    engineer: { name: 'Engineer', movementClass: 'infantryType', tags: ['infantryType', 'engineer'], ratings: { attack: 3, defense: 4, movement: 8 }, quality: 1, rule: '4.11, 9.51' },
    armor: { name: 'Armor', movementClass: 'armor', tags: ['armor'], ratings: { attack: 4, defense: 5, movement: 8 }, quality: 2, rule: '4.11, 9.51' },
    mechanized: { name: 'Mechanized infantry', movementClass: 'infantryType', tags: ['infantryType'], ratings: { attack: 3, defense: 4, movement: 8 }, quality: 3, rule: '4.11, 9.51' },
    motorized: { name: 'Motorized infantry', movementClass: 'infantryType', tags: ['infantryType'], ratings: { attack: 3, defense: 4, movement: 8 }, quality: 4, rule: '4.11, 9.51' },
    infantry: { name: 'Infantry', movementClass: 'infantryType', tags: ['infantryType'], ratings: { attack: 3, defense: 4, movement: 5 }, quality: 5, rule: '4.11, 9.51' },
  },
  roadClasses: {
    primary: { name: 'Primary road', colour: '#8a8a8a', movement: { armor: 1, infantryType: 1 }, supplyLine: true, rule: '8.33' },
    secondary: { name: 'Secondary road', colour: '#8e5a2b', movement: { armor: 2, infantryType: 2 }, supplyLine: true, rule: '8.33' },
  },
  locationFlags: {
    alliedFrontLine: { name: 'Allied front line', description: 'ID in a black circle: German artillery calls against it succeed on 1–6.', rule: '3.25, 9.44' },
    panzerReserveTrigger: { name: 'Panzer reserve release area', description: 'Tank silhouette: German superiority here releases the panzer reserve.', rule: '3.27, 11.3' },
  },
  facts: {
    'target.entrenched': { description: 'The target unit is entrenched.', type: 'boolean', rule: '8.56, 9.71' },
    'firer.outOfSupply': { description: 'The firing unit is out of supply.', type: 'boolean', rule: '13.22' },
    'firer.role': { description: 'attacker or defender.', type: 'string', rule: '9.3' },
    'attacker.combinedArms': { description: 'The attacking force has infantry, armor and a successful artillery call.', type: 'boolean', rule: '9.6' },
    'attacker.crossedRiver': { description: 'Every attacking unit entered across a river this impulse (9.72, 9.73).', type: 'boolean', rule: '9.72' },
    'battle.confusion': { description: 'Special Forces battlefield confusion is assigned to this battle.', type: 'boolean', rule: '14.24' },
    'firer.side': { description: 'The firing side.', type: 'string', rule: '9' },
  },
  calendar: { turnOrder: days.map(String), turns },
  actionTypes: {
    placeReinforcements: { name: 'Place reinforcements', rule: '11.1' },
    move: { name: 'Move a unit or stack', rule: '8.2' },
    entrench: { name: 'Entrench', rule: '8.5' },
    demolishBridge: { name: 'Attempt bridge demolition', rule: '10.2' },
    callArtillery: { name: 'Call artillery', rule: '9.4' },
    assignFire: { name: 'Assign fire targets', rule: '9.5' },
    fire: { name: 'Fire', rule: '9.2' },
    repairBridge: { name: 'Attempt bridge repair', rule: '10.1' },
    useSpecialForces: { name: 'Use the Special Forces', rule: '14' },
    endPhase: { name: 'End the phase', rule: '6.0' },
  },
  phases: {
    reinforcement: { name: 'Reinforcement phase', owner: 'both', actions: ['placeReinforcements', 'endPhase'], rule: '6.0 I' },
    movement: { name: 'Movement', owner: 'phasing', actions: ['move', 'entrench', 'useSpecialForces', 'endPhase'], rule: '6.0 II-1, 8', description: 'The other player may attempt bridge demolition as units cross (not the Allies on Dec 16).' },
    combat: { name: 'Combat', owner: 'phasing', actions: ['callArtillery', 'assignFire', 'fire', 'endPhase'], rule: '6.0 II-3, 9' },
    bridgeRepair: { name: 'Bridge repair', owner: 'phasing', actions: ['repairBridge', 'endPhase'], rule: '6.0 II-4, 10.1' },
    attrition: { name: 'Attrition phase', owner: 'both', actions: ['endPhase'], rule: '6.0 VIII, 13.21', description: 'Both sides at once: every out-of-supply unit loses 1 SP.' },
    victory: { name: 'Victory phase', owner: 'both', actions: ['endPhase'], rule: '6.0 IX, 12' },
  },
  sequences: {
    day: { name: 'Day (3 impulses each)', rule: '6.0', steps: [{ kind: 'impulses', count: 3, order: ['german', 'allied'], before: ['reinforcement'], phases: impulsePhases }, { kind: 'phase', phase: 'attrition' }, { kind: 'phase', phase: 'victory' }] },
    lastDay: { name: 'Dec 22 (1 impulse each)', rule: '6.0', steps: [{ kind: 'impulses', count: 1, order: ['german', 'allied'], before: ['reinforcement'], phases: impulsePhases }, { kind: 'phase', phase: 'attrition' }, { kind: 'phase', phase: 'victory' }] },
  },
  stacking: { perSide: true, limits: [{ measure: 'units', max: 4 }, { measure: 'strength', max: 10 }], checkedAt: ['endOfImpulse'], violation: 'ownerRemovesWholeUnits', exemptLocations: ['zone'], rule: '7' },
  tables: {
    unitFire: {
      kind: 'dicePool', name: 'Unit fire', rule: '9.21', roll: d10, diceCount: 'strength', hitWhen: 'atMost', modifiers: 'combatModifiers', excessHits: 'lost',
      description: 'One d10 per strength point; each roll at or under the rating (after modifiers) is a hit.',
      thresholds: { attacking: { role: 'attacker', rating: 'attack', rule: '4.17' }, defending: { role: 'defender', rating: 'defense', rule: '4.17' } },
    },
    artilleryFire: {
      kind: 'dicePool', name: 'Artillery fire', rule: '9.48', roll: d10, diceCount: 'one', hitWhen: 'atMost', modifiers: 'combatModifiers', excessHits: 'lost',
      thresholds: { supportingAttacker: { role: 'attacker', value: 3, rule: '9.48' }, supportingDefender: { role: 'defender', value: 5, rule: '9.48' } },
    },
    combatModifiers: {
      kind: 'modifiers', name: 'Combat modifiers', rule: '9.7', target: 'threshold', description: 'Cumulative (9.74). Positive values make hits harder for the firer.',
      entries: {
        entrenched: { label: 'Target entrenched (attacker firing)', value: 1, when: { all: [f('target.entrenched'), f('firer.role', 'eq', 'attacker')] }, rule: '9.71' },
        outOfSupply: { label: 'Firer out of supply', value: 1, when: f('firer.outOfSupply'), rule: '9.71, 13.22' },
        noCombinedArms: { label: 'Attacker lacks combined arms (defender firing)', value: -1, when: { all: [{ not: f('attacker.combinedArms') }, f('firer.role', 'eq', 'defender')] }, rule: '9.6' },
        riverCrossing: { label: 'Attacker crossed a river (defender firing)', value: -1, when: { all: [f('attacker.crossedRiver'), f('firer.role', 'eq', 'defender')] }, rule: '9.72' },
        confusion: { label: 'Battlefield confusion (Allied fire)', value: 1, when: { all: [f('battle.confusion'), f('firer.side', 'eq', 'allied')] }, rule: '14.24' },
      },
    },
    alliedArtilleryCall: threshold('Allied artillery call', '9.43', 8),
    germanArtilleryCallFrontLine: threshold('German artillery call against an Allied front-line area', '9.44', 6),
    germanArtilleryCall: threshold('German artillery call', '9.45', 4),
    demolitionEngineerFresh: threshold('Demolition: engineer, not yet moved', '10.29', 8),
    demolitionEngineerMoved: threshold('Demolition: engineer, already moved', '10.29', 4),
    demolitionInfantryFresh: threshold('Demolition: other infantry type, not yet moved', '10.29', 4),
    demolitionInfantryMoved: threshold('Demolition: other infantry type, already moved', '10.29', 2),
    demolitionSpecialForces: threshold('Demolition under Special Forces interference', '14.23', 1),
    bridgeRepair: { ...threshold('Bridge repair (engineers)', '10.15', 4), description: 'Each earlier failure on this bridge adds −1 (bridge-repair marker, 10.16).' },
  },
  provenance: { '': prov('shared/rules/tigers-in-the-mist.md', 'stated') },
};
writeDocument('data/rules/titm.rules.json', ruleset);

// ---------------------------------------------------------------- the introductory scenario's map (digest §2, §8.1)
const lostRoads = prov('digest §10.1', 'placeholder', 'The seed gives no road network; a stand-in so the scenario plays. Enter it from the map.');
const area = (name, number, extra = {}) => ({ name, ...(number === undefined ? {} : { number }), ...extra });
const inferredNumber = (pair) => ({ '/number': prov(`5.1 bridge ${pair}`, 'inferred', 'The name order in 5.1 suggests this number; the text does not say so.') });
const map = {
  kind: 'map',
  schemaVersion: 1,
  id: 'titm-intro',
  name: 'Tigers in the Mist: The 7th Army Attacks (introductory map)',
  description: 'Areas and zones east and south of the green scenario line, as far as the digest names them. The full area graph is not in the source.',
  ruleset: 'titm',
  topology: 'area',
  areas: {
    irrel: area('Irrel', 10, { provenance: inferredNumber('10-11'), position: { x: 620, y: 300 } }),
    echternach: area('Echternach', 11, { provenance: inferredNumber('10-11'), position: { x: 560, y: 320 } }),
    nusbaum: area('Nusbaum', 19, { provenance: inferredNumber('19-20'), position: { x: 600, y: 200 } }),
    beaufort: area('Beaufort', 20, { provenance: inferredNumber('19-20'), position: { x: 520, y: 230 } }),
    larochette: area('Larochette', undefined, { position: { x: 430, y: 260 } }),
    vianden: area('Vianden', undefined, { position: { x: 520, y: 110 } }),
    diekirch: area('Diekirch', undefined, { position: { x: 430, y: 150 } }),
    ettelbruck: area('Ettelbruck', undefined, { position: { x: 370, y: 160 } }),
    mersch: area('Mersch', undefined, { position: { x: 360, y: 300 } }),
    luxembourg: area('Luxembourg', undefined, { position: { x: 400, y: 420 } }),
  },
  zones: {
    C: { name: 'Zone C', initialOwner: 'german', position: { x: 700, y: 250 }, provenance: { '/position': prov('13.11, §8.1', 'placeholder', 'Zone positions are not in the source.') } },
    P: { name: 'Zone P', initialOwner: 'allied', closedTo: ['german'], position: { x: 360, y: 500 }, provenance: { '/position': prov('13.11, 11.22', 'placeholder', 'Zone positions are not in the source.') } },
  },
  connections: {
    '10-11': { between: ['irrel', 'echternach'], road: 'secondary', river: true, bridge: { name: 'Irrel – Echternach', printedBlown: true }, provenance: { '/bridge': prov('5.1', 'stated'), '/road': lostRoads } },
    '19-20': { between: ['nusbaum', 'beaufort'], road: 'secondary', river: true, bridge: { name: 'Nusbaum – Beaufort', printedBlown: true }, provenance: { '/bridge': prov('5.1', 'stated'), '/road': lostRoads } },
    'diekirch-ettelbruck': { between: ['diekirch', 'ettelbruck'], road: 'primary', river: true, bridge: { name: 'Diekirch – Ettelbruck' }, provenance: { '/bridge': prov('§8.2 (blown at start of the 5th Pz scenario)', 'stated'), '/road': lostRoads } },
    'mersch-ettelbruck': { between: ['mersch', 'ettelbruck'], road: 'primary', provenance: { '': prov('§9 movement example (Mersch → Ettelbruck)', 'inferred'), '/road': lostRoads } },
    'mersch-luxembourg': { between: ['mersch', 'luxembourg'], road: 'primary', provenance: { '': lostRoads } },
    'mersch-larochette': { between: ['mersch', 'larochette'], road: 'secondary', provenance: { '': lostRoads } },
    'larochette-beaufort': { between: ['larochette', 'beaufort'], road: 'secondary', provenance: { '': lostRoads } },
    'larochette-diekirch': { between: ['larochette', 'diekirch'], road: 'secondary', provenance: { '': lostRoads } },
    'beaufort-echternach': { between: ['beaufort', 'echternach'], road: 'secondary', provenance: { '': lostRoads } },
    'echternach-luxembourg': { between: ['echternach', 'luxembourg'], road: 'primary', provenance: { '': lostRoads } },
    'diekirch-vianden': { between: ['diekirch', 'vianden'], road: 'secondary', provenance: { '': lostRoads } },
    'vianden-nusbaum': { between: ['vianden', 'nusbaum'], road: 'secondary', river: true, bridge: { name: 'Vianden bridge' }, provenance: { '': lostRoads } },
    'C-irrel': { between: ['C', 'irrel'], road: 'primary', provenance: { '': prov('11.13', 'placeholder', 'Zones link to their adjacent areas by primary road (11.13); which areas is not in the source.') } },
    'C-nusbaum': { between: ['C', 'nusbaum'], road: 'primary', provenance: { '': prov('11.13', 'placeholder', 'Zones link to their adjacent areas by primary road (11.13); which areas is not in the source.') } },
    'P-luxembourg': { between: ['P', 'luxembourg'], road: 'primary', provenance: { '': prov('11.13', 'placeholder', 'Zones link to their adjacent areas by primary road (11.13); which areas is not in the source.') } },
  },
  areaSets: {
    introScenario: { name: 'The 7th Army Attacks: playable area (east and south of the green line)', purpose: 'scenarioArea', members: ['irrel', 'echternach', 'nusbaum', 'beaufort', 'larochette', 'vianden', 'diekirch', 'ettelbruck', 'mersch', 'luxembourg', 'C', 'P'], provenance: { '/members': prov('§8.1', 'placeholder', 'The green line is on the map, not in the text.') } },
    introVictoryTowns: { name: 'Victory towns', purpose: 'victory', members: ['luxembourg', 'mersch'], provenance: { '': prov('§8.1', 'stated') } },
    introSupplyAllied: { name: 'Allied supply sources (intro)', purpose: 'supply', members: ['P', 'mersch'], provenance: { '': prov('§8.1', 'stated') } },
    introSupplyGerman: { name: 'German supply source (intro)', purpose: 'supply', members: ['C'], provenance: { '': prov('§8.1', 'stated') } },
  },
  provenance: { '': prov('shared/rules/tigers-in-the-mist.md §2, §8.1', 'inferred', 'Only the areas the text names; positions are schematic.') },
};
writeDocument('data/maps/titm-intro.map.json', map);
