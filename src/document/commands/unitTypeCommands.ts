import { freeId } from './freeId';
import type { OrderOfBattle } from '../../generated/documents';
import { changeTo, getAt } from '../changes';
import type { Edit } from './mapCommands';
import { faceColumn as face, parseCell, type Column } from './columns';

type UnitType = OrderOfBattle['unitTypes'][string];

export const SYMBOLS = ['infantry', 'mechanizedInfantry', 'motorizedInfantry', 'armor', 'tankSilhouette', 'recon', 'cavalry', 'artillery', 'rocketArtillery', 'antiTank', 'antiAircraft', 'engineer', 'paratroop', 'glider', 'mountain', 'fortress', 'headquarters', 'supply', 'other'];

/** A unit type's template fields, in the table's order: what a new unit of the type starts with. */
export const TYPE_COLUMNS: readonly Column[] = [
  { key: 'name', label: 'Name', path: ['name'], kind: 'text' },
  { key: 'unitClass', label: 'Class', path: ['unitClass'], kind: 'text' },
  { key: 'symbol', label: 'Symbol', path: ['symbol'], kind: 'enum', options: () => SYMBOLS },
  { key: 'size', label: 'Size', path: ['size'], kind: 'text' },
  { key: 'steps', label: 'Steps', path: ['steps'], kind: 'int' },
  face('front', 'attack', 'Att'),
  face('front', 'defense', 'Def'),
  face('front', 'movement', 'MA'),
  face('front', 'stackingPoints', 'SP'),
  face('front', 'morale', 'Morale', 'text'),
  face('back', 'attack', 'Att (back)'),
  face('back', 'defense', 'Def (back)'),
  face('back', 'movement', 'MA (back)'),
  face('back', 'stackingPoints', 'SP (back)'),
];


/** Sets one template field of a unit type (the units already made from it keep their values). */
export function setTypeColumn(oob: OrderOfBattle, typeId: string, key: string, text: string): Edit | { error: string } {
  const t = oob.unitTypes[typeId];
  const col = TYPE_COLUMNS.find((c) => c.key === key);
  if (!t || !col) return { error: `no unit type ${typeId} or column ${key}` };
  if (text.trim() === '' && ['name', 'unitClass', 'symbol'].includes(key)) return { error: `${col.label} is required` };
  const parsed = text.trim() === '' ? { value: undefined } : parseCell(oob, col, text);
  if ('error' in parsed) return parsed;
  const path = ['unitTypes', typeId, ...col.path];
  // The back face goes with its last value (a type with no reduced side).
  const faceLeft = col.path.length > 1 && parsed.value === undefined ? Object.keys((getAt(oob, path.slice(0, -1)) as object | undefined) ?? {}).filter((k) => k !== col.path[1]) : undefined;
  const change = faceLeft && !faceLeft.length ? changeTo(oob, path.slice(0, -1), undefined) : changeTo(oob, path, parsed.value);
  return { label: `Type ${t.name}: ${col.label} → ${text.trim() || '(none)'}`, changes: [change] };
}

/**
 * A new unit type, named, as a copy of another type's template (or a bare infantry template), its
 * provenance left behind: a new type's values are the designer's.
 */
export function newUnitType(oob: OrderOfBattle, name: string, copyOf?: string): (Edit & { id: string }) | { error: string } {
  const n = name.trim();
  if (!n) return { error: "type the new unit type's name first" };
  const from = copyOf ? oob.unitTypes[copyOf] : undefined;
  if (copyOf && !from) return { error: `no unit type ${copyOf}` };
  // Type ids read like the shipped ones (infRegt, tankBn): camel case.
  const camel = n.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : '')).replace(/^[^A-Za-z]+/, '') || 'type';
  const id = freeId(camel.charAt(0).toLowerCase() + camel.slice(1), (t) => !!oob.unitTypes[t], '');
  const { provenance: _p, notes: _n, ...template } = (from ?? { unitClass: 'infantry', symbol: 'infantry', steps: 1, front: { attack: 1, defense: 1, movement: 4 } }) as UnitType & { provenance?: unknown; notes?: unknown };
  return { id, label: `New unit type ${n}${from ? ` (a copy of ${from.name})` : ''}`, changes: [changeTo(oob, ['unitTypes', id], { ...template, name: n })] };
}

/** Deletes a unit type no unit is made of; refused, saying how many are, otherwise. */
export function deleteUnitType(oob: OrderOfBattle, typeId: string): Edit | { error: string } {
  const t = oob.unitTypes[typeId];
  if (!t) return { error: `no unit type ${typeId}` };
  const used = Object.values(oob.units).filter((u) => u.type === typeId).length;
  if (used) return { error: `${t.name} is the type of ${used} unit${used === 1 ? '' : 's'}: change their type first` };
  return { label: `Delete unit type ${t.name}`, changes: [changeTo(oob, ['unitTypes', typeId], undefined)] };
}
