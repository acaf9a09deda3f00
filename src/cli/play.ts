/**
 * npm run play -- [--scenario <file>] [--log <file>] [--seed <s>] [--bots <bot>,<bot>] [--out <file>] [--json]
 * Plays a game of a scenario and prints where it stands and how it ended:
 * --log replays a game (a playtest document, or a JSON array of actions);
 * --bots lets bots play on from there to the end; --out writes the game played as a playtest document.
 * A refused action stops the game with its step and reason (exit 1).
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadDocument } from '../document';
import { BOTS, describeAction, digestTaker, driftJudge, playBots, replay, type Action, type StateDigest } from '../engine';
import { LineIndex, parseJson } from '../validation';
import { writeAtomically } from '../server/writeAtomically';
import { botsFor, playtestDocument, resultLine } from './games';
import { command, fail, flag, runIfEntry, type CliIo } from './io';
import { compileOrFail, loadScenario, scenarioFileById } from './scenario';
import { summary } from './summary';

const USAGE = `usage: npm run play -- [--scenario <file>] [--log <playtest.json | actions.json>] [--seed <s>] [--bots <bot>,<bot>] [--out <file>] [--json]
  --scenario  the scenario to play (with --log of a playtest document: the scenario it names, from data/)
  --log       replay this game: a playtest document (its seed too) or a JSON array of actions
  --seed      the dice seed (default: the playtest's, else "seed")
  --bots      bots play on to the end, one per side in the ruleset's order (bots: ${Object.keys(BOTS).join(', ')})
  --out       write the game played (scenario, seed, actions) as a playtest document
  --json      print the whole game state as JSON instead of the summary`;

/** The play command: returns its exit code. */
export const main = command('play', USAGE, play);

function play(args: readonly string[], io: CliIo): number {
  const logFile = flag(args, '--log');
  const recorded = logFile ? readLog(logFile, io) : undefined;
  const scenarioFile = flag(args, '--scenario') ?? (recorded?.scenario ? scenarioFileById(recorded.scenario, io.cwd) : undefined);
  if (!scenarioFile) fail(`which scenario? Give --scenario <file>${recorded ? ' (the log names none found in data/)' : ''}\n${USAGE}`, 2);
  const docs = loadScenario(scenarioFile, io);
  if (recorded?.scenario && recorded.scenario !== docs.scenario.id) fail(`${logFile} is a game of scenario "${recorded.scenario}", not of ${scenarioFile} ("${docs.scenario.id}")`, 1);
  const seed = flag(args, '--seed') ?? recorded?.seed ?? 'seed';
  const log = recorded?.actions ?? [];
  const botList = flag(args, '--bots');

  const c = compileOrFail(docs);
  const played = botList ? playBots(c, seed, botsFor(docs, botList).bots, 20000, log).log : log;
  const out = flag(args, '--out');
  // One replay: the digests for --out, taken as it goes, and, for a recorded game replayed as it is,
  // whether it still plays the game recorded (its digests).
  const digests = digestTaker();
  const judge = recorded?.digests && !botList && seed === recorded.seed ? driftJudge(recorded.digests) : undefined;
  const r = replay(c, seed, played, played.length, (step, state) => (out && digests.see(step, state), judge?.see(step, state)));
  const drift = judge?.drift();
  if (drift) io.err(`${logFile}: this log replays to another game than the one recorded: the state after action ${drift.step} differs (${drift.matched ? `the same game up to action ${drift.matched}` : 'from the start'}); the rules, the data or the engine changed since\n`);
  const actions = r.error ? played.slice(0, r.error.step) : played;
  if (args.includes('--json')) io.out(JSON.stringify(r.game.state, null, 2));
  else io.out(summary(r.game, r.events.slice(-10)));
  if (out) {
    writeAtomically(path.resolve(io.cwd, out), JSON.stringify(playtestDocument(docs, seed, actions, digests.last(actions.length, r.game.state)), null, 2) + '\n');
    io.err(`wrote ${out} (${actions.length} actions, seed ${seed})\n`);
  }
  const s = r.game.state;
  const result = `Result: ${resultLine(docs, seed, { winner: s.ended?.winner ?? null, reason: s.ended?.reason ?? '', actions: actions.length, ended: !!s.ended })}`;
  if (args.includes('--json')) io.err(result + '\n'); // stdout stays one JSON value
  else io.out(result);
  if (r.error) fail(`action ${r.error.step + 1} (${describeAction(r.game, played[r.error.step]!)}) refused: ${r.error.reason}${r.error.rule ? ` (rule ${r.error.rule})` : ''}`, 1);
  return 0;
}

/** A recorded game: a playtest document (through parse, migrate and validate) or a bare array of actions. */
function readLog(file: string, io: CliIo): { actions: Action[]; seed?: string; scenario?: string; digests?: readonly StateDigest[] } {
  const full = path.resolve(io.cwd, file);
  if (!fs.existsSync(full) || !fs.statSync(full).isFile()) fail(`${file}: no such file`, 2);
  const text = fs.readFileSync(full, 'utf8');
  const parsed = parseJson(text);
  if (!parsed.ok) {
    const at = new LineIndex(text).locate(parsed.problems[0]!.offset);
    fail(`${file}:${at.line}:${at.column}: ${parsed.problems[0]!.message}`, 1);
  }
  if (Array.isArray(parsed.value)) return { actions: parsed.value as Action[] };
  const loaded = loadDocument(file, text);
  const problem = loaded.problems.find((p) => p.severity === 'error');
  if (problem) fail(`${file}:${problem.line}:${problem.column}: ${problem.message}`, 1);
  if (loaded.document?.kind !== 'playtest') fail(`${file}: expected a playtest document or a JSON array of actions, not a ${loaded.kind ?? 'document of no kind'}`, 1);
  const pt = loaded.document.doc;
  return { actions: pt.actions as Action[], seed: pt.seed, scenario: pt.scenario, ...(pt.digests ? { digests: pt.digests } : {}) };
}

runIfEntry(import.meta.url, main);
