import { orderRefusal } from '../rules/sectorOrder';
import { dirIndex, type Compiled } from '../compile';
import type { Draft } from '../draft';
import { crossBridges } from '../rules/bridges';
import { stepCost } from '../rules/movement';
import { enemyView } from '../rules/zoc';
import type { Action, GameState, Pending, Refusal } from '../types';
import { overstacked, passThrough } from './movement';
import { boundary, crossesLine, frozen } from '../rules/turnRules';

type AdvancePending = Extract<Pending, { kind: 'advance' }>;

/**
 * How many hexes a unit may advance (19.1): the advance type's hexes, one more for a mechanized unit
 * whose whole advance runs along a primary road or a secondary road outside forest and wooded rough,
 * at most 1 out of supply (19.6, 23.4).
 */
function allowance(c: Compiled, s: GameState, p: AdvancePending, id: string, path: readonly number[]): number {
  const info = c.units.get(id)!;
  if (s.units[id]!.oos) return 1;
  const type = c.ruleset.advanceTypes?.[p.type];
  const base = p.hexes;
  if (!type?.roadBonus || !info.tags.has('mechanized') || path.length < 2) return base;
  for (let i = 1; i < path.length; i++) {
    const j = dirIndex(c.nb, path[i - 1]!, path[i]!);
    const cls = c.roadClasses[c.road[path[i - 1]! * 6 + j]!];
    const road = cls ? c.ruleset.roadClasses?.[cls] : undefined;
    if (!road?.advanceBonus || road.advanceBonusExceptIn?.some((t) => t === c.terrain[path[i]!] || t === c.terrain[path[i - 1]!])) return base;
  }
  return base + type.roadBonus;
}

/**
 * Rule 19: one hex of an advance after combat, by a unit that took part in the attack. A restricted
 * advance goes only into the vacated hex; normal and bonus advances go 1 or 2 hexes (a road bonus
 * for mechanized units), never into an enemy unit, across an enemy ZOC bond (but into the vacated
 * hex), or into terrain closed to normal movement. Infantry types may enter forest or cross a river
 * or wooded-rough hexside only as the first hex (19.2). Enemy ZOC does not stop an advance, but after
 * the first hex a unit may not step from one hex in a given enemy unit's ZOC to another (19.3).
 */
export function advanceAfterCombat(d: Draft, a: Action): Refusal | undefined {
  const p = d.base.pending;
  if (p?.kind !== 'advance') return { reason: 'there is no advance to make' };
  if (!a.unit || !p.attackers.includes(a.unit)) return { reason: 'only units that took part in the attack may advance', rule: '19.2' };
  const c = d.c;
  const s = d.view();
  const u = d.unit(a.unit);
  const info = c.units.get(a.unit)!;
  if ('box' in u.loc) return advanceFromBox(d, p, a.unit, a.target ?? p.into);
  if (!('hex' in u.loc)) return { reason: `${info.name} is not on the map` };
  if (info.tags.has('artillery')) return { reason: 'artillery never advances', rule: '19.2' };
  const held = frozen(c, s, a.unit);
  if (held) return held;
  const to = a.target ?? p.into;
  const k = c.ordinal.get(u.loc.hex)!;
  const n = c.ordinal.get(to);
  const done = p.paths?.[a.unit] ?? [];
  if (n === undefined) return { reason: `${to} is not a hex of the map` };
  const j = dirIndex(c.nb, k, n);
  if (j < 0) return { reason: `${info.name} advances one hex at a time: ${to} is not next to ${u.loc.hex}`, rule: '19.1' };
  if (c.ruleset.advanceTypes?.[p.type]?.onlyIntoVacated && to !== p.into) return { reason: `a ${c.ruleset.advanceTypes[p.type]!.name.toLowerCase()} advance goes only into the vacated hex ${p.into}`, rule: '19.1' };
  // A unit that came in from off the map (13.5) starts its advance at the entry hex.
  const from = done.length ? p.from?.[a.unit] : u.loc.hex;
  const start = from === undefined ? c.ordinal.get(done[0]!)! : c.ordinal.get(from)!;
  const full = [...(from === undefined ? [] : [start]), ...done.map((h) => c.ordinal.get(h)!), n];
  const max = allowance(c, s, p, a.unit, full);
  if (done.length >= max) return { reason: `${info.name} has advanced its ${max} hex${max > 1 ? 'es' : ''}`, rule: s.units[a.unit]!.oos ? '19.6' : '19.1' };
  if (done.includes(to) || to === c.ids[start]) return { reason: `${info.name} does not go back over its advance`, rule: '19.1' };
  const { occ, enemyZoc, bonds } = enemyView(c, s, info.side);
  if (occ.get(n) && occ.get(n)!.side !== info.side) return { reason: `${to} holds enemy units`, rule: '19.2' };
  const ordered = orderRefusal(c, s, a.unit, to);
  if (ordered) return ordered;
  if (to !== p.into && (bonds.hexes.has(n) || bonds.sides.has(k * 6 + j))) return { reason: `an advance never enters or crosses an enemy ZOC bond (into ${to})`, rule: '19.3' };
  const cost = stepCost(c, s, info, k, j);
  const first = done.length === 0;
  if (typeof cost !== 'number' && !(first && /tactical/.test(cost.why) && info.tags.has('infantryType'))) return { reason: `${info.name} cannot advance into ${to}: ${cost.why}${/tactical/.test(cost.why) ? ' (infantry only, as the first hex of the advance)' : ''}`, rule: '19.2' };
  // 19.2: forest is entered only as the first hex of an advance, or along a road.
  const closed = [c.terrain[n]!, ...c.features[n]!].find((t) => c.ruleset.terrainTypes?.[t]?.advanceFirstHexOnly);
  if (!first && closed && c.road[k * 6 + j]! < 0) return { reason: `${info.name} may enter ${c.ruleset.terrainTypes?.[closed]?.name ?? closed} (${to}) only as the first hex of its advance, or along a road`, rule: '19.2' };
  if (!first && enemyZoc[k] && enemyZoc[n]) {
    for (let e = 0; e < 6; e++) {
      const m = c.nb[k * 6 + e]!;
      if (m >= 0 && occ.get(m) && occ.get(m)!.side !== info.side && dirIndex(c.nb, m, n) >= 0) return { reason: `${info.name} may not advance from one hex in the ZOC of the enemy unit in ${c.ids[m]} into another`, rule: '19.3' };
    }
  }
  const line = boundary(c, s, a.unit, to) ?? crossesLine(c, s, a.unit, u.loc.hex, to);
  if (line) return line;
  const stack = overstacked(c, s, to, a.unit);
  if (stack) return stack;
  // 7.8: the first crossing of the Ouren bridge, an advance included, may destroy it; the unit then stays.
  if (crossBridges(d, [u.loc.hex, to], info.side).length < 2) return undefined;
  d.set(a.unit, { loc: { hex: to }, advanced: true });
  passThrough(d, [to], info.side);
  d.pending = { ...p, paths: { ...p.paths, [a.unit]: [...done, to] }, ...(from === undefined ? {} : { from: { ...p.from, [a.unit]: from } }) };
  d.log({ type: 'advance', text: `${info.name} advances into ${to}${max > 1 ? ` (${done.length + 1} of ${max})` : ''}`, rule: '19.1' });
  return undefined;
}

/**
 * Rule 13.5: a unit that attacked from off the map advances first into the entry hex it attacked,
 * entering the map there (within the stacking limits); the units that do not advance stay in the box.
 */
function advanceFromBox(d: Draft, p: AdvancePending, id: string, to: string): Refusal | undefined {
  const info = d.c.units.get(id)!;
  if (to !== p.into) return { reason: `${info.name} attacked from off the map: the first hex of its advance is the entry hex ${p.into}`, rule: '13.5' };
  const stack = overstacked(d.c, d.view(), to, id);
  if (stack) return stack;
  d.set(id, { loc: { hex: to }, blocking: undefined, advanced: true });
  d.pending = { ...p, paths: { ...p.paths, [id]: [to] } };
  d.log({ type: 'advance', text: `${info.name} advances from off the map into ${to}`, rule: '13.5' });
  return undefined;
}

/**
 * Ends the advance after combat. After an asterisk result (DR4*, D1*) one stack of units that
 * advanced may make one breakthrough attack before the next combat (19.4): a mechanized group after
 * its full advance, a non-mechanized or mixed one only after advancing a single hex.
 */
export function endAdvance(d: Draft): Refusal | undefined {
  const p = d.base.pending;
  if (p?.kind !== 'advance') return { reason: 'there is no advance to end' };
  d.pending = undefined;
  if (!p.breakthrough) return undefined;
  const eligible = breakthroughUnits(d.c, d.view(), p);
  if (!eligible.length) {
    d.log({ type: 'breakthrough', text: 'No unit that advanced can make the breakthrough attack', rule: '19.4' });
    return undefined;
  }
  d.pending = { kind: 'breakthrough', units: eligible, hexes: Object.fromEntries(eligible.map((id) => [id, p.paths![id]!.length])) };
  d.log({ type: 'breakthrough', text: `Breakthrough: one stack of ${eligible.map((id) => d.c.units.get(id)!.name).join(', ')} may attack once more`, rule: '19.4' });
  return undefined;
}

/** The units that may join the breakthrough attack: they advanced, are in supply, and are not disrupted. */
function breakthroughUnits(c: Compiled, s: GameState, p: AdvancePending): string[] {
  return Object.entries(p.paths ?? {})
    .filter(([id, path]) => path.length > 0 && 'hex' in s.units[id]!.loc && !s.units[id]!.oos && s.units[id]!.status === 'normal')
    .filter(([id, path]) => c.units.get(id)!.tags.has('mechanized') || path.length === 1)
    .map(([id]) => id);
}

/**
 * Checks a breakthrough attack: one stack of the eligible units, all in one hex (19.4). Other units
 * that have not attacked this phase may make the attack with them: the group joins their attack on
 * a hex it ended its advance next to, resolved at once (19.4, "helping other attacks").
 */
export function breakthroughGroup(c: Compiled, s: GameState, attackers: readonly string[]): Refusal | undefined {
  const p = s.pending;
  if (p?.kind !== 'breakthrough') return { reason: 'there is no breakthrough attack to make' };
  const units = attackers.filter((id) => p.units.includes(id));
  if (!units.length) return { reason: 'a breakthrough attack is made by units that advanced after the asterisk result (others may join it)', rule: '19.4' };
  const hexes = new Set(units.map((id) => (s.units[id]!.loc as { hex?: string }).hex));
  if (hexes.size !== 1) return { reason: 'the breakthrough attack is made by one stack: its units must be in one hex', rule: '19.4' };
  // A mixed group attacks only after advancing a single hex (19.4).
  if (units.some((id) => !c.units.get(id)!.tags.has('mechanized')) && units.some((id) => (p.hexes[id] ?? 0) > 1)) return { reason: 'a non-mechanized or mixed group makes the breakthrough attack only after advancing a single hex', rule: '19.4' };
  return undefined;
}

/** Declines the breakthrough attack. */
export function endBreakthrough(d: Draft): Refusal | undefined {
  if (d.base.pending?.kind !== 'breakthrough') return { reason: 'there is no breakthrough attack to decline' };
  d.pending = undefined;
  d.log({ type: 'breakthrough', text: 'No breakthrough attack', rule: '19.4' });
  return undefined;
}
