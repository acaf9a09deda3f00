import type { Compiled } from '../compile';
import type { Draft } from '../draft';
import type { Action, FuelResult, GameState, Refusal } from '../types';
import { handBack } from './results';
import { rollOn } from './tables';
import { inFormation } from './formations';
import { dumpEvacuated, evacuateDump } from './fuelDump';
import type { FactsOf } from '../../../core/judgedConditions';

/** The facts of a Fuel Shortage roll (6.3, 32.2): clear weather, and the captured fuel dump evacuated. */
export const FUEL_FACTS = ['turn.clearWeather', 'fuel.dumpEvacuated'] as const;

/**
 * Rule 6: the German Fuel Shortage Phase (from 19AM, which the sequence sees to). The German rolls
 * once on each Fuel Shortage table (6.2; +1 in clear weather, 6.3); each result names divisions
 * whose units go out of supply with every 23.4 penalty (6.1). A result that names two divisions
 * "or" is a choice: the German player's, or the Allied player's on a * result (6.5). Returns true
 * when the phase waits for that choice.
 */
export function fuelShortagePhase(d: Draft, side: string): boolean {
  const c = d.c;
  const turn = c.ruleset.calendar.turns[c.turnOrder[d.view().turn]!];
  // 32.2 (optional): a captured fuel dump with a road supply line is evacuated first; from then on −2.
  evacuateDump(d, d.view().turn);
  const facts: FactsOf<typeof FUEL_FACTS> = { 'turn.clearWeather': turn?.weather === 'clear', 'fuel.dumpEvacuated': dumpEvacuated(d.view()) };
  const queue: FuelResult[] = [];
  d.fuel = undefined;
  for (const id of ['fuel1', 'fuel2']) {
    if (!c.ruleset.tables[id]) continue;
    const r = rollOn(c.ruleset, id, facts, d.rng);
    d.rng = r.rng;
    d.log(r.event);
    for (const e of r.result.effects) if (e.kind === 'outOfSupply') queue.push({ formations: e.formations, select: e.select, chooser: e.chooser, ...(e.army ? { army: e.army } : {}), ...(e.region ? { region: e.region } : {}) });
  }
  return applyFuel(d, side, queue);
}

/** Applies the results in turn; a choice between divisions waits for its chooser. True when waiting. */
function applyFuel(d: Draft, side: string, queue: readonly FuelResult[]): boolean {
  for (let i = 0; i < queue.length; i++) {
    const r = queue[i]!;
    const options = fuelCandidates(d.c, d.view(), r);
    const names = (fs: readonly string[]) => fs.map((f) => d.c.docs.oob.formations?.[f]?.name ?? f).join(' and ');
    if (!options.length) {
      d.log({ type: 'fuel', text: `No shortage: ${r.region ? `no division of the ${names([r.army ?? ''])} is ${regionName(d.c, r.region)}` : `${names(r.formations)} ${r.formations.length > 1 ? 'have' : 'has'} no unit on the map`}`, rule: '6.5' });
      continue;
    }
    if (r.select === 'all' || options.length === 1) {
      shortOf(d, options, r.region);
      continue;
    }
    // The engine's pick first: the division with the fewest units hit for the German player, the most for the Allied.
    const hit = (f: string) => unitsShort(d, [f], r.region).length;
    options.sort((x, y) => (hit(x) - hit(y)) * (r.chooser === side ? 1 : -1));
    d.pending = { kind: 'fuel', chooser: r.chooser, resume: side, options, ...(r.region ? { region: r.region } : {}), queue: queue.slice(i + 1) };
    d.side = r.chooser;
    d.log({ type: 'choice', text: `Fuel shortage: the ${d.c.ruleset.sides[r.chooser]?.name ?? r.chooser} player chooses ${options.map((f) => d.c.docs.oob.formations?.[f]?.name ?? f).join(' or ')}`, rule: '6.5' });
    return true;
  }
  return false;
}

/**
 * The divisions a result may make short (6.5): those named with a unit on the map, or arriving this
 * turn (6.4); for a "west of the Ourthe" result, the army's divisions with a unit in that region.
 */
export function fuelCandidates(c: Compiled, s: GameState, r: FuelResult): string[] {
  const turnId = c.turnOrder[s.turn];
  const here = (id: string) => {
    const loc = s.units[id]?.loc;
    if (!loc) return false;
    if ('arriving' in loc) return c.docs.scenario.reinforcements[loc.arriving]?.turn === turnId && !r.region;
    return 'hex' in loc && (!r.region || inRegion(c, r.region, loc.hex));
  };
  const named = r.army ? divisionsOf(c, r.army) : r.formations;
  return named.filter((f) => [...c.units.values()].some((u) => u.side === 'german' && inFormation(c, u.formation, f) && here(u.id)));
}

/** The German player (or the Allied on a * result) picks the division short of fuel (6.5). */
export function chooseFuel(d: Draft, a: Action): Refusal | undefined {
  const p = d.base.pending;
  if (p?.kind !== 'fuel') return { reason: 'no fuel shortage waits for a choice' };
  if (!a.choice || !p.options.includes(a.choice)) return { reason: `choose one of ${p.options.join(', ')}`, rule: '6.5' };
  handBack(d, p);
  shortOf(d, [a.choice], p.region);
  applyFuel(d, p.resume, p.queue);
  return undefined;
}

/** Every unit of the divisions on the map (in the region, if one is named) goes out of supply (6.1). */
function shortOf(d: Draft, formations: readonly string[], region?: string): void {
  const c = d.c;
  const hit = unitsShort(d, formations, region);
  for (const id of hit) if (!d.unit(id).oos) d.set(id, { oos: true });
  // 6.4: its units arriving this turn come in out of supply (a west-of-the-Ourthe result names units already there).
  if (!region) d.fuel = [...(d.fuel ?? []), ...formations];
  const names = formations.map((f) => c.docs.oob.formations?.[f]?.name ?? f).join(' and ');
  d.log({ type: 'fuel', text: `Fuel shortage: ${names}${region ? ` ${regionName(c, region)}` : ''} out of supply (${hit.length} unit${hit.length === 1 ? '' : 's'})`, rule: '6.1, 6.4', data: { units: hit } });
}

/** The units on the map of these divisions (in the region, if one is named): those a shortage puts out of supply. */
function unitsShort(d: Draft, formations: readonly string[], region?: string): string[] {
  return Object.entries(d.units)
    .filter(([id, u]) => 'hex' in u.loc && formations.some((f) => inFormation(d.c, d.c.units.get(id)!.formation, f)) && (!region || inRegion(d.c, region, u.loc.hex)))
    .map(([id]) => id);
}

/** The divisions (and formations counting as one, 6.1) under an army. */
function divisionsOf(c: Compiled, army: string): string[] {
  return Object.entries(c.docs.oob.formations ?? {})
    .filter(([id, f]) => (f.level === 'division' || f.countsAsDivision === true) && inFormation(c, id, army))
    .map(([id]) => id);
}

function inRegion(c: Compiled, region: string, hex: string): boolean {
  return (c.map.hexSets?.[region]?.hexes as readonly string[] | undefined)?.includes(hex) ?? false;
}

function regionName(c: Compiled, region: string): string {
  const name = c.map.hexSets?.[region]?.name;
  return name ? `on the ${name}` : `in ${region} (the map has no such hex set)`;
}
