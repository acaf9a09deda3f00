/**
 * Rules the audit of the rule table (tests/engine/coverage) found played with no test naming them:
 * each case here is set up on the bare map of the fixtures (all clear, one primary road up column 20)
 * and checks the book's statement with its numbers.
 */
import { describe, expect, it } from 'vitest';
import { attackOdds, compile, createGame, legalActions, movementRange, type Game, type GameDocuments } from './hexEngine';
import { ardennesDocs, bareDocs, lastEvents, refusal, sandbox, step, type Editable } from './fixtures';
import { dirIndex, distanceOf } from '../../src/engine/systems/hexOdds/compile';
import { Draft } from '../../src/engine/systems/hexOdds/draft';
import { applyEffects, retreatAlong } from '../../src/engine/systems/hexOdds/rules/results';
import { bondsOf, enemyView } from '../../src/engine/systems/hexOdds/rules/zoc';
import type { GameState } from '../../src/engine/systems/hexOdds/types';
import { table } from '../../src/engine/systems/hexOdds/rules/tables';

const US = 'us-28id-start-1';
const US2 = 'us-28id-start-2';
const US_TANK = 'us-4-70-tnk-minus'; // grey TQ 3
const TD3 = 'us-4-803-td'; // red TQ 3
const TD4 = 'us-7-arm-814-td'; // red TQ 4
const US_ART = 'us-v-187';
const DE = 'de-26vg-start-1';
const DE_TANK = 'de-2pz-start-1'; // grey TQ 4 silhouette tank
const STURMTIGER = 'de-sturmtiger';
const RING = ['de-2pz-start-2', 'de-2pz-start-3', 'de-116pz-start-1', 'de-116pz-start-2', 'de-116pz-start-3', 'de-18vg-start-1'];

type Cell = { terrain?: string; features?: string[] };
/** The bare map with some hexes given terrain and some hexsides given features. */
function docsWith(hexes: Record<string, Cell> = {}, sides: [string, string, string][] = []): GameDocuments {
  return bareDocs((d: Editable) => {
    (d.map as { hexes: Record<string, unknown> }).hexes = { ...hexes };
    const c = compile(d as GameDocuments);
    const out: Record<string, unknown> = {};
    for (const [a, b, feature] of sides) {
      const k = c.ordinal.get(a)!;
      out[c.sideId[k * 6 + dirIndex(c.nb, k, c.ordinal.get(b)!)]!] = { features: [feature] };
    }
    (d.map as { hexsides: Record<string, unknown> }).hexsides = out;
  });
}
const at = (positions: Record<string, string>, side: string, phaseId: string, docs = docsWith(), turn = '17AM') => sandbox(positions, { side, phaseId, turn, docs });
/** The odds of an attack the rules allow (a refusal fails the test). */
const odds = (g: Game, units: string[], target: string) => {
  const o = attackOdds(g, units, target);
  if ('reason' in o) throw new Error(o.reason);
  return o;
};
const patch = (g: Game, id: string, p: Partial<GameState['units'][string]>): Game => ({ ...g, state: { ...g.state, units: { ...g.state.units, [id]: { ...g.state.units[id]!, ...p } } } });
const neighbours = (g: Game, hex: string) => {
  const k = g.compiled.ordinal.get(hex)!;
  return [...g.compiled.nb.subarray(k * 6, k * 6 + 6)].filter((n) => n >= 0).map((n) => g.compiled.ids[n]!);
};

describe('setup (3.2)', () => {
  it('3.2: units start on their scenario hexes, reinforcements wait for their turn, artillery Ready, blown bridges and the Allied roadblocks at 2312 and 2111 in place', () => {
    const g = createGame(ardennesDocs(), { seed: 'setup' });
    const sc = g.compiled.docs.scenario;
    for (const [id, place] of Object.entries(sc.setup)) if (place.hex && g.compiled.units.has(id)) expect(g.state.units[id]!.loc).toEqual({ hex: place.hex });
    for (const [group, r] of Object.entries(sc.reinforcements)) for (const id of r.units) if (!(id in sc.setup)) expect(g.state.units[id]!.loc).toEqual({ arriving: group });
    expect(Object.values(g.state.units).filter((u) => u.fired)).toEqual([]);
    expect(g.state.roadblocks).toEqual({ '2312': 'allied', '2111': 'allied' });
    expect(g.state.blown.length).toBe(Object.values(sc.markers ?? {}).filter((m) => m.type === 'bridgeBlown').length);
    expect(g.state.blown.length).toBeGreaterThan(0);
  });
});

describe('bonds and ZOC (10.4, 18.3)', () => {
  it('10.4: a hex bond is cancelled while an enemy unit stands in the pinched hex', () => {
    const free = at({ [US]: '2006', [US2]: '2008' }, 'german', 'movement');
    const pinched = at({ [US]: '2006', [US2]: '2008', [DE]: '2007' }, 'german', 'movement');
    const hex = free.compiled.ordinal.get('2007')!;
    expect(bondsOf(free.compiled, free.state, 'allied').hexes.has(hex)).toBe(true);
    expect(bondsOf(pinched.compiled, pinched.state, 'allied').hexes.has(hex)).toBe(false);
  });

  it('18.3: disrupted and routed units keep their ZOC and their bonds', () => {
    const g = patch(patch(at({ [US]: '2006', [US2]: '2008' }, 'german', 'movement'), US, { status: 'disrupted' }), US2, { status: 'routed' });
    const view = enemyView(g.compiled, g.state, 'german');
    for (const h of neighbours(g, '2006')) expect(view.enemyZoc[g.compiled.ordinal.get(h)!]).toBeTruthy();
    expect(view.bonds.hexes.has(g.compiled.ordinal.get('2007')!)).toBe(true);
  });
});

describe('movement (11.3, 11.4, 11.7, 28.1)', () => {
  it('11.3: tactical movement goes 2 hexes whatever they cost, never 3', () => {
    const g = patch(at({ [US]: '1510' }, 'allied', 'movement', docsWith(Object.fromEntries(['1410', '1310', '1511', '1512', '1610', '1710'].map((h) => [h, { terrain: 'forest' }])))), US, { status: 'disrupted' });
    const targets = legalActions(g).actions.filter((a) => a.type === 'tacticalMove' && a.unit === US).map((a) => a.target!);
    expect(targets).toEqual(expect.arrayContaining(['1310', '1512', '1710']));
    const far = (h: string) => distanceOf(g.compiled, g.compiled.ordinal.get('1510')!, g.compiled.ordinal.get(h)!);
    expect(Math.max(...targets.map(far))).toBe(2);
  });

  it('11.4: an unbridged river: a vehicle never crosses; infantry crosses only by tactical movement', () => {
    const docs = docsWith({}, [['1506', '1507', 'river']]);
    const tank = at({ [US_TANK]: '1506' }, 'allied', 'movement', docs);
    expect(refusal(tank, { type: 'move', side: 'allied', unit: US_TANK, path: ['1506', '1507'] })).toMatchObject({ reason: expect.stringMatching(/river/i) });
    // The way to 1507 goes round the river hexside.
    expect(movementRange(tank, US_TANK).find((r) => r.hex === '1507')?.path).toHaveLength(3);
    const inf = at({ [US]: '1506' }, 'allied', 'movement', docs);
    expect(refusal(inf, { type: 'move', side: 'allied', unit: US, path: ['1506', '1507'] })).toMatchObject({ reason: expect.stringMatching(/tactical/i) });
    expect(step(inf, { type: 'tacticalMove', side: 'allied', unit: US, target: '1507' }).state.units[US]!.loc).toEqual({ hex: '1507' });
  });

  it('11.7: a vehicle pays ½ MP a primary-road hex and 2 MP a clear hex off the road in mud', () => {
    const g = at({ [US_TANK]: '2001' }, 'allied', 'movement');
    const reach = movementRange(g, US_TANK);
    expect(reach.find((r) => r.hex === '2004')?.mpLeft).toBe(8 - 1.5);
    expect(reach.find((r) => r.hex === '1901')?.mpLeft).toBe(8 - 2);
  });

  it('28.1: from 21AM the ground is frozen and vehicles pay the parenthesized costs (clear 1 MP, not 2)', () => {
    const mud = movementRange(at({ [US_TANK]: '1510' }, 'allied', 'movement'), US_TANK).find((r) => r.hex === '1410');
    const frozen = movementRange(at({ [US_TANK]: '1510' }, 'allied', 'movement', docsWith(), '21AM'), US_TANK).find((r) => r.hex === '1410');
    expect(mud?.mpLeft).toBe(6);
    expect(frozen?.mpLeft).toBe(7);
  });
});

describe('strategic movement (12.1, 12.2, 12.5)', () => {
  it('12.1: a mechanized unit doubles its MA along roads; an infantry unit off trucks and an out-of-supply unit may not', () => {
    const g = at({ [US_TANK]: '2001' }, 'allied', 'movement');
    expect(movementRange(g, US_TANK, 'strategic').find((r) => r.hex === '2020')?.mpLeft).toBe(16 - 9.5);
    expect(refusal(at({ [US]: '2001' }, 'allied', 'movement'), { type: 'move', side: 'allied', unit: US, target: '2010', mode: 'strategic' })).toMatchObject({ rule: '12.1' });
    expect(refusal(patch(g, US_TANK, { oos: true }), { type: 'move', side: 'allied', unit: US_TANK, target: '2010', mode: 'strategic' })).toMatchObject({ reason: expect.stringMatching(/out of supply/) });
  });

  it('12.2: not from an enemy ZOC, not ending stacked, not ending next to another unit with an SM marker on the same road', () => {
    expect(refusal(at({ [US_TANK]: '2005', [DE]: '1905' }, 'allied', 'movement'), { type: 'move', side: 'allied', unit: US_TANK, target: '2015', mode: 'strategic' })).toMatchObject({ rule: '12.2', reason: expect.stringMatching(/starts in an enemy ZOC/) });
    expect(refusal(at({ [US_TANK]: '2001', [US]: '2012' }, 'allied', 'movement'), { type: 'move', side: 'allied', unit: US_TANK, target: '2012', mode: 'strategic' })).toMatchObject({ rule: '12.2' });
    const marked = patch(at({ [US_TANK]: '2001', [TD3]: '2013' }, 'allied', 'movement'), TD3, { sm: true });
    expect(refusal(marked, { type: 'move', side: 'allied', unit: US_TANK, target: '2012', mode: 'strategic' })).toMatchObject({ rule: '12.2', reason: expect.stringMatching(/SM marker/) });
    // Next to it but on another road (no road between the two hexes): not adjacent for 12.2.
    const elsewhere = patch(at({ [US_TANK]: '2001', [TD3]: '1912' }, 'allied', 'movement'), TD3, { sm: true });
    expect(neighbours(elsewhere, '2012')).toContain('1912');
    expect(refusal(elsewhere, { type: 'move', side: 'allied', unit: US_TANK, target: '2012', mode: 'strategic' })).toBeUndefined();
  });

  it('12.5: a defender with an SM marker gets no DCB, and the attacker 1 right shift', () => {
    const g = at({ [US]: '2006', [DE]: '2007' }, 'german', 'combat', docsWith({ '2006': { terrain: 'lightWoods' } }));
    expect(attackOdds(g, [DE], '2006')).toMatchObject({ dcb: 1, facts: { 'defender.strategicMovement': false } });
    const marked = odds(patch(g, US, { sm: true }), [DE], '2006');
    expect(marked).toMatchObject({ dcb: 0, facts: { 'defender.strategicMovement': true } });
    expect(marked.shifts).toContainEqual(expect.objectContaining({ value: 1, rule: expect.stringMatching(/12\.5/) }));
  });
});

describe('combat modifiers (15.3, 15.4, 15.7, 21.2, 22.9, 27.4)', () => {
  it('15.3: an attack across an unbridged river is halved, rounded up', () => {
    const g = at({ [US]: '1506', [DE]: '1507' }, 'german', 'combat', docsWith({}, [['1506', '1507', 'river']]));
    expect(odds(g, [DE], '1506').halved).toEqual([expect.stringMatching(/across a river \(15\.3\)/)]);
  });

  it('15.4: a vehicle attacking into forest across a roadless hexside is halved', () => {
    const g = at({ [US]: '1510', [DE_TANK]: '1511' }, 'german', 'combat', docsWith({ '1510': { terrain: 'forest' } }));
    expect(odds(g, [DE_TANK], '1510').halved).toEqual([expect.stringMatching(/could not move \(15\.4\)/)]);
  });

  it('15.7: the West Wall gives +3 to German defenders only, and halves Allied tanks attacking it', () => {
    const ww = docsWith({ '2006': { terrain: 'clear', features: ['westWall'] } });
    expect(attackOdds(at({ [DE]: '2006', [US]: '2007' }, 'allied', 'combat', ww), [US], '2006')).toMatchObject({ dcb: 3 });
    expect(attackOdds(at({ [US]: '2006', [DE]: '2007' }, 'german', 'combat', ww), [DE], '2006')).toMatchObject({ dcb: 0 });
    expect(odds(at({ [DE]: '2006', [US_TANK]: '2007' }, 'allied', 'combat', ww), [US_TANK], '2006').halved).toEqual([expect.stringMatching(/West Wall \(15\.7\)/)]);
  });

  it('21.2: a tank destroyer never earns the armor shift, and a red TQ at least the attacker\'s grey TQ cancels it', () => {
    expect(attackOdds(at({ [TD4]: '2006', [DE]: '2007' }, 'allied', 'combat'), [TD4], '2007')).toMatchObject({ facts: { 'attacker.armorShift': false } });
    expect(attackOdds(at({ [DE_TANK]: '2006', [US]: '2007', [TD4]: '2007' }, 'german', 'combat'), [DE_TANK], '2007')).toMatchObject({ facts: { 'attacker.armorShift': false } });
    expect(attackOdds(at({ [DE_TANK]: '2006', [US]: '2007', [TD3]: '2007' }, 'german', 'combat'), [DE_TANK], '2007')).toMatchObject({ facts: { 'attacker.armorShift': true } });
  });

  it('22.9: artillery does not attack by itself; attacked, it defends with its own DF', () => {
    expect(refusal(at({ [US_ART]: '2006', [DE]: '2007' }, 'allied', 'combat'), { type: 'attack', side: 'allied', units: [US_ART], target: '2007' })).toMatchObject({ rule: '22.9' });
    const df = at({ [US_ART]: '2006', [DE]: '2007' }, 'german', 'combat').compiled.units.get(US_ART)!.front.defense;
    expect(attackOdds(at({ [US_ART]: '2006', [DE]: '2007' }, 'german', 'combat'), [DE], '2006')).toMatchObject({ defense: df });
  });

  it('27.4: the Sturmtiger doubles its attack against a village, town or city, not in the open', () => {
    const village = docsWith({ '2006': { terrain: 'clear', features: ['village'] } });
    expect(attackOdds(at({ [US]: '2006', [STURMTIGER]: '2007' }, 'german', 'combat', village), [STURMTIGER], '2006')).toMatchObject({ attack: 8 });
    expect(attackOdds(at({ [US]: '2006', [STURMTIGER]: '2007' }, 'german', 'combat'), [STURMTIGER], '2006')).toMatchObject({ attack: 4 });
  });
});

describe('recon (21.4)', () => {
  it('21.4: a recon unit rolls on the Disengagement table at −1, the same dice an infantry unit rolls unmodified', () => {
    const roll = (unit: string) => {
      step(at({ [unit]: '2006', [DE]: '2007' }, 'allied', 'combat'), { type: 'disengage', side: 'allied', unit });
      return lastEvents.map((e) => e.text).find((x) => /Disengagement table/.test(x))!;
    };
    expect(roll('us-14cav-start-1')).toMatch(/rolled (\d) −1 = \d/);
    expect(roll(US)).toMatch(/rolled \d →/);
  });

  it('21.4: a recon unit defending alone, made Eng, may retreat 1 hex undisrupted instead (DR1), and the attacker advances normally', () => {
    const RECON = 'us-14cav-start-1';
    const engaged = (g: Game, defenders: string[]): Game => {
      const d = new Draft(g.compiled, g.state);
      applyEffects(d, table(g.compiled.ruleset, 'crt', 'oddsCrt').results.Eng!.effects, { attackers: [DE], defenders, target: '2006' });
      return { ...g, state: d.finish({}) };
    };
    const g = engaged(at({ [RECON]: '2006', [DE]: '2007' }, 'german', 'combat'), [RECON]);
    expect(g.state.pending).toMatchObject({ kind: 'recon', chooser: 'allied', unit: RECON });
    expect(legalActions(g).actions).toEqual([
      { type: 'reconResult', side: 'allied', choice: 'engaged', unit: RECON },
      { type: 'reconResult', side: 'allied', choice: 'retreat', unit: RECON },
    ]);
    expect(step(g, { type: 'reconResult', side: 'allied', choice: 'engaged', unit: RECON }).state.units[RECON]).toMatchObject({ loc: { hex: '2006' }, engaged: true });
    let dr1 = step(g, { type: 'reconResult', side: 'allied', choice: 'retreat', unit: RECON });
    if (dr1.state.pending?.kind === 'retreat') dr1 = step(dr1, legalActions(dr1).actions[0]!);
    expect(dr1.state.units[RECON]).toMatchObject({ status: 'normal', engaged: false });
    expect(distanceOf(dr1.compiled, dr1.compiled.ordinal.get('2006')!, dr1.compiled.ordinal.get((dr1.state.units[RECON]!.loc as { hex: string }).hex)!)).toBe(1);
    expect(dr1.state.pending).toMatchObject({ kind: 'advance', into: '2006', type: 'normal' });
    // Not alone, or not recon: the Eng stands.
    expect(engaged(at({ [RECON]: '2006', [US]: '2006', [DE]: '2007' }, 'german', 'combat'), [RECON, US]).state.units[RECON]!.engaged).toBe(true);
    expect(engaged(at({ [US]: '2006', [DE]: '2007' }, 'german', 'combat'), [US]).state.pending).toBeUndefined();
  });
});

describe('retreat and rally (17.3, 17.7, 17.8, 18.4)', () => {
  it('17.3: a defender eliminated because it cannot retreat still gives the attacker the full advance', () => {
    const g = at({ [US]: '1510', ...Object.fromEntries(RING.map((id, i) => [id, neighbours(at({}, 'german', 'combat'), '1510')[i]!])) }, 'german', 'combat');
    const d = new Draft(g.compiled, g.state);
    const crt = table(g.compiled.ruleset, 'crt', 'oddsCrt');
    applyEffects(d, crt.results.DR2!.effects, { attackers: [RING[0]!], defenders: [US], target: '1510' });
    expect(d.unit(US).loc).toEqual({ eliminated: true });
    expect(d.pending).toMatchObject({ kind: 'advance', into: '1510', type: 'normal' });
  });

  it('17.7: artillery that retreats flips to Fired', () => {
    const g = at({ [US_ART]: '2006', [DE]: '2007' }, 'german', 'combat');
    const d = new Draft(g.compiled, g.state);
    retreatAlong(d, US_ART, ['2006', '2005'], 1);
    expect(d.unit(US_ART)).toMatchObject({ loc: { hex: '2005' }, fired: true });
  });

  it('17.8: an engaged unit that must retreat loses its Eng marker and retreats normally', () => {
    const g = patch(at({ [US]: '2006', [DE]: '2007' }, 'german', 'combat'), US, { engaged: true });
    const d = new Draft(g.compiled, g.state);
    retreatAlong(d, US, ['2006', '2005', '2004'], 2);
    expect(d.unit(US)).toMatchObject({ loc: { hex: '2004' }, engaged: false });
  });

  it('18.4: in the Rally Phase a disrupted unit away from the enemy recovers and a routed one becomes disrupted', () => {
    let g = at({ [US]: '2006', [US2]: '2010', [DE]: '1520' }, 'allied', 'movement');
    g = patch(patch(g, US, { status: 'disrupted' }), US2, { status: 'routed' });
    const after = step(g, { type: 'endPhase', side: 'allied' });
    expect(after.state.units[US]!.status).toBe('normal');
    expect(after.state.units[US2]!.status).toBe('disrupted');
  });
});
