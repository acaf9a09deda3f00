/**
 * A/B comparison of variants with their base, played on the same seeds by the same bots (issue 16):
 * each side's win rate and mean VP, the shift with its 95% interval, and whether it is more than
 * the games' noise, in words a designer can act on.
 */
import type { GameRecord } from '../engine';
import { meanShift, pairedMeanShift, pairedRateShift, percent, rateShift, type Rate, type Shift, type Spread } from './stats';
import { finalVp, type BatchMeta, type Summary } from './summary';

export interface SideShift {
  readonly side: string;
  readonly base: Rate;
  readonly variant: Rate;
  readonly wins: Shift;
  /** Mean VP at the end, when the scenario scores the side. */
  readonly vp?: Shift & { readonly base: Spread; readonly variant: Spread };
}

export interface Comparison {
  readonly base: string;
  readonly variant: string;
  readonly sides: readonly SideShift[];
  /** The comparison in sentences, one per side. */
  readonly words: readonly string[];
  /** How many seeds both arms played, when the intervals are paired game by game (else undefined). */
  readonly paired?: number;
}

/** The two arms' games on the same seeds, in one order, when each seed was played in both (else undefined). */
function pairsOf(base: readonly GameRecord[], variant: readonly GameRecord[]): [GameRecord, GameRecord][] | undefined {
  const bySeed = new Map(variant.map((r) => [r.seed, r]));
  const pairs = base.flatMap((r) => (bySeed.has(r.seed) ? [[r, bySeed.get(r.seed)!] as [GameRecord, GameRecord]] : []));
  return pairs.length && pairs.length === base.length && pairs.length === variant.length ? pairs : undefined;
}

const points = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(100 * x).toFixed(0)}`;
const vps = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(1)}`;

/**
 * Compares a variant's games with its base's. Given the games and every seed played in both arms,
 * the intervals are paired game by game (the same seed, bots and dice stem in both): a change the
 * games share is not counted as noise. Otherwise the arms are taken as independent samples.
 */
export function compare(baseName: string, base: Summary, variantName: string, variant: Summary, meta: BatchMeta, games?: { base: readonly GameRecord[]; variant: readonly GameRecord[] }): Comparison {
  const pairs = games && pairsOf(games.base, games.variant);
  const sides = meta.sides.map((s): SideShift => {
    const a = base.wins[s.id]!;
    const b = variant.wins[s.id]!;
    const va = base.vp[s.id];
    const vb = variant.vp[s.id];
    const wins = pairs ? pairedRateShift(pairs.map(([x, y]) => [x.winner === s.id, y.winner === s.id])) : rateShift(a, b);
    const vp = va && vb ? (pairs ? pairedMeanShift(pairs.map(([x, y]) => (finalVp(y, s.id) ?? 0) - (finalVp(x, s.id) ?? 0))) : meanShift(va, vb)) : undefined;
    return { side: s.id, base: a, variant: b, wins, ...(vp && va && vb ? { vp: { ...vp, base: va, variant: vb } } : {}) };
  });
  const words = sides.map((x) => {
    const name = meta.sides.find((s) => s.id === x.side)?.name ?? x.side;
    const noise = x.wins.real ? 'more than the games\u2019 noise' : pairs ? `within the noise of ${pairs.length} games` : `within the noise of ${base.games} and ${variant.games} games`;
    const moved = Math.round(100 * x.base.p) === Math.round(100 * x.variant.p) ? `leaves ${name} wins at ${percent(x.variant)}` : `shifts ${name} wins from ${percent(x.base)} to ${percent(x.variant)}`;
    let line = `${variantName} ${moved}: ${points(x.wins.diff)} points (95% interval ${points(x.wins.lo)} to ${points(x.wins.hi)}${pairs ? `, paired on the same ${pairs.length} seeds` : ''}), ${noise}.`;
    if (x.vp) line += ` Mean ${name} VP ${x.vp.base.mean.toFixed(1)} → ${x.vp.variant.mean.toFixed(1)} (${vps(x.vp.diff)}, interval ${vps(x.vp.lo)} to ${vps(x.vp.hi)}${x.vp.real ? '' : ', within the noise'}).`;
    return line;
  });
  return { base: baseName, variant: variantName, sides, words, ...(pairs ? { paired: pairs.length } : {}) };
}
