/**
 * npm run playtest: a playtest lab on the command line (issue 16). Plays bot against bot on every
 * core (a piscina pool of worker threads) with a progress bar and an ETA; Ctrl+C keeps the games
 * that finished. Prints outcomes, win rates and VP with their 95% intervals, losses by side and
 * formation, length, crashes and stuck games; plays variants on the same seeds and bots and says
 * whether they shift the balance; writes the batch (--json), an HTML report with plots (--report)
 * and every game as a replayable playtest document (--out). `playtest merge` joins shards.
 */
import { setMaxListeners } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { Piscina } from 'piscina';
import { BOTS, lossUnit, type GameRecord } from '../engine';
import { compare, type Comparison } from '../lab/compare';
import { batchMeta, vpThresholds } from '../lab/meta';
import { plotSvg } from '../lab/render';
import { reportHtml, reportPlots, type Arm } from '../lab/report';
import { summarise, type BatchMeta } from '../lab/summary';
import { summaryLines } from '../lab/text';
import { writeAtomically } from '../server/writeAtomically';
import { gamesOf, mergeBatches, readBatch, setUpGames, writeBatch, type BatchFile, type GameSetup } from './batch';
import { playtestDocument, resultLine } from './games';
import { command, fail, flag, flags, progressBar, runIfEntry, shardRange, type CliIo } from './io';
import playGame, { type GameTask, type PlayedGame } from './playtestWorker';
import { loadScenario } from './scenario';
import { readSource } from './files';
import { parseJson } from '../validation';

const USAGE = `usage: npm run playtest -- --scenario <file> [--variant <file>]… [--games N] [--seed s] [--bots <bot>,<bot>] [--options <id>,…]
                            [--workers N] [--shard i/n] [--json <file>] [--report <file>] [--out <folder>]
       npm run playtest -- merge <batch.json>… [--json <file>] [--report <file>]
  --games    how many games (default 100); game i is played with seed <s>-i
  --seed     the seeds' stem (default "playtest")
  --bots     one bot per side, in the ruleset's side order (default greedy for each; bots: ${Object.keys(BOTS).join(', ')})
  --variant  a variant of the scenario (or another scenario) played on the same seeds and bots, and compared with it; repeatable
  --options  optional rules to switch on for these games (ids of the ruleset's optionalRules), the scenario's own switches kept
  --workers  worker threads (default: one per core, ${os.availableParallelism()} here); 1 plays in this thread
  --shard    play only the i-th of n equal parts of the games (2/4), for a batch spread over machines
  --json     write the batch (every game's record) to <file>; playtest merge joins the shards' files
  --report   write an HTML report with plots (outcomes, VP over turns, losses by side and formation) to <file>
  --out      write each game as <folder>/<seed>.playtest.json, which play --log replays`;

/** The playtest command: returns its exit code. */
export const main = command('playtest', USAGE, (args, io) => (args[0] === 'merge' ? merge(args.slice(1), io) : playtest(args, io)));

async function playtest(args: readonly string[], io: CliIo): Promise<number> {
  const scenarioFile = flag(args, '--scenario');
  if (!scenarioFile) fail(`which scenario? Give --scenario <file>\n${USAGE}`, 2);
  const games = Number(flag(args, '--games') ?? 100);
  if (!Number.isInteger(games) || games < 1 || games > 1_000_000) fail(`--games must be a whole number from 1 to 1000000, not ${flag(args, '--games')}`, 2);
  const seed = flag(args, '--seed') ?? 'playtest';
  const out = flag(args, '--out');
  const options = flag(args, '--options');
  // A playtest document names its scenario, not switches set for one batch: it would replay without them.
  if (out && options) fail('--options with --out: a playtest document does not record options switched on for a batch, so its games would not replay; switch them on in the scenario or a variant of it instead', 2);
  const workers = Number(flag(args, '--workers') ?? os.availableParallelism());
  if (!Number.isInteger(workers) || workers < 1 || workers > 256) fail(`--workers must be a whole number from 1 to 256, not ${flag(args, '--workers')}`, 2);
  const range = shardRange(flag(args, '--shard'), games);

  const files = [scenarioFile, ...flags(args, '--variant')];
  // Each arm loaded here first, once, so a bad file or bot is said with its place before any game.
  const loaded = files.map((file) => loadScenario(file, io));
  const bots = flag(args, '--bots') ?? Object.keys(loaded[0]!.ruleset.sides).map(() => 'greedy').join(',');
  const setups: GameSetup[] = files.map((file) => ({ file, ...(options ? { options } : {}), bots }));
  const arms = setups.map((s, i) => gamesOf(loaded[i]!, s));
  const names = files.map((f) => ownName(f, io));
  const tasks: GameTask[] = [];
  for (let i = range.from; i < range.to; i++) for (const s of setups) tasks.push({ setup: s, cwd: io.cwd, seed: `${seed}-${i}`, keepLog: !!out });

  const records = await play(tasks, workers, io);
  const meta = metaOf(arms[0]!, bots.split(','));
  const byArm = setups.map((s) => records.filter((r) => r.task.setup === s).map((r) => r.record));
  const batch: BatchFile = { format: 'sandtable-playtest-batch', version: 1, seed, games, bots, ...(options ? { options } : {}), ...(range.n > 1 ? { shard: `${range.i}/${range.n}` } : {}), arms: byArm.map((rs, i) => ({ name: names[i]!, file: files[i]!, records: rs })) };
  if (records.length < tasks.length) io.out(`Stopped: ${Math.floor(records.length / setups.length)} of ${range.to - range.from} games finished and kept.`);
  const code = await conclude(batch, meta, loaded.map((d) => vpThresholds(d.scenario.victory)), io, flag(args, '--json'), flag(args, '--report'));
  if (out) {
    for (const [i, rs] of byArm.entries()) {
      for (const r of rs) writeAtomically(path.resolve(io.cwd, out, `${files.length > 1 ? `${arms[i]!.docs.scenario.id}-` : ''}${r.seed}.playtest.json`), JSON.stringify(playtestDocument(arms[i]!.docs, r.seed, r.log ?? [], r.digests ?? [], `${arms[i]!.names.join(' vs ')}, seed ${r.seed}`), null, 2) + '\n');
    }
    const first = byArm[0]![0];
    if (first) io.out(`  games written to ${out}/ (replay one: npm run play -- --log ${path.join(out, `${files.length > 1 ? `${arms[0]!.docs.scenario.id}-` : ''}${first.seed}.playtest.json`)}):`);
    for (const r of byArm[0]!) io.out(`    ${resultLine(arms[0]!.docs, r.seed, { ...r, ended: !r.crash && !r.stuck })}`);
  }
  return code;
}

/**
 * Prints the summaries and comparisons, writes the batch and the report; 1 when a game crashed or got
 * stuck. `thresholds`: the VP each side needs in each arm (a variant may move them).
 */
async function conclude(batch: BatchFile, meta: BatchMeta, thresholds: readonly Readonly<Record<string, number>>[], io: CliIo, json: string | undefined, report: string | undefined): Promise<number> {
  const arms: Arm[] = batch.arms.map((a, i) => ({ name: a.name, summary: summarise(a.records, meta), thresholds: thresholds[i]! }));
  for (const a of arms) for (const line of summaryLines(a.name, a.summary, meta)) io.out(line);
  // Paired game by game: every arm played the same seeds with the same bots.
  const comparisons: Comparison[] = arms.slice(1).map((a, i) => compare(arms[0]!.name, arms[0]!.summary, a.name, a.summary, meta, { base: batch.arms[0]!.records, variant: batch.arms[i + 1]!.records }));
  if (comparisons.length) io.out('A/B, on the same seeds and bots:');
  for (const c of comparisons) for (const w of c.words) io.out(`  ${w}`);
  if (json) {
    writeBatch(path.resolve(io.cwd, json), batch);
    io.out(`batch written to ${json}`);
  }
  if (report) {
    const plots = await Promise.all(reportPlots(arms, meta).map(async (p) => ({ title: p.title, svg: await plotSvg(p.spec) })));
    const notes = [`Seeds ${batch.seed}-0 to ${batch.seed}-${batch.games - 1}${batch.shard ? `, shard ${batch.shard}` : ''}${batch.options ? `; optional rules on: ${batch.options}` : ''}. Intervals are 95%: Wilson's for rates; for an A/B, paired game by game on the same seeds (Agresti–Min for the difference of win rates, normal for the mean difference of VP), or Newcombe's and Welch's when the arms' seeds differ; normal for means.`];
    writeAtomically(path.resolve(io.cwd, report), reportHtml(arms, meta, comparisons, plots, notes));
    io.out(`report written to ${report}`);
  }
  return arms.some((a) => a.summary.crashes.length || a.summary.stuck.length) ? 1 : 0;
}

/** Plays the tasks on `workers` threads (in this one when 1), with a progress bar and an ETA; Ctrl+C keeps what finished. */
async function play(tasks: readonly GameTask[], workers: number, io: CliIo): Promise<{ task: GameTask; record: GameRecord }[]> {
  const done: { task: GameTask; record: GameRecord }[] = [];
  const started = performance.now();
  // The rate counts the threads' time in play: each worker's start-up (compiling the engine, loading
  // the scenario) is in the ETA, not in the games a minute a core. A thread's first games are still
  // slower than the bench's warm ones (V8 is compiling the engine as it plays them).
  let playing = 0;
  const finished = (task: GameTask, game: PlayedGame) => {
    done.push({ task, record: game.record });
    playing += game.ms;
    progress();
  };
  const progress = (final?: boolean) => {
    const n = done.length;
    const ms = performance.now() - started;
    const perMinCore = n / (playing / 60000);
    const when = n < tasks.length ? `ETA ${clock((ms / n) * (tasks.length - n))}` : clock(ms);
    progressBar(io, n, tasks.length, ` · ${workers} worker${workers === 1 ? '' : 's'}${n ? ` · ${perMinCore.toFixed(0)} games/min/core · ${when}` : ''}`, final);
  };
  if (workers === 1) {
    for (const task of tasks) finished(task, playGame(task));
    return done;
  }
  const pool = new Piscina({ filename: new URL('./playtestThread.mjs', import.meta.url).href, maxThreads: workers, minThreads: Math.min(workers, tasks.length), idleTimeout: 1000 });
  const stop = new AbortController();
  setMaxListeners(0, stop.signal); // one signal for every game of the batch
  const interrupt = () => {
    io.err('\nCtrl+C: stopping; the games that finished are kept\n');
    stop.abort();
  };
  process.once('SIGINT', interrupt);
  try {
    await Promise.all(
      tasks.map((task) =>
        pool.run(task, { signal: stop.signal }).then(
          (game: PlayedGame) => finished(task, game),
          (e: unknown) => {
            if (!stop.signal.aborted) throw e;
          },
        ),
      ),
    );
  } finally {
    process.off('SIGINT', interrupt);
    await pool.destroy();
  }
  if (done.length < tasks.length) progress(true);
  // In the order planned, whatever order the threads finished in.
  const order = new Map(tasks.map((t, i) => [t, i]));
  return done.sort((a, b) => order.get(a.task)! - order.get(b.task)!);
}

const clock = (ms: number) => `${Math.floor(ms / 60000)}:${String(Math.floor((ms % 60000) / 1000)).padStart(2, '0')}`;

/** An arm's name: the name its file gives (a variant's own, not its base's), else the file's. */
function ownName(file: string, io: CliIo): string {
  const r = readSource(path.resolve(io.cwd, file), io.cwd);
  const parsed = 'source' in r ? parseJson(r.source.text) : undefined;
  const name = parsed?.ok ? (parsed.value as { name?: unknown } | null)?.name : undefined;
  return typeof name === 'string' && name ? name : path.basename(file);
}

/** What the summaries need of the scenario: sides, bots, the loss unit, each unit's side and formation. */
const metaOf = (arm: ReturnType<typeof setUpGames>, bots: readonly string[]): BatchMeta => batchMeta(arm.docs, bots, lossUnit(arm.compiled));

async function merge(args: readonly string[], io: CliIo): Promise<number> {
  const files = args.filter((a, i) => !a.startsWith('--') && !['--json', '--report'].includes(args[i - 1] ?? ''));
  if (!files.length) fail(`which batch files? playtest merge <batch.json>…\n${USAGE}`, 2);
  const { batch, missing } = mergeBatches(files, files.map((f) => readBatch(f, io.cwd)));
  if (missing) io.out(`${missing} of ${batch.games} games are missing: not every shard was merged`);
  const arm = setUpGames({ file: batch.arms[0]!.file, ...(batch.options ? { options: batch.options } : {}), bots: batch.bots }, io);
  const thresholds = batch.arms.map((a, i) => vpThresholds((i ? loadScenario(a.file, io) : arm.docs).scenario.victory));
  return conclude(batch, metaOf(arm, batch.bots.split(',')), thresholds, io, flag(args, '--json'), flag(args, '--report'));
}

runIfEntry(import.meta.url, main);
