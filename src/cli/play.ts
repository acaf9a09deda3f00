/**
 * npm run play -- --scenario <file> --seed <s> [--log <actions.json>] [--json]
 * Replays an action log (a JSON array of actions, or a playtest document) on a scenario and prints
 * where the game stands, or the whole state as JSON. A refused action stops with its step and reason.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LineIndex, parseJson } from '../validation';
import { replay, type Action } from '../engine';
import { fail, flag, loadScenarioOrExit } from './scenario';
import { summary } from './summary';

const TOOL = 'play';
const args = process.argv.slice(2).filter((a) => a !== '--');
if (args.includes('--help') || args.includes('-h') || !flag(args, '--scenario')) {
  console.log('usage: npm run play -- --scenario <file> [--seed <s>] [--log <actions.json | playtest.json>] [--json]');
  process.exit(args.includes('--help') || args.includes('-h') ? 0 : 2);
}
const cwd = process.cwd();
const docs = loadScenarioOrExit(flag(args, '--scenario')!, cwd, TOOL);
let seed = flag(args, '--seed');
let log: Action[] = [];
const logFile = flag(args, '--log');
if (logFile) {
  const full = path.resolve(cwd, logFile);
  if (!fs.existsSync(full)) fail(TOOL, `${logFile}: no such file`, 2);
  const text = fs.readFileSync(full, 'utf8');
  const parsed = parseJson(text);
  if (!parsed.ok) {
    const at = new LineIndex(text).locate(parsed.problems[0]!.offset);
    fail(TOOL, `${logFile}:${at.line}:${at.column}: ${parsed.problems[0]!.message}`, 1);
  }
  const v = parsed.value as { kind?: string; seed?: string; actions?: unknown } | unknown[];
  const actions = Array.isArray(v) ? v : v && typeof v === 'object' && v.kind === 'playtest' ? v.actions : undefined;
  if (!Array.isArray(actions)) fail(TOOL, `${logFile}: expected a JSON array of actions or a playtest document`, 1);
  log = actions as Action[];
  if (!Array.isArray(v) && !seed) seed = v.seed;
}
const r = replay(docs, seed ?? 'seed', log);
if (args.includes('--json')) console.log(JSON.stringify(r.game.state, null, 2));
else console.log(summary(r.game, r.events.slice(-10)));
if (r.error) fail(TOOL, `action ${r.error.step + 1} (${JSON.stringify(log[r.error.step])}) refused: ${r.error.reason}${r.error.rule ? ` (rule ${r.error.rule})` : ''}`, 1);
