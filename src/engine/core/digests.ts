/**
 * A recorded game's fingerprints: the hash of its state every DIGEST_EVERY actions and after its
 * last. A playtest document keeps them, so a replay can tell where the game stops being the one
 * recorded (the rules, the data or the engine changed since), not only where an action stops
 * being legal.
 */
import stableStringify from 'fast-json-stable-stringify';
import { moduleOf, type CoreCompiled, type CoreState } from './module';
import type { Action, Refusal } from './types';

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

/** The digests of a log, replayed from its seed (up to the first action refused, if one is). */
export function digestsOfLog<C extends CoreCompiled, S extends CoreState>(compiled: C, seed: string, log: readonly Action[]): StateDigest[] {
  const m = moduleOf<C, S>(compiled);
  const out: StateDigest[] = [];
  let state = m.initialState(compiled, seed);
  for (let i = 0; i < log.length; i++) {
    const r = m.apply(compiled, state, log[i]!);
    if (!r.ok) break;
    state = r.state;
    if (digestAt(i + 1, log.length)) out.push({ step: i + 1, state: stateHash(state) });
  }
  return out;
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

export function checkReplay<C extends CoreCompiled, S extends CoreState>(compiled: C, seed: string, log: readonly Action[], digests: readonly StateDigest[] = []): ReplayCheck {
  const m = moduleOf<C, S>(compiled);
  const at = new Map(digests.map((d, i) => [d.step, i]));
  let state = m.initialState(compiled, seed);
  let drift: ReplayCheck['drift'];
  let matched = 0;
  for (let i = 0; i < log.length; i++) {
    const r = m.apply(compiled, state, log[i]!);
    if (!r.ok) return { error: { step: i, ...r.error }, ...(drift ? { drift } : {}) };
    state = r.state;
    const k = drift ? undefined : at.get(i + 1);
    if (k === undefined) continue;
    if (stateHash(state) === digests[k]!.state) matched = i + 1;
    else drift = { index: k, step: i + 1, matched };
  }
  return drift ? { drift } : {};
}
