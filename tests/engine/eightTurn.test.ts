/**
 * The 8-turn game (31): a variant of the 6-turn game ending after the Allied 19PM turn, with the
 * 19AM and 19PM arrivals of both sides, where the Germans need 14 VP. It loads with no error, bots
 * play it to its end, and its victory check is the book's threshold on hand-made end positions.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadProject, scenarioDocuments } from '../../src/document';
import { judge } from '../../src/engine/systems/hexOdds/rules/victory';
import { BOTS, compile, createGame, playBots, type GameDocuments } from './hexEngine';

const root = path.resolve(__dirname, '../..');
const files = ['rules/ardennes44.rules.json', 'maps/ardennes44-east.map.json', 'oob/ardennes44.oob.json', 'scenarios/ardennes44-6turn.scenario.json', 'scenarios/ardennes44-8turn.scenario.json'];
const project = loadProject(files.map((f) => ({ file: `data/${f}`, text: fs.readFileSync(path.join(root, 'data', f), 'utf8') })));
const docs = scenarioDocuments(project.documents, 'ardennes44-8turn') as GameDocuments;
const c = compile(docs);

describe('the 8-turn game (31)', () => {
  it('loads with no error as a variant of the 6-turn game: to 19PM, 14 VP, the 19AM and 19PM arrivals', () => {
    expect(project.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(docs.scenario).toMatchObject({ name: "Ardennes '44: the 8-turn game", lastTurn: '19PM', victory: { conditions: { germanVp: { threshold: 14 } } } });
    const arriving = Object.values(docs.scenario.reinforcements).filter((g) => g.turn === '19AM' || g.turn === '19PM').flatMap((g) => g.units);
    expect(arriving).toHaveLength(24);
    expect(arriving).toEqual(expect.arrayContaining(['us-551-para', 'us-3-arm-ccr', 'de-3-pg-103-recon', 'de-9ss-9-recon']));
  });

  it('bots play it to the end of 19PM, or to a German win at 14 VP, with no crash or stuck game', () => {
    for (const i of [0, 1]) {
      const g = playBots(c, `eight-${i}`, { german: BOTS.random!, allied: BOTS.random! });
      expect({ crash: g.crash, stuck: g.stuck }).toEqual({ crash: undefined, stuck: undefined });
      expect(g.reason).toMatch(/needs 14\)/);
      if (g.winner !== 'german') expect(c.turnOrder[c.turnOrder.indexOf(docs.scenario.firstTurn) + g.turns - 1]).toBe('19PM');
    }
  });

  it('13 VP is an Allied win and 14 a German one (1 VP a victory hex held or last passed)', () => {
    const start = createGame(docs, { seed: 'eight-end' }).state;
    const at = (n: number) => ({ ...start, control: Object.fromEntries(c.victoryHexes.map((h, i) => [h, i < n ? 'german' : 'allied'])) });
    expect(judge(c, at(13))).toMatchObject({ winner: 'allied', reason: expect.stringMatching(/German has only 13 VP \(needs 14\)/) });
    expect(judge(c, at(14))).toMatchObject({ winner: 'german', reason: expect.stringMatching(/German has 14 VP \(needs 14\)/) });
  });
});
