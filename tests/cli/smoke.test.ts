/**
 * One spawned run per command, as `npm run …` runs it: the entry point wiring, exit codes and
 * output through real pipes. Everything else about the commands is tested in-process (their
 * `main`), so no test here depends on how fast a process starts on a busy machine: the limits
 * only catch a hang.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { root } from './run';

const tsx = path.join(root, 'node_modules/.bin/tsx');
const spawn = (tool: string, args: string[]) => {
  const r = spawnSync(tsx, [path.join(root, `src/cli/${tool}.ts`), ...args], { cwd: root, encoding: 'utf8', timeout: 540_000, maxBuffer: 256 * 1024 * 1024 });
  return { code: r.status, out: r.stdout, err: r.stderr };
};
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sandtable-smoke-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
const SCENARIO = 'data/scenarios/ardennes44-6turn.scenario.json';

describe('the commands as spawned processes', () => {
  test('validate prints all of 5,000 problems through a pipe, then exits 1', () => {
    const oob = JSON.parse(fs.readFileSync(path.join(root, 'data/oob/ardennes44.oob.json'), 'utf8'));
    const unit = Object.values(oob.units)[0] as object;
    oob.id = 'smoke-oob';
    oob.units = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`x-${i}`, { ...unit, type: 'no-such-type' }]));
    const file = path.join(tmp, 'bad.oob.json');
    fs.writeFileSync(file, JSON.stringify(oob, null, 2));
    const r = spawn('validate', ['--quiet', file]);
    const lines = r.out.split('\n').filter(Boolean);
    expect(r.err).toMatch(/^1 file checked: 5000 errors/m);
    expect(lines).toHaveLength(5000);
    expect(lines.every((l) => /:\d+:\d+ error units\/x-\d+\/type: unknown unit type "no-such-type"/.test(l))).toBe(true);
    expect(r.code).toBe(1);
  }, 600_000);

  test('playtest --out writes a game that play --log replays to the same result line', () => {
    const dir = path.join(tmp, 'games');
    const t = spawn('playtest', ['--scenario', SCENARIO, '--games', '2', '--seed', 'smoke', '--bots', 'greedy,random', '--out', dir, '--workers', '2']);
    expect(t.err).toMatch(/\[#+\] 2\/2 games · 2 workers/);
    expect(t.code).toBe(0);
    const line = t.out.split('\n').find((l) => l.trim().startsWith('seed smoke-0:'))!.trim();
    const p = spawn('play', ['--log', path.join(dir, 'smoke-0.playtest.json')]);
    expect(p.err).toBe('');
    expect(p.code).toBe(0);
    expect(p.out.trimEnd().split('\n').at(-1)).toBe(`Result: ${line}`);
  }, 600_000);
});
