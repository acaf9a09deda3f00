/**
 * npm run playtest -- --scenario <file> [--games N] [--seed s] [--bots <german>,<allied>]
 * Plays bot against bot N times (seeds s-0 … s-N-1) with a progress bar, then prints win rates,
 * game length, losses, crashes and stuck games. Exits 1 when a game crashed or got stuck.
 */
import { BOTS, compile, playBots, type BotGame } from '../engine';
import { fail, flag, loadScenarioOrExit } from './scenario';

const TOOL = 'playtest';
const args = process.argv.slice(2).filter((a) => a !== '--');
if (args.includes('--help') || args.includes('-h') || !flag(args, '--scenario')) {
  console.log(`usage: npm run playtest -- --scenario <file> [--games N] [--seed s] [--bots <bot>,<bot>]   bots: ${Object.keys(BOTS).join(', ')} (one per side, in the ruleset's side order)`);
  process.exit(args.includes('--help') || args.includes('-h') ? 0 : 2);
}
const games = Number(flag(args, '--games') ?? 10);
if (!Number.isInteger(games) || games < 1 || games > 100000) fail(TOOL, `--games must be a whole number from 1 to 100000, not ${flag(args, '--games')}`, 2);
const seed = flag(args, '--seed') ?? 'playtest';
const docs = loadScenarioOrExit(flag(args, '--scenario')!, process.cwd(), TOOL);
const sides = Object.keys(docs.ruleset.sides);
const names = (flag(args, '--bots') ?? sides.map(() => 'random').join(',')).split(',');
if (names.length !== sides.length) fail(TOOL, `--bots needs one bot per side (${sides.join(', ')}), got ${names.length}`, 2);
for (const n of names) if (!BOTS[n]) fail(TOOL, `unknown bot "${n}"; the bots are ${Object.keys(BOTS).join(', ')}`, 2);
const bots = Object.fromEntries(sides.map((s, i) => [s, BOTS[names[i]!]!]));

const c = compile(docs);
const results: BotGame[] = [];
const started = performance.now();
const tty = process.stderr.isTTY;
for (let i = 0; i < games; i++) {
  results.push(playBots(c, `${seed}-${i}`, bots));
  const done = i + 1;
  if (tty || done === games || done % Math.max(1, Math.floor(games / 10)) === 0) {
    const width = 30;
    const bar = '#'.repeat(Math.round((done / games) * width)).padEnd(width, '.');
    process.stderr.write(`${tty ? '\r' : ''}[${bar}] ${done}/${games} games${tty && done < games ? '' : '\n'}`);
  }
}
const ms = performance.now() - started;

const pct = (n: number) => `${((100 * n) / games).toFixed(0)}%`;
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
console.log(`${docs.scenario.name}: ${games} games, ${sides.map((s, i) => `${docs.ruleset.sides[s]!.name} ${names[i]}`).join(' vs ')}, seeds ${seed}-0…${seed}-${games - 1}`);
for (const s of sides) console.log(`  ${docs.ruleset.sides[s]!.name} wins: ${results.filter((r) => r.winner === s).length} (${pct(results.filter((r) => r.winner === s).length)})`);
const draws = results.filter((r) => !r.winner && !r.crash && !r.stuck).length;
if (draws) console.log(`  no winner: ${draws}`);
console.log(`  length: ${mean(results.map((r) => r.actions)).toFixed(0)} actions, ${mean(results.map((r) => r.turns)).toFixed(1)} turns on average`);
console.log(`  steps lost per game: ${sides.map((s) => `${docs.ruleset.sides[s]!.name} ${mean(results.map((r) => r.losses[s] ?? 0)).toFixed(1)}`).join(', ')}`);
const crashed = results.filter((r) => r.crash);
const stuck = results.filter((r) => r.stuck);
console.log(`  crashes: ${crashed.length}, stuck games: ${stuck.length}`);
for (const r of crashed.slice(0, 5)) console.log(`    ${r.seed} at action ${r.actions + 1}: ${r.crash}`);
for (const r of stuck.slice(0, 5)) console.log(`    ${r.seed}: no end after ${r.actions} actions`);
console.log(`  time: ${(ms / 1000).toFixed(1)} s (${(ms / games).toFixed(0)} ms a game)`);
if (crashed.length || stuck.length) process.exit(1);
