import type { Ruleset, VictoryCondition, VpSource } from '../../generated/documents';
import type { ConditionFacts } from './judgedConditions';
import type { PlayedStacking } from './playedStacking';
import type { LocationGraph } from './graph';
import type { RngState } from './rng';
import type { Action, Applied, Ending, GameDocuments, Legal } from './types';

/** What the core needs of any game system's state: JSON, a step count, its dice and its end. */
export interface CoreState {
  readonly step_count: number;
  /** Index of the current turn. */
  readonly turn: number;
  readonly rng: RngState;
  readonly side: string;
  readonly ended?: Ending;
}

/** What the core needs of any system's compiled data: the documents it came from. */
export interface CoreCompiled {
  readonly docs: GameDocuments;
}

/**
 * A game system's rules (DESIGN.md, Engine): the core creates, plays, lists and replays games only
 * through this, so a new system (Tigers in the Mist's area impulses, a differential CRT, a card
 * game) is a new module registered by its `system` name, with no change to the core. Each module
 * brings its own compiled and state types; the queries a studio shows are optional.
 */
export interface RulesModule<C extends CoreCompiled = CoreCompiled, S extends CoreState = CoreState> {
  /** The ruleset's `system` value this module plays. */
  readonly system: string;
  readonly name: string;
  /** The optional rules (ids of the ruleset's `optionalRules`) this module plays; a game with another switched on is refused. */
  readonly options?: readonly string[];
  /**
   * The victory condition kinds and VP source kinds (the scenario's `victory`) this module plays: a
   * scenario with another is refused, as an optional rule it does not play is, never scored as 0.
   * A module that declares none judges victory its own way, unchecked.
   */
  readonly victory?: {
    readonly conditions: readonly VictoryCondition['kind'][];
    readonly sources: readonly VpSource['kind'][];
    /** Whether it counts VP by the scenario's `victory.score` (area games' VP by turn). */
    readonly score: boolean;
    /**
     * The facts it computes where it judges a condition: a VP source's `requires` (by the source's
     * kind) or an exit condition's, and an outcome table's rows; `<side>` stands for each side's id.
     * A condition there on another fact would be judged on a fact that is never set (never true),
     * and a `requires` where it reads none would not be judged at all: both are refused.
     */
    readonly facts: VictoryFacts;
  };
  /** Where it judges the conditions of the rules data other than victory's, and the facts it computes there (see ConditionFacts). */
  readonly conditions?: ConditionFacts;
  /** How it plays the ruleset's stacking (a ruleset asking for another is refused; see PlayedStacking). */
  readonly stacking?: PlayedStacking;
  compile(docs: GameDocuments): C;
  initialState(c: C, seed: string): S;
  /** Pure: the state given is never changed; a refusal says why and cites the rule. */
  apply(c: C, s: S, a: Action): Applied<S>;
  legal(c: C, s: S): Legal;
  /** Steps (or strength points) lost per side between two states, for bot-game reports. */
  losses?(c: C, from: S, to: S): Record<string, number>;
  /** Strength lost per unit between two states (units that lost none left out), for losses by formation. */
  unitLosses?(c: C, from: S, to: S): Record<string, number>;
  /** The place on the map (a hex, an area) a unit stands in, if it is on the map: where its losses happened. */
  placeOf?(c: C, s: S, unit: string): string | undefined;
  /** Each side's victory points where the game stands, as the scenario counts them (for VP over turns). */
  score?(c: C, s: S): Record<string, number>;
  /** The same VP by where they came from (each VP source of the scenario, by name), per side scored. */
  scoreBySource?(c: C, s: S): Record<string, Record<string, number>>;
  /** The places the scenario's victory turns on (victory hexes, VP towns and areas) and who holds each: a side, or "contested"; places no side holds left out. */
  placesHeld?(c: C, s: S): Record<string, string>;
  /** The map as the core's location graph (nodes and typed edges); a system with no map (cards) has none. */
  graph?(c: C): LocationGraph;
  /** What losses count in ("steps", "SP"). */
  readonly lossUnit?: string;
  /** Whether an action's consequences still wait on a choice (a loss, a retreat, an advance…): a lookahead plays on through them. */
  resolving?(c: C, s: S): boolean;
  /** The system's own bots by name (greedy…); the core's random bot plays any system. */
  readonly bots?: Readonly<Record<string, Bot<C, S>>>;
  /** An action in words, as the game stands before it. */
  describe?(c: C, s: S, a: Action): string;
  /** A few lines on where the game stands (turn, phase, forces, control, VP), for the CLI. */
  summary?(c: C, s: S): string[];
  /** Where units moving together could go now with the MP they have left, each by its cheapest path (the map shows it; legal actions decide). */
  reach?(c: C, s: S, units: readonly string[]): readonly PlaceReach[];
  /** Stacks over the limits where the game stands (a setup is judged at its start). */
  overstacked?(c: C, s: S): readonly Overstack[];
}

/** A place within reach: the path to it (the start excluded) and the MP left on arrival. */
export interface PlaceReach {
  readonly to: string;
  readonly path: readonly string[];
  readonly mpLeft: number;
}

/** A stack over the ruleset's limits: where, whose units, why, and whether the rules allow it for now. */
export interface Overstack {
  /** The hex or area. */
  readonly at: string;
  readonly units: readonly string[];
  readonly reason: string;
  readonly rule: string;
  /** Why the stack may stand for now (a setup the rules allow until a later step), if they do. */
  readonly allowedUntil?: string;
}

/** A bot: a pure function of the game and its own seed (so bot games replay exactly). */
export type Bot<C extends CoreCompiled = CoreCompiled, S extends CoreState = CoreState> = (c: C, s: S, seed: string) => Action;

const registry = new Map<string, RulesModule>();

/** Makes a system playable. A second module for the same system replaces the first. */
export function registerRulesModule<C extends CoreCompiled, S extends CoreState>(m: RulesModule<C, S>): void {
  registry.set(m.system, m as unknown as RulesModule);
}

/** The systems the engine can play. */
export function systems(): string[] {
  return [...registry.keys()];
}

/** The module playing a compiled game, typed as that game's module. */
export const moduleOf = <C extends CoreCompiled, S extends CoreState>(c: C) => rulesModuleFor(c.docs.ruleset) as unknown as RulesModule<C, S>;

/** The module for a ruleset, or none when the engine cannot play its system (refused elsewhere, with its own reason). */
export function moduleIfPlayed(ruleset: Pick<Ruleset, 'system' | 'name'>): RulesModule | undefined {
  return registry.get(ruleset.system);
}

/** The module for a ruleset, or an error a designer can act on. */
export function rulesModuleFor(ruleset: Pick<Ruleset, 'system' | 'name'>): RulesModule {
  const m = registry.get(ruleset.system);
  if (!m) throw new Error(`The ruleset "${ruleset.name}" uses the "${ruleset.system}" system, which the engine cannot play yet (it plays: ${systems().join(', ')}).`);
  return m;
}

/** The facts a module computes where it judges a victory condition (RulesModule.victory.facts). */
export interface VictoryFacts {
  readonly requires: Readonly<Partial<Record<VpSource['kind'] | 'exit', readonly string[]>>>;
  readonly rows: readonly string[];
}
