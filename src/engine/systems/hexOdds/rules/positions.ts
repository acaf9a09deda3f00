import type { Compiled } from '../compile';
import type { Draft } from '../draft';
import type { Action, GameState, ImprovedPosition, Refusal } from '../types';
import { occupancy } from './zoc';

/** 15.8: the improved position (built, not under construction) of `side` in a hex, if there is one. */
export function builtPosition(s: GameState, hex: string, side: string): boolean {
  const p = s.positions?.[hex];
  return p !== undefined && p.built && p.side === side;
}

/** 15.8: the hex's terrain lets a position be built (not a village, town, city or the West Wall). */
function buildable(c: Compiled, k: number): boolean {
  return [c.terrain[k]!, ...c.features[k]!].every((t) => c.ruleset.terrainTypes?.[t]?.fortificationAllowed !== false);
}

/**
 * Rule 15.8: why a unit may not start an improved position now. A supplied infantry-type unit, not
 * disrupted and not engaged, that has not moved this Movement Phase, in a hex without a village,
 * town, city or West Wall and without a position of its side already.
 */
export function cannotBuild(c: Compiled, s: GameState, id: string): Refusal | undefined {
  const info = c.units.get(id);
  const u = s.units[id];
  if (!info || !u) return { reason: `unknown unit ${id}` };
  if (info.side !== s.side) return { reason: `${info.name} is not the ${s.side} player's` };
  if (!('hex' in u.loc)) return { reason: `${info.name} is not on the map` };
  if (!info.tags.has('infantryType')) return { reason: `${info.name} is not an infantry-type unit: only infantry builds improved positions`, rule: '15.8' };
  if (u.status !== 'normal') return { reason: `${info.name} is ${u.status}: a disrupted or routed unit builds no improved position`, rule: '18.2' };
  if (u.engaged) return { reason: `${info.name} is engaged (Eng): it builds no improved position`, rule: '15.8' };
  if (u.oos) return { reason: `${info.name} is out of supply: only a supplied unit starts an improved position`, rule: '15.8' };
  const hex = u.loc.hex;
  if (!buildable(c, c.ordinal.get(hex)!)) return { reason: `${hex} has a village, town, city or the West Wall: no improved position is built there`, rule: '15.8' };
  const p = s.positions?.[hex];
  if (p?.side === info.side) return { reason: p.built ? `${hex} has an improved position already` : `an improved position is under construction in ${hex} already: it is finished at the start of your next Movement Phase`, rule: '15.8' };
  if (u.moved || u.mpUsed > 0) return { reason: `${info.name} has moved this phase: the builder stays put the whole Movement Phase`, rule: '15.8' };
  return undefined;
}

/**
 * 15.8: the unit starts an improved position: an IP-under-construction marker on its hex. It stays
 * put this phase and may not attack in the Combat Phase that follows.
 */
export function buildPosition(d: Draft, a: Action): Refusal | undefined {
  const why = cannotBuild(d.c, d.base, a.unit ?? '');
  if (why) return why;
  const info = d.c.units.get(a.unit!)!;
  const hex = (d.base.units[a.unit!]!.loc as { hex: string }).hex;
  d.positions = { ...d.positions, [hex]: { side: info.side, built: false, turn: d.base.turn } };
  d.set(a.unit!, { moved: true, digging: true });
  d.log({ type: 'position', text: `${info.name} starts an improved position in ${hex} (it stays put and does not attack this turn)`, rule: '15.8' });
  return undefined;
}

/** 15.8: a unit that started an improved position this turn may not attack in the Combat Phase after. */
export function diggingRefusal(c: Compiled, s: GameState, id: string): Refusal | undefined {
  return s.units[id]?.digging ? { reason: `${c.units.get(id)!.name} started an improved position this turn: it does not attack`, rule: '15.8' } : undefined;
}

/**
 * 15.8: at the start of the side's Movement Phase its positions under construction since an earlier
 * turn are finished where the hex holds an infantry-type unit of the side, none of its units there
 * is engaged and not all are disrupted (supply no longer matters). A marker whose hex holds none
 * waits for a later phase, when other units may finish it.
 */
export function completePositions(d: Draft, side: string, turn: number): void {
  const s = d.view();
  const occ = occupancy(d.c, s);
  for (const [hex, p] of Object.entries(s.positions ?? {})) {
    if (p.built || p.side !== side || p.turn >= turn) continue;
    const here = occ.get(d.c.ordinal.get(hex)!);
    const units = here?.side === side ? here.units.map((id) => ({ id, u: s.units[id]!, info: d.c.units.get(id)! })) : [];
    if (!units.some((x) => x.info.tags.has('infantryType')) || units.some((x) => x.u.engaged) || units.every((x) => x.u.status !== 'normal')) continue;
    d.positions = { ...d.positions, [hex]: { ...p, built: true } };
    d.log({ type: 'position', text: `The improved position in ${hex} is finished`, rule: '15.8' });
  }
}

/**
 * 15.8: markers whose holders are gone. In combat a position goes as soon as the units of its side
 * that held its hex are eliminated or retreat out of it; at the end of a Movement Phase an empty
 * finished position goes (a marker under construction waits for other units), and any marker in a
 * hex the enemy holds.
 */
export function dropPositions(d: Draft, during: 'combat' | 'movementEnd'): void {
  if (!d.positions) return; // before view(): a view makes the next change copy the units record
  const s = d.view();
  if (!s.positions) return;
  const occ = occupancy(d.c, s);
  const before = during === 'combat' ? occupancy(d.c, d.base) : undefined;
  let kept: Record<string, ImprovedPosition> | undefined;
  for (const [hex, p] of Object.entries(s.positions)) {
    const k = d.c.ordinal.get(hex)!;
    const here = occ.get(k);
    const emptied = before ? before.get(k)?.side === p.side : p.built;
    if (here ? here.side === p.side : !emptied) continue;
    kept ??= { ...s.positions };
    delete kept[hex];
    d.log({ type: 'position', text: `The improved position${p.built ? '' : ' under construction'} in ${hex} is removed: ${here ? 'the enemy holds the hex' : 'its defenders are gone'}`, rule: '15.8' });
  }
  if (kept) d.positions = Object.keys(kept).length ? kept : undefined;
}
