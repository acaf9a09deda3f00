/**
 * Rules the engine played wrong (issue 13, "Rules played wrong today"), each set against the book's
 * statement on the bare test map: column neighbours (1010, 1011, 1012) are one hex apart.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, attackOdds, compile, legalActions, movementRange, type Game, type GameDocuments } from './hexEngine';
import { dirIndex } from '../../src/engine/systems/hexOdds/compile';
import { firefightFacts } from '../../src/engine/systems/hexOdds/rules/firefight';
import { modifierTotal, table } from '../../src/engine/systems/hexOdds/rules/tables';
import { tacticalTargets } from '../../src/engine/systems/hexOdds/actions/movement';
import { enemyView } from '../../src/engine/systems/hexOdds/rules/zoc';
import { Draft } from '../../src/engine/systems/hexOdds/draft';
import { retreatQueue } from '../../src/engine/systems/hexOdds/rules/results';
import { bareDocs, sandbox, type Editable } from './fixtures';

const TANK = 'de-2pz-start-1'; // grey TQ 4 silhouette tank
const INF = 'de-26vg-start-1';
const US = 'us-28id-start-1';
const US2 = 'us-28id-start-2';

/** The canonical id of the hexside between two neighbouring hexes. */
function sideBetween(docs: GameDocuments, a: string, b: string): string {
  const c = compile(docs);
  const k = c.ordinal.get(a)!;
  return c.sideId[k * 6 + dirIndex(c.nb, k, c.ordinal.get(b)!)]!;
}

function docsWith(edit: (d: Editable) => void): GameDocuments {
  return bareDocs((d) => {
    (d.map as { hexes: Record<string, unknown> }).hexes = {};
    edit(d);
  });
}

const setTerrain = (d: Editable, hex: string, terrain: string) => ((d.map.hexes as Record<string, unknown>)[hex] = { terrain });

describe('rules played right (issue 13)', () => {
  it('11.5: a vehicle leaves forest only along a road, as it enters', () => {
    const docs = docsWith((d) => setTerrain(d, '1010', 'forest'));
    const game = sandbox({ [TANK]: '1010' }, { side: 'german', phaseId: 'movement', docs });
    expect(movementRange(game, TANK)).toEqual([]);
    // Along the road up column 20 it leaves the forest freely.
    const road = docsWith((d) => setTerrain(d, '2010', 'forest'));
    const onRoad = sandbox({ [TANK]: '2010' }, { side: 'german', phaseId: 'movement', docs: road });
    expect(movementRange(onRoad, TANK).map((r) => r.hex)).toContain('2011');
  });

  it('15.5: an attack into wooded rough across a blown bridge is halved, as across an intact one', () => {
    const base = bareDocs();
    const sid = sideBetween(base, '1010', '1011');
    const docs = docsWith((d) => {
      setTerrain(d, '1011', 'woodedRough');
      (d.map as { hexsides: Record<string, unknown> }).hexsides = { [sid]: { features: ['river'], bridge: { name: 'test' } } };
    });
    const game = sandbox({ [INF]: '1010', [US]: '1011' }, { side: 'german', phaseId: 'combat', docs });
    const intact = attackOdds(game, [INF], '1011');
    const blownGame: Game = { ...game, state: { ...game.state, blown: [sid] } };
    const blown = attackOdds(blownGame, [INF], '1011');
    expect(intact).toMatchObject({ attack: 2, halved: [expect.stringMatching(/river/)] });
    expect(blown).toMatchObject({ attack: 2, halved: [expect.stringMatching(/river/)] });
  });

  it('16.2: an elite grey-TQ tank leading a firefight earns both its modifiers', () => {
    const docs = docsWith((d) => {
      const u = d.oob.units[TANK]!;
      (d.oob.units as Record<string, unknown>)[TANK] = { ...u, front: { ...u.front, morale: 'elite' } };
    });
    const game = sandbox({ [TANK]: '1010', [US]: '1011' }, { side: 'german', phaseId: 'combat', docs });
    const facts = firefightFacts(game.compiled, game.state, TANK, '1011');
    expect(facts).toEqual({ 'lead.morale': 'elite', 'lead.firefightTank': true, 'crt.firefightPlusOne': false });
    expect(modifierTotal(table(game.compiled.ruleset, 'firefightModifiers', 'modifiers'), facts).total).toBe(-2);
  });

  it('19.2: an infantry unit enters roadless forest only as the first hex of an advance', () => {
    const docs = docsWith((d) => setTerrain(d, '1012', 'forest'));
    const game = sandbox({ [INF]: '1010' }, { side: 'german', phaseId: 'combat', docs });
    const g: Game = { ...game, state: { ...game.state, pending: { kind: 'advance', attackers: [INF], into: '1011', type: 'bonus', hexes: 2 } } };
    const first = applyAction(g, { type: 'advance', unit: INF, target: '1011' });
    if (!first.ok) throw new Error(first.error.reason);
    expect(applyAction({ ...g, state: first.state }, { type: 'advance', unit: INF, target: '1012' })).toMatchObject({ ok: false, error: { rule: '19.2', reason: expect.stringMatching(/only as the first hex/) } });
    // As the first hex it may.
    const g2: Game = { ...g, state: { ...g.state, pending: { kind: 'advance', attackers: [INF], into: '1011', type: 'normal', hexes: 1 } } };
    const moved = { ...g2, state: { ...g2.state, units: { ...g2.state.units, [INF]: { ...g2.state.units[INF]!, loc: { hex: '1011' } } } } };
    expect(applyAction({ ...moved, state: { ...moved.state, pending: { kind: 'advance', attackers: [INF], into: '1012', type: 'normal', hexes: 1 } } }, { type: 'advance', unit: INF, target: '1012' }).ok).toBe(true);
  });

  it('14.3: a non-divisional unit stacked with a division counts as part of it', () => {
    // 4ID and 30ID attack, with an army engineer stacked with the 4ID regiment: two divisions, not three.
    const game = sandbox({ 'us-4-8-x': '1010', 'us-35-eng': '1010', 'us-30-526-mech': '1110', [INF]: '1011' }, { side: 'allied', phaseId: 'combat', docs: docsWith(() => {}) });
    const c = game.compiled;
    expect(dirIndex(c.nb, c.ordinal.get('1110')!, c.ordinal.get('1011')!)).toBeGreaterThanOrEqual(0);
    const r = applyAction(game, { type: 'attack', units: ['us-4-8-x', 'us-35-eng', 'us-30-526-mech'], target: '1011' });
    expect(r.ok).toBe(true);
  });

  it('21.3: no armor shift across an unbridged river; an intact bridge gives it', () => {
    const base = bareDocs();
    const sid = sideBetween(base, '1010', '1011');
    const river = (bridge: boolean) => docsWith((d) => void ((d.map as { hexsides: Record<string, unknown> }).hexsides = { [sid]: { features: ['river'], ...(bridge ? { bridge: { name: 'b' } } : {}) } }));
    const g = sandbox({ [TANK]: '1010', [US]: '1011' }, { side: 'german', phaseId: 'combat', docs: river(false) });
    expect(attackOdds(g, [TANK], '1011')).toMatchObject({ facts: { 'attacker.armorShift': false } });
    const b = sandbox({ [TANK]: '1010', [US]: '1011' }, { side: 'german', phaseId: 'combat', docs: river(true) });
    expect(attackOdds(b, [TANK], '1011')).toMatchObject({ facts: { 'attacker.armorShift': true } });
  });

  it('18.2: a disrupted unit may not move tactically into an enemy ZOC', () => {
    const game = sandbox({ [INF]: '1010', [US]: '1012' }, { side: 'german', phaseId: 'movement', docs: docsWith(() => {}) });
    const disrupted: Game = { ...game, state: { ...game.state, units: { ...game.state.units, [INF]: { ...game.state.units[INF]!, status: 'disrupted' } } } };
    const c = game.compiled;
    const zoc = enemyView(c, game.state, 'german').enemyZoc;
    const normal = [...tacticalTargets(c, game.state, INF).keys()];
    const shaken = [...tacticalTargets(c, disrupted.state, INF).keys()];
    expect(normal.some((h) => zoc[c.ordinal.get(h)!])).toBe(true);
    expect(shaken.length).toBeGreaterThan(0);
    expect(shaken.some((h) => zoc[c.ordinal.get(h)!])).toBe(false);
  });

  it('17.5: a unit that retreated into a hex adds no strength there, and a second retreat eliminates it', () => {
    const game = sandbox({ [INF]: '1010', [US]: '1011', [US2]: '1011' }, { side: 'german', phaseId: 'combat', docs: docsWith(() => {}) });
    const s = { ...game.state, units: { ...game.state.units, [US2]: { ...game.state.units[US2]!, retreated: true } } };
    expect(attackOdds(game, [INF], '1011')).toMatchObject({ defense: 8 });
    expect(attackOdds({ ...game, state: s }, [INF], '1011')).toMatchObject({ defense: 4 });
    const d = new Draft(game.compiled, s);
    retreatQueue(d, [US, US2], 2, { effects: [], sides: { attackers: [INF], defenders: [US, US2], target: '1011' }, plusOne: false });
    expect(d.unit(US2).loc).toEqual({ eliminated: true });
    expect(d.events.map((e) => e.text)).toContainEqual(expect.stringMatching(/already retreated this phase/));
  });

  it('22.2: Ready artillery with MA 1 still shifts one hex into clear, and stays Ready', () => {
    const game = sandbox({ 'us-v-187': '1010' }, { side: 'allied', phaseId: 'movement', docs: docsWith(() => {}) });
    const moves = legalActions(game).actions.filter((a) => a.type === 'move' && a.unit === 'us-v-187');
    expect(moves.map((a) => a.target)).toContain('1011');
    const r = applyAction(game, { type: 'move', unit: 'us-v-187', target: '1011' });
    if (!r.ok) throw new Error(r.error.reason);
    expect(r.state.units['us-v-187']!.fired).toBeFalsy();
    // More than one hex, and it is Fired (22.1).
    const far = applyAction(game, { type: 'move', unit: 'us-v-187', target: '1012' });
    if (!far.ok) throw new Error(far.error.reason);
    expect(far.state.units['us-v-187']!.fired).toBe(true);
  });

  it('31: the airborne arrive on trucks by strategic movement with 4 of their 12 MP spent, and go on along roads', () => {
    // A primary road along the west edge, where the airborne enter (any west-edge road hex).
    const c0 = compile(bareDocs());
    const west = String(c0.g.colSign === -1 ? c0.g.cols.last : c0.g.cols.first).padStart(2, '0');
    const docs = docsWith((d) => void ((d.map as { roads: Record<string, unknown> }).roads = { west: { class: 'primary', hexes: Array.from({ length: 20 }, (_, i) => `${west}${String(i + 1).padStart(2, '0')}`) } }));
    const game = sandbox({}, { side: 'allied', phaseId: 'movement', turn: '18PM', docs });
    const g: Game = { ...game, state: { ...game.state, units: { ...game.state.units, 'us-101-x': { ...game.state.units['us-101-x']!, loc: { arriving: 'airborne-18PM' } } } } };
    const entry = legalActions(g).actions.find((a) => a.type === 'enterReinforcement' && a.unit === 'us-101-x');
    expect(entry).toBeDefined();
    const r = applyAction(g, entry!);
    if (!r.ok) throw new Error(r.error.reason);
    // 13.1: the first hex is paid on top, at the motorized road rate: ½ MP.
    expect(r.state.units['us-101-x']).toMatchObject({ sm: true, mpUsed: 4.5 });
    const after: Game = { ...g, state: r.state };
    expect(movementRange(after, 'us-101-x', 'normal')).toEqual([]); // on foot it has no MP left
    // Its range as it stands is the strategic movement it arrived by.
    expect(movementRange(after, 'us-101-x').length).toBeGreaterThan(0);
    const onward = legalActions(after).actions.filter((a) => a.type === 'move' && a.unit === 'us-101-x');
    // 7.5 MP at the motorized rate along the primary road: half an MP a hex, 15 hexes.
    const rows = onward.map((a) => Number(a.target!.slice(-2)));
    const from = Number(((r.state.units['us-101-x']!.loc as { hex: string }).hex).slice(-2));
    expect(Math.max(...rows.map((x) => Math.abs(x - from)))).toBe(Math.min(15, Math.max(20 - from, from - 1)));
    expect(onward.every((a) => a.target!.startsWith(west))).toBe(true);
  });
});
