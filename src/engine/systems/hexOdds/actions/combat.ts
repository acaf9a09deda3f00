import { closedArea, corpsSupportRefusal } from '../rules/turnRules';
import { abilityClosed, surprise } from '../rules/skorzeny';
import type { Compiled } from '../compile';
import { advantageFor, dropAdvantage } from '../rules/advantage';
import { holds } from '../../../core/conditions';
import type { Draft } from '../draft';
import { checkSupport, supportFor } from '../rules/artillery';
import { firefightLeads } from '../rules/firefight';
import { faceOf } from '../rules/movement';
import { nightRefusal } from '../rules/night';
import { airRefusal, spendAirMarker } from '../rules/air';
import { diggingRefusal } from '../rules/positions';
import { attackOdds } from '../rules/odds';
import { occupancy } from '../rules/zoc';
import { applyEffects, ask, handBack, type CombatSides } from '../rules/results';
import { bridgesAttackedAcross, defenderCrew, tryToBlow } from '../rules/demolition';
import { firstUse, sideBetween } from '../rules/bridges';
import { finalColumn, rawColumn, roll, rollOn, table } from '../rules/tables';
import type { Action, DeclaredAttack, GameState, Refusal } from '../types';
import { breakthroughGroup } from './advance';
import { attackFromBox, offMap, offMapRefusal } from '../rules/offMapAttack';
import { sectorOf } from '../rules/blocking';
import { artilleryNationalityRefusal, jointAttackRefusal } from '../rules/nationality';
import { destroyDump, dumpTry } from '../rules/fuelDump';

/**
 * Why a unit cannot attack this phase, or undefined when it can (rules 14.1, 16.5, 18.2). A
 * breakthrough attack (19.4) is a second attack by units that have attacked: `again` allows it.
 */
export function cannotAttack(c: Compiled, s: GameState, id: string, again = false, fromOffMap = false): Refusal | undefined {
  const u = s.units[id];
  const info = c.units.get(id);
  if (!u || !info) return { reason: `unknown unit ${id}` };
  if (info.side !== s.side) return { reason: `${info.name} is not the ${s.side} player's` };
  if (fromOffMap && !offMap(s, id)) return { reason: `${info.name} is on the map: it attacks from there, not from off the map`, rule: '13.5' };
  if (!fromOffMap && !('hex' in u.loc)) return { reason: `${info.name} is not on the map${offMap(s, id) ? ': from off the map it attacks only an entry hex, by an attack from off the map' : ''}`, ...(offMap(s, id) ? { rule: '13.5' } : {}) };
  if (u.attacked && !again) return { reason: `${info.name} has already attacked this phase`, rule: '14.1' };
  if (u.status !== 'normal') return { reason: `${info.name} is ${u.status} and cannot attack`, rule: '18.2' };
  if (info.tags.has('artillery')) return { reason: `${info.name} is artillery: it supports attacks, it does not make them`, rule: '22.9' };
  if ((faceOf(info, u.steps).attack ?? 0) <= 0) return { reason: `${info.name} has no attack factor` };
  return diggingRefusal(c, s, id) ?? nightRefusal(c, s, id, 'attack');
}

/**
 * Rule 14.3: at most two divisions take part in one attack (artillery exempt). A non-divisional
 * unit stacked with a divisional one counts as part of that division; stacked with another
 * non-divisional unit, the two count together as one; alone it is its own division.
 */
function commandAndControl(c: Compiled, s: GameState, attackers: readonly string[]): Refusal | undefined {
  const limit = c.ruleset.values?.maxDivisionsPerAttack?.value ?? 2;
  const divisions = new Set(attackers.map((id) => divisionOf(c, s, id)));
  if (divisions.size > limit) return { reason: `${divisions.size} divisions attack together; at most ${limit} may (command and control)`, rule: '14.3' };
  return undefined;
}

/** The division a unit counts in for command and control where it stands (14.3). */
export function divisionOf(c: Compiled, s: GameState, id: string): string {
  // 26: a breakdown unit counts in its parent's division.
  const info = c.units.get(s.units[id]?.parent ?? id)!;
  if (info.divisional) return info.division;
  const hex = (s.units[id]!.loc as { hex?: string }).hex;
  const k = hex === undefined ? undefined : c.ordinal.get(hex);
  const mates = (k === undefined ? [] : (occupancy(c, s).get(k)?.units ?? [])).filter((other) => other !== id && !c.units.get(other)!.tags.has('artillery'));
  const divisional = mates.filter((m) => c.units.get(m)!.divisional).sort()[0];
  if (divisional) return c.units.get(divisional)!.division;
  // Non-divisional units stacked together count as one: named after the first of them.
  return [id, ...mates].sort()[0]!;
}

/**
 * Rule 14.4: an attack on one hex by adjacent units, with up to two Ready artillery units in
 * support among `units` (22.7). The attack is declared; then, each as a pending choice of the player
 * who makes it: the defender may try to blow the bridges it crosses (step 1, 7.4), the attacker may
 * call it off when one goes (step 1), the defender may commit artillery (step 3); then the roll.
 */
export function attack(d: Draft, a: Action): Refusal | undefined {
  return declare(d, a, false);
}

/**
 * Rule 13.5: an attack onto an entry hex by units off the map (reinforcements due there, its
 * blockers, the free units of its sector's box), as many stacks as roads join it to off-map, with
 * Ready artillery of that box in support; otherwise a normal combat.
 */
export function attackFromOffMap(d: Draft, a: Action): Refusal | undefined {
  return declare(d, a, true);
}

function declare(d: Draft, a: Action, fromOffMap: boolean): Refusal | undefined {
  const c = d.c;
  const s = d.base;
  const units = a.units ?? (a.unit ? [a.unit] : []);
  if (!units.length || !a.target) return { reason: 'say which units attack which hex' };
  const support = units.filter((id) => c.units.get(id)?.tags.has('artillery'));
  const attackers = units.filter((id) => !support.includes(id));
  if (!attackers.length) return { reason: 'artillery cannot attack by itself: it supports an attack by other units', rule: '22.9' };
  // A breakthrough attack (19.4) is made by units that have attacked already this phase.
  const breakthrough = s.pending?.kind === 'breakthrough';
  if (breakthrough && fromOffMap) return { reason: 'a breakthrough attack is made by units that advanced on the map', rule: '19.4' };
  if (breakthrough) {
    const bad = breakthroughGroup(c, s, attackers);
    if (bad) return bad;
    d.pending = undefined;
  }
  for (const id of attackers) {
    // The breakthrough group attacks again; units joining it (19.4) must not have attacked yet.
    const again = s.pending?.kind === 'breakthrough' && s.pending.units.includes(id);
    const bad = cannotAttack(c, s, id, again, fromOffMap) ?? closedArea(c, s, id, a.target);
    if (bad) return bad;
  }
  const offBad = fromOffMap ? offMapRefusal(c, s, attackers, a.target) : undefined;
  if (offBad) return offBad;
  if (a.mode !== undefined && a.mode !== 'surprise' && a.mode !== 'air') return { reason: `unknown attack mode "${a.mode}" (surprise, air)` };
  if (a.mode === 'air') {
    const grounded = airRefusal(c, s);
    if (grounded) return grounded;
  }
  if (a.mode === 'surprise') {
    const brigade = attackers.find((id) => c.units.get(id)!.tags.has('skorzeny'));
    const closed = brigade ? abilityClosed(c, s, brigade) : { reason: 'only an attack with 150 Pz Bde may be made by surprise', rule: '27.1' };
    if (closed) return closed;
  }
  const cc = commandAndControl(c, s, attackers) ?? jointAttackRefusal(c, attackers);
  if (cc) return cc;
  const box = fromOffMap ? sectorOf(c, a.target) : undefined;
  // 22.6 with 29.5: on turn 1 a German corps's artillery supports only an attack with a unit of its corps.
  // 27.3: a gun supports only a combat with a unit of its own nationality, where the nationality says so.
  const badSupport = checkSupport(c, s, support, s.side, a.target, box) ?? support.map((g) => corpsSupportRefusal(c, s, g, attackers) ?? artilleryNationalityRefusal(c, g, attackers)).find(Boolean);
  if (badSupport) return badSupport;
  const defenders = d.unitsIn(a.target);
  if (!defenders.length || c.units.get(defenders[0]!)!.side === s.side) return { reason: `no enemy units in ${a.target}`, rule: '14.1' };
  // 14.1 with 17.5: a hex is attacked once; units that retreated into a hex do not shield it.
  if (defenders.every((id) => s.units[id]!.defended)) return { reason: `${a.target} has already been attacked this phase`, rule: '14.1' };
  const odds = attackOdds(c, s, units, a.target);
  if ('reason' in odds) return odds;
  // 7.8: the first German attack across the Ouren bridge rolls for it, as a crossing would.
  const ouren = attackers.flatMap((id) => {
    const loc = s.units[id]!.loc;
    const sid = 'hex' in loc ? sideBetween(d, loc.hex, a.target!) : undefined;
    return sid && firstUse(d, sid, s.side) ? [sid] : [];
  });
  for (const sid of ouren) d.log({ type: 'bridge', text: `${c.map.hexsides?.[sid]?.bridge?.name ?? sid} bridge is destroyed before the attack`, rule: '7.8' });
  if (fromOffMap) attackFromBox(d, attackers, a.target);
  const declared: DeclaredAttack = { attackers, support, target: a.target, ...(breakthrough ? { breakthrough } : {}), ...(ouren.length ? { blownBridges: ouren } : {}), ...(a.mode === 'surprise' ? { surprise: true } : {}), ...(a.mode === 'air' ? { air: true } : {}) };
  toDemolition(d, declared);
  return undefined;
}

/** "2Pz/304 and others attack 2020", for the log. */
const declaredBy = (d: Draft, decl: DeclaredAttack) => `${d.c.units.get(decl.attackers[0]!)!.name}${decl.attackers.length > 1 ? ' and others' : ''} attack ${decl.target}`;

/** The side defending a declared attack's hex. */
const defenderOf = (d: Draft, decl: DeclaredAttack) => d.c.units.get(d.unitsIn(decl.target)[0]!)!.side;

/** 14.4 step 1 (7.4): the defender may try to blow each bridge the attack crosses before it. */
function toDemolition(d: Draft, decl: DeclaredAttack): void {
  const attacker = d.side;
  const defender = defenderOf(d, decl);
  const hexsides = bridgesAttackedAcross(d.c, d.view(), decl.attackers, decl.target, defender, attacker);
  if (!hexsides.length) return toDump(d, decl);
  ask(d, { kind: 'demolition', chooser: defender, resume: attacker, attack: decl, hexsides });
  d.log({ type: 'choice', text: `${declaredBy(d, decl)} across ${hexsides.length > 1 ? 'bridges' : 'a bridge'}: the defender may try to blow ${hexsides.join(' and ')} first`, rule: '7.4, 14.4' });
}

/** 14.4 step 1: after a bridge the attack crosses is blown, the attacker may call the attack off. */
function toCallOff(d: Draft, decl: DeclaredAttack): void {
  if (!decl.blownBridges?.length) return toArtillery(d, decl);
  ask(d, { kind: 'callOff', chooser: d.side, resume: d.side, attack: decl });
  d.log({ type: 'choice', text: `${declaredBy(d, decl)}: the bridge is down; the attacker may call the attack off`, rule: '14.4' });
}

/** 14.4 step 3 (22.6): the defender decides on defensive artillery when it has some in range; then the roll. */
function toArtillery(d: Draft, decl: DeclaredAttack): void {
  const defender = defenderOf(d, decl);
  if (!supportFor(d.c, d.view(), defender, decl.target).length) return resolveAttack(d, decl, []);
  ask(d, { kind: 'defensiveSupport', chooser: defender, resume: d.side, attack: decl });
  d.log({ type: 'choice', text: `${declaredBy(d, decl)}${decl.support.length ? ` with ${decl.support.length} artillery in support` : ''}: the defender may commit artillery`, rule: '22.6' });
}

/** 7.4: the defender tries to blow one bridge the attack crosses (+1 in the enemy's Combat Phase), or none (`choice: "none"`). */
export function chooseDemolition(d: Draft, a: Action): Refusal | undefined {
  const p = d.base.pending;
  if (p?.kind !== 'demolition') return { reason: 'no attack waits for a bridge demolition', rule: '7.4' };
  let decl = p.attack;
  let left: readonly string[] = [];
  if (a.choice !== 'none') {
    if (!a.hexside || !p.hexsides.includes(a.hexside)) return { reason: `the attack crosses no bridge the defender may blow at ${a.hexside ?? 'no hexside'} (it may at ${p.hexsides.join(', ')})`, rule: '7.4' };
    const unit = defenderCrew(d.base, d.unitsIn(decl.target), a.unit);
    if (!unit) return { reason: `${d.c.units.get(a.unit ?? '')?.name ?? a.unit} is not a defender of ${decl.target}`, rule: '7.4' };
    if (tryToBlow(d, a.hexside, unit, p.resume, true)) decl = { ...decl, blownBridges: [...(decl.blownBridges ?? []), a.hexside] };
    left = p.hexsides.filter((x) => x !== a.hexside);
  }
  if (left.length) {
    d.pending = { ...p, hexsides: left, attack: decl };
    return undefined;
  }
  handBack(d, p);
  toDump(d, decl);
  return undefined;
}

/** 32.3: a German attack on the Allies' fuel dump: the Allies may try to destroy it before the attack (1–2). */
function toDump(d: Draft, decl: DeclaredAttack): void {
  if (dumpTry(d.c, d.view(), decl.target, d.side)) return toCallOff(d, decl);
  ask(d, { kind: 'fuelDump', chooser: 'allied', resume: d.side, attack: decl });
  d.log({ type: 'choice', text: `${declaredBy(d, decl)}, the fuel dump: the Allies may try to destroy it first`, rule: '32.3' });
}

/** 32.3: the Allies try to destroy the attacked fuel dump (any `choice` but "none"), or let the attack come; then it goes on. */
export function chooseDumpDestruction(d: Draft, a: Action): Refusal | undefined {
  const p = d.base.pending;
  if (p?.kind !== 'fuelDump') return { reason: 'no attack on the fuel dump waits for the Allies', rule: '32.3' };
  handBack(d, p);
  if (a.choice === 'none') {
    d.log({ type: 'fuelDump', text: `The Allies do not try to destroy the fuel dump at ${p.attack.target}`, rule: '32.3' });
    toCallOff(d, p.attack);
    return undefined;
  }
  destroyDump(d, true);
  // The guard went with its dump: with no defender left the attack is over before it is made.
  if (!d.unitsIn(p.attack.target).length) {
    d.log({ type: 'combat', text: `${p.attack.target} is empty: the attack is not made`, rule: '32.3' });
    return undefined;
  }
  toCallOff(d, p.attack);
  return undefined;
}

/** 14.4 step 1: the attacker goes on with the attack across the blown bridge (`choice: "attack"`) or calls it off (`"cancel"`: no unit has attacked or defended). */
export function chooseCallOff(d: Draft, a: Action): Refusal | undefined {
  const p = d.base.pending;
  if (p?.kind !== 'callOff') return { reason: 'no attack waits to be called off', rule: '14.4' };
  if (a.choice !== 'attack' && a.choice !== 'cancel') return { reason: 'choose "attack" (go on across the blown bridge) or "cancel"', rule: '14.4' };
  handBack(d, p);
  if (a.choice === 'cancel') {
    d.log({ type: 'combat', text: `The attack on ${p.attack.target} is called off`, rule: '14.4' });
    return undefined;
  }
  toArtillery(d, p.attack);
  return undefined;
}

/** Rule 22.8: the defender commits up to two Ready artillery units in range, or none; then the attack is resolved. */
export function supportArtillery(d: Draft, a: Action): Refusal | undefined {
  const p = d.base.pending;
  if (p?.kind !== 'defensiveSupport') return { reason: 'no attack waits for defensive artillery', rule: '22.8' };
  const ids = a.units ?? (a.unit ? [a.unit] : []);
  const bad = checkSupport(d.c, d.base, ids, p.chooser, p.attack.target);
  if (bad) return bad;
  handBack(d, p);
  resolveAttack(d, p.attack, ids);
  return undefined;
}

/**
 * Rule 14.4 steps 3–4: artillery flips to Fired (22.5), the ruleset's column shifts (rolling on the
 * tables some shifts name: defensive artillery, Jabo), the clamp, one roll on the CRT, its result.
 */
function resolveAttack(d: Draft, decl: DeclaredAttack, defensive: readonly string[]): void {
  const c = d.c;
  const s = d.view();
  const { attackers, support, target } = decl;
  // 27.1: the surprise roll comes before the attack is resolved.
  const surprised = decl.surprise ? surprise(d, attackers) : false;
  const odds = attackOdds(c, s, [...attackers, ...support], target, defensive.length, surprised, !!decl.air);
  if ('reason' in odds) throw new Error(`an attack declared legal no longer is: ${odds.reason}`);
  // 15.6: the ground-support marker is spent on this combat.
  if (decl.air) spendAirMarker(d);
  for (const id of [...support, ...defensive]) d.set(id, { fired: true });
  if (support.length || defensive.length) d.log({ type: 'artillery', text: `Artillery in support, flipped to Fired: ${[...support, ...defensive].map((id) => c.units.get(id)!.name).join(', ')}`, rule: '22.5' });
  const defenders = d.unitsIn(target);
  const crt = table(c.ruleset, 'crt', 'oddsCrt');
  // Shifts that come from a roll (defensive artillery, Jabo) are rolled now.
  let rolled = 0;
  const shiftList = crt.shifts ? table(c.ruleset, crt.shifts, 'modifiers') : undefined;
  for (const m of Object.values(shiftList?.entries ?? {})) {
    if (!m.valueFromTable || !holds(m.when, odds.facts)) continue;
    const r = rollOn(c.ruleset, m.valueFromTable, odds.facts, d.rng);
    d.rng = r.rng;
    d.log(r.event);
    for (const e of r.result.effects) if (e.kind === 'columnShift') rolled += e.shift;
    if (r.result.effects.some((e) => e.kind === 'flag' && e.flag === 'cancelAttack')) {
      for (const id of attackers) d.set(id, { attacked: true });
      d.log({ type: 'combat', text: `${m.label}: the attack on ${target} is cancelled`, rule: m.rule });
      applyEffects(d, r.result.effects.filter((e) => e.kind === 'stepLoss'), { attackers, defenders, target });
      return;
    }
  }
  const net = odds.shifts.reduce((n, x) => n + x.value, 0) + rolled;
  const column = finalColumn(crt, rawColumn(crt, odds.attack, odds.defense + odds.dcb).index, net);
  const [die, rng] = roll(c.ruleset, crt.roll, d.rng);
  d.rng = rng;
  const code = crt.rows[String(die)]![column]!;
  const result = crt.results[code]!;
  const names = attackers.map((id) => c.units.get(id)!.name).join(', ');
  d.log({
    type: 'combat',
    text: `${names} attack ${target}: ${odds.attack} to ${odds.defense}${odds.dcb ? ` + ${odds.dcb}` : ''} = ${odds.ratio}${net ? `, ${net > 0 ? net + ' right' : -net + ' left'}` : ''} → ${column}; rolled ${die} → ${result.label}`,
    rule: crt.rule,
    roll: die,
    data: { odds, column, code },
    at: target,
  });
  for (const id of attackers) d.set(id, { attacked: true });
  for (const id of defenders) d.set(id, { defended: true });
  // 16.6: the Attacker Advantage marker is spent by this attack (an Eng+ may give a new one).
  if (odds.facts['attacker.attackerAdvantage']) {
    const used = advantageFor(c, s, attackers, target);
    dropAdvantage(d, (m) => m === used);
  }
  const tq = (id: string) => faceOf(c.units.get(id)!, d.unit(id).steps).tq?.value ?? 0;
  const tank = odds.facts['attacker.armorShift'] ? attackers.filter((id) => c.units.get(id)!.tags.has('tank')).sort((x, y) => tq(y) - tq(x))[0] : undefined;
  const sides: CombatSides = { attackers, defenders, target, ...(tank ? { armorShiftTank: tank } : {}), ...(decl.breakthrough ? { breakthrough: true } : {}), ...(decl.counter ? { counter: true } : {}) };
  applyEffects(d, result.effects, sides, code.includes('+1'));
}

/** Rule 16.7 CA: the defender's counter-attack on the hex it held, a normal combat without artillery. */
export function counterAttack(d: Draft, attackers: readonly string[], target: string): void {
  resolveAttack(d, { attackers, support: [], target, counter: true }, []);
}

/**
 * Rule 16.2: after FF or FF(+1) the attacker accepts Eng or rolls on the Firefight table, naming
 * the lead unit (one that could advance into the defender's hex; with none, the table cannot be used).
 */
export function chooseFirefight(d: Draft, a: Action): Refusal | undefined {
  const p = d.base.pending;
  if (p?.kind !== 'firefight') return { reason: 'there is no firefight to decide' };
  if (a.choice !== 'accept' && a.choice !== 'roll') return { reason: 'choose "accept" (Eng) or "roll" (the Firefight table)', rule: '16.2' };
  const leads = a.choice === 'roll' ? firefightLeads(d.c, d.base, p.attackers, p.target) : [];
  if (a.choice === 'roll' && !leads.length) return { reason: 'no attacking unit could advance into the defender\'s hex, so none can lead a firefight: accept Eng', rule: '16.2' };
  const lead = a.unit ?? leads[0];
  if (a.choice === 'roll' && !leads.includes(lead!)) return { reason: `${d.c.units.get(lead!)?.name ?? lead} cannot lead the firefight: it could not advance into ${p.target}`, rule: '16.2' };
  d.pending = undefined;
  const defenders = d.unitsIn(p.target);
  const sides: CombatSides = { attackers: p.attackers, defenders, target: p.target, ...(lead ? { lead } : {}) };
  if (a.choice === 'accept') applyEffects(d, [{ kind: 'status', who: 'defender', status: 'engaged' }], sides);
  else applyEffects(d, [{ kind: 'rollOnTable', table: 'firefight' as never, ...(p.plusOne ? { modifier: 1 } : {}) }], sides);
  return undefined;
}
