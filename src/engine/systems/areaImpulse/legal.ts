import { compareText } from '../../../shared/order';
import type { Action, Legal, Refusal } from '../../core/types';
import { occupancy, unitsOf } from './board';
import { cannotRepair, demolishers } from './bridges';
import { battleChoice } from './battle';
import { battleOptions } from './combat';
import type { AreaCompiled } from './compile';
import { cannotEntrench } from './entrench';
import { cannotMove, checkPath, netWithout, overLimitOnFirstTurn, reach, staysSupplied } from './movement';
import { placements } from './reinforcements';
import { sfOptions } from './specialForces';
import type { AreaState } from './types';

/**
 * What the deciding player may do now, each a ready-made action (the engine's own pick first where
 * the book gives a choice), and what they may not, with the reason.
 */
export function legalActions(c: AreaCompiled, s: AreaState): Legal {
  const actions: Action[] = [];
  const refused: (Refusal & { type: string; unit?: string })[] = [];
  if (s.ended) return { actions, refused: [{ type: 'any', reason: `the game is over: ${s.ended.reason}` }] };
  const side = s.side;
  const p = s.pending;
  if (p?.kind === 'demolition') {
    for (const unit of demolishers(c, s, p.bridge, side)) actions.push({ type: 'demolish', side, unit, target: p.bridge });
    actions.push({ type: 'declineDemolition', side, target: p.bridge });
    return { actions, refused };
  }
  if (p?.kind === 'battle') {
    const choice = battleChoice(c, s, p.battle);
    for (const target of choice?.options ?? []) actions.push(choice!.kind === 'artillery' ? { type: 'assignArtillery', side, target } : { type: 'assignFire', side, unit: choice!.firer!, target });
    return { actions, refused };
  }
  if (p?.kind === 'overstack') {
    // Weakest first: the engine's pick keeps the most strength.
    const here = unitsOf(occupancy(c, s), p.area, p.side).sort((a, b) => s.units[a]!.sp - s.units[b]!.sp || compareText(a, b));
    for (const unit of here) actions.push({ type: 'removeUnit', side, unit });
    return { actions, refused };
  }
  if (s.phaseId === 'movement') movementActions(c, s, actions, refused);
  if (s.phaseId === 'combat') {
    for (const o of battleOptions(c, s)) {
      // 9.13–9.14: each unit that may attack chooses to; those that entered must (9.12). Every
      // choice is an action, all of them first (the engine's pick).
      for (const joined of subsets(o.may)) if (o.must.length || joined.length) actions.push({ type: 'fight', side, target: o.area, units: [...o.must, ...joined] });
      if (o.must.length) refused.push({ type: 'endPhase', reason: 'units that entered an enemy area must attack there first', rule: '9.12' });
    }
  }
  if (s.phaseId === 'bridgeRepair') {
    for (const [id, u] of Object.entries(s.units)) {
      if (c.units.get(id)!.side !== side || !c.units.get(id)!.engineer || !('at' in u.loc)) continue;
      for (const bridge of s.blown) {
        if (!c.map.connections[bridge]?.between.includes(u.loc.at)) continue;
        const why = cannotRepair(c, s, id, bridge);
        if (why) refused.push({ type: 'repairBridge', unit: id, ...why });
        else actions.push({ type: 'repairBridge', side, unit: id, target: bridge });
      }
    }
  }
  if (!refused.some((r) => r.type === 'endPhase')) actions.push({ type: 'endPhase', side });
  return { actions, refused };
}

/** Every subset of a few units, the whole set first (a side has at most a few units in an area: 7.1). */
function subsets(ids: readonly string[]): string[][] {
  if (ids.length > 6) return [[...ids], []];
  const out: string[][] = [];
  for (let mask = (1 << ids.length) - 1; mask >= 0; mask--) out.push(ids.filter((_, i) => mask & (1 << i)));
  return out;
}

/** Moves (each unit alone and each stack that began the turn together, to every area in reach), entrenching, placing arrivals. */
function movementActions(c: AreaCompiled, s: AreaState, actions: Action[], refused: (Refusal & { type: string; unit?: string })[]): void {
  const side = s.side;
  const occ = occupancy(c, s);
  const stacks = new Map<string, string[]>();
  for (const [id, u] of Object.entries(s.units)) {
    if (c.units.get(id)!.side !== side || !('at' in u.loc)) continue;
    for (const p of placements(c, s, id)) actions.push({ type: 'placeReinforcement', side, unit: id, target: p.zone });
    const why = cannotMove(c, s, id);
    if (why) {
      refused.push({ type: 'move', unit: id, ...why });
      continue;
    }
    const key = `${u.loc.at}|${u.turnStart ?? ''}`;
    stacks.set(key, [...(stacks.get(key) ?? []), id]);
    if (!cannotEntrench(c, s, id)) actions.push({ type: 'entrench', side, unit: id });
  }
  actions.push(...sfOptions(c, s));
  const groups = [...stacks.values()].flatMap((ids) => [...ids.map((id) => [id]), ...(ids.length > 1 ? [ids] : [])]);
  for (const stack of groups) {
    const net = netWithout(c, s, stack);
    for (const r of reach(c, s, stack, occ)) {
      const check = checkPath(c, s, stack, r.path, occ);
      if ('reason' in check || !staysSupplied(c, s, stack, r.to, net) || overLimitOnFirstTurn(c, s, occ, stack, r.to)) continue;
      actions.push(stack.length === 1 ? { type: 'move', side, unit: stack[0]!, path: r.path } : { type: 'move', side, units: stack, path: r.path });
    }
  }
}
