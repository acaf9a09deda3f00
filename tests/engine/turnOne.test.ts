/**
 * The turn-1 rules (29), as the calendar's 16AM restrictions: red-box units held (29.1), the German
 * division boundaries (29.3), strategic surprise (29.4). From 16PM none of them holds.
 */
import { describe, expect, it } from 'vitest';
import { legalActions, movementRange, whyNotMove } from './hexEngine';
import { cannotSupport } from '../../src/engine/systems/hexOdds/rules/artillery';
import { refusal, sandbox } from './fixtures';

const V187 = 'us-v-187'; // red setup box, starts at 1238
const VIII = 'us-viii-174';
const US = 'us-28id-start-1';
const VG = 'de-26vg-start-1'; // 26 VG, its setup area holds 2009
const SETUP_2PZ = ['1515', '1615', '1715', '1815', '1915'];

describe('29.1: red-box units on turn 1', () => {
  it('may not move on turn 1, and are listed as refused with the rule', () => {
    const g = sandbox({ [V187]: '1238' }, { side: 'allied', phaseId: 'movement' });
    expect(refusal(g, { type: 'move', side: 'allied', unit: V187, target: '1237' })).toMatchObject({ rule: '29.1', reason: expect.stringMatching(/red box/) });
    expect(legalActions(g).refused).toContainEqual(expect.objectContaining({ type: 'move', unit: V187, rule: '29.1' }));
    expect(legalActions(g).actions.filter((a) => a.unit === V187)).toEqual([]);
  });

  it('are released once a German unit is next to them, and free from 16PM', () => {
    const near = sandbox({ [V187]: '1238', [VG]: '1239' }, { side: 'allied', phaseId: 'movement' });
    expect(refusal(near, { type: 'move', side: 'allied', unit: V187, target: '1237' })?.rule).not.toBe('29.1');
    const later = sandbox({ [V187]: '1238' }, { side: 'allied', phaseId: 'movement', turn: '16PM' });
    expect(refusal(later, { type: 'move', side: 'allied', unit: V187, target: '1237' })?.rule).not.toBe('29.1');
  });
});

describe('29.3: the German division boundaries on turn 1', () => {
  it('no German unit enters another division\'s setup area or the rear zone; US territory is free', () => {
    const g = sandbox({ [VG]: '1914' }, { side: 'german', phaseId: 'movement' });
    const reach = new Set(movementRange(g, VG).map((r) => r.hex));
    expect(SETUP_2PZ.filter((h) => reach.has(h))).toEqual([]);
    expect(reach.size).toBeGreaterThan(0);
    expect(refusal(g, { type: 'move', side: 'german', unit: VG, target: '1915' })).toMatchObject({ rule: '29.3', reason: expect.stringMatching(/another division's setup area or the rear zone/) });
    expect(whyNotMove(g, VG, '1915')).toMatchObject({ rule: '29.3' });
    const later = sandbox({ [VG]: '1914' }, { side: 'german', phaseId: 'movement', turn: '16PM' });
    expect(movementRange(later, VG).map((r) => r.hex)).toContain('1915');
  });
});

describe('29.4: strategic surprise on turn 1', () => {
  it('only V/187 and V/406 give the Allies defensive support; other artillery still may from 16PM', () => {
    const g = sandbox({ [VIII]: '2030', [V187]: '2031', [US]: '2029' }, { side: 'german', phaseId: 'combat' });
    expect(cannotSupport(g.compiled, g.state, VIII, '2029')).toMatchObject({ rule: '29.4', reason: expect.stringMatching(/only V\/187 and V\/406/) });
    expect(cannotSupport(g.compiled, g.state, V187, '2029')?.rule).not.toBe('29.4');
    const later = sandbox({ [VIII]: '2030', [US]: '2029' }, { side: 'german', phaseId: 'combat', turn: '16PM' });
    expect(cannotSupport(later.compiled, later.state, VIII, '2029')?.rule).not.toBe('29.4');
  });

  it('no US unit uses strategic movement on turn 1', () => {
    const tank = 'us-4-70-tnk-minus';
    const g = sandbox({ [tank]: '2005' }, { side: 'allied', phaseId: 'movement' });
    expect(refusal(g, { type: 'move', side: 'allied', unit: tank, target: '2015', mode: 'strategic' })).toMatchObject({ rule: '29.4' });
    expect(legalActions(g).actions.filter((a) => a.unit === tank && a.mode === 'strategic')).toEqual([]);
  });
});
