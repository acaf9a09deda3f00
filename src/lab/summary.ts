/**
 * What a batch of bot games says about a scenario (issue 16): outcomes with their intervals, VP at
 * the end (and by source) and over the turns, losses per side and per formation, length, and the
 * games that broke.
 */
import { compareText } from '../shared/order';
import type { GameRecord } from '../engine';
import { spread, wilson, type Rate, type Spread } from './stats';

/** What a summary needs to know of the scenario and the batch, beside the games. */
export interface BatchMeta {
  readonly scenario: { readonly id: string; readonly name: string };
  /** The ruleset's sides in order, with their names. */
  readonly sides: readonly { readonly id: string; readonly name: string }[];
  /** The bot of each side, in the sides' order. */
  readonly bots: readonly string[];
  /** What losses count in (steps, SP). */
  readonly lossUnit: string;
  /** VP thresholds the scenario sets, per side (a win at that many VP), drawn on the VP plots. */
  readonly thresholds?: Readonly<Record<string, number>>;
  /** Each place of the map with its position (y growing down), for where combats and losses happened. */
  readonly where?: Readonly<Record<string, { readonly x: number; readonly y: number; readonly name?: string }>>;
  /** Each unit's side and formation (its name), for losses by formation. */
  readonly units: Readonly<Record<string, { readonly side: string; readonly formation?: string }>>;
}

/** One game turn's VP across the batch, per side: median and quartiles. */
export interface TurnVp {
  readonly turn: number;
  readonly side: string;
  readonly median: number;
  readonly q1: number;
  readonly q3: number;
  /** Games still going at this turn. */
  readonly n: number;
}

export interface Summary {
  readonly games: number;
  /** Per side: the share of games it won. */
  readonly wins: Readonly<Record<string, Rate>>;
  /** Games that ended with no winner (a draw, or both lose). */
  readonly noWinner: Rate;
  /** Each outcome (the scenario's band, or who won), most frequent first. */
  readonly outcomes: readonly { readonly outcome: string; readonly rate: Rate }[];
  /** VP at the end, per side (sides the scenario scores). */
  readonly vp: Readonly<Record<string, Spread>>;
  /** How many games ended at each VP total, per side scored: the distribution behind `vp`. */
  readonly vpCounts: readonly { readonly side: string; readonly vp: number; readonly games: number }[];
  readonly vpByTurn: readonly TurnVp[];
  /** VP at the end by source (the scenario's VP sources), per side scored, over the games that say: what drove the score. */
  readonly vpBySource: readonly { readonly side: string; readonly source: string; readonly vp: Spread }[];
  /** Each place the victory turns on, with the share of games (that say) each side, or "contested", held it at the end; the most taken by the side that scores first. */
  readonly held: readonly { readonly place: string; readonly shares: Readonly<Record<string, number>> }[];
  readonly losses: Readonly<Record<string, Spread>>;
  /** Mean loss per game of each formation that lost anything, most first. */
  readonly formations: readonly { readonly formation: string; readonly side: string; readonly mean: number }[];
  /** Per place (hex, area) where anything happened: combats fought and strength lost, per game. */
  readonly places: readonly { readonly place: string; readonly combats: number; readonly losses: number }[];
  readonly turns: Spread;
  readonly actions: Spread;
  readonly crashes: readonly { readonly seed: string; readonly crash: string }[];
  readonly stuck: readonly string[];
}

/** A side's VP at a game's end (undefined when the system keeps no score). */
export function finalVp(r: GameRecord, side: string): number | undefined {
  return r.vpByTurn.length ? (r.vpByTurn[r.vpByTurn.length - 1]![side] ?? 0) : undefined;
}

/** The outcome of one game in words: the scenario's band, else who won. */
export function outcomeOf(r: GameRecord, meta: BatchMeta): string {
  if (r.crash) return 'crashed';
  if (r.stuck) return 'not over';
  if (r.band) return r.band;
  return r.winner ? `${meta.sides.find((s) => s.id === r.winner)?.name ?? r.winner} win` : 'no winner';
}

export function summarise(records: readonly GameRecord[], meta: BatchMeta): Summary {
  const n = records.length;
  const count = (f: (r: GameRecord) => boolean) => records.filter(f).length;
  const wins = Object.fromEntries(meta.sides.map((s) => [s.id, wilson(count((r) => r.winner === s.id), n)]));
  const tally = new Map<string, number>();
  for (const r of records) {
    const o = outcomeOf(r, meta);
    tally.set(o, (tally.get(o) ?? 0) + 1);
  }
  const outcomes = [...tally].sort((a, b) => b[1] - a[1] || compareText(a[0], b[0])).map(([outcome, k]) => ({ outcome, rate: wilson(k, n) }));
  const scored = meta.sides.filter((s) => records.some((r) => (finalVp(r, s.id) ?? 0) !== 0));
  const vp = Object.fromEntries(scored.map((s) => [s.id, spread(records.flatMap((r) => finalVp(r, s.id) ?? []))]));
  const vpCounts = scored.flatMap((s) => {
    const tally = new Map<number, number>();
    for (const r of records) {
      const v = finalVp(r, s.id);
      if (v !== undefined) tally.set(v, (tally.get(v) ?? 0) + 1);
    }
    return [...tally].sort((a, b) => a[0] - b[0]).map(([vp, games]) => ({ side: s.id, vp, games }));
  });
  const longest = Math.max(0, ...records.map((r) => r.vpByTurn.length));
  const vpByTurn: TurnVp[] = [];
  for (let t = 0; t < longest; t++) {
    for (const s of scored) {
      const xs = records.filter((r) => r.vpByTurn.length > t).map((r) => r.vpByTurn[t]![s.id] ?? 0);
      const sp = spread(xs);
      vpByTurn.push({ turn: t + 1, side: s.id, median: sp.median, q1: sp.q1, q3: sp.q3, n: xs.length });
    }
  }
  const told = records.filter((r) => r.vpBySource);
  const vpBySource = scored.flatMap((s) => {
    const sources: string[] = [];
    for (const r of told) for (const k of Object.keys(r.vpBySource![s.id] ?? {})) if (!sources.includes(k)) sources.push(k);
    return sources.map((source) => ({ side: s.id, source, vp: spread(told.map((r) => r.vpBySource![s.id]?.[source] ?? 0)) }));
  });
  const holding = records.filter((r) => r.heldAtEnd);
  const shares = new Map<string, Record<string, number>>();
  for (const r of holding) {
    for (const [place, who] of Object.entries(r.heldAtEnd!)) {
      const s = shares.get(place) ?? shares.set(place, {}).get(place)!;
      s[who] = (s[who] ?? 0) + 1;
    }
  }
  const taker = (scored[0] ?? meta.sides[0])?.id ?? '';
  const held = [...shares].map(([place, s]) => ({ place, shares: Object.fromEntries(Object.entries(s).map(([who, k]) => [who, k / holding.length])) })).sort((a, b) => (b.shares[taker] ?? 0) - (a.shares[taker] ?? 0) || compareText(a.place, b.place));
  const byFormation = new Map<string, { side: string; lost: number }>();
  for (const r of records) {
    for (const [unit, lost] of Object.entries(r.unitLosses)) {
      const u = meta.units[unit];
      if (!u) continue;
      const key = u.formation ?? '(no formation)';
      const f = byFormation.get(`${u.side}\u0000${key}`) ?? { side: u.side, lost: 0 };
      f.lost += lost;
      byFormation.set(`${u.side}\u0000${key}`, f);
    }
  }
  const places = new Map<string, { combats: number; losses: number }>();
  const at = (p: string) => places.get(p) ?? places.set(p, { combats: 0, losses: 0 }).get(p)!;
  for (const r of records) {
    for (const [p, k] of Object.entries(r.combatsAt ?? {})) at(p).combats += k;
    for (const [p, k] of Object.entries(r.lossesAt ?? {})) at(p).losses += k;
  }
  return {
    games: n,
    wins,
    noWinner: wilson(count((r) => !r.winner && !r.crash && !r.stuck), n),
    outcomes,
    vp,
    vpCounts,
    vpByTurn,
    vpBySource,
    held,
    losses: Object.fromEntries(meta.sides.map((s) => [s.id, spread(records.map((r) => r.losses[s.id] ?? 0))])),
    formations: [...byFormation].map(([k, f]) => ({ formation: k.split('\u0000')[1]!, side: f.side, mean: n ? f.lost / n : 0 })).sort((a, b) => b.mean - a.mean || compareText(a.formation, b.formation)),
    places: [...places].map(([place, p]) => ({ place, combats: n ? p.combats / n : 0, losses: n ? p.losses / n : 0 })).sort((a, b) => b.losses - a.losses || b.combats - a.combats || compareText(a.place, b.place)),
    turns: spread(records.map((r) => r.turns)),
    actions: spread(records.map((r) => r.actions)),
    crashes: records.filter((r) => r.crash).map((r) => ({ seed: r.seed, crash: r.crash! })),
    stuck: records.filter((r) => r.stuck).map((r) => r.seed),
  };
}
