/**
 * A playtest batch's plan and its file: which games it plays (seeds, shard), how each is set up
 * (scenario, optional rules, bots), and the batch file that `playtest merge` joins.
 */
import type { ScenarioDocuments } from '../document';
import type { GameRecord } from '../engine';
import { writeAtomically } from '../server/writeAtomically';
import { readJson } from './files';
import { botsFor } from './games';
import { fail, type CliIo } from './io';
import { compileOrFail, loadScenario } from './scenario';

/** What every game of an arm is played with. */
export interface GameSetup {
  /** The scenario (or variant) file, as given. */
  readonly file: string;
  readonly options?: string;
  readonly bots: string;
}

/** Loads, switches optional rules on and compiles an arm's scenario, with its bots. */
export function setUpGames(setup: GameSetup, io: CliIo) {
  return gamesOf(loadScenario(setup.file, io), setup);
}

/** An arm's scenario, already loaded, with its optional rules switched on, compiled, and its bots. */
export function gamesOf(loaded: ScenarioDocuments, setup: GameSetup) {
  const docs = withOptions(loaded, setup.options);
  const { bots, names } = botsFor(docs, setup.bots);
  return { docs, compiled: compileOrFail(docs), bots, names };
}

/** The documents with the optional rules named switched on (32–34: a batch with a rule on, the file untouched). */
function withOptions(docs: ScenarioDocuments, list: string | undefined): ScenarioDocuments {
  if (!list) return docs;
  const known = docs.ruleset.optionalRules ?? {};
  const ids = list.split(',').map((x) => x.trim()).filter(Boolean);
  const bad = ids.find((id) => !Object.hasOwn(known, id));
  if (bad) fail(`--options: the ruleset has no optional rule "${bad}" (it has: ${Object.keys(known).join(', ') || 'none'})`, 2);
  const options = { ...docs.scenario.options, ...Object.fromEntries(ids.map((id) => [id, { ...docs.scenario.options?.[id], enabled: true }])) };
  return { ...docs, scenario: { ...docs.scenario, options } };
}

/** A batch file: the plan and every game played, arm by arm; shards of one plan merge into the whole. */
export interface BatchFile {
  readonly format: 'sandtable-playtest-batch';
  readonly version: 1;
  readonly seed: string;
  readonly games: number;
  readonly bots: string;
  readonly options?: string;
  readonly shard?: string;
  readonly arms: readonly { readonly name: string; readonly file: string; readonly records: readonly GameRecord[] }[];
}

export function writeBatch(file: string, batch: BatchFile): void {
  writeAtomically(file, JSON.stringify(batch));
}

export function readBatch(file: string, cwd: string): BatchFile {
  const v = readJson(file, cwd) as Partial<BatchFile> | null;
  if (!v || v.format !== 'sandtable-playtest-batch') fail(`${file}: not a playtest batch file (written by playtest --json)`, 1);
  if (v.version !== 1) fail(`${file}: batch file version ${String(v.version)}; this build reads version 1`, 1);
  if (!Array.isArray(v.arms) || v.arms.some((a) => !a || typeof a.name !== 'string' || !Array.isArray(a.records))) fail(`${file}: its arms are damaged`, 1);
  return v as BatchFile;
}

/** Joins shards of one plan: same seeds, games, bots, options and arms; no game twice. Says which games are still missing. */
export function mergeBatches(files: readonly string[], batches: readonly BatchFile[]): { batch: BatchFile; missing: number } {
  const first = batches[0]!;
  batches.forEach((b, i) => {
    for (const k of ['seed', 'games', 'bots', 'options'] as const) {
      if (b[k] !== first[k]) fail(`${files[i]}: its ${k} (${String(b[k])}) differs from ${files[0]}'s (${String(first[k])}): shards of one batch only`, 1);
    }
    const names = b.arms.map((a) => a.name).join(', ');
    if (names !== first.arms.map((a) => a.name).join(', ')) fail(`${files[i]}: its arms (${names}) differ from ${files[0]}'s`, 1);
  });
  const index = (seed: string) => Number(seed.slice(first.seed.length + 1));
  let missing = 0;
  const arms = first.arms.map((arm, k) => {
    const bySeed = new Map<string, GameRecord>();
    batches.forEach((b, i) => {
      for (const r of b.arms[k]!.records) {
        if (bySeed.has(r.seed)) fail(`${files[i]}: game ${r.seed} of ${arm.name} is in two shards`, 1);
        bySeed.set(r.seed, r);
      }
    });
    missing = Math.max(missing, first.games - bySeed.size);
    return { ...arm, records: [...bySeed.values()].sort((a, b) => index(a.seed) - index(b.seed)) };
  });
  const { shard: _shard, ...plan } = first;
  return { batch: { ...plan, arms }, missing };
}
