import type { Compiled } from '../compile';
import type { Draft } from '../draft';
import type { GameState, Location, Refusal } from '../types';
import { boxEntryHexes } from '../actions/boxes';
import { entryHexes } from '../actions/enter';
import { entryState, sectorOf } from './blocking';
import { unreleased } from './release';
import { stackRefusal } from './stacking';

/** Whether a unit takes part in a combat from off the map (13.5): it waits in a box or to arrive. */
export const offMap = (s: GameState, id: string): boolean => {
  const loc = s.units[id]?.loc;
  return !!loc && ('box' in loc || 'arriving' in loc);
};

/** Whether a combat's unit, where it is now, is still in it: on the map, or in the off-map box it attacked from (13.5). */
export const inCombat = (loc: Location): boolean => 'hex' in loc || 'box' in loc;

/**
 * Rule 13.5: the units that may attack the enemy on entry hex `target` from off the map: reinforcements
 * able to enter there this turn, the units blocking it, and the free units of its sector's box.
 */
export function offMapAttackers(c: Compiled, s: GameState, target: string): string[] {
  const box = sectorOf(c, target);
  if (!box) return [];
  return Object.entries(s.units)
    .filter(([id, u]) => {
      if (c.units.get(id)!.side !== s.side || u.attacked) return false;
      if ('box' in u.loc) return u.loc.box === box && (!u.blocking || u.blocking === target);
      if (!('arriving' in u.loc)) return false;
      const group = c.docs.scenario.reinforcements[u.loc.arriving]!;
      return c.turnOrder.indexOf(group.turn) <= s.turn && !unreleased(c, s, u.loc.arriving) && entryHexes(c, s, u.loc.arriving).includes(target);
    })
    .map(([id]) => id);
}

/** How many stacks may attack an entry hex from off the map: one per road joining it to off-map (13.5). */
export function offMapStacks(c: Compiled, target: string): number {
  const entry = Object.values(c.map.entries ?? {}).find((e) => (e.hexes as string[]).includes(target));
  return entry?.roadsToOffMap ?? 1;
}

/**
 * Whether `units` fit in `stacks` stacks, each within the stacking limits (8): a small exact search,
 * as off-map attacks bring a few units.
 */
function fitsInStacks(c: Compiled, s: GameState, units: readonly string[], stacks: number): boolean {
  const bins: string[][] = Array.from({ length: stacks }, () => []);
  const place = (i: number): boolean => {
    if (i === units.length) return true;
    for (const bin of bins) {
      bin.push(units[i]!);
      if (!stackRefusal(c, s, bin, 'a stack') && place(i + 1)) return true;
      bin.pop();
      if (!bin.length) break; // empty bins are alike: trying one is enough
    }
    return false;
  };
  return place(0);
}

/**
 * Rule 13.5: why `attackers` (no artillery among them) may not attack entry hex `target` from off
 * the map, or undefined when they may: an entry hex of a sector whose enemy-held entry hexes are all
 * blocked, by eligible units that fit in as many stacks as roads join the hex to off-map.
 */
export function offMapRefusal(c: Compiled, s: GameState, attackers: readonly string[], target: string): Refusal | undefined {
  const box = sectorOf(c, target);
  if (!box) return { reason: `${target} is not an entry hex with an off-map box: units off the map attack only onto an entry hex`, rule: '13.5' };
  const boxName = c.map.offMapBoxes?.[box]?.name ?? box;
  const open = boxEntryHexes(c, box).find((h) => entryState(c, s, h, s.side) === 'open');
  if (open) return { reason: `the enemy on entry hex ${open} of the ${boxName} sector is not blocked: an attack from off the map comes only when every enemy-held entry hex of the sector is`, rule: '13.5' };
  if (entryState(c, s, target, s.side) === 'clear') return { reason: `no enemy holds ${target}`, rule: '13.5' };
  const eligible = new Set(offMapAttackers(c, s, target));
  const bad = attackers.find((id) => !eligible.has(id));
  if (bad) return { reason: `${c.units.get(bad)?.name ?? bad} may not attack ${target} from off the map: only reinforcements able to enter there this turn, its blockers and the free units of the ${boxName}`, rule: '13.5' };
  const stacks = offMapStacks(c, target);
  if (!fitsInStacks(c, s, attackers, stacks)) return { reason: `${stacks} road${stacks > 1 ? 's join' : ' joins'} ${target} to off-map: the attackers must fit in ${stacks} stack${stacks > 1 ? 's' : ''} within the stacking limits`, rule: '13.5' };
  return undefined;
}

/**
 * 13.5: the attackers wait in the sector's box (reinforcements are placed there) and block the hex
 * they attack: if the attack fails they stay as its blockers; if it clears the hex, they may advance
 * into it, and those that do not are back in the box.
 */
export function attackFromBox(d: Draft, attackers: readonly string[], target: string): void {
  const box = sectorOf(d.c, target)!;
  for (const id of attackers) {
    const u = d.unit(id);
    d.set(id, { ...('arriving' in u.loc ? { loc: { box, since: d.base.turn } } : {}), blocking: target });
  }
  d.log({ type: 'combat', text: `${attackers.map((id) => d.c.units.get(id)!.name).join(', ')} attack ${target} from the ${d.c.map.offMapBoxes?.[box]?.name ?? box}`, rule: '13.5' });
}
