/**
 * Issue 15: a viewer moving about a long log goes to any step from the checkpoint before it
 * (ReplayCursor), and must land on exactly the state a replay from the start gives.
 */
import { describe, expect, test } from 'vitest';
import { ardennesDocs } from './fixtures';
import { BOTS, CHECKPOINT_EVERY, ReplayCursor, compile, playBots, replay, stateHash, type Action } from './hexEngine';

describe('ReplayCursor', () => {
  const c = compile(ardennesDocs());
  const game = playBots(c, 'cursor', { german: BOTS.random!, allied: BOTS.random! }, 400);
  const log = game.log;

  test('any step, in any order, is the state a replay from the start gives', () => {
    expect(log.length).toBeGreaterThan(5 * CHECKPOINT_EVERY);
    const cursor = new ReplayCursor(c, 'cursor', log);
    const steps = [log.length, 0, 1, CHECKPOINT_EVERY, CHECKPOINT_EVERY - 1, CHECKPOINT_EVERY + 1, 3 * CHECKPOINT_EVERY + 7, 17, log.length - 1, 2 * CHECKPOINT_EVERY];
    for (const s of steps) {
      const at = cursor.at(s);
      expect(at.step).toBe(s);
      expect(at.error).toBeUndefined();
      expect(stateHash(at.state)).toBe(stateHash(replay(c, 'cursor', log, s).game.state));
    }
    // Past the end and before the start: the ends.
    expect(cursor.at(log.length + 10).step).toBe(log.length);
    expect(cursor.at(-3).step).toBe(0);
  });

  test('a log that stops replaying stops there, with the refusal replay gives, for every step past it', () => {
    const bad = 2 * CHECKPOINT_EVERY + 5;
    const broken: Action[] = [...log.slice(0, bad), { type: 'move', unit: 'no-such-unit', target: '0101' } as Action, ...log.slice(bad)];
    const whole = replay(c, 'cursor', broken);
    expect(whole.error?.step).toBe(bad);
    const cursor = new ReplayCursor(c, 'cursor', broken);
    const far = cursor.at(broken.length);
    expect(far.step).toBe(bad);
    expect(far.error).toEqual(whole.error);
    expect(stateHash(far.state)).toBe(stateHash(whole.game.state));
    expect(cursor.at(bad).error).toBeUndefined(); // the state before the refused action is sound
    expect(cursor.at(bad + 40).error?.step).toBe(bad);
  });
});
