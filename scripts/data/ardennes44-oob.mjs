// Builds data/oob/ardennes44.oob.json: sides, formations, unit types, every unit of the reinforcement
// schedule (digest §6.2, §6.3) and the starting units the rules name (§2, §5).
// The schedule's "Factors" column was lost for every non-artillery unit: factors are placeholders by
// unit type, marked as such. Usage: node scripts/data/ardennes44-oob.mjs [--force]
import { prov, writeDocument } from './write.mjs';

const SCHEDULE = 'schedule p.25–26 (digest §6)';

// ---------------------------------------------------------------- formations (2.11 colours, fuel tables for corps)
const formations = {};
const formation = (id, name, level, side, extra = {}) => (formations[id] = { name, level, side, ...extra });
// German armies (2.11) and the corps the fuel tables name (6); army membership of the corps is read from
// which fuel table lists them (table 1 = 5th Pz Army divisions, table 2 = 6th Pz Army) [I].
formation('6PzA', '6th Panzer Army (Dietrich)', 'army', 'german', { short: '6 Pz A', colour: '#c0392b' });
formation('5PzA', '5th Panzer Army (Manteuffel)', 'army', 'german', { short: '5 Pz A', colour: '#9e9e9e' });
formation('7A', '7th Army (Brandenberger)', 'army', 'german', { short: '7 A', colour: '#2e6db4' });
formation('Nordwind', 'Nordwind (optional)', 'army', 'german', { colour: '#3a9d4a', optional: true });
const inferredParent = { '/parent': prov('6, digest §4.6', 'inferred', 'Army read from which Fuel Shortage table lists the formation.') };
formation('ISSPzK', 'I SS Panzer Corps', 'corps', 'german', { parent: '6PzA', provenance: inferredParent });
formation('IISSPzK', 'II SS Panzer Corps', 'corps', 'german', { parent: '6PzA', provenance: inferredParent });
formation('XLVIIPzK', 'XLVII Panzer Corps', 'corps', 'german', { parent: '5PzA', provenance: inferredParent });
formation('LVIIIPzK', 'LVIII Panzer Corps ("56th" in the translation)', 'corps', 'german', { parent: '5PzA', notes: 'Fuel table 1 says "56th Pz Corps"; historically LVIII (Appendix B.7).', provenance: inferredParent });
const div = (id, name, parent, extra = {}) => formation(id, name, 'division', 'german', { ...(parent ? { parent } : {}), ...extra });
div('1SS', '1st SS Panzer Division', 'ISSPzK');
div('12SS', '12th SS Panzer Division', 'ISSPzK');
div('2SS', '2nd SS Panzer Division', 'IISSPzK');
div('9SS', '9th SS Panzer Division', 'IISSPzK');
div('3PG', '3rd Panzergrenadier Division', '6PzA', { provenance: inferredParent });
div('2Pz', '2nd Panzer Division', 'XLVIIPzK');
div('PzLehr', 'Panzer Lehr Division', 'XLVIIPzK');
div('116Pz', '116th Panzer Division', 'LVIIIPzK');
div('15PG', '15th Panzergrenadier Division', '5PzA', { provenance: inferredParent });
div('9Pz', '9th Panzer Division', '5PzA', { provenance: inferredParent });
formation('FBB', 'Führer Begleit Brigade', 'brigade', 'german', { parent: '5PzA', countsAsDivision: true, provenance: inferredParent, notes: 'Counts as a division for command and fuel (14.3, 6.1).' });
formation('FGB', 'Führer Grenadier Brigade', 'brigade', 'german', { parent: '5PzA', countsAsDivision: true, provenance: inferredParent, notes: 'Counts as a division for command and fuel (14.3, 6.1).' });
formation('150PzBde', '150th Panzer Brigade (Skorzeny)', 'brigade', 'german', { countsAsDivision: true, notes: 'Counts as a division (14.3); special rules 27.1.' });
div('212VG', '212th Volksgrenadier Division');
div('26VG', '26th Volksgrenadier Division');
div('277VG', '277th Volksgrenadier Division');
div('12VG', '12th Volksgrenadier Division');
div('18VG', '18th Volksgrenadier Division');
div('3FJ', '3rd Fallschirmjäger Division');
div('79VG', '79th Volksgrenadier Division', undefined, { provenance: { '/name': prov('digest §6.3', 'inferred') } });
div('167VG', '167th Volksgrenadier Division', undefined, { provenance: { '/name': prov('digest §6.3', 'inferred') } });
div('246VG', '246th Volksgrenadier Division', undefined, { provenance: { '/name': prov('digest §6.3', 'inferred') } });
div('9VG', '9th Volksgrenadier Division', undefined, { provenance: { '/name': prov('digest §6.3', 'inferred') } });
div('560VG', '560th Division', undefined, { provenance: { '/name': prov('digest §6.3', 'inferred', 'The raw text "560/ L" is ambiguous.') } });
// Allied corps and armies (2.11); which corps each division belonged to is not in the text.
formation('VIII', 'VIII Corps (Middleton)', 'corps', 'allied', { colour: '#7d3c98' });
formation('V', 'V Corps (Gerow)', 'corps', 'allied', { colour: '#7b1f3a' });
formation('3A', '3rd Army (Patton)', 'army', 'allied', { colour: '#e67e22' });
formation('III', 'III Corps', 'corps', 'allied', { parent: '3A' });
formation('XII', 'XII Corps', 'corps', 'allied', { parent: '3A' });
formation('VII', 'VII Corps (Collins)', 'corps', 'allied', { colour: '#d9c8a0' });
formation('XVIII', 'XVIII Airborne Corps (Ridgway)', 'corps', 'allied', { colour: '#2e86c1' });
formation('XXX', 'British XXX Corps', 'corps', 'allied', { colour: '#c0392b' });
formation('ArmyTroops', 'Army troops and remnants', 'other', 'allied', { colour: '#f4e9a3' });
const usDiv = (id, name, extra = {}) => formation(id, name, 'division', 'allied', { notes: 'Corps not given in the source.', ...extra });
for (const [id, name] of [
  ['1ID', '1st Infantry Division'], ['2ID', '2nd Infantry Division'], ['4ID', '4th Infantry Division'], ['5ID', '5th Infantry Division'],
  ['9ID', '9th Infantry Division'], ['26ID', '26th Infantry Division'], ['30ID', '30th Infantry Division'], ['35ID', '35th Infantry Division'],
  ['75ID', '75th Infantry Division'], ['80ID', '80th Infantry Division'], ['84ID', '84th Infantry Division'], ['106ID', '106th Infantry Division'],
  ['2Arm', '2nd Armored Division'], ['3Arm', '3rd Armored Division'], ['4Arm', '4th Armored Division'], ['6Arm', '6th Armored Division'],
  ['7Arm', '7th Armored Division'], ['9Arm', '9th Armored Division'], ['10Arm', '10th Armored Division'],
  ['82Abn', '82nd Airborne Division'], ['101Abn', '101st Airborne Division'],
]) usDiv(id, name);
formation('4Cav', '4th Cavalry Group', 'group', 'allied', { countsAsDivision: true, notes: 'US cavalry groups count as divisions (14.3).' });
formation('6Cav', '6th Cavalry Group', 'group', 'allied', { countsAsDivision: true, notes: 'US cavalry groups count as divisions (14.3).' });
for (const [id, name, level] of [['Br29Arm', '29th Armoured Brigade', 'brigade'], ['Br43', '43rd Division', 'division'], ['Br51', '51st Division', 'division'], ['Br53', '53rd Division', 'division'], ['BrGds', 'Guards Armoured Division', 'division']]) {
  formation(id, `British ${name}`, level, 'allied', { parent: 'XXX', provenance: { '/parent': prov('27.3', 'inferred', 'British units belong to XXX Corps (red, 2.11).') } });
}

// ---------------------------------------------------------------- unit types with placeholder factors
const face = (attack, defense, movement, stackingPoints, extra = {}) => ({ attack, defense, movement, ...(stackingPoints === undefined ? {} : { stackingPoints }), morale: 'veteran', ...extra });
const TYPES = {
  infRegt: { name: 'Infantry regiment', unitClass: 'infantry', symbol: 'infantry', size: 'III', steps: 2, front: face(4, 4, 4, 2), back: face(2, 2, 4, 1) },
  infBn: { name: 'Infantry battalion', unitClass: 'infantry', symbol: 'infantry', size: 'II', steps: 1, front: face(2, 2, 4, 1) },
  paraRegt: { name: 'Parachute regiment', unitClass: 'paratroop', symbol: 'paratroop', size: 'III', steps: 2, front: face(5, 5, 4, 2), back: face(3, 3, 4, 1) },
  gliderRegt: { name: 'Glider regiment', unitClass: 'glider', symbol: 'glider', size: 'III', steps: 2, front: face(4, 5, 4, 2), back: face(2, 3, 4, 1) },
  engineerBn: { name: 'Engineer battalion', unitClass: 'engineer', symbol: 'engineer', size: 'II', steps: 1, front: face(1, 2, 4, 1) },
  fortressBn: { name: 'Fortress battalion', unitClass: 'fortress', symbol: 'fortress', size: 'II', steps: 1, front: face(1, 2, 3, 1) },
  pzgRegt: { name: 'Panzergrenadier regiment', unitClass: 'panzergrenadier', symbol: 'mechanizedInfantry', size: 'III', steps: 2, front: face(5, 4, 6, 2), back: face(3, 2, 6, 1) },
  mechInfBn: { name: 'Armored infantry battalion', unitClass: 'panzergrenadier', symbol: 'mechanizedInfantry', size: 'II', steps: 1, front: face(3, 2, 8, 1) },
  motorBn: { name: 'Motor battalion', unitClass: 'motorized', symbol: 'motorizedInfantry', size: 'II', steps: 1, front: face(2, 2, 8, 1) },
  tankBn: { name: 'Tank battalion', unitClass: 'silhouetteTank', symbol: 'tankSilhouette', size: 'II', steps: 2, front: face(4, 3, 8), back: face(2, 2, 8) },
  tdBn: { name: 'Tank destroyer battalion', unitClass: 'silhouetteTank', symbol: 'antiTank', size: 'II', steps: 1, front: face(3, 3, 8) },
  tankBde: { name: 'Tank brigade', unitClass: 'armor', symbol: 'armor', size: 'X', steps: 2, front: face(6, 5, 8, 2), back: face(3, 3, 8, 1) },
  combatCommand: { name: 'Combat command', unitClass: 'combatCommand', symbol: 'armor', size: 'CC', steps: 2, front: face(6, 5, 8, 2), back: face(3, 3, 8, 1) },
  taskForce: { name: 'Task force', unitClass: 'combatCommand', symbol: 'armor', size: 'TF', steps: 1, front: face(3, 3, 8, 1) },
  reconSq: { name: 'Cavalry squadron', unitClass: 'recon', symbol: 'cavalry', size: 'Sq', steps: 1, front: face(2, 2, 8, 1) },
  reconBn: { name: 'Recon battalion', unitClass: 'recon', symbol: 'recon', size: 'II', steps: 1, front: face(2, 2, 8, 1) },
  pzBde: { name: 'Panzer brigade', unitClass: 'combatCommand', symbol: 'armor', size: 'X', steps: 2, front: face(6, 5, 8, 2), back: face(3, 3, 8, 1) },
  artillery: { name: 'Corps artillery (Allied)', unitClass: 'artillery', symbol: 'artillery', size: 'XXX', steps: 1, front: { shift: 1, defense: 2, defenseBracketed: true, movement: 1, label: 'Ready' }, back: { defense: 2, defenseBracketed: true, movement: 6, label: 'Fired' } },
};
const placeholderFaces = (t) => ({
  '/front': prov(`${SCHEDULE}, unit type ${t}`, 'placeholder', 'The schedule lost the Factors column; these are stand-ins by unit type. Enter the printed counter.'),
  ...(TYPES[t].back ? { '/back': prov(`${SCHEDULE}, unit type ${t}`, 'placeholder', 'Reduced side not in the source; stand-in by unit type.') } : {}),
});
const unitTypes = Object.fromEntries(
  Object.entries(TYPES).map(([id, t]) => [id, { ...t, provenance: id === 'artillery' ? { '/front/attack': prov('S-(2)-1, 22.2', 'stated') } : placeholderFaces(id) }]),
);
unitTypes.artillery.provenance = { '/front': prov('schedule S-(2)-1, 22.2', 'stated'), '/back/movement': prov('22.1', 'placeholder', 'Fired Allied artillery moves at mech rates; its MA is not given.') };

// ---------------------------------------------------------------- the schedule (digest §6.2, §6.3), one row per printed entry
// [turn, printed name, type, entry letters | special, TQ ("3", "[3]", "lost" or ""), formation, count, note]
const ALLIED = [
  ['16PM', '4/70 Tnk (−)', 'tankBn', 'AB', '3', '4ID', 1, '(−) = partial unit'],
  ['16PM', 'VIII/174', 'artillery', 'B', '', 'VIII'],
  ['17AM', '4/803 TD', 'tdBn', 'AB', '[3]', '4ID'],
  ['17AM', '4/8/?', 'infBn', 'AB', '', '4ID', 1, 'The 13.1 example cites 4/8/2.'],
  ['17AM', '35 Eng', 'engineerBn', '@anyTownOrCity', '', 'ArmyTroops'],
  ['17AM', '44 Eng', 'engineerBn', '@anyTownOrCity', '', 'ArmyTroops'],
  ['17AM', '159 Eng', 'engineerBn', '@anyTownOrCity', '', 'ArmyTroops'],
  ['17AM', '168 Eng', 'engineerBn', '@anyTownOrCity', '', 'ArmyTroops'],
  ['17AM', '146 Eng', 'engineerBn', '@anyTownOrCity', '', 'ArmyTroops'],
  ['17AM', '7 Arm/CCA', 'combatCommand', 'H', '3', '7Arm'],
  ['17AM', '7 Arm/CCB', 'combatCommand', 'H', '3', '7Arm'],
  ['17AM', '7 Arm/CCR', 'combatCommand', 'H', '3', '7Arm'],
  ['17AM', '7 Arm/814 TD', 'tdBn', 'H', '[4]', '7Arm'],
  ['17AM', '1/?', 'infRegt', 'H', '', '1ID', 1, '1st ID regiment; identifier lost'],
  ['17PM', '4/22/?', 'infRegt', 'AB', '', '4ID'],
  ['17PM', '10 Arm/CCA', 'combatCommand', 'BC', '3', '10Arm'],
  ['17PM', '10 Arm/609 TD', 'tdBn', 'BC', '[3]', '10Arm'],
  ['17PM', '30/?', 'infRegt', 'H', '', '30ID'],
  ['17PM', '9/?', 'infRegt', 'J', '', '9ID'],
  ['18AM', '299 Eng', 'engineerBn', '@anyTownOrCity', '', 'ArmyTroops'],
  ['18AM', '158 Eng', 'engineerBn', '@anyTownOrCity', '', 'ArmyTroops'],
  ['18AM', '30/?', 'infRegt', 'H', '', '30ID', 2],
  ['18AM', '1/634 TD', 'tdBn', 'H', '[3]', '1ID'],
  ['18AM', '1/703 TD', 'tdBn', 'H', '[4]', '1ID'],
  ['18AM', '10 Arm/CCB', 'combatCommand', 'BC', '3', '10Arm'],
  ['18AM', '10 Arm/CCR', 'combatCommand', 'BC', 'lost', '10Arm'],
  ['18AM', '? TD', 'tdBn', 'H', '[3]', 'ArmyTroops', 1, 'designation lost'],
  ['18AM', '101/?', 'paraRegt', 'E', '', '101Abn', 3],
  ['18AM', '101/327G', 'gliderRegt', 'E', '', '101Abn'],
  ['18AM', '82/?', 'paraRegt', 'E', '', '82Abn', 3],
  ['18AM', '82/325G', 'gliderRegt', 'E', '', '82Abn'],
  ['18PM', 'V/190', 'artillery', 'H', '', 'V'],
  ['18PM', '30/526 Mech', 'mechInfBn', 'H', '', '30ID'],
  ['18PM', '30/99 Norwegians', 'infBn', 'H', '', '30ID'],
  ['18PM', '30/743 Tnk', 'tankBn', 'H', '3', '30ID'],
  ['19AM', '1/?', 'infRegt', 'H', '', '1ID'],
  ['19AM', '9/?', 'infRegt', 'J', '', '9ID'],
  ['19PM', '3 Arm/CCR', 'combatCommand', 'H', 'lost', '3Arm'],
  ['19PM', '? Para', 'paraRegt', 'E', '', 'ArmyTroops', 1, 'number lost'],
  ['19PM', '551 Para', 'infBn', 'E', '', 'ArmyTroops'],
  ['19PM', '740 Tnk', 'tankBn', 'H', '3', 'ArmyTroops'],
  ['19PM', '3 Arm/32/?', 'tankBn', 'H', '2', '3Arm', 1, 'TQ 2 as printed (uncertain)'],
  ['20AM', '3 Arm/CCB', 'combatCommand', 'H', '3', '3Arm'],
  ['20AM', '3 Arm/643 TD', 'tdBn', 'H', '[3]', '3Arm'],
  ['20PM', '84/?', 'infRegt', 'G', '', '84ID'],
  ['20PM', '1/?', 'infRegt', 'H', '', '1ID'],
  ['20PM', 'Br. SAS Bn (−)', 'infBn', 'FG', '', 'XXX'],
  ['21AM', '84/?', 'infRegt', 'G', '', '84ID', 2],
  ['21AM', '84/771 Tnk', 'tankBn', 'G', '3', '84ID'],
  ['21AM', '84/638 TD', 'tdBn', 'G', '[3]', '84ID'],
  ['21AM', '1/745 Tnk', 'tankBn', 'H', '3', '1ID'],
  ['21AM', '29 Ind', 'infRegt', 'FG', '', 'ArmyTroops', 1, 'independent regiment'],
  ['21AM', '118 Ind', 'infRegt', 'FG', '', 'ArmyTroops', 1, 'independent regiment'],
  ['21PM', 'Br. 29 Arm/23 Hus', 'tankBn', 'FG', '3', 'Br29Arm'],
  ['21PM', 'Br. 29 Arm/3 RTR', 'tankBn', 'FG', '3', 'Br29Arm'],
  ['21PM', 'Br. 29 Arm/2 F&FY', 'tankBn', 'FG', '3', 'Br29Arm'],
  ['21PM', 'Br. 29 Arm/8 RB', 'motorBn', 'FG', '', 'Br29Arm'],
  ['21PM', '4 Arm/CCA', 'combatCommand', 'BC', '3', '4Arm'],
  ['21PM', '4 Arm/CCB', 'combatCommand', 'BC', '3', '4Arm'],
  ['21PM', '4 Arm/CCR', 'combatCommand', 'BC', '3', '4Arm', 1, 'The 16.2 example names 4 Arm CCR as an elite tank unit.'],
  ['21PM', '4 Arm/704 TD', 'tdBn', 'BC', '[3]', '4Arm'],
  ['21PM', '517 Ind Regt', 'paraRegt', 'E', '', 'ArmyTroops'],
  ['22AM', '80/?', 'infRegt', 'BC', '', '80ID', 3],
  ['22AM', '80/702 Tnk', 'tankBn', 'BC', '3', '80ID'],
  ['22AM', '80/610 TD', 'tdBn', 'BC', '[4]', '80ID'],
  ['22AM', '26/?', 'infRegt', 'BC', '', '26ID', 3],
  ['22AM', '26/735 Tnk', 'tankBn', 'BC', '3', '26ID'],
  ['22AM', '26/818 TD', 'tdBn', 'BC', '[3]', '26ID'],
  ['22AM', '30/823 TD', 'tdBn', 'H', '[3]', '30ID'],
  ['22AM', '3 Arm/CCA', 'combatCommand', 'H', '3', '3Arm'],
  ['22AM', 'XII/182', 'artillery', 'BC', '', 'XII'],
  ['22AM', '5/?', 'infRegt', 'BC', '', '5ID'],
  ['22AM', 'TF Thrasher', 'taskForce', 'F', '', 'ArmyTroops'],
  ['22AM', 'Br. 43/?', 'infRegt', 'FG', '', 'Br43', 3],
  ['22AM', 'Br. 34 Tnk Bde', 'tankBde', 'FG', '3', 'XXX'],
  ['22PM', '75/?', 'infRegt', 'G', '', '75ID', 3],
  ['22PM', '75/629 TD', 'tdBn', 'G', '[3]', '75ID'],
  ['22PM', '75/750 Tnk', 'tankBn', 'G', '3', '75ID'],
  ['22PM', 'Br. 53/?', 'infRegt', 'FG', '', 'Br53', 3],
  ['23AM', '2 Arm/CCA', 'combatCommand', 'G', '3', '2Arm'],
  ['23AM', '2 Arm/CCB', 'combatCommand', 'G', '3', '2Arm'],
  ['23AM', '2 Arm/CCR', 'combatCommand', 'G', '3', '2Arm'],
  ['23AM', '2 Arm/702 TD', 'tdBn', 'G', '[4]', '2Arm'],
  ['23AM', '2 Arm/66/?', 'tankBn', 'G', '2', '2Arm', 1, 'TQ 2 as printed (uncertain)'],
  ['23AM', '6 Cav/?', 'reconSq', 'BC', '[1]', '6Cav', 2, 'cavalry squadrons'],
  ['23AM', '4 Cav/?', 'reconSq', 'G', '[1]', '4Cav', 2, 'cavalry squadrons'],
  ['23AM', '5/737 Tnk', 'tankBn', 'BC', 'lost', '5ID'],
  ['23AM', '? TD', 'tdBn', 'G', '[4]', 'ArmyTroops', 1, 'designation lost'],
  ['23AM', 'III/193', 'artillery', 'BC', '', 'III'],
  ['23AM', 'III/203', 'artillery', 'BC', '', 'III'],
  ['23AM', 'XII/177', 'artillery', 'BC', '', 'XII'],
  ['23AM', 'Br. Gds/?', 'combatCommand', 'FG', '3', 'BrGds', 2, 'Guards Armoured'],
  ['23PM', 'VII/142', 'artillery', 'G', '', 'VII'],
  ['23PM', 'VII/188', 'artillery', 'G', '', 'VII'],
  ['23PM', 'VII/18', 'artillery', 'G', '', 'VII'],
  ['23PM', '654 TD', 'tdBn', 'BC', '[3]', 'ArmyTroops'],
  ['23PM', 'Br. XXX/4AGRA', 'artillery', 'FG', '', 'XXX'],
  ['23PM', 'Br. XXX/5AGRA', 'artillery', 'FG', '', 'XXX'],
  ['24AM', '5/?', 'infRegt', 'BC', '', '5ID', 2],
  ['24AM', '602 TD', 'tdBn', 'CD', '[3]', 'ArmyTroops', 1, 'the only use of entry D'],
  ['25AM', 'Br. 51/?', 'infRegt', 'G', '', 'Br51', 3, 'enters at G (not FG)'],
  ['25AM', 'Br. 33 Tnk Bde', 'tankBde', 'FG', '3', 'XXX'],
  ['25AM', 'XVIII/179', 'artillery', 'E', '', 'XVIII'],
  ['26AM', '35/?', 'infRegt', 'BC', '', '35ID', 3],
  ['26PM', '6 Arm/CCA', 'combatCommand', 'BC', '3', '6Arm'],
  ['26PM', '6 Arm/CCB', 'combatCommand', 'BC', '3', '6Arm'],
  ['26PM', '6 Arm/CCR', 'combatCommand', 'BC', '3', '6Arm'],
  ['26PM', '6 Arm/603 TD', 'tdBn', 'BC', '[3]', '6Arm'],
];
const GERMAN = [
  ['16PM', '150 Pz Bde', 'pzBde', 'K', 'lost', '150PzBde', 1, 'Skorzeny (27.1)'],
  ['16PM', 'StrmPz', 'tankBn', 'K', 'lost', undefined, 1, 'Sturmpanzer (Brummbär) battalion [I]; black-boxed attack, doubled against village, town or city (27.4)'],
  ['17AM', '3 FJ/?', 'paraRegt', 'K', '', '3FJ'],
  ['17AM', 'von der Heydte', 'paraRegt', '@airdrop', '', undefined, 1, 'Airdrop (27.2)'],
  ['17AM', '44 Festung', 'fortressBn', 'MN', '', undefined],
  ['17AM', '? Stg', 'tankBn', 'K', '3', undefined, 1, 'StuG brigade, number lost'],
  ['17PM', '12SS/?', 'pzgRegt', 'K', '', '12SS'],
  ['17PM', '653 Hv Jpz VI', 'tankBn', 'K', '6', undefined, 1, 'Arrival by die roll (27.9); grey TQ'],
  ['18AM', 'Fuh Bglt/FFB', 'pzgRegt', 'LK', '', 'FBB'],
  ['18AM', 'Fuh Bglt/?', 'pzgRegt', 'LK', '', 'FBB'],
  ['18AM', 'Fuh Bglt/GD/?', 'tankBn', 'LK', '4', 'FBB'],
  ['18AM', 'Fuh Bglt/?', 'tankBn', 'LK', '3', 'FBB'],
  ['18PM', '741 Jpz', 'tdBn', 'L', '[3]', undefined],
  ['18PM', '? (identifier lost)', 'infRegt', 'K', '', undefined, 1, 'a lone "K" sits in the raw text'],
  ['18PM', '902 Stg', 'tankBn', 'L', '3', undefined],
  ['19AM', '3 PG/?', 'tankBn', 'K', '3', '3PG', 1, 'tank battalion [I]'],
  ['19AM', '3 PG/3 Jpz', 'tdBn', 'K', '[4]', '3PG'],
  ['19AM', '3 PG/?', 'pzgRegt', 'K', '', '3PG', 2],
  ['19AM', '3 PG/103 Recon', 'reconBn', 'K', '', '3PG'],
  ['19PM', '2SS/2/?', 'tankBn', 'LK', '4', '2SS', 1, 'Panther battalion [I]'],
  ['19PM', '2SS/2/?', 'tankBn', 'LK', '3', '2SS', 1, 'Pz IV battalion [I]'],
  ['19PM', '2SS/2 Jpz', 'tdBn', 'LK', '[4]', '2SS'],
  ['19PM', '2SS/?', 'pzgRegt', 'LK', '', '2SS', 2],
  ['19PM', '2SS/2 Recon', 'reconBn', 'LK', '', '2SS'],
  ['19PM', '9SS/9/?', 'tankBn', 'LK', '4', '9SS'],
  ['19PM', '9SS/9/?', 'tankBn', 'LK', '3', '9SS'],
  ['19PM', '9SS/50 Jpz IV', 'tdBn', 'LK', '[4]', '9SS'],
  ['19PM', '9SS/?', 'pzgRegt', 'LK', '', '9SS', 2],
  ['19PM', '9SS/9 Recon', 'reconBn', 'LK', '', '9SS'],
  ['20AM', '519 Hv Jpz V', 'tankBn', 'K', '5', undefined, 1, 'Jagdpanther; grey TQ'],
  ['20PM', 'Fuh Gr/99(−)', 'pzgRegt', 'M', '', 'FGB'],
  ['20PM', 'Fuh Gr/99 Fusilier', 'infBn', 'M', '', 'FGB'],
  ['20PM', 'Fuh Gr/?', 'tankBn', 'M', '3', 'FGB'],
  ['20PM', 'Fuh Gr ?', 'tankBn', 'M', '4', 'FGB'],
  ['21AM', '79/?', 'infRegt', 'M', '', '79VG', 3],
  ['21AM', '560/?', 'infRegt', 'L', '', '560VG', 1, 'ambiguous; see the raw text'],
  ['21AM', '506 Tiger', 'tankBn', 'K', 'lost', undefined],
  ['21AM', '? Jpz', 'tankBn', 'LK', '5', undefined, 1, 'possibly belongs with "560" (a heavy Jpz battalion) [I, uncertain]'],
  ['22PM', '9 Pz/33/?', 'tankBn', 'L', '3', '9Pz'],
  ['22PM', '9 Pz/33/?', 'tankBn', 'L', '4', '9Pz'],
  ['22PM', '9 Pz/50 Jpz', 'tdBn', 'L', '[4]', '9Pz'],
  ['22PM', '9 Pz/?', 'pzgRegt', 'L', '', '9Pz', 2],
  ['22PM', '9 Pz/60 Recon', 'reconBn', 'L', '', '9Pz'],
  ['23AM', '15PG/?', 'pzgRegt', 'L', '', '15PG', 2],
  ['23AM', '15PG/?', 'tankBn', 'L', '3', '15PG'],
  ['23AM', '15PG/33 Jpz', 'tdBn', 'L', '[4]', '15PG'],
  ['23AM', '15PG/124 Recon', 'reconBn', 'L', '', '15PG'],
  ['23AM', '301 Tiger', 'tankBn', 'K', '5', undefined],
  ['25AM', '167/?', 'infRegt', 'LM', '', '167VG', 3],
  ['25AM', '167/Fusilier', 'infBn', 'M', '', '167VG'],
  ['25AM', '246/?', 'infRegt', 'K', '', '246VG', 3],
  ['25PM', '?/? (division lost)', 'infRegt', 'M', '', undefined, 1, 'probably also 9/'],
  ['25PM', '9/?', 'infRegt', 'M', '', '9VG', 2],
];

const units = {};
const slug = (s) => s.toLowerCase().replace(/\(−\)|\(-\)/g, 'minus').replace(/\?/g, 'x').replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
function unitId(prefix, name) {
  const base = `${prefix}-${slug(name)}`;
  let id = base;
  for (let n = 2; id in units; n++) id = `${base}-${n}`;
  return id;
}
function tqOf(code) {
  if (code === '' || code === 'lost') return undefined;
  const red = code.startsWith('[');
  return { value: Number(code.replace(/[[\]]/g, '')), kind: red ? 'red' : 'grey' };
}
function nationality(side, name, fm) {
  if (side === 'allied') return name.startsWith('Br.') ? 'british' : 'us';
  if (['1SS', '2SS', '9SS', '12SS'].includes(fm)) return 'waffenSS';
  if (fm === '3FJ' || name === 'von der Heydte') return 'fallschirm';
  return 'wehrmacht';
}

function addScheduled(side, rows) {
  for (const [turn, name, type, entry, tq, fm, count = 1, note] of rows) {
    for (let i = 0; i < count; i++) {
      const t = TYPES[type];
      const id = unitId(side === 'allied' ? (name.startsWith('Br.') ? 'br' : 'us') : 'de', name.replace(/^Br\. /, ''));
      const front = { ...t.front };
      const tqValue = tqOf(tq);
      if (tqValue) front.tq = tqValue;
      const provenance = { '/arrival': prov(SCHEDULE, 'stated'), '/name': prov(SCHEDULE, name.includes('?') ? 'lost' : 'stated', name.includes('?') ? 'Part of the identifier was lost (printed as a graphic?).' : undefined) };
      if (!name.includes('?')) delete provenance['/name'];
      if (type !== 'artillery') {
        Object.assign(provenance, placeholderFaces(type));
        if (tqValue) provenance['/front/tq'] = prov(SCHEDULE, 'stated', tq.startsWith('[') ? 'Bracketed TQ read as red (tank destroyer) [I].' : undefined);
      } else {
        provenance['/front'] = prov(`${SCHEDULE}: S-(2)-1`, 'stated');
        provenance['/artillery/range'] = prov('22.4', 'lost', 'The range box is not in the source; 4 is a placeholder.');
      }
      if (tq === 'lost') {
        front.tq = { value: 3, kind: 'grey' };
        provenance['/front/tq'] = prov(SCHEDULE, 'lost', 'A TQ is probably missing from the schedule here; grey 3 is a placeholder.');
      }
      if (name === '4 Arm/CCR') {
        front.morale = 'elite';
        provenance['/front/morale'] = prov('16.2 example', 'stated');
      }
      const unit = {
        name,
        side,
        nationality: nationality(side, name, fm),
        ...(fm ? { formation: fm } : {}),
        type,
        size: t.size,
        ...(name.includes('(−)') ? { partial: true } : {}),
        steps: t.steps,
        front,
        ...(t.back ? { back: { ...t.back } } : {}),
        ...(type === 'artillery' ? { artillery: { range: 4 } } : {}),
        arrival: {
          turn,
          entry: entry.startsWith('@') ? { special: entry.slice(1) } : { letters: [...entry].sort() },
          ...(name === '653 Hv Jpz VI' ? { conditional: '27.9' } : {}),
        },
        ...(note ? { notes: note } : {}),
        provenance,
      };
      if (name === 'StrmPz') unit.front.attackBoxed = true;
      units[id] = unit;
    }
  }
}
addScheduled('allied', ALLIED);
addScheduled('german', GERMAN);

// ---------------------------------------------------------------- starting units the rules name
function starting(id, fields) {
  units[id] = fields;
}
const lostFaces = (t, where) => ({ ...placeholderFaces(t), '/setup': prov(where, 'stated') });
starting('de-26-39-fus', { name: '26/39 Fus', side: 'german', nationality: 'wehrmacht', formation: '26VG', regiment: '26/39', type: 'infRegt', size: 'III', steps: 2, front: { ...TYPES.infRegt.front }, back: { ...TYPES.infRegt.back }, setup: { box: 'white', code: '26 VG' }, notes: 'May set up west of the Our inside the division area (3.4).', provenance: lostFaces('infRegt', '3.4') });
starting('de-26-77-gren', { name: '26/77 Gren', side: 'german', nationality: 'wehrmacht', formation: '26VG', regiment: '26/77', type: 'infRegt', size: 'III', steps: 2, front: { ...TYPES.infRegt.front }, back: { ...TYPES.infRegt.back }, setup: { box: 'white', code: '26 VG' }, notes: 'May set up west of the Our inside the division area (3.4).', provenance: lostFaces('infRegt', '3.4') });
for (let i = 1; i <= 4; i++) {
  const type = i <= 2 ? 'tankBn' : 'pzgRegt';
  starting(`de-1ss-peiper-${i}`, {
    name: `1SS/KG Peiper ${i}`, side: 'german', nationality: 'waffenSS', formation: '1SS', type, size: TYPES[type].size, steps: TYPES[type].steps,
    front: { ...TYPES[type].front, ...(type === 'tankBn' ? { tq: { value: 4, kind: 'grey' } } : {}) }, ...(TYPES[type].back ? { back: { ...TYPES[type].back } } : {}),
    setup: { box: 'white', code: 'I SS' }, tags: ['peiper'], notes: 'One of the 4 units of Kampfgruppe Peiper (27.5); which 4 counters is not in the source.',
    provenance: { ...placeholderFaces(type), '/name': prov('27.5', 'lost', 'The four KG Peiper units are not named in the source.'), ...(type === 'tankBn' ? { '/front/tq': prov('27.5', 'placeholder') } : {}) },
  });
}
starting('de-sturmtiger', { name: 'Sturmtiger', side: 'german', nationality: 'wehrmacht', type: 'tankBn', size: 'II', steps: 1, front: { ...TYPES.tankBn.front, attackBoxed: true }, setup: { box: 'white' }, notes: 'Black-boxed attack: doubled against village, town or city hexes (27.4).', provenance: { '/front': prov('27.4', 'placeholder', 'Factors not in the source.'), '/setup': prov('27.4', 'lost', 'Setup not given.') } });
starting('de-212vg-1', { name: '212/? (Sauer crossing)', side: 'german', nationality: 'wehrmacht', formation: '212VG', type: 'infRegt', size: 'III', steps: 2, front: { ...TYPES.infRegt.front }, back: { ...TYPES.infRegt.back }, setup: { box: 'white', hex: '1006' }, notes: 'The one 212 VG unit that may move 1006 → 1005 on turn 1 and stop (29.2).', provenance: { ...placeholderFaces('infRegt'), '/name': prov('29.2', 'lost', 'Which 212 VG unit is not named.'), '/setup/hex': prov('29.2', 'stated') } });
for (const [id, hex] of [['us-2-rrd-1', '1535'], ['us-2-rrd-2', '1636']]) {
  starting(id, { name: '2/? RRD', side: 'allied', nationality: 'us', formation: '2ID', type: 'infRegt', size: 'III', steps: 2, front: { ...TYPES.infRegt.front }, back: { ...TYPES.infRegt.back }, setup: { box: 'white', hex, code: hex }, tags: ['rrd'], notes: 'Roer River Dams attack: no move on turn 1, 1 hex on turn 2 unless released (27.6).', provenance: { ...placeholderFaces('infRegt'), '/name': prov('27.6', 'lost', 'The regiment numbers are not in the source.'), '/setup/hex': prov('27.6', 'stated') } });
}
for (const name of ['V/187', 'V/406']) {
  starting(`us-${slug(name)}`, { name, side: 'allied', nationality: 'us', formation: 'V', type: 'artillery', size: 'XXX', steps: 1, front: { ...TYPES.artillery.front }, back: { ...TYPES.artillery.back }, artillery: { range: 4 }, setup: { box: 'red' }, notes: 'Red setup box; released with full MA if Germans advance adjacent (29.1). The only Allied defensive artillery on turn 1 (29.4).', provenance: { '/front': prov('S-(2)-1', 'inferred', 'Corps artillery printed S-(2)-1 in the schedule.'), '/setup/hex': prov('29.1', 'lost', 'Start hex not in the source (near Monschau).'), '/artillery/range': prov('22.4', 'lost', 'Range not in the source; 4 is a placeholder.') } });
}
for (let i = 1; i <= 2; i++) {
  starting(`us-9arm-cca-${i}`, { name: `9 Arm/CCA (${i})`, side: 'allied', nationality: 'us', formation: '9Arm', regiment: '9Arm/CCA', type: 'combatCommand', size: 'CC', steps: 2, front: { ...TYPES.combatCommand.front, tq: { value: 3, kind: 'grey' } }, back: { ...TYPES.combatCommand.back }, setup: { box: 'white' }, notes: 'The 2 units of 9Arm/CCA count as one unit for stacking (8.2).', provenance: { ...placeholderFaces('combatCommand'), '/front/tq': prov('8.2', 'placeholder'), '/setup/hex': prov('8.2', 'lost', 'Start hex not in the source.') } });
}
starting('us-9arm-ccb', { name: '9 Arm/CCB', side: 'allied', nationality: 'us', formation: '9Arm', type: 'combatCommand', size: 'CC', steps: 2, front: { ...TYPES.combatCommand.front, tq: { value: 3, kind: 'grey' } }, back: { ...TYPES.combatCommand.back }, setup: { box: 'white' }, tags: ['cca9Roll'], notes: 'Optional rule 27.8: roll at the start of the Allied 16PM Movement Phase.', provenance: { ...placeholderFaces('combatCommand'), '/front/tq': prov('27.8', 'placeholder'), '/setup/hex': prov('27.8', 'lost', 'Start hex not in the source.') } });

// ---------------------------------------------------------------- placeholder starting units
// The source gives almost none of the starting counters (digest §7). So that the short scenarios play,
// each German division with a setup area gets three stand-ins, and the Allied divisions facing them
// get theirs; every one is named "…/? (placeholder)" and marked placeholder.
formation('28ID', '28th Infantry Division', 'division', 'allied', { notes: 'Corps not given in the source.' });
formation('99ID', '99th Infantry Division', 'division', 'allied', { notes: 'Corps not given in the source.' });
formation('14Cav', '14th Cavalry Group', 'group', 'allied', { countsAsDivision: true, notes: 'Named for the Losheim gap; the source does not give it.' });
const placeholderStart = (id, name, side, nationality, fm, type, tq) => {
  const t = TYPES[type];
  units[id] = {
    name, side, nationality, formation: fm, type, size: t.size, steps: t.steps,
    front: { ...t.front, ...(tq ? { tq: { value: tq, kind: 'grey' } } : {}) }, ...(t.back ? { back: { ...t.back } } : {}),
    setup: { box: 'white' },
    tags: ['placeholderStart'],
    provenance: { '': prov('digest §7', 'placeholder', 'A stand-in starting unit: the source does not list the starting counters.') },
  };
};
const GERMAN_START = { '212VG': ['infRegt', 2], '26VG': ['infRegt', 1], '2Pz': ['tankBn', 1, 'pzgRegt', 2], '116Pz': ['tankBn', 1, 'pzgRegt', 2], '18VG': ['infRegt', 3], '277VG': ['infRegt', 3], '12VG': ['infRegt', 3], '1SS': ['pzgRegt', 1] };
for (const [fm, spec] of Object.entries(GERMAN_START)) {
  let n = 1;
  for (let i = 0; i < spec.length; i += 2) for (let k = 0; k < spec[i + 1]; k++, n++) placeholderStart(`de-${fm.toLowerCase()}-start-${n}`, `${fm}/? (placeholder)`, 'german', ['1SS'].includes(fm) ? 'waffenSS' : 'wehrmacht', fm, spec[i], spec[i] === 'tankBn' ? 4 : undefined);
}
const ALLIED_START = { '4ID': ['infRegt', 2], '28ID': ['infRegt', 3], '106ID': ['infRegt', 3], '14Cav': ['reconSq', 2], '99ID': ['infRegt', 3], '2ID': ['infRegt', 1] };
for (const [fm, [type, count]] of Object.entries(ALLIED_START)) for (let n = 1; n <= count; n++) placeholderStart(`us-${fm.toLowerCase()}-start-${n}`, `${fm.replace('ID', '')}/? (placeholder)`, 'allied', 'us', fm, type);

const oob = {
  kind: 'oob',
  schemaVersion: 1,
  id: 'ardennes44',
  name: "Ardennes '44 order of battle",
  description: 'Every unit of the reinforcement schedule (p.25–26) and the starting units the rules name. Most starting units are not in the source and are still to be entered.',
  ruleset: 'ardennes44',
  sides: {
    german: { nationalities: { wehrmacht: { name: 'Wehrmacht', colour: '#8a8d8f', rule: '2.10' }, waffenSS: { name: 'Waffen-SS', colour: '#4a4d50', textColour: '#ffffff', rule: '2.10' }, fallschirm: { name: 'Fallschirmjäger (Luftwaffe)', colour: '#7d8fa3', rule: '2.10' } } },
    allied: { nationalities: { us: { name: 'United States', colour: '#6b8e4e', rule: '2.10' }, british: { name: 'British', colour: '#c8b27d', rule: '2.10' } } },
  },
  formations,
  unitTypes,
  units,
  provenance: {
    '': prov('shared/rules/ardennes44.md §2, §6', 'stated', 'Colour names are stated (2.10, 2.11); their hex values are chosen to match.'),
  },
};
writeDocument('data/oob/ardennes44.oob.json', oob);
