/**
 * Rule 3.4, the German set-up, played (issue 13): with the scenario's switch `playerSetup` on, the
 * game begins with a German Set-up phase in which the player places each starting unit anywhere in
 * its division's setup area (a corps's own units in any division area of the corps; 1331 shared by
 * 277 VG and 12 VG; the 26 VG's units but 26/39 Fus and 26/77 Gren east of the Our), stacking
 * limits holding, each unit once; off, it begins from the scenario's hexes as before. The setup
 * areas are the map's reconstruction (placeholder).
 */
import { describe, expect, it } from 'vitest';
import { ardennesDocs, refusal, step } from './fixtures';
import { BOTS, compile, createGame, legalActions, playBots, type Game, type GameDocuments } from './hexEngine';

const docs = ardennesDocs();
const withSetup = (on: boolean): GameDocuments => ({ ...docs, scenario: { ...docs.scenario, options: { ...docs.scenario.options, playerSetup: { enabled: on } } } as GameDocuments['scenario'] });
const area = (id: string) => new Set(docs.map.hexSets![id]!.hexes as string[]);
const hexOf = (g: Game, id: string) => (g.state.units[id]!.loc as { hex: string }).hex;
const targets = (g: Game, unit: string) => legalActions(g).actions.filter((a) => a.type === 'setUp' && a.unit === unit).map((a) => a.target!);

describe('3.4: the German set-up by the player', () => {
  it('is a phase of its own only when the scenario switches it on: off, the game begins at the German Movement Phase', () => {
    expect(createGame(withSetup(false), { seed: 's' }).state.phaseId).toBe('movement');
    const g = createGame(withSetup(true), { seed: 's' });
    expect([g.state.phaseId, g.state.side, g.compiled.turnOrder[g.state.turn]]).toEqual(['germanSetup', 'german', '16AM']);
    const types = new Set(legalActions(g).actions.map((a) => a.type));
    expect([...types].sort()).toEqual(['endPhase', 'setUp']);
  });

  it('offers each German starting unit every hex of its division area it may take, and no Allied unit any', () => {
    const g = createGame(withSetup(true), { seed: 's' });
    const setUps = legalActions(g).actions.filter((a) => a.type === 'setUp');
    expect(new Set(setUps.map((a) => g.compiled.units.get(a.unit!)!.side))).toEqual(new Set(['german']));
    expect(new Set(setUps.map((a) => a.unit)).size).toBe(38);
    // A 26 VG regiment: inside the 26 VG area (which Panzer Lehr shares), never its own hex.
    const fus = targets(g, 'de-26-39-fus');
    expect(fus.length).toBeGreaterThan(10);
    expect(fus.every((h) => area('setup-26VG').has(h))).toBe(true);
    expect(fus).not.toContain(hexOf(g, 'de-26-39-fus'));
    // Corps artillery (XLVII Pz Corps: 2 Pz, 26 VG and Panzer Lehr) in any division area of its corps.
    const art = new Set(targets(g, 'de-xlviipzk-art'));
    expect([...art].some((h) => area('setup-2Pz').has(h)) && [...art].some((h) => area('setup-26VG').has(h))).toBe(true);
    expect([...art].every((h) => area('setup-2Pz').has(h) || area('setup-26VG').has(h))).toBe(true);
    // 26 VG: 26/39 Fus may set up west of the Our; the division's other units, placed by the scenario
    // in the area's east part, only east of it.
    const east = area('setup-26VG-east-of-our');
    expect(fus.some((h) => !east.has(h))).toBe(true);
    const other = targets(g, 'de-26vg-start-1');
    expect(other.length).toBeGreaterThan(5);
    expect(other.every((h) => east.has(h))).toBe(true);
    expect(east.has(hexOf(g, 'de-26vg-start-1'))).toBe(true);
    // 1331 is in both the 277 VG's and the 12 VG's area.
    expect(targets(g, 'de-277vg-start-1')).toContain('1331');
    expect(targets(g, 'de-12vg-start-1')).toContain('1331');
  });

  it('refuses a hex outside the area, a second placement, an overstack and an Allied unit, each with the rule', () => {
    let g = createGame(withSetup(true), { seed: 's' });
    const outside = refusal(g, { type: 'setUp', side: 'german', unit: 'de-26-39-fus', target: '1917' });
    expect(outside).toMatchObject({ rule: '3.4' });
    expect(outside!.reason).toMatch(/1917 is outside the .*26.*, where .* sets up/);
    // 26/39 Fus (2 SP) onto 26 VG's other starting unit (2 SP): 4 of 3 stacking points.
    const full = hexOf(g, 'de-26vg-start-1');
    expect(refusal(g, { type: 'setUp', side: 'german', unit: 'de-26-39-fus', target: full })!.reason).toMatch(new RegExp(`would overstack ${full}`));
    const westOfOur = targets(g, 'de-26-39-fus').find((h) => !area('setup-26VG-east-of-our').has(h))!;
    expect(refusal(g, { type: 'setUp', side: 'german', unit: 'de-26vg-start-1', target: westOfOur })!.reason).toMatch(/outside the 26 VG setup area, east of the Our/);
    expect(refusal(g, { type: 'setUp', side: 'german', unit: 'us-4id-start-1', target: full })).toMatchObject({ rule: '3.4' });
    const to = targets(g, 'de-26-39-fus')[0]!;
    g = step(g, { type: 'setUp', side: 'german', unit: 'de-26-39-fus', target: to });
    expect(hexOf(g, 'de-26-39-fus')).toBe(to);
    expect(refusal(g, { type: 'setUp', side: 'german', unit: 'de-26-39-fus', target: targets(createGame(withSetup(true), { seed: 's' }), 'de-26-39-fus').find((h) => h !== to)! })!.reason).toMatch(/set up already: each unit is placed once/);
    expect(targets(g, 'de-26-39-fus')).toEqual([]);
  });

  it('ends into the German Movement Phase of 16AM, where a unit set up moves from its new hex and the turn-1 boundaries hold', () => {
    let g = createGame(withSetup(true), { seed: 's' });
    const to = targets(g, 'de-26-39-fus')[0]!;
    g = step(g, { type: 'setUp', side: 'german', unit: 'de-26-39-fus', target: to });
    g = step(g, { type: 'endPhase', side: 'german' });
    expect([g.state.phaseId, g.state.side, g.compiled.turnOrder[g.state.turn]]).toEqual(['movement', 'german', '16AM']);
    expect(g.state.units['de-26-39-fus']!.moved).toBe(false);
    const moves = legalActions(g).actions.filter((a) => a.type === 'move' && a.unit === 'de-26-39-fus');
    expect(moves.length).toBeGreaterThan(0);
    // 29.3: no German unit enters another division's setup area on turn 1.
    expect(moves.some((a) => area('setup-2Pz').has(a.target!))).toBe(false);
  });

  it('the greedy bot keeps the scenario set-up (it ends the phase); random bots set up and play on to the end', () => {
    const g = createGame(withSetup(true), { seed: 's' });
    expect(BOTS.greedy!(g.compiled, g.state, 'b')).toEqual({ type: 'endPhase', side: 'german' });
    const game = playBots(compile(withSetup(true)), 'setup-1', { german: BOTS.random!, allied: BOTS.random! });
    expect(game.crash).toBeUndefined();
    expect(game.stuck).toBeFalsy();
    expect(game.winner).not.toBeUndefined();
    const setUps = game.log.filter((a) => a.type === 'setUp');
    expect(setUps.length).toBeGreaterThan(0);
    expect(setUps.length).toBeLessThanOrEqual(38);
  });
});
