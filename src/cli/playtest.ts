/**
 * npm run playtest -- --scenario <file> [--games N] [--seed s] [--bots <bot>,<bot>] [--options <id>,…] [--out <folder>]
 * Plays bot against bot N times (seeds s-0 … s-N-1) with a progress bar, then prints win rates,
 * game length, losses, crashes and stuck games; --out writes each game as a playtest document named
 * by its seed, which `play --log` replays. Exits 1 when a game crashed or got stuck.
 */
import path from 'node:path';
import { BOTS, lossUnit, playBots, type BotGame } from '../engine';
import { writeAtomically } from '../server/writeAtomically';
import { botsFor, playtestDocument, resultLine } from './games';
import { command, fail, flag, runIfEntry, type CliIo } from './io';
import { compileOrFail, loadScenario } from './scenario';

const USAGE = `usage: npm run playtest -- --scenario <file> [--games N] [--seed s] [--bots <bot>,<bot>] [--options <id>,…] [--out <folder>]
  --games  how many games (default 10); game i is played with seed <s>-i
  --seed   the seeds' stem (default "playtest")
  --bots   one bot per side, in the ruleset's side order (default random for each; bots: ${Object.keys(BOTS).join(', ')})
  --options  optional rules to switch on for these games (ids of the ruleset's optionalRules), the scenario's own switches kept
  --out    write each game as <folder>/<seed>.playtest.json, which play --log replays`;

/** The playtest command: returns its exit code. */
export const main = command('playtest', USAGE, playtest);

function playtest(args: readonly string[], io: CliIo): number {
  const scenarioFile = flag(args, '--scenario');
  if (!scenarioFile) fail(`which scenario? Give --scenario <file>\n${USAGE}`, 2);
  const games = Number(flag(args, '--games') ?? 10);
  if (!Number.isInteger(games) || games < 1 || games > 100000) fail(`--games must be a whole number from 1 to 100000, not ${flag(args, '--games')}`, 2);
  const seed = flag(args, '--seed') ?? 'playtest';
  const out = flag(args, '--out');
  // A playtest document names its scenario, not switches set for one batch: it would replay without them.
  if (out && flag(args, '--options')) fail('--options with --out: a playtest document does not record options switched on for a batch, so its games would not replay; switch them on in the scenario or a variant of it instead', 2);
  const docs = withOptions(loadScenario(scenarioFile, io), flag(args, '--options'));
  const sides = Object.keys(docs.ruleset.sides);
  const { bots, names } = botsFor(docs, flag(args, '--bots') ?? sides.map(() => 'random').join(','));

  const c = compileOrFail(docs);
  const results: BotGame[] = [];
  const started = performance.now();
  const tty = io.errIsTTY;
  for (let i = 0; i < games; i++) {
    const game = playBots(c, `${seed}-${i}`, bots);
    results.push(game);
    if (out) {
      const file = path.join(out, `${game.seed}.playtest.json`);
      writeAtomically(path.resolve(io.cwd, file), JSON.stringify(playtestDocument(docs, game.seed, game.log, `${names.join(' vs ')}, seed ${game.seed}`), null, 2) + '\n');
    }
    const done = i + 1;
    if (tty || done === games || done % Math.max(1, Math.floor(games / 10)) === 0) {
      const width = 30;
      const bar = '#'.repeat(Math.round((done / games) * width)).padEnd(width, '.');
      io.err(`${tty ? '\r' : ''}[${bar}] ${done}/${games} games${tty && done < games ? '' : '\n'}`);
    }
  }
  const ms = performance.now() - started;

  const pct = (n: number) => `${((100 * n) / games).toFixed(0)}%`;
  const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
  const sideName = (s: string) => docs.ruleset.sides[s]!.name;
  io.out(`${docs.scenario.name}: ${games} games, ${sides.map((s, i) => `${sideName(s)} ${names[i]}`).join(' vs ')}, seeds ${seed}-0…${seed}-${games - 1}`);
  for (const s of sides) io.out(`  ${sideName(s)} wins: ${results.filter((r) => r.winner === s).length} (${pct(results.filter((r) => r.winner === s).length)})`);
  const draws = results.filter((r) => !r.winner && !r.crash && !r.stuck).length;
  if (draws) io.out(`  no winner: ${draws}`);
  const bands = new Map<string, number>();
  for (const r of results) if (r.band) bands.set(r.band, (bands.get(r.band) ?? 0) + 1);
  if (bands.size) {
    io.out('  outcomes by the scenario\'s bands:');
    for (const [band, n] of [...bands].sort((a, b) => b[1] - a[1])) io.out(`    ${band}: ${n} (${pct(n)})`);
  }
  io.out(`  length: ${mean(results.map((r) => r.actions)).toFixed(0)} actions, ${mean(results.map((r) => r.turns)).toFixed(1)} turns on average`);
  io.out(`  ${lossUnit(c)} lost per game: ${sides.map((s) => `${sideName(s)} ${mean(results.map((r) => r.losses[s] ?? 0)).toFixed(1)}`).join(', ')}`);
  const crashed = results.filter((r) => r.crash);
  const stuck = results.filter((r) => r.stuck);
  io.out(`  crashes: ${crashed.length}, stuck games: ${stuck.length}`);
  for (const r of crashed.slice(0, 5)) io.out(`    ${r.seed} at action ${r.actions + 1}: ${r.crash}`);
  for (const r of stuck.slice(0, 5)) io.out(`    ${r.seed}: no end after ${r.actions} actions`);
  io.out(`  time: ${(ms / 1000).toFixed(1)} s (${(ms / games).toFixed(0)} ms a game)`);
  if (out) {
    io.out(`  games written to ${out}/ (replay one: npm run play -- --log ${path.join(out, `${results[0]!.seed}.playtest.json`)}):`);
    for (const r of results) io.out(`    ${resultLine(docs, r.seed, { ...r, ended: !r.crash && !r.stuck })}`);
  }
  return crashed.length || stuck.length ? 1 : 0;
}

runIfEntry(import.meta.url, main);

/** The documents with the optional rules named switched on (32–34: a batch with a rule on, the file untouched). */
function withOptions(docs: ReturnType<typeof loadScenario>, list: string | undefined): ReturnType<typeof loadScenario> {
  if (!list) return docs;
  const known = docs.ruleset.optionalRules ?? {};
  const ids = list.split(',').map((x) => x.trim()).filter(Boolean);
  const bad = ids.find((id) => !Object.hasOwn(known, id));
  if (bad) fail(`--options: the ruleset has no optional rule "${bad}" (it has: ${Object.keys(known).join(', ') || 'none'})`, 2);
  const options = { ...docs.scenario.options, ...Object.fromEntries(ids.map((id) => [id, { ...docs.scenario.options?.[id], enabled: true }])) };
  return { ...docs, scenario: { ...docs.scenario, options } };
}
