/** Thrown when a condition the code relies on does not hold: a bug, never bad user input. */
export class InvariantError extends Error {
  override name = 'InvariantError';
}

/** Asserts a condition the program relies on; user input is reported as Problems instead. */
export function invariant(condition: unknown, message: string): asserts condition {
  if (!condition) throw new InvariantError(message);
}
