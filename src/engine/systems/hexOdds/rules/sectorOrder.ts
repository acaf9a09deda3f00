import type { Compiled } from '../compile';
import type { Draft } from '../draft';
import type { GameState, Refusal } from '../types';
import { memo } from '../../../../shared/memo';
import { movable } from '../actions/movement';
import { movementRange } from './movement';
import { cannotMoveStrategically } from './strategic';
import { overstacked } from './stacking';
import { rollOn } from './tables';
import { restrictions, restrictionsOn } from './turnRules';

type Order = ReturnType<typeof restrictions>[number];

const sectors = new WeakMap<Compiled, Map<string, ReadonlySet<string>>>();

/** The hexes of a map hex set, as a set. */
function sectorOf(c: Compiled, set: string | undefined): ReadonlySet<string> {
  return memo(memo(sectors, c, () => new Map()), set ?? '', () => new Set((c.map.hexSets?.[set ?? '']?.hexes ?? []) as readonly string[]));
}

/** The order that holds a unit this turn (27.8), when its roll bound it. */
function orderOf(c: Compiled, s: GameState, id: string): Order | undefined {
  if (!s.orders?.[id]?.bound) return undefined;
  return restrictions(c, s, 'sectorOrder', c.units.get(id)!.side).find((r) => (r.units as readonly string[] | undefined)?.includes(id));
}

const hexOf = (s: GameState, id: string) => (s.units[id]?.loc as { hex?: string } | undefined)?.hex;

/** Whether the unit can end a move of this phase in the sector (normally, or by strategic movement), where stacking allows. */
function canReach(c: Compiled, s: GameState, id: string, sector: ReadonlySet<string>): boolean {
  const fits = (hex: string) => sector.has(hex) && !overstacked(c, s, hex, id);
  if (movementRange(c, s, id).some((r) => fits(r.hex))) return true;
  return !cannotMoveStrategically(c, s, id) && movementRange(c, s, id, 'strategic').some((r) => fits(r.hex));
}

/**
 * 27.8 (optional): at the start of the side's Movement Phase the units of an order roll on its
 * table once (9Arm/CCB, 16PM): unless the table says `free` they must move into the sector (the
 * map hex set; St-Vith's 4 hexes) and stay there while the order holds (lifted at 17PM). A unit
 * that cannot reach the sector is released, at the roll or at a later Movement Phase of the order.
 */
export function orderRolls(d: Draft, side: string, turn: number): void {
  const c = d.c;
  // Asked by the turn, not a view of the draft: most turns have no order, and a view would make the next change copy every unit.
  for (const r of restrictionsOn(c, turn, 'sectorOrder', side)) {
    const sector = sectorOf(c, r.hexSet);
    const setName = c.map.hexSets?.[r.hexSet ?? '']?.name ?? r.hexSet;
    for (const id of (r.units ?? []) as readonly string[]) {
      const s = d.view();
      const hex = hexOf(s, id);
      if (!hex || !r.table) continue;
      const name = c.units.get(id)?.name ?? id;
      let bound = d.orders?.[id]?.bound;
      if (bound === undefined) {
        const roll = rollOn(c.ruleset, r.table, {}, d.rng);
        d.rng = roll.rng;
        const said = roll.result.effects.find((e) => e.kind === 'outcome');
        bound = !(said?.kind === 'outcome' && said.outcome === 'free');
        d.log({ ...roll.event, text: `${name}: ${roll.event.text}${bound ? ` (it must move into the ${setName})` : ''}`, rule: r.rule });
      } else if (!bound) continue;
      if (bound && !sector.has(hex) && !canReach(c, s, id, sector)) {
        bound = false;
        d.log({ type: 'order', text: `${name} cannot reach the ${setName} this phase: released from its order`, rule: r.rule });
      }
      d.orders = { ...d.orders, [id]: { turn, bound } };
    }
  }
}

/** Why a unit under an order may not end a move (or advance) in this hex: it must go into, or stay in, its sector (27.8). */
export function orderRefusal(c: Compiled, s: GameState, id: string, to: string): Refusal | undefined {
  const r = orderOf(c, s, id);
  if (!r || sectorOf(c, r.hexSet).has(to)) return undefined;
  const inside = sectorOf(c, r.hexSet).has(hexOf(s, id) ?? '');
  const setName = c.map.hexSets?.[r.hexSet ?? '']?.name ?? r.hexSet;
  return { reason: `${c.units.get(id)!.name} ${inside ? 'must stay in' : 'must move into'} the ${setName} (its roll bound it): ${to} is outside`, rule: r.rule };
}

/**
 * Why the side's Movement Phase may not end yet: a unit under an order is still outside its sector,
 * has not moved, and could move into it (27.8: it must).
 */
export function orderUnmet(c: Compiled, s: GameState): Refusal | undefined {
  if (!s.orders) return undefined;
  for (const id of Object.keys(s.orders)) {
    const r = orderOf(c, s, id);
    const hex = hexOf(s, id);
    const u = s.units[id]!;
    // A unit that may not move normally now (Eng, disrupted, out of supply…) is not held to it.
    if (!r || !hex || c.units.get(id)!.side !== s.side || u.moved || u.status !== 'normal' || u.oos || movable(c, s, id)) continue;
    const sector = sectorOf(c, r.hexSet);
    if (sector.has(hex) || !canReach(c, s, id, sector)) continue;
    return { reason: `${c.units.get(id)!.name} must move into the ${c.map.hexSets?.[r.hexSet ?? '']?.name ?? r.hexSet} before the phase ends (its roll bound it)`, rule: r.rule };
  }
  return undefined;
}
