/**
 * Special units and sectors of the first two turns, as calendar restrictions: the 2nd ID RRD
 * regiments held in place (27.6) and the 106th ID sector (27.7).
 */
import { describe, expect, it } from 'vitest';
import { legalActions, type Game, type GameEvent } from './hexEngine';
import { bareDocs, lastEvents, refusal, sandbox, step } from './fixtures';
import { retreatOptions } from '../../src/engine/systems/hexOdds/rules/retreat';

const RRD = 'us-2-rrd-1'; // starts at 1636
const VG18 = 'de-18vg-start-1';
const US106 = 'us-106id-start-1';
const DE = 'de-26vg-start-1';
const US = 'us-28id-start-1';

const passed = (g: Game, hexes: Record<string, string[]>): Game => ({ ...g, state: { ...g.state, passed: hexes } });

describe('27.6: the 2nd ID RRD regiments', () => {
  const at = (turn: string) => sandbox({ [RRD]: '1636' }, { side: 'allied', phaseId: 'movement', turn });

  it('do not move on turn 1, and move 1 hex once a German unit has reached 1837 or 1839', () => {
    const g = at('16AM');
    expect(refusal(g, { type: 'move', side: 'allied', unit: RRD, target: '1637' })).toMatchObject({ rule: '27.6', reason: expect.stringMatching(/may not move this turn/) });
    expect(legalActions(g).refused).toContainEqual(expect.objectContaining({ unit: RRD, rule: '27.6' }));
    const freed = passed(g, { '1837': ['german'] });
    expect(refusal(freed, { type: 'move', side: 'allied', unit: RRD, target: '1637' })).toBeUndefined();
    expect(refusal(freed, { type: 'move', side: 'allied', unit: RRD, path: ['1636', '1637', '1638'], target: '1638' })).toMatchObject({ rule: '27.6', reason: expect.stringMatching(/released/) });
    const moves = legalActions(freed).actions.filter((a) => a.unit === RRD && a.type === 'move');
    expect(moves.length).toBeGreaterThan(0);
    expect(moves.length).toBeLessThanOrEqual(6);
    // Their own side passing there does not release them.
    expect(refusal(passed(g, { '1839': ['allied'] }), { type: 'move', side: 'allied', unit: RRD, target: '1637' })?.rule).toBe('27.6');
  });

  it('move 1 hex on turn 2 (2 once released), and freely from 17AM', () => {
    const g = at('16PM');
    const one = step(g, { type: 'move', side: 'allied', unit: RRD, target: '1637' });
    expect(refusal(one, { type: 'move', side: 'allied', unit: RRD, target: '1638' })).toMatchObject({ rule: '27.6', reason: expect.stringMatching(/has moved the 1 hex it may/) });
    expect(refusal(passed(g, { '1839': ['german'] }), { type: 'move', side: 'allied', unit: RRD, path: ['1636', '1637', '1638'], target: '1638' })).toBeUndefined();
    expect(refusal(at('17AM'), { type: 'move', side: 'allied', unit: RRD, path: ['1636', '1637', '1638'], target: '1638' })?.rule).not.toBe('27.6');
  });

  it('a German unit passing through 1839 is recorded', () => {
    const g = sandbox({ [DE]: '1840' }, { side: 'german', phaseId: 'movement', turn: '16PM' });
    const after = step(g, { type: 'move', side: 'german', unit: DE, path: ['1840', '1839', '1838'], target: '1838' });
    expect(after.state.passed).toEqual({ '1839': ['german'] });
  });
});

describe('27.7: the 106th ID sector on GT1–2', () => {
  it('no Allied unit enters or attacks into the 18 VG setup area while a German unit is in it', () => {
    const g = sandbox({ [VG18]: '1527', [US106]: '1529' }, { side: 'allied', phaseId: 'movement', turn: '16PM' });
    expect(refusal(g, { type: 'move', side: 'allied', unit: US106, target: '1528' })).toMatchObject({ rule: '27.7', reason: expect.stringMatching(/18th VG Division setup area/) });
    expect(legalActions(g).actions.filter((a) => a.unit === US106 && a.target === '1528')).toEqual([]);
    const empty = sandbox({ [VG18]: '1529', [US106]: '1630' }, { side: 'allied', phaseId: 'movement', turn: '16PM' });
    expect(refusal(empty, { type: 'move', side: 'allied', unit: US106, target: '1528' })?.rule).not.toBe('27.7');
    const later = sandbox({ [VG18]: '1527', [US106]: '1529' }, { side: 'allied', phaseId: 'movement', turn: '17AM' });
    expect(refusal(later, { type: 'move', side: 'allied', unit: US106, target: '1528' })?.rule).not.toBe('27.7');
  });

  it('and attacks into it are refused with the rule', () => {
    const g = sandbox({ [VG18]: '1528', [US106]: '1529' }, { side: 'allied', phaseId: 'combat', turn: '16PM' });
    expect(refusal(g, { type: 'attack', side: 'allied', units: [US106], target: '1528' })).toMatchObject({ rule: '27.7' });
    expect(legalActions(g).actions.filter((a) => a.type === 'attack')).toEqual([]);
  });
});

describe('the rules revision to 27: Allied engineers', () => {
  it('an Allied engineer forced to retreat 3 or 4 hexes is eliminated; 1 or 2 it retreats', () => {
    const g = sandbox({ 'us-159-eng': '2126', [DE]: '2226' }, { side: 'german', phaseId: 'combat', turn: '17AM' });
    for (const hexes of [3, 4]) expect(retreatOptions(g.compiled, g.state, 'us-159-eng', hexes)).toMatchObject({ eliminated: expect.stringMatching(/engineer unit forced to retreat/), rule: expect.stringMatching(/^27/) });
    const paths = (o: ReturnType<typeof retreatOptions>) => ('paths' in o ? o.paths.length : 0);
    for (const hexes of [1, 2]) expect(paths(retreatOptions(g.compiled, g.state, 'us-159-eng', hexes))).toBeGreaterThan(0);
    // A German unit of the same class is not touched by it.
    expect(paths(retreatOptions(g.compiled, g.state, DE, 3))).toBeGreaterThan(0);
  });
});

describe('27.5: KG Peiper on the night of 16 December', () => {
  const PEIPER = ['de-1ss-peiper-1', 'de-1ss-peiper-3'];
  const OTHER = 'de-1ss-start-1';

  it('moves in the first night turn without a Night marker, even after moving in the PM turn; other units do not', () => {
    const g = sandbox({ [PEIPER[0]!]: '2520', [OTHER]: '2420' }, { side: 'german', phaseId: 'nightMovement', turn: '16N' });
    const moved = { ...g, state: { ...g.state, units: { ...g.state.units, [PEIPER[0]!]: { ...g.state.units[PEIPER[0]!]!, mpUsed: 0, moved: false } } } };
    expect(refusal(moved, { type: 'move', side: 'german', unit: PEIPER[0], target: '2521' })).toBeUndefined();
    expect(refusal(moved, { type: 'move', side: 'german', unit: OTHER, target: '2421' })).toMatchObject({ rule: '25.3' });
    expect(legalActions(moved).actions.some((a) => a.unit === PEIPER[0] && a.type === 'move')).toBe(true);
    // Not on a later night.
    const later = sandbox({ [PEIPER[0]!]: '2520' }, { side: 'german', phaseId: 'nightMovement', turn: '17N' });
    expect(refusal(later, { type: 'move', side: 'german', unit: PEIPER[0], target: '2521' })).toMatchObject({ rule: '25.3' });
  });

  it('units stacked with a Peiper unit attack with it that night; units elsewhere do not', () => {
    const g = sandbox({ [PEIPER[1]!]: '2520', [OTHER]: '2520', 'de-12vg-start-1': '2422', [US]: '2521' }, { side: 'german', phaseId: 'nightCombat', turn: '16N' });
    expect(refusal(g, { type: 'attack', side: 'german', units: [PEIPER[1]!, OTHER], target: '2521' })).toBeUndefined();
    expect(refusal(g, { type: 'attack', side: 'german', units: ['de-12vg-start-1'], target: '2521' })).toMatchObject({ rule: '25.3' });
  });

  it('its night phases are played, not skipped, with no Night marker on the map', () => {
    const g = sandbox({ [PEIPER[0]!]: '2520', [US]: '2820' }, { side: 'allied', phaseId: 'movement', turn: '16PM' });
    let game = g;
    for (let i = 0; i < 12 && !(game.state.phaseId === 'nightMovement' && game.state.side === 'german'); i++) {
      const a = legalActions(game).actions.find((x) => x.type === 'endPhase') ?? legalActions(game).actions[0]!;
      game = step(game, a);
    }
    expect({ phase: game.state.phaseId, side: game.state.side }).toEqual({ phase: 'nightMovement', side: 'german' });
  });
});

describe('27.1: 150 Pz Bde (Skorzeny)', () => {
  const BDE = 'de-150-pz-bde';
  const at = (phaseId: string, positions: Record<string, string>, seed = 'sandbox', turn = '16PM') => sandbox(positions, { side: 'german', phaseId, turn, seed, docs: bareDocs() });

  it('infiltration: past an enemy ZOC on a roll of 1–3 a hex, stopped and detected on 4–6', () => {
    const g = at('movement', { [BDE]: '1010', [US]: '1012' });
    const infiltrating = legalActions(g).actions.filter((a) => a.unit === BDE && a.mode === 'infiltration');
    expect(infiltrating.length).toBeGreaterThan(0);
    const through = { type: 'move', side: 'german', unit: BDE, path: ['1010', '1011', '1111', '1112', '1113'], target: '1113', mode: 'infiltration' } as const;
    expect(refusal(g, { ...through, mode: undefined })).toMatchObject({ rule: '9.2' });
    const seen = new Map<string, Game>();
    for (let i = 0; i < 80 && seen.size < 2; i++) {
      const after = step(at('movement', { [BDE]: '1010', [US]: '1012' }, `inf-${i}`), through);
      const rolls = lastEvents.filter((e) => e.type === 'roll' && e.rule === '27.1').map((e) => e.roll!);
      expect(rolls.slice(0, -1).every((r) => r <= 3)).toBe(true);
      expect(rolls.at(-1)! >= 4).toBe(!!after.state.units[BDE]!.detected);
      seen.set(after.state.units[BDE]!.detected ? 'detected' : 'through', after);
    }
    const ok = seen.get('through')!;
    expect(ok.state.units[BDE]!.loc).toEqual({ hex: '1113' });
    expect(ok.state.units[BDE]!.abilityTurn).toBe(ok.state.turn);
    const caught = seen.get('detected')!;
    // It stops in the enemy ZOC hex whose roll failed (each ZOC hex of the route is rolled for).
    expect(['1011', '1111', '1112']).toContain((caught.state.units[BDE]!.loc as { hex: string }).hex);
    expect(refusal(caught, { type: 'move', side: 'german', unit: BDE, target: '1009', mode: 'infiltration' })).toMatchObject({ rule: '27.1', reason: expect.stringMatching(/detected/) });
    // Used this turn: detected at the turn's end.
    const tomorrow = { ...ok, state: { ...ok.state, turn: ok.state.turn + 2, units: { ...ok.state.units, [BDE]: { ...ok.state.units[BDE]!, mpUsed: 0, moved: false } } } };
    expect(refusal(tomorrow, { type: 'move', side: 'german', unit: BDE, target: '1114', mode: 'infiltration' })).toMatchObject({ rule: '27.1', reason: expect.stringMatching(/detected/) });
  });

  it('no infiltration after 17PM, and none for another unit', () => {
    expect(refusal(at('movement', { [BDE]: '1010' }, 'x', '18AM'), { type: 'move', side: 'german', unit: BDE, target: '1011', mode: 'infiltration' })).toMatchObject({ rule: '27.1', reason: expect.stringMatching(/end after 17 PM/) });
    expect(refusal(at('movement', { [DE]: '1010' }), { type: 'move', side: 'german', unit: DE, target: '1011', mode: 'infiltration' })).toMatchObject({ rule: '27.1' });
  });

  it('surprise: a roll of 1–3 as the attack is resolved gives 1R; detected either way', () => {
    const seen = new Map<boolean, { game: Game; events: readonly GameEvent[] }>();
    for (let i = 0; i < 40 && seen.size < 2; i++) {
      const g = at('combat', { [BDE]: '1010', [US]: '1011' }, `sur-${i}`);
      expect(legalActions(g).actions).toContainEqual({ type: 'attack', side: 'german', units: [BDE], target: '1011', mode: 'surprise' });
      const after = step(g, { type: 'attack', side: 'german', units: [BDE], target: '1011', mode: 'surprise' });
      const roll = lastEvents.find((e) => e.type === 'roll' && e.rule === '27.1')!;
      seen.set(roll.roll! <= 3, { game: after, events: lastEvents });
      expect(after.state.units[BDE]!.detected).toBe(true);
    }
    const shifts = (events: readonly GameEvent[]) => JSON.stringify(events.find((e) => e.type === 'combat'));
    expect(shifts(seen.get(true)!.events)).toMatch(/150 Pz Bde surprise/);
    expect(shifts(seen.get(false)!.events)).not.toMatch(/150 Pz Bde surprise/);
    expect(refusal(at('combat', { [DE]: '1010', [US]: '1011' }), { type: 'attack', side: 'german', units: [DE], target: '1011', mode: 'surprise' })).toMatchObject({ rule: '27.1' });
  });
});
