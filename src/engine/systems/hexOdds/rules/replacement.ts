import type { Compiled, UnitInfo } from '../compile';
import type { Draft } from '../draft';
import type { Action, GameState, Refusal, ReplacementPoint } from '../types';
import { retreatOptions } from './retreat';
import { lineCrossings } from './turnRules';
import { overstacked } from './stacking';
import { supplyRoad } from './supply';
import { enemyView, nextToEnemy } from './zoc';
import { memo } from '../../../../shared/memo';
import { fresh } from '../unitShape';

/**
 * Rule 25.2: the Replacement Phase of each night. Each side gets the points the Turn Record Track
 * prints (the ruleset's replacementPoints table). One point buys an infantry-type unit; a second buys
 * a tank, recon or Flak unit or another infantry type; points do not accumulate. A point brings a
 * reduced unit back to full strength, or a dead unit back on its reduced side.
 */

/** 25.2: the German player may also place returning units at these entry hexes, when not in an enemy ZOC. */
const ENTRY_LETTERS: Record<string, readonly string[]> = { german: ['K', 'L', 'M'] };

/** The points a side receives this night, by what each buys. */
export function pointsFor(c: Compiled, s: GameState, side: string): ReplacementPoint[] {
  const t = c.ruleset.tables.replacementPoints;
  const entry = t?.kind === 'lookup' ? (t.entries[`${c.turnOrder[s.turn]} ${side}`] as { value?: number } | undefined) : undefined;
  const n = Number(entry?.value ?? 0);
  return Array.from({ length: Math.max(0, n) }, (_, i) => (i === 0 ? 'infantry' : 'mobile'));
}

/** Why a unit can never take replacements (25.2), or undefined. */
export function neverReplaced(c: Compiled, s: GameState, id: string): string | undefined {
  const info = c.units.get(id)!;
  const doc = c.docs.oob.units[id];
  if (info.tags.has('artillery')) return 'artillery is never replaced';
  if (doc?.nationality === 'british') return 'British units are never replaced';
  if (info.tags.has('noReplacements')) return `${info.name} is never replaced`;
  if (info.side === 'allied' && doc?.nationality === 'us' && (info.unitClass === 'paratroop' || info.unitClass === 'glider')) return 'US airborne units are never replaced';
  if (info.side === 'german' && info.tags.has('tank') && ((info.front.tq?.value ?? 0) >= 5 || info.front.attackBoxed)) return 'German tanks with TQ 5 or more, or a black-boxed attack, are never replaced';
  if (s.units[id]?.surrendered) return `${info.name} surrendered`;
  if (!kindOf(info)) return `${info.name} is not an infantry type, tank, recon or Flak unit`;
  return undefined;
}

/** What a unit's replacement needs: an infantry-type point, or the second (tank, recon, Flak) one. */
function kindOf(info: UnitInfo): ReplacementPoint | undefined {
  if (info.tags.has('infantryType')) return 'infantry';
  if (info.tags.has('tank') || info.tags.has('recon') || info.unitClass === 'antiAircraft') return 'mobile';
  return undefined;
}

/** The point a unit would use: an infantry type takes the infantry point first, then the other. */
function pointFor(points: readonly ReplacementPoint[], info: UnitInfo): number {
  const kind = kindOf(info);
  if (kind === 'infantry') return points.includes('infantry') ? points.indexOf('infantry') : points.indexOf('mobile');
  return kind ? points.indexOf('mobile') : -1;
}

const towns = new WeakMap<Compiled, readonly number[]>();
/** The map's town and city hexes (not villages), by ordinal. */
const townsOf = (c: Compiled): readonly number[] => memo(towns, c, () => c.ids.flatMap((_, k) => (c.features[k]!.some((f) => f === 'town' || f === 'city') ? [k] : [])));

/**
 * The hexes a dead unit may come back in: a friendly town or city (not a village) not next to the
 * enemy, with a road supply line to a friendly source and no enemy roadblock; for the Germans also
 * entry hexes K, L and M outside enemy ZOC. A victory hex is friendly when its side controls it;
 * another town when the side's road supply line reaches it (the engine tracks control at victory hexes only).
 */
export function returnHexes(c: Compiled, s: GameState, side: string): string[] {
  const { occ, enemyZoc } = enemyView(c, s, side);
  const line = supplyRoad(c, s, side);
  const out: string[] = [];
  for (const k of townsOf(c)) {
    const hex = c.ids[k]!;
    if (hex in s.control ? s.control[hex] !== side : false) continue;
    if (!line[k] || (s.roadblocks[hex] !== undefined && s.roadblocks[hex] !== side)) continue;
    const held = occ.get(k);
    if (held && held.side !== side) continue;
    if (!nextToEnemy(c, occ, k, side)) out.push(hex);
  }
  for (const letter of ENTRY_LETTERS[side] ?? []) {
    for (const hex of (c.map.entries?.[letter]?.hexes as readonly string[] | undefined) ?? []) {
      const k = c.ordinal.get(hex);
      if (k !== undefined && !enemyZoc[k] && !(occ.get(k) && occ.get(k)!.side !== side) && !out.includes(hex)) out.push(hex);
    }
  }
  return out;
}

/**
 * 25.2: where a reduced unit on the map may take its replacement. Not next to the enemy: where it
 * stands. Next to the enemy (and not Eng): after a retreat of one hex out of every enemy ZOC, at
 * most two such a night. Undefined target: where it stands; [] when it may not.
 */
export function replaceTargets(c: Compiled, s: GameState, id: string): { targets: (string | undefined)[]; why?: Refusal } {
  const u = s.units[id]!;
  const info = c.units.get(id)!;
  if (!('hex' in u.loc)) return { targets: [] };
  if (u.oos) return { targets: [], why: { reason: `${info.name} is out of supply`, rule: '25.2' } };
  if (u.status !== 'normal') return { targets: [], why: { reason: `${info.name} is ${u.status}`, rule: '25.2' } };
  const { occ, enemyZoc } = enemyView(c, s, info.side);
  if (!nextToEnemy(c, occ, c.ordinal.get(u.loc.hex)!, info.side)) return { targets: [undefined] };
  if (u.engaged) return { targets: [], why: { reason: `${info.name} is next to the enemy under an Eng marker: it may not step back to refit`, rule: '25.2' } };
  const stepped = Object.entries(s.units).filter(([x, v]) => v.replacedWithRetreat && c.units.get(x)!.side === info.side).length;
  if (stepped >= 2) return { targets: [], why: { reason: 'two units have stepped back from the enemy for replacements already', rule: '25.2' } };
  // A one-hex retreat under 17 (no lake, unbridged Meuse or enemy bond; vehicles as they move), ending out of every enemy ZOC;
  // 11.10: while an army boundary holds, a unit refitting is placed without crossing it.
  const o = retreatOptions(c, s, id, 1);
  const from = u.loc.hex;
  const out = ('paths' in o ? o.paths : []).filter((p) => !lineCrossings(c, s, info.side, [from, ...p])).map((p) => p[p.length - 1]!).filter((h) => !enemyZoc[c.ordinal.get(h)!] && !overstacked(c, s, h, id));
  return out.length ? { targets: out } : { targets: [], why: { reason: `${info.name} is next to the enemy and has no hex out of every enemy ZOC to step back to`, rule: '25.2' } };
}

/** The replace actions the side may take now, each checked by `replace` itself. */
export function replacements(c: Compiled, s: GameState): { actions: Action[]; refused: (Refusal & { type: string; unit: string })[] } {
  const side = s.side;
  const points = s.points ?? [];
  const actions: Action[] = [];
  const refused: (Refusal & { type: string; unit: string })[] = [];
  if (!points.length) return { actions, refused };
  const back = returnHexes(c, s, side);
  for (const [id, u] of Object.entries(s.units)) {
    const info = c.units.get(id)!;
    if (info.side !== side || u.replaced || 'arriving' in u.loc || 'box' in u.loc || 'pool' in u.loc || 'exited' in u.loc) continue;
    const dead = 'eliminated' in u.loc;
    if (!dead && u.steps >= info.steps) continue;
    const never = neverReplaced(c, s, id);
    if (never) {
      refused.push({ type: 'replace', unit: id, reason: never, rule: '25.2' });
      continue;
    }
    if (pointFor(points, info) < 0) {
      refused.push({ type: 'replace', unit: id, reason: `the point left buys only ${points.includes('infantry') ? 'an infantry type' : 'a tank, recon, Flak or infantry-type unit'}`, rule: '25.2' });
      continue;
    }
    if (dead && (info.back?.stackingPoints ?? 0) >= 2) {
      refused.push({ type: 'replace', unit: id, reason: `${info.name} is a large unit: it comes back only by replacing a remnant of its type, and the game has no remnants on the map`, rule: '25.2, 2.3' });
      continue;
    }
    const { targets, why } = dead ? { targets: back.filter((h) => !overstacked(c, s, h, id)), why: undefined } : replaceTargets(c, s, id);
    if (!targets.length) refused.push({ type: 'replace', unit: id, ...(why ?? { reason: `no friendly town or city away from the enemy, with a road supply line, has room for ${info.name}`, rule: '25.2' }) });
    for (const t of targets) actions.push({ type: 'replace', side, unit: id, ...(t ? { target: t } : {}) });
  }
  return { actions, refused };
}

/** One replacement (25.2): a point spent, the unit at full strength (or back on its reduced side), a Replacement marker. */
export function replace(d: Draft, a: Action): Refusal | undefined {
  const c = d.c;
  const s = d.base;
  const { actions, refused } = replacements(c, s);
  const id = a.unit;
  const info = id ? c.units.get(id) : undefined;
  if (!id || !info) return { reason: 'say which unit takes the replacement' };
  if (!actions.some((x) => x.unit === id && x.target === a.target)) {
    const why = refused.find((r) => r.unit === id);
    if (why) return why;
    const places = actions.filter((x) => x.unit === id).map((x) => x.target ?? 'where it stands');
    return places.length ? { reason: `${info.name} takes its replacement at ${places.join(', ')}, not at ${a.target ?? 'where it stands'}`, rule: '25.2' } : { reason: `${info.name} cannot take a replacement now`, rule: '25.2' };
  }
  const u = s.units[id]!;
  const points = [...(s.points ?? [])];
  points.splice(pointFor(points, info), 1);
  d.points = points;
  const dead = 'eliminated' in u.loc;
  const stepBack = !dead && a.target !== undefined;
  // A dead unit comes back as a fresh counter: the markers it died under (Night, SM, Fired) went with it.
  d.set(id, {
    ...(dead ? fresh({ hex: a.target! }, 1) : { steps: info.steps }),
    replaced: true,
    ...(stepBack ? { loc: { hex: a.target! }, replacedWithRetreat: true } : {}),
  });
  d.log({ type: 'replacement', text: dead ? `${info.name} returns at ${a.target} on its ${info.steps > 1 ? 'reduced' : 'front'} side` : `${info.name} is brought up to full strength${stepBack ? ` after stepping back to ${a.target}` : ''}`, rule: '25.2' });
  return undefined;
}

/**
 * Enters the side's Replacement Phase: it waits while the side has points and something to spend
 * them on; otherwise it says so and play goes on. True when it waits.
 */
export function replacementPhase(d: Draft, side: string): boolean {
  const c = d.c;
  const points = pointsFor(c, d.view(), side);
  const name = c.ruleset.sides[side]?.name ?? side;
  if (!points.length) {
    d.log({ type: 'replacement', text: `${name} Replacement Phase: no replacement points tonight`, rule: '25.2' });
    return false;
  }
  d.points = points;
  const s = { ...d.view(), side, points };
  if (!replacements(c, s).actions.length) {
    d.points = undefined;
    d.log({ type: 'replacement', text: `${name} Replacement Phase: ${points.length} point${points.length > 1 ? 's' : ''}, but no unit may take a replacement`, rule: '25.2' });
    return false;
  }
  d.log({ type: 'choice', text: `${name} Replacement Phase: ${points.length} point${points.length > 1 ? 's' : ''} to spend`, rule: '25.2' });
  return true;
}

/** Step 4B (25.2): at the end of a side's AM Movement Phase its Replacement markers come off. */
export function clearReplacementMarkers(d: Draft, side: string): void {
  for (const [id, u] of Object.entries(d.units)) if ((u.replaced || u.replacedWithRetreat) && d.c.units.get(id)!.side === side) d.set(id, { replaced: false, replacedWithRetreat: false });
}

