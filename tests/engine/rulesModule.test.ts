/**
 * The rules-module seam (DESIGN.md, Engine): a system other than hex-odds plugs into the core by
 * registering a module, and creates, plays, lists, replays and bot-plays games with no core change.
 * The toy here is a race on an area track: each impulse a side advances one area or rolls a d10.
 */
import { describe, expect, it } from 'vitest';
import { BOTS, compile, createGame, isHexGame, playBots, registerRulesModule, replay, systems, type Action, type CoreState, type GameDocuments, type RulesModule } from '../../src/engine';
import { nextRaw, seedRng } from '../../src/engine/core/rng';
import { ardennesDocs } from './fixtures';

interface RaceState extends CoreState {
  readonly at: Readonly<Record<string, number>>;
}
interface RaceCompiled {
  readonly docs: GameDocuments;
  readonly goal: number;
}

const race: RulesModule<RaceCompiled, RaceState> = {
  system: 'testRace',
  name: 'Area race (test)',
  compile: (docs) => ({ docs, goal: 5 }),
  initialState: (_c, seed) => ({ step_count: 0, turn: 0, side: 'german', rng: seedRng(seed), at: { german: 0, allied: 0 } }),
  legal: (c, s) => ({ actions: s.ended ? [] : [{ type: 'step', side: s.side }, { type: 'roll', side: s.side }], refused: s.at[s.side]! >= c.goal ? [{ type: 'step', reason: 'already home' }] : [] }),
  apply(c, s, a) {
    if (s.ended) return { ok: false, error: { reason: 'the race is over' } };
    if (a.type !== 'step' && a.type !== 'roll') return { ok: false, error: { reason: `unknown action "${a.type}"`, rule: 'T.1' } };
    let rng = s.rng;
    let gain = 1;
    if (a.type === 'roll') {
      const [v, next] = nextRaw(rng);
      rng = next;
      gain = v % 10 < 3 ? 2 : 0;
    }
    const at = { ...s.at, [s.side]: s.at[s.side]! + gain };
    const other = s.side === 'german' ? 'allied' : 'german';
    const won = at[s.side]! >= c.goal;
    return { ok: true, events: [{ type: a.type, text: `${s.side} ${a.type}s: ${gain}` }], state: { ...s, at, rng, side: other, turn: s.turn + (other === 'german' ? 1 : 0), step_count: s.step_count + 1, ...(won ? { ended: { winner: s.side, reason: `${s.side} reached area ${c.goal}` } } : {}) } };
  },
};

const raceDocs = (): GameDocuments => {
  const docs = ardennesDocs();
  return { ...docs, ruleset: { ...docs.ruleset, system: 'testRace' } };
};

describe('rules modules', () => {
  it('refuses a system no module plays, naming it and the systems it knows', () => {
    expect(() => createGame(raceDocs(), { seed: 's' })).toThrow(/uses the "testRace" system, which the engine cannot play yet \(it plays: hexOdds, areaImpulse\)/);
  });

  it('plays, replays and bot-plays a registered system through the same core', () => {
    registerRulesModule(race as unknown as RulesModule);
    expect(systems()).toContain('testRace');
    const game = createGame(raceDocs(), { seed: 'race' });
    expect((game.state as unknown as RaceState).at).toEqual({ german: 0, allied: 0 });
    const bots = playBots(compile(raceDocs()), 'race', { german: BOTS.random!, allied: BOTS.random! });
    expect(bots.crash).toBeUndefined();
    expect(bots.reason).toMatch(/reached area 5/);
    const again = replay(raceDocs(), 'race', bots.log as Action[]);
    expect(again.error).toBeUndefined();
    expect(again.game.state.ended).toEqual({ winner: bots.winner, reason: bots.reason });
    // The hex-odds game is untouched by the new system.
    expect(isHexGame(createGame(ardennesDocs(), { seed: 'x' }))).toBe(true);
  });
});
