import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { main as playMain } from '../../src/cli/play';
import { main as playtestMain } from '../../src/cli/playtest';
import { BOTS, compile, playBots } from '../engine/hexEngine';
import { ardennesDocs } from '../engine/fixtures';
import { runCli } from './run';

const run = (tool: 'play' | 'playtest', args: string[]) => runCli(tool === 'play' ? playMain : playtestMain, args);
const SCENARIO = 'data/scenarios/ardennes44-6turn.scenario.json';
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sandtable-play-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const game = playBots(compile(ardennesDocs()), 'cli', { german: BOTS.greedy!, allied: BOTS.greedy! });

describe('npm run play', () => {
  test('replays a playtest document and prints where the game stands', async () => {
    const file = path.join(tmp, 'game.playtest.json');
    fs.writeFileSync(file, JSON.stringify({ kind: 'playtest', schemaVersion: 1, id: 'cli', scenario: 'ardennes44-6turn', seed: 'cli', actions: game.log.slice(0, 40) }));
    const r = await run('play', ['--scenario', SCENARIO, '--log', file]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Turn 16 Dec AM|^Turn \S+/);
    expect(r.out).toMatch(/\(step 40\)/);
    expect(r.out).toMatch(/German: \d+ on the map( \(\d+ out of supply\))?, \d+ to arrive, \d+ eliminated; holds \d+ of 20 victory hexes/);
  });

  test('--json prints the state; the whole log ends the game', async () => {
    const file = path.join(tmp, 'all.json');
    fs.writeFileSync(file, JSON.stringify(game.log));
    const r = await run('play', ['--scenario', SCENARIO, '--seed', 'cli', '--log', file, '--json']);
    expect(r.code).toBe(0);
    const state = JSON.parse(r.out);
    expect(r.err).toMatch(/^Result: seed cli: \S+ wins after \d+ actions/m);
    expect(state.ended).toMatchObject({ winner: game.winner });
    expect(state.step_count).toBe(game.log.length);
  });

  test('a refused action stops with its step and reason; malformed JSON is located', async () => {
    const bad = path.join(tmp, 'bad.json');
    fs.writeFileSync(bad, JSON.stringify([{ type: 'endPhase' }, { type: 'move', unit: 'us-4-8-x', target: '0101' }]));
    const r = await run('play', ['--scenario', SCENARIO, '--log', bad]);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^play: action 2 \(.*\) refused: /m);
    const broken = path.join(tmp, 'broken.json');
    fs.writeFileSync(broken, '[\n  { "type": "endPhase" ,,\n]');
    const b = await run('play', ['--scenario', SCENARIO, '--log', broken]);
    expect(b.code).toBe(1);
    expect(b.err).toMatch(/broken\.json:2:\d+: /);
  });
});

describe('replayable games', () => {
  test('playtest --out writes each game by its seed; play --log replays one to the same result line', async () => {
    const dir = path.join(tmp, 'games');
    const r = await run('playtest', ['--scenario', SCENARIO, '--games', '2', '--seed', 'rt', '--bots', 'greedy,random', '--out', dir, '--workers', '1']);
    expect(r.code).toBe(0);
    expect(fs.readdirSync(dir).sort()).toEqual(['rt-0.playtest.json', 'rt-1.playtest.json']);
    // Each keeps its state's digests as played: every 64 actions and after the last.
    const doc = JSON.parse(fs.readFileSync(path.join(dir, 'rt-1.playtest.json'), 'utf8'));
    expect(doc.schemaVersion).toBe(2);
    expect(doc.digests[0]).toEqual({ step: 64, state: expect.stringMatching(/^[0-9a-f]{16}$/) });
    expect(doc.digests.at(-1).step).toBe(doc.actions.length);
    const line = r.lines.find((l) => l.trim().startsWith('seed rt-1:'))!.trim();
    expect(line).toMatch(/^seed rt-1: (German|Allied) wins after \d+ actions \(.+\)$/);
    // The playtest document names its scenario and seed: --log alone is enough.
    const p = await run('play', ['--log', path.join(dir, 'rt-1.playtest.json')]);
    expect(p.err).toBe('');
    expect(p.code).toBe(0);
    expect(p.lines.at(-1)).toBe(`Result: ${line}`);
  });

  test('play --seed --bots plays the same game as playtest gave that seed, and --out writes it', async () => {
    const out = path.join(tmp, 'one.playtest.json');
    const p = await run('play', ['--scenario', SCENARIO, '--seed', 'rt-0', '--bots', 'greedy,random', '--out', out]);
    expect(p.code).toBe(0);
    expect(p.err).toMatch(/^wrote .*one\.playtest\.json \(\d+ actions, seed rt-0\)/);
    const written = JSON.parse(fs.readFileSync(out, 'utf8'));
    expect(written).toMatchObject({ kind: 'playtest', scenario: 'ardennes44-6turn', seed: 'rt-0' });
    const same = JSON.parse(fs.readFileSync(path.join(tmp, 'games/rt-0.playtest.json'), 'utf8'));
    expect(written.actions).toEqual(same.actions);
    // Digests taken on replay (play) are those taken in play (playtest's workers).
    expect(written.digests).toEqual(same.digests);
  });

  test('play --log says when a recorded game replays to another game than the one recorded', async () => {
    const doc = JSON.parse(fs.readFileSync(path.join(tmp, 'games/rt-0.playtest.json'), 'utf8'));
    doc.digests[1].state = '0123456789abcdef';
    const file = path.join(tmp, 'drifted.playtest.json');
    fs.writeFileSync(file, JSON.stringify(doc));
    const p = await run('play', ['--log', file]);
    expect(p.code).toBe(0);
    expect(p.err).toMatch(/drifted\.playtest\.json: this log replays to another game than the one recorded: the state after action 128 differs \(the same game up to action 64\); the rules, the data or the engine changed since/);
  });

  test('a log begun by hand is played on by bots from where it stops', async () => {
    const half = path.join(tmp, 'half.playtest.json');
    fs.writeFileSync(half, JSON.stringify({ kind: 'playtest', schemaVersion: 1, id: 'half', scenario: 'ardennes44-6turn', seed: 'cli', actions: game.log.slice(0, 30) }));
    const out = path.join(tmp, 'finished.playtest.json');
    const p = await run('play', ['--log', half, '--bots', 'greedy,greedy', '--out', out]);
    expect(p.code).toBe(0);
    expect(JSON.parse(fs.readFileSync(out, 'utf8')).actions).toEqual(game.log);
  });

  test('a playtest of another scenario, or one the schema refuses, is refused with the place', async () => {
    const other = path.join(tmp, 'other.playtest.json');
    fs.writeFileSync(other, JSON.stringify({ kind: 'playtest', schemaVersion: 1, id: 'o', scenario: 'titm-intro', seed: 's', actions: [] }));
    const r = await run('play', ['--scenario', SCENARIO, '--log', other]);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/is a game of scenario "titm-intro", not of/);
    const bad = path.join(tmp, 'bad.playtest.json');
    fs.writeFileSync(bad, '{\n  "kind": "playtest",\n  "schemaVersion": 1,\n  "id": "b",\n  "scenario": "ardennes44-6turn",\n  "actions": []\n}\n');
    const b = await run('play', ['--log', bad]);
    expect(b.code).toBe(1);
    expect(b.err).toMatch(/^play: .*bad\.playtest\.json:1:1: .*seed/m);
  });
});

describe('npm run playtest', () => {
  test('plays bot games with a progress bar and prints the results', async () => {
    const r = await run('playtest', ['--scenario', SCENARIO, '--games', '3', '--seed', 't', '--bots', 'greedy,random', '--workers', '1']);
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/\[#+\] 3\/3 games · 1 worker · \d+ games\/min\/core/);
    expect(r.out).toMatch(/3 games, German greedy vs Allied random/);
    expect(r.out).toMatch(/German wins: \d+ \(\d+% (± \d+|\(\d+–\d+%\)), 95% interval\)/);
    expect(r.out).toMatch(/crashes: 0, stuck games: 0/);
  });

  test('--options plays the batch with optional rules switched on (34: night infiltration), and refuses an unknown one', async () => {
    const r = await run('playtest', ['--scenario', SCENARIO, '--games', '1', '--seed', 'o', '--bots', 'random,random', '--options', 'nightInfiltration,ccb9', '--workers', '1']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/crashes: 0, stuck games: 0/);
    const bad = await run('playtest', ['--scenario', SCENARIO, '--options', 'nightInfiltraton']);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/no optional rule "nightInfiltraton" \(it has: ccb9, fuelDump, optionalUnits, nightInfiltration, playerSetup\)/);
    // Every optional rule of Ardennes '44 is played: the campaign with its optional units (33) too.
    const optional = await run('playtest', ['--scenario', 'data/scenarios/ardennes44-campaign.scenario.json', '--games', '1', '--seed', 'o', '--bots', 'greedy,greedy', '--options', 'optionalUnits', '--workers', '1']);
    expect(optional.code).toBe(0);
    expect(optional.out).toMatch(/crashes: 0, stuck games: 0/);
  });

  test('bad usage is refused with the reason', async () => {
    const r = await run('playtest', ['--scenario', SCENARIO, '--bots', 'greedy,nobody']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/unknown bot "nobody"/);
  });
});
