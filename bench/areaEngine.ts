/**
 * Engine figures for Tigers in the Mist (the area-impulse system), printed beside the Ardennes '44
 * rows of bench/engine.ts and measured in the same run: one action, legal actions, whole bot games.
 */
import { applyAction, BOTS, compile, createGame, legalActions, playBots, type CoreState, type Game, type GameDocuments } from '../src/engine';
import { timeRuns } from './timeRuns';

const row = (label: string, r: { median: number; p95: number }) => console.log(`${label.padEnd(58)} median ${r.median.toFixed(3).padStart(9)} ms   p95 ${r.p95.toFixed(3).padStart(9)} ms`);

export function areaEngineBench(name: string, docs: GameDocuments): void {
  console.log(`\nEngine (Tigers in the Mist, ${name})`);
  const c = compile(docs);
  const game = playBots(c, 'bench', { german: BOTS.greedy!, allied: BOTS.random! });
  const states: CoreState[] = [createGame(docs, { seed: 'bench' }).state];
  for (const a of game.log) {
    const r = applyAction({ compiled: c, state: states[states.length - 1]! }, a);
    if (!r.ok) throw new Error(r.error.reason);
    states.push(r.state);
  }
  const applyTimes: number[] = [];
  for (let i = 0; i < game.log.length; i++) {
    const t = performance.now();
    applyAction({ compiled: c, state: states[i]! }, game.log[i]!);
    applyTimes.push(performance.now() - t);
  }
  applyTimes.sort((a, b) => a - b);
  row(`apply one action (${game.log.length} actions of a greedy game)`, { median: applyTimes[applyTimes.length >> 1]!, p95: applyTimes[Math.floor(applyTimes.length * 0.95)]! });
  const moving: Game = { compiled: c, state: states[Math.min(states.length - 1, 2)]! };
  row(`legalActions, an impulse's movement (${legalActions(moving).actions.length} actions)`, timeRuns(() => legalActions(moving), 20));
  row('a whole bot-against-bot game (greedy vs random)', timeRuns(() => playBots(c, 'bench-game', { german: BOTS.greedy!, allied: BOTS.random! }), 5));
  row('a whole game, random vs random', timeRuns(() => playBots(c, 'bench-random', { german: BOTS.random!, allied: BOTS.random! }), 5));
}
