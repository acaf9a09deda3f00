/**
 * npm run fuzz -- [--games N] [--seed s] [--scenario <file>]… [--shard i/n] [--limit N] [--out <folder>]
 * Plays N bot games (random against random, and greedy against random either way round, in turn)
 * over the scenarios given, one after another; checks every invariant after every action, replays
 * each game from its seed and compares the final states' hashes, and writes each failure (a broken
 * invariant, an exception, a refused bot action, a stuck game, a replay that differs) as a playtest
 * document that `play --log` replays to the failure. Exits 1 when a game failed.
 */
import path from 'node:path';
import { BOTS, fuzzGame, type Bot, type FuzzGame } from '../engine';
import type { ScenarioDocuments } from '../document';
import { writeAtomically } from '../server/writeAtomically';
import { playtestDocument } from './games';
import { command, fail, flag, flags, progressBar, runIfEntry, shardRange, type CliIo } from './io';
import { compileOrFail, loadScenario } from './scenario';

const DEFAULT_SCENARIOS = ['data/scenarios/ardennes44-6turn.scenario.json', 'data/scenarios/titm-intro.scenario.json'];

const USAGE = `usage: npm run fuzz -- [--games N] [--seed s] [--scenario <file>]… [--shard i/n] [--limit N] [--out <folder>]
  --games     how many games in all (default 100); game i plays scenario i mod k with seed <s>-i
  --seed      the seeds' stem (default "fuzz")
  --scenario  a scenario to fuzz (repeat the flag for several; default ${DEFAULT_SCENARIOS.join(' and ')})
  --shard     i/n: play only the i-th of n equal ranges of the games' numbers (seeds), so n runs share a batch
  --limit     actions after which an unfinished game counts as stuck (default 20000)
  --out       where failures are written as <scenario>-<seed>.playtest.json (default fuzz-failures)`;

/** The bots of game i: random against random, then greedy against random, then random against greedy. */
const PAIRINGS = [
  ['random', 'random'],
  ['greedy', 'random'],
  ['random', 'greedy'],
] as const;

/** The fuzz command: returns its exit code. */
export const main = command('fuzz', USAGE, fuzz);

function fuzz(args: readonly string[], io: CliIo): number {
  const games = Number(flag(args, '--games') ?? 100);
  if (!Number.isInteger(games) || games < 1 || games > 1_000_000) fail(`--games must be a whole number from 1 to 1000000, not ${flag(args, '--games')}`, 2);
  const limit = Number(flag(args, '--limit') ?? 20000);
  if (!Number.isInteger(limit) || limit < 1) fail(`--limit must be a whole number of actions, not ${flag(args, '--limit')}`, 2);
  const seed = flag(args, '--seed') ?? 'fuzz';
  const out = flag(args, '--out') ?? 'fuzz-failures';
  const shard = shardRange(flag(args, '--shard'), games);
  const files = flags(args, '--scenario');
  const scenarios = (files.length ? files : DEFAULT_SCENARIOS).map((file) => {
    const docs = loadScenario(file, io);
    return { file, docs, c: compileOrFail(docs), sides: Object.keys(docs.ruleset.sides) };
  });

  const mine = Array.from({ length: shard.to - shard.from }, (_, k) => shard.from + k);
  const failures: { game: FuzzGame; scenario: ScenarioDocuments; pairing: readonly string[]; file?: string }[] = [];
  let actions = 0;
  const started = performance.now();
  mine.forEach((i, done) => {
    const sc = scenarios[i % scenarios.length]!;
    const pairing = PAIRINGS[Math.floor(i / scenarios.length) % PAIRINGS.length]!;
    const bots: Record<string, Bot> = Object.fromEntries(sc.sides.map((s, k) => [s, BOTS[pairing[k % pairing.length]!]!]));
    const game = fuzzGame(sc.c, `${seed}-${i}`, bots, limit);
    actions += game.actions;
    if (game.crash || game.stuck || game.replayMismatch) {
      const file = path.join(out, `${sc.docs.scenario.id}-${game.seed}.playtest.json`);
      const log = game.failedAction ? [...game.log, game.failedAction] : game.log;
      // No digests: a failure's log is a bug report, and the engine that played it is the one under suspicion.
      writeAtomically(path.resolve(io.cwd, file), JSON.stringify(playtestDocument(sc.docs, game.seed, log, [], `fuzz failure: ${failureOf(game)}`), null, 2) + '\n');
      failures.push({ game, scenario: sc.docs, pairing, file });
    }
    progress(io, done + 1, mine.length, started, failures.length);
  });
  const ms = performance.now() - started;

  const count = (f: (g: FuzzGame) => unknown) => failures.filter((x) => f(x.game)).length;
  io.out(`fuzz: ${mine.length} games${shard.n > 1 ? ` (shard ${shard.i}/${shard.n} of ${games})` : ''} over ${scenarios.map((s) => s.docs.scenario.id).join(', ')}, seeds ${seed}-…, ${actions} actions`);
  io.out(`  invariant failures: ${count((g) => g.invariant)}`);
  io.out(`  other crashes (exceptions, refused bot actions): ${count((g) => g.crash && !g.invariant)}`);
  io.out(`  stuck games (no end after ${limit} actions): ${count((g) => g.stuck)}`);
  io.out(`  replay mismatches: ${count((g) => g.replayMismatch)}`);
  io.out(`  time: ${(ms / 1000).toFixed(1)} s (${(ms / Math.max(1, mine.length)).toFixed(0)} ms a game, ${((actions / ms) * 1000).toFixed(0)} actions a second)`);
  for (const f of failures.slice(0, 20)) io.out(`    ${f.scenario.scenario.id} ${f.game.seed} (${f.pairing.join(' vs ')}) after ${f.game.actions} actions: ${failureOf(f.game)} → ${f.file} (replay: npm run play -- --log ${f.file})`);
  if (failures.length > 20) io.out(`    … and ${failures.length - 20} more in ${out}/`);
  return failures.length ? 1 : 0;
}

/** What went wrong in a failed game, in one line. */
function failureOf(g: FuzzGame): string {
  return g.crash ?? (g.stuck ? 'stuck: no end' : (g.replayMismatch ?? 'no failure'));
}

function progress(io: CliIo, done: number, total: number, started: number, failed: number): void {
  const left = ((performance.now() - started) / done) * (total - done);
  progressBar(io, done, total, `, ${failed} failed${done < total ? `, about ${Math.ceil(left / 1000)} s left` : ''}`);
}

runIfEntry(import.meta.url, main);
