/**
 * The German army boundary (11.10): no German move or advance across it before 18AM; a unit forced
 * to retreat across it is disrupted and does not rally until it is back or 18AM. The line is only
 * where the map marks it: here, on the bare test map, the hexsides between columns 10 and 11 of rows
 * 1–10; on the East map, a stand-in line between rows 28 and 29 (its printed course is owed: issue 14).
 */
import { describe, expect, it } from 'vitest';
import { compile, legalActions, type Game } from './hexEngine';
import { ardennesDocs, bareDocs, lastEvents, refusal, sandbox, step } from './fixtures';
import { Draft } from '../../src/engine/systems/hexOdds/draft';
import { retreatAlong } from '../../src/engine/systems/hexOdds/rules/results';
import { replaceTargets } from '../../src/engine/systems/hexOdds/rules/replacement';

const DE = 'de-26vg-start-1';
const US = 'us-28id-start-1';

/** The bare map with an army boundary along the east side of column 10, rows 1 to 10. */
function docs() {
  const plain = compile(bareDocs());
  const sides: Record<string, { boundary: string }> = {};
  for (let row = 1; row <= 10; row++) {
    const k = plain.ordinal.get(`10${String(row).padStart(2, '0')}`)!;
    for (let j = 0; j < 6; j++) {
      const n = plain.nb[k * 6 + j]!;
      if (n >= 0 && plain.ids[n]!.startsWith('11')) sides[plain.sideId[k * 6 + j]!] = { boundary: 'armyBoundary' };
    }
  }
  const ruleset = ardennesDocs().ruleset;
  return bareDocs((d) => {
    d.map = { ...d.map, hexsides: sides } as typeof d.map;
    // The bare map lifts the turn restrictions; the army boundary's are put back.
    const turns = Object.fromEntries(Object.entries(d.ruleset.calendar.turns).map(([id, t]) => [id, { ...t, restrictions: ruleset.calendar.turns[id]!.restrictions?.filter((r) => r.kind === 'boundaryLine') }]));
    d.ruleset = { ...d.ruleset, calendar: { ...d.ruleset.calendar, turns } };
  });
}

const at = (positions: Record<string, string>, phaseId: string, turn = '17AM', side = 'german'): Game => sandbox(positions, { side, phaseId, turn, docs: docs() });

describe('11.10: the German army boundary', () => {
  it('no German unit moves across it before 18AM; past its end, and from 18AM, it may', () => {
    const g = at({ [DE]: '1005' }, 'movement');
    expect(refusal(g, { type: 'move', side: 'german', unit: DE, target: '1105' })).toMatchObject({ rule: '11.10', reason: expect.stringMatching(/crosses the army boundary/) });
    const reach = legalActions(g).actions.filter((a) => a.unit === DE && a.type === 'move').map((a) => a.target!);
    expect(reach.some((h) => h.startsWith('11') && Number(h.slice(2)) <= 9)).toBe(false);
    // Round the western end of the line (the line stops at row 10).
    expect(refusal(g, { type: 'move', side: 'german', unit: DE, path: ['1005', '1006', '1007', '1008', '1009', '1010', '1011', '1111'], target: '1111' })?.rule).not.toBe('11.10');
    expect(refusal(at({ [DE]: '1005' }, 'movement', '18AM'), { type: 'move', side: 'german', unit: DE, target: '1105' })).toBeUndefined();
    // Allied units are not held by it.
    expect(refusal(at({ [US]: '1005' }, 'movement', '17AM', 'allied'), { type: 'move', side: 'allied', unit: US, target: '1105' })).toBeUndefined();
  });

  it('a German unit may attack across it but not advance across it', () => {
    const g = at({ [DE]: '1005', [US]: '1105' }, 'combat');
    expect(legalActions(g).actions).toContainEqual(expect.objectContaining({ type: 'attack', target: '1105' }));
    const advancing = { ...g, state: { ...g.state, units: { ...g.state.units, [US]: { ...g.state.units[US]!, loc: { eliminated: true as const } } }, pending: { kind: 'advance' as const, attackers: [DE], into: '1105', type: 'normal', hexes: 1 } } };
    expect(refusal(advancing, { type: 'advance', side: 'german', unit: DE, target: '1105' })).toMatchObject({ rule: '11.10' });
  });

  it('a retreat across it disrupts the unit, which does not rally until back across or 18AM', () => {
    const g = at({ [DE]: '1005' }, 'combat');
    const d = new Draft(g.compiled, g.state);
    retreatAlong(d, DE, ['1005', '1105'], 1);
    const s = d.finish({});
    expect(s.units[DE]).toMatchObject({ status: 'disrupted', acrossLine: true, loc: { hex: '1105' } });
    // The Rally Phase (after the Movement Phase) passes it by; from 18AM it rallies.
    const across = (turn: string) => {
      const m = at({ [DE]: '1105' }, 'movement', turn);
      return { ...m, state: { ...m.state, units: { ...m.state.units, [DE]: { ...m.state.units[DE]!, status: 'disrupted' as const, acrossLine: true } } } };
    };
    const held = step(across('17AM'), { type: 'endPhase', side: 'german' });
    expect(held.state.units[DE]!.status).toBe('disrupted');
    expect(lastEvents).toContainEqual(expect.objectContaining({ type: 'rally', rule: '11.10' }));
    expect(step(across('18AM'), { type: 'endPhase', side: 'german' }).state.units[DE]!.status).toBe('normal');
    const d2 = new Draft(g.compiled, { ...s, side: 'german' });
    retreatAlong(d2, DE, ['1105', '1005'], 1);
    expect(d2.finish({}).units[DE]).toMatchObject({ acrossLine: false });
  });

  it('a unit stepping back from the enemy to take its replacement does not cross it before 18AM (11.10, 25.2)', () => {
    // The German unit at 1005, next to the US unit at 0905, steps back one hex out of its ZOC to refit.
    const targets = (turn: string) => replaceTargets(at({ [DE]: '1005', [US]: '0905' }, 'replacement', turn).compiled, at({ [DE]: '1005', [US]: '0905' }, 'replacement', turn).state, DE).targets as string[];
    const free = targets('18N');
    expect(free.some((h) => h.startsWith('11'))).toBe(true);
    const held = targets('16N');
    expect(held.length).toBeGreaterThan(0);
    expect(held.some((h) => h.startsWith('11'))).toBe(false);
    expect(held.every((h) => free.includes(h))).toBe(true);
  });

  it('the East map marks a line between the 6th and 5th Pz Armies: a German unit on row 28 does not step north before 18AM', () => {
    const g = sandbox({ 'de-18vg-start-1': '2228' }, { side: 'german', phaseId: 'movement', turn: '16PM' });
    expect(refusal(g, { type: 'move', side: 'german', unit: 'de-18vg-start-1', target: '2229' })).toMatchObject({ rule: '11.10' });
    const later = sandbox({ 'de-18vg-start-1': '2228' }, { side: 'german', phaseId: 'movement', turn: '18AM' });
    expect(refusal(later, { type: 'move', side: 'german', unit: 'de-18vg-start-1', target: '2229' })).toBeUndefined();
    // 27.8: the St-Vith sector stops at the boundary.
    expect((g.compiled.map.hexSets?.['st-vith-sector']?.hexes as string[]).every((h) => Number(h.slice(2)) <= 28)).toBe(true);
  });
});
