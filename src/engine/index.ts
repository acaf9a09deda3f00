/**
 * The rules engine's only public entry (DESIGN.md): a pure, deterministic reducer over JSON state,
 * the same for every game system. createGame → applyAction → … ; legalActions lists what may be
 * done; replay rebuilds any step. The system is picked from the ruleset's `system` by the core's
 * registry; the queries at the end that only one system answers say so for the others.
 */
import { driftJudge, type ReplayCheck, type StateDigest } from './core/digests';
import type { LocationGraph } from './core/graph';
import { unplayedVictory } from './core/playedVictory';
import { unjudgedConditions } from './core/judgedConditions';
import { unplayedStacking } from './core/playedStacking';
import { moduleIfPlayed, moduleOf, rulesModuleFor, registerRulesModule, type CoreCompiled, type CoreState, type Overstack, type PlaceReach, type RulesModule } from './core/module';
import type { Action, Applied, GameDocuments, GameEvent, Legal, Refusal } from './core/types';
import { areaImpulse } from './systems/areaImpulse';
import { hexOdds } from './systems/hexOdds';
import type { Compiled } from './systems/hexOdds/compile';
import { isSetupPhase, phaseKind as kindOf } from './systems/hexOdds/sequence';
import { modeOf, movementRange as range, type MoveMode, type Reach } from './systems/hexOdds/rules/movement';
import { attackOdds as odds, type Odds } from './systems/hexOdds/rules/odds';
import { supplyStatus as supply, type SupplyStatus } from './systems/hexOdds/rules/supply';
import { explainMove } from './systems/hexOdds/rules/why';
import type { GameState } from './systems/hexOdds/types';

export type { Action, Applied, Ending, GameDocuments, GameEvent, Legal, Refusal } from './core/types';
export type { Compiled, GameState, MoveMode, Odds, Reach, SupplyStatus };
export type { AreaCompiled, AreaState } from './systems/areaImpulse';
export { InvariantViolation } from './core/invariants';
export type { GraphEdge, LocationGraph } from './core/graph';
export { BOTS, type Bot } from './core/bots';
export { playBots, type BotGame } from './core/playtest';
export { recordGame, type GameRecord } from './core/gameRecord';
export { scoredWhen, SOURCE_NAMES, vpSourceNames } from './core/victory';
export { factsAt, namedRolls, ruleFactsAt, unjudgedConditions, unjudgedReleases, unjudgedRolls, type UnjudgedCondition } from './core/judgedConditions';
export { playedStackingOf, unplayedStacking, type PlayedStacking } from './core/playedStacking';
export { CONDITION_NAMES, factsRead, playedVictory, unplayedVictory, type FactPlace, type UnplayedVictory } from './core/playedVictory';
export { CHECKPOINT_EVERY, ReplayCursor } from './core/replayCursor';
export { fuzzGame, type FuzzGame } from './core/fuzz';
export { DIGEST_EVERY, digestsOf, digestTaker, driftJudge, stateHash, type ReplayCheck, type StateDigest } from './core/digests';
export { registerRulesModule, systems, type CoreCompiled, type CoreState, type Overstack, type PlaceReach, type RulesModule } from './core/module';

// The systems the engine plays. A new one (a differential CRT, blocks, cards) is a module of its
// own under systems/, registered here; nothing in the core changes.
registerRulesModule(hexOdds);
registerRulesModule(areaImpulse);

/** A game: its compiled static data and its current state, of whichever system plays it. */
export interface Game<C extends CoreCompiled = CoreCompiled, S extends CoreState = CoreState> {
  readonly compiled: C;
  readonly state: S;
}

/** A game of the hex-and-counter odds system (Ardennes '44), whose map the studio draws as hexes. */
export type HexGame = Game<Compiled, GameState>;

/** Whether a compiled game is one of the hex-odds system (the studio draws those as hexes). */
export function isHexCompiled(c: CoreCompiled): c is Compiled {
  return moduleOf(c) === (hexOdds as unknown as RulesModule);
}

/** Whether a game is one of the hex-odds system. */
export const isHexGame = (game: Game): game is HexGame => isHexCompiled(game.compiled);

/** The optional rules the engine plays for a ruleset's system (none for a system it cannot play). */
export function playedOptions(ruleset: Pick<GameDocuments['ruleset'], 'system' | 'name'>): readonly string[] {
  return moduleIfPlayed(ruleset)?.options ?? [];
}

/** The optional rules a scenario switches on that its system's module does not play, by name. */
export function unplayedOptions(docs: Pick<GameDocuments, 'ruleset' | 'scenario'>): { id: string; name: string }[] {
  const played = new Set(rulesModuleFor(docs.ruleset).options ?? []);
  return Object.entries(docs.scenario.options ?? {})
    .filter(([id, o]) => o.enabled && !played.has(id))
    .map(([id, o]) => {
      const r = docs.ruleset.optionalRules?.[id];
      return { id, name: `${r?.name ?? o.name ?? id}${r?.rule ?? o.rule ? ` (${r?.rule ?? o.rule})` : ''}` };
    });
}

/**
 * Compiles the documents of a game with its system's module. An unknown system, an optional rule
 * switched on that the module does not play, victory it does not play, or a condition of the rules
 * data it does not judge as written, is an error saying so: a game without it would not be the game
 * the documents describe.
 */
export function compile(docs: GameDocuments): CoreCompiled {
  const module = rulesModuleFor(docs.ruleset);
  const unplayed = unplayedOptions(docs);
  if (unplayed.length) throw new Error(`The scenario switches on ${unplayed.map((o) => o.name).join(', ')}, which the ${module.name} engine does not play yet: switch ${unplayed.length > 1 ? 'them' : 'it'} off to test-play.`);
  const unjudged = unplayedVictory(docs);
  if (unjudged.length) throw new Error(`The scenario's victory has ${unjudged.map((u) => `${u.what} (${u.at.slice(1)})`).join('; ')}: change or remove ${unjudged.length > 1 ? 'them' : 'it'} to test-play.`);
  const unread = [...unjudgedConditions(docs), ...unplayedStacking(docs.ruleset).map((u) => ({ ...u, doc: 'ruleset' }))];
  if (unread.length) throw new Error(`${unread.map((u) => `The ${u.doc}'s ${u.at.slice(1)}: ${u.what}`).join('; ')}. Change ${unread.length > 1 ? 'them' : 'it'} to test-play.`);
  return module.compile(docs);
}

/** Starts a game of a scenario with a seed (the same seed and actions give the same game). */
export function createGame(docs: GameDocuments, options: { seed: string }): Game {
  const compiled = compile(docs);
  return { compiled, state: moduleOf(compiled).initialState(compiled, options.seed) };
}

/** Applies an action; the state given is never changed. */
export function applyAction<C extends CoreCompiled, S extends CoreState>(game: Game<C, S>, action: Action): Applied<S> {
  return moduleOf<C, S>(game.compiled).apply(game.compiled, game.state, action);
}

/** The legal actions now, with reasons for refused kinds. */
export function legalActions(game: Game): Legal {
  return moduleOf(game.compiled).legal(game.compiled, game.state);
}

/** An action in words, as the game stands before it ("2Pz/304 attacks 2020 at 3:1"). */
export function describeAction(game: Game, action: Action): string {
  const own = moduleOf(game.compiled).describe;
  if (own) return own(game.compiled, game.state, action);
  const who = [action.unit, ...(action.units ?? [])].filter(Boolean).join(', ');
  return `${action.side ?? game.state.side}: ${action.type}${who ? ` with ${who}` : ''}${action.target ? ` at ${action.target}` : ''}`;
}

/** A few lines on where a game stands (turn, phase, forces, control, VP), as its system tells it. */
export function gameSummary(game: Game): string[] {
  const own = moduleOf(game.compiled).summary;
  const s = game.state;
  const lines = own ? own(game.compiled, s) : [`Turn ${s.turn + 1}, ${s.side} (step ${s.step_count})`];
  if (s.ended) lines.push(`Game over: ${s.ended.band ?? (s.ended.winner ? `${game.compiled.docs.ruleset.sides[s.ended.winner]?.name ?? s.ended.winner} wins` : 'no winner')}. ${s.ended.reason}`);
  return lines;
}

/** The game's map as the core's location graph (hexes, or areas and zones, with roads, rivers and bridges on the edges); none for a game without a map. */
export const locationGraph = (c: CoreCompiled): LocationGraph | undefined => moduleOf(c).graph?.(c);

/** What a system's losses count in ("steps", "SP"). */
export const lossUnit = (c: CoreCompiled): string => moduleOf(c).lossUnit ?? 'steps';

/** Strength lost per side between two states of a game (steps for hex games, SP for area games). */
export function losses(c: CoreCompiled, from: CoreState, to: CoreState): Record<string, number> {
  return moduleOf(c).losses?.(c, from, to) ?? {};
}

const notPlayedBy = (game: Game, what: string): Refusal => ({ reason: `${what} is not part of the ${game.compiled.docs.ruleset.system} system` });

/**
 * The hexes a unit can reach this phase with the MP it has left (hex-odds games): in the mode it is
 * moving in (normal, or the strategic or extended movement it began), or in the mode given.
 */
export function movementRange(game: Game, unitId: string, mode?: MoveMode): readonly Reach[] {
  return isHexGame(game) ? range(game.compiled, game.state, unitId, mode ?? modeOf(game.state, unitId)) : [];
}

/** The odds of an attack, with each shift and its reason, before rolling (hex-odds games). */
export function attackOdds(game: Game, attackers: readonly string[], target: string): Odds | Refusal {
  return isHexGame(game) ? odds(game.compiled, game.state, attackers, target) : notPlayedBy(game, 'an odds column');
}

/** Whether a unit can move to a hex this phase: its reach there, or the rule that stops it (hover text). */
export function whyNotMove(game: Game, unitId: string, hex: string): Reach | Refusal {
  return isHexGame(game) ? explainMove(game.compiled, game.state, unitId, hex) : notPlayedBy(game, 'hex movement');
}

/** Whether the current phase is one of set-up (3.4), movement or combat (from the actions its ruleset allows). */
export function phaseKind(game: Game): 'setup' | 'movement' | 'combat' | undefined {
  if (!isHexGame(game)) return undefined;
  return isSetupPhase(game.compiled, game.state.phaseId) ? 'setup' : kindOf(game.compiled, game.state.phaseId);
}

/** Whether a unit can trace supply now, with the line it traces or why not (rule 23). */
export function supplyStatus(game: Game, unitId: string): SupplyStatus {
  return isHexGame(game) ? supply(game.compiled, game.state, unitId) : { unit: unitId, inSupply: true, marked: false, surrenderPoints: 0, reason: notPlayedBy(game, 'a hex supply line').reason, rule: '' };
}

/**
 * The stacks of a game's starting setup that break the ruleset's stacking limits, judged as play
 * judges them (hex games: stacking points and units, units that count as one, the combat-group
 * exception, rule 8; area games: units and SP per side, 7.1, with the setup's grace).
 */
export function overstackedAtStart(game: Game): Overstack[] {
  return [...(moduleOf(game.compiled).overstacked?.(game.compiled, game.state) ?? [])];
}

/**
 * Where units moving together could go now, each by its cheapest path with the MP left on arrival
 * (area games; hex games answer per unit with movementRange). Legal actions decide what may be done.
 */
export function reachOf(game: Game, units: readonly string[]): readonly PlaceReach[] {
  return moduleOf(game.compiled).reach?.(game.compiled, game.state, units) ?? [];
}

/** Where two games of the same actions part: the action, and what each game made of it. */
export interface Parting {
  /** 1-based. */
  readonly step: number;
  readonly action: Action;
  /** The action in words, as the base stands before it. */
  readonly said: string;
  readonly base: string;
  readonly variant: string;
}

/** What a game made of an action, in a line: its events, or the refusal and its rule. */
function outcome(r: Applied<unknown>): string {
  if (!r.ok) return `refused: ${r.error.reason}${r.error.rule ? ` (rule ${r.error.rule})` : ''}`;
  return r.events.map((e) => e.text).join('; ') || 'no events';
}

/**
 * Plays the same actions with the same seed on two sets of documents (a scenario and its variant)
 * and says at which action they part: one refuses what the other allows, or the two report
 * different events (other dice, other results). Undefined when they never part; a log the base
 * itself refuses stops there, as the base's refusal.
 */
export function partingOf(base: GameDocuments | CoreCompiled, variant: GameDocuments | CoreCompiled, seed: string, actions: readonly Action[]): Parting | undefined {
  let a: Game = replay(base, seed, []).game;
  let b: Game = replay(variant, seed, []).game;
  for (let i = 0; i < actions.length; i++) {
    const action = actions[i]!;
    const [ra, rb] = [applyAction(a, action), applyAction(b, action)];
    const [oa, ob] = [outcome(ra), outcome(rb)];
    if (oa !== ob || !ra.ok || !rb.ok) return { step: i + 1, action, said: describeAction(a, action), base: oa, variant: ob };
    a = { ...a, state: ra.state };
    b = { ...b, state: rb.state };
  }
  return undefined;
}

/**
 * How a recorded log replays: where it stops (the 0-based step the engine refuses, with its reason),
 * and the first of its digests the replayed game no longer matches (digests.ts).
 */
export function replayCheck(docs: GameDocuments | CoreCompiled, seed: string, log: readonly Action[], digests: readonly StateDigest[] = []): ReplayCheck {
  const judge = driftJudge(digests);
  const { error } = replay(docs, seed, log, log.length, judge.see);
  const drift = judge.drift();
  return { ...(error ? { error } : {}), ...(drift ? { drift } : {}) };
}

/**
 * Replays a log from the start to step `upTo` (all by default); a refused action stops with its
 * reason. `visit` sees the state after each action applied (its digests, their check).
 */
export function replay<C extends CoreCompiled = CoreCompiled, S extends CoreState = CoreState>(docs: GameDocuments | C, seed: string, log: readonly Action[], upTo = log.length, visit?: (step: number, state: S) => void): { game: Game<C, S>; events: GameEvent[]; error?: { step: number } & Refusal } {
  const compiled = ('docs' in docs ? docs : compile(docs)) as C;
  const m = moduleOf<C, S>(compiled);
  let state = m.initialState(compiled, seed);
  const events: GameEvent[] = [];
  for (let i = 0; i < Math.min(upTo, log.length); i++) {
    const r = m.apply(compiled, state, log[i]!);
    if (!r.ok) return { game: { compiled, state }, events, error: { step: i, ...r.error } };
    state = r.state;
    events.push(...r.events);
    visit?.(i + 1, state);
  }
  return { game: { compiled, state }, events };
}
