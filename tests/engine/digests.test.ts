/**
 * A recorded game keeps its state's digest every DIGEST_EVERY actions and after its last, so a
 * replay says where it stops being the game recorded (issue 16: every game of a batch is kept as a
 * replayable playtest document; a replay that plays another game must not pass in silence).
 */
import { describe, expect, it } from 'vitest';
import { BOTS, compile, DIGEST_EVERY, digestsOf, digestTaker, recordGame, replay, replayCheck, type Action, type CoreCompiled } from '../../src/engine';

/** The digests of a log taken as it replays (as play --out takes them). */
function digestsOfLog(c: CoreCompiled, seed: string, log: readonly Action[]) {
  const taker = digestTaker();
  const r = replay(c, seed, log, log.length, taker.see);
  return taker.last(r.error ? r.error.step : log.length, r.game.state);
}
import { ardennesDocs } from './fixtures';
import { titmDocs } from './titm/fixtures';

describe('state digests', () => {
  const c = compile(ardennesDocs());
  const r = recordGame(c, 'digests', { german: BOTS.greedy!, allied: BOTS.random! }, { keepLog: true });
  const log = r.log!;

  it('are kept every 64 actions and after the last, and are the same whether taken in play or on replay', () => {
    expect(DIGEST_EVERY).toBe(64);
    const steps = r.digests!.map((d) => d.step);
    expect(steps.slice(0, 3)).toEqual([64, 128, 192]);
    expect(steps.at(-1)).toBe(log.length);
    expect(steps.every((s, i) => i === steps.length - 1 || s % 64 === 0)).toBe(true);
    expect(digestsOfLog(c, 'digests', log)).toEqual(r.digests);
    expect(digestsOf(log.length, (k) => replay(c, 'digests', log, k).game.state)).toEqual(r.digests);
  });

  it('a replay of the recorded log matches every digest', () => {
    expect(replayCheck(c, 'digests', log, r.digests)).toEqual({});
  });

  it('the first digest the replay does not match is found, with the last step that still matched', () => {
    const tampered = r.digests!.map((d, i) => (i === 2 ? { ...d, state: '0123456789abcdef' } : d));
    expect(replayCheck(c, 'digests', log, tampered)).toEqual({ drift: { index: 2, step: 192, matched: 128 } });
  });

  it('after a rules edit the log can stay legal and still play another game: the digests say from where', () => {
    // Ardennes '44 24.2: enemy traffic markers cost 3 MP to enter, not 2. Every action still replays.
    const docs = structuredClone(ardennesDocs()) as ReturnType<typeof ardennesDocs> & { ruleset: { values: Record<string, { value: number }> } };
    docs.ruleset.values.trafficCost = { ...docs.ruleset.values.trafficCost!, value: 3 };
    expect(replayCheck(compile(docs), 'digests', log, r.digests)).toEqual({ drift: { index: 3, step: 256, matched: 192 } });
  });

  it('the same log from another seed is refused where the two games part', () => {
    expect(replayCheck(c, 'another seed', log, r.digests)).toEqual({ error: expect.objectContaining({ step: 18 }) });
  });

  it('digests past the action the engine refuses are not judged', () => {
    const cut = log.slice(0, 100);
    const refused = [...cut, { type: 'attack', side: 'allied', units: ['nobody'], target: '0101' }];
    const check = replayCheck(c, 'digests', refused, [...r.digests!.slice(0, 1), { step: 101, state: '0123456789abcdef' }]);
    expect(check.error?.step).toBe(100);
    expect(check.drift).toBeUndefined();
  });

  it('Tigers in the Mist keeps and checks them the same way', () => {
    const t = compile(titmDocs('titm-intro'));
    const g = recordGame(t, 'digests', { german: BOTS.greedy!, allied: BOTS.greedy! }, { keepLog: true });
    expect(g.digests!.at(-1)!.step).toBe(g.log!.length);
    expect(replayCheck(t, 'digests', g.log!, g.digests)).toEqual({});
    expect(digestsOfLog(t, 'digests', g.log!)).toEqual(g.digests);
  });
});
