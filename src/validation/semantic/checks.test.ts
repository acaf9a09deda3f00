import { describe, expect, test } from 'vitest';
import { loadFixture, miniProject, miniRuleset } from '../../../tests/fixtures/miniProject';
import { DocumentText } from '../documentText';
import { validateProject } from '../validateProject';

type Docs = ReturnType<typeof miniProject>;
const R = 'rules/mini.rules.json';
const M = 'maps/mini.map.json';
const A = 'maps/mini-areas.map.json';
const O = 'oob/mini.oob.json';
const S = 'scenarios/mini.scenario.json';
const V = 'scenarios/mini-variant.scenario.json';
const P = 'playtests/mini.playtest.json';

interface Case {
  name: string;
  mutate: (d: Docs) => void;
  file: string;
  code: string;
  pointer: string;
  message?: RegExp;
  severity?: 'error' | 'warning';
}

/** A second map, numbered S0101…, laid beside the mini map by `offset` (its columns after the mini map's). */
function sideMap(d: Docs, offset: { columns: number; rows: number }, roads?: unknown[]) {
  const m = structuredClone(d[M]!);
  return { ...m, id: 'side', name: 'Side map', grid: { ...m.grid, numbering: { ...m.grid.numbering, prefix: 'S' } }, hexes: {}, hexsides: {}, roads: {}, places: {}, ruleHexes: undefined, victoryHexes: {}, entries: {}, supplySources: {}, hexSets: {}, offMapBoxes: {}, joins: { 'mini-map': { offset, ...(roads ? { roads } : {}) } } };
}

/** One failing case per check; the untouched fixture is the passing case for all of them. */
const cases: Case[] = [
  // documents
  { name: 'duplicate document id', mutate: (d) => void (d['rules/copy.rules.json'] = miniRuleset()), file: 'rules/copy.rules.json', code: 'doc/duplicate-id', pointer: '/id' },
  { name: 'map names an unknown ruleset', mutate: (d) => void (d[M]!.ruleset = 'minni'), file: M, code: 'ref/document', pointer: '/ruleset', message: /did you mean "mini"/ },
  { name: 'scenario uses an OOB of another ruleset', mutate: (d) => { d['rules/other.rules.json'] = { ...miniRuleset(), id: 'other' }; d[O]!.ruleset = 'other'; }, file: S, code: 'ref/ruleset-mismatch', pointer: '/oob' },
  { name: 'variant of an unknown scenario', mutate: (d) => void (d[V]!.variantOf = 'nope'), file: V, code: 'ref/document', pointer: '/variantOf' },
  { name: 'variant of a variant (a cycle A → B → A too)', mutate: (d) => void (d[S]!.variantOf = d[V]!.id), file: V, code: 'ref/variant-of-variant', pointer: '/variantOf', message: /is itself a variant/ },
  { name: 'a place a rule names sits elsewhere on the map', mutate: (d) => void (d[M]!.ruleHexes = { '0305': { rule: '27.6', place: 'townsville' } }), file: M, code: 'map/rule-hex-elsewhere', pointer: '/ruleHexes/0305/place', severity: 'warning', message: /rule 27.6 puts Townsville in 0305, but the map has it in 0304/ },
  { name: 'a bridge a rule names sits elsewhere on the map', mutate: (d) => void (d[M]!.ruleHexes = { '0203': { rule: '7.8', bridge: 'Old bridge' }, '0505': { rule: '7.8', bridge: 'Old bridge' } }), file: M, code: 'map/rule-hex-elsewhere', pointer: '/ruleHexes/0505/bridge', severity: 'warning', message: /puts the Old bridge bridge on a side of 0505, but the map has it on 0203\/N/ },
  { name: 'a rule hex names an unknown place', mutate: (d) => void (d[M]!.ruleHexes = { '0305': { rule: '27.6', place: 'townsvile' } }), file: M, code: 'ref/place', pointer: '/ruleHexes/0305/place', message: /did you mean "townsville"/ },
  { name: 'a map joins an unknown map', mutate: (d) => void (d[M]!.joins = { 'mini-mapp': { offset: { columns: 6, rows: 0 } } }), file: M, code: 'ref/map', pointer: '/joins/mini-mapp', message: /did you mean "mini-map"/ },
  { name: 'a join that breaks the stagger', mutate: (d) => void (d['maps/side.map.json'] = sideMap(d, { columns: 7, rows: 0 })), file: 'maps/side.map.json', code: 'map/join', pointer: '/joins/mini-map/offset', message: /breaks the stagger/ },
  { name: 'a join that lays two maps on each other', mutate: (d) => void (d['maps/side.map.json'] = sideMap(d, { columns: 2, rows: 0 })), file: 'maps/side.map.json', code: 'map/join', pointer: '/joins/mini-map/offset', message: /overlap/ },
  { name: 'a road across the seam between hexes that do not touch', mutate: (d) => void (d['maps/side.map.json'] = sideMap(d, { columns: 6, rows: 0 }, [{ class: 'primary', hexes: ['S0103', '0505'] }])), file: 'maps/side.map.json', code: 'map/join-road', pointer: '/joins/mini-map/roads/0/hexes/1', message: /not adjacent across the seam/ },
  { name: 'a scenario plays two maps with no join', mutate: (d) => { d['maps/side.map.json'] = { ...sideMap(d, { columns: 6, rows: 0 }), joins: undefined }; d[S]!.maps = ['mini-map', 'side']; }, file: S, code: 'map/join', pointer: '/maps', message: /has no join/ },
  { name: 'hexes of a terrain that is also a hexside type, none of whose sides has it', mutate: (d) => { d[R]!.hexsideTypes.forest = { name: 'Forest edge', crossing: { foot: 'tacticalOnly', wheels: 'prohibited' }, bridgeable: false }; }, file: M, code: 'map/terrain-without-hexsides', pointer: '/hexes/0203/terrain', severity: 'warning', message: /1 of the 1 Forest hexes have no Forest edge hexside on any side \(0203\)/ },
  { name: 'hexes of such a terrain, a side of which has it, owned by the hex or by its neighbour, are not listed', mutate: (d) => { d[R]!.hexsideTypes.forest = { name: 'Forest edge', crossing: { foot: 'tacticalOnly', wheels: 'prohibited' }, bridgeable: false }; Object.assign(d[M]!.hexes, { '0204': { terrain: 'forest' }, '0402': { terrain: 'forest' } }); Object.assign(d[M]!.hexsides!, { '0203/N': { features: ['river', 'forest'], bridge: { name: 'Old bridge' } }, '0205/N': { features: ['forest'] } }); }, file: M, code: 'map/terrain-without-hexsides', pointer: '/hexes/0402/terrain', severity: 'warning', message: /1 of the 3 Forest hexes have no Forest edge hexside on any side \(0402\)/ },
  { name: 'a river on the map edge, no hex beyond it, and no map joined there', mutate: (d) => void (d[M]!.hexsides!['0101/N'] = { features: ['river'] }), file: M, code: 'map/edge-hexside', pointer: '/hexsides/0101~1N', severity: 'warning', message: /0101\/N: this hexside is on the map's edge, with no hex beyond it, so its river divides nothing/ },
  { name: 'a grid larger than the engine plays', mutate: (d) => void (d[M]!.grid = { ...d[M]!.grid, columns: { first: 1, last: 400 }, rows: { first: 1, last: 400 }, numbering: { ...d[M]!.grid.numbering, columnDigits: 3, rowDigits: 3 } }), file: M, code: 'map/grid-too-large', pointer: '/grid', message: /400 columns × 400 rows is 160,000 hexes; Sandtable plays maps of up to 100,000 hexes/ },
  { name: 'a ruleset of a system the engine does not play', mutate: (d) => void (d[R]!.system = 'chess'), file: R, code: 'ruleset/system-unplayed', pointer: '/system', severity: 'warning', message: /not "chess": this ruleset and its scenarios can be edited and checked, but not test-played/ },
  { name: 'hex map with no hex records', mutate: (d) => void (d[M]!.hexes = {}), file: M, code: 'map/no-hexes', pointer: '/hexes', severity: 'warning' },
  { name: 'playtest of an unknown scenario', mutate: (d) => void (d[P]!.scenario = 'nope'), file: P, code: 'ref/document', pointer: '/scenario' },
  // ruleset references
  { name: 'unknown movement class', mutate: (d) => void (d[R]!.unitClasses.inf.movementClass = 'fot'), file: R, code: 'ref/ruleset', pointer: '/unitClasses/inf/movementClass', message: /did you mean "foot"/ },
  { name: 'unknown ground state in a cost', mutate: (d) => void (d[R]!.terrainTypes.clear.movement.wheels = { mud: 2, snow: 3 }), file: R, code: 'ref/ruleset', pointer: '/terrainTypes/clear/movement/wheels/snow' },
  { name: 'turn missing from turnOrder', mutate: (d) => void d[R]!.calendar.turnOrder.pop(), file: R, code: 'ref/ruleset', pointer: '/calendar/turns/T3' },
  { name: 'unknown sequence for a turn', mutate: (d) => void (d[R]!.calendar.turns.T2.sequence = 'night'), file: R, code: 'ref/ruleset', pointer: '/calendar/turns/T2/sequence' },
  { name: 'unknown action in a phase', mutate: (d) => void d[R]!.phases.movement.actions.push('fly'), file: R, code: 'ref/ruleset', pointer: '/phases/movement/actions/2' },
  { name: 'turn restriction of an unknown optional rule', mutate: (d) => void (d[R]!.calendar.turns.T2.restrictions = [{ kind: 'noStrategicMovement', option: 'nightInfiltraton', rule: '34' }]), file: R, code: 'ref/ruleset', pointer: '/calendar/turns/T2/restrictions/0/option' },
  { name: 'scenario switches on an optional rule the ruleset lacks', mutate: (d) => void (d[S]!.options = { fuelDmp: { enabled: true } }), file: S, code: 'ref/option', pointer: '/options/fuelDmp', message: /optional rule/ },
  { name: 'a unit sets up on a victory hex its side scores', mutate: (d) => void (d[S]!.setup.g2 = { hex: '0304' }), file: S, code: 'scenario/setup-on-victory-hex', pointer: '/setup/g2/hex', message: /sets up on Townsville \(0304\), so the German player starts with its 1 VP/, severity: 'warning' },
  { name: 'unknown phase in a sequence', mutate: (d) => void d[R]!.sequences.day.steps[0].phases.push('supply'), file: R, code: 'ref/ruleset', pointer: '/sequences/day/steps/0/phases/2' },
  { name: 'column shifts point at a die-roll table', mutate: (d) => void (d[R]!.tables.crt.shifts = 'ff'), file: R, code: 'ref/ruleset', pointer: '/tables/crt/shifts', message: /dieRoll table/ },
  { name: 'unknown fact in a condition', mutate: (d) => void (d[R]!.tables.shifts.entries.disrupted.when = { fact: 'defender.routed' }), file: R, code: 'ref/ruleset', pointer: '/tables/shifts/entries/disrupted/when/fact' },
  { name: 'unknown status in an effect', mutate: (d) => void (d[R]!.tables.crt.results.DR.effects[1].status = 'routed'), file: R, code: 'ref/ruleset', pointer: '/tables/crt/results/DR/effects/1/status' },
  { name: 'roll on an unknown table', mutate: (d) => void (d[R]!.tables.crt.results.DE.effects[0].options[1].effects[0].table = 'hold'), file: R, code: 'ref/ruleset', pointer: '/tables/crt/results/DE/effects/0/options/1/effects/0/table' },
  // tables
  { name: 'CRT misses a die result', mutate: (d) => void delete d[R]!.tables.crt.rows['6'], file: R, code: 'table/coverage', pointer: '/tables/crt/rows', message: /no result for roll 6/ },
  { name: 'CRT cell with an undefined code', mutate: (d) => void (d[R]!.tables.crt.rows['2']['3:1'] = 'DX'), file: R, code: 'table/result-code', pointer: '/tables/crt/rows/2/3:1', message: /unknown result "DX"/ },
  { name: 'CRT row misses a column', mutate: (d) => void delete d[R]!.tables.crt.rows['4']['2:1'], file: R, code: 'table/coverage', pointer: '/tables/crt/rows/4', message: /roll 4 has no result in column 2:1/ },
  { name: 'CRT clamp names a column it lacks', mutate: (d) => void (d[R]!.tables.crt.clamp.above = '7:1'), file: R, code: 'table/column', pointer: '/tables/crt/clamp/above' },
  { name: 'die-roll rows overlap', mutate: (d) => void (d[R]!.tables.ff.entries = { '1..3': 'Win', '3..6': 'Lose' }), file: R, code: 'table/overlap', pointer: '/tables/ff/entries', message: /roll 3 is covered by more than one row/ },
  { name: 'die-roll table has a gap', mutate: (d) => void (d[R]!.tables.ff.entries = { '1..2': 'Win', '4..6': 'Lose' }), file: R, code: 'table/coverage', pointer: '/tables/ff/entries', message: /no result for modified roll 3/ },
  { name: 'modifiers without a clamp policy', mutate: (d) => void delete d[R]!.tables.ff.modifiedRange, file: R, code: 'table/clamp-policy', pointer: '/tables/ff/modifiers', severity: 'warning' },
  { name: 'differential CRT misses differences', mutate: (d) => void delete d[R]!.tables.diff.rows['3..'], file: R, code: 'table/coverage', pointer: '/tables/diff/rows', message: /difference 3, 4 and 5/ },
  { name: 'dice-pool threshold with rating and value', mutate: (d) => void (d[R]!.tables.fire.thresholds.attacking.value = 3), file: R, code: 'table/threshold', pointer: '/tables/fire/thresholds/attacking' },
  { name: 'modifier with no value', mutate: (d) => void delete d[R]!.tables.shifts.entries.disrupted.value, file: R, code: 'table/modifier', pointer: '/tables/shifts/entries/disrupted' },
  // hex map
  { name: 'hex outside the map', mutate: (d) => void (d[M]!.hexes['0709'] = { terrain: 'forest' }), file: M, code: 'map/off-map', pointer: '/hexes/0709', message: /outside the map \(columns 1–6, rows 1–6\)/ },
  { name: 'hex number not of this grid', mutate: (d) => void (d[M]!.hexes['01020'] = { terrain: 'forest' }), file: M, code: 'map/hex-id', pointer: '/hexes/01020' },
  { name: 'unknown terrain', mutate: (d) => void (d[M]!.hexes['0203'].terrain = 'forrest'), file: M, code: 'ref/terrain', pointer: '/hexes/0203/terrain', message: /did you mean "forest"/ },
  { name: 'feature used as base terrain', mutate: (d) => void (d[M]!.hexes['0203'].terrain = 'town'), file: M, code: 'map/terrain-layer', pointer: '/hexes/0203/terrain' },
  { name: 'hexside written by the wrong owner', mutate: (d) => { d[M]!.hexsides['0202/S'] = d[M]!.hexsides['0203/N']; delete d[M]!.hexsides['0203/N']; d[S]!.markers.blown.hexside = '0202/S'; }, file: M, code: 'map/hexside-canonical', pointer: '/hexsides/0202~1S', message: /write it as 0203\/N/ },
  { name: 'hexside direction the grid lacks', mutate: (d) => void (d[M]!.hexsides['0203/E'] = { features: ['river'] }), file: M, code: 'map/hexside-id', pointer: '/hexsides/0203~1E' },
  { name: 'bridge not on a river', mutate: (d) => void (d[M]!.hexsides['0303/N'].bridge = {}), file: M, code: 'map/bridge', pointer: '/hexsides/0303~1N/bridge', message: /0303\/N: a bridge must sit on a River hexside \(rule 7\.6\)/ },
  { name: 'road jumps between hexes', mutate: (d) => void d[M]!.roads.r1.hexes.push('0105'), file: M, code: 'map/road-gap', pointer: '/roads/r1/hexes/3', message: /0103 and 0105 are not adjacent/ },
  { name: 'unknown road class', mutate: (d) => void (d[M]!.roads.r1.class = 'tertiary'), file: M, code: 'ref/road-class', pointer: '/roads/r1/class' },
  { name: 'entry links an unknown box', mutate: (d) => void (d[M]!.entries.A.offMapBox = 'east'), file: M, code: 'ref/box', pointer: '/entries/A/offMapBox' },
  // area map
  { name: 'connection to an unknown area', mutate: (d) => void (d[A]!.connections['a1-a2'].between = ['a1', 'a3']), file: A, code: 'ref/area', pointer: '/connections/a1-a2/between/1' },
  { name: 'bridge on a connection with no river', mutate: (d) => void (d[A]!.connections['Z-a1'].bridge = {}), file: A, code: 'map/bridge', pointer: '/connections/Z-a1/bridge' },
  { name: 'unknown area flag', mutate: (d) => void (d[A]!.areas.a2.flags = ['vp']), file: A, code: 'ref/flag', pointer: '/areas/a2/flags/0' },
  { name: 'two areas with one number', mutate: (d) => void (d[A]!.areas.a2.number = 1), file: A, code: 'map/duplicate-number', pointer: '/areas/a2/number' },
  { name: 'an area no road reaches', mutate: (d) => void (d[A]!.areas.a3 = { name: 'Three', number: 3 }), file: A, code: 'map/unreached', pointer: '/areas/a3', severity: 'warning', message: /no road reaches Three/ },
  { name: 'two roads joining the same areas', mutate: (d) => void (d[A]!.connections['a2-a1'] = { between: ['a2', 'a1'], road: 'primary' }), file: A, code: 'map/duplicate-connection', pointer: '/connections/a2-a1', severity: 'warning' },
  { name: 'a bridge on a road that crosses no river', mutate: (d) => void delete d[A]!.connections['a1-a2'].river, file: A, code: 'map/bridge', pointer: '/connections/a1-a2/bridge' },
  { name: 'an area map calibrated by a hex', mutate: (d) => void (d[A]!.background = { image: 'backgrounds/x.png', calibration: { points: [{ hex: '0101', x: 0, y: 0 }, { area: 'a9', x: 5, y: 5 }] } }), file: A, code: 'map/calibration', pointer: '/background/calibration/points/0' },
  // order of battle
  { name: 'formation parents form a loop', mutate: (d) => void (d[O]!.formations.army.parent = 'div'), file: O, code: 'oob/cycle', pointer: '/formations/army/parent' },
  { name: 'nationality of the other side', mutate: (d) => void (d[O]!.units.g1.nationality = 'us'), file: O, code: 'ref/oob', pointer: '/units/g1/nationality' },
  { name: 'unknown unit type', mutate: (d) => void (d[O]!.units.g1.type = 'mech'), file: O, code: 'ref/oob', pointer: '/units/g1/type' },
  { name: 'two steps and no back', mutate: (d) => void delete d[O]!.units.g1.back, file: O, code: 'oob/steps', pointer: '/units/g1' },
  { name: 'unknown morale', mutate: (d) => void (d[O]!.units.g1.front.morale = 'veteran'), file: O, code: 'ref/oob', pointer: '/units/g1/front/morale' },
  { name: 'formation of the other side', mutate: (d) => void (d[O]!.units.u1.formation = 'div'), file: O, code: 'oob/formation-side', pointer: '/units/u1/formation' },
  { name: 'table names a formation the OOB lacks', mutate: (d) => void d[R]!.tables.crt.results.AE.effects.push({ kind: 'outOfSupply', formations: ['div', '9Pz'], select: 'one', chooser: 'german' }), file: R, code: 'ref/formation', pointer: '/tables/crt/results/AE/effects/1/formations/1' },
  // scenario
  { name: 'set up an unknown unit', mutate: (d) => void (d[S]!.setup.g9 = { hex: '0101' }), file: S, code: 'ref/unit', pointer: '/setup/g9' },
  { name: 'set up off the map', mutate: (d) => void (d[S]!.setup.g2 = { hex: '0909' }), file: S, code: 'scenario/off-map', pointer: '/setup/g2/hex' },
  { name: 'vehicle set up in forest', mutate: (d) => void (d[S]!.setup.g2 = { hex: '0203' }), file: S, code: 'scenario/prohibited-terrain', pointer: '/setup/g2/hex', message: /0203 is forest, which Wheels units may not enter except by road \(TEC\)/ },
  { name: 'set up outside its division\'s setup area (3.4)', mutate: (d) => void (d[M]!.hexSets.setupA.formations = ['div']), file: S, code: 'scenario/setup-area', pointer: '/setup/g2/hex', message: /0102 is outside the Setup A \(3\.4\)/ },
  {
    name: 'corps artillery set up outside every division area of its corps (3.4)',
    mutate: (d) => {
      d[O]!.formations.corps = { name: 'Corps', level: 'corps', side: 'german', parent: 'army' };
      d[O]!.formations.div.parent = 'corps';
      d[O]!.units.g2.formation = 'corps';
      d[M]!.hexSets.setupA.formations = ['div'];
    },
    file: S,
    code: 'scenario/setup-area',
    pointer: '/setup/g2/hex',
    message: /0102 is outside the Setup A \(3\.4\)/,
  },
  { name: 'a unit set up anywhere in a hex set that reaches outside its division area (3.4)', mutate: (d) => { d[M]!.hexSets.setupA.formations = ['div']; d[M]!.hexSets.east = { name: 'East', purpose: 'region', hexes: ['0505', '0102'] }; d[S]!.setup.g2 = { hexSet: 'east' }; }, file: S, code: 'scenario/setup-area', pointer: '/setup/g2/hexSet', message: /the hex set east reaches outside the Setup A \(0102\) \(3\.4\)/ },
  { name: 'a unit set up within a hex set, on a hex outside it (3.4)', mutate: (d) => { d[M]!.hexSets.east = { name: 'East', purpose: 'region', hexes: ['0505'] }; d[S]!.setup.g2 = { hex: '0102', within: 'east' }; }, file: S, code: 'scenario/setup-area', pointer: '/setup/g2/hex', message: /0102 is outside East, where it sets up \(3\.4\)/ },
  { name: 'a unit set up within an unknown hex set', mutate: (d) => void (d[S]!.setup.g2 = { hex: '0102', within: 'setupa' }), file: S, code: 'ref/hex-set', pointer: '/setup/g2/within', message: /did you mean "setupA"/ },
  { name: 'a setup hex over the stacking points', mutate: (d) => { d[R]!.stacking.limits.push({ measure: 'stackingPoints', max: 3 }); d[O]!.units.g1.front.stackingPoints = 3; d[O]!.units.g2.front.stackingPoints = 1; d[S]!.setup.g1 = { hex: '0102' }; }, file: S, code: 'scenario/overstacked', pointer: '/setup/g2/hex', message: /0102 starts with 4 stacking points \(g1, g2\); at most 3/ },
  { name: 'an improved position at the start where none may be built', mutate: (d) => { d[R]!.terrainTypes.clear.fortificationAllowed = false; d[S]!.setup.g2 = { hex: '0102', withImprovedPosition: true }; }, file: S, code: 'scenario/position-terrain', pointer: '/setup/g2/withImprovedPosition', message: /0102 has .*where no improved position may be built \(15\.8\)/ },
  { name: 'a starting unit left unplaced', mutate: (d) => { d[O]!.units.g2.setup = { box: 'white' }; delete d[S]!.setup.g2; }, file: S, code: 'scenario/unplaced', pointer: '/setup', severity: 'warning', message: /1 starting unit is not placed: g2/ },
  { name: 'placement in two places', mutate: (d) => void (d[S]!.setup.g2 = { hex: '0102', hexSet: 'setupA' }), file: S, code: 'scenario/placement', pointer: '/setup/g2' },
  { name: 'set up and arriving', mutate: (d) => void d[S]!.reinforcements.r1.units.push('g2'), file: S, code: 'scenario/placed-and-arriving', pointer: '/reinforcements/r1/units/1' },
  { name: 'arriving twice', mutate: (d) => void (d[S]!.reinforcements.r2 = { turn: 'T3', units: ['u1'], entry: { letters: ['A'] } }), file: S, code: 'scenario/arrives-twice', pointer: '/reinforcements/r2/units/0' },
  { name: 'unknown entry letter', mutate: (d) => void (d[S]!.reinforcements.r1.entry = { letters: ['Q'] }), file: S, code: 'ref/entry', pointer: '/reinforcements/r1/entry/letters/0' },
  { name: 'entering at the enemy side\'s entry', mutate: (d) => void (d[S]!.reinforcements.r1.entry = { letters: ['K'] }), file: S, code: 'scenario/entry-side', pointer: '/reinforcements/r1/units/0' },
  { name: 'unknown arrival roll table', mutate: (d) => void (d[S]!.reinforcements.r1.arrives = { roll: 'airdrp' }), file: S, code: 'ref/table', pointer: '/reinforcements/r1/arrives/roll' },
  { name: 'unknown turn', mutate: (d) => void (d[S]!.reinforcements.r1.turn = 'T9'), file: S, code: 'ref/turn', pointer: '/reinforcements/r1/turn' },
  { name: 'a release roll on a group of two formations', mutate: (d) => { d[S]!.reinforcements.r1.units = ['u1', 'g1']; d[S]!.reinforcements.r1.release = { description: 'rolls', table: 'ff', rule: '27.9' }; }, file: S, code: 'scenario/release-mixed-group', pointer: '/reinforcements/r1/units', severity: 'warning', message: /holds units of 2 formations \(usdiv, div\)/ },
  { name: 'a confined nationality sets up off its ground (27.3)', mutate: (d) => { d[R]!.nationalityRules = { us: { confinedTo: 'westBank', rule: '27.3' } }; d[M]!.hexSets!.west = { name: 'West bank', purpose: 'westBank', hexes: ['0101'] }; d[S]!.setup.u1 = { hex: '0505' }; d[S]!.reinforcements = {}; }, file: S, code: 'scenario/setup-off-ground', pointer: '/setup/u1/hex', message: /0505 is not its nationality's ground; it may only be in the hexes of purpose westBank \(27.3\)/ },
  { name: 'a confined nationality arrives where none of its entries is its ground (27.3)', mutate: (d) => { d[R]!.nationalityRules = { us: { confinedTo: 'westBank', rule: '27.3' } }; d[M]!.hexSets!.west = { name: 'West bank', purpose: 'westBank', hexes: ['0202'] }; }, file: S, code: 'scenario/entry-off-ground', pointer: '/reinforcements/r1/entry', severity: 'warning', message: /u1 may only be in the hexes of purpose westBank \(27.3\), and none of the entry hexes \(0101\) is/ },
  { name: 'last turn before first', mutate: (d) => { d[S]!.firstTurn = 'T3'; d[S]!.lastTurn = 'T1'; }, file: S, code: 'scenario/turns', pointer: '/lastTurn' },
  { name: 'reinforcement outside the scenario\'s turns', mutate: (d) => void (d[S]!.lastTurn = 'T1'), file: S, code: 'scenario/turn-range', pointer: '/reinforcements/r1/turn', severity: 'warning' },
  { name: 'blown bridge where there is no bridge', mutate: (d) => void (d[S]!.markers.blown.hexside = '0303/N'), file: S, code: 'scenario/marker-bridge', pointer: '/markers/blown/hexside' },
  { name: 'roadblock off the road', mutate: (d) => void (d[S]!.markers.rb.hex = '0505'), file: S, code: 'scenario/marker-road', pointer: '/markers/rb/hex' },
  { name: 'unknown marker type', mutate: (d) => void (d[S]!.markers.rb.type = 'roadBlock'), file: S, code: 'ref/marker-type', pointer: '/markers/rb/type', message: /did you mean "roadblock"/ },
  { name: 'composite names an unknown condition', mutate: (d) => void d[S]!.victory.conditions.both.of.push('liege'), file: S, code: 'ref/condition', pointer: '/victory/conditions/both/of/2' },
  { name: 'VP for places controlled that name no places', mutate: (d) => void delete d[S]!.victory.conditions.vp.sources[0].at, file: S, code: 'scenario/vp-where', pointer: '/victory/conditions/vp/sources/0', message: /VP for control need "at", the places they count/ },
  { name: 'a VP label naming another threshold', mutate: (d) => void (d[S]!.victory.conditions.vp.label = 'The Germans win with 10 VP'), file: S, code: 'scenario/victory-label', pointer: '/victory/conditions/vp/label', severity: 'warning', message: /the label says 10 VP, but the condition counts 1: change the label or the number/ },
  { name: 'victory at an unknown hex set', mutate: (d) => void (d[S]!.victory.conditions.hold.at = { hexSet: 'setupB' }), file: S, code: 'ref/hex-set', pointer: '/victory/conditions/hold/at/hexSet' },
  { name: 'variant patch path does not exist', mutate: (d) => void (d[V]!.changes.c2.ops[0].path = '/units/g9/front/attack'), file: V, code: 'scenario/patch-path', pointer: '/changes/c2/ops/0/path' },
  { name: 'variant copy differs from its base (not played)', mutate: (d) => void (d[V]!.setup = { g1: { hex: '0101' } }), file: V, code: 'scenario/variant-copy', pointer: '/setup', severity: 'warning', message: /not played\. Record the edit into the variant/ },
  // playtest
  { name: 'unknown action type', mutate: (d) => void (d[P]!.actions[0].type = 'teleport'), file: P, code: 'ref/action', pointer: '/actions/0/type' },
  { name: 'unknown unit in an action', mutate: (d) => void (d[P]!.actions[0].unit = 'g7'), file: P, code: 'ref/unit', pointer: '/actions/0/unit' },
  // provenance
  { name: 'lost value is a warning at the value', mutate: (d) => void (d[O]!.units.u2.provenance['/front/attack'] = { source: '§6', confidence: 'lost' }), file: O, code: 'provenance/lost', pointer: '/units/u2/front/attack', severity: 'warning' },
  { name: 'placeholder value is a warning', mutate: (d) => void (d[O]!.units.u2.provenance['/front/attack'] = { source: '§6', confidence: 'placeholder', note: 'stand-in' }), file: O, code: 'provenance/placeholder', pointer: '/units/u2/front/attack', severity: 'warning', message: /stand-in\./ },
  { name: 'a placeholder on a hexside names the hexside as written, not as a pointer escapes it', mutate: (d) => void ((d[M]!.hexsides['0303/N'] as { provenance?: object }).provenance = { '/features': { source: '§3', confidence: 'placeholder' } }), file: M, code: 'provenance/placeholder', pointer: '/hexsides/0303~1N/features', severity: 'warning', message: /^hexsides\/0303\/N\/features: placeholder value/ },
  { name: 'provenance of a field that is not there', mutate: (d) => void (d[O]!.units.u2.provenance['/front/tq'] = { source: '§6', confidence: 'stated' }), file: O, code: 'provenance/dangling', pointer: '/units/u2/provenance/~1front~1tq', severity: 'warning' },
];

describe('semantic checks', () => {
  test('the fixture project has no problems at all (the passing case of every check)', () => {
    const { problems, documents } = loadFixture(miniProject());
    expect(problems).toEqual([]);
    expect(documents).toHaveLength(7);
  });

  test('a variant change may patch what an earlier change added; a switched-off change is not applied', () => {
    const docs = miniProject();
    docs[V]!.changes.c3 = { label: 'New hex', target: { kind: 'map', id: 'mini-map' }, ops: [{ op: 'add', path: '/hexes/0101', value: { terrain: 'clear' } }] };
    docs[V]!.changes.c4 = { label: 'Repaint it', target: { kind: 'map', id: 'mini-map' }, ops: [{ op: 'replace', path: '/hexes/0101/terrain', value: 'forest' }] };
    expect(loadFixture(docs).problems).toEqual([]);
    docs[V]!.changes.c3.off = true;
    const { problems } = loadFixture(docs);
    expect(problems.map((p) => [p.code, p.pointer, p.message])).toEqual([['scenario/patch-path', '/changes/c4/ops/0/path', 'changes/c4: replace /hexes/0101/terrain — /hexes/0101/terrain does not exist in map "mini-map" (after the changes before it)']]);
  });

  test('a variant’s copy of its base’s values owes nothing (their provenance is the base’s)', () => {
    const docs = miniProject();
    docs[O]!.units.u2.provenance['/front/attack'] = { source: '§6', confidence: 'lost' };
    docs[V]!.setup.u2 = { ...docs[S]!.setup.u2, provenance: { '/box': { source: '§6', confidence: 'placeholder' } } };
    docs[S]!.setup.u2 = docs[V]!.setup.u2;
    const { problems } = loadFixture(docs);
    expect(problems.filter((p) => p.file === V)).toEqual([]);
    expect(problems.filter((p) => p.file === S && p.code === 'provenance/placeholder')).toHaveLength(1);
  });

  test('checked again, the same documents give the same problems (kept per document and text); a changed document, or the same in another text, is found afresh', () => {
    const docs = miniProject();
    docs[O]!.units.u2.provenance['/front/attack'] = { source: '§6', confidence: 'lost' };
    const loaded = loadFixture(docs).documents;
    const first = validateProject(loaded);
    expect(first.some((p) => p.code === 'provenance/lost')).toBe(true);
    const again = validateProject(loaded);
    expect(again).toEqual(first);
    expect(again.find((p) => p.code === 'provenance/lost')).toBe(first.find((p) => p.code === 'provenance/lost')); // the same object: problems are read, never changed
    // The order of battle edited (a new object): its owed values are found again.
    const oob = loaded.find((d) => d.file === O)!;
    const doc = structuredClone(oob.doc) as unknown as Docs[typeof O];
    doc.units.u2.provenance['/front/defense'] = { source: '§6', confidence: 'placeholder' };
    const edited = loaded.map((d) => (d === oob ? ({ ...d, doc } as unknown as typeof d) : d));
    expect(validateProject(edited).filter((p) => p.file === O && p.code.startsWith('provenance/')).map((p) => p.pointer)).toEqual(['/units/u2/front/attack', '/units/u2/front/defense']);
    // The same document object in a text laid out otherwise: placed in that text.
    const text = JSON.stringify(oob.doc);
    const moved = loaded.map((d) => (d === oob ? ({ ...d, source: new DocumentText(O, text) } as unknown as typeof d) : d));
    const lost = validateProject(moved).find((p) => p.code === 'provenance/lost')!;
    expect(lost.line).toBe(1);
    expect(text.slice(lost.offset, lost.offset + lost.length)).toBe(String((oob.doc as unknown as Docs[typeof O]).units.u2.front.attack));
  });

  test.each(cases)('$name', ({ mutate, file, code, pointer, message, severity }) => {
    const docs = miniProject();
    mutate(docs);
    const { problems } = loadFixture(docs);
    const hit = problems.find((p) => p.code === code && p.file === file && p.pointer === pointer);
    expect(hit, `expected ${code} at ${file}#${pointer}; got:\n${problems.map((p) => `${p.code} ${p.file}#${p.pointer} ${p.message}`).join('\n')}`).toBeDefined();
    expect(hit!.severity).toBe(severity ?? 'error');
    if (message) expect(hit!.message).toMatch(message);
    expect(hit!.line).toBeGreaterThan(1);
    expect(hit!.column).toBeGreaterThan(1);
  });
});
