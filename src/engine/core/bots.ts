import { moduleOf, type Bot, type CoreCompiled, type CoreState } from './module';
import { nextRaw, seedRng } from './rng';
import { searchBot } from './searchBot';
import type { Action } from './types';

export type { Bot };

/** Picks uniformly among the legal actions (the bot's dice are its own, not the game's): any system. */
export const randomBot = <C extends CoreCompiled, S extends CoreState>(c: C, s: S, seed: string): Action => {
  const { actions } = moduleOf<C, S>(c).legal(c, s);
  const [v] = nextRaw(seedRng(`${seed}/${s.step_count}`));
  return actions[v % actions.length]!;
};

/**
 * A bot by name for whatever system the game plays: the system's own bot of that name, or the
 * random bot. `greedy` is each system's greedy bot (the hex-odds one attacks at good odds and heads
 * for victory hexes; the area-impulse one fights where it outnumbers and heads for VP areas).
 */
function named(name: string): Bot {
  return (c, s, seed) => {
    const own = moduleOf(c).bots?.[name];
    return own ? own(c, s, seed) : randomBot(c, s, seed);
  };
}

/**
 * The bots a player (or the CLI) can pick by name, for every system. `lookahead` weighs a few
 * actions by playing each out with the greedy bot on dice of its own (searchBot).
 */
export const BOTS: Readonly<Record<string, Bot>> = { random: randomBot, greedy: named('greedy'), lookahead: searchBot(named('greedy')) };
