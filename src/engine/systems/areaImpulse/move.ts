import type { Action, GameEvent, Refusal } from '../../core/types';
import { nodeName, occupancy, unitName, whereIs } from './board';
import { enemyOf, type AreaCompiled } from './compile';
import { demolishers } from './bridges';
import { cannotMove, checkPath, overLimitOnFirstTurn, staysSupplied } from './movement';
import { firstTurnOfCalendar } from './sequence';
import type { AreaState, AreaUnitState } from './types';

/** The units an action moves: one unit, or a stack that began the turn together (8.21). */
export function stackOf(c: AreaCompiled, s: AreaState, a: Action): string[] | Refusal {
  const ids = a.units?.length ? [...a.units] : a.unit ? [a.unit] : [];
  if (!ids.length) return { reason: 'name the unit or units to move', rule: '8.21' };
  for (const id of ids) {
    if (!c.units.has(id)) return { reason: `there is no unit "${id}"`, rule: '4' };
    const why = cannotMove(c, s, id);
    if (why) return { reason: `${unitName(c, id)}: ${why.reason}`, rule: why.rule };
  }
  const at = whereIs(s.units[ids[0]!]);
  if (ids.some((id) => whereIs(s.units[id]) !== at)) return { reason: 'a stack moves from one area', rule: '8.21' };
  if (ids.length > 1 && ids.some((id) => s.units[id]!.turnStart !== s.units[ids[0]!]!.turnStart)) return { reason: 'only units that began the turn in the same area move together as a stack', rule: '8.21' };
  return ids;
}

/**
 * Moves a stack along its path (8.2–8.38). Crossing an intact bridge next to an enemy infantry-type
 * unit that may blow it, the move halts at the bridge and the enemy decides (8.41, 10.21): the
 * stack waits there with the MP spent so far.
 */
export function move(c: AreaCompiled, s: AreaState, a: Action, events: GameEvent[]): AreaState | Refusal {
  const stack = stackOf(c, s, a);
  if (!Array.isArray(stack)) return stack;
  const path = [...(a.path ?? (a.target ? [a.target] : []))];
  const occ = occupancy(c, s);
  const whole = checkPath(c, s, stack, path, occ);
  if ('reason' in whole) return whole;
  const dest = path[path.length - 1]!;
  if (!staysSupplied(c, s, stack, dest)) return { reason: `${nodeName(c, dest)} is out of supply for the stack: a unit may not move so that it is out of supply`, rule: '8.28, 13.23' };
  const over = overLimitOnFirstTurn(c, s, occ, stack, dest);
  if (over) return over;
  return walk(c, s, stack, path, events);
}

/** Walks the stack step by step from where it stands, stopping at a bridge the enemy may blow. */
export function walk(c: AreaCompiled, s: AreaState, stack: readonly string[], path: readonly string[], events: GameEvent[]): AreaState {
  const enemy = enemyOf(c, s.side);
  const mayBlow = !(firstTurnOfCalendar(c, c.segments[s.seg]!) && enemy !== c.sides[0]); // 10.26: not the Allies on Dec 16
  for (let i = 0; i < path.length; i++) {
    const from = i === 0 ? whereIs(s.units[stack[0]!])! : path[i - 1]!;
    const e = c.graph.out[c.graph.index.get(from)!]!.find((x) => x.to === c.graph.index.get(path[i]!))!;
    if (mayBlow && e.bridge && !s.blown.includes(e.id) && !s.triedDemolition.includes(e.id) && demolishers(c, s, e.id, enemy).length) {
      const moved = i === 0 ? s : place(c, s, stack, path.slice(0, i), events);
      events.push({ type: 'bridge', text: `${stack.map((id) => unitName(c, id)).join(', ')} reach the bridge ${e.id} at ${nodeName(c, from)}: the ${c.ruleset.sides[enemy]?.name ?? enemy} player may try to blow it`, rule: '8.41, 10.21' });
      return { ...moved, side: enemy, pending: { kind: 'demolition', movers: stack, from, bridge: e.id, rest: path.slice(i), mover: s.side } };
    }
  }
  return place(c, s, stack, path, events);
}

/** Puts the stack at the end of a (checked) path, paying its cost. */
function place(c: AreaCompiled, s: AreaState, stack: readonly string[], path: readonly string[], events: GameEvent[]): AreaState {
  const check = checkPath(c, s, stack, path);
  if ('reason' in check) throw new Error(`a checked path failed: ${check.reason}`);
  const dest = path[path.length - 1]!;
  const last = path.length > 1 ? path[path.length - 2]! : whereIs(s.units[stack[0]!])!;
  const via = c.graph.out[c.graph.index.get(last)!]!.find((x) => x.to === c.graph.index.get(dest))!.id;
  const units: Record<string, AreaUnitState> = { ...s.units };
  for (const id of stack) {
    const u = units[id]!;
    const onFoot = check.onFoot && c.units.get(id)!.movement > c.values.footMp;
    units[id] = { ...u, loc: { at: dest }, mp: u.mp + check.cost, movedIn: s.seg, entrenched: false, via, mustAttack: check.intoEnemy, onFoot: u.onFoot || onFoot };
  }
  events.push({
    type: 'move',
    text: `${stack.map((id) => unitName(c, id)).join(', ')} move${stack.length === 1 ? 's' : ''} ${[last === path[0] ? whereIs(s.units[stack[0]!])! : '', ...path].filter(Boolean).map((n) => nodeName(c, n)).join(' → ')} for ${check.cost} MP${check.intoEnemy ? ': into an enemy area, they must attack' : ''}`,
    rule: check.intoEnemy ? '8.22, 8.23' : '8.3',
  });
  return { ...s, units };
}
