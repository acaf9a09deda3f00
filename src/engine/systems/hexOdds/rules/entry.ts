import type { Compiled } from '../compile';
import type { Action, GameState, Refusal, UnitState } from '../types';
import { allowanceOf, entryCost, type MoveMode } from './movement';
import { smMarkersFree } from './strategic';
import { noStrategic } from './turnRules';
import { enemyView } from './zoc';

/** How a unit comes onto the map at an entry hex: what it has spent, what it carries, whether it stops there. */
export interface Entry {
  readonly patch: Partial<UnitState>;
  readonly mode: MoveMode;
  /** The hex is in an enemy ZOC: the unit stops there (13.1). */
  readonly stops: boolean;
  readonly cost: number;
}

/**
 * Rule 13.1: a reinforcement (or a unit leaving an off-map box, 11.9) enters with its full MA and pays
 * the first hex, at the road rate when a road runs through it; entering an enemy ZOC stops it. It may
 * enter by strategic movement (12.1: a mechanized unit; 12.6: an Allied non-mechanized one already on
 * trucks) with an SM marker free and not into an enemy ZOC, or by extended movement (11.2: not a
 * mechanized unit). `spent` is MP the scenario has it spend before it arrives (31); `bySm` when the
 * scenario brings it by strategic movement.
 */
export function entryTerms(c: Compiled, s: GameState, id: string, hex: string, a: Action, spent: number, bySm: boolean): Entry | Refusal {
  const info = c.units.get(id)!;
  const u = s.units[id]!;
  if (u.moved) return { reason: `${info.name} has spent this Movement Phase boarding trucks: it enters next turn`, rule: '12.6' };
  const asked = a.mode ?? (bySm ? 'strategic' : 'normal');
  if (asked !== 'normal' && asked !== 'strategic' && asked !== 'extended') return { reason: `a unit enters normally, by strategic movement or by extended movement, not by "${asked}"`, rule: '13.1' };
  const mode = asked as MoveMode;
  const k = c.ordinal.get(hex)!;
  const zoc = enemyView(c, s, info.side).enemyZoc[k] === 1;
  let trucks = false;
  if (mode === 'strategic' && !bySm) {
    const surprise = noStrategic(c, s, info.side);
    if (surprise) return surprise;
    trucks = !info.tags.has('mechanized') && !info.tags.has('artillery') && info.side === 'allied';
    // 12.6: a unit in a box boards its trucks there first, for a whole Movement Phase; a reinforcement may arrive on them.
    if (trucks && 'box' in u.loc && !u.trucks) return { reason: `${info.name} boards trucks in the box first (a whole Movement Phase): only reinforcements arrive already on them`, rule: '12.6' };
    if (!info.tags.has('mechanized') && !trucks) return { reason: `${info.name} is not mechanized: it may not enter by strategic movement`, rule: '12.1' };
    const free = u.sm ? undefined : smMarkersFree(c, s, info.side);
    if (free) return free;
  }
  if (mode === 'strategic' && zoc) return { reason: `${hex} is in an enemy ZOC: no strategic movement into it`, rule: '12.2' };
  if (mode === 'extended' && info.tags.has('mechanized')) return { reason: `${info.name} is mechanized: no extended movement (it has strategic movement instead)`, rule: '11.2' };
  const strategic = mode === 'strategic';
  const cost = entryCost(c, s, info, k, strategic);
  if (typeof cost !== 'number') return { reason: `${info.name} cannot enter at ${hex}: ${cost.why}`, rule: cost.rule };
  // The allowance depends on the unit's face and the mode only (12.6: 12 MP on trucks), not on its markers.
  const ma = allowanceOf(c, s, id, mode);
  if (spent + cost > ma) return { reason: `${info.name} needs ${cost} MP to enter at ${hex} and has ${ma - spent}`, rule: '13.1' };
  const patch: Partial<UnitState> = { mpUsed: zoc ? ma : spent + cost, ...(strategic ? { sm: true, ...(trucks ? { trucks: true } : {}) } : {}), ...(mode === 'extended' ? { extended: true } : {}), ...(!strategic && u.trucks ? { sm: false, trucks: false } : {}) };
  return { patch, mode, stops: zoc, cost };
}
