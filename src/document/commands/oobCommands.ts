import { freeId, slug } from './freeId';
import type { OrderOfBattle } from '../../generated/documents';
import { formationLineage } from '../../validation';
import { HOSTILE_KEYS } from '../../validation/limits';
import { changeTo, getAt, type Change } from '../changes';
import type { Edit } from './mapCommands';
import { faceColumn, parseCell, type Column } from './columns';

export { cellText, parseCell, type Column } from './columns';

type Unit = OrderOfBattle['units'][string];

const ids = (o: Record<string, unknown> | undefined) => Object.keys(o ?? {});
/** A side's first nationality, the default for a new unit of that side. */
const nationalityOf = (oob: OrderOfBattle, side: string) => Object.keys((oob.sides as Record<string, { nationalities?: object }>)[side]?.nationalities ?? {})[0] ?? side;
const nationalities = (oob: OrderOfBattle) => Object.values(oob.sides as Record<string, { nationalities?: object }>).flatMap((s) => Object.keys(s.nationalities ?? {}));

/** Every counter field of a unit, in the grid's order (front, then the reduced back). */
export const COLUMNS: readonly Column[] = [
  { key: 'name', label: 'Name', path: ['name'], kind: 'text' },
  { key: 'side', label: 'Side', path: ['side'], kind: 'enum', options: (o) => ids(o.sides) },
  { key: 'nationality', label: 'Nat.', path: ['nationality'], kind: 'enum', options: nationalities },
  { key: 'formation', label: 'Formation', path: ['formation'], kind: 'enum', options: (o) => ['', ...ids(o.formations)] },
  { key: 'regiment', label: 'Regiment', path: ['regiment'], kind: 'text' },
  { key: 'type', label: 'Type', path: ['type'], kind: 'enum', options: (o) => ids(o.unitTypes) },
  { key: 'size', label: 'Size', path: ['size'], kind: 'text' },
  { key: 'steps', label: 'Steps', path: ['steps'], kind: 'int' },
  faceColumn('front', 'attack', 'Att'),
  faceColumn('front', 'defense', 'Def'),
  faceColumn('front', 'defenseBracketed', '[Def]', 'bool'),
  faceColumn('front', 'movement', 'MA'),
  faceColumn('front', 'stackingPoints', 'SP'),
  faceColumn('front', 'morale', 'Morale', 'text'),
  { key: 'front.tq.value', label: 'TQ', path: ['front', 'tq', 'value'], kind: 'int' },
  { key: 'front.tq.kind', label: 'TQ kind', path: ['front', 'tq', 'kind'], kind: 'enum', options: () => ['', 'grey', 'red'] },
  faceColumn('back', 'attack', 'Att (back)'),
  faceColumn('back', 'defense', 'Def (back)'),
  faceColumn('back', 'movement', 'MA (back)'),
  faceColumn('back', 'stackingPoints', 'SP (back)'),
  { key: 'arrival.turn', label: 'Arrives', path: ['arrival', 'turn'], kind: 'text' },
  { key: 'setup.hex', label: 'Setup hex', path: ['setup', 'hex'], kind: 'text' },
];

export const columnByKey = (key: string) => COLUMNS.find((c) => c.key === key);


/** The worst provenance of a unit's values: lost, placeholder, inferred, stated, or none. */
export function unitConfidence(unit: Unit): string {
  const order = ['lost', 'placeholder', 'inferred', 'stated'];
  const found = Object.values((unit as { provenance?: Record<string, { confidence: string }> }).provenance ?? {}).map((p) => p.confidence);
  return order.find((c) => found.includes(c)) ?? 'none';
}


/** A change setting one column of one unit; an emptied object (no tq left) is removed. */
function setCell(oob: OrderOfBattle, id: string, col: Column, value: unknown): Change[] {
  const path = ['units', id, ...col.path];
  if (value === undefined && col.path.length > 1) {
    const parent = getAt(oob, path.slice(0, -1)) as Record<string, unknown> | undefined;
    if (parent && Object.keys(parent).length === 1 && col.path[col.path.length - 1]! in parent) return [changeTo(oob, path.slice(0, -1), undefined)];
  }
  // tq needs both value and kind: typing a value alone makes a grey TQ.
  if (col.key === 'front.tq.value' && value !== undefined && !getAt(oob, ['units', id, 'front', 'tq'])) return [changeTo(oob, ['units', id, 'front', 'tq'], { value, kind: 'grey' })];
  return [changeTo(oob, path, value)];
}

/**
 * Sets one column of several units to one value (multi-select edit); the label says how many. An
 * invalid text is refused with the reason, changing nothing.
 */
export function setColumn(oob: OrderOfBattle, unitIds: readonly string[], key: string, text: string): Edit | { error: string } {
  const col = columnByKey(key);
  if (!col) return { error: `no column ${key}` };
  const parsed = parseCell(oob, col, text);
  if ('error' in parsed) return parsed;
  const changes = unitIds.flatMap((id) => setCell(oob, id, col, parsed.value));
  return { label: `Set ${col.label} of ${unitIds.length === 1 ? oob.units[unitIds[0]!]?.name ?? unitIds[0] : `${unitIds.length} units`} to ${text.trim() || '(none)'}`, changes };
}

/** Fill down: the first unit's value of a column copied to the others, in the grid's order. */
export function fillDown(oob: OrderOfBattle, unitIds: readonly string[], key: string): Edit | { error: string } {
  const col = columnByKey(key);
  const first = unitIds[0] ? oob.units[unitIds[0]] : undefined;
  if (!col || !first || unitIds.length < 2) return { error: 'select at least two rows to fill down' };
  const value = getAt(first, col.path);
  return { label: `Fill down ${col.label} (${unitIds.length - 1} units)`, changes: unitIds.slice(1).flatMap((id) => setCell(oob, id, col, value)) };
}

/** A fresh unit id from a name ("4/8/2" → "4-8-2"), unique in the order of battle. */
export function idFor(oob: OrderOfBattle, name: string, taken: ReadonlySet<string> = new Set()): string {
  return freeId(slug(name) || 'unit', (id) => !!oob.units[id] || taken.has(id));
}

/** A new unit from a unit type's template (size, steps, front and back), named and placed in a formation. */
export function newUnitFromType(oob: OrderOfBattle, typeId: string, side: string, name: string, formation?: string): Edit | { error: string } {
  const t = oob.unitTypes[typeId] as { name?: string; size?: string; steps?: number; front?: object; back?: object } | undefined;
  if (!t) return { error: `no unit type ${typeId}` };
  if (!oob.sides?.[side as never]) return { error: `no side ${side}` };
  const id = idFor(oob, name);
  const unit = { name, side, nationality: nationalityOf(oob, side), ...(formation ? { formation } : {}), type: typeId, ...(t.size ? { size: t.size } : {}), steps: t.steps ?? 1, front: t.front ?? {}, ...(t.back ? { back: t.back } : {}) };
  return { label: `New ${t.name ?? typeId} ${name}`, changes: [changeTo(oob, ['units', id], unit)] };
}

/** One pasted row: the unit it makes or updates, or the problems that keep it out. */
export interface PastedRow {
  readonly line: number;
  readonly id: string;
  readonly action: 'new' | 'update';
  readonly unit?: Unit;
  readonly problems: readonly string[];
}

/**
 * Rows pasted from a spreadsheet (tab-separated). A first row naming columns (by label or key, an
 * optional "id" first) sets the order; without one, the grid's column order is used. Each row is
 * checked before anything is applied: a new unit needs a name, side, type and steps (the type's
 * template fills the counter where the row leaves it empty).
 */
export function parsePaste(oob: OrderOfBattle, text: string): { columns: string[]; rows: PastedRow[] } {
  const lines = text.replace(/\r\n?/g, '\n').split('\n').filter((l) => l.trim() !== '');
  const find = (h: string) => COLUMNS.find((c) => c.key.toLowerCase() === h.trim().toLowerCase() || c.label.toLowerCase() === h.trim().toLowerCase());
  const first = (lines[0] ?? '').split('\t');
  const header = first.every((h) => h.trim().toLowerCase() === 'id' || find(h));
  const keys = header ? first.map((h) => (h.trim().toLowerCase() === 'id' ? 'id' : find(h)!.key)) : COLUMNS.map((c) => c.key);
  const taken = new Set<string>();
  const rows = lines.slice(header ? 1 : 0).map((line, i): PastedRow => {
    const cells = line.split('\t');
    const problems: string[] = [];
    if (cells.length > keys.length) problems.push(`${cells.length} cells for ${keys.length} columns`);
    const given = keys.indexOf('id') >= 0 ? cells[keys.indexOf('id')]?.trim() : undefined;
    const existing = given && oob.units[given] ? oob.units[given] : undefined;
    const nameAt = keys.indexOf('name');
    const name = nameAt >= 0 ? cells[nameAt]?.trim() : undefined;
    const id = given && !HOSTILE_KEYS.has(given) ? given : idFor(oob, name || 'unit', taken);
    if (given && HOSTILE_KEYS.has(given)) problems.push(`"${given}" cannot be a unit id`);
    if (taken.has(id)) problems.push(`id ${id} is pasted twice`);
    taken.add(id);
    let unit = (existing ? structuredClone(existing) : {}) as Record<string, unknown>;
    keys.forEach((key, k) => {
      if (key === 'id' || k >= cells.length) return;
      const col = columnByKey(key)!;
      const raw = cells[k]!;
      if (raw.trim() === '' && !existing) return; // left to the template
      const parsed = parseCell(oob, col, raw);
      if ('error' in parsed) return void problems.push(parsed.error);
      unit = setPath(unit, col.path, parsed.value);
    });
    const tq = (unit.front as { tq?: { kind?: string } } | undefined)?.tq;
    if (tq && !tq.kind) tq.kind = 'grey';
    if (!existing) {
      for (const need of ['name', 'side', 'type'] as const) if (unit[need] === undefined) problems.push(`${columnByKey(need)!.label} is required for a new unit`);
      const t = oob.unitTypes[unit.type as string] as { size?: string; steps?: number; front?: object; back?: object } | undefined;
      if (t) unit = { ...(t.size ? { size: t.size } : {}), steps: t.steps ?? 1, ...unit, front: { ...t.front, ...(unit.front as object) }, ...(t.back || unit.back ? { back: { ...t.back, ...(unit.back as object) } } : {}) };
      if (unit.nationality === undefined && unit.side) unit.nationality = nationalityOf(oob, unit.side as string);
    }
    return { line: i + (header ? 2 : 1), id, action: existing ? 'update' : 'new', ...(problems.length ? {} : { unit: unit as unknown as Unit }), problems };
  });
  return { columns: keys, rows };
}

/** Applies the pasted rows that have no problems, as one step ("Paste 20 units"). */
export function applyPaste(oob: OrderOfBattle, rows: readonly PastedRow[]): Edit {
  const good = rows.filter((r) => r.unit && !r.problems.length);
  const added = good.filter((r) => r.action === 'new').length;
  return {
    label: `Paste ${good.length} unit${good.length === 1 ? '' : 's'}${added && added < good.length ? ` (${added} new)` : ''}`,
    changes: good.map((r) => changeTo(oob, ['units', r.id], r.unit)),
  };
}

function setPath(node: Record<string, unknown>, path: readonly string[], value: unknown): Record<string, unknown> {
  const [key, ...rest] = path as [string, ...string[]];
  if (!rest.length) {
    const out = { ...node };
    if (value === undefined) delete out[key];
    else out[key] = value;
    return out;
  }
  return { ...node, [key]: setPath((node[key] as Record<string, unknown>) ?? {}, rest, value) };
}

/** Puts a formation under another (or at the top level with no parent), refusing a loop. */
export function reparentFormation(oob: OrderOfBattle, id: string, parent: string | undefined): Edit | { error: string } {
  const formations = (oob.formations ?? {}) as Record<string, { name?: string; parent?: string }>;
  if (!formations[id]) return { error: `no formation ${id}` };
  if (parent && !formations[parent]) return { error: `no formation ${parent}` };
  if (parent === id || (parent && formationLineage(oob, parent).includes(id))) return { error: `${formations[id]!.name ?? id} cannot go under ${formations[parent!]?.name ?? parent}: that is inside it` };
  if (formations[id]!.parent === parent) return { error: `${formations[id]!.name ?? id} is already there` };
  return { label: `Move ${formations[id]!.name ?? id} under ${parent ? (formations[parent]!.name ?? parent) : 'the top level'}`, changes: [changeTo(oob, ['formations', id, 'parent'], parent)] };
}

/** Where a formation or a unit type is used: units, sub-formations (for formations). */
export function whereUsed(oob: OrderOfBattle, kind: 'formation' | 'type', id: string): { units: string[]; formations: string[] } {
  const units = Object.entries(oob.units).filter(([, u]) => (kind === 'formation' ? u.formation === id : u.type === id)).map(([uid]) => uid);
  const formations = kind === 'formation' ? Object.entries((oob.formations ?? {}) as Record<string, { parent?: string }>).filter(([, f]) => f.parent === id).map(([fid]) => fid) : [];
  return { units, formations };
}

/** Deletes units from the order of battle, as one step (documents that still name them get Problems). */
export function deleteUnits(oob: OrderOfBattle, ids: readonly string[]): Edit | { error: string } {
  const gone = ids.filter((id) => oob.units[id]);
  if (!gone.length) return { error: 'select the units to delete first' };
  return { label: `Delete ${gone.length === 1 ? (oob.units[gone[0]!]!.name ?? gone[0]) : `${gone.length} units`}`, changes: gone.map((id) => changeTo(oob, ['units', id], undefined)) };
}

export { deleteFormation, FORMATION_LEVELS, newFormation, renameFormation } from './formationCommands';
export { deleteUnitType, newUnitType, setTypeColumn, SYMBOLS, TYPE_COLUMNS } from './unitTypeCommands';
