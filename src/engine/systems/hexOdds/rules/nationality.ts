import { memo } from '../../../../shared/memo';
import type { Compiled } from '../compile';
import type { Refusal } from '../types';
import { formationWhere } from './formations';

type NationalityRule = NonNullable<Compiled['ruleset']['nationalityRules']>[string];

/** The ruleset's rule for a unit's nationality (27.3: the British), if it has one. */
export function nationalityRule(c: Compiled, id: string): NationalityRule | undefined {
  const n = c.units.get(id)?.nationality;
  return n ? c.ruleset.nationalityRules?.[n] : undefined;
}

const confinedCache = new WeakMap<Compiled, Map<string, Uint8Array>>();
const unitCache = new WeakMap<Compiled, Map<string, Uint8Array | undefined>>();

/**
 * Rule 27.3: the hexes a unit may never be in (1), when its nationality is confined to the map hex
 * sets of one purpose (the British: west of the Meuse, never the East map); a board with no such hex
 * set holds none it may be in. Undefined when the unit is not confined.
 */
export function confinement(c: Compiled, id: string): Uint8Array | undefined {
  return memo(memo(unitCache, c, () => new Map<string, Uint8Array | undefined>()), id, () => {
    const purpose = nationalityRule(c, id)?.confinedTo ?? formationGround(c, id);
    return purpose ? confinedTo(c, purpose) : undefined;
  });
}

/** The hexes outside the map hex sets of one purpose (1), none of which a unit confined to it may be in. */
function confinedTo(c: Compiled, purpose: string): Uint8Array {
  return memo(memo(confinedCache, c, () => new Map<string, Uint8Array>()), purpose, () => {
    const out = new Uint8Array(c.ids.length).fill(1);
    for (const set of Object.values(c.map.hexSets ?? {})) {
      if (set.purpose !== purpose) continue;
      for (const h of set.hexes as readonly string[]) {
        const k = c.ordinal.get(h);
        if (k !== undefined) out[k] = 0;
      }
    }
    return out;
  });
}

/** 33: the hex-set purpose a unit's formation (or one above it) confines it to (the US 11th Armored: the south-west corner). */
function formationGround(c: Compiled, id: string): string | undefined {
  const confined = (f: string) => !!c.docs.oob.formations?.[f]?.confinedTo;
  const f = formationWhere(c, c.units.get(id)?.formation, confined);
  return f && c.docs.oob.formations?.[f]?.confinedTo;
}

/** Rules 27.3 and 33: why a unit may not enter, arrive in, retreat or advance into a hex outside its nationality's or formation's ground. */
export function confinementRefusal(c: Compiled, id: string, hex: string): Refusal | undefined {
  const k = c.ordinal.get(hex);
  const mask = confinement(c, id);
  if (k === undefined || !mask?.[k]) return undefined;
  const byNation = nationalityRule(c, id);
  const purpose = byNation?.confinedTo ?? formationGround(c, id)!;
  const where = Object.values(c.map.hexSets ?? {}).find((s) => s.purpose === purpose)?.name;
  const who = byNation?.confinedTo ? `${nationName(c, id)} units stay` : `units of the ${c.docs.oob.formations?.[c.units.get(id)!.formation ?? '']?.name ?? 'formation'} stay`;
  return { reason: `${c.units.get(id)!.name} may never be in ${hex}: ${who} ${where ? `in the ${where}` : `in hexes of purpose ${purpose}, which the scenario's maps do not have`}`, rule: byNation?.confinedTo ? byNation.rule : '33.2' };
}

/** Rule 27.3: why these units may not attack together (British and US units never do). */
export function jointAttackRefusal(c: Compiled, attackers: readonly string[]): Refusal | undefined {
  for (const a of attackers) {
    const rule = nationalityRule(c, a);
    const other = rule?.noJointAttacksWith?.length ? attackers.find((b) => rule.noJointAttacksWith!.includes(c.units.get(b)?.nationality ?? '')) : undefined;
    if (other) return { reason: `${c.units.get(a)!.name} (${nationName(c, a)}) and ${c.units.get(other)!.name} (${nationName(c, other)}) may not attack together`, rule: rule!.rule };
  }
  return undefined;
}

/**
 * Rule 27.3: why an artillery unit may not support a combat whose units (attackers, or the defenders
 * of a hex) are these: where the gun's or a unit's nationality says so, a gun supports only a combat
 * with a unit of its own nationality.
 */
export function artilleryNationalityRefusal(c: Compiled, gun: string, units: readonly string[]): Refusal | undefined {
  const own = c.units.get(gun)?.nationality;
  if (units.some((u) => c.units.get(u)?.nationality === own)) return undefined;
  const strict = nationalityRule(c, gun)?.artilleryOwnOnly ? nationalityRule(c, gun) : units.map((u) => nationalityRule(c, u)).find((r) => r?.artilleryOwnOnly);
  if (!strict) return undefined;
  return { reason: `${c.units.get(gun)!.name} supports only a combat with a ${nationName(c, gun)} unit`, rule: strict.rule };
}

/** Groups attackers that may attack together (27.3): one group unless nationalities part them. */
export function attackParties(c: Compiled, units: readonly string[]): string[][] {
  const parties: string[][] = [];
  for (const id of units) {
    const party = parties.find((p) => !jointAttackRefusal(c, [...p, id]));
    if (party) party.push(id);
    else parties.push([id]);
  }
  return parties;
}

function nationName(c: Compiled, id: string): string {
  const info = c.units.get(id)!;
  const n = info.nationality ?? '';
  return c.docs.oob.sides?.[info.side]?.nationalities?.[n]?.name ?? n;
}
