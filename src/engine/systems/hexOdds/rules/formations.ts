import type { Compiled } from '../compile';

/** Whether a unit's formation is `f` or lies under it (a regiment of a division, a division of an army). */
export function inFormation(c: Compiled, formation: string | undefined, f: string): boolean {
  for (let x = formation, guard = 0; x && guard < 10; x = c.docs.oob.formations?.[x]?.parent, guard++) if (x === f) return true;
  return false;
}

/** The first of a formation and those above it that meets `test`, if any. */
export function formationWhere(c: Compiled, formation: string | undefined, test: (f: string) => boolean): string | undefined {
  for (let x = formation, guard = 0; x && guard < 10; x = c.docs.oob.formations?.[x]?.parent, guard++) if (test(x)) return x;
  return undefined;
}

/** The formation at `level` a formation is or lies under (a division's army, 22.3), if any. */
export function formationAt(c: Compiled, formation: string | undefined, level: string): string | undefined {
  return formationWhere(c, formation, (x) => c.docs.oob.formations?.[x]?.level === level);
}
