// Builds data/rules/ardennes44.rules.json from ../shared/rules/ardennes44.md (the digest), §1–§5.
// Every value carries its rule number; values the source lost are marked lost and get a placeholder.
// Usage: node scripts/data/ardennes44-rules.mjs [--force]
import { prov, writeDocument } from './write.mjs';


// ---------------------------------------------------------------- calendar (§1.2, 28.1, 28.2)
const turns = {};
const turnOrder = [];
for (let day = 16; day <= 26; day++) {
  for (const part of ['AM', 'PM']) {
    const gt = 2 * (day - 16) + (part === 'AM' ? 1 : 2);
    const id = `${day}${part}`;
    turnOrder.push(id);
    turns[id] = {
      label: `${day} ${part}`,
      number: gt,
      date: `1944-12-${day}`,
      part,
      sequence: 'day',
      weather: day >= 23 ? 'clear' : 'overcast',
      ground: gt >= 11 ? 'frozen' : 'mud',
    };
    if (part === 'PM' && day < 26) {
      const night = `${day}N`;
      turnOrder.push(night);
      turns[night] = {
        label: `${day} night`,
        date: `1944-12-${day}`,
        part: 'night',
        sequence: 'night',
        weather: day >= 23 ? 'clear' : 'overcast',
        ground: gt >= 11 ? 'frozen' : 'mud',
      };
    }
  }
}
const event = (turn, description, rule) => (turns[turn].events ??= []).push({ description, rule });
turns['16AM'].skipPhases = [{ side: 'german', phases: ['artillerySupply', 'fuelShortage', 'bridge'], rule: 'Expanded SoP p.28' }];
event('16AM', 'Turn-1 special rules: red-box units may not move, German division boundaries, strategic surprise, corps artillery restriction.', '29');
event('16AM', 'No bridge demolition except at Ouren; Dasburg and Gemünd bridges are under construction.', '7.7, 7.10');
event('16AM', 'The Allies may place all 6 traffic markers.', '24.5');
event('16PM', 'German artillery supply limit is 6 this turn.', '5.4');
event('16PM', 'Dasburg (2115) and Gemünd (2013) bridges are complete in the Bridge Phase.', '7.10');
event('16N', 'Kampfgruppe Peiper may move and fight in the first night turn.', '27.5');
event('17AM', 'German Greif markers and roadblocks become available; Ouren bridge may be blown normally; von der Heydte airdrop.', '24.5, 24.8, 7.8, 27.2');
event('17PM', 'Last turn for the 150 Pz Bde special abilities; 9Arm/CCB restrictions lifted; first roll for the 653 Hv Jpz arrival.', '27.1, 27.8, 27.9');
event('18AM', 'German army boundaries are lifted at the start of the turn.', '11.10');
event('18PM', 'The optional fuel dump is removed at the end of the turn; the 6-turn game ends.', '32.3, 31');
event('19AM', 'German fuel shortage rolls begin.', '6.1');
event('19PM', 'Scheduled removal of German traffic markers begins (one every PM turn); the 8-turn game ends.', '24.6, 31');
event('21AM', 'Ground freeze: mechanized units use the frozen costs.', '28.1');
event('23AM', 'Clear weather: Allied air support, Allied surrender −2, German fuel +1.', '28.2, 6.3');
event('24AM', 'Optional US 5th Armored is placed in the NW off-map box.', '33.2');
event('26AM', 'Optional Nordwind units arrive.', '33.3');

// ---------------------------------------------------------------- terrain effects chart (p.31, §3.2)
const mp = (mud, frozen) => ({ mud, frozen });
const terrainTypes = {
  clear: { name: 'Clear', colour: '#e8e2c4', layer: 'base', movement: { nonMech: 1, mechInfantry: mp(2, 1), mechVehicle: mp(2, 1) }, defenseBonus: 0, armorShift: 'yes', fortificationAllowed: true, rule: 'TEC p.31' },
  lightWoods: { name: 'Light Woods', colour: '#b9cf8c', layer: 'base', movement: { nonMech: 1, mechInfantry: mp(3, 2), mechVehicle: mp(3, 2) }, defenseBonus: 1, armorShift: 'yes', fortificationAllowed: true, rule: 'TEC p.31' },
  forest: {
    name: 'Forest', colour: '#5f8f4a', layer: 'base', movement: { nonMech: 2, mechInfantry: mp(4, 3), mechVehicle: 'prohibited' }, defenseBonus: 1, armorShift: 'no',
    attackHalving: ['vehicleAttackingIn'], vehiclesOnlyByRoad: true, fortificationAllowed: true,
    notes: 'A vehicle attacking into a defender hex it could not enter is halved (15.4).', rule: 'TEC p.31, 15.4',
  },
  woodedRough: {
    name: 'Wooded Rough', colour: '#2f5d34', layer: 'base', movement: { nonMech: 'tacticalOnly', mechInfantry: 'tacticalOnly', mechVehicle: 'prohibited' }, defenseBonus: 1, armorShift: 'no',
    attackHalving: ['attackingOut'], vehiclesOnlyByRoad: true, ignoresRiversInside: true, fortificationAllowed: true,
    notes: 'All units attacking out of a WR hex are halved; non-WR into WR is not (height advantage). To cross an unbridged river or WR hexside a unit must start adjacent (TEC footnote 1).',
    rule: 'TEC p.31, 15.5',
  },
  village: { name: 'Village', colour: '#c98f5a', layer: 'feature', movement: { nonMech: 'otherTerrain', mechInfantry: 'otherTerrain', mechVehicle: 'otherTerrain' }, defenseBonus: 2, armorShift: 'otherTerrain', holdAllowed: true, fortificationAllowed: false, rule: 'TEC p.31, 16.7' },
  town: { name: 'Town', colour: '#b06a3b', layer: 'feature', movement: { nonMech: 'otherTerrain', mechInfantry: 'otherTerrain', mechVehicle: 'otherTerrain' }, defenseBonus: 3, armorShift: 'otherTerrain', holdAllowed: true, fortificationAllowed: false, ignoresRiversInside: true, notes: 'Rivers flowing through a town are ignored (11.4).', rule: 'TEC p.31, 11.4, 16.7' },
  city: {
    name: 'City', colour: '#8c4a2f', layer: 'feature', movement: { nonMech: 'otherTerrain', mechInfantry: 'otherTerrain', mechVehicle: 'otherTerrain' }, defenseBonus: 3, armorShift: 'no', holdAllowed: true, fortificationAllowed: false,
    notes: 'Footnote 6: mechanized units crossing a city hex along a primary road pay 1/2 MP.', rule: 'TEC p.31',
    provenance: {
      '/movement': prov('TEC p.31', 'lost', 'The City movement cells are illegible; "other terrain" is a placeholder.'),
      '/defenseBonus': prov('TEC p.31', 'lost', 'The City DCB is illegible; +3 (as Town) is a placeholder.'),
    },
  },
  westWall: {
    name: 'West Wall', colour: '#7a7a7a', layer: 'feature', movement: { nonMech: 'otherTerrain', mechInfantry: 'otherTerrain', mechVehicle: 'prohibited' }, defenseBonus: 3, defenseBonusSides: ['german'], armorShift: 'no',
    attackHalving: ['alliedArmorAttackingIn'], holdAllowed: true, vehiclesOnlyByRoad: true, fortificationAllowed: false,
    notes: 'Only German units use the West Wall DCB (footnote 5); the movement limits apply to both sides.', rule: 'TEC p.31, 15.7',
  },
};

const hexsideTypes = {
  river: {
    name: 'River', colour: '#3f7fbf', crossing: { nonMech: 'tacticalOnly', mechInfantry: 'tacticalOnly', mechVehicle: 'prohibited' }, attack: 'halved', bridgeable: true, bridgeRule: '7.6',
    retreat: 'eliminatesVehiclesUnbridged', armorShift: 'onlyByIntactBridge', zocBond: 'blocksTwo', oncePerPhase: true, mustStartAdjacent: true,
    notes: 'Infantry types cross unbridged only with tactical movement, starting adjacent; no unit crosses 2 unbridged rivers in one phase. An intact bridge allows the armor shift but the attack is still halved.',
    rule: 'TEC p.31, 11.4, 15.3',
  },
  meuse: {
    name: 'Meuse', colour: '#1f5f9f', crossing: { nonMech: 'tacticalOnly', mechInfantry: 'tacticalOnly', mechVehicle: 'prohibited' }, attack: 'halved', bridgeable: true, bridgeRule: '7.6',
    retreat: 'eliminatesUnbridged', armorShift: 'onlyByIntactBridge', zocBond: 'blocksTwo', oncePerPhase: true, mustStartAdjacent: true,
    notes: 'As a river, but a retreat across the unbridged Meuse eliminates the unit (17.2).', rule: 'TEC p.31, 11.4, 17.2',
  },
  woodedRough: {
    name: 'Wooded Rough', colour: '#23472a', crossing: { nonMech: 'tacticalOnly', mechInfantry: 'tacticalOnly', mechVehicle: 'prohibited' }, attack: 'normal', bridgeable: true, bridgeRule: '7.6',
    retreat: 'eliminatesVehiclesUnbridged', armorShift: 'onlyByRoad', zocBond: 'blocksTwo', oncePerPhase: true, mustStartAdjacent: true,
    notes: 'Without a road it is like an unbridged hexside; a bond may run along it unless it joins two WR hexes (10.3, translation ambiguous).', rule: 'TEC p.31, 11.6, 15.5',
  },
  lake: {
    name: 'Lake', colour: '#7fb2e5', crossing: { nonMech: 'prohibited', mechInfantry: 'prohibited', mechVehicle: 'prohibited' }, attack: 'prohibited', bridgeable: false,
    retreat: 'eliminates', armorShift: 'no', zocBond: 'normal', notes: 'No combat across; ZOC bonds may cross a lake hexside (10.3).', rule: 'TEC p.31, 10.3, 17.2',
  },
};

const roadClasses = {
  primary: { name: 'Primary road', colour: '#c0392b', movement: { nonMech: 1, mechInfantry: 0.5, mechVehicle: 0.5 }, advanceBonus: true, strategicMovement: true, supplyLine: true, rule: 'TEC p.31, 11.7, 19.1' },
  secondary: {
    name: 'Secondary road', colour: '#8e5a2b', movement: { nonMech: 1, mechInfantry: 1, mechVehicle: 1 },
    inTerrain: { forest: { mechInfantry: 2, mechVehicle: 2 }, woodedRough: { mechInfantry: 2, mechVehicle: 2 } },
    advanceBonus: true, advanceBonusExceptIn: ['forest', 'woodedRough'], strategicMovement: true, supplyLine: true, rule: 'TEC p.31, 11.7',
    provenance: {
      '/movement': prov('TEC p.31', 'lost', 'The secondary-road costs outside forest are illegible; 1 MP for every class is a placeholder.'),
      '/inTerrain': prov('11.7', 'stated', 'A forest road (a secondary road in a Forest or WR hex) costs 2 MP for mechanized units.'),
    },
  },
};

// ---------------------------------------------------------------- facts used by conditions
const facts = {
  'attacker.armorShift': ['The attacker earns the armor shift: its best grey TQ beats the defender\'s TQ, or it has a tank and no defender has a TQ (terrain and hexside permitting).', 'boolean', '21.1'],
  'defender.armorShift': ['The defender has a tank and infantry while the attacker has no tank.', 'boolean', '21.1'],
  'attacker.artilleryUnits': ['How many Ready artillery units support the attack (at most 2).', 'number', '22.7'],
  'defender.artilleryUnits': ['How many artillery units support the defense (at most 2).', 'number', '22.8'],
  'defender.side': ['The defending side.', 'string', '14'],
  'defender.allOutOfSupply': ['Every defending unit is out of supply.', 'boolean', '23.4'],
  'attacker.anyOutOfSupply': ['At least one attacking unit is out of supply.', 'boolean', '23.4'],
  'defender.strategicMovement': ['A defending unit carries a Strategic Movement marker.', 'boolean', '12.5'],
  'attacker.attackerAdvantage': ['The attacking unit or stack carries an Attacker Advantage marker pointing at this hex.', 'boolean', '16.6'],
  'attacker.airSupport': ['The Allied attacker uses a ground-support marker.', 'boolean', '15.6'],
  'defender.anyDisrupted': ['The defending stack contains a Disrupted unit.', 'boolean', '18.2'],
  'defender.anyRouted': ['The defending stack contains a Routed unit.', 'boolean', '18.2'],
  'attacker.surprise': ['The 150 Pz Bde surprise roll succeeded.', 'boolean', '27.1'],
  'combat.jabo': ['A German attack in clear weather, by day: the Allies roll on the Jabo table.', 'boolean', '15.6'],
  'attacker.smVsFuelDump': ['A German unit with an SM marker attacks a fuel dump.', 'boolean', '32.2'],
  'lead.morale': ['The morale of the lead unit (elite, veteran, green).', 'string', '16.2'],
  'lead.firefightTank': ['The lead unit is a grey-TQ tank, the defender is not in Forest, WR or City, and its TQ is at least the best defending TQ.', 'boolean', '16.2'],
  'lead.holdTank': ['The defender\'s lead unit is a tank (grey or red TQ) whose TQ is at least the best enemy TQ.', 'boolean', '16.7, 21.2'],
  'crt.firefightPlusOne': ['The CRT result was FF(+1).', 'boolean', '16.2'],
  'defender.inCity': ['The defender is in a City hex.', 'boolean', '16.7'],
  'unit.morale': ['The morale of the unit rolling.', 'string', '18.4, 20'],
  'unit.tankOrRecon': ['The unit rolling is a tank or recon unit.', 'boolean', '20'],
  'bridge.enemyCombatPhase': ['The demolition is attempted during the enemy Combat Phase.', 'boolean', '7.5'],
  'bridge.unitImpaired': ['The demolishing unit has a Disrupted, Eng or SM marker.', 'boolean', '7.5'],
  'turn.clearWeather': ['The turn has clear weather (from 23AM).', 'boolean', '28.2'],
  'fuel.dumpEvacuated': ['A captured fuel dump has been evacuated (optional rule).', 'boolean', '32.2'],
  'group.side': ['The side of the isolated group rolling for surrender.', 'string', '23.7'],
  'pair.sameRegiment': ['The two units belong to one infantry or PzG regiment (colour bar).', 'boolean', '8.2'],
  'pair.sameCavalryGroup': ['The two units are the squadrons of one cavalry group.', 'boolean', '8.2'],
  'pair.cca9': ['The two units are the two units of 9Arm/CCA.', 'boolean', '8.2'],
  'pair.sameDivisionOneStepTanks': ['The two units are 1-step silhouette tanks of one division (a reduced 2-step unit counts as 1-step).', 'boolean', '8.2'],
  'stack.units': ['Units in the stack.', 'number', '8'],
  'stack.totalDefense': ['Total printed defense of the stack.', 'number', '8.3'],
  'stack.hasArtillery': ['The stack contains an artillery unit.', 'boolean', '8.3'],
};
const factDefs = Object.fromEntries(Object.entries(facts).map(([id, [description, type, rule]]) => [id, { description, type, rule }]));

// ---------------------------------------------------------------- tables (§4)
const f = (fact, op, value) => (op === undefined ? { fact } : { fact, op, value });
const mod = (label, value, when, rule, extra = {}) => ({ label, value, when, rule, ...extra });
const eff = {
  loss: (who, chosenBy = 'owner', steps = 1) => ({ kind: 'stepLoss', who, steps, chosenBy }),
  retreat: (hexes, who = 'defender', upTo) => (upTo ? { kind: 'retreat', who, hexes, upTo } : { kind: 'retreat', who, hexes }),
  status: (status, who = 'defender') => ({ kind: 'status', who, status }),
  advance: (advance, onlyIfVacated) => (onlyIfVacated ? { kind: 'advance', advance, onlyIfVacated } : { kind: 'advance', advance }),
  outcome: (outcome) => ({ kind: 'outcome', outcome }),
  flag: (flag, value) => (value === undefined ? { kind: 'flag', flag } : { kind: 'flag', flag, value }),
  shift: (shift) => ({ kind: 'columnShift', shift }),
  oos: (formations, select, chooser, extra = {}) => ({ kind: 'outOfSupply', formations, select, chooser, ...extra }),
};
const res = (label, effects, extra = {}) => ({ label, effects, ...extra });
const d6 = { die: 'd6', count: 1 };

const columns = ['1:3', '1:2', '1:1', '2:1', '3:1', '4:1', '5:1', '6:1', '7:1'];
// The CRT is a diagonal band (digest §4.1): result(column c, die d) = LADDER[6 + c − d]. Checked against the printed rows.
const LADDER = ['A1', 'A1', 'A1', 'A1/Eng', 'Eng', 'FF(+1)', 'EX(Eng)', 'FF', 'DR2', 'DR3', 'DR4*', 'D1*', 'D1*', 'D1*'];
const crtRows = {};
for (let die = 1; die <= 6; die++) crtRows[String(die)] = Object.fromEntries(columns.map((c, i) => [c, LADDER[6 + i - die]]));
const ffChoice = (modifier) => ({
  kind: 'choice',
  chooser: 'attacker',
  options: [
    { label: 'Accept Eng', effects: [eff.status('engaged')] },
    { label: 'Roll on the Firefight table', effects: [modifier ? { kind: 'rollOnTable', table: 'firefight', modifier } : { kind: 'rollOnTable', table: 'firefight' }] },
  ],
});

const moraleMods = (rule) => ({
  green: mod('Lead unit is Green', 1, f('lead.morale', 'eq', 'green'), rule),
  elite: mod('Lead unit is Elite', -1, f('lead.morale', 'eq', 'elite'), rule),
});
const unitMoraleMods = (rule) => ({
  green: mod('Unit is Green', 1, f('unit.morale', 'eq', 'green'), rule),
  elite: mod('Unit is Elite', -1, f('unit.morale', 'eq', 'elite'), rule),
});
const clamp16 = (rule) => ({ min: 1, max: 6, rule });
const inferredClamp = { '/modifiedRange': prov('digest §7', 'inferred', 'The rules do not say what a modified roll outside 1–6 reads as; clamped to 1–6.') };

const tables = {
  crt: {
    kind: 'oddsCrt', name: 'Combat Results Table', rule: '14.4, 14.5, p.29', roll: d6, columns, rounding: 'defender',
    clamp: { below: '1:3', above: '7:1', shiftsBeforeClamp: true }, shifts: 'columnShifts', rows: crtRows,
    description: 'Attack strength to total defense plus the best DCB, rounded down for the defender; shifts apply before the 1:3 and 7:1 clamp. Low rolls favour the attacker.',
    results: {
      A1: res('A1', [eff.loss('attacker')], { description: 'One attacking unit loses 1 step.', rule: '16.1' }),
      'A1/Eng': res('A1/Eng', [eff.loss('attacker'), eff.status('engaged')], { description: 'One attacking unit loses 1 step; Eng marker on the defenders.', rule: '16.1' }),
      Eng: res('Eng', [eff.status('engaged')], { description: 'Eng marker on the defending stack; no retreat, disruption or advance.', rule: '16.1, 16.5' }),
      FF: res('FF', [ffChoice()], { description: 'The attacker accepts Eng or rolls on the Firefight table.', rule: '16.2' }),
      'FF(+1)': res('FF(+1)', [ffChoice(1)], { description: 'As FF, with +1 on the Firefight table.', rule: '16.2' }),
      'EX(Eng)': res('EX', [eff.loss('defender'), eff.loss('attacker', 'armorShiftTank'), eff.status('engaged'), eff.advance('restricted', true)], { description: 'Both lose 1 step (the tank that earned the armor shift takes the attacker\'s loss); survivors become Eng; restricted advance only if the defender was wiped out.', rule: '16.1, 16.3' }),
      DR2: res('DR2', [eff.retreat(2), eff.status('disrupted'), eff.advance('normal')], { description: 'The defender retreats 2 and is Disrupted; normal advance.', rule: '16.1, 18.1' }),
      DR3: res('DR3', [eff.retreat(3), eff.status('routed'), eff.advance('bonus')], { description: 'The defender retreats 3 and is Routed; bonus advance.', rule: '16.1, 18.1' }),
      'DR4*': res('DR4*', [eff.retreat(4), eff.status('routed'), eff.advance('bonus'), { kind: 'breakthrough' }], { description: 'The defender retreats 4 and is Routed; bonus advance and breakthrough combat.', rule: '16.1, 18.1, 19.4' }),
      'D1*': res('D1*', [eff.loss('defender'), eff.retreat(4), eff.status('routed'), eff.advance('bonus'), { kind: 'breakthrough' }], { description: 'The defender loses 1 step, survivors retreat 4 and are Routed; bonus advance and breakthrough combat.', rule: '16.1, 18.1, 19.4' }),
    },
    provenance: {
      '': prov('p.29 CRT', 'stated'),
      '/columns': prov('14.5, digest §4.1', 'inferred', 'The header row was lost; 1:3…7:1 follows from the 14.5 clamp and 9 entries per row.'),
      '/results/D1*/effects': prov('Appendix B.1', 'inferred', 'Chart and 18.1 say Routed after 3–4 hexes; 16.1 says Disrupted. Routed is used.'),
      '/results/DR3/effects': prov('Appendix B.1', 'inferred', 'Chart and 18.1 say Routed; 16.1 says Disrupted. Routed is used.'),
      '/results/DR4*/effects': prov('Appendix B.1', 'inferred', 'Chart and 18.1 say Routed; 16.1 says Disrupted. Routed is used.'),
    },
  },
  columnShifts: {
    kind: 'modifiers', name: 'Column shifts', rule: 'p.30', target: 'column',
    description: 'Net shift = right shifts − left shifts, applied to the odds column before the clamp (14.5).',
    entries: {
      armorShift: mod('Armor shift', 1, f('attacker.armorShift'), '21.1', { side: 'attacker' }),
      artillery1: mod('Offensive artillery support (first unit)', 1, f('attacker.artilleryUnits', 'ge', 1), '22.7', { side: 'attacker' }),
      artillery2: mod('Offensive artillery support (second unit)', 1, f('attacker.artilleryUnits', 'ge', 2), '22.7', { side: 'attacker' }),
      defenderOutOfSupply: mod('All defending units out of supply', 1, f('defender.allOutOfSupply'), '23.4', { side: 'attacker' }),
      defenderStrategicMovement: mod('Defender has an SM marker', 1, f('defender.strategicMovement'), '12.5', { side: 'attacker' }),
      attackerAdvantage: mod('Attacker Advantage marker', 1, f('attacker.attackerAdvantage'), '16.6', { side: 'attacker' }),
      airSupport: mod('Allied offensive air support', 1, f('attacker.airSupport'), '15.6', { side: 'attacker', maxPerCombat: 1 }),
      defenderDisrupted: mod('Defending stack has a Disrupted unit', 1, f('defender.anyDisrupted'), '18.2', { side: 'attacker', group: 'disruption' }),
      defenderRouted: mod('Defending stack has a Routed unit', 2, f('defender.anyRouted'), '18.2', { side: 'attacker', group: 'disruption' }),
      surprise: mod('150 Pz Bde surprise', 1, f('attacker.surprise'), '27.1', { side: 'attacker' }),
      defenderArmorShift: mod('Defender has tank and infantry, attacker no tank', -1, f('defender.armorShift'), '21.1', { side: 'defender' }),
      attackerOutOfSupply: mod('An attacking unit is out of supply', -1, f('attacker.anyOutOfSupply'), '23.4', { side: 'defender' }),
      alliedDefensiveArtillery: { label: 'Allied defensive artillery', valueFromTable: 'defensiveArtilleryAllied', side: 'defender', when: { all: [f('defender.artilleryUnits', 'ge', 1), f('defender.side', 'eq', 'allied')] }, rule: '22.8' },
      germanDefensiveArtillery: { label: 'German defensive artillery', valueFromTable: 'defensiveArtilleryGerman', side: 'defender', when: { all: [f('defender.artilleryUnits', 'ge', 1), f('defender.side', 'eq', 'german')] }, rule: '22.8' },
      jabo: { label: 'Allied defensive air support (Jabo)', valueFromTable: 'jabo', side: 'defender', when: f('combat.jabo'), rule: '15.6' },
      fuelDump: mod('German SM unit attacking a fuel dump', -1, f('attacker.smVsFuelDump'), '32.2', { side: 'defender' }),
    },
    provenance: { '': prov('p.30 column-shift summary', 'stated'), '/entries/surprise': prov('27.1', 'stated'), '/entries/fuelDump': prov('32.2', 'stated') },
  },
  firefight: {
    kind: 'dieRoll', name: 'Firefight table', rule: '16.2', roll: d6, modifiers: 'firefightModifiers', modifiedRange: clamp16('digest §4.2 [I]'),
    entries: { 1: 'D1', 2: 'DR2', 3: 'A1/D1', 4: 'A1/DR2', 5: 'Eng+', 6: 'A1/Eng' },
    results: {
      D1: res('D1', [eff.loss('defender'), eff.retreat(2), eff.status('disrupted'), eff.advance('normal')], { description: 'The defender loses 1 step; survivors retreat 2, Disrupted; normal advance.' }),
      DR2: res('DR2', [eff.retreat(2), eff.status('disrupted'), eff.advance('normal')]),
      'A1/D1': res('A1/D1', [eff.loss('defender'), eff.loss('attacker', 'leadUnit'), eff.retreat(2), eff.status('disrupted'), eff.advance('normal')], { description: 'Both lose 1 step (the attacker\'s lead unit); the defender retreats 2, Disrupted; normal advance.' }),
      'A1/DR2': res('A1/DR2', [eff.loss('attacker', 'leadUnit'), eff.retreat(2), eff.status('disrupted'), eff.advance('normal')]),
      'Eng+': res('Eng+', [eff.status('engaged'), { kind: 'marker', marker: 'attackerAdvantage', who: 'attacker', optional: true }], { description: 'As Eng; the attacker may place an Attacker Advantage marker (16.6).' }),
      'A1/Eng': res('A1/Eng', [eff.loss('attacker', 'leadUnit'), eff.status('engaged')]),
    },
    provenance: { '': prov('16.2', 'stated'), ...inferredClamp },
  },
  firefightModifiers: {
    kind: 'modifiers', name: 'Firefight modifiers', rule: '16.2', target: 'roll',
    entries: {
      ...moraleMods('16.2'),
      tank: mod('Lead grey-TQ tank with TQ ≥ the best defender TQ, defender not in Forest, WR or City', -1, f('lead.firefightTank'), '16.2'),
      plusOne: mod('The CRT result was FF(+1)', 1, f('crt.firefightPlusOne'), '16.2'),
    },
  },
  hold: {
    kind: 'dieRoll', name: 'Hold table', rule: '16.7', roll: d6, modifiers: 'holdModifiers', modifiedRange: clamp16('digest §4.3 [I]'),
    entries: { 1: 'Yes/EX', '2..3': 'Yes/-1', 4: 'No/CA', 5: 'No', 6: 'No/-1' },
    results: {
      'Yes/EX': res('Yes, EX', [eff.outcome('success'), eff.flag('cancelRetreat'), eff.flag('cancelAdvance'), eff.loss('attacker'), eff.loss('defender', 'leadUnit')], { description: 'The hold succeeds; both sides lose 1 step (the defender\'s lead unit).' }),
      'Yes/-1': res('Yes, −1 step', [eff.outcome('success'), eff.flag('cancelRetreat'), eff.flag('cancelAdvance'), eff.loss('defender', 'leadUnit')]),
      'No/CA': res('No, counter-attack', [eff.outcome('failure'), eff.flag('retreatLimit', 1), eff.flag('noDisruption'), eff.advance('restricted'), eff.flag('counterAttack')], { description: 'The defender retreats only 1 hex, not disrupted; restricted advance; the defender may counter-attack the original hex.' }),
      No: res('No', [eff.outcome('failure')]),
      'No/-1': res('No, −1 step', [eff.outcome('failure'), eff.loss('defender', 'leadUnit')]),
    },
    provenance: { '': prov('16.7', 'stated'), ...inferredClamp },
  },
  holdModifiers: {
    kind: 'modifiers', name: 'Hold modifiers', rule: '16.7', target: 'roll',
    entries: {
      ...moraleMods('16.7'),
      tank: mod('Lead tank (grey or red TQ) with TQ ≥ the best enemy TQ', -1, f('lead.holdTank'), '16.7, 21.2'),
      city: mod('Defender in a City', -1, f('defender.inCity'), '16.7'),
    },
  },
  disengagement: {
    kind: 'dieRoll', name: 'Disengagement table', rule: '20', roll: d6, modifiers: 'disengagementModifiers', modifiedRange: clamp16('digest §4.4 [I]'),
    entries: { '1..2': 'Yes', '3..4': 'Yes+D', 5: 'No', 6: 'No+D' },
    results: {
      Yes: res('Yes', [eff.outcome('success'), eff.retreat(2, 'roller', true)], { description: 'The unit retreats 1 or 2 hexes (17.2, 17.7).' }),
      'Yes+D': res('Yes + D', [eff.outcome('success'), eff.retreat(2, 'roller', true), eff.status('disrupted', 'roller')]),
      No: res('No', [eff.outcome('failure')]),
      'No+D': res('No + D', [eff.outcome('failure'), eff.status('disrupted', 'roller')]),
    },
    provenance: { '': prov('20', 'stated'), ...inferredClamp },
  },
  disengagementModifiers: {
    kind: 'modifiers', name: 'Disengagement modifiers', rule: '20.2', target: 'roll',
    entries: { ...unitMoraleMods('20.2'), tankOrRecon: mod('Tank or recon unit', -1, f('unit.tankOrRecon'), '20.2, 21.4') },
  },
  bridgeDemolition: {
    kind: 'dieRoll', name: 'Bridge demolition table', rule: '7.5', roll: d6, modifiers: 'bridgeModifiers', modifiedRange: { min: 1, max: 9, rule: '7.5' },
    entries: { '1..4': 'Blown', '5..9': 'No effect' },
    results: { Blown: res('Blown', [eff.outcome('blown')]), 'No effect': res('No effect', [eff.outcome('noEffect')]) },
    provenance: {
      '': prov('7.5', 'stated'),
      '/entries/1..4': prov('7.5, 7.9 example', 'stated'),
      '/entries/5..9': prov('7.5', 'lost', 'Rows 5–6 were lost; "no effect" is implied by the 7.9 example (blown on 1–4).'),
    },
  },
  bridgeModifiers: {
    kind: 'modifiers', name: 'Bridge demolition modifiers', rule: '7.5', target: 'roll',
    entries: {
      enemyCombat: mod('Attempted in the enemy Combat Phase', 1, f('bridge.enemyCombatPhase'), '7.5'),
      impaired: mod('The unit has a Disrupted, Eng or SM marker', 2, f('bridge.unitImpaired'), '7.5'),
    },
  },
  ourenBridge: {
    kind: 'dieRoll', name: 'Ouren bridge', rule: '7.8', roll: d6, description: 'Rolled by the Allies the first time a German unit uses the Ouren bridge (2020).',
    entries: { '1..4': 'Destroyed', '5..6': 'Intact' },
    results: { Destroyed: res('Destroyed', [eff.outcome('blown')]), Intact: res('Intact', [eff.outcome('noEffect')]) },
  },
  fuel1: {
    kind: 'dieRoll', name: 'Fuel Shortage table 1', rule: '6', roll: d6, modifiers: 'fuelModifiers', modifiedRange: { min: 1, max: 7, rule: '6.3' },
    description: 'From 19AM the German rolls once on each table every Fuel Shortage Phase. The named division is out of supply. * = the Allied player chooses.',
    entries: { 1: 'None', 2: 'W5PzA*', 3: '15PG', 4: 'FBB/FGB', 5: '2Pz/PzLehr', 6: '116Pz', 7: '9Pz' },
    results: {
      None: res('No shortage', [eff.outcome('noShortage')]),
      'W5PzA*': res('West of the Ourthe: a 5th Pz Army division*', [eff.oos([], 'one', 'allied', { army: '5PzA', region: 'westOfOurthe' })]),
      '15PG': res('15th Panzergrenadier Div', [eff.oos(['15PG'], 'all', 'german')]),
      'FBB/FGB': res('Führer Begleit or Führer Grenadier Bde', [eff.oos(['FBB', 'FGB'], 'one', 'german')]),
      '2Pz/PzLehr': res('XLVII Pz Corps: 2nd Pz or Panzer Lehr', [eff.oos(['2Pz', 'PzLehr'], 'one', 'german')]),
      '116Pz': res('"56th" Pz Corps: 116th Pz Div', [eff.oos(['116Pz'], 'all', 'german')], { description: 'Historically LVIII Pz Corps; likely a translation slip (Appendix B.7).' }),
      '9Pz': res('9th Pz Div', [eff.oos(['9Pz'], 'all', 'german')]),
    },
    provenance: { '': prov('6', 'stated') },
  },
  fuel2: {
    kind: 'dieRoll', name: 'Fuel Shortage table 2', rule: '6', roll: d6, modifiers: 'fuelModifiers', modifiedRange: { min: 1, max: 7, rule: '6.3' },
    entries: { 1: 'None', 2: 'W6PzA*', 3: '3PG', 4: '2SS/9SS', 5: '1SS/12SS', 6: '2SS+9SS', 7: '1SS+12SS' },
    results: {
      None: res('No shortage', [eff.outcome('noShortage')]),
      'W6PzA*': res('West of the Ourthe: a 6th Pz Army division*', [eff.oos([], 'one', 'allied', { army: '6PzA', region: 'westOfOurthe' })]),
      '3PG': res('3rd Panzergrenadier Div', [eff.oos(['3PG'], 'all', 'german')]),
      '2SS/9SS': res('II SS Pz Corps: 2SS or 9SS Pz Div', [eff.oos(['2SS', '9SS'], 'one', 'german')]),
      '1SS/12SS': res('I SS Pz Corps: 1SS or 12SS Pz Div', [eff.oos(['1SS', '12SS'], 'one', 'german')]),
      '2SS+9SS': res('II SS Pz Corps: 2SS and 9SS Pz Div', [eff.oos(['2SS', '9SS'], 'all', 'german')]),
      '1SS+12SS': res('I SS Pz Corps: 1SS and 12SS Pz Div', [eff.oos(['1SS', '12SS'], 'all', 'german')]),
    },
    provenance: { '': prov('6', 'stated') },
  },
  fuelModifiers: {
    kind: 'modifiers', name: 'Fuel Shortage modifiers', rule: '6.3', target: 'roll',
    entries: {
      clearWeather: mod('Clear weather (from 23AM): rail bombing', 1, f('turn.clearWeather'), '6.3'),
      dumpEvacuated: mod('A captured fuel dump was evacuated (optional)', -2, f('fuel.dumpEvacuated'), '32.2'),
    },
  },
  defensiveArtilleryAllied: {
    kind: 'dieRoll', name: 'Defensive Artillery table (Allied)', rule: '22.8', roll: d6, modifiers: 'defensiveArtilleryModifiers', modifiedRange: clamp16('22.8 [I]'),
    entries: { 1: 'TOT', 2: '2L', '3..4': '1L', '5..6': '-' },
    results: {
      TOT: res('Time on Target', [eff.loss('attacker'), eff.flag('cancelAttack')], { description: 'The attacker loses 1 step (its choice) and the attack is cancelled (as A1).' }),
      '2L': res('2 left', [eff.shift(-2)]),
      '1L': res('1 left', [eff.shift(-1)]),
      '-': res('No effect', []),
    },
    provenance: {
      '': prov('22.8, p.29', 'stated'),
      '/entries': prov('22.8, p.29', 'lost', 'Only "1: ToT" survives; the other rows are placeholders. The artillery flips to Fired whatever the result.'),
    },
  },
  defensiveArtilleryGerman: {
    kind: 'dieRoll', name: 'Defensive Artillery table (German)', rule: '22.8', roll: d6, modifiers: 'defensiveArtilleryModifiers', modifiedRange: clamp16('22.8 [I]'),
    entries: { '1..2': '2L', '3..4': '1L', '5..6': '-' },
    results: { '2L': res('2 left', [eff.shift(-2)]), '1L': res('1 left', [eff.shift(-1)]), '-': res('No effect', []) },
    provenance: { '': prov('22.8', 'stated'), '/entries': prov('22.8, p.29', 'lost', 'The German column is illegible; placeholder rows. TOT is Allied only (22.8).') },
  },
  defensiveArtilleryModifiers: {
    kind: 'modifiers', name: 'Defensive Artillery modifiers', rule: '22.8', target: 'roll',
    entries: { twoUnits: mod('Two artillery units support', -1, f('defender.artilleryUnits', 'ge', 2), '22.8') },
  },
  jabo: {
    kind: 'dieRoll', name: 'Jabo table', rule: '15.6', roll: d6, description: 'Rolled before each German attack once clear weather has come (from 23AM), by day only.',
    entries: { '1..2': '2L', '3..4': '1L', '5..6': '-' },
    results: { '2L': res('2 left', [eff.shift(-2)]), '1L': res('1 left', [eff.shift(-1)]), '-': res('No effect', []) },
    provenance: { '/entries': prov('15.6, p.29', 'lost', 'The whole table is illegible; placeholder rows so the game plays.') },
  },
  surrender: {
    kind: 'dieRoll', name: 'Surrender table', rule: '23.7', roll: d6, modifiers: 'surrenderModifiers', modifiedRange: { min: -1, max: 6, rule: '23.7' },
    description: 'Each isolated group rolls once; the points add to its marker; it surrenders on reaching its level (surrenderLevels).',
    entries: { '..0': '0', '1..2': '1', '3..4': '2', '5..6': '3' },
    results: {
      0: res('No points', []),
      1: res('1 point', [{ kind: 'points', track: 'surrender', amount: 1 }]),
      2: res('2 points', [{ kind: 'points', track: 'surrender', amount: 2 }]),
      3: res('3 points', [{ kind: 'points', track: 'surrender', amount: 3 }]),
    },
    provenance: { '/entries': prov('23.7, p.29', 'lost', 'The table is illegible (a fragment "1-1 air drop" survives); placeholder rows.') },
  },
  surrenderModifiers: {
    kind: 'modifiers', name: 'Surrender modifiers', rule: '23.7, 28.2', target: 'roll',
    entries: { alliedAirSupply: mod('Allied group in clear weather (air supply)', -2, { all: [f('turn.clearWeather'), f('group.side', 'eq', 'allied')] }, '28.2') },
  },
  surrenderLevels: {
    kind: 'lookup', name: 'Surrender levels', rule: '23.8', keyedBy: 'group morale: elite if any unit is Elite, green if all are Green, veteran otherwise',
    entries: { green: { value: 3, label: 'Green' }, veteran: { value: 4, label: 'Normal (Veteran)' }, elite: { value: 5, label: 'Elite' } },
  },
  rally: {
    kind: 'dieRoll', name: 'Rally (adjacent to the enemy)', rule: '18.4', roll: d6, modifiers: 'rallyModifiers', modifiedRange: clamp16('18.4 [I]'),
    entries: { '1..2': 'Improve', '3..6': '-' },
    results: { Improve: res('Improve one level', [{ kind: 'status', who: 'roller', status: 'disrupted', improve: true }], { description: 'Disrupted → normal; Routed → Disrupted.' }), '-': res('No change', []) },
    provenance: inferredClamp,
  },
  rallyModifiers: { kind: 'modifiers', name: 'Rally modifiers', rule: '18.4', target: 'roll', entries: unitMoraleMods('18.4') },
  vonDerHeydte: {
    kind: 'dieRoll', name: 'von der Heydte airdrop', rule: '27.2', roll: d6,
    entries: { 1: 'Success', '2..3': 'Flip', '4..6': 'Eliminated' },
    results: { Success: res('Success', [eff.outcome('success')]), Flip: res('Flip (reduced)', [eff.loss('roller')]), Eliminated: res('Eliminated', [eff.flag('eliminated')]) },
  },
  skorzeny: {
    kind: 'dieRoll', name: '150 Pz Bde infiltration and surprise', rule: '27.1', roll: d6,
    entries: { '1..3': 'Success', '4..6': 'Detected' },
    results: { Success: res('Success', [eff.outcome('success')]), Detected: res('Detected', [eff.outcome('detected')]) },
  },
  hvJpz653: {
    kind: 'dieRoll', name: '653 Hv Jpz VI Bn arrival', rule: '27.9', roll: d6, description: 'Rolled from GT4 until it arrives or never will.',
    entries: { '1..2': 'Arrives', '3..4': 'Delayed', '5..6': 'Never' },
    results: { Arrives: res('Arrives this turn', [eff.outcome('arrives')]), Delayed: res('Delayed 1 turn (roll again)', [eff.outcome('delayed')]), Never: res('Never arrives', [eff.outcome('never')]) },
  },
  cca9: {
    kind: 'dieRoll', name: '9Arm/CCB (optional)', rule: '27.8', roll: d6, description: 'Rolled at the start of the Allied 16PM Movement Phase.',
    entries: { '1..3': 'St-Vith', '4..6': 'Free' },
    results: { 'St-Vith': res('Must move to the St-Vith sector', [eff.outcome('stVith')]), Free: res('Free', [eff.outcome('free')]) },
  },
  airMarkers: {
    kind: 'dieRoll', name: 'Allied ground-support markers', rule: '15.6', roll: d6, description: 'd6 halved, rounded up: the markers available this Allied turn (from 23AM).',
    entries: { '1..2': '1', '3..4': '2', '5..6': '3' },
    results: { 1: res('1 marker', [{ kind: 'points', track: 'airMarkers', amount: 1 }]), 2: res('2 markers', [{ kind: 'points', track: 'airMarkers', amount: 2 }]), 3: res('3 markers', [{ kind: 'points', track: 'airMarkers', amount: 3 }]) },
  },
  primeMovers: {
    kind: 'lookup', name: 'Prime movers per turn', rule: '22.3', keyedBy: 'army',
    entries: { '6PzA': { value: 2, label: '6th Pz Army' }, '5PzA': { value: 2, label: '5th Pz Army' }, '7A': { value: 1, label: '7th Army' } },
  },
  replacementPoints: {
    kind: 'lookup', name: 'Replacement points per night', rule: '25.2', keyedBy: 'night turn and side',
    entries: Object.fromEntries(turnOrder.filter((t) => t.endsWith('N')).flatMap((t) => [[`${t} german`, { value: 1 }], [`${t} allied`, { value: 1 }]])),
    provenance: { '/entries': prov('25.2, Turn Record Track', 'lost', 'Printed on the Turn Record Track, which the source does not have; 1 point per side per night is a placeholder.') },
  },
};

// ---------------------------------------------------------------- sequence of play (4, 25.1)
const actionTypes = {
  flipArtillery: ['Flip artillery to Ready', '5'],
  removeMovementMarkers: ['Remove PM and SM markers', '5.1, 12.7'],
  rollFuelShortage: ['Roll on the Fuel Shortage tables', '6'],
  blowBridge: ['Blow a bridge', '7.2'],
  rebuildBridge: ['Rebuild a bridge', '7.9'],
  move: ['Move a unit or stack', '11.1'],
  tacticalMove: ['Tactical movement (2 hexes)', '11.3'],
  extendedMove: ['Extended movement (+2 MP)', '11.2'],
  strategicMove: ['Strategic movement', '12'],
  boardTrucks: ['Board trucks', '12.6'],
  enterReinforcement: ['Enter reinforcements', '13.1'],
  placeInBox: ['Place in an off-map box', '13.1'],
  block: ['Block an entry hex from off-map', '13.4'],
  buildPosition: ['Start an improved position', '15.8'],
  breakDown: ['Form a breakdown unit', '26.1'],
  placeNightMarker: ['Place a Night marker', '25.3'],
  rally: ['Rally', '18.4'],
  disengage: ['Disengage', '20'],
  attack: ['Attack', '14'],
  supportArtillery: ['Commit artillery support', '22.6'],
  chooseFirefight: ['Accept Eng or roll on the Firefight table', '16.2'],
  hold: ['Roll on the Hold table', '16.7'],
  retreat: ['Retreat', '17'],
  advance: ['Advance after combat', '19'],
  breakthrough: ['Breakthrough combat', '19.4'],
  placeTraffic: ['Place traffic markers', '24.2'],
  placeRoadblock: ['Place or move a roadblock', '24.8'],
  removeTraffic: ['Roll to remove traffic markers', '24.3'],
  checkSupply: ['Check supply', '23.1'],
  rollSurrender: ['Roll for surrender', '23.7'],
  replace: ['Spend replacement points', '25.2'],
  endPhase: ['End the phase', '4'],
};
const phase = (name, actions, rule, extra = {}) => ({ name, owner: 'phasing', actions: [...actions, 'endPhase'], rule, ...extra });
const phases = {
  artillerySupply: phase('Artillery Supply Phase', ['flipArtillery', 'removeMovementMarkers'], '5'),
  fuelShortage: phase('Fuel Shortage Phase', ['rollFuelShortage'], '6', { onlyFor: ['german'], fromTurn: '19AM' }),
  bridge: phase('Bridge Phase', ['blowBridge', 'rebuildBridge'], '7'),
  movement: phase('Movement Phase', ['move', 'tacticalMove', 'extendedMove', 'strategicMove', 'boardTrucks', 'enterReinforcement', 'placeInBox', 'block', 'buildPosition', 'breakDown', 'placeNightMarker'], '4, 11', {
    steps: ['A. All units may move; Eng units may not (16.5). IPs may be started; breakdown units formed; in PM turns Night markers placed on up to 3 stacks.', 'B. Remove Replacement markers (AM turns only, 25.2).'],
  }),
  rally: phase('Rally Phase', ['rally'], '18.4'),
  combat: phase('Combat Phase', ['disengage', 'attack', 'supportArtillery', 'chooseFirefight', 'hold', 'retreat', 'advance', 'breakthrough', 'blowBridge', 'breakDown'], '14', {
    steps: ['A. Remove Eng markers from phasing units, deciding disengagement for each (20).', 'B. Resolve all combats (14).'],
  }),
  traffic: phase('Traffic Marker Phase', ['placeTraffic', 'placeRoadblock', 'removeTraffic'], '24', { steps: ['A. Place traffic markers.', 'B. Place or relocate the 2 roadblocks.', 'C. Roll 2 dice and remove own traffic markers of those numbers.'] }),
  supplySurrender: phase('Supply and Surrender Phase', ['checkSupply', 'rollSurrender'], '23', { steps: ['A. Check the supply of all friendly units (23.1).', 'B. Surrender rolls for isolated groups (23.7).'] }),
  victory: phase('Victory Determination Phase', [], '30', { onlyFor: ['allied'] }),
  replacement: { name: 'Replacement Phase', owner: 'both', actions: ['replace', 'endPhase'], rule: '25.2', description: 'Both players at once; the German decides the order if it matters.' },
  nightMovement: phase('Night Movement Phase', ['move', 'tacticalMove', 'extendedMove'], '25.3', { description: 'Only the stacks (at most 3) given Night markers in the PM turn.' }),
  nightCombat: phase('Night Combat Phase', ['attack', 'supportArtillery', 'chooseFirefight', 'hold', 'retreat', 'advance', 'breakthrough', 'blowBridge'], '25.3', { description: 'Night-marked stacks may attack; Ready artillery may support without Night markers; no air support.' }),
};
const dayPhases = ['artillerySupply', 'fuelShortage', 'bridge', 'movement', 'rally', 'combat', 'traffic', 'supplySurrender'];
const sequences = {
  day: {
    name: 'Day turn', rule: '4, Expanded SoP p.28',
    steps: [
      { kind: 'playerTurn', side: 'german', phases: dayPhases },
      { kind: 'playerTurn', side: 'allied', phases: [...dayPhases.filter((p) => p !== 'fuelShortage'), 'victory'] },
    ],
  },
  night: {
    name: 'Night turn', rule: '25.1',
    notes: 'No supply, bridge, rally, traffic or artillery-supply phase at night. Player order reversed: the Allies go first.',
    steps: [
      { kind: 'phase', phase: 'replacement' },
      { kind: 'playerTurn', side: 'allied', phases: ['nightMovement', 'nightCombat'] },
      { kind: 'playerTurn', side: 'german', phases: ['nightMovement', 'nightCombat'] },
    ],
  },
};

const named = (obj) => Object.fromEntries(Object.entries(obj).map(([id, v]) => [id, Array.isArray(v) ? { name: v[0], rule: v[1] } : v]));

const ruleset = {
  kind: 'ruleset',
  schemaVersion: 1,
  id: 'ardennes44',
  name: "Ardennes '44",
  description: "GMT's Ardennes '44 (1st edition), entered from the Japanese translation's digest. Hex-and-counter, odds CRT, ZOC bonds, supply and night turns.",
  game: { title: "Ardennes '44", publisher: 'GMT Games', edition: '1st edition (GMT #0304), Japanese translation', designer: 'Mark Simonitch', source: 'shared/rules/ardennes44.md (digest of shared/seeds/000)' },
  scale: { hoursPerTurn: 8, kmPerHex: 2.6, unitSizes: ['II', 'III', 'X', 'TF', 'Gp', 'Sq', 'CC', 'XXX'] },
  system: 'hexOdds',
  sides: { german: { name: 'German', colour: '#8a8d8f' }, allied: { name: 'Allied', colour: '#6b8e4e' } },
  dice: { d6: { sides: 6 } },
  moraleLevels: { elite: { name: 'Elite', order: 0, description: 'Red box around the defense factor.', rule: '2.8' }, veteran: { name: 'Veteran', order: 1, description: 'No box.', rule: '2.8' }, green: { name: 'Green', order: 2, description: 'White box.', rule: '2.8' } },
  statuses: named({
    disrupted: { name: 'Disrupted', description: 'Tactical movement only; no attack, support, IP, Hold, disengagement or breakdown. Keeps ZOC, bonds and full defense.', rule: '18.2' },
    routed: { name: 'Routed', description: 'As Disrupted; a defending stack with a Routed unit gives the attacker 2 right.', rule: '18.1, 18.2' },
    engaged: { name: 'Engaged (Eng)', description: 'Cannot move in its next Movement Phase; +2 on bridge demolition.', rule: '16.5' },
    outOfSupply: { name: 'Out of supply', description: 'TQ −1, tactical movement only, column shifts, no bonus advance or breakthrough.', rule: '23.4' },
  }),
  advanceTypes: {
    restricted: { name: 'Restricted', hexes: 1, onlyIntoVacated: true, rule: '19.1' },
    normal: { name: 'Normal', hexes: 1, roadBonus: 1, rule: '19.1' },
    bonus: { name: 'Bonus', hexes: 2, roadBonus: 1, rule: '19.1' },
  },
  markerTypes: {
    attackerAdvantage: { name: 'Attacker Advantage', on: 'unit', rule: '16.6' },
    bridgeBlown: { name: 'Bridge Blown', on: 'hexside', requires: 'bridge', rule: '7.6' },
    bridgeUnderConstruction: { name: 'Bridge under construction', on: 'hexside', requires: 'bridge', rule: '7.9' },
    strategicMovement: { name: 'Strategic Movement / Truck / Prime Mover', on: 'unit', perSide: { german: 6, allied: 10 }, rule: '12.3', description: 'The backs are Trucks (Allied) and Prime Movers (German): each in use reduces the SM pool.' },
    traffic: {
      name: 'Traffic (Allied) / Greif (German)', on: 'hex', perSide: { allied: 6, german: 6 }, numbered: true, rule: '24',
      description: '+2 MP for enemy units entering. Removed when 2d6 match their numbers (doubles remove one).',
      provenance: { '/perSide/german': prov('24.5, digest §5.22', 'inferred', 'The German count is not stated; 6 is inferred from the 2d6 numbering.') },
    },
    roadblock: { name: 'Roadblock', on: 'hex', requires: 'road', perSide: { allied: 2, german: 2 }, rule: '24.8' },
    improvedPosition: { name: 'Improved Position', on: 'hex', rule: '15.8' },
    positionUnderConstruction: { name: 'IP under construction', on: 'hex', rule: '15.8' },
    outOfSupply: { name: 'Out of Supply', on: 'unit', rule: '23.1' },
    surrenderPoints: { name: 'Surrender points', on: 'unit', rule: '23.7' },
    night: { name: 'Night', on: 'unit', perSide: { allied: 3, german: 3 }, rule: '25.3' },
    replacement: { name: 'Replacement', on: 'unit', rule: '25.2' },
    groundSupport: { name: 'Ground support (air)', on: 'track', rule: '15.6' },
    fuelDump: { name: 'Fuel dump', on: 'hex', perSide: { allied: 3 }, rule: '32' },
    turn: { name: 'Turn', on: 'track', rule: '3' },
  },
  movementClasses: named({
    nonMech: { name: 'Non-mechanized', description: 'Infantry, paratroops, engineers…', rule: 'TEC p.31' },
    mechInfantry: { name: 'Mechanized (infantry type)', description: 'Panzergrenadiers, motorized infantry: own TEC column; may cross rivers and WR with tactical movement.', rule: 'TEC p.31, 15.5' },
    mechVehicle: { name: 'Mechanized (vehicle type)', description: 'Tanks, recon, armor: no unbridged rivers or WR hexsides; Forest, West Wall and WR only along roads.', rule: 'TEC p.31, 21.5' },
  }),
  unitClasses: {
    silhouetteTank: { name: 'Silhouette tank', movementClass: 'mechVehicle', tags: ['mechanized', 'vehicle', 'tank', 'noStackingPoints', 'zocOnlyByRoadInWoodedRough'], maxDefenseBonus: 1, rule: '2.4, 8.1, 9.4, 15.1, 21.5', description: 'A battalion of armored vehicles; no stacking points; no ZOC into or out of wooded rough except along a road; at most +1 DCB; no IPs.' },
    armor: { name: 'Armor (NATO symbol)', movementClass: 'mechVehicle', tags: ['mechanized', 'vehicle', 'tank'], rule: '2.4', provenance: { '/movementClass': prov('2.4', 'inferred') } },
    combatCommand: { name: 'Combat command / task force', movementClass: 'mechVehicle', tags: ['mechanized', 'vehicle', 'tank', 'countsAsInfantryAndTank'], rule: '21.1', provenance: { '/movementClass': prov('21.1', 'inferred') } },
    recon: { name: 'Recon (mechanized cavalry)', movementClass: 'mechVehicle', tags: ['mechanized', 'vehicle', 'recon'], rule: '21.4, 21.5' },
    antiAircraft: { name: 'Anti-aircraft (Flak)', movementClass: 'mechVehicle', tags: ['mechanized', 'vehicle'], rule: '25.2', provenance: { '/movementClass': prov('25.2', 'inferred', 'Grouped with tank and recon for replacements; mechanized vehicle is a guess.') } },
    panzergrenadier: { name: 'Panzergrenadier / armored infantry', movementClass: 'mechInfantry', tags: ['mechanized', 'infantryType'], rule: '15.5' },
    motorized: { name: 'Motorized infantry', movementClass: 'mechInfantry', tags: ['mechanized', 'infantryType'], rule: '2.4', provenance: { '/movementClass': prov('2.4', 'inferred') } },
    infantry: { name: 'Infantry', movementClass: 'nonMech', tags: ['infantryType'], rule: '2.4' },
    paratroop: { name: 'Paratroops / airborne', movementClass: 'nonMech', tags: ['infantryType'], rule: '2.4' },
    glider: { name: 'Glider infantry', movementClass: 'nonMech', tags: ['infantryType'], rule: '2.4' },
    engineer: { name: 'Combat engineers', movementClass: 'nonMech', tags: ['infantryType', 'engineer'], rule: '13.2' },
    fortress: { name: 'Fortress troops', movementClass: 'nonMech', tags: ['infantryType'], rule: '2.4' },
    artillery: { name: 'Artillery (Allied)', movementClass: 'mechVehicle', tags: ['mechanized', 'artillery', 'noStackingPoints'], rule: '12.1, 22' },
    germanArtillery: { name: 'Artillery (German)', movementClass: 'mechVehicle', tags: ['artillery', 'needsPrimeMover', 'noStackingPoints'], rule: '22.3', description: 'Moves more than 1 hex only with a prime mover (MA 5, mech rates).' },
    nebelwerfer: { name: 'Nebelwerfer', movementClass: 'mechVehicle', tags: ['artillery', 'needsPrimeMover', 'noStackingPoints'], rule: '22.2' },
  },
  groundStates: { mud: { name: 'Mud', description: 'The normal state: plain TEC costs.', rule: '28.1' }, frozen: { name: 'Frozen', description: 'From 21AM: parenthesized TEC costs for mechanized units.', rule: '28.1' } },
  weatherStates: { overcast: { name: 'Overcast', rule: '28.2' }, clear: { name: 'Clear', description: 'Allied air support, Jabo table, surrender −2 (Allied), fuel +1 (German).', rule: '28.2' } },
  terrainTypes,
  hexsideTypes,
  roadClasses,
  facts: factDefs,
  calendar: { turnOrder, turns },
  actionTypes: named(actionTypes),
  phases,
  sequences,
  stacking: {
    limits: [{ measure: 'stackingPoints', max: 3 }, { measure: 'units', max: 2 }],
    countsAsOne: {
      regiment: { description: 'All units of one infantry or PzG regiment (colour bar) count as one unit.', when: f('pair.sameRegiment'), rule: '8.2' },
      cavalryGroup: { description: 'The 2 squadrons of a cavalry group count as one unit.', when: f('pair.sameCavalryGroup'), rule: '8.2' },
      cca9: { description: 'The 2 units of 9Arm/CCA count as one unit.', when: f('pair.cca9'), rule: '8.2' },
      tanks: { description: 'Two 1-step silhouette tanks of one division count as one unit.', when: f('pair.sameDivisionOneStepTanks'), rule: '8.2' },
    },
    exceptions: {
      combatGroup: {
        description: 'Three non-artillery units may stack if their total defense is 7 or less.',
        when: { all: [f('stack.units', 'le', 3), f('stack.totalDefense', 'le', 7), { not: f('stack.hasArtillery') }] },
        limits: [{ measure: 'units', max: 3 }],
        rule: '8.3',
      },
    },
    checkedAt: ['endOfUnitMove', 'endOfAdvance'],
    violation: 'ownerEliminates',
    exemptLocations: ['offMapBox'],
    rule: '8',
  },
  values: {
    zocExitCost: { value: 1, description: 'MP to leave an enemy ZOC.', rule: '9.2', provenance: { '': prov('9.2', 'stated', 'The TEC cells for "exit enemy ZOC" were lost; 9.2 gives +1 MP for all units.') } },
    tacticalMovementHexes: { value: 2, description: 'Hexes of tactical movement, ignoring MP costs.', rule: '11.3' },
    extendedMovementBonus: { value: 2, description: 'MA added by extended movement (non-mechanized only).', rule: '11.2' },
    exitMapCost: { value: 1, description: 'MP to leave the map from an edge hex.', rule: '11.9' },
    truckMovement: { value: 12, description: 'MP of a unit on trucks, at mech rates, not doubled.', rule: '12.6' },
    blockingDefense: { value: 6, description: 'Total defense needed to block an enemy-held entry hex from off-map.', rule: '13.4' },
    maxDivisionsPerAttack: { value: 2, description: 'Divisions that may take part in one attack (artillery exempt).', rule: '14.3' },
    improvedPositionBonus: { value: 2, description: 'DCB of an improved position (not cumulative with terrain; silhouette tanks at most +1).', rule: '15.8' },
    maxArtilleryPerCombat: { value: 2, description: 'Artillery units per side per combat.', rule: '22.6' },
    artilleryReturns: { value: 3, bySide: { german: 3 }, description: 'German artillery flipped to Ready per Artillery Supply Phase (6 on 16PM); the Allies flip all.', rule: '5.4' },
    artilleryReturnsFirstPM: { value: 6, bySide: { german: 6 }, description: 'German artillery flipped to Ready on 16PM.', rule: '5.4' },
    primeMoverMovement: { value: 5, description: 'MA a prime mover gives one German artillery unit (the p.30 summary says "MA 5 or a 2-hex move").', rule: '22.3' },
    supplyLandHexes: { value: 4, description: 'Length of the land portion of a supply line.', rule: '23.3' },
    nightMarkerMaxMp: { value: 1, description: 'MP a unit may have spent in the PM Movement Phase and still be given a Night marker (and no tactical movement).', rule: '25.3' },
    trafficCost: { value: 2, description: 'Extra MP for an enemy unit entering a traffic marker or roadblock hex.', rule: '24.2' },
    bottleneckCost: { value: 4, description: 'Extra MP for a German unit entering a St-Vith bottleneck hex (2 while the Germans control St-Vith).', rule: '24.7' },
    bottleneckCostGermanControl: { value: 2, description: 'Bottleneck cost while the Germans control St-Vith.', rule: '24.7' },
    roadblockRange: { value: 4, description: 'A roadblock goes on a road within this many hexes of a friendly unit.', rule: '24.8' },
    nightStacks: { value: 3, description: 'Stacks per side that may move and fight at night.', rule: '25.3' },
    smMarkers: { value: 10, bySide: { german: 6, allied: 10 }, description: 'Strategic movement markers per side.', rule: '12.3' },
  },
  tables,
  provenance: { '': prov('shared/rules/ardennes44.md §1–§5', 'stated', 'Entered from the digest of the Japanese translation; values it marks [LOST] are placeholders here.') },
};

// Every fact a condition names must be declared.
const used = new Set();
JSON.stringify(ruleset, (k, v) => {
  if ((k === 'fact' || k === 'compareTo') && typeof v === 'string') used.add(v);
  return v;
});
for (const u of used) if (!(u in factDefs)) throw new Error(`undeclared fact ${u}`);

writeDocument('data/rules/ardennes44.rules.json', ruleset);
