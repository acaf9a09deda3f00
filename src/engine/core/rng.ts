/**
 * The seeded generator inside the game state (sfc32): its whole state is four 32-bit integers, so a
 * game is JSON and the same seed and log replay byte for byte. The engine draws no other randomness.
 */
export type RngState = [number, number, number, number];

/** Seeds the generator from a string (FNV-1a spread over four words, then warmed up). */
export function seedRng(seed: string): RngState {
  let h = 0x811c9dc5;
  const words: number[] = [];
  for (let w = 0; w < 4; w++) {
    for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 0x01000193);
    h = Math.imul(h ^ (w + 1), 0x01000193);
    words.push(h >>> 0);
  }
  let state = words as RngState;
  for (let i = 0; i < 12; i++) state = nextRaw(state)[1];
  return state;
}

/** The next 32-bit value and the new state (the old state is not changed). */
export function nextRaw(s: RngState): [number, RngState] {
  let [a, b, c, d] = s;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  return [t >>> 0, [a >>> 0, b >>> 0, c >>> 0, d >>> 0]];
}

/** Rolls one die with `sides` faces: 1..sides. */
export function rollDie(s: RngState, sides: number): [number, RngState] {
  const [v, next] = nextRaw(s);
  return [1 + (v % sides), next];
}
