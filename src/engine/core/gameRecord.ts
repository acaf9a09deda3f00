/**
 * One bot game as a playtest lab keeps it: how it ended, each side's VP at the end of every game
 * turn and by source at the end, strength lost per side and per unit, and the log when asked for.
 * Plain data, so a batch's games cross worker threads and files, and a game replays from its seed
 * and log.
 */
import type { Bot } from './bots';
import { digestTaker, type StateDigest } from './digests';
import { moduleOf, type CoreCompiled, type CoreState } from './module';
import { playBots, type BotGame } from './playtest';
import type { Action } from './types';

/** A bot game's outcome as playBots reports it, with what a lab needs besides; never the final state. */
export interface GameRecord extends Pick<BotGame, 'seed' | 'winner' | 'reason' | 'band' | 'actions' | 'turns' | 'losses' | 'crash' | 'stuck'> {
  /** Strength lost per unit, units that lost none left out. */
  readonly unitLosses: Readonly<Record<string, number>>;
  /** Combats fought per place (hex, area): the events of type combat or battle that say where. */
  readonly combatsAt: Readonly<Record<string, number>>;
  /** Strength lost per place: each loss counted where the unit stood before the action that cost it. */
  readonly lossesAt: Readonly<Record<string, number>>;
  /** Each side's VP at the end of game turns 1, 2, … (the last entry is the game's end); empty when the system keeps no score. */
  readonly vpByTurn: readonly Readonly<Record<string, number>>[];
  /** Each side's VP at the end by source (the scenario's VP sources, by name); absent when the system does not say. */
  readonly vpBySource?: Readonly<Record<string, Readonly<Record<string, number>>>>;
  /** Who holds each place the scenario's victory turns on at the end (a side, or "contested"); absent when the system does not say. */
  readonly heldAtEnd?: Readonly<Record<string, string>>;
  readonly crash?: string;
  readonly stuck?: boolean;
  /** The actions, when the batch keeps them (a playtest document replays them). */
  readonly log?: readonly Action[];
  /** The digests of the game's states as played, with its log (a replay checks it still plays this game). */
  readonly digests?: readonly StateDigest[];
}

/** The event types that are a combat resolved, in the systems that log where (odds CRT combat, an area's battle). */
const COMBATS = new Set(['combat', 'battle']);

/** Plays one bot game and records it (the log too when `keepLog`). */
export function recordGame<C extends CoreCompiled, S extends CoreState>(c: C, seed: string, bots: Readonly<Record<string, Bot<C, S>>>, options: { keepLog?: boolean; limit?: number } = {}): GameRecord {
  const m = moduleOf<C, S>(c);
  const vpByTurn: Record<string, number>[] = [];
  const combatsAt: Record<string, number> = {};
  const lossesAt: Record<string, number> = {};
  let prev: S | undefined;
  let first: S | undefined;
  const digests = digestTaker();
  let step = -1;
  const game = playBots(c, seed, bots, options.limit, [], (s, events) => {
    first ??= s;
    step++;
    if (options.keepLog) digests.see(step, s);
    for (const e of events) if (e.at && COMBATS.has(e.type)) combatsAt[e.at] = (combatsAt[e.at] ?? 0) + 1;
    if (prev && m.unitLosses && m.placeOf) {
      for (const [unit, lost] of Object.entries(m.unitLosses(c, prev, s))) {
        const at = m.placeOf(c, prev, unit);
        if (at && lost > 0) lossesAt[at] = (lossesAt[at] ?? 0) + lost;
      }
    }
    // A new game turn: the VP as the last one ended.
    if (prev && m.score && s.turn !== prev.turn) vpByTurn.push(m.score(c, prev));
    prev = s;
  });
  const final = game.final as S;
  if (m.score) vpByTurn.push(m.score(c, final));
  return {
    seed,
    winner: game.winner,
    reason: game.reason,
    ...(game.band ? { band: game.band } : {}),
    actions: game.actions,
    turns: game.turns,
    losses: game.losses,
    unitLosses: first && m.unitLosses ? m.unitLosses(c, first, final) : {},
    vpByTurn,
    ...(m.scoreBySource ? { vpBySource: m.scoreBySource(c, final) } : {}),
    ...(m.placesHeld ? { heldAtEnd: m.placesHeld(c, final) } : {}),
    combatsAt,
    lossesAt,
    ...(game.crash ? { crash: game.crash } : {}),
    ...(game.stuck ? { stuck: true } : {}),
    // The last digest is of the state after the log's last action, the one watched last (none when a crash cut the watch short).
    ...(options.keepLog ? { log: game.log, digests: digests.last(step === game.log.length ? step : 0, prev!) } : {}),
  };
}
