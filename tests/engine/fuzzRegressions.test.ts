/**
 * What the fuzzer (npm run fuzz) found broken:
 * - ardennes44-6turn fuzz-5496: a US engineer limited to 2 hexes on its arrival turn (13.2) was
 *   offered 0511 by a 2-hex route, but the move took the cheapest route in MP, 4 hexes, and was
 *   refused. Kept as the position itself (a recorded log stops replaying when the map's data change):
 *   every move the engine offers a limited unit, it accepts.
 * - titm-intro fuzz-5015: a bridge repair after a failure rolled 1 − 1 = 0, which the table had no
 *   row for (10.16: now clamped to 1, a success). Kept as the game, which replays to the failure and
 *   must now play on to its end.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadProject, scenarioDocuments } from '../../src/document';
import { applyAction, BOTS, compile, legalActions, playBots, replay, type GameDocuments } from '../../src/engine';
import { sandbox } from './fixtures';

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

describe('13.2: a unit limited in hexes', () => {
  // Where the old engine offered a 2-hex move and refused it (the cheapest route in MP was 3 hexes): 3223 → 3424, 3624 → 3622.
  it.each(['3223', '3624'])('is accepted on every move the engine offers it (fuzz-5496: the US 35th engineers at %s on their arrival turn)', (hex) => {
    const g = sandbox({ 'us-35-eng': hex }, { side: 'allied', phaseId: 'movement', turn: '17AM' });
    const game = { ...g, state: { ...g.state, units: { ...g.state.units, 'us-35-eng': { ...g.state.units['us-35-eng']!, arrival: { turn: g.state.turn, group: 'allied-17AM-anyTownOrCity' } } } } };
    const moves = legalActions(game).actions.filter((a) => a.type === 'move' && a.unit === 'us-35-eng');
    expect(moves.length).toBeGreaterThan(3);
    for (const a of moves) {
      const r = applyAction(game, a);
      expect(r.ok ? undefined : r.error.reason, `move to ${a.target}`).toBeUndefined();
    }
  });
});
