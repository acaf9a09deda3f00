import type { Compiled } from './compile';
import { occupancy } from './rules/zoc';
import type { GameEvent, GameState, UnitState } from './types';

/**
 * A mutable working copy of a state for one action: only the records it changes are copied, so the
 * input state is never touched (the engine stays a pure reducer) and an action costs little.
 */
export class Draft {
  units: Record<string, UnitState>;
  blown: string[];
  building: Record<string, number>;
  bridgeRolls: string[];
  control: Record<string, string>;
  roadblocks: Record<string, string>;
  rng: GameState['rng'];
  pending: GameState['pending'];
  readonly events: GameEvent[] = [];

  constructor(
    readonly c: Compiled,
    readonly base: GameState,
  ) {
    this.units = base.units as Record<string, UnitState>; // replaced, never mutated, by set()
    this.blown = [...base.blown];
    this.building = { ...base.building };
    this.bridgeRolls = [...base.bridgeRolls];
    this.control = { ...base.control };
    this.roadblocks = base.roadblocks; // replaced, never mutated
    this.rng = base.rng;
    this.pending = base.pending;
  }

  unit(id: string): UnitState {
    return this.units[id]!;
  }

  /** Changes a unit. The record is replaced, never mutated, so views cached by its identity stay exact. */
  set(id: string, patch: Partial<UnitState>): void {
    this.units = { ...this.units, [id]: { ...this.units[id]!, ...patch } };
  }

  log(e: GameEvent): void {
    this.events.push(e);
  }

  /** The new state, with the other fields given. */
  finish(rest: Partial<GameState>): GameState {
    const { pending: _p, ...base } = this.base;
    return { ...base, units: this.units, blown: this.blown, building: this.building, bridgeRolls: this.bridgeRolls, control: this.control, roadblocks: this.roadblocks, rng: this.rng, ...(this.pending ? { pending: this.pending } : {}), step_count: this.base.step_count + 1, ...rest };
  }

  /** Units in a hex. */
  unitsIn(hex: string): readonly string[] {
    const k = this.c.ordinal.get(hex);
    return k === undefined ? [] : (occupancy(this.c, { ...this.base, units: this.units }).get(k)?.units ?? []);
  }
}
