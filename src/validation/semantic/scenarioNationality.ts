import { pointer as p } from '../../shared/jsonPointer';
import type { DocumentOf, Reporter } from '../project';
import type { ScenarioContext } from './scenarioContext';
import { entries } from './walk';
import { formationLineage } from '../formations';
import { memo } from '../../shared/memo';

type ScenarioDoc = DocumentOf<'scenario'>;

/**
 * A nationality the ruleset confines to the hex sets of one purpose (27.3: the British west of the
 * Meuse) starts and comes on only there:
 * - a unit of it set up outside is an error (the engine would never let it be there);
 * - a reinforcement group of it whose entries all lie outside, in the scenario's turns, is a warning:
 *   its units could only wait in an off-map box, or never come at all.
 */
export function checkNationalityGround(d: ScenarioDoc, ctx: ScenarioContext, report: Reporter): void {
  const rules = ctx.ruleset?.nationalityRules ?? {};
  if (!ctx.oob || !ctx.hexMaps.length) return;
  // The hexes of each purpose, gathered once however many units are confined to it.
  const hexesOf = new Map<string, Set<string>>();
  const purposeHexes = (purpose: string) => memo(hexesOf, purpose, () => new Set(ctx.hexMaps.flatMap((v) => Object.values(v.map.hexSets ?? {}).filter((s) => s.purpose === purpose).flatMap((s) => s.hexes as string[]))));
  const groundOf = new Map<string, { hexes: Set<string>; rule: string; purpose: string }>();
  for (const [nation, r] of Object.entries(rules)) if (r.confinedTo) groundOf.set(nation, { hexes: purposeHexes(r.confinedTo), rule: r.rule, purpose: r.confinedTo });
  if (!groundOf.size && !Object.values(ctx.oob.formations ?? {}).some((f) => f.confinedTo)) return;
  // 33: a formation (or one above it) may confine its units too (the US 11th Armored).
  const formationGround = (unitId: string) => {
    const f = formationLineage(ctx.oob, ctx.oob!.units[unitId]?.formation).map((x) => ctx.oob!.formations?.[x]?.confinedTo).find(Boolean);
    return f ? { hexes: purposeHexes(f), rule: '33.2', purpose: f } : undefined;
  };
  const ground = (unitId: string) => groundOf.get(ctx.oob!.units[unitId]?.nationality ?? '') ?? formationGround(unitId);
  const where = (g: { hexes: Set<string>; purpose: string }) => (g.hexes.size ? `the hexes of purpose ${g.purpose}` : `hexes of purpose ${g.purpose}, which none of the scenario's maps has`);
  for (const [unitId, place] of entries(d.doc.setup)) {
    const g = ground(unitId);
    if (g && place.hex !== undefined && !g.hexes.has(place.hex)) report.error(d, p('setup', unitId, 'hex'), 'scenario/setup-off-ground', `setup/${unitId}: ${place.hex} is not its nationality's ground; it may only be in ${where(g)} (${g.rule})`, g.rule);
  }
  const order = ctx.turnOrder();
  const last = order.indexOf(d.doc.lastTurn);
  for (const [id, group] of entries(d.doc.reinforcements)) {
    if (last >= 0 && order.indexOf(group.turn) > last) continue;
    const confined = (group.units as string[]).filter((u) => ground(u));
    if (!confined.length) continue;
    const hexes = entryHexes(ctx, group.entry);
    if (!hexes || hexes.some((h) => ground(confined[0]!)!.hexes.has(h))) continue;
    const g = ground(confined[0]!)!;
    report.warn(d, p('reinforcements', id, 'entry'), 'scenario/entry-off-ground', `reinforcements/${id}: ${confined.join(', ')} may only be in ${where(g)} (${g.rule}), and none of the entry hexes (${hexes.join(', ') || 'none'}) is: they can never come on there`, g.rule);
  }
}

/** The hexes an entry names on the scenario's maps, or undefined for a special placement. */
function entryHexes(ctx: ScenarioContext, entry: ScenarioDoc['doc']['reinforcements'][string]['entry']): string[] | undefined {
  if (entry.letters) return ctx.hexMaps.flatMap((v) => entry.letters!.flatMap((l) => (v.map.entries?.[l]?.hexes as string[] | undefined) ?? []));
  if (entry.hexes) return [...(entry.hexes as string[])];
  if (entry.hexSet) return ctx.hexMaps.flatMap((v) => (v.map.hexSets?.[entry.hexSet!]?.hexes as string[] | undefined) ?? []);
  return undefined;
}
