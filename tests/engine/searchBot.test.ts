/**
 * The lookahead bot (issue 16) on a toy system whose outcomes are known by hand: it weighs
 * actions by playing them out on dice of its own, through the choices they bring, and judges them by
 * VP and losses; it never foresees the game's dice, and it replays exactly.
 */
import { describe, expect, it } from 'vitest';
import { BOTS, registerRulesModule, type Action, type CoreState, type GameDocuments, type RulesModule } from '../../src/engine';
import { nextRaw, seedRng } from '../../src/engine/core/rng';
import { searchBot } from '../../src/engine/core/searchBot';
import { ardennesDocs } from './fixtures';

interface DuelState extends CoreState {
  readonly hp: Readonly<Record<string, number>>;
  readonly vp: Readonly<Record<string, number>>;
  readonly pending?: 'advance';
}
interface DuelCompiled {
  readonly docs: GameDocuments;
}

/**
 * Each attack's outcome for the attacker, as (own steps lost, enemy steps lost): a costs 2 for 1;
 * b costs 0 for 1; c rolls: even, the enemy loses 6, odd, the attacker loses 1 (worth 2.5 on
 * average); d costs nothing and kills nothing, but the attacker then advances, for 1 VP (worth
 * 4 steps) once that choice is played through.
 */
const duel: RulesModule<DuelCompiled, DuelState> = {
  system: 'testDuel',
  name: 'Duel (test)',
  compile: (docs) => ({ docs }),
  initialState: (_c, seed) => ({ step_count: 0, turn: 0, side: 'german', rng: seedRng(seed), hp: { german: 10, allied: 10 }, vp: { german: 0, allied: 0 } }),
  legal: (_c, s) => ({ actions: s.pending ? [{ type: 'advance' }, { type: 'stay' }] : ['a', 'b', 'c', 'd'].map((t) => ({ type: 'attack', target: t })).concat([{ type: 'endPhase' } as never]), refused: [] }),
  apply(_c, s, a) {
    const enemy = s.side === 'german' ? 'allied' : 'german';
    const next = (over: Partial<DuelState>): DuelState => ({ ...s, step_count: s.step_count + 1, ...over });
    if (a.type === 'advance' || a.type === 'stay') {
      const { pending: _p, ...rest } = next({ vp: { ...s.vp, [s.side]: s.vp[s.side]! + (a.type === 'advance' ? 1 : 0) } });
      return { ok: true, events: [], state: { ...rest, side: enemy } as DuelState };
    }
    if (a.type === 'endPhase') return { ok: true, events: [], state: next({ side: enemy }) };
    let [own, theirs] = { a: [2, 1], b: [0, 1], c: [0, 0], d: [0, 0] }[a.target as 'a' | 'b' | 'c' | 'd'];
    let rng = s.rng;
    if (a.target === 'c') {
      const [v, r] = nextRaw(rng);
      rng = r;
      [own, theirs] = v % 2 === 0 ? [0, 6] : [1, 0];
    }
    const hp = { ...s.hp, [s.side]: s.hp[s.side]! - own!, [enemy]: s.hp[enemy]! - theirs! };
    return { ok: true, events: [], state: next({ hp, rng, ...(a.target === 'd' ? { pending: 'advance' as const } : { side: enemy }) }) };
  },
  losses: (_c, from, to) => Object.fromEntries(Object.keys(from.hp).map((k) => [k, from.hp[k]! - to.hp[k]!])),
  score: (_c, s) => ({ ...s.vp }),
  resolving: (_c, s) => s.pending !== undefined,
};

const docs = (): GameDocuments => {
  const d = ardennesDocs();
  return { ...d, ruleset: { ...d.ruleset, system: 'testDuel' } };
};
registerRulesModule(duel as unknown as RulesModule);
const c = duel.compile(docs());
/** The base bot takes the first legal action: attack a, the worst. */
const first = (_c: unknown, s: DuelState): Action => duel.legal(c, s).actions[0]!;
const start = duel.initialState(c, 'duel');

describe('the lookahead bot', () => {
  it('weighs each attack by its outcome played out, and plays through the choice an attack brings', () => {
    const bot = searchBot(first as never, { width: 8, playouts: 64, horizon: 0 });
    // d (an advance, 1 VP = 4) over c (2.5 on average over its own dice) over b (1) over a (-1).
    expect(bot(c, start, 'x')).toEqual({ type: 'attack', target: 'd' });
    // Without d, the gamble's mean beats the sure step.
    const noD: RulesModule<DuelCompiled, DuelState> = { ...duel, system: 'testDuelNoD', legal: (cc, s) => ({ actions: duel.legal(cc, s).actions.filter((a) => a.target !== 'd'), refused: [] }) };
    registerRulesModule(noD as unknown as RulesModule);
    const c2 = { docs: { ...c.docs, ruleset: { ...c.docs.ruleset, system: 'testDuelNoD' } } };
    expect(bot(c2, start, 'x')).toEqual({ type: 'attack', target: 'c' });
    // Without playing the advance through (a module that says nothing is being resolved), d is worth nothing, and c wins.
    const blind: RulesModule<DuelCompiled, DuelState> = { ...duel, system: 'testDuelBlind', resolving: () => false };
    registerRulesModule(blind as unknown as RulesModule);
    expect(bot({ docs: { ...c.docs, ruleset: { ...c.docs.ruleset, system: 'testDuelBlind' } } }, start, 'x')).toEqual({ type: 'attack', target: 'c' });
  });

  it('never foresees the game dice, leaves the state as it was, and decides the same way twice', () => {
    const bot = searchBot(first as never, { width: 8, playouts: 8, horizon: 0 });
    const picks = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const s = Object.freeze({ ...start, rng: seedRng(`game dice ${i}`) });
      picks.add(JSON.stringify(bot(c, s, 'same seed')));
    }
    expect(picks.size).toBe(1);
    const copy = JSON.stringify(start);
    expect(bot(c, start, 'y')).toEqual(bot(c, start, 'y'));
    expect(JSON.stringify(start)).toBe(copy);
  });

  it('keeps the base pick when its width allows no rival, and is offered by name for every system', () => {
    expect(searchBot(first as never, { width: 1, playouts: 4, horizon: 0 })(c, start, 'x')).toEqual({ type: 'attack', target: 'a' });
    expect(Object.keys(BOTS)).toEqual(['random', 'greedy', 'lookahead']);
  });
});
