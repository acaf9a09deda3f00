/**
 * A recorded game's fingerprints: the hash of its state every DIGEST_EVERY actions and after its
 * last. A playtest document keeps them, so a replay can tell where the game stops being the one
 * recorded (the rules, the data or the engine changed since), not only where an action stops
 * being legal.
 */
import stableStringify from 'fast-json-stable-stringify';
import type { CoreState } from './module';
import type { Refusal } from './types';

export const DIGEST_EVERY = 64;

/**
 * A hash of a JSON state (64-bit FNV-1a over its canonical JSON, object keys sorted, in hex): equal
 * for equal states whatever order their keys were built in. The canonical text is fast-json-stable-stringify's.
 */
export function stateHash(state: unknown): string {
  const text = stableStringify(state) ?? 'undefined';
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193 ^ 0x9e3779b9;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 0x01000193) >>> 0;
    h2 = Math.imul(h2 ^ ch, 0x01000193 + 0x100) >>> 0;
  }
  return h1.toString(16).padStart(8, '0') + h2.toString(16).padStart(8, '0');
}

/** The state's hash after `step` actions. */
export interface StateDigest {
  readonly step: number;
  readonly state: string;
}

/** Whether a game of `length` actions keeps a digest after `step` of them: every DIGEST_EVERY, and the last. */
export const digestAt = (step: number, length: number) => step > 0 && (step % DIGEST_EVERY === 0 || step === length);

/** The digests of a game of `length` actions, from its states (the state after `step` actions). */
export function digestsOf(length: number, stateAt: (step: number) => CoreState): StateDigest[] {
  const out: StateDigest[] = [];
  for (let step = 1; step <= length; step++) if (digestAt(step, length)) out.push({ step, state: stateHash(stateAt(step)) });
  return out;
}

/**
 * Takes a game's digests as its states go by, when its length is not known yet (a game being played
 * or replayed): `see` each state after each action, then `last` with the state it ended in.
 */
export function digestTaker(): { see(step: number, state: CoreState): void; last(step: number, state: CoreState): StateDigest[] } {
  const out: StateDigest[] = [];
  return {
    see: (step, state) => void (digestAt(step, Infinity) && out.push({ step, state: stateHash(state) })),
    last: (step, state) => (step > 0 && !digestAt(step, Infinity) && out.push({ step, state: stateHash(state) }), out),
  };
}

/**
 * How a recorded log replays against its digests: the first action refused, and the first digest
 * the replayed game does not match (`index` into the digests, with the last step that still
 * matched, 0 for the start). Digests past a refused action are not judged.
 */
export interface ReplayCheck {
  readonly error?: { step: number } & Refusal;
  readonly drift?: { readonly index: number; readonly step: number; readonly matched: number };
}

/** Judges each state of a replay against the digests recorded for its step (a visitor for `replay`): `drift()` is the first it misses. */
export function driftJudge(digests: readonly StateDigest[]): { see(step: number, state: CoreState): void; drift(): ReplayCheck['drift'] } {
  const at = new Map(digests.map((d, i) => [d.step, i]));
  let drift: ReplayCheck['drift'];
  let matched = 0;
  return {
    see(step, state) {
      const k = drift ? undefined : at.get(step);
      if (k === undefined) return;
      if (stateHash(state) === digests[k]!.state) matched = step;
      else drift = { index: k, step, matched };
    },
    drift: () => drift,
  };
}
