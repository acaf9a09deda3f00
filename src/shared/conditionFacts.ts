import type { Condition } from '../generated/documents';
import { pointer } from './jsonPointer';

/** Calls `visit` with every fact a condition tests and the pointer of that fact. */
export function forEachFact(cond: Condition | undefined, at: string, visit: (fact: string, ptr: string) => void): void {
  if (!cond) return;
  if (cond.fact !== undefined) visit(cond.fact, at + pointer('fact'));
  if (cond.compareTo !== undefined) visit(cond.compareTo, at + pointer('compareTo'));
  cond.all?.forEach((c, i) => forEachFact(c, at + pointer('all', i), visit));
  cond.any?.forEach((c, i) => forEachFact(c, at + pointer('any', i), visit));
  forEachFact(cond.not, at + pointer('not'), visit);
}
