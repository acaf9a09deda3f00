/** The outcome of an operation that can fail in an expected way. */
export type Result<T, E> = { ok: true; value: T } | { ok: false; error: E };

/** A successful result. */
export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

/** A failed result. */
export function err<E>(error: E): { ok: false; error: E } {
  return { ok: false, error };
}
