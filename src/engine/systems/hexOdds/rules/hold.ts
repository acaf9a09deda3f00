import { compareText } from '../../../../shared/order';
import type { Effect } from '../../../../generated/documents';
import type { Compiled } from '../compile';
import type { Draft } from '../draft';
import type { Action, CombatSides, Continuation, GameState, Refusal } from '../types';
import { faceOf } from './movement';
import { builtPosition } from './positions';
import { planCounterAttack } from './counter';
import { inCombat } from './offMapAttack';
import { ask, applyEffects, handBack, loseStep, resume } from './results';
import { modifierTotal, rollOn, table } from './tables';
import type { FactsOf } from '../../../core/judgedConditions';


/**
 * Rule 16.7: a defender told to retreat with a normal advance after it (not a bonus one) may roll on
 * the Hold table, in a village, town, city, the West Wall (the terrain types the ruleset marks
 * holdAllowed) or its side's improved position (15.8), led by a unit that is not disrupted.
 * The leads that may roll, the engine's pick (the best modifier, then the strongest) first.
 */
export function holdLeads(c: Compiled, s: GameState, sides: CombatSides): string[] {
  const t = c.ordinal.get(sides.target);
  if (t === undefined) return [];
  const side = c.units.get(sides.defenders[0] ?? '')?.side ?? '';
  if (![c.terrain[t]!, ...c.features[t]!].some((x) => c.ruleset.terrainTypes?.[x]?.holdAllowed) && !builtPosition(s, sides.target, side)) return [];
  // 32.2: the fuel dump's guard never holds.
  const ok = sides.defenders.filter((id) => (s.units[id]?.loc as { hex?: string } | undefined)?.hex === sides.target && s.units[id]!.status === 'normal' && !c.units.get(id)!.tags.has('fuelDump'));
  const list = table(c.ruleset, 'hold', 'dieRoll').modifiers;
  const mods = list ? table(c.ruleset, list, 'modifiers') : undefined;
  const drm = new Map(ok.map((id) => [id, mods ? modifierTotal(mods, holdFacts(c, s, id, sides)).total : 0]));
  const defense = (id: string) => faceOf(c.units.get(id)!, s.units[id]!.steps).defense ?? 0;
  return ok.sort((a, b) => drm.get(a)! - drm.get(b)! || defense(b) - defense(a) || compareText(a, b));
}

/** The facts of a Hold roll (16.7, 21.2). */
export const HOLD_FACTS = ['lead.morale', 'lead.holdTank', 'defender.inCity'] as const;

/** The Hold table's facts for a lead (16.7, 21.2): morale, a tank (grey or red TQ) at least the enemy's best TQ, a city. */
function holdFacts(c: Compiled, s: GameState, lead: string, sides: CombatSides): FactsOf<typeof HOLD_FACTS> {
  const face = faceOf(c.units.get(lead)!, s.units[lead]!.steps);
  const tq = (id: string) => (faceOf(c.units.get(id)!, s.units[id]!.steps).tq?.value ?? -1) - (s.units[id]!.oos ? 1 : 0);
  const best = Math.max(-1, ...sides.attackers.filter((id) => inCombat(s.units[id]!.loc)).map(tq));
  const t = c.ordinal.get(sides.target)!;
  return {
    'lead.morale': face.morale ?? 'veteran',
    'lead.holdTank': c.units.get(lead)!.tags.has('tank') && face.tq !== undefined && tq(lead) >= best,
    'defender.inCity': [c.terrain[t]!, ...c.features[t]!].includes('city'),
  };
}

/** Offers the defender the Hold table before a retreat with a normal advance; true when it waits. */
export function offerHold(d: Draft, effects: readonly Effect[], sides: CombatSides, plusOne: boolean): boolean {
  if (sides.holdAsked || !effects.some((e) => e.kind === 'advance' && e.advance === 'normal')) return false;
  const leads = holdLeads(d.c, d.view(), sides);
  if (!leads.length) return false;
  const owner = d.c.units.get(leads[0]!)!.side;
  ask(d, { kind: 'hold', chooser: owner, resume: d.side, leads, cont: { effects, sides: { ...sides, holdAsked: true }, plusOne } });
  d.log({ type: 'choice', text: `The defender may try to hold ${sides.target} (Hold table) instead of retreating`, rule: '16.7' });
  return true;
}

/** The defender holds with a lead unit (`choice: "hold"`), or retreats (`choice: "retreat"`). */
export function chooseHold(d: Draft, a: Action): Refusal | undefined {
  const p = d.base.pending;
  if (p?.kind !== 'hold') return { reason: 'no Hold choice waits', rule: '16.7' };
  if (a.choice === 'retreat') {
    resume(d, p);
    return undefined;
  }
  if (a.choice !== 'hold' || !a.unit || !p.leads.includes(a.unit)) return { reason: `hold with one of ${p.leads.map((id) => d.c.units.get(id)!.name).join(', ')}, or retreat`, rule: '16.7' };
  const c = d.c;
  const sides = p.cont.sides;
  const r = rollOn(c.ruleset, 'hold', holdFacts(c, d.view(), a.unit, sides), d.rng);
  d.rng = r.rng;
  d.log({ ...r.event, text: `${c.units.get(a.unit)!.name} tries to hold ${sides.target}: ${r.event.text}` });
  handBack(d, p);
  applyEffects(d, afterHold(d, a.unit, r.result.effects, p.cont), sides, p.cont.plusOne);
  return undefined;
}

/**
 * The combat result as the Hold table leaves it: on Yes the retreat, its disruption and the normal
 * advance are gone (a defender wiped out by the hold's loss still lets the attacker make a
 * restricted advance); on CA the retreat is 1 hex without disruption and the advance restricted.
 * The lead takes the defender's hold losses; the attacker chooses its own (EX).
 */
function afterHold(d: Draft, lead: string, hold: readonly Effect[], cont: Continuation): Effect[] {
  const flags = new Set(hold.flatMap((e) => (e.kind === 'flag' ? [e.flag] : [])));
  let effects = [...cont.effects];
  const defenderStatus = (e: Effect) => e.kind === 'status' && e.who === 'defender' && (e.status === 'disrupted' || e.status === 'routed');
  if (flags.has('cancelRetreat')) effects = effects.filter((e) => e.kind !== 'retreat' && !defenderStatus(e));
  if (flags.has('cancelAdvance')) effects = effects.map((e) => (e.kind === 'advance' && e.advance === 'normal' ? { ...e, advance: 'restricted' } : e));
  if (flags.has('retreatLimit')) effects = effects.map((e) => (e.kind === 'retreat' ? { ...e, hexes: 1 } : e));
  if (flags.has('noDisruption')) effects = effects.filter((e) => !defenderStatus(e));
  const restricted = hold.find((e) => e.kind === 'advance');
  if (restricted) effects = effects.map((e) => (e.kind === 'advance' ? restricted : e));
  for (const e of hold) if (e.kind === 'stepLoss' && e.who === 'defender' && 'hex' in d.unit(lead).loc) loseStep(d, lead, 'the holding lead unit');
  if (flags.has('counterAttack')) planCounterAttack(d, cont.sides.defenders.filter((id) => 'hex' in d.unit(id).loc), cont.sides.target);
  return [...hold.filter((e) => e.kind === 'stepLoss' && e.who === 'attacker'), ...effects];
}
