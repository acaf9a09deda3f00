import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';

const root = path.resolve(__dirname, '../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const run = (args: string[], cwd = root) => {
  const r = spawnSync(tsx, [path.join(root, 'src/cli/validate.ts'), ...args], { cwd, encoding: 'utf8', timeout: 60_000 });
  return { code: r.status, out: r.stdout, err: r.stderr, lines: r.stdout.split('\n').filter(Boolean) };
};
const LINE = /^[^\s:]+:\d+:\d+ (error|warning|info) \S.*$/;

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sandtable-validate-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('npm run validate', () => {
  test('passes on data/ with exit 0, one located problem per line', () => {
    const r = run([]);
    expect(r.code).toBe(0);
    expect(r.lines.length).toBeGreaterThan(0);
    for (const line of r.lines) expect(line).toMatch(LINE);
    expect(r.err).toMatch(/^6 files checked: 0 errors, \d+ warnings/m);
  });

  test('--quiet prints errors only', () => {
    const r = run(['--quiet']);
    expect(r.code).toBe(0);
    expect(r.lines).toEqual([]);
  });

  test('fails with exit 1 and located messages on a broken copy of data/', () => {
    const copy = path.join(tmp, 'broken');
    fs.cpSync(path.join(root, 'data'), copy, { recursive: true });
    const mapFile = path.join(copy, 'maps/titm-intro.map.json');
    const map = JSON.parse(fs.readFileSync(mapFile, 'utf8'));
    map.connections['10-11'].between = ['irrel', 'atlantis'];
    fs.writeFileSync(mapFile, JSON.stringify(map, null, 2));
    const rulesFile = path.join(copy, 'rules/ardennes44.rules.json');
    const rules = fs.readFileSync(rulesFile, 'utf8').replace('"DR4*"', '"DR5*"');
    fs.writeFileSync(rulesFile, rules);
    fs.writeFileSync(path.join(copy, 'oob/broken.json'), '{\n  "kind": "oob",\n  "schemaVersion": 1\n  "id": "x"\n}\n');

    const r = run([copy, '--quiet'], tmp);
    expect(r.code).toBe(1);
    for (const line of r.lines) expect(line).toMatch(LINE);
    expect(r.lines).toContain('broken/oob/broken.json:4:3 error A comma is expected between these values');
    expect(r.lines.some((l) => /^broken\/maps\/titm-intro\.map\.json:\d+:\d+ error connections\/10-11: unknown area or zone "atlantis"/.test(l))).toBe(true);
    expect(r.lines.some((l) => /^broken\/rules\/ardennes44\.rules\.json:\d+:\d+ error tables\/crt, roll \d, column \d:1: unknown result "DR5\*"; did you mean "DR4\*"\?/.test(l))).toBe(true);
  });

  test('validates single files against the project they belong to', () => {
    const r = run(['data/oob/ardennes44.oob.json', '--quiet']);
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/^1 file checked: 0 errors/m);
  });

  test('a missing path is a usage error (exit 2)', () => {
    const r = run(['no/such/file.json']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/no such file or folder/);
  });

  test('a file over the size limit is reported without being read', () => {
    const big = path.join(tmp, 'big.json');
    fs.writeFileSync(big, Buffer.alloc(17 * 1024 * 1024, 32));
    const r = run([big], tmp);
    expect(r.code).toBe(1);
    expect(r.lines).toEqual(['big.json:1:1 error This file is 17.0 MB; Sandtable reads documents up to 16.0 MB. Check that it is the right file, or split it.']);
  });
});
