import type { Action, GameEvent, Refusal } from '../../core/types';
import { nodeName, occupancy, unitName } from './board';
import { enemyOf, type AreaCompiled } from './compile';
import { advanceBattle, assign, battleChoice, openBattle } from './battle';
import type { AreaState } from './types';

/** A battle the phasing player may (or must) fight, with the units that must and may attack. */
export interface BattleOption {
  readonly area: string;
  readonly must: readonly string[];
  readonly may: readonly string[];
}

/**
 * The battles of this impulse (9.1): where units entered enemy areas they must attack (8.23, 9.12);
 * where units that have not moved or fought this turn share an area with the enemy they may (9.13);
 * never in a zone (9.17).
 */
export function battleOptions(c: AreaCompiled, s: AreaState): BattleOption[] {
  const enemy = enemyOf(c, s.side);
  const out: BattleOption[] = [];
  for (const [node, here] of occupancy(c, s)) {
    if (here.size < 2 || c.graph.kind[c.graph.index.get(node)!] !== 'area' || s.fought.includes(node)) continue;
    const mine = here.get(s.side) ?? [];
    const must = mine.filter((id) => s.units[id]!.mustAttack);
    const may = mine.filter((id) => !s.units[id]!.mustAttack && !s.units[id]!.spent && s.units[id]!.movedIn < 0);
    if ((must.length || may.length) && here.get(enemy)?.length) out.push({ area: node, must, may });
  }
  return out;
}

/** 9.3: a battle in an area with the attackers named (all that must attack, and any that may). */
export function fight(c: AreaCompiled, s: AreaState, a: Action, events: GameEvent[]): AreaState | Refusal {
  const option = battleOptions(c, s).find((o) => o.area === a.target);
  if (!option) return { reason: `there is no battle to fight in ${a.target ? nodeName(c, a.target) : 'that area'}: attack where your units entered enemy areas, or where units that have not moved share an area with the enemy`, rule: '9.1, 9.13' };
  const attackers = a.units?.length ? [...a.units] : [...option.must, ...option.may];
  const missing = option.must.filter((id) => !attackers.includes(id));
  if (missing.length) return { reason: `${missing.map((id) => unitName(c, id)).join(', ')} entered the area and must attack`, rule: '8.23, 9.12' };
  const stray = attackers.filter((id) => !option.must.includes(id) && !option.may.includes(id));
  if (stray.length) return { reason: `${stray.map((id) => unitName(c, id)).join(', ')} cannot attack here (moved or fought already, or elsewhere)`, rule: '8.25, 9.11' };
  if (!attackers.length) return { reason: 'name the attacking units', rule: '9.3' };
  return openBattle(c, s, option.area, attackers, events);
}

/** The firing player's choice in a battle: an artillery counter's target (9.46) or a firer's (9.5). */
export function chooseTarget(c: AreaCompiled, s: AreaState, a: Action, events: GameEvent[]): AreaState | Refusal {
  if (s.pending?.kind !== 'battle') return { reason: 'no battle is waiting for targets', rule: '9.3' };
  const b = s.pending.battle;
  const choice = battleChoice(c, s, b);
  if (!choice) return { reason: 'nothing to choose now', rule: '9.3' };
  const kind = a.type === 'assignArtillery' ? 'artillery' : 'fire';
  if (kind !== choice.kind) return { reason: choice.kind === 'artillery' ? 'place the artillery counters first' : 'assign fire, firer by firer', rule: '9.46, 9.57' };
  if (kind === 'fire' && a.unit !== choice.firer) return { reason: `${unitName(c, choice.firer!)} chooses its target next: fire is assigned in order of quality`, rule: '9.57' };
  if (!choice.options.includes(a.target ?? '')) return { reason: `${a.target ? unitName(c, a.target) : 'that unit'} is not a target allowed now; the choices are ${choice.options.map((t) => unitName(c, t)).join(', ')}`, rule: kind === 'artillery' ? '9.46' : '9.52–9.57' };
  return advanceBattle(c, assign(s, b, kind, choice.firer, a.target!), events);
}
