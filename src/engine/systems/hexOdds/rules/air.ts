import type { Compiled } from '../compile';
import type { Draft } from '../draft';
import type { GameState, Refusal } from '../types';
import { rollOn } from './tables';

/** 15.6: the side whose ground-support markers the air table gives (the Allies). */
const AIR_SIDE = 'allied';
/** The ruleset's table of ground-support markers (d6 halved, rounded up). */
export const AIR_TABLE = 'airMarkers';

/** Clear weather by day (28.2): the only turns with air support (15.6). */
function flying(c: Compiled, turn: number): boolean {
  const t = c.ruleset.calendar.turns[c.turnOrder[turn]!];
  return t?.weather === 'clear' && t.part !== 'night';
}

/**
 * Rule 15.6: at the start of the Allied Movement Phase of a clear day turn the Allies roll for their
 * ground-support markers for this turn (d6 halved, rounded up); markers never carry over.
 */
export function rollAirMarkers(d: Draft, side: string, turn: number): void {
  if (side !== AIR_SIDE || !flying(d.c, turn) || !d.c.ruleset.tables[AIR_TABLE]) return;
  const r = rollOn(d.c.ruleset, AIR_TABLE, {}, d.rng);
  d.rng = r.rng;
  const markers = r.result.effects.reduce((n, e) => n + (e.kind === 'points' ? e.amount : 0), 0);
  d.air = { turn, markers };
  d.log({ ...r.event, text: `Allied air: ${r.event.text}: ${markers} ground-support marker${markers === 1 ? '' : 's'} this turn` });
}

/** 15.6: why an attack may not have air support now: one marker a combat, while the turn's last. */
export function airRefusal(c: Compiled, s: GameState): Refusal | undefined {
  if (s.side !== AIR_SIDE) return { reason: 'only the Allies have ground-support air markers', rule: '15.6' };
  if (!flying(c, s.turn)) return { reason: 'no air support: it flies only by day in clear weather (from 23AM)', rule: '15.6' };
  if (!s.air || s.air.turn !== s.turn || s.air.markers < 1) return { reason: 'no ground-support marker is left this turn', rule: '15.6' };
  return undefined;
}

/** 15.6: the attack spends one marker as it is resolved. */
export function spendAirMarker(d: Draft): void {
  if (d.air) d.air = { ...d.air, markers: d.air.markers - 1 };
}
