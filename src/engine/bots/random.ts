import type { Compiled } from '../compile';
import { rulesModuleFor, type CoreCompiled, type CoreState } from '../module';
import { nextRaw, seedRng } from '../rng';
import type { Action, GameState } from '../types';

/** A bot: a pure function of the game and its own seed (so bot games replay exactly). */
export type Bot<C extends CoreCompiled = Compiled, S extends CoreState = GameState> = (c: C, s: S, seed: string) => Action;

/** Picks uniformly among the legal actions (the bot's dice are its own, not the game's): any system. */
export const randomBot = <C extends CoreCompiled, S extends CoreState>(c: C, s: S, seed: string): Action => {
  const { actions } = rulesModuleFor(c.docs.ruleset).legal(c, s);
  const [v] = nextRaw(seedRng(`${seed}/${s.step_count}`));
  return actions[v % actions.length]!;
};
