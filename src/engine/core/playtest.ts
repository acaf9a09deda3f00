import type { Bot } from './bots';
import { InvariantViolation } from './invariants';
import { rulesModuleFor, type CoreCompiled, type CoreState, type RulesModule } from './module';
import type { Action, GameEvent } from './types';

/** How one bot game went. */
export interface BotGame {
  readonly seed: string;
  readonly winner: string | null;
  readonly reason: string;
  /** The scenario's own outcome band ("German decisive victory", "Both lose"), when it has bands. */
  readonly band?: string;
  readonly actions: number;
  readonly turns: number;
  /** Steps lost per side. */
  readonly losses: Readonly<Record<string, number>>;
  readonly log: readonly Action[];
  /** An exception or a refused bot action: a bug in the engine or the bot. */
  readonly crash?: string;
  /** The action that crashed (not in `log`): the log and it replay to the crash. */
  readonly failedAction?: Action;
  /** The crash was an invariant the engine broke (not an exception or a refused action). */
  readonly invariant?: boolean;
  /** The state the game stopped in. */
  readonly final: CoreState;
  /** The game hit the action limit without ending. */
  readonly stuck?: boolean;
}

/**
 * Plays a game bot against bot, each side by its bot, to the end or the action limit. `from` is a
 * log played first (a game someone began): the bots take over where it stops, and since a bot's
 * choice depends only on the state and its seed, the bots' part is the same as in a game they
 * played from the start. A refused action of `from` is reported as a crash at its step. `watch`
 * sees every state the game passes through, the first included, with the events that led to it
 * (a playtest lab samples VP per turn, and where combats and losses happened).
 */
export function playBots<C extends CoreCompiled, S extends CoreState>(c: C, seed: string, bots: Readonly<Record<string, Bot<C, S>>>, limit = 20000, from: readonly Action[] = [], watch?: (s: S, events: readonly GameEvent[]) => void): BotGame {
  const m = rulesModuleFor(c.docs.ruleset) as unknown as RulesModule<C, S>;
  let s = m.initialState(c, seed);
  const start = s;
  watch?.(s, []);
  const log: Action[] = [];
  const result = (extra: Partial<BotGame>): BotGame => ({
    seed,
    winner: s.ended?.winner ?? null,
    reason: s.ended?.reason ?? '',
    ...(s.ended?.band ? { band: s.ended.band } : {}),
    actions: log.length,
    turns: s.turn - start.turn + 1,
    losses: m.losses?.(c, start, s) ?? {},
    log,
    final: s,
    ...extra,
  });
  let trying: Action | undefined;
  try {
    for (const a of from) {
      if (s.ended) break;
      trying = a;
      const r = m.apply(c, s, a);
      if (!r.ok) return result({ crash: `action ${log.length + 1} of the log (${a.type}) was refused: ${r.error.reason}` });
      log.push(a);
      s = r.state;
      watch?.(s, r.events);
    }
    while (!s.ended) {
      if (log.length >= limit) return result({ stuck: true });
      const bot = bots[s.side] ?? Object.values(bots)[0]!;
      trying = undefined; // an exception in the bot's search is no action's
      const a = bot(c, s, `${seed}/bot`) as Action | undefined;
      // A bot with nothing to play (no legal action at all, or a bot's bug) is a stuck game, said as such.
      if (!a) return result({ crash: `the ${s.side} bot found no action to play in ${String((s as { phaseId?: unknown }).phaseId ?? 'this phase')} (${m.legal(c, s).actions.length} legal actions)` });
      trying = a;
      const r = m.apply(c, s, a);
      if (!r.ok) return result({ crash: `the ${s.side} bot's ${a.type} was refused: ${r.error.reason}`, failedAction: a });
      log.push(a);
      s = r.state;
      watch?.(s, r.events);
    }
  } catch (e) {
    const invariant = e instanceof InvariantViolation;
    return result({ crash: `${invariant ? 'invariant broken' : 'exception'}: ${(e as Error).message}`, ...(trying ? { failedAction: trying } : {}), ...(invariant ? { invariant } : {}) });
  }
  return result({});
}
