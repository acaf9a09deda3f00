import type { Bot } from './bots';
import { stateHash } from './digests';
import { moduleOf, type CoreCompiled, type CoreState } from './module';
import { playBots, type BotGame } from './playtest';

/** How one fuzzed game went: the bot game, its final state's hash, and whether its log replays to it. */
export interface FuzzGame extends BotGame {
  /** The hash of the state the game stopped in (stateHash). */
  readonly hash: string;
  /** Why replaying the log from the seed did not give the same state, if it did not. */
  readonly replayMismatch?: string;
}

/**
 * Plays one game bot against bot (invariants checked after every action, as in development and
 * tests), then replays its log from the seed alone and compares the final states by hash: a rules
 * procedure that reads anything but the state and the action (a clock, a random source of its own, a cache that
 * outlives its state) shows as a mismatch.
 */
export function fuzzGame<C extends CoreCompiled, S extends CoreState>(c: C, seed: string, bots: Readonly<Record<string, Bot<C, S>>>, limit: number): FuzzGame {
  const game = playBots(c, seed, bots, limit);
  const hash = stateHash(game.final);
  const m = moduleOf<C, S>(c);
  let s = m.initialState(c, seed);
  for (let i = 0; i < game.log.length; i++) {
    let r: ReturnType<typeof m.apply>;
    try {
      r = m.apply(c, s, game.log[i]!);
    } catch (e) {
      return { ...game, hash, replayMismatch: `replaying action ${i + 1} threw: ${(e as Error).message}` };
    }
    if (!r.ok) return { ...game, hash, replayMismatch: `replaying action ${i + 1} (${game.log[i]!.type}) was refused: ${r.error.reason}` };
    s = r.state;
  }
  const again = stateHash(s);
  return again === hash ? { ...game, hash } : { ...game, hash, replayMismatch: `the replayed game ends in state ${again}, the played one in ${hash}` };
}
