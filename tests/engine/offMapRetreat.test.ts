/**
 * Rule 17.6: an Allied unit may retreat off the South, West or North edge into the off-map box there,
 * disrupted, and leaves the box only after rallying; off the East edge, or a German unit off any
 * edge, there is no such retreat (with no other way the unit is eliminated). Also: a hex in the ZOC
 * of two enemy stacks is enemy ZOC to a retreat (it was read as free).
 */
import { describe, expect, it } from 'vitest';
import { applyAction, describeAction, legalActions, type Game } from './hexEngine';
import { Draft } from '../../src/engine/systems/hexOdds/draft';
import { applyEffects } from '../../src/engine/systems/hexOdds/rules/results';
import { retreatOptions } from '../../src/engine/systems/hexOdds/rules/retreat';
import { phasesOfTurn } from '../../src/engine/systems/hexOdds/sequence';
import { bareDocs, sandbox, step } from './fixtures';

const INF = 'de-26vg-start-1';
const US = 'us-28id-start-1';

/** A 2-hex retreat result on the unit in `hex`, applied as the CRT would (the attacker stands off). */
function retreating(units: Record<string, string>, defender: string, hex: string, attacker = 'german'): Game {
  const game = sandbox(units, { side: attacker, phaseId: 'combat', docs: bareDocs() });
  const d = new Draft(game.compiled, game.state);
  applyEffects(d, [{ kind: 'retreat', who: 'defender', hexes: 2 }], { attackers: [attacker === 'german' ? INF : US], defenders: [defender], target: hex });
  return { ...game, state: d.finish({}) };
}

describe('retreat off the map (17.6)', () => {
  it('off the West edge, an Allied unit may retreat into the box there, disrupted; the engine\'s pick stays on the map', () => {
    const g = retreating({ [INF]: '4020', [US]: '4420' }, US, '4420');
    expect(g.state.pending).toMatchObject({ kind: 'retreat', unit: US });
    const targets = legalActions(g).actions.map((a) => a.target);
    expect(targets).toContain('SW');
    expect(targets[0]).not.toBe('SW');
    expect(describeAction(g, { type: 'retreat', side: 'allied', unit: US, target: 'SW' })).toMatch(/retreats off the map into the South-West box, disrupted \(17\.6\)/);
    const after = step(g, { type: 'retreat', side: 'allied', unit: US, target: 'SW' });
    expect(after.state.units[US]).toMatchObject({ loc: { box: 'SW', since: g.state.turn }, status: 'disrupted' });
  });

  it('it leaves the box only after rallying, which it does in the box at its next Rally Phase', () => {
    const g = retreating({ [INF]: '4020', [US]: '4420' }, US, '4420');
    const after = step(g, { type: 'retreat', side: 'allied', unit: US, target: 'SW' });
    const turn = after.state.turn + 1;
    const phase = phasesOfTurn(after.compiled, turn).findIndex((x) => x.phase === 'movement' && x.side === 'allied');
    const later: Game = { ...after, state: { ...after.state, turn, phase, side: 'allied', phaseId: 'movement' } };
    expect(applyAction(later, { type: 'enterReinforcement', side: 'allied', unit: US, target: legalEntry(later) })).toMatchObject({ ok: false, error: { rule: '17.6' } });
    const rallied = step(later, { type: 'endPhase', side: 'allied' });
    expect(rallied.state.units[US]).toMatchObject({ loc: { box: 'SW' }, status: 'normal' });
  });

  it('no box off the East edge, and none for a German unit: only retreats on the map', () => {
    const east = retreating({ [INF]: '0420', [US]: '0120' }, US, '0120');
    const c = east.compiled;
    const o = retreatOptions(c, east.state, US, 2, true);
    expect('paths' in o && o.paths.every((p) => !(p[p.length - 1]! in (c.map.offMapBoxes ?? {})))).toBe(true);
    const german = sandbox({ [US]: '4020', [INF]: '4420' }, { side: 'allied', phaseId: 'combat', docs: bareDocs() });
    const og = retreatOptions(german.compiled, german.state, INF, 2, true);
    expect('paths' in og && og.paths.every((p) => /^\d{4}$/.test(p[p.length - 1]!))).toBe(true);
  });
});

/** An entry hex of the South-West box on this map, or a hex to be refused at. */
function legalEntry(g: Game): string {
  const letters = g.compiled.map.offMapBoxes?.SW?.entries ?? [];
  return (letters.flatMap((l) => (g.compiled.map.entries?.[l]?.hexes as string[] | undefined) ?? [])[0] as string | undefined) ?? '4420';
}

describe('a hex in the ZOC of two enemy stacks is in enemy ZOC (17.2, 20)', () => {
  it('a retreat may not go on through it after its first hex', () => {
    // 1013 is next to both German stacks (1014 and 1113), so in their ZOC twice over; 1012 is in neither.
    // No supply sources, so no way is preferred for heading home (17.1 C).
    const docs = bareDocs((d) => void ((d.map as { supplySources: object }).supplySources = {}));
    const g = sandbox({ [US]: '1011', [INF]: '1014', 'de-212vg-start-1': '1113' }, { side: 'german', phaseId: 'combat', docs });
    const c = g.compiled;
    const next = (a: string, b: string) => c.nb.subarray(c.ordinal.get(a)! * 6, c.ordinal.get(a)! * 6 + 6).includes(c.ordinal.get(b)!);
    expect(next('1013', '1014') && next('1013', '1113') && !next('1012', '1014') && !next('1012', '1113')).toBe(true);
    const o = retreatOptions(c, g.state, US, 2);
    expect('paths' in o && o.paths.some((p) => p.includes('1013'))).toBe(false);
  });
});
