import type { Compiled } from '../compile';
import { holds } from '../../../core/conditions';
import type { Draft } from '../draft';
import { faceOf } from '../rules/movement';
import { nightRefusal } from '../rules/night';
import { attackOdds } from '../rules/odds';
import { applyEffects, type CombatSides } from '../rules/results';
import { finalColumn, rawColumn, roll, rollOn, table } from '../rules/tables';
import type { Action, GameState, Refusal } from '../types';
import { breakthroughGroup } from './advance';

/**
 * Why a unit cannot attack this phase, or undefined when it can (rules 14.1, 16.5, 18.2). A
 * breakthrough attack (19.4) is a second attack by units that have attacked: `again` allows it.
 */
export function cannotAttack(c: Compiled, s: GameState, id: string, again = false): Refusal | undefined {
  const u = s.units[id];
  const info = c.units.get(id);
  if (!u || !info) return { reason: `unknown unit ${id}` };
  if (info.side !== s.side) return { reason: `${info.name} is not the ${s.side} player's` };
  if (!('hex' in u.loc)) return { reason: `${info.name} is not on the map` };
  if (u.attacked && !again) return { reason: `${info.name} has already attacked this phase`, rule: '14.1' };
  if (u.status !== 'normal') return { reason: `${info.name} is ${u.status} and cannot attack`, rule: '18.2' };
  if (info.tags.has('artillery')) return { reason: `${info.name} is artillery: it supports attacks, it does not make them`, rule: '22.9' };
  if ((faceOf(info, u.steps).attack ?? 0) <= 0) return { reason: `${info.name} has no attack factor` };
  return nightRefusal(c, s, id, 'attack');
}

/** Rule 14.3: at most two divisions take part in one attack (a non-divisional unit counts as its own). */
function commandAndControl(c: Compiled, attackers: readonly string[]): Refusal | undefined {
  const limit = c.ruleset.values?.maxDivisionsPerAttack?.value ?? 2;
  const divisions = new Set(attackers.map((id) => c.units.get(id)!.division));
  if (divisions.size > limit) return { reason: `${divisions.size} divisions attack together; at most ${limit} may (command and control)`, rule: '14.3' };
  return undefined;
}

/**
 * Rule 14.4: an attack on one hex by adjacent units: odds with DCB and halving, the ruleset's column
 * shifts (rolling on the tables some shifts name), the clamp, one roll on the CRT, and its result.
 */
export function attack(d: Draft, a: Action): Refusal | undefined {
  const c = d.c;
  const s = d.base;
  const attackers = a.units ?? (a.unit ? [a.unit] : []);
  if (!attackers.length || !a.target) return { reason: 'say which units attack which hex' };
  // A breakthrough attack (19.4) is made by units that have attacked already this phase.
  const breakthrough = s.pending?.kind === 'breakthrough';
  if (breakthrough) {
    const bad = breakthroughGroup(c, s, attackers);
    if (bad) return bad;
    d.pending = undefined;
  }
  for (const id of attackers) {
    const bad = cannotAttack(c, s, id, breakthrough);
    if (bad) return bad;
  }
  const cc = commandAndControl(c, attackers);
  if (cc) return cc;
  const defenders = d.unitsIn(a.target);
  if (!defenders.length || c.units.get(defenders[0]!)!.side === s.side) return { reason: `no enemy units in ${a.target}`, rule: '14.1' };
  // 14.1 with 17.5: a hex is attacked once; units that retreated into a hex do not shield it.
  if (defenders.every((id) => s.units[id]!.defended)) return { reason: `${a.target} has already been attacked this phase`, rule: '14.1' };
  const odds = attackOdds(c, s, attackers, a.target);
  if ('reason' in odds) return odds;
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
      applyEffects(d, r.result.effects.filter((e) => e.kind === 'stepLoss'), { attackers, defenders, target: a.target });
      for (const id of attackers) d.set(id, { attacked: true });
      d.log({ type: 'combat', text: `${m.label}: the attack on ${a.target} is cancelled`, rule: m.rule });
      return undefined;
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
    text: `${names} attack ${a.target}: ${odds.attack} to ${odds.defense}${odds.dcb ? ` + ${odds.dcb}` : ''} = ${odds.ratio}${net ? `, ${net > 0 ? net + ' right' : -net + ' left'}` : ''} → ${column}; rolled ${die} → ${result.label}`,
    rule: crt.rule,
    roll: die,
    data: { odds, column, code },
  });
  for (const id of attackers) d.set(id, { attacked: true });
  for (const id of defenders) d.set(id, { defended: true });
  const tank = odds.facts['attacker.armorShift'] ? attackers.filter((id) => c.units.get(id)!.tags.has('tank')).sort((x, y) => (faceOf(c.units.get(y)!, d.unit(y).steps).tq?.value ?? 0) - (faceOf(c.units.get(x)!, d.unit(x).steps).tq?.value ?? 0))[0] : undefined;
  const sides: CombatSides = { attackers, defenders, target: a.target, ...(tank ? { armorShiftTank: tank } : {}), ...(breakthrough ? { breakthrough } : {}) };
  applyEffects(d, result.effects, sides, code.includes('+1'));
  return undefined;
}

/** Rule 16.2: after FF or FF(+1) the attacker accepts Eng or rolls on the Firefight table. */
export function chooseFirefight(d: Draft, a: Action): Refusal | undefined {
  const p = d.base.pending;
  if (p?.kind !== 'firefight') return { reason: 'there is no firefight to decide' };
  if (a.choice !== 'accept' && a.choice !== 'roll') return { reason: 'choose "accept" (Eng) or "roll" (the Firefight table)', rule: '16.2' };
  d.pending = undefined;
  const defenders = d.unitsIn(p.target);
  const sides: CombatSides = { attackers: p.attackers, defenders, target: p.target };
  if (a.choice === 'accept') applyEffects(d, [{ kind: 'status', who: 'defender', status: 'engaged' }], sides);
  else applyEffects(d, [{ kind: 'rollOnTable', table: 'firefight' as never, ...(p.plusOne ? { modifier: 1 } : {}) }], sides);
  return undefined;
}
