import type { Compiled } from '../compile';
import type { Draft } from '../draft';
import type { Action, GameState, Refusal } from '../types';
import { faceOf } from './movement';
import { handBack } from './results';
import { retreatOptions } from './retreat';
import { rollOn } from './tables';
import { enemyView, nextToEnemy, occupancy } from './zoc';
import { frozen } from './turnRules';
import type { FactsOf } from '../../../core/judgedConditions';

/**
 * Rule 20: at the start of its Combat Phase, before any combat, a unit that was under an Eng marker,
 * or any non-disrupted unit next to the enemy, may roll on the Disengagement table (+1 Green, −1
 * Elite, −1 tank or recon). Yes: it retreats 1 or 2 hexes, the owner's choice, under 17.2 and 17.7;
 * +D: it ends Disrupted. No: it stays. A unit that tries does not attack this phase.
 */
export function whyNotDisengage(c: Compiled, s: GameState, id: string | undefined, begun = combatBegun(c, s)): Refusal | undefined {
  const u = id ? s.units[id] : undefined;
  const info = id ? c.units.get(id) : undefined;
  if (!u || !info) return { reason: 'say which unit disengages' };
  if (info.side !== s.side) return { reason: `${info.name} is not the ${s.side} player's` };
  if (!('hex' in u.loc)) return { reason: `${info.name} is not on the map` };
  const held = frozen(c, s, id!);
  if (held) return held;
  if (u.disengaged) return { reason: `${info.name} has tried to disengage this phase already`, rule: '20' };
  if (u.attacked) return { reason: `${info.name} has attacked this phase: a unit disengages or attacks, not both`, rule: '20' };
  if (begun) return { reason: 'disengagement comes before any combat of the phase', rule: '20' };
  if (!u.fromEng && u.status !== 'normal') return { reason: `${info.name} is ${u.status}: only a unit that was under an Eng marker may disengage so`, rule: '20' };
  if (!nextToEnemy(c, occupancy(c, s), c.ordinal.get(u.loc.hex)!, info.side)) return { reason: `${info.name} is not next to the enemy`, rule: '20' };
  return undefined;
}

/** Whether the phasing side has attacked this phase (20: disengagement comes before any combat). */
export function combatBegun(c: Compiled, s: GameState): boolean {
  return Object.entries(s.units).some(([x, v]) => v.attacked && !v.disengaged && c.units.get(x)!.side === s.side);
}

/**
 * The hexes a disengaging unit may end in (20.3): a retreat of 1 or 2 hexes (17.2). A unit that was
 * not Eng never enters an enemy ZOC; one that was (and is not disrupted by the result) may stop in a
 * first hex in enemy ZOC. Each option is the path to its end hex, the engine's pick first.
 */
export function disengagePaths(c: Compiled, s: GameState, id: string, disrupted: boolean): string[][] {
  const { enemyZoc, occ } = enemyView(c, s, c.units.get(id)!.side);
  const side = c.units.get(id)!.side;
  const inZoc = (h: string) => {
    const k = c.ordinal.get(h)!;
    return enemyZoc[k]! > 0 && occ.get(k)?.side !== side;
  };
  const mayStopInZoc = !!s.units[id]!.fromEng && !disrupted;
  const out: string[][] = [];
  for (const hexes of [2, 1]) {
    const o = retreatOptions(c, s, id, hexes);
    // Each path is the hexes entered (the start not among them).
    for (const p of 'paths' in o ? o.paths : []) {
      if (p.length !== hexes) continue;
      if (!s.units[id]!.fromEng && p.some(inZoc)) continue;
      if (hexes === 1 && inZoc(p[0]!) && !mayStopInZoc) continue;
      if (!out.some((x) => x[x.length - 1] === p[p.length - 1])) out.push([...p]);
    }
  }
  return out;
}

/** The facts of a Disengagement roll (20.2, 21.4): the unit's morale, and whether it is a tank or recon unit. */
export const DISENGAGE_FACTS = ['unit.morale', 'unit.tankOrRecon'] as const;

/** Rolls on the Disengagement table for one unit (20.2); a success waits for its retreat's end hex. */
export function disengage(d: Draft, a: Action): Refusal | undefined {
  const c = d.c;
  const s = d.base;
  const why = whyNotDisengage(c, s, a.unit);
  if (why) return why;
  const id = a.unit!;
  const info = c.units.get(id)!;
  const u = s.units[id]!;
  // 20.2, 21.4: tank and recon units take −1.
  const facts: FactsOf<typeof DISENGAGE_FACTS> = { 'unit.morale': faceOf(info, u.steps).morale ?? 'veteran', 'unit.tankOrRecon': info.tags.has('tank') || info.tags.has('recon') };
  const r = rollOn(c.ruleset, 'disengagement', facts, d.rng);
  d.rng = r.rng;
  d.log({ ...r.event, text: `${info.name} tries to disengage: ${r.event.text}` });
  d.set(id, { disengaged: true, attacked: true });
  const disrupt = r.result.effects.some((e) => e.kind === 'status' && e.status === 'disrupted');
  const success = r.result.effects.some((e) => e.kind === 'retreat');
  if (!success) {
    if (disrupt) d.set(id, { status: 'disrupted' });
    return undefined;
  }
  const paths = disengagePaths(c, d.view(), id, disrupt);
  if (!paths.length) {
    d.set(id, { loc: { eliminated: true }, steps: 0 });
    d.log({ type: 'eliminated', text: `${info.name} has nowhere to disengage to but an enemy ZOC: eliminated`, rule: '20.4' });
    return undefined;
  }
  if (paths.length === 1) {
    finish(d, id, paths[0]!, disrupt);
    return undefined;
  }
  d.pending = { kind: 'disengage', chooser: s.side, resume: s.side, unit: id, disrupt };
  return undefined;
}

/** The owner picks where the disengaging unit ends (1 or 2 hexes away). */
export function chooseDisengage(d: Draft, a: Action): Refusal | undefined {
  const p = d.base.pending;
  if (p?.kind !== 'disengage') return { reason: 'no disengagement waits for its retreat' };
  const paths = disengagePaths(d.c, d.base, p.unit, p.disrupt);
  const path = paths.find((x) => x[x.length - 1] === a.target);
  if (!path) return { reason: `${d.c.units.get(p.unit)!.name} disengages to ${paths.map((x) => x[x.length - 1]).join(', ')}, not ${a.target ?? 'nowhere'}`, rule: '20.3' };
  handBack(d, p);
  finish(d, p.unit, path, p.disrupt);
  return undefined;
}

/** The unit walks its path (17.7: artillery ends Fired); not a combat retreat, so 18.1 does not worsen its status. */
function finish(d: Draft, id: string, path: readonly string[], disrupt: boolean): void {
  const info = d.c.units.get(id)!;
  d.set(id, { loc: { hex: path[path.length - 1]! }, engaged: false, sm: false, ...(d.unit(id).trucks ? { trucks: false } : {}), ...(info.tags.has('artillery') ? { fired: true } : {}), ...(disrupt ? { status: 'disrupted' } : {}) });
  d.log({ type: 'disengage', text: `${d.c.units.get(id)!.name} disengages to ${path[path.length - 1]}${disrupt ? ', Disrupted' : ''}`, rule: '20.3' });
}
