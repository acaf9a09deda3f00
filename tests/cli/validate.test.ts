import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { main } from '../../src/cli/validate';
import { root, runCli } from './run';

const run = (args: string[], cwd = root) => runCli(main, args, cwd);
const LINE = /^[^\s:]+:\d+:\d+ (error|warning|info) \S.*$/;

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sandtable-validate-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('npm run validate', () => {
  test('passes on data/ with exit 0, one located problem per line', async () => {
    const r = await run([]);
    expect(r.code).toBe(0);
    expect(r.lines.length).toBeGreaterThan(0);
    for (const line of r.lines) expect(line).toMatch(LINE);
    expect(r.err).toMatch(/^14 files checked: 0 errors, \d+ warnings/m);
  });

  test('--no-placeholders leaves out the values still to enter, and the count says how many there are', async () => {
    const all = await run([]);
    expect(all.err).toMatch(/^14 files checked: 0 errors, \d+ warnings \(\d+ of them placeholder or lost values still to enter; --no-placeholders leaves them out\)/m);
    const r = await run(['--no-placeholders']);
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/\(\d+ of them placeholder or lost values still to enter, not listed\)/);
    // What is left is what a designer acts on: the Wooded Rough hexsides a map lacks, among a few.
    expect(r.lines.length).toBeGreaterThan(0);
    expect(r.lines.length).toBeLessThan(all.lines.length / 10);
    expect(r.lines.some((l) => /placeholder value|the source lost this value/.test(l))).toBe(false);
    expect(r.lines.some((l) => /^data\/maps\/ardennes44-east\.map\.json:\d+:\d+ warning hexes: \d+ of the \d+ Wooded Rough hexes/.test(l))).toBe(true);
  });

  test('--quiet prints errors only', async () => {
    const r = await run(['--quiet']);
    expect(r.code).toBe(0);
    expect(r.lines).toEqual([]);
  });

  test('fails with exit 1 and located messages on a broken copy of data/', async () => {
    const copy = path.join(tmp, 'broken');
    fs.cpSync(path.join(root, 'data'), copy, { recursive: true });
    const mapFile = path.join(copy, 'maps/titm.map.json');
    const map = JSON.parse(fs.readFileSync(mapFile, 'utf8'));
    map.connections['10-11'].between = ['irrel', 'atlantis'];
    fs.writeFileSync(mapFile, JSON.stringify(map, null, 2));
    const rulesFile = path.join(copy, 'rules/ardennes44.rules.json');
    const rules = fs.readFileSync(rulesFile, 'utf8').replace('"DR4*"', '"DR5*"');
    fs.writeFileSync(rulesFile, rules);
    fs.writeFileSync(path.join(copy, 'oob/broken.json'), '{\n  "kind": "oob",\n  "schemaVersion": 1\n  "id": "x"\n}\n');

    const r = await run([copy, '--quiet'], tmp);
    expect(r.code).toBe(1);
    for (const line of r.lines) expect(line).toMatch(LINE);
    expect(r.lines).toContain('broken/oob/broken.json:4:3 error A comma is expected between these values');
    expect(r.lines.some((l) => /^broken\/maps\/titm\.map\.json:\d+:\d+ error connections\/10-11: unknown area or zone "atlantis"/.test(l))).toBe(true);
    expect(r.lines.some((l) => /^broken\/rules\/ardennes44\.rules\.json:\d+:\d+ error tables\/crt, roll \d, column \d:1: unknown result "DR5\*"; did you mean "DR4\*"\?/.test(l))).toBe(true);
  });

  test('validates single files against the project they belong to', async () => {
    const r = await run(['data/oob/ardennes44.oob.json', '--quiet']);
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/^1 file checked: 0 errors/m);
  });

  test('a missing path is a usage error (exit 2)', async () => {
    const r = await run(['no/such/file.json']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/no such file or folder/);
  });

  test('a file over the size limit is reported without being read', async () => {
    const big = path.join(tmp, 'big.json');
    fs.writeFileSync(big, Buffer.alloc(17 * 1024 * 1024, 32));
    const r = await run([big], tmp);
    expect(r.code).toBe(1);
    expect(r.lines).toEqual(['big.json:1:1 error This file is 17.0 MB; Sandtable reads documents up to 16.0 MB. Check that it is the right file, or split it.']);
  });
});

describe('a playtest whose log does not replay (issue 18: accepted in silence)', () => {
  const playtest = (actions: unknown[]) => JSON.stringify({ kind: 'playtest', schemaVersion: 1, id: 'bad-log', scenario: 'ardennes44-6turn', seed: 's', actions }, null, 2);
  const illegal = { type: 'attack', side: 'allied', units: ['us-1-x'], target: '0101' };

  test('validate: an error at the first action the engine refuses, with its reason', async () => {
    const copy = path.join(tmp, 'replay');
    fs.cpSync(path.join(root, 'data'), copy, { recursive: true });
    fs.mkdirSync(path.join(copy, 'playtests'), { recursive: true });
    fs.writeFileSync(path.join(copy, 'playtests/bad.playtest.json'), playtest([illegal]));
    const r = await run([copy, '--quiet'], tmp);
    expect(r.code).toBe(1);
    expect(r.lines).toEqual([expect.stringMatching(/^replay\/playtests\/bad\.playtest\.json:8:5 error actions\/0: action 1 of the log does not replay: it is the german player's movement phase, not allied's; the game stops there/)]);
  });

  test('the studio: the same error, from the same check', async () => {
    const { DocumentStore } = await import('../../src/document');
    const { engineJudge } = await import('../../src/editor/services/engineJudge');
    const files = ['rules/ardennes44.rules.json', 'maps/ardennes44-east.map.json', 'oob/ardennes44.oob.json', 'scenarios/ardennes44-6turn.scenario.json'].map((f) => ({ file: `data/${f}`, text: fs.readFileSync(path.join(root, 'data', f), 'utf8') }));
    // The studio's store and its worker check with the engine's judge.
    const store = new DocumentStore([...files, { file: 'data/playtests/bad.playtest.json', text: playtest([illegal]) }], { judge: engineJudge });
    const found = store.problems().filter((p) => p.code === 'playtest/replay');
    expect(found).toEqual([expect.objectContaining({ file: 'data/playtests/bad.playtest.json', line: 8, column: 5, severity: 'error', code: 'playtest/replay', message: expect.stringMatching(/^actions\/0: action 1 of the log does not replay: it is the german player's movement phase/) })]);
    // A log that replays is no problem.
    const good = new DocumentStore([...files, { file: 'data/playtests/good.playtest.json', text: playtest([{ type: 'endPhase', side: 'german' }]) }], { judge: engineJudge });
    expect(good.problems().filter((p) => p.code === 'playtest/replay')).toEqual([]);
    // A log that replays to another game than its digests say: a warning at the digest, located.
    const drift = { kind: 'playtest', schemaVersion: 2, id: 'drift', scenario: 'ardennes44-6turn', seed: 's', actions: [{ type: 'endPhase', side: 'german' }], digests: [{ step: 1, state: '0123456789abcdef' }] };
    const drifted = new DocumentStore([...files, { file: 'data/playtests/drift.playtest.json', text: JSON.stringify(drift, null, 2) }], { judge: engineJudge });
    expect(drifted.problems().filter((p) => p.code === 'playtest/drift')).toEqual([expect.objectContaining({ file: 'data/playtests/drift.playtest.json', line: 16, severity: 'warning', message: expect.stringMatching(/^digests\/0: the log replays to another game than the one recorded/) })]);
  });

  test('a log that replays to another game than its digests say is a warning at the first digest it misses', async () => {
    const copy = path.join(tmp, 'drift');
    fs.cpSync(path.join(root, 'data'), copy, { recursive: true });
    fs.mkdirSync(path.join(copy, 'playtests'), { recursive: true });
    const doc = { kind: 'playtest', schemaVersion: 2, id: 'drift', scenario: 'ardennes44-6turn', seed: 's', actions: [{ type: 'endPhase', side: 'german' }], digests: [{ step: 1, state: '0123456789abcdef' }] };
    fs.writeFileSync(path.join(copy, 'playtests/drift.playtest.json'), JSON.stringify(doc, null, 2));
    const r = await run([copy], tmp);
    expect(r.lines.filter((l) => l.includes('drift.playtest'))).toEqual([expect.stringMatching(/^drift\/playtests\/drift\.playtest\.json:16:\d+ warning digests\/0: the log replays to another game than the one recorded: the state after action 1 is not the recorded one \(it differs from its start\)/)]);
    // A digest past the log, or out of order, is an error of the document itself.
    const bad = { ...doc, digests: [{ step: 2, state: '0123456789abcdef' }] };
    fs.writeFileSync(path.join(copy, 'playtests/drift.playtest.json'), JSON.stringify(bad, null, 2));
    const b = await run([copy, '--quiet'], tmp);
    expect(b.code).toBe(1);
    expect(b.lines).toEqual([expect.stringMatching(/drift\.playtest\.json:15:\d+ error digests\/0: a digest of the state after action 2, but the log has 1 actions/)]);
  });
});
