/** Combat (14–19) on the shipped CRT: every result code of the 3:1 column, retreats and advances. */
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, type Game, type GameState } from './hexEngine';
import { distanceOf } from '../../src/engine/systems/hexOdds/compile';
import { planRetreat } from '../../src/engine/systems/hexOdds/rules/retreat';
import { zocOf } from '../../src/engine/systems/hexOdds/rules/zoc';
import { table } from '../../src/engine/systems/hexOdds/rules/tables';
import { ardennesDocs, sandbox, settle } from './fixtures';

const docs = ardennesDocs();
const ATTACKERS = ['de-2pz-start-2', 'de-2pz-start-3', 'de-116pz-start-2'];
const setup = { 'de-2pz-start-2': '0412', 'de-2pz-start-3': '0311', 'de-116pz-start-2': '0410', 'us-4-8-x': '0411', 'us-35-eng': '0411' };

/** The 15:4 (3:1) attack of the book example under many seeds, one outcome per CRT code. */
function attacksByCode(): Map<string, { before: Game; after: GameState; events: string[] }> {
  const out = new Map<string, { before: Game; after: GameState; events: string[] }>();
  for (let i = 0; i < 80 && out.size < 6; i++) {
    const game = sandbox(setup, { side: 'german', phaseId: 'combat', seed: `crt-${i}`, turn: '16PM' });
    const r = applyAction(game, { type: 'attack', units: ATTACKERS, target: '0411' });
    if (!r.ok) throw new Error(r.error.reason);
    const code = (r.events.find((e) => e.type === 'combat')!.data as { code: string }).code;
    if (!out.has(code)) out.set(code, { before: game, after: settle(game, r.state), events: r.events.map((e) => e.text) });
  }
  return out;
}

const hexOf = (s: GameState, id: string) => ('hex' in s.units[id]!.loc ? s.units[id]!.loc.hex : undefined);

describe('the CRT (14.4, 16.1)', () => {
  it('matches the digest table cell by cell (the diagonal band of §4.1)', () => {
    // shared/rules/ardennes44.md §4.1, copied so the test runs from a clone without shared/.
    const digest = `
| 1 | FF(+1) | EX(Eng) | FF | DR2 | DR3 | DR4* | D1* | D1* | D1* |
| 2 | Eng | FF(+1) | EX(Eng) | FF | DR2 | DR3 | DR4* | D1* | D1* |
| 3 | A1/Eng | Eng | FF(+1) | EX(Eng) | FF | DR2 | DR3 | DR4* | D1* |
| 4 | A1 | A1/Eng | Eng | FF(+1) | EX(Eng) | FF | DR2 | DR3 | DR4* |
| 5 | A1 | A1 | A1/Eng | Eng | FF(+1) | EX(Eng) | FF | DR2 | DR3 |
| 6 | A1 | A1 | A1 | A1/Eng | Eng | FF(+1) | EX(Eng) | FF | DR2 |`;
    const crt = table(docs.ruleset, 'crt', 'oddsCrt');
    expect(crt.columns).toEqual(['1:3', '1:2', '1:1', '2:1', '3:1', '4:1', '5:1', '6:1', '7:1']);
    for (const line of digest.trim().split('\n')) {
      const [die, ...cells] = line.split('|').map((x) => x.trim()).filter(Boolean);
      crt.columns.forEach((col, i) => expect(`${die} ${col} ${crt.rows[die!]![col]}`).toBe(`${die} ${col} ${cells[i]}`));
    }
  });

  const outcomes = attacksByCode();

  it('rolls every code of the 3:1 column under some seed', () => {
    expect([...outcomes.keys()].sort()).toEqual(['DR2', 'DR3', 'EX(Eng)', 'Eng', 'FF', 'FF(+1)']);
  });

  it('DR2: both defenders retreat exactly 2 hexes and are disrupted; the attackers may advance', () => {
    const { before, after } = outcomes.get('DR2')!;
    const c = before.compiled;
    for (const id of ['us-4-8-x', 'us-35-eng']) {
      expect(distanceOf(c, c.ordinal.get('0411')!, c.ordinal.get(hexOf(after, id)!)!)).toBe(2);
      expect(after.units[id]!.status).toBe('disrupted');
    }
    expect(after.pending).toMatchObject({ kind: 'advance', into: '0411' });
    expect(legalActions({ ...before, state: after }).actions.map((a) => a.type)).toContain('advance');
  });

  it('DR3: retreat 3 and routed (18.1); the engineer, forced to retreat 3, is eliminated (the rules revision to 27)', () => {
    const { before, after } = outcomes.get('DR3')!;
    const c = before.compiled;
    expect(distanceOf(c, c.ordinal.get('0411')!, c.ordinal.get(hexOf(after, 'us-4-8-x')!)!)).toBe(3);
    expect(after.units['us-4-8-x']!.status).toBe('routed');
    expect(after.units['us-35-eng']!.loc).toEqual({ eliminated: true });
  });

  it('EX: each side loses a step; the one-step defenders are gone, and the attackers keep the field', () => {
    const { before, after } = outcomes.get('EX(Eng)')!;
    const lost = ATTACKERS.filter((id) => after.units[id]!.steps < before.state.units[id]!.steps);
    expect(lost).toHaveLength(1);
    const defenderSteps = ['us-4-8-x', 'us-35-eng'].map((id) => after.units[id]!.steps);
    expect(defenderSteps.reduce((a, b) => a + b)).toBe(1);
  });

  it('Eng (16.5): the defenders are engaged and stay; no advance', () => {
    const { after } = outcomes.get('Eng')!;
    for (const id of ['us-4-8-x', 'us-35-eng']) {
      expect(after.units[id]!.engaged).toBe(true);
      expect(hexOf(after, id)).toBe('0411');
    }
    expect(after.pending).toBeUndefined();
  });

  it('FF: the attacker chooses to accept Eng or roll on the Firefight table (16.2)', () => {
    const { before, after } = outcomes.get('FF')!;
    expect(after.pending).toMatchObject({ kind: 'firefight', plusOne: false });
    const game = { ...before, state: after };
    // Roll with each unit that may lead (the engine's pick first), or accept.
    expect(legalActions(game).actions.map((a) => `${a.choice} ${a.unit ?? ''}`.trim()).sort()).toEqual(['accept', ...ATTACKERS.map((id) => `roll ${id}`)].sort());
    expect(applyAction(game, { type: 'endPhase' })).toMatchObject({ ok: false, error: { rule: '16.2' } });
    const rolled = applyAction(game, { type: 'chooseFirefight', choice: 'roll' });
    expect(rolled.ok && rolled.events.some((e) => /^Firefight table: rolled/.test(e.text))).toBe(true);
    const accepted = applyAction(game, { type: 'chooseFirefight', choice: 'accept' });
    expect(accepted.ok && ['us-4-8-x', 'us-35-eng'].every((id) => accepted.state.units[id]!.engaged)).toBe(true);
    expect(outcomes.get('FF(+1)')!.after.pending).toMatchObject({ kind: 'firefight', plusOne: true });
  });

  it('a refused attack says why, with the rule', () => {
    const game = sandbox(setup, { side: 'german', phaseId: 'combat' });
    expect(applyAction(game, { type: 'attack', units: ['de-2pz-start-2'], target: '0413' })).toMatchObject({ ok: false, error: { reason: 'no enemy units in 0413', rule: '14.1' } });
    expect(applyAction(game, { type: 'move', unit: 'de-2pz-start-2', target: '0413' })).toMatchObject({ ok: false, error: { reason: expect.stringMatching(/not allowed in the Combat Phase/) } });
  });
});

describe('retreat priorities (17.1, 17.2)', () => {
  it('(A) exactly N hexes, (B) through no empty enemy-ZOC hex after the first', () => {
    // A German unit two hexes north-west watches part of the way out.
    const game = sandbox({ ...setup, 'de-26-39-fus': '0613' }, { side: 'german', phaseId: 'combat' });
    const c = game.compiled;
    const zoc = zocOf(c, game.state).get('german')!;
    for (const n of [2, 3, 4]) {
      const plan = planRetreat(c, game.state, 'us-4-8-x', n);
      expect('path' in plan).toBe(true);
      const p = (plan as { path: string[] }).path;
      expect(p).toHaveLength(n);
      expect(distanceOf(c, c.ordinal.get('0411')!, c.ordinal.get(p[n - 1]!)!)).toBe(n);
      expect(new Set([...p, '0411']).size).toBe(n + 1);
      for (const h of p.slice(1)) expect(zoc[c.ordinal.get(h)!]).toBe(0);
    }
  });

  it('a unit with no legal retreat is eliminated (17.2)', () => {
    // Surrounded: Germans on every side but the one a bond closes.
    const ring = { 'de-2pz-start-2': '0412', 'de-2pz-start-3': '0311', 'de-116pz-start-2': '0410', 'de-26-39-fus': '0310', 'de-26-77-gren': '0510', 'de-18vg-start-1': '0511', 'us-4-8-x': '0411' };
    const game = sandbox(ring, { side: 'german', phaseId: 'combat' });
    expect(planRetreat(game.compiled, game.state, 'us-4-8-x', 2)).toMatchObject({ eliminated: expect.stringMatching(/4\/8/), rule: '17.2' });
  });
});
