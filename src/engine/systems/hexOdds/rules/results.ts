import type { Effect } from '../../../../generated/documents';
import type { Draft } from '../draft';
import { faceOf } from './movement';
import { planRetreat } from './retreat';
import { rollOn } from './tables';

/** Who is who in a combat, for applying its result. */
export interface CombatSides {
  readonly attackers: readonly string[];
  readonly defenders: readonly string[];
  readonly target: string;
  /** The tank that earned the armor shift, if one did. */
  readonly armorShiftTank?: string;
  /** A breakthrough attack (19.4): its bonus advance is normal, its asterisk gives nothing. */
  readonly breakthrough?: boolean;
}

/** Rule 16.4: one step lost; a 1-step or reduced unit is eliminated. */
export function loseStep(d: Draft, id: string, why: string): void {
  const u = d.unit(id);
  const info = d.c.units.get(id)!;
  if (u.steps <= 1) {
    d.set(id, { loc: { eliminated: true }, steps: 0 });
    d.log({ type: 'eliminated', text: `${info.name} is eliminated (${why})`, rule: '16.4' });
  } else {
    d.set(id, { steps: u.steps - 1 });
    d.log({ type: 'stepLost', text: `${info.name} loses a step (${why})`, rule: '16.4' });
  }
}

/** The unit that takes a loss: the lead unit, the armor-shift tank, or the owner's (the strongest, for now). */
function chooseLoss(d: Draft, ids: readonly string[], by: string | undefined, sides: CombatSides): string | undefined {
  const alive = ids.filter((id) => 'hex' in d.unit(id).loc);
  if (!alive.length) return undefined;
  if (by === 'armorShiftTank' && sides.armorShiftTank && alive.includes(sides.armorShiftTank)) return sides.armorShiftTank; // 16.3
  if (by === 'leadUnit') return alive[0];
  // The owner picks (16.3); the engine picks the unit with the most steps, then the strongest.
  return [...alive].sort((a, b) => d.unit(b).steps - d.unit(a).steps || (faceOf(d.c.units.get(b)!, d.unit(b).steps).defense ?? 0) - (faceOf(d.c.units.get(a)!, d.unit(a).steps).defense ?? 0) || a.localeCompare(b))[0];
}

/** Applies a result's effects in order (rules 16–19); a choice or an advance leaves a decision pending. */
export function applyEffects(d: Draft, effects: readonly Effect[], sides: CombatSides, plusOne = false): void {
  const who = (w: string) => (w === 'attacker' ? sides.attackers : sides.defenders);
  for (const e of effects) {
    switch (e.kind) {
      case 'stepLoss': {
        for (let i = 0; i < e.steps; i++) {
          const id = chooseLoss(d, who(e.who), e.chosenBy, sides);
          if (id) loseStep(d, id, `${e.who} loss`);
        }
        break;
      }
      case 'retreat': {
        for (const id of sides.defenders) {
          if (!('hex' in d.unit(id).loc)) continue;
          const plan = planRetreat(d.c, d.view(), id, e.hexes);
          const info = d.c.units.get(id)!;
          if ('eliminated' in plan) {
            d.set(id, { loc: { eliminated: true }, steps: 0 });
            d.log({ type: 'eliminated', text: plan.eliminated, rule: plan.rule });
            continue;
          }
          const wasDisrupted = d.unit(id).status !== 'normal';
          const routedAgain = d.unit(id).status === 'routed';
          d.set(id, { loc: { hex: plan.path[plan.path.length - 1]! }, engaged: false });
          d.log({ type: 'retreat', text: `${info.name} retreats ${plan.path.join(' → ')}`, rule: '17' });
          if (routedAgain) {
            d.set(id, { loc: { eliminated: true }, steps: 0 });
            d.log({ type: 'eliminated', text: `${info.name} was already routed and is eliminated by a second retreat`, rule: '18.1' });
          } else if (wasDisrupted && e.hexes >= 2) {
            d.set(id, { status: 'routed' });
            d.log({ type: 'status', text: `${info.name}, already disrupted, is routed`, rule: '18.1' });
          }
        }
        break;
      }
      case 'status': {
        for (const id of who(e.who)) {
          if (!('hex' in d.unit(id).loc)) continue;
          const info = d.c.units.get(id)!;
          if (e.status === 'engaged') d.set(id, { engaged: true });
          else if (e.improve) d.set(id, { status: d.unit(id).status === 'routed' ? 'disrupted' : 'normal' });
          else if (e.status === 'disrupted' && d.unit(id).status === 'routed') continue;
          else d.set(id, { status: e.status === 'routed' ? 'routed' : 'disrupted' });
          d.log({ type: 'status', text: `${info.name} is ${e.status === 'engaged' ? 'engaged (Eng)' : e.status}`, rule: e.status === 'engaged' ? '16.5' : '18.1' });
        }
        break;
      }
      case 'advance': {
        const vacated = d.unitsIn(sides.target).length === 0;
        if (vacated) {
          // After a breakthrough attack a bonus advance is only a normal one (19.4).
          const bonus = (d.c.ruleset.advanceTypes?.[e.advance]?.hexes ?? 1) > (d.c.ruleset.advanceTypes?.normal?.hexes ?? 1);
          const type = sides.breakthrough && bonus && d.c.ruleset.advanceTypes?.normal ? 'normal' : e.advance;
          const hexes = d.c.ruleset.advanceTypes?.[type]?.hexes ?? 1;
          d.pending = { kind: 'advance', attackers: sides.attackers.filter((id) => 'hex' in d.unit(id).loc), into: sides.target, type, hexes };
          d.log({ type: 'advance', text: `The attackers may advance ${hexes > 1 ? `up to ${hexes} hexes` : 'one hex'}, starting into ${sides.target} (${d.c.ruleset.advanceTypes?.[type]?.name ?? type}${type !== e.advance ? ', after a breakthrough attack' : ''})`, rule: type !== e.advance ? '19.4' : '19.1' });
        }
        break;
      }
      case 'breakthrough': {
        // 19.4: no breakthrough from a breakthrough attack, nor without an advance.
        if (sides.breakthrough || d.pending?.kind !== 'advance') break;
        d.pending = { ...d.pending, breakthrough: true };
        d.log({ type: 'breakthrough', text: 'Asterisk: after advancing, one stack may make a breakthrough attack', rule: '19.4' });
        break;
      }
      case 'choice': {
        d.pending = { kind: 'firefight', attackers: sides.attackers, target: sides.target, plusOne };
        d.log({ type: 'choice', text: `Firefight: the attacker accepts Eng or rolls on the Firefight table`, rule: '16.2' });
        return; // the rest waits for the choice
      }
      case 'rollOnTable': {
        const lead = d.c.units.get(sides.attackers[0]!)!;
        const facts = { 'lead.morale': faceOf(lead, d.unit(lead.id).steps).morale ?? 'veteran', 'lead.firefightTank': false, 'crt.firefightPlusOne': !!e.modifier };
        const r = rollOn(d.c.ruleset, e.table, facts, d.rng);
        d.rng = r.rng;
        d.log(r.event);
        applyEffects(d, r.result.effects, sides);
        break;
      }
      case 'marker':
        d.log({ type: 'note', text: `The ${e.who} may place a ${e.marker} marker (not tracked by the engine yet)`, rule: '16.6' });
        break;
      case 'columnShift':
      case 'points':
      case 'outOfSupply':
      case 'outcome':
      case 'flag':
        break;
    }
  }
}
