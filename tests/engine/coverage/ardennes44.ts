/**
 * Every rule of the Ardennes '44 digest (its §5 mechanisms, by the book's rule numbers) with the code
 * and the tests that play it, or why it is not played. `ruleCoverage.test.ts` checks each row: every
 * file named exists and cites the rule, and the table in docs/ardennes44-rules.md is this one.
 */

/** played: the engine plays it all; partial: the engine plays part (the rest in `missing`); not played: `missing` says why. */
export type Status = 'played' | 'partial' | 'not played';

export interface RuleRow {
  /** The book's rule number as the code and tests cite it. */
  readonly rule: string;
  readonly topic: string;
  readonly status: Status;
  /** Files that play it (engine, ruleset or scenario data), each citing `rule`. */
  readonly code: readonly string[];
  /** Test files that check it, each citing `rule`. */
  readonly tests: readonly string[];
  /** What is not played, and why. */
  readonly missing?: string;
}

const e = (f: string) => `src/engine/systems/hexOdds/${f}.ts`;
const t = (f: string) => `tests/engine/${f}.test.ts`;
const R = 'data/rules/ardennes44.rules.json';
const S = 'data/scenarios/ardennes44-6turn.scenario.json';
const C = 'data/scenarios/ardennes44-campaign.scenario.json';
const CHECKS = 'src/validation/semantic/scenarioSetup.ts';

export const SECTIONS: readonly { readonly title: string; readonly rows: readonly RuleRow[] }[] = [
  {
    title: 'Setup (3) and the sequence of play (4, 25.1)',
    rows: [
      { rule: '3.2', topic: 'Starting units on their hexes, reinforcements on the turn track, blown bridges and Allied roadblocks at the start', status: 'played', code: [e('setup')], tests: [t('rulesAudit')] },
      { rule: '3.3', topic: 'Allied units whose setup hex has a dot start on an improved position', status: 'partial', code: [e('setup')], tests: [t('improvedPositions')], missing: 'played for any setup entry marked withImprovedPosition, but which Allied units have the dot is not in the text (digest §7): no entry is marked yet (data, issue 14)' },
      { rule: '3.4', topic: 'German units inside their division setup area (1331 shared by 277 VG and 12 VG; 26 VG west of the Our; corps artillery in any division area of its corps)', status: 'played', code: [CHECKS, e('rules/playerSetup'), R, S], tests: ['src/validation/semantic/checks.test.ts', t('playerSetup')] },
      { rule: '4', topic: 'Day sequence of play: every phase run in order, none logged "not played"', status: 'played', code: [e('sequence'), e('phases'), R], tests: [t('procedures')] },
      { rule: '25.1', topic: 'Night sequence of play', status: 'played', code: [e('rules/night'), R], tests: [t('night')] },
    ],
  },
  {
    title: 'Artillery supply (5) and fuel (6)',
    rows: [
      { rule: '5.4', topic: 'Artillery Supply Phase: German 3 a turn (6 on 16PM), Allied all; none disrupted, out of supply or after SM', status: 'played', code: [e('rules/artillerySupply'), R], tests: [t('choices')] },
      { rule: '5.1', topic: 'The German player frees SM and prime-mover markers in the Artillery Supply Phase', status: 'played', code: [e('rules/primeMovers'), e('rules/artillerySupply')], tests: [t('germanArtillery')] },
      { rule: '6.3', topic: 'Fuel Shortage tables 1 and 2 with their modifiers (clear weather +1, the fuel dump −2)', status: 'played', code: [e('rules/fuel'), R], tests: [t('procedures')] },
      { rule: '6.4', topic: 'A division short of fuel: its units out of supply, its reinforcements arrive out of supply', status: 'played', code: [e('rules/fuel'), e('actions/enter')], tests: [t('procedures')] },
      { rule: '6.5', topic: 'The owner picks the division a result names; West of the Ourthe results', status: 'played', code: [e('rules/fuel'), R], tests: [t('procedures')] },
    ],
  },
  {
    title: 'Bridges (7)',
    rows: [
      { rule: '7.2', topic: 'One demolition try per bridge per player turn', status: 'played', code: [e('rules/demolition')], tests: [t('bridges')] },
      { rule: '7.3', topic: 'Bridge Phase demolition: an enemy unit within 1 hex, a friendly unit within 1 hex of the hexside (not through enemy units or bonds)', status: 'played', code: [e('rules/demolition'), e('phases')], tests: [t('bridges')] },
      { rule: '7.4', topic: 'Demolition before an attack across the bridge; the attacker may call the attack off; no armor shift across it', status: 'played', code: [e('rules/demolition'), e('actions/combat')], tests: [t('bridges')] },
      { rule: '7.5', topic: 'Bridge demolition table and modifiers (enemy Combat Phase, impaired unit, Eng +2)', status: 'played', code: [e('rules/demolition'), R], tests: [t('bridges')] },
      { rule: '7.6', topic: 'A blown bridge is an unbridged river', status: 'played', code: [e('rules/demolition'), R], tests: [t('bridges')] },
      { rule: '7.7', topic: 'No demolition on GT1–2 or the first night (but Ouren), none in Clervaux and Houffalize', status: 'played', code: [e('rules/demolition'), e('legal')], tests: [t('bridges')] },
      { rule: '7.8', topic: 'The Ouren bridge rolls at its first crossing, by move, attack or advance', status: 'played', code: [e('rules/bridges'), e('actions/advance'), e('actions/combat')], tests: [t('bridges'), t('bookExamples')] },
      { rule: '7.9', topic: 'Rebuilding by either side: conditions, under construction, finished the next Bridge Phase', status: 'played', code: [e('rules/rebuild')], tests: [t('bridges')] },
      { rule: '7.10', topic: 'Dasburg and Gemünd complete in the 16PM Bridge Phase', status: 'played', code: [e('rules/rebuild'), e('setup'), S], tests: [t('bridges')] },
    ],
  },
  {
    title: 'Stacking (8), zones of control (9) and bonds (10)',
    rows: [
      { rule: '8.2', topic: 'At most 3 stacking points and 2 units a hex; units that count as one (a regiment, a cavalry group, 9Arm/CCA, two 1-step tanks)', status: 'played', code: [e('rules/stacking'), R], tests: [t('stacking')] },
      { rule: '8.3', topic: 'Combat groups: 3 non-artillery units with a total defense of 7 or less', status: 'played', code: [R, e('rules/stacking')], tests: [t('stacking')] },
      { rule: '17.4', topic: 'Overstacked after a retreat: legal by the end of the owner\'s next Movement Phase, the owner picks what is eliminated', status: 'played', code: [e('rules/overstack'), e('phases')], tests: [t('procedures')] },
      { rule: '9.1', topic: 'Every combat unit, disrupted units and artillery included, has a ZOC; entering one stops a move', status: 'played', code: [e('rules/zoc')], tests: [t('bookExamples'), t('supply')] },
      { rule: '9.2', topic: '+1 MP to leave an enemy ZOC; ZOC to ZOC', status: 'played', code: [e('rules/movement'), R], tests: [t('moveRoute'), t('why')] },
      { rule: '9.4', topic: 'A silhouette tank\'s ZOC does not extend into or out of wooded rough but along a road', status: 'played', code: [e('rules/zoc')], tests: [t('stacking')] },
      { rule: '10.1', topic: 'Hex and hexside bonds between units 2 hexes apart, and with the map edge', status: 'played', code: [e('rules/zoc')], tests: [t('bookExamples'), t('why')] },
      { rule: '10.2', topic: 'No movement into or across an enemy bond (retreat 17.2, supply 23.3 and advance 19.3 each cite their own)', status: 'played', code: [e('rules/movement'), e('rules/why')], tests: [t('why')] },
      { rule: '10.3', topic: 'No bond across 2 river or 2 wooded-rough hexsides; bonds cross lakes', status: 'played', code: [e('rules/zoc'), R], tests: [t('bookExamples')] },
      { rule: '10.4', topic: 'Negation by enemy units; crossing bonds', status: 'played', code: [e('rules/zoc')], tests: [t('rulesAudit')] },
    ],
  },
  {
    title: 'Movement (11), strategic movement and trucks (12)',
    rows: [
      { rule: '11.1', topic: 'Move one unit or stack at a time, MP by the TEC, along the player\'s own route (waypoints)', status: 'played', code: [e('actions/movement'), e('rules/movement'), R], tests: [t('moveRoute')] },
      { rule: '11.2', topic: 'Extended movement: non-mech +2 MA, not ending next to the enemy', status: 'played', code: [e('actions/movement'), e('rules/movement'), R], tests: [t('extendedMovement')] },
      { rule: '11.3', topic: 'Tactical movement: 2 hexes whatever the cost; the only movement of disrupted, routed and out-of-supply units; the only way infantry crosses an unbridged river or wooded-rough hexside', status: 'played', code: [e('actions/movement'), e('rules/movement'), R], tests: [t('rulesAudit')] },
      { rule: '11.4', topic: 'Rivers: vehicles never cross unbridged ones; infantry crosses one a Movement Phase; rivers inside towns ignored', status: 'played', code: [e('rules/movement'), R], tests: [t('rulesAudit')] },
      { rule: '11.5', topic: 'Vehicles enter and leave forest, West Wall and wooded rough only by road', status: 'played', code: [e('rules/movement')], tests: [t('rulesPlayedRight'), t('bookExamples')] },
      { rule: '11.7', topic: 'Primary, secondary and forest roads', status: 'played', code: [e('rules/movement'), R], tests: [t('rulesAudit')] },
      { rule: '11.9', topic: 'Leaving the map and the off-map boxes', status: 'played', code: [e('actions/exit'), e('actions/boxes')], tests: [t('boxes'), t('exitVictory')] },
      { rule: '11.10', topic: 'The German army boundary until 18AM: no move or advance across, disrupted retreating across it', status: 'partial', code: [e('rules/turnRules'), e('rules/movement'), R], tests: [t('armyBoundary')], missing: 'both lines on the East map are stand-ins (the 6th / 5th Pz Army line between rows 28 and 29, the 5th Pz / 7th Army line along 49.87°N between the 26 VG\'s and the 212 VG\'s setup bands): their printed courses are owed (issue 14). A unit stepping back to refit (25.2) never crosses it; a unit coming back from the dead pile is not checked against it, since the text does not say which side of the line such a unit belongs on' },
      { rule: '12.1', topic: 'Strategic movement: mechanized units and Allied artillery double their MA along roads; none out of supply', status: 'played', code: [e('rules/strategic'), R], tests: [t('rulesAudit')] },
      { rule: '12.2', topic: 'SM restrictions: no enemy ZOC, not ending stacked or next to another SM unit on the same road, stopping at an enemy roadblock', status: 'played', code: [e('rules/strategic')], tests: [t('rulesAudit')] },
      { rule: '12.3', topic: 'SM markers: German 6, Allied 10; a truck or prime mover is one', status: 'played', code: [e('rules/strategic'), R], tests: [t('trucks')] },
      { rule: '12.5', topic: 'A defender with an SM marker: no DCB and 1 right shift', status: 'played', code: [e('rules/odds'), R], tests: [t('rulesAudit')] },
      { rule: '12.6', topic: 'Trucks: Allied non-mech units on a road 2+ hexes from the enemy, or in an off-map box, board for their whole MA; reinforcements may arrive on them; 12 MP not doubled', status: 'played', code: [e('rules/trucks'), e('rules/entry'), R], tests: [t('trucks'), t('entry')] },
      { rule: '12.7', topic: 'SM and truck markers come off when the unit does not use them, retreats or goes Eng', status: 'played', code: [e('rules/trucks'), e('phases')], tests: [t('trucks')] },
    ],
  },
  {
    title: 'Reinforcements (13)',
    rows: [
      { rule: '13.1', topic: 'Entry at an entry hex with the full MA, paying the first hex (road rate); stopping in an enemy ZOC; entering by strategic or extended movement; waiting in the linked box', status: 'played', code: [e('rules/entry'), e('actions/enter'), e('actions/boxes'), R], tests: [t('entry'), t('boxes'), t('specialArrivals')] },
      { rule: '13.2', topic: 'US engineers: in a town or city free of the enemy and its ZOC, one a hex, overstacking, at most 2 hexes on arrival', status: 'played', code: [e('rules/arrival'), e('rules/hexLimit'), R], tests: [t('specialArrivals')] },
      { rule: '13.3', topic: 'Artillery reinforcements arrive Fired', status: 'played', code: [e('actions/enter')], tests: [t('choices')] },
      { rule: '13.4', topic: 'An enemy unit on an entry hex shuts its sector (the entry hexes of one off-map box) until units able to enter there, or in the box, with a defense of 6 block it from off the map; blockers stay off the map while the enemy stays, or until other units with a defense of 6 relieve them', status: 'played', code: [e('rules/blocking'), e('actions/enter'), R], tests: [t('entry')] },
      { rule: '13.5', topic: 'Allied attacks onto the map from off-map: the units that could enter there, its blockers and the units of its sector\'s box, once every enemy-held entry hex of the sector is blocked; one stack per road joining the hex to off-map (2 at 1601); Ready artillery of the box in support; on failure the attackers block the hex, on success they may advance, the entry hex first; in day Combat Phases (at night only Night-marked stacks on the map fight, 25.3)', status: 'played', code: [e('rules/offMapAttack'), e('actions/combat'), e('actions/advance'), R], tests: [t('offMapAttack')] },
    ],
  },
  {
    title: 'Combat (14, 15)',
    rows: [
      { rule: '14.1', topic: 'Voluntary attacks on adjacent hexes, once a phase each, one target hex, no split', status: 'played', code: [e('actions/combat'), e('rules/odds')], tests: [t('combat')] },
      { rule: '14.3', topic: 'Command and control: two divisions an attack; non-divisional units counted with the division they stack with', status: 'played', code: [e('actions/combat'), R], tests: [t('rulesPlayedRight')] },
      { rule: '14.4', topic: 'The combat procedure: demolition, odds rounded down, artillery (attacker first), shifts, roll, result', status: 'played', code: [e('actions/combat'), e('rules/odds'), R], tests: [t('combat'), t('bookExamples')] },
      { rule: '14.5', topic: 'The CRT clamp at 1:3 and 7:1', status: 'played', code: [e('rules/tables'), e('rules/odds'), R], tests: [t('bookExamples')] },
      { rule: '15.1', topic: 'DCB: the hex\'s single best; none for bracketed units or SM units; silhouette tanks at most +1', status: 'played', code: [e('rules/odds'), R], tests: [t('improvedPositions')] },
      { rule: '15.3', topic: 'Halving across a river (an intact bridge still halves)', status: 'played', code: [e('rules/odds'), R], tests: [t('rulesAudit')] },
      { rule: '15.4', topic: 'Halving a vehicle attacking where it could not move', status: 'played', code: [e('rules/odds'), R], tests: [t('rulesAudit')] },
      { rule: '15.5', topic: 'Wooded rough: halving out of it, height advantage; rivers inside ignored but bridges into it halve', status: 'played', code: [e('rules/odds'), R], tests: [t('bookExamples'), t('rulesPlayedRight')] },
      { rule: '15.6', topic: 'Allied air support from 23AM by day: ground-support markers rolled each Allied Movement Phase (1R, one a combat, the player\'s choice) and the Jabo table before each German attack', status: 'partial', code: [e('rules/air'), e('actions/combat'), R], tests: [t('airSupport')], missing: 'the Jabo table\'s rows are lost from the source (digest §4.8): the ruleset plays placeholder rows marked as such' },
      { rule: '15.7', topic: 'West Wall: +3 for German defenders only; Allied tanks and recon attacking it halved', status: 'played', code: [e('rules/odds'), R], tests: [t('rulesAudit')] },
      { rule: '15.8', topic: 'Improved positions: building, completion, +2 DCB, Hold, removal', status: 'played', code: [e('rules/positions'), e('rules/odds'), e('rules/hold'), R], tests: [t('improvedPositions')] },
    ],
  },
  {
    title: 'Combat results (16), retreat (17), disruption (18)',
    rows: [
      { rule: '16.1', topic: 'CRT results (A1, Eng, Eng+, EX, DR2–DR4*, D1*, FF)', status: 'played', code: [e('rules/results'), R], tests: [t('combat')] },
      { rule: '16.2', topic: 'Firefight: the attacker picks the lead unit or accepts Eng; elite tank lead modifier', status: 'played', code: [e('rules/firefight'), e('actions/combat'), R], tests: [t('choices'), t('combat'), t('rulesPlayedRight')] },
      { rule: '16.3', topic: 'The owner picks which unit loses a step; EX losses', status: 'played', code: [e('rules/results'), R], tests: [t('choices')] },
      { rule: '16.4', topic: 'Step losses: a step lost flips a unit, a 1-step or reduced unit is eliminated; a large unit (SP 2 on its reduced side) is replaced on its second loss by a remnant of its arm, if a remnant counter is free', status: 'partial', code: [e('rules/results')], tests: [t('stepLoss')], missing: 'large units and remnants are not played: no counter of the order of battle is a large unit (the counters\' factors were lost, digest §7) and the remnant counters are not in the text; until they are entered, a large unit\'s second loss eliminates it (25.2 already refuses a large unit\'s replacement with no remnant on the map)' },
      { rule: '16.5', topic: 'Eng: no move in the next Movement Phase, +2 to bridge demolition', status: 'played', code: [e('rules/results'), e('actions/movement'), R], tests: [t('combat')] },
      { rule: '16.6', topic: 'Attacker Advantage marker: placed by the attacker, 1R next turn, removal cases', status: 'played', code: [e('rules/advantage'), R], tests: [t('procedures')] },
      { rule: '16.7', topic: 'Hold table in a village, town, city, West Wall or improved position; Yes, No and CA (the defender\'s counter-attack on the hex it held, or its re-entry)', status: 'played', code: [e('rules/hold'), e('rules/counter'), R], tests: [t('procedures'), t('improvedPositions'), t('counterAttack')] },
      { rule: '17.1', topic: 'Retreat: the owner picks the path among those the priorities allow', status: 'played', code: [e('rules/retreat'), e('rules/results')], tests: [t('choices'), t('combat')] },
      { rule: '17.2', topic: 'Elimination in retreat (enemy units, bonds, ZOC past the first hex, unbridged Meuse, lakes; vehicle terrain)', status: 'played', code: [e('rules/retreat')], tests: [t('combat'), t('offMapRetreat')] },
      { rule: '17.3', topic: 'A defender eliminated for want of a retreat still gives a full advance', status: 'played', code: [e('rules/results')], tests: [t('rulesAudit')] },
      { rule: '17.5', topic: 'Units that retreated into a hex add no strength there and die if they must retreat again', status: 'played', code: [e('rules/odds'), e('rules/results')], tests: [t('rulesPlayedRight')] },
      { rule: '17.6', topic: 'Retreat off the map into an off-map box', status: 'played', code: [e('rules/retreat'), e('rules/results')], tests: [t('offMapRetreat')] },
      { rule: '17.7', topic: 'Artillery retreats and flips to Fired; German artillery without a prime mover dies beyond 1 hex', status: 'played', code: [e('rules/results')], tests: [t('rulesAudit'), t('germanArtillery')] },
      { rule: '17.8', topic: 'An Eng unit that must retreat loses the marker and retreats normally', status: 'played', code: [e('rules/results')], tests: [t('rulesAudit')] },
      { rule: '18.1', topic: 'Retreat 2: disrupted; 3–4: routed; again: worse, routed again: eliminated', status: 'played', code: [e('rules/results'), R], tests: [t('combat')] },
      { rule: '18.2', topic: 'Disrupted and routed: tactical movement only, not into enemy ZOC, no attack or support; 1R/2R against them', status: 'played', code: [e('actions/movement'), e('actions/combat'), R], tests: [t('rulesPlayedRight')] },
      { rule: '18.3', topic: 'Disrupted units keep ZOC, bonds, full DF and DCB', status: 'played', code: [e('rules/zoc')], tests: [t('rulesAudit')] },
      { rule: '18.4', topic: 'Rally Phase: recover away from the enemy, roll next to it (green +1, elite −1)', status: 'played', code: [e('phases'), R], tests: [t('rulesAudit')] },
    ],
  },
  {
    title: 'Advance (19), disengagement (20), tanks (21)',
    rows: [
      { rule: '19.1', topic: 'Restricted, normal and bonus advances; the road bonus for mechanized units', status: 'played', code: [e('actions/advance'), R], tests: [t('advance')] },
      { rule: '19.2', topic: 'Advance terrain: forest only first or by road; river and wooded-rough hexsides only first', status: 'played', code: [e('actions/advance'), R], tests: [t('rulesPlayedRight')] },
      { rule: '19.3', topic: 'Advance through ZOC and bonds (bonds only into the vacated hex)', status: 'played', code: [e('actions/advance')], tests: [t('advance')] },
      { rule: '19.4', topic: 'Breakthrough: one stack attacks again; mechanized full advance, others 1 hex; the group may join an attack on a hex next to it by units that have not attacked yet', status: 'played', code: [e('actions/advance'), e('actions/combat'), R], tests: [t('advance')] },
      { rule: '19.6', topic: 'Out-of-supply units advance 1 hex and make no breakthrough', status: 'played', code: [e('actions/advance')], tests: [t('advance')] },
      { rule: '20', topic: 'Disengagement: who may try (Eng units, others next to the enemy), the table and its modifiers, the owner picking an end 1 or 2 hexes away', status: 'played', code: [e('rules/disengage'), R], tests: [t('procedures')] },
      { rule: '20.4', topic: 'A non-Eng unit disengaging may not enter enemy ZOC', status: 'played', code: [e('rules/disengage')], tests: [t('procedures')] },
      { rule: '20.5', topic: 'Eng markers come off when disengagement is decided; Eng units that stay may attack', status: 'played', code: [e('phases')], tests: [t('procedures')] },
      { rule: '21.1', topic: 'Armor shift (no enemy TQ, or a greater grey TQ) and the defender\'s shift', status: 'played', code: [e('rules/odds'), R], tests: [t('bookExamples')] },
      { rule: '21.2', topic: 'Tank destroyers (red TQ): cancel the shift, −1 on Hold', status: 'played', code: [e('rules/hold'), R], tests: [t('rulesAudit')] },
      { rule: '21.3', topic: 'No armor shift into forest, wooded rough, West Wall or city, or across a hexside the tank cannot cross', status: 'played', code: [e('rules/odds')], tests: [t('rulesPlayedRight')] },
      { rule: '21.4', topic: 'Recon: a lone recon defender may take Eng as DR1 (its owner\'s choice); −1 on Disengagement', status: 'played', code: [e('rules/recon'), e('rules/disengage'), R], tests: [t('rulesAudit')] },
    ],
  },
  {
    title: 'Artillery (22)',
    rows: [
      { rule: '22.1', topic: 'No move and fire in one turn; Allied artillery moving more than 1 hex flips to Fired', status: 'played', code: [e('actions/movement'), e('rules/movement')], tests: [t('rulesPlayedRight')] },
      { rule: '22.2', topic: 'Shifting fire position: MA 1, one hex into any enterable hex, staying Ready', status: 'played', code: [e('actions/movement'), e('rules/movement'), R], tests: [t('rulesPlayedRight')] },
      { rule: '22.3', topic: 'German prime movers: 2 a turn for each Pz Army, 1 for the 7th Army, each for its army\'s artillery; MA 5 at mechanized rates, no SM, an SM marker\'s back; not flipped by moving; no support until the marker comes off in the next Artillery Supply Phase', status: 'played', code: [e('rules/primeMovers'), e('rules/movement'), e('rules/artillery'), R], tests: [t('germanArtillery')] },
      { rule: '22.4', topic: 'Range counted to the attacked hex, for both sides', status: 'played', code: [e('rules/artillery')], tests: [t('choices')] },
      { rule: '22.5', topic: 'Ready and Fired sides', status: 'played', code: [e('rules/artillery'), e('actions/combat')], tests: [t('choices')] },
      { rule: '22.6', topic: 'Each artillery unit supports one combat; up to 2 a side; the attacker declares first', status: 'played', code: [e('rules/artillery'), R], tests: [t('choices')] },
      { rule: '22.7', topic: 'Offensive support: 1R a unit, at most 2', status: 'played', code: [e('actions/combat'), R], tests: [t('choices')] },
      { rule: '22.8', topic: 'Defensive support on the defensive artillery table (mostly lost: placeholders)', status: 'partial', code: [e('actions/combat'), R], tests: [t('choices')], missing: 'the table\'s rows are lost from the source (digest §4.7): the ruleset holds placeholders marked as such' },
      { rule: '22.9', topic: 'Artillery never attacks alone, defends with its DF, supports other hexes only', status: 'played', code: [e('actions/combat'), e('rules/artillery')], tests: [t('rulesAudit')] },
    ],
  },
  {
    title: 'Supply (23), traffic (24), night and replacements (25), breakdown (26)',
    rows: [
      { rule: '23.1', topic: 'Supply check in the Supply Phase: OOS markers on and off', status: 'played', code: [e('rules/supply'), e('rules/surrender'), R], tests: [t('supply')] },
      { rule: '23.2', topic: 'Supply sources, blocked only by an enemy unit on them', status: 'played', code: [e('rules/supply')], tests: [t('supply')] },
      { rule: '23.3', topic: 'Land portion (4 hexes, one empty ZOC hex) and road portion (no blown bridge, no enemy roadblock)', status: 'played', code: [e('rules/supply'), R], tests: [t('supply')] },
      { rule: '23.4', topic: 'Out-of-supply penalties: 1L/1R, TQ −1, tactical movement only, no Ready flip, 1-hex advance', status: 'played', code: [e('rules/odds'), e('actions/movement'), R], tests: [t('supply')] },
      { rule: '23.6', topic: 'Isolation: LOC chains and isolated groups', status: 'played', code: [e('rules/surrender')], tests: [t('supply')] },
      { rule: '23.7', topic: 'Surrender table: points per group, split and merged groups, escape', status: 'partial', code: [e('rules/surrender'), R], tests: [t('supply')], missing: 'the surrender table is lost from the source (digest §4.9): its rows are placeholders' },
      { rule: '23.8', topic: 'Surrender levels 3/4/5; surrendered units never replaced', status: 'played', code: [e('rules/surrender'), R], tests: [t('supply')] },
      { rule: '24.2', topic: 'Traffic and Greif markers: +2 MP for enemy units, not tactical movement', status: 'played', code: [e('rules/traffic'), e('rules/movement'), R], tests: [t('procedures')] },
      { rule: '24.3', topic: 'Removal by two dice at the end of the Traffic Phase', status: 'played', code: [e('rules/traffic')], tests: [t('procedures')] },
      { rule: '24.5', topic: 'Placement: from the holding box, not on or next to one\'s own, the Allies not on the bottleneck; German markers from 17AM; one German marker out a PM turn from 19PM', status: 'played', code: [e('rules/traffic'), R], tests: [t('procedures')] },
      { rule: '24.7', topic: 'The St-Vith bottleneck: +4 MP for the Germans, +2 while they hold St-Vith', status: 'played', code: [e('rules/traffic'), R], tests: [t('procedures')] },
      { rule: '24.8', topic: 'Roadblocks: placement, SM stops, supply blocked, removal when passed, no replacements in their towns', status: 'played', code: [e('rules/traffic'), e('rules/supply'), R], tests: [t('procedures'), t('supply')] },
      { rule: '25.3', topic: 'Night markers: at most 3 stacks, marked in the PM Movement Phase, no PM attack', status: 'played', code: [e('rules/night'), R], tests: [t('night')] },
      { rule: '25.2', topic: 'Replacements at night: points, what they buy, recipients, placement, Replacement markers, never-replaced units', status: 'partial', code: [e('rules/replacement'), R], tests: [t('procedures'), t('armyBoundary')], missing: 'the points per night are lost from the turn track (placeholders); the army boundary (11.10) holds for a unit stepping back to refit, but a unit returning from the dead pile is not checked against it (the text does not say which side of the line it belongs on)' },
      { rule: '26', topic: 'Breakdown units: a regiment or combat command loses a step to form a 1-step Green battalion or task force, before it moves, disengages or advances (Eng allowed, disrupted not), limited by the counter mix; it counts in its parent\'s division and regiment; rejoins only its own parent, stacked, in a Movement Phase', status: 'partial', code: [e('rules/breakdown'), e('legal'), R], tests: [t('breakdown')], missing: 'the counter mix and the breakdown counters\' factors are not in the text (digest §7): the order of battle holds a stand-in pool marked placeholder (Allied 6 infantry battalions and 2 task forces, German 6 grenadier and 4 PzG battalions); a full CC splitting into 2 TFs plus its remnant is not played (each breakdown takes one step for one TF)' },
    ],
  },
  {
    title: 'Special units (27), weather (28), turn 1 (29)',
    rows: [
      { rule: '27.1', topic: '150 Pz Bde: infiltration and surprise while undetected, to 17PM', status: 'played', code: [e('rules/skorzeny'), R], tests: [t('specialUnits')] },
      { rule: '27.2', topic: 'von der Heydte: airdrop on 17AM, survival roll, no move on the drop turn', status: 'played', code: [e('rules/arrival'), R], tests: [t('specialArrivals')] },
      { rule: '27.3', topic: 'British: west of the Meuse and never on the East map (moves, arrivals, retreats, advances), no joint attacks with US units, artillery only for combats with a unit of its own nationality', status: 'played', code: [e('rules/nationality'), e('rules/turnRules'), e('rules/retreat'), e('actions/enter'), R, 'data/maps/ardennes44-west.map.json', 'src/validation/semantic/scenarioNationality.ts'], tests: [t('british')] },
      { rule: '27.4', topic: 'Sturmtiger and 217 Brummbär double their attack against villages, towns and cities', status: 'played', code: [e('rules/odds')], tests: [t('rulesAudit')] },
      { rule: '27.5', topic: 'KG Peiper moves and fights on the first night without markers, with the units stacked with it', status: 'played', code: [e('rules/night'), R], tests: [t('specialUnits')] },
      { rule: '27.6', topic: 'US 2nd ID RRD regiments: no move GT1, 1 hex GT2; more once the Germans reach 1837 or 1839', status: 'played', code: [e('rules/hexLimit'), R], tests: [t('specialUnits')] },
      { rule: '27.7', topic: 'The 106th sector: no Allied entry or attack into the 18 VG area on GT1–2 while Germans are in it', status: 'played', code: [e('rules/turnRules'), R], tests: [t('specialUnits')] },
      { rule: '27.8', topic: '9 Arm/CCB roll (optional, the scenario\'s `ccb9` switch): on 1–3 it must move into the St-Vith sector (St-Vith\'s 4 hexes south of the 5th Pz / 6th SS Pz army boundary) and stay until 17PM, released if it cannot reach it', status: 'played', code: [e('rules/sectorOrder'), e('rules/turnRules'), R], tests: [t('optionalRules'), t('armyBoundary')] },
      { rule: '27.9', topic: '653 Hv Jpz VI Bn arrival roll from GT4', status: 'played', code: [e('rules/release'), R], tests: [t('specialArrivals')] },
      { rule: '28.1', topic: 'Ground: mud to GT10, frozen from 21AM (the parenthesized TEC costs)', status: 'played', code: [e('rules/movement'), R], tests: [t('rulesAudit')] },
      { rule: '28.2', topic: 'Clear weather from 23AM: Allied air support, surrender −2, German fuel +1', status: 'played', code: [e('rules/air'), R], tests: [t('airSupport'), t('procedures')] },
      { rule: '29.1', topic: 'Red setup boxes: no move or disengagement on turn 1; V/187 and V/406 released by Germans next to them', status: 'played', code: [e('rules/turnRules'), R], tests: [t('turnOne')] },
      { rule: '29.2', topic: 'One 212 VG unit may move from 1006 to 1005 and stops there', status: 'not played', code: [], tests: [], missing: 'the move is an ordinary move on the reconstructed map; what the exception overrides on the printed map is not in the digest. The scenario\'s 212 VG unit in 1006, the German bank opposite Echternach (1106), is marked inferred (the rule states the move, not the setup)' },
      { rule: '29.3', topic: 'German division boundaries and the rear zone on turn 1', status: 'played', code: [e('rules/turnRules'), R], tests: [t('turnOne')] },
      { rule: '29.4', topic: 'Strategic surprise: only V/187 and V/406 give defensive support; no US strategic movement', status: 'played', code: [e('rules/turnRules'), e('rules/artillery'), R], tests: [t('turnOne')] },
      { rule: '29.5', topic: 'German corps artillery supports only attacks with a unit of its corps on turn 1', status: 'played', code: [e('rules/turnRules'), e('actions/combat'), R], tests: [t('germanArtillery')] }
    ],
  },
  {
    title: 'Victory (30), scenarios (31), optional rules (32–34)',
    rows: [
      { rule: '30.2', topic: 'German victory: victory hexes held or last passed, exit VP with a road supply line; in the campaign all 20 East hexes and one of A–D (exit by F or G, Liège, 4 Meuse towns, 8 West hexes), checked in every Allied Victory Phase', status: 'played', code: [e('rules/victory'), e('rules/victoryConditions'), e('actions/exit'), R, C], tests: [t('exitVictory'), t('campaign')] },
      { rule: '30.3', topic: 'Allied victory B: supplied units in 3 German starting division areas for two Victory Phases', status: 'played', code: [e('rules/victoryConditions'), C], tests: [t('campaign')] },
      { rule: '31', topic: 'The 6-turn scenario (10 VP), the 8-turn scenario (a variant of it: to 19PM, 14 VP, the 19AM and 19PM arrivals): airborne arriving by SM with 4 MP spent, exit VP; the campaign on both maps (16AM–26PM)', status: 'played', code: [e('rules/victory'), S, 'data/scenarios/ardennes44-8turn.scenario.json', C], tests: [t('exitVictory'), t('rulesPlayedRight'), t('eightTurn'), t('campaign'), t('joinedMaps')] },
      { rule: '32', topic: 'Fuel dump (optional): three sites, one real drawn in secret, revealed by a German unit next to it, a Belgian guard (DF 2, no DCB, no Hold, no ZOC, never retreats, its step lost only alone), capture and recapture, evacuation by road for −2 on the fuel tables, the SM attack at 1 left, destruction in the Allied Bridge Phase (1–4) or before a German attack on it (1–2), removal after 18PM', status: 'partial', code: [e('rules/fuelDump'), e('rules/fuel'), e('actions/combat'), R, 'data/maps/ardennes44-east.map.json'], tests: [t('fuelDump')], missing: 'the three sites are stand-ins (only Francorchamps is named; the printed sites are not in the text); test play shows the three sites alike but its state holds the real one' },
      { rule: '33', topic: 'Optional units (blue background), a switch on the scenario: US 11th Armored confined to the south-west corner (up to the Semois), US 90th ID once a German unit has crossed the Meuse and not before GT22, US 5th Armored from GT17 once a German unit is next to or across the Meuse, German 11 Pz and 10 SS Pz the turn after a German unit crosses the Meuse and never before GT11, Nordwind at GT21', status: 'partial', code: [e('rules/reached'), e('rules/release'), e('rules/nationality'), e('setup'), C, 'data/oob/ardennes44.oob.json', 'data/maps/ardennes44-west.map.json'], tests: [t('optionalUnits')], missing: 'the counters (their factors and which Nordwind units) are not in the text (digest §7): 24 stand-ins of their unit types, marked placeholder, as are the 11th Armored\'s and the 90th ID\'s arrival turns and entries; the optional German mech units\' slots on the fuel tables are not given (33.3), so they never run short of fuel; the Meuse crossing is any German unit west of the Meuse, not only between Givet and Liège' },
      { rule: '34', topic: 'Night infiltration (optional, the scenario\'s `nightInfiltration` switch): each unused Night marker moves one stack one hex at night; veteran and elite units into enemy ZOC, never into bonds; no attack that night', status: 'played', code: [e('rules/nightInfiltration'), e('rules/night'), R], tests: [t('optionalRules')] },
    ],
  },
];
