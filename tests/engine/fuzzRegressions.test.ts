/**
 * Games the fuzzer (npm run fuzz) found broken, kept as playtest documents that replay to where they
 * failed: each log must replay whole now, and the bots must finish each game from there.
 * - ardennes44-6turn fuzz-5496: a US engineer limited to 2 hexes on its arrival turn (13.2) was
 *   offered 0511 by a 2-hex route, but the move took the cheapest route in MP, 4 hexes, and was refused.
 * - titm-intro fuzz-5015: a bridge repair after a failure rolled 1 − 1 = 0, which the table had no
 *   row for (10.16: now clamped to 1, a success).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadProject, scenarioDocuments } from '../../src/document';
import { BOTS, compile, playBots, replay, type GameDocuments } from '../../src/engine';

const root = path.resolve(__dirname, '../..');
const data = (dir: string) => fs.readdirSync(path.join(root, 'data', dir)).map((f) => `data/${dir}/${f}`);
const project = loadProject([...data('rules'), ...data('maps'), ...data('oob'), ...data('scenarios')].map((file) => ({ file, text: fs.readFileSync(path.join(root, file), 'utf8') })));
const fixtures = fs.readdirSync(path.join(__dirname, '../fixtures/fuzz')).map((f) => JSON.parse(fs.readFileSync(path.join(__dirname, '../fixtures/fuzz', f), 'utf8')) as { scenario: string; seed: string; name: string; actions: [] });

describe('games the fuzzer found broken', () => {
  it.each(fixtures.map((f) => [`${f.scenario} ${f.seed}`, f] as const))('%s replays whole, and the bots finish it', (_name, f) => {
    const docs = scenarioDocuments(project.documents, f.scenario) as GameDocuments;
    const r = replay(docs, f.seed, f.actions);
    expect(r.error).toBeUndefined();
    const sides = Object.keys(docs.ruleset.sides);
    const game = playBots(compile(docs), f.seed, Object.fromEntries(sides.map((s) => [s, BOTS.random!])), 20000, f.actions);
    expect(game.crash).toBeUndefined();
    expect(game.stuck).toBeUndefined();
  });
});
