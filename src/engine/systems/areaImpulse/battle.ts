import type { GameEvent } from '../../core/types';
import { nodeName, occupancy, unitName, unitsOf } from './board';
import { enemyOf, type AreaCompiled } from './compile';
import { artilleryTargets, callsFor, rollCalls } from './artillery';
import { hitNumber, rollFire } from './fire';
import { allowedTargets, fireTargets, firingOrder } from './targeting';
import type { AreaState, AreaUnitState, Battle } from './types';

const STEPS: Battle['step'][] = ['defenderArtillery', 'defenderFire', 'attackerArtillery', 'attackerFire'];

/**
 * Opens a battle in an area (9.3): the attackers chosen, every enemy unit there defending (9.15),
 * both sides' artillery calls counted and rolled at once (9.31, 9.42), combined arms (9.6) and the
 * river crossing (9.72–9.73) judged for the whole battle. Fire then runs step by step.
 */
export function openBattle(c: AreaCompiled, s: AreaState, area: string, attackers: readonly string[], events: GameEvent[]): AreaState {
  const attacker = s.side;
  const defender = enemyOf(c, attacker);
  const occ = occupancy(c, s);
  const defenders = unitsOf(occ, area, defender);
  events.push({ type: 'battle', text: `Battle in ${nodeName(c, area)}: ${attackers.map((id) => unitName(c, id)).join(', ')} attack ${defenders.map((id) => unitName(c, id)).join(', ')}`, rule: '9.3', at: area });
  let rng = s.rng;
  const att = rollCalls(c, attacker, area, callsFor(c, s, attackers, false), rng, events);
  const def = rollCalls(c, defender, area, callsFor(c, s, defenders, true), att.rng, events);
  rng = def.rng;
  const classes = attackers.map((id) => c.units.get(id)!);
  const combinedArms = classes.some((u) => u.infantryType) && classes.some((u) => u.armor) && att.ok > 0;
  // 9.72–9.73: every attacker came in across a river this impulse, and none of its side was already there.
  const river = (id: string) => !!s.units[id]!.via && !!c.map.connections[s.units[id]!.via!]?.river;
  const wereThere = unitsOf(occ, area, attacker).some((id) => !s.units[id]!.via);
  const crossedRiver = attackers.every(river) && !wereThere;
  if (!combinedArms) events.push({ type: 'modifier', text: `${c.ruleset.sides[attacker]?.name ?? attacker} lacks combined arms (infantry, armor and a successful artillery call): defender fire −1`, rule: '9.6' });
  if (crossedRiver) events.push({ type: 'modifier', text: 'Every attacker crossed a river into the area: defender fire −1', rule: '9.72' });
  const battle: Battle = { area, attacker, attackers, defenders, calls: { [attacker]: att.ok, [defender]: def.ok }, combinedArms, crossedRiver, confusion: s.specialForces?.effect === 'confusion' && s.specialForces.area === area, step: 'defenderArtillery', counters: [], fire: {} };
  const units = { ...s.units };
  for (const id of attackers) units[id] = { ...units[id]!, spent: true, mustAttack: false, entrenched: false }; // 8.59, 9.16
  // 9.14: units of the attacker already there that do not join still take a Moved marker.
  for (const id of unitsOf(occ, area, attacker)) if (!attackers.includes(id)) units[id] = { ...units[id]!, spent: true };
  return advanceBattle(c, { ...s, rng, units, fought: [...s.fought, area], pending: { kind: 'battle', battle } }, events);
}

const firingSide = (b: Battle, step: Battle['step']) => (step.startsWith('defender') ? enemyOfBattle(b) : b.attacker);
function enemyOfBattle(b: Battle): string {
  return Object.keys(b.calls).find((x) => x !== b.attacker) ?? b.attacker;
}
const alive = (s: AreaState, ids: readonly string[]) => ids.filter((id) => (s.units[id]?.sp ?? 0) > 0);

/** What the firing side must choose next in the battle: a counter's target or a firer's, with the options. */
export function battleChoice(c: AreaCompiled, s: AreaState, b: Battle): { kind: 'artillery' | 'fire'; firer?: string; options: string[] } | undefined {
  const side = firingSide(b, b.step);
  const own = side === b.attacker ? b.attackers : b.defenders;
  const enemies = side === b.attacker ? b.defenders : b.attackers;
  if (!alive(s, enemies).length || !alive(s, own).length) return undefined;
  if (b.step.endsWith('Artillery')) {
    if (b.counters.length >= (b.calls[side] ?? 0)) return undefined;
    return { kind: 'artillery', options: artilleryTargets(c, s, enemies, b.counters) };
  }
  const targets = fireTargets(s, enemies, side !== b.attacker);
  const next = firingOrder(c, alive(s, own)).find((f) => !(f in b.fire));
  if (!next) return undefined;
  return { kind: 'fire', firer: next, options: allowedTargets(c, next, targets, b.fire) };
}

/**
 * Runs the battle on as far as it can without a choice: single-option choices are made for the
 * player, a step whose choices are all made is rolled and its hits applied (excess hits lost,
 * 9.22), and after the attacker's fire the battle ends (9.38). A real choice leaves it pending.
 */
export function advanceBattle(c: AreaCompiled, s: AreaState, events: GameEvent[]): AreaState {
  let state = s;
  for (;;) {
    const b = (state.pending as { kind: 'battle'; battle: Battle }).battle;
    const choice = battleChoice(c, state, b);
    if (choice && choice.options.length > 1) return { ...state, side: firingSide(b, b.step) };
    if (choice && choice.options.length === 1) {
      state = assign(state, b, choice.kind, choice.firer, choice.options[0]!);
      continue;
    }
    state = resolveStep(c, state, b, events);
    const i = STEPS.indexOf(b.step);
    if (i === STEPS.length - 1) return finishBattle(c, state, b, events);
    state = { ...state, pending: { kind: 'battle', battle: { ...b, step: STEPS[i + 1]!, counters: [], fire: {} } } };
  }
}

/** Records one choice of the firing side (a counter on a unit, or a firer's target). */
export function assign(s: AreaState, b: Battle, kind: 'artillery' | 'fire', firer: string | undefined, target: string): AreaState {
  const battle = kind === 'artillery' ? { ...b, counters: [...b.counters, target] } : { ...b, fire: { ...b.fire, [firer!]: target } };
  return { ...s, pending: { kind: 'battle', battle } };
}

/** Rolls a step: each artillery counter on its target (9.47), or each firer's dice at its target (9.21). */
function resolveStep(c: AreaCompiled, s: AreaState, b: Battle, events: GameEvent[]): AreaState {
  const side = firingSide(b, b.step);
  const sideName = c.ruleset.sides[side]?.name ?? side;
  const hits = new Map<string, number>();
  let rng = s.rng;
  const shots: [string | undefined, string][] = b.step.endsWith('Artillery') ? b.counters.map((t) => [undefined, t]) : Object.entries(b.fire);
  for (const [firer, target] of shots) {
    if (!(s.units[target]!.sp > 0)) continue;
    const n = hitNumber(c, s, b, side, target, firer);
    const dice = firer ? s.units[firer]!.sp : 1;
    const r = rollFire(c, rng, dice, n.hits);
    rng = r.rng;
    hits.set(target, (hits.get(target) ?? 0) + r.hits);
    const mods = n.applied.map((m) => `${m.label} ${m.value > 0 ? '+' : '−'}${Math.abs(m.value)}`).join(', ');
    events.push({
      type: 'fire',
      text: `${firer ? unitName(c, firer) : `${sideName} artillery`} fires at ${unitName(c, target)}: hits on 1–${n.hits}${mods ? ` (${mods})` : ''}; rolled ${r.rolls.join(', ')}: ${r.hits} hit${r.hits === 1 ? '' : 's'}`,
      rule: firer ? '9.21, 9.7' : '9.47, 9.48',
      data: { rolls: r.rolls, hitOn: n.hits, drm: n.drm },
    });
  }
  const units: Record<string, AreaUnitState> = { ...s.units };
  for (const [id, h] of hits) {
    if (!h) continue;
    const u = units[id]!;
    const sp = Math.max(0, u.sp - h);
    units[id] = sp ? { ...u, sp } : { ...u, sp: 0, loc: { eliminated: true }, entrenched: false };
    events.push({ type: 'loss', text: `${unitName(c, id)} ${sp ? `drops to ${sp} SP` : 'is eliminated'}${h > u.sp ? ` (${h - u.sp} hit${h - u.sp === 1 ? '' : 's'} lost)` : ''}`, rule: '9.22, 9.23' });
  }
  return { ...s, units, rng };
}

function finishBattle(c: AreaCompiled, s: AreaState, b: Battle, events: GameEvent[]): AreaState {
  events.push({ type: 'battleEnd', text: `The battle in ${nodeName(c, b.area)} ends`, rule: '9.38' });
  return { ...s, pending: undefined, side: b.attacker };
}
