import type { Compiled } from '../compile';
import { legalActions } from '../legal';
import { nextRaw, seedRng } from '../rng';
import type { Action, GameState } from '../types';

/** A bot: a pure function of the game and its own seed (so bot games replay exactly). */
export type Bot = (c: Compiled, s: GameState, seed: string) => Action;

/** Picks uniformly among the legal actions (the bot's dice are its own, not the game's). */
export const randomBot: Bot = (c, s, seed) => {
  const { actions } = legalActions(c, s);
  const [v] = nextRaw(seedRng(`${seed}/${s.step_count}`));
  return actions[v % actions.length]!;
};
