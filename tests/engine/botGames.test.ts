/** Whole games: bots play the 6-turn scenario; logs replay to the same state (DESIGN.md, Engine). */
import { describe, expect, it } from 'vitest';
import { applyAction, BOTS, compile, createGame, playBots, replay, type Action, type GameState } from './hexEngine';
import { bondsOf, occupancy, zocOf } from '../../src/engine/systems/hexOdds/rules/zoc';
import { movementRange } from '../../src/engine/systems/hexOdds/rules/movement';
import { supplyNet, type SupplyNet } from '../../src/engine/systems/hexOdds/rules/supply';
import { legalActions } from '../../src/engine/systems/hexOdds/legal';
import { phaseKind } from '../../src/engine/systems/hexOdds/sequence';
import { ardennesDocs } from './fixtures';
import { Draft } from '../../src/engine/systems/hexOdds/draft';

const docs = ardennesDocs();
const c = compile(docs);

describe('bot games on the 6-turn scenario', () => {
  it('random bots play 20 seeds to the end: no crash, no broken invariant, no stuck game', () => {
    for (let i = 0; i < 20; i++) {
      const g = playBots(c, `random-${i}`, { german: BOTS.random!, allied: BOTS.random! });
      expect({ seed: g.seed, crash: g.crash, stuck: g.stuck }).toEqual({ seed: `random-${i}`, crash: undefined, stuck: undefined });
      expect(g.reason).toMatch(/VP/);
      expect(c.turnOrder[c.turnOrder.indexOf(docs.scenario.firstTurn) + g.turns - 1]).toBe(docs.scenario.lastTurn);
    }
  });

  it('a bot that returns no action is reported as such, not as a TypeError', () => {
    const g = playBots(c, 'none', { german: (() => undefined) as never, allied: BOTS.random! });
    expect(g.crash).toMatch(/the german bot found no action to play in movement \(\d+ legal actions\)/);
  });

  it('the greedy German beats the random Allies more often than the reverse', () => {
    const wins = (german: string, allied: string) => [0, 1, 2].filter((i) => playBots(c, `duel-${i}`, { german: BOTS[german]!, allied: BOTS[allied]! }).winner === 'german').length;
    expect(wins('greedy', 'random')).toBeGreaterThan(wins('random', 'greedy'));
  });
});

describe('replay', () => {
  const game = playBots(c, 'golden', { german: BOTS.greedy!, allied: BOTS.random! });
  /** Each state of a game's log as applied from the start (its views carried from the state before), with the step that made it. */
  function* statesOf(log: typeof game.log, seed = 'golden'): Generator<[number, GameState]> {
    let s = createGame(docs, { seed }).state;
    for (const [i, a] of log.entries()) {
      const r = applyAction({ compiled: c, state: s }, a);
      if (!r.ok) throw new Error(r.error.reason);
      s = r.state;
      yield [i, s];
    }
  }
  /** A copy of a state whose views (occupancy, ZOC, bonds, supply nets) are built afresh. */
  const fresh = (st: GameState): GameState => ({ ...st, units: { ...st.units } });

  it('a golden game: the same seed and bots give the same game, step for step', () => {
    expect({ winner: game.winner, reason: game.reason, actions: game.actions, losses: game.losses }).toMatchInlineSnapshot(`
      {
        "actions": 685,
        "losses": {
          "allied": 32,
          "german": 4,
        },
        "reason": "German has 18 VP (needs 10)",
        "winner": "german",
      }
    `);
    expect(playBots(c, 'golden', { german: BOTS.greedy!, allied: BOTS.random! }).log).toEqual(game.log);
  });

  it('replaying the log rebuilds the final state exactly, and any step on the way', () => {
    const full = replay(c, 'golden', game.log);
    expect(full.error).toBeUndefined();
    expect(full.game.state.ended).toMatchObject({ winner: game.winner });
    const mid = replay(c, 'golden', game.log, 200);
    expect(mid.game.state.step_count).toBe(200);
    const resumed = replay(c, 'golden', game.log.slice(0, 200));
    expect(resumed.game.state).toEqual(mid.game.state);
    expect(JSON.parse(JSON.stringify(full.game.state))).toEqual(full.game.state);
  });

  it('views carried from state to state (occupancy, ZOC, bonds) equal those built from scratch', () => {
    const sorted = (o: ReturnType<typeof occupancy>) => [...o].map(([k, cell]) => [k, cell.side, [...cell.units].sort()]).sort((a, b) => (a[0] as number) - (b[0] as number));
    for (const [, s] of statesOf(game.log)) {
      const carried = occupancy(c, s);
      const built = occupancy(c, fresh(s));
      expect(sorted(carried)).toEqual(sorted(built));
      for (const side of ['german', 'allied']) {
        expect(zocOf(c, s).get(side)).toEqual(zocOf(c, fresh(s)).get(side));
        const [x, y] = [bondsOf(c, s, side), bondsOf(c, fresh(s), side)];
        expect([[...x.hexes].sort(), [...x.sides].sort()]).toEqual([[...y.hexes].sort(), [...y.sides].sort()]);
      }
    }
  });

  it("a draft's views carry theirs past the units changed between them, equal to views built from scratch", () => {
    const sorted = (o: ReturnType<typeof occupancy>) => [...o].map(([k, cell]) => [k, cell.side, [...cell.units].sort()]).sort((a, b) => (a[0] as number) - (b[0] as number));
    const s = [...statesOf(game.log)].map(([, st]) => st).find((st) => st.phaseId === 'movement' && st.turn > 0)!;
    const d = new Draft(c, s);
    const first = d.view();
    for (const side of ['german', 'allied']) bondsOf(c, first, side); // views to carry
    const occ = occupancy(c, first);
    const [id, hex] = Object.entries(s.units).flatMap(([u, rec]) => {
      if (!('hex' in rec.loc)) return [];
      const k = c.ordinal.get(rec.loc.hex)!;
      const free = [0, 1, 2, 3, 4, 5].map((j) => c.nb[k * 6 + j]!).find((n) => n >= 0 && !occ.has(n));
      return free === undefined ? [] : [[u, c.ids[free]!] as const];
    })[0]!;
    d.set(id, { loc: { hex } });
    const second = d.view();
    const [carried, built] = [occupancy(c, second), occupancy(c, fresh(second))];
    expect(carried).not.toBe(occ);
    expect(sorted(carried)).toEqual(sorted(built));
    for (const side of ['german', 'allied']) {
      expect(zocOf(c, second).get(side)).toEqual(zocOf(c, fresh(second)).get(side));
      const [x, y] = [bondsOf(c, second, side), bondsOf(c, fresh(second), side)];
      expect([[...x.hexes].sort(), [...x.sides].sort()]).toEqual([[...y.hexes].sort(), [...y.sides].sort()]);
    }
    // A change that leaves every unit where it stands keeps the views as they are.
    d.set(id, { oos: true });
    expect(occupancy(c, d.view())).toBe(carried);
  });

  it('movement ranges found again from earlier in the phase equal a fresh search (the range cache is exact)', () => {
    let compared = 0;
    for (const [i, s] of statesOf(game.log)) {
      if (s.phaseId !== 'movement' || i % 3) continue;
      for (const [id, u] of Object.entries(s.units)) {
        if (!('hex' in u.loc) || c.units.get(id)!.side !== s.side) continue;
        expect(movementRange(c, s, id)).toEqual(movementRange(c, fresh(s), id));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it('supply nets found again from earlier in the phase equal a fresh trace (the net cache is exact)', () => {
    const bytes = (a: ArrayBufferView) => Buffer.from(a.buffer, a.byteOffset, a.byteLength);
    const same = (x: SupplyNet, y: SupplyNet) => x.reach === y.reach && bytes(x.land).equals(bytes(y.land)) && bytes(x.road).equals(bytes(y.road)) && bytes(x.via).equals(bytes(y.via));
    const differ: string[] = [];
    for (const [i, s] of statesOf(game.log)) for (const side of ['german', 'allied']) if (!same(supplyNet(c, s, side), supplyNet(c, fresh(s), side))) differ.push(`${side} after step ${i}`);
    expect(differ).toEqual([]);
  });

  it('a state\'s legal actions, in their order, are the same whether its views were carried from the state before or built afresh', () => {
    const random = playBots(c, 'orders', { german: BOTS.random!, allied: BOTS.random! });
    for (const [seed, log] of [['golden', game.log], ['orders', random.log]] as const) {
      for (const [i, s] of statesOf(log, seed)) if (i % 3 === 0) expect(legalActions(c, s), `${seed}, after step ${i}`).toEqual(legalActions(c, fresh(s)));
    }
  });

  it('legal actions asked for some kinds, units and targets are the whole list\'s, in its order', () => {
    let compared = 0;
    for (const [i, s] of statesOf(game.log)) {
      if (s.pending || phaseKind(c, s.phaseId) !== 'movement' || i % 4) continue;
      const kinds = new Set(['move', 'tacticalMove', 'endPhase', 'enterReinforcement']);
      const unit = (id: string) => !s.units[id]!.moved && id.length % 2 === 0;
      const target = (_: string, hex: string) => Number(hex.slice(-1)) % 3 !== 0;
      const scoped = legalActions(c, s, { kinds, units: (id) => unit(id), targets: target }).actions;
      const whole = legalActions(c, s).actions.filter((x) => kinds.has(x.type) && (!x.unit || unit(x.unit)) && (!x.target || x.type === 'enterReinforcement' || target(x.unit!, x.target)));
      expect(scoped).toEqual(whole);
      compared += scoped.length;
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it('legal actions asked for the first only: the whole list\'s first, for entries and for moves', () => {
    let compared = 0;
    for (const [i, s] of statesOf(game.log)) {
      if (s.pending || phaseKind(c, s.phaseId) !== 'movement') continue;
      for (const kinds of [new Set(['enterReinforcement']), new Set(['move', 'tacticalMove'])]) {
        const units = (_: string, u: GameState['units'][string]) => kinds.has('move') === 'hex' in u.loc;
        const first = legalActions(c, s, { kinds, units, first: true }).actions;
        const whole = legalActions(c, s, { kinds, units }).actions;
        expect(first, `after step ${i}`).toEqual(whole.slice(0, 1));
        if (whole.length > 1) compared++;
      }
    }
    expect(compared).toBeGreaterThan(50);
  });

  it('legal actions asked for the best move only: the first of those worth most is the whole list\'s, and each listed is in the whole list, in its order', () => {
    let compared = 0;
    let skipped = 0;
    const random = playBots(c, 'orders', { german: BOTS.random!, allied: BOTS.random! });
    for (const [seed, log] of [['golden', game.log], ['orders', random.log]] as const) {
      for (const [i, s] of statesOf(log, seed)) {
        if (s.pending || phaseKind(c, s.phaseId) !== 'movement' || i % 3) continue;
        const kinds = new Set(['move', 'tacticalMove', 'endPhase']);
        const units = (_: string, u: GameState['units'][string]) => 'hex' in u.loc && !u.moved;
        // Worths from -2 to 4 that tie often; the most a unit's moves are worth, exact for half the units.
        const code = (x: string) => [...x].reduce((t, ch) => t * 31 + ch.charCodeAt(0), 0) % 1009;
        const worth = (id: string, hex: string) => ((code(id) * 7 + code(hex) * 13 + i) % 7) - 2;
        const whole = legalActions(c, s).actions.filter((a) => kinds.has(a.type) && (!a.unit || units(a.unit, s.units[a.unit]!)));
        const most = (id: string) => (id.length % 2 ? 4 : Math.max(-2, ...whole.filter((a) => a.unit === id && a.target).map((a) => worth(id, a.target!))));
        const best = legalActions(c, s, { kinds, units, best: { above: 0, worth, most } }).actions;
        const first = (list: readonly Action[]) => list.reduce<Action | undefined>((p, a) => (a.target && worth(a.unit!, a.target) > (p ? worth(p.unit!, p.target!) : 0) ? a : p), undefined);
        expect(first(best), `${seed}, after step ${i}`).toEqual(first(whole));
        let at = 0;
        for (const a of best) at = whole.findIndex((w, k) => k >= at && JSON.stringify(w) === JSON.stringify(a)) + 1;
        expect(at, `${seed}, after step ${i}: listed out of the whole list's order`).toBeGreaterThan(0);
        compared++;
        skipped += whole.length - best.length;
      }
    }
    expect(compared).toBeGreaterThan(100);
    expect(skipped).toBeGreaterThan(1000);
  });

  it('legal actions asked for some kinds in a Traffic or Combat Phase: the whole list\'s of those kinds, and its first with `first`', () => {
    const counted = { traffic: 0, roadblock: 0, combat: 0 };
    const random = playBots(c, 'orders', { german: BOTS.random!, allied: BOTS.random! });
    for (const [seed, log] of [['golden', game.log], ['orders', random.log]] as const) {
      for (const [i, s] of statesOf(log, seed)) {
        if (s.pending) continue;
        const whole = legalActions(c, s).actions;
        const of = (kinds: ReadonlySet<string>) => whole.filter((a) => kinds.has(a.type));
        if (s.phaseId === 'traffic') {
          for (const kinds of [new Set(['placeTraffic', 'placeRoadblock']), new Set(['placeRoadblock'])]) {
            const first = legalActions(c, s, { kinds, units: () => true, first: true }).actions;
            expect(first, `${seed}, after step ${i}`).toEqual(of(kinds).slice(0, 1));
            counted[first[0]?.type === 'placeTraffic' ? 'traffic' : 'roadblock'] += first.length;
          }
        } else if (phaseKind(c, s.phaseId) === 'combat') {
          const kinds = new Set<string>([...c.ruleset.phases[s.phaseId]!.actions, 'endPhase'].filter((k) => k !== 'disengage' && k !== 'breakDown'));
          expect(legalActions(c, s, { kinds, units: () => true }).actions, `${seed}, after step ${i}`).toEqual(of(kinds));
          counted.combat += whole.length > of(kinds).length ? 1 : 0;
        }
      }
    }
    expect(counted.traffic).toBeGreaterThan(10);
    expect(counted.roadblock).toBeGreaterThan(10);
    expect(counted.combat).toBeGreaterThan(10);
  });

  it('a log with a bad action stops at that step with the reason', () => {
    const log = [...game.log.slice(0, 5), { type: 'move', unit: 'no-such-unit', target: '0101' }];
    const r = replay(c, 'golden', log);
    expect(r.error).toMatchObject({ step: 5, reason: expect.stringMatching(/no-such-unit|not allowed/) });
    expect(r.game.state.step_count).toBe(5);
  });
});
