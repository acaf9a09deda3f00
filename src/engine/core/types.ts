import type { GameMap, OrderOfBattle, Ruleset, Scenario } from '../../generated/documents';

/**
 * The documents a game is made from. The map is any map (a hex grid or an area graph): each system
 * compiles the topology it plays and refuses the others with a reason.
 */
export interface GameDocuments {
  readonly ruleset: Ruleset;
  readonly map: GameMap;
  /**
   * Every map of the scenario when it names several, as laid side by side by their joins; `map` is
   * then all of them as one document (the documents layer joins them).
   */
  readonly maps?: readonly GameMap[];
  readonly oob: OrderOfBattle;
  readonly scenario: Scenario;
}

/** An action: what a player (or bot) does. The same shape as a playtest document's actions. */
export interface Action {
  readonly type: string;
  readonly side?: string;
  readonly unit?: string;
  readonly units?: readonly string[];
  readonly path?: readonly string[];
  readonly target?: string;
  /** A hexside the action is about (a bridge blown or rebuilt). */
  readonly hexside?: string;
  /** Where a marker is moved from (a roadblock relocated). */
  readonly from?: string;
  readonly choice?: string;
  /** How a unit moves (a ruleset's movement mode: "strategic"). */
  readonly mode?: string;
}

/** Something that happened, for the log: dice, results, moves. */
export interface GameEvent {
  readonly type: string;
  readonly text: string;
  readonly rule?: string;
  readonly roll?: number;
  readonly data?: Readonly<Record<string, unknown>>;
  /** Where it happened on the map (a hex, an area), for where combats were fought. */
  readonly at?: string;
}

/** An action refused, with the reason a player reads and the rule behind it. */
export interface Refusal {
  readonly reason: string;
  readonly rule?: string;
}

/** The outcome of applying an action. */
export type Applied<S> = { readonly ok: true; readonly state: S; readonly events: readonly GameEvent[] } | { readonly ok: false; readonly error: Refusal };

/** What the player may do now, and what they may not with the reason (for hover text and bots). */
export interface Legal {
  readonly actions: readonly Action[];
  readonly refused: readonly (Refusal & { readonly type: string; readonly unit?: string })[];
}

/**
 * How a game ended: the winner (none for a draw or when both lose), the reason in words, and the
 * scenario's own band ("German decisive", "Both lose") with each side's outcome.
 */
export interface Ending {
  readonly winner: string | null;
  readonly reason: string;
  readonly band?: string;
  readonly outcomes?: Readonly<Record<string, 'decisiveWin' | 'win' | 'draw' | 'loss'>>;
  readonly vp?: Readonly<Record<string, number>>;
}
