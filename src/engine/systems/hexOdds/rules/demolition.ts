import { around, type Compiled } from '../compile';
import type { Draft } from '../draft';
import type { Action, GameState, Refusal } from '../types';
import { arrived } from './markers';
import { bridgeStands } from './movement';
import { enemyView, occupancy } from './zoc';
import { rollOn } from './tables';
import { memo } from '../../../../shared/memo';
import type { FactsOf } from '../../../core/judgedConditions';

/**
 * Rule 7.2–7.7: blowing bridges. In its own Bridge Phase a player may try to blow a bridge with an
 * enemy unit within one hex of it and a friendly unit within one hex of its hexside (7.3); in the
 * enemy's Combat Phase, a bridge the enemy attacks across (7.4, the attack's step 1). One try a
 * bridge a player turn (7.2), none before 17AM (7.7: GT1–2 and the first night; the Ouren roll of
 * 7.8 is not a demolition), none where a river runs through a town (7.7).
 */

/** A bridge hexside's two hexes and the direction from the first, or undefined when there is no bridge there. */
export function bridgeAt(c: Compiled, sid: string | undefined): { k: number; j: number; n: number } | undefined {
  if (sid === undefined) return undefined;
  // Asked of every bridge in every Bridge Phase: each bridge's key is read once. Other keys (an
  // action's hexside that holds no bridge) are not kept, so no input grows the cache.
  const known = memo(places, c, () => new Map<string, BridgePlace>());
  const at = known.get(sid) ?? placeOf(c, sid);
  if (at) known.set(sid, at);
  return at;
}

type BridgePlace = { k: number; j: number; n: number };
const places = new WeakMap<Compiled, Map<string, BridgePlace>>();

function placeOf(c: Compiled, sid: string): BridgePlace | undefined {
  const [hex, dir] = sid.split('/');
  const k = c.ordinal.get(hex ?? '');
  const j = c.dirs.indexOf(dir ?? '');
  if (k === undefined || j < 0) return undefined;
  const n = c.nb[k * 6 + j]!;
  return c.bridge[k * 6 + j] === 1 && n >= 0 ? { k, j, n } : undefined;
}

const bridgeName = (c: Compiled, sid: string) => {
  const name = c.map.hexsides?.[sid]?.bridge?.name;
  return name ? `the ${name} bridge (${sid})` : `the bridge at ${sid}`;
};

/** The key of the player turn under way: the game turn and the phasing side (7.2 counts tries by it). */
const playerTurn = (s: GameState, phasing: string) => `${s.turn}:${phasing}`;

/** The bridges a side has tried to blow this player turn. */
function tried(s: GameState, phasing: string): readonly string[] {
  return s.bridgeTries?.turn === playerTurn(s, phasing) ? s.bridgeTries.hexsides : [];
}

/** 7.5: a unit with a Disrupted, Eng or SM marker blows bridges at +2. */
const impaired = (s: GameState, id: string) => {
  const u = s.units[id]!;
  return u.status !== 'normal' || u.engaged || !!u.sm;
};

/** Why no try may be made on this bridge now, whoever makes it (7.2, 7.6, 7.7). */
function closed(c: Compiled, s: GameState, side: string, sid: string, phasing: string): Refusal | undefined {
  const at = bridgeAt(c, sid);
  if (!at) return { reason: `there is no bridge at ${sid}`, rule: '7' };
  if (!bridgeStands(c, s, at.k, at.j)) return { reason: `${bridgeName(c, sid)} is already down (blown or not yet rebuilt)`, rule: '7.6' };
  if (c.map.hexsides?.[sid]?.bridge?.noDemolition) return { reason: `${bridgeName(c, sid)} is in a town the river runs through: it may not be blown`, rule: '7.7' };
  if (!arrived(c, s, 'bridgeBlown', side)) return { reason: `no bridge may be blown before ${c.ruleset.markerTypes?.bridgeBlown?.from?.[side] ?? 'the turn the rules allow'} (the first day, its night included)`, rule: '7.7' };
  if (tried(s, phasing).includes(sid)) return { reason: `${bridgeName(c, sid)} has been tried once this player turn`, rule: '7.2' };
  return undefined;
}

/**
 * 7.3: the side's units within one hex of the bridge hexside: in one of its two hexes, or next to
 * one and able to step into it (through an enemy ZOC, never into an enemy unit or an enemy bond,
 * nor across one). Unimpaired units first (7.5: they roll without the +2).
 */
export function demolishers(c: Compiled, s: GameState, side: string, sid: string): string[] {
  const at = bridgeAt(c, sid);
  if (!at) return [];
  const { occ, bonds } = enemyView(c, s, side);
  const out: string[] = [];
  const seen = new Set<number>();
  for (const end of [at.k, at.n]) {
    const cell = occ.get(end);
    if (cell && cell.side !== side) continue;
    if (bonds.hexes.has(end)) continue;
    for (const m of around(c, end)) {
      if (seen.has(m)) continue;
      const here = occ.get(m);
      if (!here || here.side !== side) continue;
      const j = m === end ? -1 : c.nb.subarray(m * 6, m * 6 + 6).indexOf(end);
      if (j >= 0 && bonds.sides.has(m * 6 + j)) continue;
      seen.add(m);
      out.push(...here.units);
    }
  }
  return out.sort((a, b) => Number(impaired(s, a)) - Number(impaired(s, b)));
}

/** 7.3: an enemy unit in either hex of the bridge or next to one. */
function enemyNear(c: Compiled, s: GameState, side: string, sid: string): boolean {
  const at = bridgeAt(c, sid)!;
  const occ = occupancy(c, s);
  return [...around(c, at.k), ...around(c, at.n)].some((m) => occ.get(m) && occ.get(m)!.side !== side);
}

/** Why the phasing player may not try to blow this bridge in its Bridge Phase with this unit (7.3). */
export function whyNotBlow(c: Compiled, s: GameState, side: string, sid: string | undefined, unit?: string): Refusal | undefined {
  if (!sid) return { reason: 'say which bridge (its hexside) is to be blown', rule: '7.3' };
  const shut = closed(c, s, side, sid, side);
  if (shut) return shut;
  if (!enemyNear(c, s, side, sid)) return { reason: `no enemy unit is within one hex of ${bridgeName(c, sid)}`, rule: '7.3' };
  const crew = demolishers(c, s, side, sid);
  if (!crew.length) return { reason: `no ${c.ruleset.sides[side]?.name ?? side} unit is within one hex of ${bridgeName(c, sid)} (the hex may not be traced into an enemy unit or bond)`, rule: '7.3' };
  if (unit !== undefined && !crew.includes(unit)) return { reason: `${c.units.get(unit)?.name ?? unit} is not within one hex of ${bridgeName(c, sid)}`, rule: '7.3' };
  return undefined;
}

/** The facts of a Bridge demolition roll (7.5): in the enemy Combat Phase, and the unit impaired. */
export const DEMOLITION_FACTS = ['bridge.enemyCombatPhase', 'bridge.unitImpaired'] as const;

/** Rolls on the Bridge demolition table (7.5) and blows the bridge on "Blown". Returns true when it went. */
export function tryToBlow(d: Draft, sid: string, unit: string, phasing: string, enemyCombat: boolean): boolean {
  const c = d.c;
  const s = d.view();
  d.bridgeTries = { turn: playerTurn(s, phasing), hexsides: [...tried(s, phasing), sid] };
  const facts: FactsOf<typeof DEMOLITION_FACTS> = { 'bridge.enemyCombatPhase': enemyCombat, 'bridge.unitImpaired': impaired(s, unit) };
  const r = rollOn(c.ruleset, 'bridgeDemolition', facts, d.rng);
  d.rng = r.rng;
  d.log({ ...r.event, text: `${c.units.get(unit)!.name} tries to blow ${bridgeName(c, sid)}: ${r.event.text}` });
  const blown = r.result.effects.some((e) => e.kind === 'outcome' && e.outcome === 'blown');
  if (blown) {
    d.blown = [...d.blown, sid];
    d.log({ type: 'bridge', text: `${bridgeName(c, sid)} is blown: the hexside is an unbridged river`, rule: '7.6' });
  }
  return blown;
}

/** Action blowBridge in the Bridge Phase (7.3): `hexside` is the bridge, `unit` the friendly unit within one hex (the engine's pick when left out). */
export function blowBridge(d: Draft, a: Action): Refusal | undefined {
  const s = d.base;
  const why = whyNotBlow(d.c, s, s.side, a.hexside, a.unit);
  if (why) return why;
  tryToBlow(d, a.hexside!, a.unit ?? demolishers(d.c, s, s.side, a.hexside!)[0]!, s.side, false);
  return undefined;
}

/** The bridges the phasing player may try to blow in its Bridge Phase, each with the unit the engine would send (7.3). */
export function blowable(c: Compiled, s: GameState, side: string): { hexside: string; unit: string }[] {
  return c.bridges.filter((sid) => !whyNotBlow(c, s, side, sid)).map((sid) => ({ hexside: sid, unit: demolishers(c, s, side, sid)[0]! }));
}

/** Whether the phasing player may try to blow any bridge in its Bridge Phase (the phase waits for it then). */
export function anyBlowable(c: Compiled, s: GameState, side: string): boolean {
  return c.bridges.some((sid) => !whyNotBlow(c, s, side, sid));
}

/**
 * 7.4: the bridges an attack crosses that the defender may try to blow before it: a standing bridge
 * on the hexside between an attacking unit and the defender's hex.
 */
export function bridgesAttackedAcross(c: Compiled, s: GameState, attackers: readonly string[], target: string, defender: string, attacker: string): string[] {
  const t = c.ordinal.get(target)!;
  const out = new Set<string>();
  for (const id of attackers) {
    const loc = s.units[id]!.loc;
    if (!('hex' in loc)) continue; // 13.5: from off the map, across no bridge of the map
    const k = c.ordinal.get(loc.hex)!;
    const j = c.nb.subarray(k * 6, k * 6 + 6).indexOf(t);
    if (j < 0 || c.bridge[k * 6 + j] !== 1) continue;
    const sid = c.sideId[k * 6 + j]!;
    if (!closed(c, s, defender, sid, attacker)) out.add(sid);
  }
  return [...out].sort();
}

/** 7.4: the defender's unit that makes the try: the one given, else an unimpaired defender first (7.5). */
export function defenderCrew(s: GameState, defenders: readonly string[], unit?: string): string | undefined {
  const crew = defenders.filter((id) => unit === undefined || id === unit);
  return [...crew].sort((x, y) => Number(impaired(s, x)) - Number(impaired(s, y)))[0];
}
