import { rollDie, type RngState } from '../../../core/rng';
import { around, type Compiled } from '../compile';
import type { Draft } from '../draft';
import type { Action, GameState, Refusal } from '../types';
import { supplyRoad } from './supply';
import { occupancy } from './zoc';
import { rollOn } from './tables';
import type { FactsOf } from '../../../core/judgedConditions';

/**
 * Rule 32 (optional): the fuel dump. Three sites on the map, one real, drawn in secret by the Allies
 * at the start (32.1). A German unit next to a site makes the Allies say whether the dump is there;
 * the real one is placed with its Belgian guard battalion (DF 2, no DCB, no Hold, no ZOC, never
 * retreats, its step lost only when it is alone). With the guard gone the dump is undefended and a
 * German unit entering it captures it (32.2); an Allied unit entering it first retakes it (with no
 * guard). In a later German Fuel Phase a captured dump with a road supply line to a German source is
 * evacuated, and the fuel tables take −2 from then on. The Allies may try to destroy it in their
 * Bridge Phase with a German unit next to it (32.3: 1–4); it is removed at the end of 18PM.
 */
export type DumpStatus = 'hidden' | 'defended' | 'undefended' | 'captured' | 'retaken' | 'evacuated' | 'destroyed' | 'removed';

export interface FuelDump {
  readonly sites: readonly string[];
  /** The site the Allies drew (hidden from the German player until revealed). */
  readonly real: string;
  readonly status: DumpStatus;
  /** Sites said to be empty. */
  readonly cleared: readonly string[];
  /** The turn it was captured (evacuation waits for a later Fuel Phase). */
  readonly captured?: number;
  /** The turn of the Allies' last try to destroy it (one a Bridge Phase). */
  readonly tried?: number;
}

/** The sites on the map (a hex set of purpose fuelDumpSites). */
export function dumpSites(c: Compiled): string[] {
  const set = Object.values(c.map.hexSets ?? {}).find((x) => x.purpose === 'fuelDumpSites');
  return ((set?.hexes ?? []) as string[]).filter((h) => c.ordinal.has(h));
}

/** The guard battalion of the order of battle. */
export function dumpGuard(c: Compiled): string | undefined {
  for (const [id, info] of c.units) if (info.tags.has('fuelDump')) return id;
  return undefined;
}

/** 32.1: at the start, with the option on, the Allies draw the real site among the three. */
export function drawDump(c: Compiled, rng: RngState): { dump?: FuelDump; rng: RngState } {
  const sites = dumpSites(c);
  if (!c.docs.scenario.options?.fuelDump?.enabled || !sites.length || !dumpGuard(c)) return { rng };
  const [roll, next] = rollDie(rng, sites.length);
  return { dump: { sites, real: sites[roll - 1]!, status: 'hidden', cleared: [] }, rng: next };
}

/** Whether a side has a unit in hex k (the state's occupancy, cached with it). */
const sideAt = (c: Compiled, s: GameState, k: number, side: string) => occupancy(c, s).get(k)?.side === side;

/** After every action: the reveal (32.1), the guard gone (32.2), a capture or a recapture. */
export function watchDump(d: Draft): void {
  const dump = d.dump;
  if (!dump || dump.status === 'evacuated' || dump.status === 'destroyed' || dump.status === 'removed') return;
  const c = d.c;
  const s = d.view();
  const guard = dumpGuard(c)!;
  if (dump.status === 'hidden') {
    for (const site of dump.sites) {
      if (dump.cleared.includes(site) || d.dump!.status !== 'hidden') continue;
      const k = c.ordinal.get(site)!;
      if (!around(c, k).some((n) => n !== k && sideAt(c, s, n, 'german'))) continue;
      if (site !== dump.real) {
        d.dump = { ...d.dump!, cleared: [...d.dump!.cleared, site] };
        d.log({ type: 'fuelDump', text: `A German unit is next to ${site}: the Allies say no fuel dump is there`, rule: '32.1' });
        continue;
      }
      d.set(guard, { loc: { hex: site }, steps: c.units.get(guard)!.steps });
      d.dump = { ...d.dump!, status: 'defended' };
      d.log({ type: 'fuelDump', text: `A German unit is next to ${site}: the Allies reveal the fuel dump there, guarded by ${c.units.get(guard)!.name}`, rule: '32.1' });
    }
    return;
  }
  const k = c.ordinal.get(dump.real)!;
  const at = d.unit(guard).loc as { hex?: string };
  if (dump.status === 'defended' && at.hex !== dump.real) {
    d.dump = { ...dump, status: 'undefended' };
    d.log({ type: 'fuelDump', text: `The fuel dump at ${dump.real} has lost its guard: undefended`, rule: '32.2' });
  }
  const now = d.dump!;
  if ((now.status === 'undefended' || now.status === 'retaken') && sideAt(c, s, k, 'german')) {
    d.dump = { ...now, status: 'captured', captured: s.turn };
    d.log({ type: 'fuelDump', text: `German units take the fuel dump at ${dump.real}`, rule: '32.2' });
  } else if (now.status === 'captured' && sideAt(c, s, k, 'allied') && !sideAt(c, s, k, 'german')) {
    d.dump = { ...now, status: 'retaken' };
    d.log({ type: 'fuelDump', text: `Allied units retake the fuel dump at ${dump.real}; it has no guard now`, rule: '32.2' });
  }
}

/** 32.2: in a German Fuel Phase after the capture, a road supply line from the dump to a German source evacuates it. */
export function evacuateDump(d: Draft, turn: number): void {
  const dump = d.dump;
  if (dump?.status !== 'captured' || dump.captured === undefined || dump.captured >= turn) return;
  const k = d.c.ordinal.get(dump.real)!;
  if (supplyRoad(d.c, { ...d.view(), turn }, 'german')[k] !== 1) {
    d.log({ type: 'fuelDump', text: `The captured fuel dump at ${dump.real} has no road supply line to a German source: not evacuated this turn`, rule: '32.2' });
    return;
  }
  d.dump = { ...dump, status: 'evacuated' };
  d.log({ type: 'fuelDump', text: `The captured fuel dump at ${dump.real} is evacuated by road: −2 on the fuel tables from now on`, rule: '32.2' });
}

/** Whether the fuel tables take the evacuated dump's −2 (32.2). */
export const dumpEvacuated = (s: GameState): boolean => s.dump?.status === 'evacuated';

/**
 * 32.3: the dump still the Allies' goes at the end of its last turn (18PM), and its guard with it. A
 * dump the Germans hold stays to be evacuated: the first German Fuel Phase is 19AM's (6), so a
 * capture would otherwise never count.
 */
export function removeDump(d: Draft, endingTurn: string): void {
  const dump = d.dump;
  const last = d.c.ruleset.values?.fuelDumpLastTurn?.value;
  if (!dump || last === undefined || d.c.ruleset.calendar.turns[endingTurn]?.number !== last || !['hidden', 'defended', 'undefended', 'retaken'].includes(dump.status)) return;
  const guard = dumpGuard(d.c)!;
  if ('hex' in d.unit(guard).loc) d.set(guard, { loc: { eliminated: true }, steps: 0 });
  d.dump = { ...dump, status: 'removed' };
  d.log({ type: 'fuelDump', text: `The fuel dump is removed at the end of ${endingTurn}`, rule: '32.3' });
}

/** Why the Allies may not try to destroy the dump now (32.3: in their Bridge Phase, a German unit next to it). */
export function whyNotDestroy(c: Compiled, s: GameState, side: string): Refusal | undefined {
  const dump = s.dump;
  if (!dump) return { reason: 'there is no fuel dump in this game (optional rule 32 off)', rule: '32' };
  if (side !== 'allied') return { reason: 'only the Allies destroy the fuel dump', rule: '32.3' };
  if (!['defended', 'undefended', 'captured', 'retaken'].includes(dump.status)) return { reason: dump.status === 'hidden' ? 'the fuel dump has not been revealed' : `the fuel dump is ${dump.status}`, rule: '32.3' };
  if (dump.tried === s.turn) return { reason: 'one try at the fuel dump a Bridge Phase', rule: '32.3' };
  const k = c.ordinal.get(dump.real)!;
  if (!around(c, k).some((n) => sideAt(c, s, n, 'german'))) return { reason: `no German unit is in or next to the fuel dump at ${dump.real}`, rule: '32.3' };
  return undefined;
}

/** 32.3: the Allies' try to destroy the dump in their Bridge Phase (1–4 on the table). */
export function destroyFuelDump(d: Draft, a: Action): Refusal | undefined {
  const why = whyNotDestroy(d.c, d.view(), a.side ?? d.base.side);
  if (why) return why;
  destroyDump(d, false);
  return undefined;
}

/**
 * 32.3: why the Allies are not offered a try at the dump before a German attack on `target` (1–2 in
 * the German Combat Phase): only an attack by the Germans on the revealed dump's hex while it is
 * still the Allies'.
 */
export function dumpTry(c: Compiled, s: GameState, target: string, attacker: string): Refusal | undefined {
  const dump = s.dump;
  if (!dump || attacker !== 'german' || dump.real !== target) return { reason: 'the attack is not a German attack on the fuel dump', rule: '32.3' };
  if (!['defended', 'undefended', 'retaken'].includes(dump.status)) return { reason: `the fuel dump is ${dump.status}`, rule: '32.3' };
  return undefined;
}

/** The facts of a Fuel Dump destruction roll (32.3): in the German Combat Phase. */
export const DUMP_FACTS = ['fuelDump.germanCombatPhase'] as const;

/** 32.3: one roll on the destruction table (in the German Combat Phase its modifier makes 1–4 into 1–2); destroyed, the dump and its guard go. */
export function destroyDump(d: Draft, germanCombat: boolean): void {
  const facts: FactsOf<typeof DUMP_FACTS> = { 'fuelDump.germanCombatPhase': germanCombat };
  const r = rollOn(d.c.ruleset, 'fuelDumpDestruction', facts, d.rng);
  d.rng = r.rng;
  // One try a Bridge Phase (the German Combat Phase's try is one an attack on the dump).
  const dump = germanCombat ? d.dump! : { ...d.dump!, tried: d.base.turn };
  d.dump = dump;
  d.log({ ...r.event, text: `Fuel dump at ${dump.real}: ${r.event.text}` });
  if (!r.result.effects.some((e) => e.kind === 'outcome' && e.outcome === 'destroyed')) return;
  const guard = dumpGuard(d.c)!;
  if ('hex' in d.unit(guard).loc) d.set(guard, { loc: { eliminated: true }, steps: 0 });
  d.dump = { ...dump, status: 'destroyed' };
}
