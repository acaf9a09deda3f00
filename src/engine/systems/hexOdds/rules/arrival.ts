import type { Compiled } from '../compile';
import type { Draft } from '../draft';
import type { GameState, Refusal } from '../types';
import { enemyView } from './zoc';
import { rollOn } from './tables';

export type Group = Compiled['docs']['scenario']['reinforcements'][string];

/** The features that rule a hex out of an airdrop (27.2). */
const BUILT_UP = new Set(['village', 'town', 'city']);

/**
 * The hexes of a special placement, as the game stands. 13.2: US engineers arrive in any town or
 * city hex not held by the enemy (its control or a unit) and not in an enemy ZOC. 27.2: von der
 * Heydte drops on a Clear or Light Woods hex with no village, town or city, no enemy unit and no
 * enemy ZOC.
 */
export function specialEntryHexes(c: Compiled, s: GameState, special: string, side: string): string[] {
  const { occ, enemyZoc } = enemyView(c, s, side);
  const free = (k: number) => !enemyZoc[k] && (occ.get(k)?.side ?? side) === side;
  if (special === 'anyTownOrCity') return c.ids.filter((h, k) => c.features[k]!.some((f) => f === 'town' || f === 'city') && (s.control[h] ?? side) === side && free(k));
  if (special === 'airdrop') return c.ids.filter((_, k) => (c.terrain[k] === 'clear' || c.terrain[k] === 'lightWoods') && !c.features[k]!.some((f) => BUILT_UP.has(f)) && free(k));
  return [];
}

/** The group's arrival terms, when it has any the engine keeps track of after the unit arrives. */
function limits(group: Group): boolean {
  const a = group.arrives;
  return a?.maxHexes !== undefined || !!a?.mayOverstack || !!a?.onePerHex;
}

/** What a unit keeps of its arrival this turn: its group, when the group has terms that outlast the arrival. */
export function arrivalRecord(c: Compiled, s: GameState, group: string): { turn: number; group: string } | undefined {
  return limits(c.docs.scenario.reinforcements[group]!) ? { turn: s.turn, group } : undefined;
}

/** The group a unit arrived by this turn, when its terms still hold. */
export function arrivedBy(c: Compiled, s: GameState, id: string): Group | undefined {
  const a = s.units[id]?.arrival;
  return a && a.turn === s.turn ? c.docs.scenario.reinforcements[a.group] : undefined;
}

/** 13.2: a unit of a group that may overstack is not counted for stacking on its arrival turn. */
export function stackingExempt(c: Compiled, s: GameState, id: string): boolean {
  return !!arrivedBy(c, s, id)?.arrives?.mayOverstack;
}

/** 13.2: one unit of such a group a hex: why `hex` is taken. */
export function onePerHex(c: Compiled, s: GameState, group: string, hex: string, units: readonly string[]): Refusal | undefined {
  const g = c.docs.scenario.reinforcements[group]!;
  if (!g.arrives?.onePerHex) return undefined;
  const there = units.find((x) => s.units[x]?.arrival?.group === group && s.units[x]!.arrival!.turn === s.turn);
  return there ? { reason: `${c.units.get(there)!.name} arrived at ${hex} this turn: one unit of the group a hex`, rule: g.rule ?? '13.2' } : undefined;
}

/**
 * The group's roll as a unit arrives (27.2: von der Heydte's airdrop): an outcome changes nothing,
 * a step loss flips the unit (or eliminates a 1-step one), elimination removes it.
 */
export function arrivalRoll(d: Draft, id: string, group: string): void {
  const table = d.c.docs.scenario.reinforcements[group]!.arrives?.roll;
  if (!table) return;
  const info = d.c.units.get(id)!;
  const r = rollOn(d.c.ruleset, table, {}, d.rng);
  d.rng = r.rng;
  d.log({ ...r.event, text: `${info.name}: ${r.event.text}` });
  for (const e of r.result.effects) {
    const steps = d.unit(id).steps;
    const lost = e.kind === 'stepLoss' ? (e.steps ?? 1) : e.kind === 'flag' && e.flag === 'eliminated' ? steps : 0;
    if (!lost) continue;
    const left = steps - lost;
    d.set(id, left > 0 ? { steps: left } : { loc: { eliminated: true }, steps: 0 });
    d.log({ type: left > 0 ? 'stepLost' : 'eliminated', text: left > 0 ? `${info.name} loses a step on arrival` : `${info.name} is eliminated on arrival`, rule: r.event.rule, data: { unit: id } });
  }
}
