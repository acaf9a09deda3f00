import { compareText } from '../../../../shared/order';
import type { Effect } from '../../../../generated/documents';
import type { Draft } from '../draft';
import type { CombatSides, Continuation, Pending } from '../types';
import { dropAdvantage, offerAdvantage } from './advantage';
import { offerHold } from './hold';
import { offerRecon } from './recon';
import { firefightFacts } from './firefight';
import { faceOf } from './movement';
import { retreatOptions } from './retreat';
import { rollOn } from './tables';
import { lineCrossings } from './turnRules';
import { inCombat } from './offMapAttack';

export type { CombatSides };

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

/** The units of a side of the combat still on the map, the engine's pick for a loss first (most steps, then the strongest defense). */
export function lossCandidates(d: Draft, ids: readonly string[]): string[] {
  let alive = ids.filter((id) => inCombat(d.unit(id).loc));
  // 32.2: the fuel dump's guard loses its step only when it is alone.
  if (alive.some((id) => d.c.units.get(id)!.tags.has('fuelDump')) && alive.some((id) => !d.c.units.get(id)!.tags.has('fuelDump'))) alive = alive.filter((id) => !d.c.units.get(id)!.tags.has('fuelDump'));
  const def = (id: string) => faceOf(d.c.units.get(id)!, d.unit(id).steps).defense ?? 0;
  return alive.sort((a, b) => d.unit(b).steps - d.unit(a).steps || def(b) - def(a) || compareText(a, b));
}

/**
 * Hands a decision to the player who makes it: the state's side becomes the chooser's until the
 * choice is made, and then goes back to the player whose phase it is.
 */
export function ask(d: Draft, pending: Pending & { chooser: string; resume: string }): void {
  d.pending = pending;
  d.side = pending.chooser;
}

/** The choice is made: nothing waits, and the phasing player's side is back. */
export function handBack(d: Draft, p: { resume: string }): void {
  d.pending = undefined;
  d.side = p.resume;
}

/** Applies the rest of a combat result after a choice, with the phasing player's side back. */
export function resume(d: Draft, p: { resume: string; cont: Continuation }): void {
  handBack(d, p);
  applyEffects(d, p.cont.effects, p.cont.sides, p.cont.plusOne);
}

/**
 * Applies a result's effects in order (rules 16.1 to 19). Where the book lets a player choose (which unit
 * loses a step, 16.3; the retreat path, 17.1; accept Eng or roll, 16.2) the rest waits as a pending
 * choice; an advance also waits for the attacker.
 */
export function applyEffects(d: Draft, effects: readonly Effect[], sides: CombatSides, plusOne = false): void {
  const who = (w: string) => (w === 'attacker' ? sides.attackers : sides.defenders);
  for (let i = 0; i < effects.length; i++) {
    const e = effects[i]!;
    const rest = effects.slice(i + 1);
    switch (e.kind) {
      case 'stepLoss': {
        for (let k = 0; k < e.steps; k++) {
          const candidates = lossCandidates(d, who(e.who));
          if (!candidates.length) break;
          const fixed = e.chosenBy === 'armorShiftTank' && sides.armorShiftTank && candidates.includes(sides.armorShiftTank) ? sides.armorShiftTank : e.chosenBy === 'leadUnit' && sides.lead && candidates.includes(sides.lead) ? sides.lead : candidates.length === 1 ? candidates[0] : undefined;
          if (fixed) {
            loseStep(d, fixed, `${e.who} loss${fixed === sides.lead && e.chosenBy === 'leadUnit' ? ', the lead unit' : fixed === sides.armorShiftTank ? ', the tank that earned the armor shift (16.3)' : ''}`);
            continue;
          }
          // 16.3: the owner picks the unit.
          const left: Effect[] = e.steps - k - 1 > 0 ? [{ ...e, steps: e.steps - k - 1 }] : [];
          const owner = d.c.units.get(candidates[0]!)!.side;
          ask(d, { kind: 'loss', chooser: owner, resume: d.side, who: e.who as 'attacker' | 'defender', candidates, cont: { effects: [...left, ...rest], sides, plusOne } });
          d.log({ type: 'choice', text: `The ${owner === sides.attackers.map((id) => d.c.units.get(id)!.side)[0] ? 'attacker' : 'defender'} chooses which unit loses a step`, rule: '16.3' });
          return;
        }
        break;
      }
      case 'retreat':
        if (e.who === 'defender' && offerHold(d, [e, ...rest], sides, plusOne)) return;
        if (retreatQueue(d, sides.defenders, e.hexes, { effects: rest, sides, plusOne })) return;
        break;
      case 'status': {
        if (e.status === 'engaged' && e.who === 'defender' && offerRecon(d, [e, ...rest], sides, plusOne)) return;
        for (const id of who(e.who)) {
          if (!inCombat(d.unit(id).loc)) continue;
          const info = d.c.units.get(id)!;
          if (e.status === 'engaged') d.set(id, { engaged: true, ...(d.unit(id).sm ? { sm: false, trucks: false } : {}) });
          else if (e.improve) d.set(id, { status: d.unit(id).status === 'routed' ? 'disrupted' : 'normal' });
          else if (e.status === 'disrupted' && d.unit(id).status === 'routed') continue;
          else d.set(id, { status: e.status === 'routed' ? 'routed' : 'disrupted' });
          d.log({ type: 'status', text: `${info.name} is ${e.status === 'engaged' ? 'engaged (Eng)' : e.status}`, rule: e.status === 'engaged' ? '16.5' : '18.1' });
        }
        break;
      }
      case 'advance': {
        // 17.3: a defender eliminated for want of a retreat leaves the hex empty: the advance is the result's, in full.
        const vacated = d.unitsIn(sides.target).length === 0;
        if (vacated) {
          // After a breakthrough attack a bonus advance is only a normal one (19.4).
          const bonus = (d.c.ruleset.advanceTypes?.[e.advance]?.hexes ?? 1) > (d.c.ruleset.advanceTypes?.normal?.hexes ?? 1);
          const type = sides.breakthrough && bonus && d.c.ruleset.advanceTypes?.normal ? 'normal' : e.advance;
          const hexes = d.c.ruleset.advanceTypes?.[type]?.hexes ?? 1;
          // 13.5: attackers from off the map advance too, into the entry hex first.
          d.pending = { kind: 'advance', attackers: sides.attackers.filter((id) => inCombat(d.unit(id).loc) && !d.c.units.get(id)!.tags.has('artillery')), into: sides.target, type, hexes };
          d.log({ type: 'advance', text: `The attackers may advance ${hexes > 1 ? `up to ${hexes} hexes` : 'one hex'}, starting into ${sides.target} (${d.c.ruleset.advanceTypes?.[type]?.name ?? type}${type !== e.advance ? ', after a breakthrough attack' : ''})`, rule: type !== e.advance ? '19.4' : '19.1' });
        }
        break;
      }
      case 'breakthrough': {
        // 19.4: no breakthrough from a breakthrough attack, nor without an advance.
        // 16.7: nor from a counter-attack.
        if (sides.breakthrough || sides.counter || d.pending?.kind !== 'advance') break;
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
        const lead = sides.lead ?? sides.attackers[0]!;
        const r = rollOn(d.c.ruleset, e.table, firefightFacts(d.c, d.view(), lead, sides.target, !!e.modifier), d.rng);
        d.rng = r.rng;
        d.log(r.event);
        applyEffects(d, [...r.result.effects, ...rest], { ...sides, lead }, plusOne);
        return;
      }
      case 'marker':
        if (e.marker === 'attackerAdvantage' && offerAdvantage(d, sides, rest, plusOne)) return;
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

/**
 * Retreats the defenders one by one (17). A unit with one legal retreat takes it; with several the
 * owner chooses (a pending choice, after which the queue goes on). Returns true when it waits.
 */
export function retreatQueue(d: Draft, ids: readonly string[], hexes: number, cont: Continuation): boolean {
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i]!;
    if (!('hex' in d.unit(id).loc)) continue;
    const info = d.c.units.get(id)!;
    const why = cannotRetreat(d, id, hexes);
    if (why) {
      d.set(id, { loc: { eliminated: true }, steps: 0 });
      d.log({ type: 'eliminated', text: why.text, rule: why.rule });
      continue;
    }
    const o = retreatOptions(d.c, d.view(), id, hexes, true);
    if ('eliminated' in o) {
      d.set(id, { loc: { eliminated: true }, steps: 0 });
      d.log({ type: 'eliminated', text: o.eliminated, rule: o.rule });
      continue;
    }
    if (o.paths.length > 1) {
      ask(d, { kind: 'retreat', chooser: info.side, resume: d.side, unit: id, hexes, queue: ids.slice(i + 1), cont });
      d.log({ type: 'choice', text: `${info.name} must retreat ${hexes} hex${hexes > 1 ? 'es' : ''}: its owner picks where (${o.paths.length} ways)`, rule: '17.1' });
      return true;
    }
    retreatAlong(d, id, o.paths[0]!, hexes);
  }
  return false;
}

/** Retreats that end a unit without a path: a second retreat this phase (17.5), German artillery without a prime mover going more than 1 hex (17.7). */
function cannotRetreat(d: Draft, id: string, hexes: number): { text: string; rule: string } | undefined {
  const info = d.c.units.get(id)!;
  if (d.unit(id).retreated) return { text: `${info.name} already retreated this phase and is eliminated by a second retreat`, rule: '17.5' };
  if (info.tags.has('fuelDump')) return { text: `${info.name} never retreats: eliminated, and the fuel dump is undefended`, rule: '32.2' };
  if (info.tags.has('needsPrimeMover') && !d.unit(id).pm && hexes > 1) return { text: `${info.name} is artillery without a prime mover and cannot retreat ${hexes} hexes: eliminated`, rule: '17.7' };
  return undefined;
}

/** Moves a unit along its retreat and applies what a retreat does to it (17, 18.1, 22.5; 17.8: an Eng marker comes off). */
export function retreatAlong(d: Draft, id: string, path: readonly string[], hexes: number): void {
  if (!path.length) return;
  const info = d.c.units.get(id)!;
  const was = d.unit(id).status;
  // 16.6: a retreat result on the marked hex takes the Attacker Advantage marker off.
  const from = (d.unit(id).loc as { hex?: string }).hex;
  dropAdvantage(d, (m) => m.hex === from && m.units.includes(id));
  const end = path[path.length - 1]!;
  const box = d.c.map.offMapBoxes?.[end];
  d.set(id, { loc: box ? { box: end, since: d.base.turn } : { hex: end }, engaged: false, retreated: true, sm: false, ...(d.unit(id).trucks ? { trucks: false } : {}), ...(info.tags.has('artillery') ? { fired: true } : {}) });
  d.log({ type: 'retreat', text: `${info.name} retreats ${path.join(' → ')}${info.tags.has('artillery') ? ' and is flipped to Fired (17.7)' : ''}`, rule: '17' });
  // 11.10: a retreat across a closed army boundary disrupts the unit; it rallies only once back.
  const crossings = from ? lineCrossings(d.c, d.view(), info.side, path[0] === from ? path : [from, ...path]) : 0;
  if (crossings % 2) {
    const across = !d.unit(id).acrossLine;
    d.set(id, { acrossLine: across, ...(was === 'normal' && across ? { status: 'disrupted' } : {}) });
    d.log({ type: 'retreat', text: across ? `${info.name} retreats across the army boundary${was === 'normal' ? ': disrupted' : ''}; it does not rally until it is back across or the boundary is lifted` : `${info.name} is back across the army boundary`, rule: '11.10' });
  }
  if (box) {
    // 17.6: off the map into the box of that edge, disrupted; it leaves the box only after rallying.
    if (was === 'normal') d.set(id, { status: 'disrupted' });
    d.log({ type: 'retreat', text: `${info.name} leaves the map into the ${box.name}${was === 'normal' ? ', disrupted' : ''}`, rule: '17.6' });
  }
  if (was === 'routed') {
    d.set(id, { loc: { eliminated: true }, steps: 0 });
    d.log({ type: 'eliminated', text: `${info.name} was already routed and is eliminated by a second retreat`, rule: '18.1' });
  } else if (was === 'disrupted' && hexes >= 2) {
    d.set(id, { status: 'routed' });
    d.log({ type: 'status', text: `${info.name}, already disrupted, is routed`, rule: '18.1' });
  }
}

/** The owner's retreat choice: one of the legal paths, named by the hex it ends in (17.1). */
export function chooseRetreat(d: Draft, target: string | undefined): { reason: string; rule: string } | undefined {
  const p = d.base.pending;
  if (p?.kind !== 'retreat') return { reason: 'there is no retreat to choose', rule: '17' };
  const o = retreatOptions(d.c, d.base, p.unit, p.hexes, true);
  const path = 'paths' in o ? o.paths.find((x) => x[x.length - 1] === target) : undefined;
  if (!path) return { reason: `${d.c.units.get(p.unit)!.name} cannot end its retreat in ${target ?? 'no hex'}; it may end in ${'paths' in o ? o.paths.map((x) => x[x.length - 1]).join(', ') : 'none'}`, rule: '17.1' };
  handBack(d, p);
  retreatAlong(d, p.unit, path, p.hexes);
  if (retreatQueue(d, p.queue, p.hexes, p.cont)) return undefined;
  applyEffects(d, p.cont.effects, p.cont.sides, p.cont.plusOne);
  return undefined;
}

/** The owner's loss choice (16.3): one of the candidate units loses the step. */
export function chooseLoss(d: Draft, unit: string | undefined): { reason: string; rule: string } | undefined {
  const p = d.base.pending;
  if (p?.kind !== 'loss') return { reason: 'there is no loss to choose', rule: '16.3' };
  if (!unit || !p.candidates.includes(unit)) return { reason: `the step comes from one of ${p.candidates.map((id) => d.c.units.get(id)!.name).join(', ')}`, rule: '16.3' };
  loseStep(d, unit, `${p.who} loss, the owner's choice`);
  resume(d, p);
  return undefined;
}
