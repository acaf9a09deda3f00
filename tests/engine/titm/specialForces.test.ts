/** The German Special Forces (14): when, where, each effect once, and what each does. */
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, type AreaState } from '../../../src/engine';
import { demolitionTable } from '../../../src/engine/systems/areaImpulse/bridges';
import { hitNumber } from '../../../src/engine/systems/areaImpulse/fire';
import { checkPath } from '../../../src/engine/systems/areaImpulse/movement';
import { cannotUseSf } from '../../../src/engine/systems/areaImpulse/specialForces';
import type { Battle } from '../../../src/engine/systems/areaImpulse/types';
import { areaSandbox, titmDocs } from './fixtures';

const place = (turn: string, n = 1, extra: Record<string, string> = {}) => areaSandbox({ 'de-2Pz-a': 'dasburg', ...extra }, { side: 'german', turn, n });

describe('the German Special Forces (14)', () => {
  it('act once a turn on Dec 17–19, in an area that is not a VP area, each effect once a game (14.11–14.21)', () => {
    const g = place('17');
    expect(cannotUseSf(g.compiled, g.state, 'noville', 'confusion')).toBeUndefined();
    expect(cannotUseSf(g.compiled, g.state, 'bastogne', 'confusion')).toMatchObject({ rule: '14.12' });
    expect(cannotUseSf(g.compiled, g.state, 'G', 'confusion')).toMatchObject({ rule: '14.12' });
    expect(cannotUseSf(g.compiled, place('20').state, 'noville', 'confusion')).toMatchObject({ rule: '14.11' });
    expect(cannotUseSf(g.compiled, place('17', 3).state, 'noville', 'moveRestrict')).toMatchObject({ rule: '14.22' });
    expect(legalActions(g).actions.filter((a) => a.type === 'useSpecialForces').length).toBeGreaterThan(10);
    const r = applyAction(g, { type: 'useSpecialForces', target: 'noville', choice: 'confusion' });
    if (!r.ok) throw new Error(r.error.reason);
    const s = r.state as AreaState;
    expect(cannotUseSf(g.compiled, s, 'sprimont', 'moveRestrict')).toMatchObject({ rule: '14.11' });
    const nextDay = { ...s, seg: place('18').state.seg };
    expect(cannotUseSf(g.compiled, nextDay, 'sprimont', 'confusion')).toMatchObject({ rule: '14.21' });
    expect(cannotUseSf(g.compiled, nextDay, 'sprimont', 'moveRestrict')).toBeUndefined();
  });

  it('none in a scenario without them (the introductory scenario)', () => {
    const g = areaSandbox({}, { side: 'german', docs: titmDocs('titm-intro'), turn: '17' });
    expect(cannotUseSf(g.compiled, g.state, 'larochette', 'confusion')).toMatchObject({ reason: 'this scenario has no Special Forces' });
  });

  it('movement restriction: Allied units pay +1 to enter and +1 to leave (14.22)', () => {
    const g = areaSandbox({ 'al-7Arm-a': 'bastogne' }, { side: 'allied', turn: '17' });
    const base = checkPath(g.compiled, g.state, ['al-7Arm-a'], ['noville', 'houffalize']);
    const s = { ...g.state, specialForces: { area: 'noville', effect: 'moveRestrict' as const, until: 99 } };
    const slowed = checkPath(g.compiled, s, ['al-7Arm-a'], ['noville', 'houffalize']);
    expect('cost' in slowed && 'cost' in base && slowed.cost - base.cost).toBe(2);
  });

  it('demolition interference: an Allied unit in the Special Forces area blows its bridges on a 1 only (14.23)', () => {
    const g = areaSandbox({ 'al-1107Eng': 'malmedy' }, { side: 'german', turn: '17' });
    const s = { ...g.state, specialForces: { area: 'malmedy', effect: 'demoInterfere' as const, until: 99 } };
    expect(demolitionTable(g.compiled, s, 'al-1107Eng', '73-74')).toBe('demolitionSpecialForces');
    expect(demolitionTable(g.compiled, g.state, 'al-1107Eng', '73-74')).toBe('demolitionEngineerFresh');
  });

  it('battlefield confusion: Allied fire +1, German fire unchanged (14.24)', () => {
    const g = areaSandbox({ 'de-2Pz-a': 'noville', 'al-7Arm-a': 'noville' }, { side: 'german', turn: '17' });
    const b: Battle = { area: 'noville', attacker: 'german', attackers: ['de-2Pz-a'], defenders: ['al-7Arm-a'], calls: { german: 1, allied: 1 }, combinedArms: true, crossedRiver: false, confusion: true, step: 'defenderFire', counters: [], fire: {} };
    expect(hitNumber(g.compiled, g.state, b, 'allied', 'de-2Pz-a', 'al-7Arm-a').hits).toBe(4); // defense 5, +1
    expect(hitNumber(g.compiled, g.state, b, 'allied', 'de-2Pz-a').hits).toBe(4); // artillery 5, +1
    expect(hitNumber(g.compiled, g.state, b, 'german', 'al-7Arm-a', 'de-2Pz-a').hits).toBe(4); // attack 4
  });
});
