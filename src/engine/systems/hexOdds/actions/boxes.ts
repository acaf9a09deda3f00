import type { Compiled } from '../compile';
import type { Draft } from '../draft';
import type { Action, GameState, Refusal } from '../types';
import { blockingRefusal } from '../rules/blocking';

/** The off-map boxes connected to a reinforcement group's entry letters (13.1). */
export function boxesOfGroup(c: Compiled, group: string): string[] {
  const letters = c.docs.scenario.reinforcements[group]?.entry?.letters ?? [];
  return [...new Set(letters.flatMap((l) => (c.map.entries?.[l]?.offMapBox ? [c.map.entries[l]!.offMapBox as string] : [])))];
}

/** The entry hexes connected to an off-map box (11.9): its entry letters' hexes. */
export function boxEntryHexes(c: Compiled, box: string): string[] {
  return (c.map.offMapBoxes?.[box]?.entries ?? []).flatMap((l) => (c.map.entries?.[l]?.hexes as string[] | undefined) ?? []);
}

/**
 * Rules 13.1 and 11.9: instead of entering the map, an Allied reinforcement may be placed in the
 * off-map box connected to its entry hex; a unit in a box may, in a later turn, move to an adjacent
 * box and end its turn there (or enter by an entry hex of its box). German units never use boxes.
 */
export function placeInBox(d: Draft, a: Action): Refusal | undefined {
  const c = d.c;
  const s = d.base;
  const u = a.unit ? s.units[a.unit] : undefined;
  const info = a.unit ? c.units.get(a.unit) : undefined;
  if (!u || !info) return { reason: `unknown unit ${a.unit ?? ''}` };
  if (info.side !== s.side) return { reason: `${info.name} is not the ${s.side} player's` };
  const box = a.target ? c.map.offMapBoxes?.[a.target] : undefined;
  if (!box) return { reason: `${a.target ?? 'that'} is not an off-map box of the map` };
  if (box.side && box.side !== info.side) return { reason: `${box.name} is for ${c.ruleset.sides[box.side]?.name ?? box.side} units only`, rule: '11.9' };
  if ('arriving' in u.loc) {
    const group = c.docs.scenario.reinforcements[u.loc.arriving]!;
    if (c.turnOrder.indexOf(group.turn) > s.turn) return { reason: `${info.name} arrives on ${group.turn}`, rule: '13.1' };
    const allowed = boxesOfGroup(c, u.loc.arriving);
    if (!allowed.includes(a.target!)) return { reason: `${info.name} may wait only in the box connected to its entry hexes${allowed.length ? ` (${allowed.join(', ')})` : ' (none)'}`, rule: '13.1' };
    d.set(a.unit!, { loc: { box: a.target!, since: s.turn } });
    d.log({ type: 'box', text: `${info.name} waits in the ${box.name}`, rule: '13.1' });
    return undefined;
  }
  if ('box' in u.loc) {
    if (u.moved) return { reason: `${info.name} has spent this Movement Phase boarding trucks or blocking`, rule: '12.6' };
    const bound = blockingRefusal(c, s, a.unit!);
    if (bound) return bound;
    const from = c.map.offMapBoxes?.[u.loc.box];
    if (u.loc.since >= s.turn) return { reason: `${info.name} came into the ${from?.name ?? u.loc.box} this turn: it moves on next turn`, rule: '11.9' };
    if (!from?.adjacentBoxes?.includes(a.target as never)) return { reason: `the ${box.name} is not next to the ${from?.name ?? u.loc.box}`, rule: '11.9' };
    d.set(a.unit!, { loc: { box: a.target!, since: s.turn } });
    d.log({ type: 'box', text: `${info.name} moves from the ${from.name} to the ${box.name}`, rule: '11.9' });
    return undefined;
  }
  return { reason: `${info.name} is on the map: it reaches a box by leaving the map from a hex on that edge`, rule: '11.9' };
}

/** The boxes a unit may go to now (for legal actions). */
export function boxMoves(c: Compiled, s: GameState, id: string): string[] {
  const u = s.units[id]!;
  if ('arriving' in u.loc) return boxesOfGroup(c, u.loc.arriving);
  if ('box' in u.loc) return (c.map.offMapBoxes?.[u.loc.box]?.adjacentBoxes as string[] | undefined) ?? [];
  return [];
}
