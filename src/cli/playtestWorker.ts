/**
 * One bot game of a batch, in a worker thread of the playtest pool (piscina) or in-process: each
 * thread loads and compiles an arm's scenario once, then plays the games it is given.
 */
import { recordGame, type GameRecord } from '../engine';
import { setUpGames, type GameSetup } from './batch';

export interface GameTask {
  readonly setup: GameSetup;
  readonly cwd: string;
  readonly seed: string;
  readonly keepLog: boolean;
}

const games = new Map<string, ReturnType<typeof setUpGames>>();

/** A game played, and how long its play took on its thread (not the thread's start-up, nor loading the scenario). */
export interface PlayedGame {
  readonly record: GameRecord;
  readonly ms: number;
}

export default function playGame(t: GameTask): PlayedGame {
  const key = JSON.stringify([t.setup, t.cwd]);
  let g = games.get(key);
  if (!g) {
    // The main thread loaded the same files first and said what was wrong with them; a worker is silent.
    g = setUpGames(t.setup, { cwd: t.cwd, out: () => {}, err: () => {}, errIsTTY: false });
    games.set(key, g);
  }
  const started = performance.now();
  const record = recordGame(g.compiled, t.seed, g.bots, { keepLog: t.keepLog });
  return { record, ms: performance.now() - started };
}
