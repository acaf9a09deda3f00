/** Thrown when a state breaks a rule the engine must never break: a bug in a rules procedure. */
export class InvariantViolation extends Error {
  override name = 'InvariantViolation';
}

/** Whether invariants are checked after every action: in development and tests, not in a production build. */
export const CHECK_INVARIANTS = typeof process !== 'undefined' ? process.env.NODE_ENV !== 'production' : import.meta.env?.DEV === true;
