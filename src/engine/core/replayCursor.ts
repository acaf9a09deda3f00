import { moduleOf, type CoreCompiled, type CoreState, type RulesModule } from './module';
import type { Action, Refusal } from './types';

/** Steps between two kept states: a seek applies at most this many actions. */
export const CHECKPOINT_EVERY = 32;

/**
 * A log replayed on demand, for a viewer that moves about in it (a slider over a 2,000-action game,
 * a report naming a step): the state after every CHECKPOINT_EVERY-th action is kept as the replay
 * first passes it, so going to any step applies at most that many actions from the checkpoint
 * before it, where replaying from the start would apply them all. States are immutable and share
 * what they did not change, so a checkpoint is a reference, not a copy.
 */
export class ReplayCursor<C extends CoreCompiled = CoreCompiled, S extends CoreState = CoreState> {
  private readonly module: RulesModule<C, S>;
  /** checkpoints[k]: the state after k × CHECKPOINT_EVERY actions. */
  private readonly checkpoints: S[];
  /** The first action the engine refuses, once the replay has reached it. */
  private stop?: { step: number } & Refusal;

  constructor(
    readonly compiled: C,
    seed: string,
    readonly log: readonly Action[],
  ) {
    this.module = moduleOf<C, S>(compiled);
    this.checkpoints = [this.module.initialState(compiled, seed)];
  }

  /**
   * The state after `step` actions of the log (0: the start). A log that stops replaying (an action
   * refused) gives the state before the refused action, with the refusal, for every step past it.
   */
  at(step: number): { state: S; step: number; error?: { step: number } & Refusal } {
    const target = Math.max(0, Math.min(Math.floor(step), this.log.length, this.stop?.step ?? Infinity));
    const k = Math.min(Math.floor(target / CHECKPOINT_EVERY), this.checkpoints.length - 1);
    let state = this.checkpoints[k]!;
    for (let i = k * CHECKPOINT_EVERY; i < target; i++) {
      const r = this.module.apply(this.compiled, state, this.log[i]!);
      if (!r.ok) {
        this.stop = { step: i, ...r.error };
        return { state, step: i, error: this.stop };
      }
      state = r.state;
      if ((i + 1) % CHECKPOINT_EVERY === 0 && (i + 1) / CHECKPOINT_EVERY === this.checkpoints.length) this.checkpoints.push(state);
    }
    return { state, step: target, ...(this.stop && step > this.stop.step ? { error: this.stop } : {}) };
  }
}
