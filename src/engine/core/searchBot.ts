import { moduleOf, type Bot, type CoreCompiled, type CoreState, type RulesModule } from './module';
import { nextRaw, seedRng } from './rng';
import type { Action } from './types';

/** How much a lookahead bot may spend on one decision. */
export interface SearchBudget {
  /** Candidate actions weighed (the base bot's pick among them). */
  readonly width: number;
  /** Playouts per candidate, each on dice of the bot's own (one when no die is rolled). */
  readonly playouts: number;
  /** Steps the base bots play on after the action's own choices are made (0: judge it as it lands). */
  readonly horizon: number;
}

export const DEFAULT_BUDGET: SearchBudget = { width: 8, playouts: 4, horizon: 0 };

/** A step lost is worth 1; a victory point is worth this many. */
const VP_WEIGHT = 4;
const WIN = 1e6;
/** What a rival must gain over the base bot's pick, in steps, to be played instead. */
const MARGIN = 0.5;

/**
 * A Monte Carlo lookahead bot for any system (issue 16): it weighs a few legal actions (the base
 * bot's pick, then others of every kind in turn) by playing each out on dice of its own — never
 * the game's, which it must not foresee — through the choices the action brings (losses, retreats,
 * advances; the module's `resolving`), with the base bot choosing for both sides, then `horizon`
 * steps more. A playout is judged for the side deciding: victory points (as the module scores
 * them) worth VP_WEIGHT steps each, steps lost by the enemy less its own, and a win or loss over
 * everything. The best mean wins if it beats the base bot's pick by MARGIN. A pure function of the game and
 * its seed, so its games replay exactly; its budget is playouts, not time, for the same reason.
 */
export function searchBot(base: Bot, budget: SearchBudget = DEFAULT_BUDGET): Bot {
  return (c, s, seed) => {
    const m = moduleOf(c);
    const { actions } = m.legal(c, s);
    if (actions.length < 2) return actions[0]!;
    const basePick = base(c, s, seed);
    const dice = `${seed}/${s.step_count}`;
    const candidates = pickCandidates(actions, basePick, budget.width, dice);
    // Every candidate is played out on the same dice (common random numbers), so the comparison is
    // of the actions, not of their luck; a rival must beat the base pick by MARGIN to be taken (the
    // best of several noisy means is flattered by its noise).
    const baseValue = meanValue(m, c, s, basePick, base, budget, dice);
    let best = { a: basePick, value: baseValue + MARGIN };
    for (const a of candidates.slice(1)) {
      const value = meanValue(m, c, s, a, base, budget, dice);
      if (value > best.value) best = { a, value };
    }
    return best.a;
  };
}

/**
 * The base bot's pick first, then other ways of doing the same kind of thing (another attack,
 * another unit to take the loss, another retreat hex), in a seeded order. When the pick is the only
 * one of its kind (ending a phase, say), the other kinds a kind at a time: an attack the base bot
 * passed over may be worth more than ending. Never a different kind over a pick that has rivals of
 * its own: material alone cannot judge ending a phase against going on with it.
 */
function pickCandidates(actions: readonly Action[], first: Action, width: number, seed: string): Action[] {
  const byType = new Map<string, Action[]>();
  const sameKind = actions.some((a) => a !== first && a.type === first.type);
  for (const a of actions) if (a !== first && (!sameKind || a.type === first.type)) (byType.get(a.type) ?? byType.set(a.type, []).get(a.type)!).push(a);
  let rng = seedRng(seed);
  for (const group of byType.values()) {
    for (let i = group.length - 1; i > 0; i--) {
      const [v, next] = nextRaw(rng);
      rng = next;
      const j = v % (i + 1);
      [group[i], group[j]] = [group[j]!, group[i]!];
    }
  }
  const out = [first];
  const groups = [...byType.values()];
  for (let k = 0; out.length < width && groups.some((g) => k < g.length); k++) for (const g of groups) if (k < g.length && out.length < width) out.push(g[k]!);
  return out;
}

function meanValue<C extends CoreCompiled, S extends CoreState>(m: RulesModule<C, S>, c: C, s: S, a: Action, base: Bot, budget: SearchBudget, seed: string): number {
  let total = 0;
  let n = 0;
  for (let p = 0; p < budget.playouts; p++) {
    const dice = seedRng(`${seed}/${p}`);
    const end = playOut(m, c, { ...s, rng: dice }, a, base, budget.horizon, `${seed}/${p}`);
    total += judge(m, c, s, end, s.side);
    n++;
    // No die rolled: every playout would be this one.
    if (end.rng.every((w, i) => w === dice[i])) break;
  }
  return total / n;
}

/** The action, then the base bot's choices while the action's consequences are being resolved, then `horizon` steps. */
function playOut<C extends CoreCompiled, S extends CoreState>(m: RulesModule<C, S>, c: C, s: S, a: Action, base: Bot, horizon: number, seed: string): S {
  const first = m.apply(c, s, a);
  if (!first.ok) return s;
  let state = first.state;
  let extra = horizon;
  // A step cap, so a module whose choices never settle cannot hang the bot.
  for (let guard = 0; guard < 200 && !state.ended; guard++) {
    if (!m.resolving?.(c, state)) {
      if (extra <= 0) break;
      extra--;
    }
    const next = m.apply(c, state, base(c, state, seed));
    if (!next.ok) break;
    state = next.state;
  }
  return state;
}

/** A playout's end as the deciding side sees it. */
function judge<C extends CoreCompiled, S extends CoreState>(m: RulesModule<C, S>, c: C, from: S, to: S, side: string): number {
  if (to.ended) return to.ended.winner === side ? WIN : to.ended.winner === null ? 0 : -WIN;
  let value = 0;
  if (m.score) {
    const vp = m.score(c, to);
    const others = Object.entries(vp).filter(([k]) => k !== side).map(([, v]) => v);
    value += VP_WEIGHT * ((vp[side] ?? 0) - (others.length ? Math.max(...others) : 0));
  }
  if (m.losses) for (const [who, lost] of Object.entries(m.losses(c, from, to))) value += who === side ? -lost : lost;
  return value;
}
