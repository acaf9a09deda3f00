import { applyAction } from './apply';
import type { Bot } from './bots';
import type { Compiled } from './compile';
import { InvariantViolation } from './invariants';
import { initialState } from './setup';
import type { Action, GameState } from './types';

/** How one bot game went. */
export interface BotGame {
  readonly seed: string;
  readonly winner: string | null;
  readonly reason: string;
  readonly actions: number;
  readonly turns: number;
  /** Steps lost per side. */
  readonly losses: Readonly<Record<string, number>>;
  readonly log: readonly Action[];
  /** An exception or a refused bot action: a bug in the engine or the bot. */
  readonly crash?: string;
  /** The game hit the action limit without ending. */
  readonly stuck?: boolean;
}

/** Plays a game bot against bot, each side by its bot, to the end or the action limit. */
export function playBots(c: Compiled, seed: string, bots: Readonly<Record<string, Bot>>, limit = 20000): BotGame {
  let s: GameState = initialState(c, seed);
  const start = s;
  const log: Action[] = [];
  const result = (extra: Partial<BotGame>): BotGame => ({
    seed,
    winner: s.ended?.winner ?? null,
    reason: s.ended?.reason ?? '',
    actions: log.length,
    turns: s.turn - start.turn + 1,
    losses: lossesOf(c, start, s),
    log,
    ...extra,
  });
  try {
    while (!s.ended) {
      if (log.length >= limit) return result({ stuck: true });
      const bot = bots[s.side] ?? Object.values(bots)[0]!;
      const a = bot(c, s, `${seed}/bot`);
      const r = applyAction(c, s, a);
      if (!r.ok) return result({ crash: `the ${s.side} bot's ${a.type} was refused: ${r.error.reason}` });
      log.push(a);
      s = r.state;
    }
  } catch (e) {
    return result({ crash: `${e instanceof InvariantViolation ? 'invariant broken' : 'exception'}: ${(e as Error).message}` });
  }
  return result({});
}

function lossesOf(c: Compiled, a: GameState, b: GameState): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [id, u] of Object.entries(a.units)) {
    const side = c.units.get(id)!.side;
    out[side] = (out[side] ?? 0) + (u.steps - (b.units[id]?.steps ?? 0));
  }
  return out;
}
