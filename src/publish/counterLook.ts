/** How a counter looks, from the order of battle: the same on the map, the counter sheet, the PDF and the module. */
import type { CounterFace, OrderOfBattle } from '../generated/documents';
import { formationLineage } from '../validation';

type Unit = OrderOfBattle['units'][string];

/** The colours of a unit: its nationality's fill and text, and its army's stripe (2.10, 2.11). */
export function unitColours(oob: OrderOfBattle, unit: Unit): { fill: string; ink: string; stripe?: string } {
  const nat = (oob.sides as Record<string, { nationalities?: Record<string, { colour?: string; textColour?: string }> }>)[unit.side]?.nationalities?.[unit.nationality];
  const formations = (oob.formations ?? {}) as Record<string, { colour?: string }>;
  const stripe = formationLineage(oob, unit.formation).map((f) => formations[f]?.colour).find(Boolean);
  return { fill: nat?.colour ?? '#cccccc', ink: nat?.textColour ?? '#111111', ...(stripe ? { stripe } : {}) };
}

/** What the counter prints in its corner: the arrival turn and entry letters, or the setup hex; nothing else (never "start"). */
export function cornerText(unit: Unit): string {
  if (unit.arrival) return `${unit.arrival.turn}${unit.arrival.entry?.letters ? ` ${unit.arrival.entry.letters.join(',')}` : ''}`;
  return unit.setup?.hex ?? '';
}

/**
 * The factors a face prints: attack–defense–movement (a shift as S1, a bracketed defense), or, for
 * a unit rated by strength alone (Tigers in the Mist's strength points), that strength.
 */
export function factorsText(face: CounterFace): string {
  const f = face as CounterFace & { strength?: number };
  if (f.strength !== undefined && face.attack === undefined && face.defense === undefined && face.shift === undefined) return String(f.strength);
  const attack = face.shift !== undefined ? `S${face.shift}` : String(face.attack ?? '–');
  const defense = face.defenseBracketed ? `[${face.defense ?? '–'}]` : String(face.defense ?? '–');
  return `${attack}-${defense}-${face.movement ?? '–'}`;
}
