import { compareText } from '../../../../shared/order';
import type { Compiled } from '../compile';
import type { Draft } from '../draft';
import type { Action, GameState, Refusal } from '../types';
import { boxEntryHexes } from '../actions/boxes';
import { entryHexes } from '../actions/enter';
import { faceOf } from './movement';
import { unreleased } from './release';
import { occupancy } from './zoc';

/** 13.4: the total defense that blocks an enemy unit on an entry hex (6). */
const need = (c: Compiled) => c.ruleset.values?.blockingDefense?.value ?? 6;

/** The off-map box (the sector) an entry hex belongs to, by its entry letter. */
export function sectorOf(c: Compiled, hex: string): string | undefined {
  for (const e of Object.values(c.map.entries ?? {})) if ((e.hexes as string[]).includes(hex) && e.offMapBox) return e.offMapBox as string;
  return undefined;
}

/** The defense a blocker brings (13.4: artillery its bracketed DF). */
const defenseOf = (c: Compiled, s: GameState, id: string) => faceOf(c.units.get(id)!, s.units[id]!.steps).defense ?? 0;

/** The defense of the units blocking the enemy on `hex` now: off the map, bound to it. */
function blockingDefense(c: Compiled, s: GameState, hex: string): number {
  let total = 0;
  for (const [id, u] of Object.entries(s.units)) if (u.blocking === hex && 'box' in u.loc) total += defenseOf(c, s, id);
  return total;
}

/**
 * 13.4: how an entry hex stands for the side: the enemy is not on it (clear), holds it with the
 * side's blockers bringing less than the defense needed (open), or is blocked.
 */
export function entryState(c: Compiled, s: GameState, hex: string, side: string): 'clear' | 'open' | 'blocked' {
  const here = occupancy(c, s).get(c.ordinal.get(hex)!);
  if (!here || here.side === side) return 'clear';
  return blockingDefense(c, s, hex) < need(c) ? 'open' : 'blocked';
}

/**
 * Rule 13.4: while an enemy unit sits on an entry hex of a sector (the entry hexes of one off-map
 * box) and is not blocked, no unit of the side enters the map anywhere in that sector.
 */
export function sectorRefusal(c: Compiled, s: GameState, side: string, hex: string): Refusal | undefined {
  const box = sectorOf(c, hex);
  if (!box) return undefined;
  const held = boxEntryHexes(c, box).find((h) => h !== hex && entryState(c, s, h, side) === 'open');
  return held ? { reason: `the enemy holds entry hex ${held} of the ${c.map.offMapBoxes?.[box]?.name ?? box} sector and is not blocked: nothing enters the sector until units with a defense of ${need(c)} block it from off the map`, rule: '13.4' } : undefined;
}

/** 13.4: a unit that blocks an entry hex the enemy still holds stays off the map. */
export function blockingRefusal(c: Compiled, s: GameState, id: string): Refusal | undefined {
  const hex = s.units[id]?.blocking;
  if (!hex) return undefined;
  const here = occupancy(c, s).get(c.ordinal.get(hex)!);
  return here && here.side !== c.units.get(id)!.side ? { reason: `${c.units.get(id)!.name} blocks the enemy on ${hex}: it stays off the map until the hex is vacated`, rule: '13.4' } : undefined;
}

/** 13.4: the units that may block the enemy on `hex`: reinforcements able to enter there this turn, units in its sector's box. */
export function eligibleBlockers(c: Compiled, s: GameState, hex: string): string[] {
  const box = sectorOf(c, hex);
  return Object.entries(s.units).filter(([id, u]) => {
    if (c.units.get(id)!.side !== s.side || u.blocking || u.moved) return false;
    if ('box' in u.loc) return u.loc.box === box;
    if (!('arriving' in u.loc)) return false;
    const group = c.docs.scenario.reinforcements[u.loc.arriving]!;
    return c.turnOrder.indexOf(group.turn) <= s.turn && !unreleased(c, s, u.loc.arriving) && entryHexes(c, s, u.loc.arriving).includes(hex);
  }).map(([id]) => id);
}

/** The engine's pick of blockers for a hex: the strongest eligible first, until the defense (counting `from`) is met; undefined when it cannot be. */
function pickBlockers(c: Compiled, s: GameState, hex: string, from: number): string[] | undefined {
  const pick: string[] = [];
  let total = from;
  for (const id of eligibleBlockers(c, s, hex).sort((x, y) => defenseOf(c, s, y) - defenseOf(c, s, x) || compareText(x, y))) {
    if (total >= need(c)) break;
    pick.push(id);
    total += defenseOf(c, s, id);
  }
  return total >= need(c) ? pick : undefined;
}

/**
 * The entry hexes the enemy holds unblocked, each with the engine's pick of blockers (the strongest
 * first, until the defense is met); and those blocked already, with the pick of other units that
 * could relieve the blockers (`relieve`).
 */
export function blocks(c: Compiled, s: GameState): { target: string; units: string[]; relieve?: true }[] {
  const out: { target: string; units: string[]; relieve?: true }[] = [];
  for (const [box, b] of Object.entries(c.map.offMapBoxes ?? {})) {
    if (b.side && b.side !== s.side) continue;
    for (const hex of boxEntryHexes(c, box)) {
      const state = entryState(c, s, hex, s.side);
      if (state === 'open') {
        const pick = pickBlockers(c, s, hex, blockingDefense(c, s, hex));
        if (pick) out.push({ target: hex, units: pick });
      } else if (state === 'blocked') {
        const pick = pickBlockers(c, s, hex, 0);
        if (pick) out.push({ target: hex, units: pick, relieve: true });
      }
    }
  }
  return out;
}

/**
 * Rule 13.4: the units go off the map next to the enemy-held entry hex, into its sector's box, and
 * block it. With `choice: "relieve"` they take over from the units blocking it (a defense of 6 on
 * their own), which are then free in the box from the next turn.
 */
export function block(d: Draft, a: Action): Refusal | undefined {
  const c = d.c;
  const s = d.base;
  const hex = a.target;
  const units = a.units ?? [];
  if (!hex || !units.length) return { reason: 'say which units block which entry hex', rule: '13.4' };
  const box = sectorOf(c, hex);
  if (!box) return { reason: `${hex} is not an entry hex with an off-map box`, rule: '13.4' };
  const relieve = a.choice === 'relieve';
  if (entryState(c, s, hex, s.side) !== (relieve ? 'blocked' : 'open')) return { reason: relieve ? `no unit of the side blocks the enemy on ${hex}: there is nobody to relieve` : `the enemy does not hold ${hex}, or it is blocked already (other units may relieve the blockers)`, rule: '13.4' };
  const eligible = new Set(eligibleBlockers(c, s, hex));
  const bad = units.find((id) => !eligible.has(id));
  if (bad) return { reason: `${c.units.get(bad)?.name ?? bad} may not block ${hex}: only reinforcements able to enter there this turn, or units in the ${c.map.offMapBoxes?.[box]?.name ?? box} not blocking already`, rule: '13.4' };
  const total = units.reduce((n, id) => n + defenseOf(c, s, id), relieve ? 0 : blockingDefense(c, s, hex));
  if (total < need(c)) return { reason: `a defense of ${total} does not block ${hex}: it takes ${need(c)}${relieve ? ' from the relieving units alone' : ''}`, rule: '13.4' };
  // The relieved blockers are free: they stay in the sector's box and enter from a later turn.
  const relieved = relieve ? Object.entries(s.units).filter(([, u]) => u.blocking === hex && 'box' in u.loc).map(([id]) => id) : [];
  for (const id of relieved) d.set(id, { loc: { box, since: s.turn }, blocking: undefined });
  for (const id of units) d.set(id, { loc: { box, since: s.turn }, blocking: hex, moved: true });
  const names = (ids: readonly string[]) => ids.map((id) => c.units.get(id)!.name).join(', ');
  d.log({ type: 'block', text: relieve ? `${names(units)} relieve ${names(relieved)} blocking the enemy on ${hex} (defense ${total}); the relieved units are free in the ${c.map.offMapBoxes?.[box]?.name ?? box} from the next turn` : `${names(units)} block the enemy on ${hex} from off the map (defense ${total}): the ${c.map.offMapBoxes?.[box]?.name ?? box} sector is open again`, rule: '13.4' });
  return undefined;
}
