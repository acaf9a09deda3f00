import type { Condition } from '../../generated/documents';

/** The facts a rules procedure computed for one situation (a combat, a roll). */
export type Facts = Readonly<Record<string, boolean | number | string | undefined>>;

/** Evaluates a ruleset condition over facts; an unknown fact is false (validation reports undeclared ones). */
export function holds(cond: Condition | undefined, facts: Facts): boolean {
  if (!cond) return true;
  if (cond.all) return cond.all.every((c) => holds(c, facts));
  if (cond.any) return cond.any.some((c) => holds(c, facts));
  if (cond.not) return !holds(cond.not, facts);
  if (cond.fact === undefined) return true;
  const v = facts[cond.fact];
  const other = cond.compareTo !== undefined ? facts[cond.compareTo] : cond.value;
  switch (cond.op) {
    case undefined:
      return cond.value === undefined && cond.compareTo === undefined ? !!v : v === other;
    case 'eq':
      return v === other;
    case 'ne':
      return v !== other;
    case 'lt':
      return (v as number) < (other as number);
    case 'le':
      return (v as number) <= (other as number);
    case 'gt':
      return (v as number) > (other as number);
    case 'ge':
      return (v as number) >= (other as number);
    case 'in':
      return Array.isArray(other) && other.includes(v as never);
    case 'notIn':
      return Array.isArray(other) && !other.includes(v as never);
  }
}
