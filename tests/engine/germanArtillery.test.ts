/**
 * German artillery (22.2, 22.3, 29.3, 29.5, 5.1, 17.7): corps artillery moves only with a prime
 * mover of its army (MA 5 at mechanized rates, an SM marker's back, no support while it has one,
 * returned in the next Artillery Supply Phase); Nebelwerfer shifts one hex; on turn 1 corps
 * artillery supports only attacks with a unit of its corps and stays in its corps's division areas.
 */
import { describe, expect, it } from 'vitest';
import { legalActions, movementRange } from './hexEngine';
import { lastEvents, refusal, sandbox, step } from './fixtures';
import { Draft } from '../../src/engine/systems/hexOdds/draft';
import { retreatQueue } from '../../src/engine/systems/hexOdds/rules/results';
import { cannotSupport } from '../../src/engine/systems/hexOdds/rules/artillery';

const XLVII = 'de-xlviipzk-art'; // XLVII Pz Corps (5th Pz Army)
const LVIII = 'de-lviiipzk-art'; // LVIII Pz Corps (5th Pz Army)
const LXVI = 'de-lxvik-art'; // LXVI Corps (5th Pz Army)
const WERFER = 'de-5pza-werfer'; // MA 1
const PZ2 = 'de-2pz-start-1'; // 2nd Pz Div, XLVII Pz Corps
const PZ116 = 'de-116pz-start-1'; // 116th Pz Div, LVIII Pz Corps
const US = 'us-28id-start-1';
const take = (unit: string) => ({ type: 'takePrimeMover', side: 'german', unit });

describe('22.3: prime movers', () => {
  const at = (turn = '17AM') => sandbox({ [XLVII]: '1716', [LVIII]: '1621', [LXVI]: '1526', [WERFER]: '1617' }, { side: 'german', phaseId: 'movement', turn });

  it('corps artillery does not move without one; with one it has MA 5 at mechanized rates, is not flipped by moving, and does not fire', () => {
    const g = at();
    expect(legalActions(g).actions.filter((a) => a.unit === XLVII && a.type === 'move')).toEqual([]);
    expect(legalActions(g).actions).toContainEqual(take(XLVII));
    const moving = step(g, take(XLVII));
    expect(lastEvents.find((e) => e.rule === '22.3')?.text).toMatch(/takes a prime mover: MA 5/);
    const range = movementRange(moving, XLVII);
    expect(range.length).toBeGreaterThan(0);
    expect(Math.max(...range.map((r) => 5 - r.mpLeft))).toBeLessThanOrEqual(5);
    const to = range.find((r) => r.path.length > 2)!;
    const moved = step(moving, { type: 'move', side: 'german', unit: XLVII, target: to.hex });
    expect(moved.state.units[XLVII]).toMatchObject({ loc: { hex: to.hex }, pm: true });
    expect(moved.state.units[XLVII]!.fired).toBeFalsy();
    expect(cannotSupport(moved.compiled, moved.state, XLVII, to.hex === '1717' ? '1718' : '1717')).toMatchObject({ rule: '22.3', reason: expect.stringMatching(/has a prime mover: it does not fire/) });
  });

  it('two a turn for the 5th Pz Army: the third of its artillery waits', () => {
    let g = step(step(at(), take(XLVII)), take(LVIII));
    expect(refusal(g, take(LXVI))).toMatchObject({ rule: '22.3', reason: "all 2 of the 5th Panzer Army (Manteuffel)'s prime movers are in use this turn" });
    expect(legalActions(g).actions).not.toContainEqual(take(LXVI));
    g = { ...g, state: { ...g.state, units: { ...g.state.units, [PZ2]: { ...g.state.units[PZ2]!, loc: { hex: '1916' } } } } };
    expect(refusal(g, take(PZ2))).toMatchObject({ rule: '22.3', reason: expect.stringMatching(/not artillery that moves by prime mover/) });
  });

  it('a Nebelwerfer brigade shifts one hex without one (22.2)', () => {
    const shifts = legalActions(at()).actions.filter((a) => a.unit === WERFER && a.type === 'move');
    expect(shifts.length).toBeGreaterThan(0);
    const g = step(at(), shifts[0]!);
    expect(g.state.units[WERFER]!.fired).toBeFalsy();
  });

  it('prime movers come back to the display in the side\'s next Artillery Supply Phase (5.1, 22.3)', () => {
    let g = step(at(), take(XLVII));
    for (let i = 0; i < 60 && !(g.state.side === 'german' && g.state.phaseId === 'movement' && g.state.turn > at().state.turn); i++) {
      const { actions } = legalActions(g);
      g = step(g, actions.find((a) => a.type === 'endPhase') ?? actions[0]!);
      if (g.state.phaseId === 'artillerySupply' && g.state.side === 'german') break;
    }
    expect(g.state.units[XLVII]!.pm).toBeFalsy();
  });

  it('German artillery without a prime mover is eliminated by a 2-hex retreat; with one it retreats (17.7)', () => {
    const g = at();
    const cont = { effects: [], sides: { attackers: [], defenders: [XLVII], target: '1716' }, plusOne: false };
    const without = new Draft(g.compiled, g.state);
    retreatQueue(without, [XLVII], 2, cont);
    expect(without.unit(XLVII).loc).toEqual({ eliminated: true });
    const withPm = new Draft(g.compiled, { ...g.state, units: { ...g.state.units, [XLVII]: { ...g.state.units[XLVII]!, pm: true } } });
    retreatQueue(withPm, [XLVII], 2, cont);
    expect(withPm.unit(XLVII).loc).not.toEqual({ eliminated: true });
  });
});

describe('turn 1 and German corps artillery', () => {
  it('supports only attacks that include a unit of its corps (29.5); from the next turn, any', () => {
    const positions = { [XLVII]: '1716', [PZ2]: '1817', [PZ116]: '1819', [US]: '1818' };
    const g = sandbox(positions, { side: 'german', phaseId: 'combat', turn: '16AM' });
    const own = { type: 'attack', side: 'german', units: [PZ2, XLVII], target: '1818' };
    const other = { type: 'attack', side: 'german', units: [PZ116, XLVII], target: '1818' };
    expect(refusal(g, other)).toMatchObject({ rule: '29.5', reason: 'XLVII Pz Corps artillery (placeholder) supports only an attack with a unit of the XLVII Panzer Corps this turn' });
    expect(refusal(g, own)).toBeUndefined();
    const later = sandbox(positions, { side: 'german', phaseId: 'combat', turn: '16PM' });
    expect(refusal(later, other)).toBeUndefined();
  });

  it('moves by prime mover in the division areas of its corps only (29.3)', () => {
    const g = step(sandbox({ [XLVII]: '1716' }, { side: 'german', phaseId: 'movement', turn: '16AM' }), take(XLVII));
    const hexes = new Set(movementRange(g, XLVII).map((r) => r.hex));
    const area = (id: string) => (g.compiled.map.hexSets?.[id]?.hexes as string[]) ?? [];
    expect(area('setup-116Pz').filter((h) => hexes.has(h))).toEqual([]);
    expect([...area('setup-2Pz'), ...area('setup-26VG')].some((h) => h !== '1716' && hexes.has(h))).toBe(true);
  });
});
