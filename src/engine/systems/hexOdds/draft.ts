import { copyRecord, grown } from '../../../shared/recordCopy';
import type { Compiled } from './compile';
import { carryViews, occupancy } from './rules/zoc';
import type { GameEvent, GameState, UnitState } from './types';
import { patched } from './unitShape';

/**
 * The state's optional records: the draft holds each, and the new state keeps those it has. The
 * constructor and `compose` name each one (a loop over this list reads and writes them by a key that
 * changes, which V8 cannot make fast, and a replay makes a draft for every action); a test checks
 * that every record listed here is carried, and the type below that every optional field of a state is listed.
 */
export const OPTIONAL = ['readied', 'pending', 'bridgeTries', 'fuel', 'traffic', 'trafficGone', 'roadblocksSet', 'roadblocksPassed', 'points', 'advantage', 'releases', 'passed', 'positions', 'counter', 'air', 'orders', 'infiltration', 'victoryChecks', 'dump', 'reached'] as const;
type OptionalKey = (typeof OPTIONAL)[number];
type OptionalOf<T> = { [K in keyof T]-?: object extends Pick<T, K> ? K : never }[keyof T];
/** Compiles only while OPTIONAL lists every optional field of a state (`ended` aside: the sequence sets it). */
export const EVERY_OPTIONAL_LISTED: [Exclude<OptionalOf<GameState>, OptionalKey | 'ended'>] extends [never] ? true : never = true;

/**
 * A mutable working copy of a state for one action: only the records it changes are copied, so the
 * input state is never touched (the engine stays a pure reducer) and an action costs little.
 */
export class Draft {
  units: Record<string, UnitState>;
  /** Whether `units` may be seen outside the draft (the base's record, or one handed to a view). */
  private shared = true;
  /** Units whose records changed: the invariants check those, and the base's views are carried over past them. */
  readonly changed = new Set<string>();
  /** The last state the draft showed (the base at first), and the units changed since: its views are carried to the next one. */
  private shown: GameState;
  private since = new Set<string>();
  blown: readonly string[];
  building: GameState['building'];
  bridgeRolls: readonly string[];
  control: Readonly<Record<string, string>>;
  roadblocks: Record<string, string>;
  rng: GameState['rng'];
  readied!: GameState['readied'];
  pending!: GameState['pending'];
  fuel!: GameState['fuel'];
  traffic!: GameState['traffic'];
  trafficGone!: GameState['trafficGone'];
  roadblocksSet!: GameState['roadblocksSet'];
  roadblocksPassed!: GameState['roadblocksPassed'];
  points!: GameState['points'];
  advantage!: GameState['advantage'];
  releases!: GameState['releases'];
  passed!: GameState['passed'];
  reached!: GameState['reached'];
  positions!: GameState['positions'];
  counter!: GameState['counter'];
  air!: GameState['air'];
  orders!: GameState['orders'];
  infiltration!: GameState['infiltration'];
  victoryChecks!: GameState['victoryChecks'];
  dump!: GameState['dump'];
  bridgeTries!: GameState['bridgeTries'];
  /** Where the sequence stands while a phase change runs its procedures (views see the new turn and phase). */
  private clock: Pick<GameState, 'turn' | 'phase' | 'phaseId'> | undefined;
  /** Whose decision the game waits for: the phasing player, or another for a choice that is theirs. */
  side: string;
  readonly events: GameEvent[] = [];

  constructor(
    readonly c: Compiled,
    readonly base: GameState,
  ) {
    this.units = base.units as Record<string, UnitState>; // copied before the first change
    this.shown = base;
    // The rest is replaced, never mutated, when it changes (rarely): the same record from state to
    // state lets views keyed by it (the map's movement costs) stay cached.
    this.blown = base.blown as string[];
    this.building = base.building;
    this.bridgeRolls = base.bridgeRolls as string[];
    this.control = base.control;
    this.roadblocks = base.roadblocks; // replaced, never mutated
    this.rng = base.rng;
    this.readied = base.readied;
    this.pending = base.pending;
    this.bridgeTries = base.bridgeTries;
    this.fuel = base.fuel;
    this.traffic = base.traffic;
    this.trafficGone = base.trafficGone;
    this.roadblocksSet = base.roadblocksSet;
    this.roadblocksPassed = base.roadblocksPassed;
    this.points = base.points;
    this.advantage = base.advantage;
    this.releases = base.releases;
    this.passed = base.passed;
    this.positions = base.positions;
    this.counter = base.counter;
    this.air = base.air;
    this.orders = base.orders;
    this.infiltration = base.infiltration;
    this.victoryChecks = base.victoryChecks;
    this.dump = base.dump;
    this.reached = base.reached;
    this.side = base.side;
  }

  unit(id: string): UnitState {
    return this.units[id]!;
  }

  /**
   * Changes a unit. A record anyone else may hold (the base state's, or one a view was cached on) is
   * copied first, so views cached by its identity stay exact; the draft's own copy changes in place.
   */
  set(id: string, patch: Partial<UnitState>): void {
    if (this.shared) {
      this.units = copyRecord(this.units);
      this.shared = false;
    }
    const was = this.units[id];
    if (!was) grown(this.units);
    this.units[id] = patched(was, patch);
    this.changed.add(id);
    this.since.add(id);
  }

  /** The sequence has reached this turn and phase (before the action's state is finished). */
  at(clock: Pick<GameState, 'turn' | 'phase' | 'phaseId'>): void {
    this.clock = clock;
  }

  /** The state as it stands in the draft, for the rules' queries (occupancy, ZOC, supply). */
  view(): GameState {
    this.shared = true;
    const b = this.base;
    const v = this.compose(this.clock ?? b, b.side, b.bridgeRolls, b.rng, b.step_count, b.ended);
    // A phase's procedures look at the draft between changes that mostly leave units where they stand
    // (supply markers, flags): the occupancy, ZOC and bonds seen last are carried, not built again.
    if (this.units !== this.shown.units) {
      carryViews(this.c, this.shown, v, this.since);
      this.shown = v;
      this.since = new Set();
    }
    return v;
  }

  log(e: GameEvent): void {
    this.events.push(e);
  }

  /** The new state, with the other fields given. */
  finish(rest: Partial<GameState>): GameState {
    this.shared = true;
    const b = this.base;
    const next = this.compose(b, this.side, this.bridgeRolls, this.rng, b.step_count + 1, b.ended);
    Object.assign(next, rest);
    if (this.units !== b.units) carryViews(this.c, b, next, this.changed);
    return next;
  }

  /**
   * A state of the draft's records: its fields always in this order, the optional records the draft
   * has after them (a record set to undefined leaves the state, which stays plain JSON). States of one
   * shape keep the rules' reads of them fast: a replay makes a state for every action, and every rule reads them.
   */
  private compose(clock: Pick<GameState, 'turn' | 'phase' | 'phaseId'>, side: string, bridgeRolls: GameState['bridgeRolls'], rng: GameState['rng'], stepCount: number, ended: GameState['ended']): GameState {
    const state: Record<string, unknown> = { turn: clock.turn, phase: clock.phase, side, phaseId: clock.phaseId, units: this.units, blown: this.blown, building: this.building, bridgeRolls, roadblocks: this.roadblocks, control: this.control, rng, step_count: stepCount };
    if (this.readied !== undefined) state.readied = this.readied;
    if (this.pending !== undefined) state.pending = this.pending;
    if (this.bridgeTries !== undefined) state.bridgeTries = this.bridgeTries;
    if (this.fuel !== undefined) state.fuel = this.fuel;
    if (this.traffic !== undefined) state.traffic = this.traffic;
    if (this.trafficGone !== undefined) state.trafficGone = this.trafficGone;
    if (this.roadblocksSet !== undefined) state.roadblocksSet = this.roadblocksSet;
    if (this.roadblocksPassed !== undefined) state.roadblocksPassed = this.roadblocksPassed;
    if (this.points !== undefined) state.points = this.points;
    if (this.advantage !== undefined) state.advantage = this.advantage;
    if (this.releases !== undefined) state.releases = this.releases;
    if (this.passed !== undefined) state.passed = this.passed;
    if (this.positions !== undefined) state.positions = this.positions;
    if (this.counter !== undefined) state.counter = this.counter;
    if (this.air !== undefined) state.air = this.air;
    if (this.orders !== undefined) state.orders = this.orders;
    if (this.infiltration !== undefined) state.infiltration = this.infiltration;
    if (this.victoryChecks !== undefined) state.victoryChecks = this.victoryChecks;
    if (this.dump !== undefined) state.dump = this.dump;
    if (this.reached !== undefined) state.reached = this.reached;
    if (ended) state.ended = ended;
    return state as unknown as GameState;
  }

  /** Units in a hex. */
  unitsIn(hex: string): readonly string[] {
    const k = this.c.ordinal.get(hex);
    return k === undefined ? [] : (occupancy(this.c, this.view()).get(k)?.units ?? []);
  }
}
