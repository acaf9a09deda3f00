import { freeId, slug } from './freeId';
import type { OrderOfBattle } from '../../generated/documents';
import { changeTo } from '../changes';
import type { Edit } from './mapCommands';

type Formation = { name: string; level: string; side: string; parent?: string };
export const FORMATION_LEVELS = ['army', 'corps', 'division', 'brigade', 'group', 'regiment', 'battalion', 'other'] as const;

const formationsOf = (oob: OrderOfBattle) => (oob.formations ?? {}) as Record<string, Formation>;

/** A fresh formation id from a name ("2. Panzer" → "2-panzer"), unique among the formations. */
function formationId(oob: OrderOfBattle, name: string): string {
  return freeId(slug(name, false) || 'formation', (id) => !!formationsOf(oob)[id]);
}

/**
 * A new formation (army, corps, division …) of a side, named, under a parent of the same side or at
 * the top level. Refused, with the reason, for an empty name, an unknown side, level or parent.
 */
export function newFormation(oob: OrderOfBattle, name: string, level: string, side: string, parent?: string): (Edit & { id: string }) | { error: string } {
  const n = name.trim();
  if (!n) return { error: "type the new formation's name first" };
  if (!FORMATION_LEVELS.includes(level as never)) return { error: `"${level}" is not a formation level (${FORMATION_LEVELS.join(', ')})` };
  if (!oob.sides?.[side as never]) return { error: `no side ${side} in this order of battle` };
  const p = parent ? formationsOf(oob)[parent] : undefined;
  if (parent && !p) return { error: `no formation ${parent}` };
  if (p && p.side !== side) return { error: `${p.name} is a ${p.side} formation; a ${side} formation cannot go under it` };
  const id = formationId(oob, n);
  return { id, label: `New ${level} ${n}${p ? ` under ${p.name}` : ''}`, changes: [changeTo(oob, ['formations', id], { name: n, level, side, ...(parent ? { parent } : {}) })] };
}

/** Renames a formation (its id, which units and setups name, stays). */
export function renameFormation(oob: OrderOfBattle, id: string, name: string): Edit | { error: string } {
  const f = formationsOf(oob)[id];
  if (!f) return { error: `no formation ${id}` };
  const n = name.trim();
  if (!n) return { error: 'a formation needs a name' };
  if (n === f.name) return { error: `${f.name} is already its name` };
  return { label: `Rename ${f.name} to ${n}`, changes: [changeTo(oob, ['formations', id, 'name'], n)] };
}

/** Deletes a formation no unit or formation belongs to; refused, saying what still uses it, otherwise. */
export function deleteFormation(oob: OrderOfBattle, id: string): Edit | { error: string } {
  const f = formationsOf(oob)[id];
  if (!f) return { error: `no formation ${id}` };
  const units = Object.values(oob.units).filter((u) => u.formation === id).length;
  const subs = Object.values(formationsOf(oob)).filter((x) => x.parent === id).length;
  if (units || subs) return { error: `${f.name} still has ${[units ? `${units} unit${units === 1 ? '' : 's'}` : '', subs ? `${subs} formation${subs === 1 ? '' : 's'}` : ''].filter(Boolean).join(' and ')}: move them out first` };
  return { label: `Delete formation ${f.name}`, changes: [changeTo(oob, ['formations', id], undefined)] };
}
