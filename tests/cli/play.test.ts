import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { BOTS, compile, playBots } from '../../src/engine';
import { ardennesDocs } from '../engine/fixtures';

const root = path.resolve(__dirname, '../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const run = (tool: string, args: string[]) => {
  const r = spawnSync(tsx, [path.join(root, `src/cli/${tool}.ts`), ...args], { cwd: root, encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
};
const SCENARIO = 'data/scenarios/ardennes44-6turn.scenario.json';
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sandtable-play-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('npm run play', () => {
  const game = playBots(compile(ardennesDocs()), 'cli', { german: BOTS.greedy!, allied: BOTS.greedy! });

  test('replays a playtest document and prints where the game stands', () => {
    const file = path.join(tmp, 'game.playtest.json');
    fs.writeFileSync(file, JSON.stringify({ kind: 'playtest', schemaVersion: 1, id: 'cli', scenario: 'ardennes44-6turn', seed: 'cli', actions: game.log.slice(0, 40) }));
    const r = run('play', ['--scenario', SCENARIO, '--log', file]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Turn 16 Dec AM|^Turn \S+/);
    expect(r.out).toMatch(/\(step 40\)/);
    expect(r.out).toMatch(/German: \d+ on the map( \(\d+ out of supply\))?, \d+ to arrive, \d+ eliminated; holds \d+ of 20 victory hexes/);
  });

  test('--json prints the state; the whole log ends the game', () => {
    const file = path.join(tmp, 'all.json');
    fs.writeFileSync(file, JSON.stringify(game.log));
    const r = run('play', ['--scenario', SCENARIO, '--seed', 'cli', '--log', file, '--json']);
    expect(r.code).toBe(0);
    const state = JSON.parse(r.out);
    expect(state.ended).toMatchObject({ winner: game.winner });
    expect(state.step_count).toBe(game.log.length);
  });

  test('a refused action stops with its step and reason; malformed JSON is located', () => {
    const bad = path.join(tmp, 'bad.json');
    fs.writeFileSync(bad, JSON.stringify([{ type: 'endPhase' }, { type: 'move', unit: 'us-4-8-x', target: '0101' }]));
    const r = run('play', ['--scenario', SCENARIO, '--log', bad]);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^play: action 2 \(.*\) refused: /m);
    const broken = path.join(tmp, 'broken.json');
    fs.writeFileSync(broken, '[\n  { "type": "endPhase" ,,\n]');
    const b = run('play', ['--scenario', SCENARIO, '--log', broken]);
    expect(b.code).toBe(1);
    expect(b.err).toMatch(/broken\.json:2:\d+: /);
  });
});

describe('npm run playtest', () => {
  test('plays bot games with a progress bar and prints the results', () => {
    const r = run('playtest', ['--scenario', SCENARIO, '--games', '3', '--seed', 't', '--bots', 'greedy,random']);
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/\[#+\] 3\/3 games/);
    expect(r.out).toMatch(/3 games, German greedy vs Allied random/);
    expect(r.out).toMatch(/German wins: \d+ \(\d+%\)/);
    expect(r.out).toMatch(/crashes: 0, stuck games: 0/);
  }, 120_000);

  test('bad usage is refused with the reason', () => {
    const r = run('playtest', ['--scenario', SCENARIO, '--bots', 'greedy,nobody']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/unknown bot "nobody"/);
  });
});
