import type { Action, GameEvent, Refusal } from '../../core/types';
import { nodeName } from './board';
import type { AreaCompiled } from './compile';
import type { AreaState } from './types';

/** The three effects of the German Special Forces, each once a game (14.21–14.24). */
export const SF_EFFECTS = ['moveRestrict', 'demoInterfere', 'confusion'] as const;
export type SfEffect = (typeof SF_EFFECTS)[number];

const EFFECT_NAMES: Record<SfEffect, string> = { moveRestrict: 'movement restriction', demoInterfere: 'demolition interference', confusion: 'battlefield confusion' };

/** The Special Forces in play, when any (its area, effect, and the segment after which it goes, 14.3). */
export const activeSf = (s: AreaState): AreaState['specialForces'] => s.specialForces;

/** Whether the Special Forces' effect of a kind applies in an area now. */
export const sfIn = (s: AreaState, area: string, effect: SfEffect): boolean => s.specialForces?.area === area && s.specialForces.effect === effect;

/**
 * Why the Special Forces may not be used now with this effect in this area (14.11–14.23), or
 * undefined: the scenario allows them; German movement on Dec 17–19, once a turn; each effect once
 * a game; an area, not a zone, that is not a printed VP area; the movement restriction not in a
 * turn's third impulse.
 */
export function cannotUseSf(c: AreaCompiled, s: AreaState, area: string, effect: string): Refusal | undefined {
  if (!c.scenario.options?.specialForces?.enabled) return { reason: 'this scenario has no Special Forces', rule: 'scenario' };
  const seg = c.segments[s.seg]!;
  const number = c.ruleset.calendar.turns[seg.turnId]?.number ?? 0;
  if (s.side !== c.sides[0] || seg.side !== s.side || s.phaseId !== 'movement') return { reason: 'the Special Forces are placed in German movement', rule: '14.12' };
  if (number < c.values.specialForcesFirstTurn || number > c.values.specialForcesLastTurn) return { reason: 'the Special Forces act on Dec 17, 18 and 19 only', rule: '14.11' };
  if (s.sfTurns.includes(seg.turnId)) return { reason: 'one use a turn; this turn has had it', rule: '14.11' };
  if (!(SF_EFFECTS as readonly string[]).includes(effect)) return { reason: `choose one of ${SF_EFFECTS.join(', ')}`, rule: '14.21' };
  if (s.sfUsed.includes(effect)) return { reason: `the ${EFFECT_NAMES[effect as SfEffect]} has been used already (each effect once a game)`, rule: '14.21' };
  if (effect === 'moveRestrict' && seg.n === 3) return { reason: 'the movement restriction cannot be chosen in the third impulse', rule: '14.22' };
  const a = c.map.areas[area];
  if (!a || !c.inPlay[c.graph.index.get(area)!]) return { reason: 'place them in an area of the map, not a zone', rule: '14.12' };
  if (a.vp) return { reason: `${nodeName(c, area)} is a VP area`, rule: '14.12' };
  return undefined;
}

/** 14.12: the German player places the Special Forces; they leave at the end of the next Allied impulse (14.3). */
export function useSpecialForces(c: AreaCompiled, s: AreaState, a: Action, events: GameEvent[]): AreaState | Refusal {
  const why = cannotUseSf(c, s, a.target ?? '', a.choice ?? '');
  if (why) return why;
  const until = c.segments.findIndex((g, i) => i > s.seg && g.side !== c.sides[0]);
  events.push({ type: 'specialForces', text: `German Special Forces in ${nodeName(c, a.target!)}: ${EFFECT_NAMES[a.choice as SfEffect]}`, rule: '14' });
  return { ...s, specialForces: { area: a.target!, effect: a.choice as SfEffect, until }, sfUsed: [...s.sfUsed, a.choice!], sfTurns: [...s.sfTurns, c.segments[s.seg]!.turnId] };
}

/** The areas and effects the German player may choose now (for legal actions). */
export function sfOptions(c: AreaCompiled, s: AreaState): Action[] {
  if (!c.scenario.options?.specialForces?.enabled || s.specialForces) return [];
  const out: Action[] = [];
  for (const effect of SF_EFFECTS)
    for (const area of Object.keys(c.map.areas)) if (!cannotUseSf(c, s, area, effect)) out.push({ type: 'useSpecialForces', side: s.side, target: area, choice: effect });
  return out;
}
