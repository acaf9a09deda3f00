/**
 * The worked examples of the Tigers in the Mist digest (§9) with the book's numbers, on the area map
 * in data/ (the examples' areas are where the map puts them: see data/maps/titm.map.json).
 */
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, type AreaState } from '../../../src/engine';
import { artilleryTargets } from '../../../src/engine/systems/areaImpulse/artillery';
import { advanceBattle, battleChoice } from '../../../src/engine/systems/areaImpulse/battle';
import { cannotRepair } from '../../../src/engine/systems/areaImpulse/bridges';
import { countHits, hitNumber } from '../../../src/engine/systems/areaImpulse/fire';
import { checkPath, reach } from '../../../src/engine/systems/areaImpulse/movement';
import type { Battle } from '../../../src/engine/systems/areaImpulse/types';
import { areaSandbox, type AreaGame } from './fixtures';

const withSp = (g: AreaGame, sp: Record<string, number>): AreaGame => ({ ...g, state: { ...g.state, units: Object.fromEntries(Object.entries(g.state.units).map(([id, u]) => [id, id in sp ? { ...u, sp: sp[id]! } : u])) } });
const german = (areas: string[]) => Object.fromEntries(areas.map((a) => [a, 'german']));

describe('§9.1 movement: Mersch to Rambrouch', () => {
  const ARMOR = 'de-2Pz-a';
  const route = ['ettelbruck', 'eschdorf', 'rambrouch'];
  const detour = ['saeul', 'useldange', 'redange', 'arsdorf', 'rambrouch'];
  const game = (blown: string[] = []) => areaSandbox({ [ARMOR]: 'mersch' }, { side: 'german', control: german([...route, ...detour, 'mersch']), blown });

  it('an armor unit reaches Rambrouch via Ettelbruck and Eschdorf for 5 MP (8.33)', () => {
    const g = game();
    const check = checkPath(g.compiled, g.state, [ARMOR], route);
    expect(check).toMatchObject({ cost: 5, intoEnemy: false });
    expect(reach(g.compiled, g.state, [ARMOR]).find((r) => r.to === 'rambrouch')).toMatchObject({ cost: 5, path: route });
  });

  it('with bridge 58-59 blown the Saeul route costs 9 MP, more than its 8: Rambrouch is out of reach (8.34, 8.38)', () => {
    const g = game(['58-59']);
    expect(checkPath(g.compiled, g.state, [ARMOR], route)).toEqual({ reason: 'armor cannot cross a blown bridge', rule: '8.34' });
    expect(checkPath(g.compiled, g.state, [ARMOR], detour)).toMatchObject({ reason: expect.stringMatching(/has 8 MP left; the move costs 9/) });
    expect(reach(g.compiled, g.state, [ARMOR]).some((r) => r.to === 'rambrouch')).toBe(false);
  });
});

describe('§9.2 demolition during a move: Waimes to Malmedy', () => {
  const STACK = ['de-1SSPz-a', 'de-1SSPz-c'];
  const ENGINEER = 'al-1107Eng';
  const setup = (seed: string) => areaSandbox({ [STACK[0]!]: 'waimes', [STACK[1]!]: 'waimes', [ENGINEER]: 'malmedy' }, { side: 'german', seed, control: german(['elsenborn', 'butgenbach', 'waimes']) });
  const attempt = (seed: string) => {
    const g = setup(seed);
    const move = applyAction(g, { type: 'move', units: STACK, path: ['malmedy'] });
    if (!move.ok) throw new Error(move.error.reason);
    const s = move.state as AreaState;
    expect(s.pending).toMatchObject({ kind: 'demolition', bridge: '73-74', from: 'waimes' });
    expect(s.side).toBe('allied');
    expect(legalActions({ ...g, state: s }).actions.map((a) => a.type)).toEqual(['demolish', 'declineDemolition']);
    const r = applyAction({ ...g, state: s }, { type: 'demolish', unit: ENGINEER, target: '73-74' });
    if (!r.ok) throw new Error(r.error.reason);
    return { g, s: r.state as AreaState, events: r.events };
  };
  const seeds = Array.from({ length: 40 }, (_, i) => `demo-${i}`);

  it('blown: the stack stays in Waimes, pays +1 MP and not the cost of Malmedy, and may go on elsewhere (8.42)', () => {
    const seed = seeds.find((x) => attempt(x).s.blown.includes('73-74'))!;
    const { g, s } = attempt(seed);
    for (const id of STACK) expect(s.units[id]).toMatchObject({ loc: { at: 'waimes' }, mp: 1 });
    expect(s.side).toBe('german');
    expect(s.triedDemolition).toContain('73-74');
    expect(legalActions({ ...g, state: s }).actions.some((a) => a.type === 'move' && a.path?.[0] === 'butgenbach')).toBe(true);
  });

  it('not blown: the move goes on into Malmedy, which holds the engineer, so the stack stops to attack (8.22–8.23)', () => {
    const seed = seeds.find((x) => !attempt(x).s.blown.includes('73-74'))!;
    const { s } = attempt(seed);
    for (const id of STACK) expect(s.units[id]).toMatchObject({ loc: { at: 'malmedy' }, mp: 2, mustAttack: true });
  });
});

describe('§9.3–9.4 artillery allocation (9.46)', () => {
  it('A: two 3-SP infantry and a 2-SP armor: both counters go on the infantry', () => {
    const g = withSp(areaSandbox({ 'de-212VG-3': 'irrel', 'de-276VG-3': 'irrel', 'de-7APzJgr': 'irrel' }, { side: 'german' }), { 'de-212VG-3': 3, 'de-276VG-3': 3, 'de-7APzJgr': 2 });
    const enemies = ['de-212VG-3', 'de-276VG-3', 'de-7APzJgr'];
    expect(artilleryTargets(g.compiled, g.state, enemies, []).sort()).toEqual(['de-212VG-3', 'de-276VG-3']);
    expect(artilleryTargets(g.compiled, g.state, enemies, ['de-212VG-3'])).toEqual(['de-276VG-3']);
  });

  it('B: a 3-SP mech, a 4-SP and a 3-SP infantry: the first on an infantry, then a tie the firer settles', () => {
    const g = withSp(areaSandbox({ 'de-2Pz-d': 'irrel', 'de-212VG-1': 'irrel', 'de-212VG-3': 'irrel' }, { side: 'german' }), { 'de-2Pz-d': 3, 'de-212VG-1': 4, 'de-212VG-3': 3 });
    const enemies = ['de-2Pz-d', 'de-212VG-1', 'de-212VG-3'];
    expect(artilleryTargets(g.compiled, g.state, enemies, []).sort()).toEqual(['de-212VG-1', 'de-212VG-3']);
    expect(artilleryTargets(g.compiled, g.state, enemies, ['de-212VG-1']).sort()).toEqual(['de-212VG-3', 'de-2Pz-d']);
  });
});

describe('§9.5 the combat example (with the erratum: the US mech has 3 SP)', () => {
  const DE = { armor: 'de-2Pz-a', mech: 'de-2Pz-c', inf2: 'de-212VG-3', inf: 'de-276VG-1' };
  const US = { armor: 'al-7Arm-a', mech: 'al-7Arm-c' };
  const setup = () => {
    const g = withSp(
      areaSandbox({ [DE.armor]: 'marnach', [DE.mech]: 'marnach', [DE.inf2]: 'marnach', [DE.inf]: 'marnach', [US.armor]: 'marnach', [US.mech]: 'marnach' }, { side: 'german', control: { marnach: 'allied' } }),
      { [DE.armor]: 2, [DE.mech]: 1, [DE.inf2]: 2, [DE.inf]: 3, [US.armor]: 2, [US.mech]: 3 },
    );
    const units = { ...g.state.units, [US.mech]: { ...g.state.units[US.mech]!, entrenched: true } };
    for (const id of Object.values(DE)) units[id] = { ...units[id]!, via: '51-70', movedIn: g.state.seg };
    // Both German calls failed (rolls 9 and 7): no combined arms; every attacker came over the bridge.
    const battle: Battle = { area: 'marnach', attacker: 'german', attackers: Object.values(DE), defenders: Object.values(US), calls: { german: 0, allied: 0 }, combinedArms: false, crossedRiver: true, confusion: false, step: 'defenderFire', counters: [], fire: {} };
    return { g, state: { ...g.state, units, phaseId: 'combat' as const, pending: { kind: 'battle' as const, battle } }, battle };
  };

  it('US fire: −2 (river, no combined arms): armor hits on 1–7, the mech on 1–6; armor must fire at the armor, the mech need not fire at the 1-SP mech', () => {
    const { g, state, battle } = setup();
    expect(hitNumber(g.compiled, state, battle, 'allied', DE.armor, US.armor)).toMatchObject({ hits: 7, drm: -2 });
    expect(hitNumber(g.compiled, state, battle, 'allied', DE.inf2, US.mech)).toMatchObject({ hits: 6, drm: -2 });
    expect(battleChoice(g.compiled, state, battle)).toEqual({ kind: 'fire', firer: US.armor, options: [DE.armor] });
    const next = { ...battle, fire: { [US.armor]: DE.armor } };
    expect(battleChoice(g.compiled, state, next)?.options.sort()).toEqual([DE.inf2, DE.inf].sort());
  });

  it("the book's rolls: armor 2 and 8 → 1 hit; mech 3, 5, 6 → 3 hits", () => {
    expect(countHits([2, 8], 7)).toBe(1);
    expect(countHits([3, 5, 6], 6)).toBe(3);
  });

  it('German fire: armor at the US armor, mech at the US mech, the infantry free; armor 1–4, mech 1–2 (entrenched +1), infantry 1–3', () => {
    const { g, state, battle } = setup();
    // After the US fire: the German armor at 1 SP, the 2-SP infantry gone (its third hit lost).
    const units = { ...state.units, [DE.armor]: { ...state.units[DE.armor]!, sp: 1 }, [DE.inf2]: { ...state.units[DE.inf2]!, sp: 0, loc: { eliminated: true as const } } };
    const s = { ...state, units };
    const b: Battle = { ...battle, step: 'attackerFire' };
    expect(hitNumber(g.compiled, s, b, 'german', US.armor, DE.armor).hits).toBe(4);
    expect(hitNumber(g.compiled, s, b, 'german', US.mech, DE.mech).hits).toBe(2);
    expect(hitNumber(g.compiled, s, b, 'german', US.armor, DE.inf).hits).toBe(3);
    expect(battleChoice(g.compiled, s, b)).toEqual({ kind: 'fire', firer: DE.armor, options: [US.armor] });
    expect(battleChoice(g.compiled, s, { ...b, fire: { [DE.armor]: US.armor } })).toEqual({ kind: 'fire', firer: DE.mech, options: [US.mech] });
    expect(battleChoice(g.compiled, s, { ...b, fire: { [DE.armor]: US.armor, [DE.mech]: US.mech } })?.options.sort()).toEqual([US.armor, US.mech].sort());
  });

  it('the battle runs to its end with every choice legal, and hits never exceed a target (9.22)', () => {
    const { g, state } = setup();
    let s: AreaState = advanceBattle(g.compiled, state, []);
    for (let i = 0; i < 20 && s.pending?.kind === 'battle'; i++) {
      const [a] = legalActions({ ...g, state: s }).actions;
      const r = applyAction({ ...g, state: s }, a!);
      if (!r.ok) throw new Error(r.error.reason);
      s = r.state as AreaState;
    }
    expect(s.pending).toBeUndefined();
    for (const u of Object.values(s.units)) expect(u.sp).toBeGreaterThanOrEqual(0);
  });
});

describe('§9.7 bridge repair at Dasburg–Marnach (51-70, blown at start)', () => {
  const MECH = 'de-2Pz-d';
  const ARMOR = 'de-2Pz-a';
  const ENGINEER = 'de-600Eng';
  const US = 'al-28Inf-110a';
  const g = withSp(areaSandbox({ [MECH]: 'dasburg', [ARMOR]: 'dasburg', [ENGINEER]: 'dasburg', [US]: 'marnach' }, { side: 'german' }), { [MECH]: 3 });

  it('the mech crosses on foot for 3 MP + 1 for the occupied area; the armor cannot cross (8.34, 8.36)', () => {
    expect(g.state.blown).toContain('51-70');
    expect(checkPath(g.compiled, g.state, [MECH], ['marnach'])).toMatchObject({ cost: 4, intoEnemy: true, onFoot: true });
    expect(checkPath(g.compiled, g.state, [ARMOR], ['marnach'])).toEqual({ reason: 'armor cannot cross a blown bridge', rule: '8.34' });
  });

  it('after the battle the engineer may try at the end of the impulse; each failure makes the next easier and the marker stays (10.12–10.16)', () => {
    const moved = applyAction(g, { type: 'move', unit: MECH, path: ['marnach'] });
    if (!moved.ok) throw new Error(moved.error.reason);
    const s = { ...(moved.state as AreaState), phaseId: 'bridgeRepair' as const };
    expect(s.units[MECH]).toMatchObject({ onFoot: true });
    expect(cannotRepair(g.compiled, s, ENGINEER, '51-70')).toBeUndefined();
    // No friendly unit on the far side (the mech eliminated): no attempt.
    const gone = { ...s, units: { ...s.units, [MECH]: { ...s.units[MECH]!, sp: 0, loc: { eliminated: true as const } } } };
    expect(cannotRepair(g.compiled, gone, ENGINEER, '51-70')).toMatchObject({ rule: '10.12' });
    const tries = Array.from({ length: 30 }, (_, i) => applyAction({ ...g, state: { ...s, rng: areaSandbox({}, { side: 'german', seed: `r${i}` }).state.rng } }, { type: 'repairBridge', unit: ENGINEER, target: '51-70' }));
    const failed = tries.find((r) => r.ok && (r.state as AreaState).blown.includes('51-70'));
    const built = tries.find((r) => r.ok && !(r.state as AreaState).blown.includes('51-70'));
    expect(failed && failed.ok && (failed.state as AreaState).repairs['51-70']).toBe(1);
    expect(built && built.ok && (built.state as AreaState).repairs['51-70']).toBeUndefined();
    // One attempt per bridge per impulse (10.17), and the engineer may not move this turn (10.14).
    const after = (failed as { state: AreaState }).state;
    expect(cannotRepair(g.compiled, after, ENGINEER, '51-70')).toMatchObject({ rule: '10.17' });
    expect(after.units[ENGINEER]!.spent).toBe(true);
  });
});
