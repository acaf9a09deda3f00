/** Whole games: bots play the 6-turn scenario; logs replay to the same state (DESIGN.md, Engine). */
import { describe, expect, it } from 'vitest';
import { BOTS, compile, playBots, replay } from '../../src/engine';
import { ardennesDocs } from './fixtures';

const docs = ardennesDocs();
const c = compile(docs);

describe('bot games on the 6-turn scenario', () => {
  it('random bots play 20 seeds to the end: no crash, no broken invariant, no stuck game', () => {
    for (let i = 0; i < 20; i++) {
      const g = playBots(c, `random-${i}`, { german: BOTS.random!, allied: BOTS.random! });
      expect({ seed: g.seed, crash: g.crash, stuck: g.stuck }).toEqual({ seed: `random-${i}`, crash: undefined, stuck: undefined });
      expect(g.reason).toMatch(/VP/);
      expect(c.turnOrder[c.turnOrder.indexOf(docs.scenario.firstTurn) + g.turns - 1]).toBe(docs.scenario.lastTurn);
    }
  }, 120_000);

  it('the greedy German beats the random Allies more often than the reverse', () => {
    const wins = (german: string, allied: string) => [0, 1, 2].filter((i) => playBots(c, `duel-${i}`, { german: BOTS[german]!, allied: BOTS[allied]! }).winner === 'german').length;
    expect(wins('greedy', 'random')).toBeGreaterThan(wins('random', 'greedy'));
  }, 60_000);
});

describe('replay', () => {
  const game = playBots(c, 'golden', { german: BOTS.greedy!, allied: BOTS.random! });

  it('a golden game: the same seed and bots give the same game, step for step', () => {
    expect({ winner: game.winner, reason: game.reason, actions: game.actions, losses: game.losses }).toMatchInlineSnapshot(`
      {
        "actions": 523,
        "losses": {
          "allied": 10,
          "german": 7,
        },
        "reason": "German has 13 VP (needs 10)",
        "winner": "german",
      }
    `);
    expect(playBots(c, 'golden', { german: BOTS.greedy!, allied: BOTS.random! }).log).toEqual(game.log);
  });

  it('replaying the log rebuilds the final state exactly, and any step on the way', () => {
    const full = replay(c, 'golden', game.log);
    expect(full.error).toBeUndefined();
    expect(full.game.state.ended).toMatchObject({ winner: game.winner });
    const mid = replay(c, 'golden', game.log, 200);
    expect(mid.game.state.step_count).toBe(200);
    const resumed = replay(c, 'golden', game.log.slice(0, 200));
    expect(resumed.game.state).toEqual(mid.game.state);
    expect(JSON.parse(JSON.stringify(full.game.state))).toEqual(full.game.state);
  });

  it('a log with a bad action stops at that step with the reason', () => {
    const log = [...game.log.slice(0, 5), { type: 'move', unit: 'no-such-unit', target: '0101' }];
    const r = replay(c, 'golden', log);
    expect(r.error).toMatchObject({ step: 5, reason: expect.stringMatching(/no-such-unit|not allowed/) });
    expect(r.game.state.step_count).toBe(5);
  });
});
