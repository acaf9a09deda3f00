/** Whole games of Tigers in the Mist: every scenario played to its end by bots, replayed exactly, and through the CLI. */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { main as playMain } from '../../../src/cli/play';
import { main as playtestMain } from '../../../src/cli/playtest';
import { BOTS, compile, gameSummary, partingOf, playBots, replay, type AreaState } from '../../../src/engine';
import { runCli } from '../../cli/run';
import { titmDocs } from './fixtures';

const SCENARIOS = ['titm-intro', 'titm-5pz', 'titm-3days', 'titm-campaign'] as const;
const BANDS: Record<string, RegExp> = {
  'titm-intro': /^(German decisive victory|German tactical victory|Draw|Allied tactical victory|Allied decisive victory|Both lose)$/,
  'titm-5pz': /^(German|Allied) (decisive|tactical) victory$|^Draw$/,
  'titm-3days': /^(German|Allied) (decisive|tactical) victory$|^Draw$/,
  'titm-campaign': /^(German|Allied) (decisive|limited) victory$|^Draw$/,
};

describe('bots play every scenario to its end', () => {
  it.each(SCENARIOS)('%s: greedy against random, no crash, an outcome in the scenario\'s bands, and the log replays to the same state', (id) => {
    const c = compile(titmDocs(id));
    const game = playBots(c, `games-${id}`, { german: BOTS.greedy!, allied: BOTS.random! });
    expect(game.crash).toBeUndefined();
    expect(game.stuck).toBeUndefined();
    expect(game.band).toMatch(BANDS[id]!);
    const again = replay(c, `games-${id}`, game.log);
    expect(again.error).toBeUndefined();
    expect((again.game.state as AreaState).ended).toMatchObject({ band: game.band });
    expect(JSON.stringify(again.game.state)).toBe(JSON.stringify(replay(c, `games-${id}`, game.log).game.state));
  });

  it('random against random and greedy against greedy on the introductory scenario', () => {
    const c = compile(titmDocs('titm-intro'));
    for (const [g, a] of [['random', 'random'], ['greedy', 'greedy']] as const) {
      const game = playBots(c, `pair-${g}-${a}`, { german: BOTS[g]!, allied: BOTS[a]! });
      expect(game.crash).toBeUndefined();
      expect(game.reason).toMatch(/the scenario ends after Allied 18-3/);
    }
  });

  it('the same seed and log give the same game, byte for byte; another seed another game', () => {
    const c = compile(titmDocs('titm-5pz'));
    const a = playBots(c, 'same', { german: BOTS.random!, allied: BOTS.random! }, 300);
    const b = playBots(c, 'same', { german: BOTS.random!, allied: BOTS.random! }, 300);
    expect(b.log).toEqual(a.log);
    const other = playBots(c, 'other', { german: BOTS.random!, allied: BOTS.random! }, 300);
    expect(other.log).not.toEqual(a.log);
  });

  it('a variant of the rules data parts from its base at the first action it plays differently', () => {
    const base = titmDocs('titm-intro');
    const variant = { ...base, ruleset: { ...base.ruleset, values: { ...base.ruleset.values, occupiedAreaMp: { ...base.ruleset.values!.occupiedAreaMp!, value: 2 } } } };
    const game = playBots(compile(base), 'parting', { german: BOTS.greedy!, allied: BOTS.greedy! });
    const parting = partingOf(base, variant, 'parting', game.log);
    expect(parting).toBeDefined();
    expect(parting!.variant).not.toBe(parting!.base);
  });

  it('the summary says where an area game stands', () => {
    const r = replay(compile(titmDocs('titm-intro')), 's', []);
    expect(gameSummary(r.game)[0]).toMatch(/^German 16-1, Movement \(step 0\)/);
    expect(gameSummary(r.game)[1]).toMatch(/German: 13 units \(40 SP\) on the map, 2 to arrive, 0 eliminated/);
  });
});

describe('the CLI plays Tigers in the Mist like any game', () => {
  const root = path.resolve(__dirname, '../../..');
  it('npm run playtest prints outcomes in the scenario\'s bands', async () => {
    const r = await runCli(playtestMain, ['--scenario', 'data/scenarios/titm-intro.scenario.json', '--games', '3', '--bots', 'greedy,random', '--workers', '1'], root);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/outcomes:\n( {4}.+: \d+ \(\d+% (± \d+|\(\d+–\d+%\))\)\n)+/);
    for (const line of r.out.split('outcomes:\n')[1]!.split('\n').filter((l) => l.startsWith('    '))) expect(line.trim().replace(/: \d+ \(.*$/, '')).toMatch(BANDS['titm-intro']!);
    expect(r.out).toMatch(/crashes: 0, stuck games: 0/);
  });

  it('npm run play plays bots to the end and says how it ended', async () => {
    const r = await runCli(playMain, ['--scenario', 'data/scenarios/titm-intro.scenario.json', '--bots', 'greedy,greedy'], root);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Game over: (German|Allied|Draw|Both)/);
  });
});
