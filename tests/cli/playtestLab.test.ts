/**
 * Issue 16: the playtest lab on the command line, in-process (one worker thread: the pool itself is
 * exercised by the spawned smoke test). A/B of a variant on the same seeds, the HTML report with its
 * plots drawn headless, a batch split into shards and merged back equal to one run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { main } from '../../src/cli/playtest';
import { runCli } from './run';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sandtable-lab-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
const run = (args: string[]) => runCli(main, [...args, '--workers', '1']);
const SIX = 'data/scenarios/ardennes44-6turn.scenario.json';
const TITM = 'data/scenarios/titm-intro.scenario.json';

describe('npm run playtest: the lab', () => {
  test('an A/B of the 6-turn game against a variant that moves its VP threshold: same seeds, the shift in words, a report with plots', async () => {
    const report = path.join(tmp, 'ab.html');
    const json = path.join(tmp, 'ab.json');
    const r = await run(['--scenario', SIX, '--variant', 'examples/ardennes44-6turn-vp8.scenario.json', '--games', '3', '--seed', 'ab', '--report', report, '--json', json]);
    expect(r.err).toMatch(/\[#+\] 6\/6 games/);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Ardennes '44: the 6-turn game: 3 games, German greedy vs Allied greedy$/m);
    expect(r.out).toMatch(/^Ardennes '44: the 6-turn game, Germans need 8 VP: 3 games/m);
    expect(r.out).toMatch(/German VP at the end: median \d+/);
    expect(r.out).toMatch(/German VP by source, mean a game: places controlled [\d.]+ ± [\d.]+, factors exited [\d.]+ ± [\d.]+/);
    expect(r.out).toMatch(/places held at the end, share of games: \S.*(German|Allied) \d+%/);
    expect(r.out).toMatch(/A\/B, on the same seeds and bots:\n {2}Ardennes '44: the 6-turn game, Germans need 8 VP (shifts|leaves) German wins .*95% interval .*, paired on the same 3 seeds\)/);
    const batch = JSON.parse(fs.readFileSync(json, 'utf8'));
    expect(batch.arms.map((a: { records: { seed: string }[] }) => a.records.map((g) => g.seed))).toEqual([['ab-0', 'ab-1', 'ab-2'], ['ab-0', 'ab-1', 'ab-2']]);
    // Only the end's judgement differs: the same games, so the variant wins at least as often for the Germans.
    const [base, variant] = batch.arms;
    expect(variant.records.map((g: { actions: number }) => g.actions)).toEqual(base.records.map((g: { actions: number }) => g.actions));
    expect(variant.records.filter((g: { winner: string }) => g.winner === 'german').length).toBeGreaterThanOrEqual(base.records.filter((g: { winner: string }) => g.winner === 'german').length);
    // The report: self-contained HTML with each plot drawn as SVG by Vega, and the comparison in words.
    const html = fs.readFileSync(report, 'utf8');
    expect(html).not.toMatch(/<script/);
    expect(html.match(/<svg/g)?.length).toBe(9);
    for (const title of ['Outcomes (share of games, 95% interval)', 'VP at the end (share of games at each total; the lines are the VP a side needs in each arm, in its colour)', 'VP at the end of each game turn', 'VP at the end by source (German; mean a game, 95% interval)', 'Places held at the end (share of games; the places the victory turns on)', 'steps lost per game, by side', 'steps lost per game, by formation', 'Where combats were fought (per game)', 'Where steps were lost (per game)']) expect(html).toContain(title);
    expect(html).toMatch(/<svg[^>]*>[\s\S]*(German|Allied) win[\s\S]*<\/svg>/);
    expect(html).toContain('game turn');
    expect(html).toMatch(/<li>Ardennes &#39;44: the 6-turn game, Germans need 8 VP (shifts|leaves) German wins/);
  }, 300_000);

  test('a batch split into shards and merged is the batch played whole', async () => {
    const whole = path.join(tmp, 'whole.json');
    const common = ['--scenario', TITM, '--games', '5', '--seed', 'sh', '--bots', 'greedy,random'];
    expect((await run([...common, '--json', whole])).code).toBe(0);
    const one = await run([...common, '--shard', '1/2', '--json', path.join(tmp, 's1.json')]);
    expect(one.err).toMatch(/\[#+\] 2\/2 games/);
    expect((await run([...common, '--shard', '2/2', '--json', path.join(tmp, 's2.json')])).err).toMatch(/3\/3 games/);
    const merged = path.join(tmp, 'merged.json');
    const m = await runCli(main, ['merge', path.join(tmp, 's2.json'), path.join(tmp, 's1.json'), '--json', merged]);
    expect(m.code).toBe(0);
    expect(m.out).toMatch(/: 5 games, German greedy vs Allied random/);
    const a = JSON.parse(fs.readFileSync(whole, 'utf8'));
    const b = JSON.parse(fs.readFileSync(merged, 'utf8'));
    expect(b).toEqual(a);
    // The same shard twice, or shards of another plan, are refused with the reason.
    const twice = await runCli(main, ['merge', path.join(tmp, 's1.json'), path.join(tmp, 's1.json')]);
    expect(twice.code).toBe(1);
    expect(twice.err).toMatch(/game sh-0 of .* is in two shards/);
    const other = path.join(tmp, 'other.json');
    await run(['--scenario', TITM, '--games', '5', '--seed', 'sh', '--bots', 'random,random', '--shard', '2/2', '--json', other]);
    const mixed = await runCli(main, ['merge', path.join(tmp, 's1.json'), other]);
    expect(mixed.code).toBe(1);
    expect(mixed.err).toMatch(/its bots \(random,random\) differs from .*s1\.json's \(greedy,random\)/);
    const partial = await runCli(main, ['merge', path.join(tmp, 's1.json')]);
    expect(partial.out).toMatch(/^3 of 5 games are missing/m);
  }, 300_000);

  test('bad shards, batch files and worker counts are refused with the reason', async () => {
    expect((await run(['--scenario', TITM, '--shard', '3/2'])).err).toMatch(/--shard must be i\/n with 1 ≤ i ≤ n/);
    expect((await runCli(main, ['--scenario', TITM, '--workers', '0'])).err).toMatch(/--workers must be a whole number/);
    const notBatch = path.join(tmp, 'not.json');
    fs.writeFileSync(notBatch, '{"kind": "playtest"}');
    const r = await runCli(main, ['merge', notBatch]);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/not\.json: not a playtest batch file/);
  });
});
