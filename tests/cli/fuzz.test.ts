/**
 * npm run fuzz (issue 18): random and greedy bot games with every invariant checked after every
 * action, each replayed from its seed and compared by state hash; failures written as playtest
 * documents that replay to them. Run in-process: 200 games here, 10,000 in the note.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { main as fuzzMain } from '../../src/cli/fuzz';
import { main as playMain } from '../../src/cli/play';
import { fuzzGame, registerRulesModule, stateHash, type CoreCompiled, type CoreState, type RulesModule } from '../../src/engine';
import { InvariantViolation } from '../../src/engine/core/invariants';
import { checkInvariants } from '../../src/engine/systems/hexOdds/invariants';
import { compile } from '../engine/hexEngine';
import { sandbox } from '../engine/fixtures';
import { runCli } from './run';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sandtable-fuzz-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('npm run fuzz', () => {
  test('200 games (180 of Tigers in the Mist\'s introduction, 20 of the 6-turn Ardennes \'44): no invariant broken, no crash, no stuck game, every replay the same', async () => {
    const titm = await runCli(fuzzMain, ['--games', '180', '--scenario', 'data/scenarios/titm-intro.scenario.json', '--out', tmp]);
    const a44 = await runCli(fuzzMain, ['--games', '20', '--seed', 'suite', '--scenario', 'data/scenarios/ardennes44-6turn.scenario.json', '--out', tmp]);
    for (const r of [titm, a44]) {
      expect(r.err.split('\n').filter((l) => l && !l.startsWith('['))).toEqual([]);
      expect(r.out).toMatch(/invariant failures: 0\n/);
      expect(r.out).toMatch(/other crashes \(exceptions, refused bot actions\): 0\n/);
      expect(r.out).toMatch(/stuck games \(no end after 20000 actions\): 0\n/);
      expect(r.out).toMatch(/replay mismatches: 0\n/);
      expect(r.code).toBe(0);
    }
    expect(titm.out).toMatch(/^fuzz: 180 games over titm-intro/);
    expect(a44.out).toMatch(/^fuzz: 20 games over ardennes44-6turn/);
  });

  test('a failed game is written as a playtest document that play --log replays to where it stopped', async () => {
    const out = path.join(tmp, 'stuck');
    const r = await runCli(fuzzMain, ['--games', '2', '--limit', '30', '--scenario', 'data/scenarios/ardennes44-6turn.scenario.json', '--out', out]);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/stuck games \(no end after 30 actions\): 2/);
    const files = fs.readdirSync(out).sort();
    expect(files).toEqual(['ardennes44-6turn-fuzz-0.playtest.json', 'ardennes44-6turn-fuzz-1.playtest.json']);
    const doc = JSON.parse(fs.readFileSync(path.join(out, files[0]!), 'utf8'));
    expect(doc).toMatchObject({ kind: 'playtest', scenario: 'ardennes44-6turn', seed: 'fuzz-0', name: 'fuzz failure: stuck: no end' });
    expect(doc.actions).toHaveLength(30);
    const replayed = await runCli(playMain, ['--scenario', 'data/scenarios/ardennes44-6turn.scenario.json', '--log', path.join(out, files[0]!)]);
    expect(replayed.code).toBe(0);
    expect(replayed.out).toMatch(/\(step 30\)/);
  });

  test('refuses a bad shard, with the usage', async () => {
    const r = await runCli(fuzzMain, ['--shard', '3/2']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--shard must be i\/n/);
  });
});

describe('fuzzGame finds what the engine must never do', () => {
  type S = CoreState & { readonly n: number; readonly noise: number };
  /** A toy system: each action counts one; `broken` decides what goes wrong. */
  const toy = (system: string, broken: 'random' | 'invariant'): CoreCompiled => {
    const m: RulesModule<CoreCompiled, S> = {
      system,
      name: 'toy',
      compile: (docs) => ({ docs }),
      initialState: () => ({ step_count: 0, turn: 0, rng: { s: [1, 2, 3, 4] } as never, side: 'a', n: 0, noise: 0 }),
      legal: () => ({ actions: [{ type: 'count' }], refused: [] }),
      apply: (_c, s) => {
        if (broken === 'invariant' && s.n === 7) throw new InvariantViolation('seven is not allowed');
        const n = s.n + 1;
        // A procedure that reads the clock's dice, not the state's: replay cannot give the same game.
        return { ok: true, state: { ...s, n, step_count: n, noise: broken === 'random' ? Math.random() : 0, ...(n >= 20 ? { ended: { winner: 'a', reason: 'counted to 20' } } : {}) }, events: [] };
      },
    };
    registerRulesModule(m);
    return { docs: { ruleset: { system } } } as unknown as CoreCompiled;
  };
  const bot = (_c: CoreCompiled, _s: CoreState) => ({ type: 'count' });

  test('a game whose replay differs (a procedure that reads Math.random) is a replay mismatch', () => {
    const g = fuzzGame(toy('fuzz-toy-random', 'random'), 's', { a: bot }, 100);
    expect(g.crash).toBeUndefined();
    expect(g.replayMismatch).toMatch(/the replayed game ends in state [0-9a-f]{16}, the played one in [0-9a-f]{16}/);
  });

  test('an invariant broken is a crash that says so, with the action that broke it (not in the log)', () => {
    const g = fuzzGame(toy('fuzz-toy-invariant', 'invariant'), 's', { a: bot }, 100);
    expect(g).toMatchObject({ invariant: true, crash: 'invariant broken: seven is not allowed', failedAction: { type: 'count' }, actions: 7 });
  });

  test('the state hash does not depend on the order keys were built in', () => {
    expect(stateHash({ a: 1, b: [1, { c: 2, d: 3 }] })).toBe(stateHash({ b: [1, { d: 3, c: 2 }], a: 1 }));
    expect(stateHash({ a: 1 })).not.toBe(stateHash({ a: 2 }));
  });
});

describe('the units\' invariants, checked on the records an action changed', () => {
  test('a unit moved into a hex the other side holds, or left with steps it cannot have, breaks them; a record kept from before is not checked again', () => {
    const g = sandbox({ 'us-4-8-x': '0411', 'de-26-39-fus': '0413' }, { side: 'allied', phaseId: 'movement' });
    const c = compile(g.compiled.docs);
    const before = { ...g.state, step_count: 5 };
    const moved = (patch: object) => ({ ...before, step_count: 6, units: { ...before.units, 'us-4-8-x': { ...before.units['us-4-8-x']!, ...patch } } });
    const changed = new Set(['us-4-8-x']);
    expect(() => checkInvariants(c, moved({ loc: { hex: '0412' } }), before, changed)).not.toThrow();
    expect(() => checkInvariants(c, moved({ loc: { hex: '0413' } }), before, changed)).toThrow(/0413 holds units of both sides/);
    expect(() => checkInvariants(c, moved({ steps: 0 }), before, changed)).toThrow(/us-4-8-x has 0 steps/);
    expect(() => checkInvariants(c, moved({ loc: { hex: '9999' } }), before, changed)).toThrow(/off the map at 9999/);
    // Told nothing of what changed, every unit is checked; the first action checks every unit, the setup's records too.
    const bad = { ...before, units: { ...before.units, 'de-26-39-fus': { ...before.units['de-26-39-fus']!, steps: 9 } } };
    expect(() => checkInvariants(c, moved({}), before, changed)).not.toThrow();
    expect(() => checkInvariants(c, bad, before)).toThrow(/de-26-39-fus has 9 steps/);
    expect(() => checkInvariants(c, { ...bad, step_count: 1 }, { ...bad, step_count: 0 }, changed)).toThrow(/de-26-39-fus has 9 steps/);
  });
});

describe('8, 17.4: a Movement Phase never ends with its side overstacked', () => {
  test('checkInvariants, given the state before, refuses a phase change that leaves a stack of the mover over the limits', () => {
    const g = sandbox({ 'us-1-x': '3012', 'us-4-22-x': '3012' }, { side: 'allied', phaseId: 'movement' });
    const c = compile(g.compiled.docs);
    const before = g.state;
    const after = { ...before, phase: before.phase + 1, phaseId: 'rally' };
    expect(() => checkInvariants(c, after, before)).toThrow(InvariantViolation);
    expect(() => checkInvariants(c, after, before)).toThrow(/ended with 3012 over the stacking limits/);
    // The owner's choice waiting (17.4) is not a broken invariant, nor is the stack inside the phase.
    expect(() => checkInvariants(c, { ...after, pending: { kind: 'overstack', chooser: 'allied', resume: 'allied', hex: '3012', candidates: [] } }, before)).not.toThrow();
    expect(() => checkInvariants(c, before, before)).not.toThrow();
  });
});
