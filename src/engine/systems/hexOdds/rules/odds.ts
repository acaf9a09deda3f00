import { dirIndex, type Compiled, type UnitInfo } from '../compile';
import { advantageFor } from './advantage';
import { holds, type Facts } from '../../../core/conditions';
import type { FactsOf } from '../../../core/judgedConditions';
import type { GameState, Refusal } from '../types';
import { supportFor, maxSupport } from './artillery';
import { faceOf, stepCost } from './movement';
import { finalColumn, modifierTotal, rawColumn, table } from './tables';
import { occupancy } from './zoc';
import { builtPosition } from './positions';
import { offMap } from './offMapAttack';

/** One column shift with its reason and rule. */
export interface Shift {
  readonly label: string;
  readonly value: number;
  readonly rule?: string;
}

/** The odds of an attack before the roll: what the player sees (ratio, column, each shift) and what the engine rolls on. */
export interface Odds {
  readonly attack: number;
  readonly defense: number;
  readonly dcb: number;
  readonly ratio: string;
  readonly column: string;
  readonly shifts: readonly Shift[];
  /** Shifts still to be rolled at resolution (defensive artillery, Jabo), named. */
  readonly pendingRolls: readonly string[];
  readonly halved: readonly string[];
  readonly facts: Facts;
}

const isTank = (u: UnitInfo) => u.tags.has('tank');
const isVehicle = (u: UnitInfo) => u.tags.has('vehicle');
/** Why an attack from hex `a` across its side `j` into `t` is halved by the hexside or the hex it comes from (15.3–15.5). */
function acrossWhy(c: Compiled, s: GameState, info: UnitInfo, a: number, j: number, t: number): string | undefined {
  const r = c.ruleset;
  const features = c.side[a * 6 + j] ?? [];
  // 15.5: rivers inside a wooded-rough hex are ignored, but an attack into one across a bridge hexside, blown or intact, is halved.
  if (features.some((f) => r.hexsideTypes?.[f]?.attack === 'halved') && !(c.terrain[t] && r.terrainTypes?.[c.terrain[t]!]?.ignoresRiversInside && c.bridge[a * 6 + j] !== 1)) return 'across a river (15.3)';
  if (r.terrainTypes?.[c.terrain[a]!]?.attackHalving?.includes('attackingOut')) return 'out of wooded rough (15.5)';
  if (isVehicle(info) && typeof stepCost(c, s, info, a, j) !== 'number') return 'a vehicle attacking where it could not move (15.4)';
  return undefined;
}

const hasInfantry = (u: UnitInfo) => u.tags.has('infantryType') || u.tags.has('countsAsInfantryAndTank');

/** The facts of a combat (14–16, 21, 22, 32): what the CRT's column shifts read, and the tables a shift's value is rolled on. */
export const COMBAT_FACTS = ['attacker.armorShift', 'defender.armorShift', 'attacker.artilleryUnits', 'defender.artilleryUnits', 'defender.side', 'defender.allOutOfSupply', 'attacker.anyOutOfSupply', 'defender.strategicMovement', 'attacker.attackerAdvantage', 'attacker.airSupport', 'defender.anyDisrupted', 'defender.anyRouted', 'attacker.surprise', 'combat.jabo', 'attacker.smVsFuelDump'] as const;

/** A unit's TQ as it stands (of a colour, when asked): 23.4, one less out of supply; undefined for none. */
function tqOf(s: GameState, info: UnitInfo, kind?: 'grey'): number | undefined {
  const f = faceOf(info, s.units[info.id]!.steps).tq;
  return f && (!kind || f.kind === kind) ? f.value - (s.units[info.id]!.oos ? 1 : 0) : undefined;
}

/**
 * Rule 14.4 with 15 and 21: attack strength (each unit halved at most once, rounded up) against the
 * defending hex's total defense plus its single best DCB, rounded down for the defender, then the
 * column shifts of the ruleset whose conditions hold, then the 1:3 / 7:1 clamp (14.5). Artillery
 * among the units supports the attack (22.7); `defenderSupport` is how many artillery units the
 * defender committed (before it does, what it could commit).
 */
export function attackOdds(c: Compiled, s: GameState, units: readonly string[], target: string, defenderSupport?: number, surprised = false, air = false): Odds | Refusal {
  const t = c.ordinal.get(target);
  if (t === undefined) return { reason: `${target} is not a hex of the map` };
  const defenders = occupancy(c, s).get(t)?.units ?? [];
  if (!defenders.length) return { reason: `no units to attack in ${target}`, rule: '14.1' };
  // Artillery in the attack supports it (22.7): a column shift each, no strength.
  const attackers = units.filter((id) => !c.units.get(id)?.tags.has('artillery'));
  const support = units.length - attackers.length;
  const r = c.ruleset;
  const halved: string[] = [];
  let attack = 0;
  const defSide = c.units.get(defenders[0]!)!.side;
  const attInfo = attackers.map((id) => c.units.get(id)!);
  for (const id of attackers) {
    const u = s.units[id]!;
    const info = c.units.get(id)!;
    // 13.5: from off the map a unit attacks the entry hex along its road, across no hexside of the map.
    const fromOff = offMap(s, id);
    if (!('hex' in u.loc) && !fromOff) return { reason: `${info.name} is not on the map` };
    const a = 'hex' in u.loc ? c.ordinal.get(u.loc.hex)! : -1;
    const j = a < 0 ? -1 : dirIndex(c.nb, a, t);
    if (a >= 0 && j < 0) return { reason: `${info.name} in ${c.ids[a]} is not adjacent to ${target}`, rule: '14.1' };
    if (a >= 0 && (c.side[a * 6 + j] ?? []).some((f) => r.hexsideTypes?.[f]?.attack === 'prohibited')) return { reason: `no combat across the lake hexside between ${c.ids[a]} and ${target}`, rule: 'TEC' };
    const face = faceOf(info, u.steps);
    let strength = face.attack ?? 0;
    if (face.attackBoxed && c.features[t]!.some((f) => ['village', 'town', 'city'].includes(f))) strength *= 2; // 27.4
    const why =
      (a >= 0 ? acrossWhy(c, s, info, a, j, t) : undefined) ??
      (info.side !== 'german' && (isTank(info) || info.tags.has('recon')) && c.features[t]!.some((f) => r.terrainTypes?.[f]?.attackHalving?.includes('alliedArmorAttackingIn')) ? 'Allied armor against the West Wall (15.7)' : undefined);
    if (why) {
      halved.push(`${info.name}: ${why}`);
      strength = Math.ceil(strength / 2);
    }
    attack += strength;
  }
  let defense = 0;
  const defInfo = defenders.map((id) => c.units.get(id)!);
  // 17.5: units that retreated into the hex this phase add no strength.
  for (const id of defenders) if (!s.units[id]!.retreated) defense += faceOf(c.units.get(id)!, s.units[id]!.steps).defense ?? 0;
  // The single best DCB of the hex (15.1), none for bracketed units, at most +1 for silhouette tanks.
  // 12.5: a unit with an SM marker gets no DCB.
  const canBonus = defInfo.filter((d) => !faceOf(d, s.units[d.id]!.steps).defenseBracketed && !s.units[d.id]!.sm);
  let dcb = 0;
  if (canBonus.length) {
    for (const tid of [c.terrain[t]!, ...c.features[t]!]) {
      const tt = r.terrainTypes?.[tid];
      if (!tt?.defenseBonus || (tt.defenseBonusSides && !tt.defenseBonusSides.includes(defSide as never))) continue;
      dcb = Math.max(dcb, tt.defenseBonus);
    }
    // 15.8: an improved position gives +2, not added to the terrain's (the best one counts).
    if (builtPosition(s, target, defSide)) dcb = Math.max(dcb, r.values?.improvedPositionBonus?.value ?? 2);
    if (canBonus.every((d) => d.tags.has('noStackingPoints') && d.tags.has('tank'))) dcb = Math.min(dcb, 1);
  }
  const crt = table(r, 'crt', 'oddsCrt');
  const raw = rawColumn(crt, attack, defense + dcb);
  const noArmorTerrain = [c.terrain[t]!, ...c.features[t]!].some((tid) => r.terrainTypes?.[tid]?.armorShift === 'no');
  const bestDef = Math.max(-1, ...defInfo.map((i) => tqOf(s, i) ?? -1));
  const attHasTank = attInfo.some(isTank);
  // 21.3: a tank earns the shift only across a hexside it could move across (an intact bridge, a road through wooded rough).
  // 21.2: a tank destroyer (red TQ) never earns it.
  // 13.5: from off the map a tank comes along the entry hex's road, a hexside it could move across.
  const crossing = attInfo.filter((i) => {
    const loc = s.units[i.id]!.loc;
    const k = 'hex' in loc ? c.ordinal.get(loc.hex)! : -1;
    return isTank(i) && faceOf(i, s.units[i.id]!.steps).tq?.kind !== 'red' && (k < 0 || typeof stepCost(c, s, i, k, dirIndex(c.nb, k, t)) === 'number');
  });
  const bestCrossing = Math.max(-1, ...crossing.map((i) => tqOf(s, i, 'grey') ?? -1));
  // 21.1: (a) a tank against no defending TQ, (b) a grey TQ above every defending TQ (21.2: a red TQ at least as high cancels it);
  // the defender's shift when the attacker has no tank and the hex holds infantry and a tank.
  const facts: FactsOf<typeof COMBAT_FACTS> = {
    'attacker.armorShift': !noArmorTerrain && crossing.length > 0 && (bestDef < 0 ? true : bestCrossing > bestDef),
    'defender.armorShift': !attHasTank && defInfo.some((d) => tqOf(s, d) !== undefined) && defInfo.some(hasInfantry),
    'attacker.artilleryUnits': support,
    // Before the defender commits, what it could commit (the roll it may bring is shown as pending).
    'defender.artilleryUnits': defenderSupport ?? Math.min(maxSupport(c), supportFor(c, s, defSide, target).length),
    'defender.side': defSide,
    'defender.allOutOfSupply': defenders.every((d) => s.units[d]!.oos === true),
    'attacker.anyOutOfSupply': attackers.some((a) => s.units[a]!.oos === true),
    'defender.strategicMovement': defenders.some((d) => s.units[d]!.sm === true),
    'attacker.attackerAdvantage': advantageFor(c, s, attackers, target) !== undefined,
    'attacker.airSupport': air,
    'defender.anyDisrupted': defenders.some((d) => s.units[d]!.status === 'disrupted'),
    'defender.anyRouted': defenders.some((d) => s.units[d]!.status === 'routed'),
    'attacker.surprise': surprised,
    'combat.jabo': attInfo[0]?.side === 'german' && r.calendar.turns[c.turnOrder[s.turn]!]?.weather === 'clear' && r.calendar.turns[c.turnOrder[s.turn]!]?.part !== 'night',
    'attacker.smVsFuelDump': defInfo.some((x) => x.tags.has('fuelDump')) && attackers.some((a) => s.units[a]!.sm === true),
  };
  const shiftList = crt.shifts ? table(r, crt.shifts, 'modifiers') : undefined;
  const { applied } = modifierTotal(shiftList, facts);
  const pendingRolls = Object.values(shiftList?.entries ?? {}).filter((m) => m.valueFromTable && holds(m.when, facts)).map((m) => m.label);
  const shifts = applied.map((a) => ({ label: a.label, value: a.value, ...(a.rule ? { rule: a.rule } : {}) }));
  const net = shifts.reduce((n, x) => n + x.value, 0);
  return { attack, defense, dcb, ratio: raw.ratio, column: finalColumn(crt, raw.index, net), shifts, pendingRolls, halved, facts };
}
