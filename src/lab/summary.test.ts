import { describe, expect, it } from 'vitest';
import type { GameRecord } from '../engine';
import { compare } from './compare';
import { reportPlots } from './report';
import { wilson } from './stats';
import { summarise, type BatchMeta } from './summary';

const meta: BatchMeta = {
  scenario: { id: 's', name: 'Test' },
  sides: [{ id: 'german', name: 'German' }, { id: 'allied', name: 'Allied' }],
  bots: ['greedy', 'greedy'],
  lossUnit: 'steps',
  units: { g1: { side: 'german', formation: '1 SS' }, g2: { side: 'german', formation: '2 Pz' }, a1: { side: 'allied', formation: '99 Inf' } },
};
const game = (seed: string, winner: string | null, vp: number[], losses: Record<string, number>, extra: Partial<GameRecord> = {}): GameRecord => ({
  seed, winner, reason: '', actions: 100, turns: vp.length, losses: { german: (losses.g1 ?? 0) + (losses.g2 ?? 0), allied: losses.a1 ?? 0 }, unitLosses: losses, vpByTurn: vp.map((v) => ({ german: v, allied: 0 })), combatsAt: { '0101': 1 }, lossesAt: { '0101': (losses.g1 ?? 0) + (losses.a1 ?? 0), '0102': losses.g2 ?? 0 }, ...extra,
});
// Four fixed games: two German wins, an Allied one, and a crash.
const games = [
  game('t-0', 'german', [2, 6, 11], { g1: 2, a1: 3 }),
  game('t-1', 'german', [3, 7, 10], { g1: 1, g2: 1, a1: 4 }),
  game('t-2', 'allied', [1, 4], { a1: 1 }),
  game('t-3', null, [0], {}, { crash: 'exception: boom' }),
];

describe('a batch summary, checked by hand on four fixed games', () => {
  const s = summarise(games, meta);

  it('win rates with Wilson intervals, outcomes most frequent first, crashes by seed', () => {
    expect(s.games).toBe(4);
    expect(s.wins.german).toEqual(wilson(2, 4));
    expect(s.wins.allied).toEqual(wilson(1, 4));
    expect(s.outcomes.map((o) => [o.outcome, o.rate.k])).toEqual([['German win', 2], ['Allied win', 1], ['crashed', 1]]);
    expect(s.crashes).toEqual([{ seed: 't-3', crash: 'exception: boom' }]);
    expect(s.noWinner.k).toBe(0);
  });

  it('VP at the end per side it scores, and per turn over the games still going', () => {
    expect(Object.keys(s.vp)).toEqual(['german']); // the Allies score nothing here
    expect(s.vp.german!.mean).toBe((11 + 10 + 4 + 0) / 4);
    expect(s.vp.german!.median).toBe(7);
    expect(s.vpCounts).toEqual([0, 4, 10, 11].map((vp) => ({ side: 'german', vp, games: 1 })));
    expect(s.vpByTurn.filter((t) => t.turn === 2).map((t) => [t.median, t.n])).toEqual([[6, 3]]);
    expect(s.vpByTurn.filter((t) => t.turn === 3).map((t) => [t.median, t.n])).toEqual([[10.5, 2]]);
  });

  it('VP at the end by source, over the games that say, each source in the order first met', () => {
    const told = [
      game('s-0', 'german', [6], {}, { vpBySource: { german: { towns: 4, holes: 2 } } }),
      game('s-1', 'german', [9], {}, { vpBySource: { german: { towns: 6, holes: 0, exits: 3 } } }),
      game('s-2', 'allied', [2], {}), // an older record, with no breakdown: left out
    ];
    const b = summarise(told, meta).vpBySource;
    expect(b.map((v) => [v.side, v.source, v.vp.n, v.vp.mean])).toEqual([
      ['german', 'towns', 2, 5],
      ['german', 'holes', 2, 1],
      ['german', 'exits', 2, 1.5],
    ]);
    expect(s.vpBySource).toEqual([]); // no game said
  });

  it('places held at the end: the share of games each side, or contested, held each, the most taken by the scorer first', () => {
    const told = [
      game('h-0', 'german', [6], {}, { heldAtEnd: { a: 'german', b: 'allied', c: 'contested' } }),
      game('h-1', 'german', [9], {}, { heldAtEnd: { a: 'german', b: 'german' } }),
      game('h-2', 'allied', [2], {}, { heldAtEnd: { a: 'contested', b: 'allied' } }),
      game('h-3', 'allied', [2], {}, { heldAtEnd: { a: 'german' } }),
      game('h-4', 'allied', [0], {}), // an older record: left out
    ];
    expect(summarise(told, meta).held).toEqual([
      { place: 'a', shares: { german: 3 / 4, contested: 1 / 4 } },
      { place: 'b', shares: { allied: 2 / 4, german: 1 / 4 } },
      { place: 'c', shares: { contested: 1 / 4 } },
    ]);
    expect(s.held).toEqual([]);
  });

  it('losses per side and per formation, per game', () => {
    expect(s.losses.german!.mean).toBe(1);
    expect(s.losses.allied!.mean).toBe(2);
    expect(s.formations).toEqual([
      { formation: '99 Inf', side: 'allied', mean: 2 },
      { formation: '1 SS', side: 'german', mean: 0.75 },
      { formation: '2 Pz', side: 'german', mean: 0.25 },
    ]);
    expect(s.turns.mean).toBe(2.25);
    // Where: 4 combats in 0101 over 4 games; (2+3) + (1+4) + 1 steps lost there, 1 in 0102.
    expect(s.places).toEqual([
      { place: '0101', combats: 1, losses: 11 / 4 },
      { place: '0102', combats: 0, losses: 1 / 4 },
    ]);
  });

  it('an A/B comparison says the shift and whether it is more than the noise', () => {
    const more = summarise([...games, ...games.map((g) => ({ ...g, seed: `${g.seed}b` }))].map((g) => ({ ...g, winner: 'german', crash: undefined })), meta) ;
    const c = compare('Base', s, 'Variant', more, meta);
    const german = c.sides.find((x) => x.side === 'german')!;
    expect(german.wins.diff).toBeCloseTo(0.5);
    expect(c.words[0]).toMatch(/^Variant shifts German wins from 50% ± \d+ to 100% \(\d+–100%\): \+50 points \(95% interval \+\d+ to \+\d+\), (more than the games’ noise|within the noise of 4 and 8 games)\./);
    expect(c.words[0]).toMatch(/Mean German VP 6\.3 → 6\.3/);
    expect(c.paired).toBeUndefined(); // the seeds differ: independent samples
  });

  it('on the same seeds the comparison is paired game by game', () => {
    const rejudged = games.map((g) => ({ ...g, winner: g.winner === null ? null : 'german' }));
    const c = compare('Base', s, 'Variant', summarise(rejudged, meta), meta, { base: games, variant: rejudged });
    expect(c.paired).toBe(4);
    expect(c.words[0]).toMatch(/^Variant shifts German wins from 50% ± 35 to 75% \(30–95%\): \+25 points \(95% interval −28 to \+61, paired on the same 4 seeds\), within the noise of 4 games\./);
    expect(c.sides[0]!.vp).toMatchObject({ diff: 0, lo: 0, hi: 0 }); // the same games: the same VP
  });
});

describe('the report\'s VP plots in an A/B of a variant that moves the threshold', () => {
  const s = summarise(games, { ...meta, thresholds: { german: 10 } });
  const plots = reportPlots([{ name: 'base', summary: s }, { name: 'needs 8', summary: s, thresholds: { german: 8 } }], { ...meta, thresholds: { german: 10 } });
  const data = (title: RegExp) => (plots.find((p) => title.test(p.title))!.spec.data as { values: { arm: string; need?: number }[] }).values;

  it('draws each arm\'s line where its own threshold is, and says so', () => {
    expect(new Set(data(/^VP at the end \(/).map((d) => `${d.arm} ${d.need}`))).toEqual(new Set(['base 10', 'needs 8 8']));
    expect(new Set(data(/^VP at the end of each game turn/).map((d) => `${d.arm} ${d.need}`))).toEqual(new Set(['base 10', 'needs 8 8']));
    expect(plots.map((p) => p.title)).toContain('VP at the end (share of games at each total; the lines are the VP a side needs in each arm, in its colour)');
  });

  it('with one threshold in every arm, one line', () => {
    const same = reportPlots([{ name: 'base', summary: s }, { name: 'other', summary: s }], { ...meta, thresholds: { german: 10 } });
    expect(same.map((p) => p.title)).toContain('VP at the end (share of games at each total; the line is the VP a side needs to win)');
  });
});
