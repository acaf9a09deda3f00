import type { AreaMap, Point, Ruleset } from '../../generated/documents';
import { changeTo, recordChange, type Change } from '../changes';
import { freeId, slug } from './freeId';
import type { Edit } from './mapCommands';

type Area = AreaMap['areas'][string];
type Connection = AreaMap['connections'][string];
type Outline = NonNullable<Area['outline']>;

/** Map coordinates are kept to a tenth of a pixel: the text stays short and a drag stays exact enough. */
const round = (p: Point): Point => ({ x: Math.round(p.x * 10) / 10, y: Math.round(p.y * 10) / 10 });

/** An area's or a zone's name for labels ("Irrel", "Zone C"). */
export function nodeName(map: AreaMap, id: string): string {
  return map.areas[id]?.name ?? map.zones?.[id]?.name ?? id;
}

/** The next free area number (one more than the highest). */
export function nextNumber(map: AreaMap): number {
  return Math.max(0, ...Object.values(map.areas).map((a) => a.number ?? 0)) + 1;
}

/** Adds an area at a point, numbered after the highest and named after its number until renamed. */
export function addArea(map: AreaMap, at: Point, name?: string): Edit & { id: string } {
  const number = nextNumber(map);
  const label = name ?? `Area ${number}`;
  const id = freeId(slug(label) || `area-${number}`, (x) => x in map.areas || x in (map.zones ?? {}));
  return { id, label: `Add area ${number} "${label}"`, changes: [changeTo(map, ['areas', id], { name: label, number, position: round(at) })] };
}

/** Moves an area (its position, and its outline with it) or a zone by a vector. */
export function moveNode(map: AreaMap, id: string, dx: number, dy: number): Edit {
  const shift = (p: Point) => round({ x: p.x + dx, y: p.y + dy });
  if (map.zones?.[id]) {
    const z = map.zones[id]!;
    return { label: `Move ${z.name}`, changes: [changeTo(map, ['zones', id, 'position'], shift(z.position ?? { x: 0, y: 0 }))] };
  }
  const a = map.areas[id];
  if (!a) return { label: 'Move', changes: [] };
  const changes = [changeTo(map, ['areas', id, 'position'], shift(a.position ?? { x: 0, y: 0 }))];
  if (a.outline) changes.push(changeTo(map, ['areas', id, 'outline'], a.outline.map(shift)));
  return { label: `Move ${a.name}`, changes };
}

/** Sets an area's traced outline (three points or more), or clears it (drawn as a circle again). */
export function setOutline(map: AreaMap, id: string, points: readonly Point[] | undefined): Edit | { error: string } {
  const a = map.areas[id];
  if (!a) return { error: `There is no area "${id}"` };
  if (points && points.length < 3) return { error: `An outline needs three points or more (${points.length} given)` };
  if (points && points.length > 400) return { error: `An outline has at most 400 points (${points.length} given)` };
  const value = points ? (points.map(round) as unknown as Outline) : undefined;
  const changes = [changeTo(map, ['areas', id, 'outline'], value)];
  // A newly traced area is labelled at its outline's centre unless it had a place of its own.
  if (points && !a.outline) changes.push(changeTo(map, ['areas', id, 'position'], round(centroid(points))));
  return { label: points ? `${a.outline ? 'Reshape' : 'Trace'} ${a.name} (${points.length} points)` : `Clear the outline of ${a.name}`, changes };
}

/** Moves one corner of an area's outline. */
export function moveCorner(map: AreaMap, id: string, index: number, to: Point): Edit {
  const a = map.areas[id];
  if (!a?.outline?.[index]) return { label: 'Reshape', changes: [] };
  return { label: `Reshape ${a.name}`, changes: [changeTo(map, ['areas', id, 'outline', String(index)], round(to))] };
}

/** The centre of a polygon's area (its vertex mean when it is degenerate). */
export function centroid(points: readonly Point[]): Point {
  let a = 0, cx = 0, cy = 0;
  for (let i = 0; i < points.length; i++) {
    const p = points[i]!, q = points[(i + 1) % points.length]!;
    const f = p.x * q.y - q.x * p.y;
    a += f;
    cx += (p.x + q.x) * f;
    cy += (p.y + q.y) * f;
  }
  if (Math.abs(a) < 1e-9) return { x: points.reduce((t, p) => t + p.x, 0) / points.length, y: points.reduce((t, p) => t + p.y, 0) / points.length };
  return { x: cx / (3 * a), y: cy / (3 * a) };
}

type AreaField = 'name' | 'number' | 'vp';

/** Sets an area's name, number or VP (an empty value clears number and VP; a name is required). */
export function setAreaField(map: AreaMap, id: string, field: AreaField, value: string | number | undefined): Edit | { error: string } {
  const a = map.areas[id];
  if (!a) return { error: `There is no area "${id}"` };
  if (field === 'name') {
    const name = String(value ?? '').trim();
    if (!name) return { error: 'An area needs a name' };
    return { label: `Rename ${a.name} to ${name}`, changes: [changeTo(map, ['areas', id, 'name'], name)] };
  }
  const n = value === undefined || value === '' ? undefined : Number(value);
  if (n !== undefined && (!Number.isInteger(n) || n < 0)) return { error: `${field === 'vp' ? 'VP' : 'An area number'} must be a whole number 0 or more ("${value}" is not)` };
  const what = field === 'vp' ? 'VP' : 'number';
  return { label: n === undefined ? `Clear the ${what} of ${a.name}` : `Set the ${what} of ${a.name} to ${n}`, changes: [changeTo(map, ['areas', id, field], n)] };
}

/**
 * Deletes an area or a zone with its connections and its memberships of area sets, as one step
 * (nothing is left dangling on the map; a scenario that names it gets a Problem saying so).
 */
export function deleteNode(map: AreaMap, id: string): Edit {
  const isZone = !!map.zones?.[id];
  if (!isZone && !map.areas[id]) return { label: 'Delete', changes: [] };
  const changes: Change[] = [changeTo(map, [isZone ? 'zones' : 'areas', id], undefined)];
  let joined = 0;
  for (const [cid, c] of Object.entries(map.connections)) {
    if (!c.between.includes(id)) continue;
    joined++;
    changes.push(changeTo(map, ['connections', cid], undefined));
  }
  for (const [sid, set] of Object.entries(map.areaSets ?? {})) {
    if (set.members.includes(id)) changes.push(changeTo(map, ['areaSets', sid, 'members'], set.members.filter((m) => m !== id)));
  }
  for (const [zid, z] of Object.entries(map.zones ?? {})) {
    if (zid !== id && z.adjacentZones?.includes(id)) changes.push(changeTo(map, ['zones', zid, 'adjacentZones'], z.adjacentZones.filter((x) => x !== id)));
  }
  return { label: `Delete ${nodeName(map, id)}${joined ? ` and its ${joined} connection${joined === 1 ? '' : 's'}` : ''}`, changes };
}

/** The connection joining two areas, if any (either way round). */
export function connectionBetween(map: AreaMap, a: string, b: string): string | undefined {
  return Object.keys(map.connections).find((id) => {
    const [x, y] = map.connections[id]!.between;
    return (x === a && y === b) || (x === b && y === a);
  });
}

/** Connects two areas or zones by a road of a class (refused when they are already connected). */
export function connect(map: AreaMap, ruleset: Ruleset | undefined, a: string, b: string, road: string): (Edit & { id: string }) | { error: string } {
  if (a === b) return { error: 'Drag from one area to another to connect them' };
  for (const n of [a, b]) if (!map.areas[n] && !map.zones?.[n]) return { error: `There is no area or zone "${n}"` };
  const existing = connectionBetween(map, a, b);
  if (existing) return { error: `${nodeName(map, a)} and ${nodeName(map, b)} are already connected (${existing}); select it to change its road` };
  const num = (n: string) => map.areas[n]?.number?.toString() ?? n;
  const id = freeId(`${num(a)}-${num(b)}`, (x) => x in map.connections);
  const roadName = (ruleset?.roadClasses?.[road]?.name ?? road).toLowerCase();
  return { id, label: `Connect ${nodeName(map, a)} – ${nodeName(map, b)} (${roadName})`, changes: [changeTo(map, ['connections', id], { between: [a, b], road })] };
}

/** Sets a connection's road class, river crossing or bridge; a bridge needs a river (3.23), so clearing the river clears the bridge. */
export function setConnection(map: AreaMap, ruleset: Ruleset | undefined, id: string, change: { road?: string; river?: boolean; bridge?: boolean; bridgeName?: string; printedBlown?: boolean }): Edit | { error: string } {
  const c = map.connections[id];
  if (!c) return { error: `There is no connection "${id}"` };
  const where = `${nodeName(map, c.between[0])} – ${nodeName(map, c.between[1])}`;
  const edit = (label: string, update: (c: Connection) => Connection): Edit => ({ label: `${label} (${where})`, changes: [recordChange<Connection>(map, ['connections'], id, (x) => (x ? update(x) : x))] });
  if (change.road !== undefined) {
    if (ruleset && !ruleset.roadClasses?.[change.road]) return { error: `The ruleset has no road class "${change.road}"` };
    return edit(`Road: ${(ruleset?.roadClasses?.[change.road]?.name ?? change.road).toLowerCase()}`, (x) => ({ ...x, road: change.road! }));
  }
  if (change.river !== undefined) {
    return edit(change.river ? 'Road crosses a river' : 'No river crossing', ({ river: _r, bridge: _b, ...rest }) => (change.river ? { ...rest, river: true, ...(c.bridge ? { bridge: c.bridge } : {}) } : rest));
  }
  if (change.bridge !== undefined) {
    if (change.bridge && !c.river) return { error: 'A bridge sits where the road crosses a river: tick "crosses a river" first (3.23)' };
    return edit(change.bridge ? 'Bridge' : 'No bridge', ({ bridge: _b, ...rest }) => (change.bridge ? { ...rest, bridge: c.bridge ?? {} } : rest));
  }
  if (!c.bridge) return { error: 'This connection has no bridge' };
  if (change.bridgeName !== undefined) {
    const name = change.bridgeName.trim();
    return edit(name ? `Name the bridge ${name}` : 'Clear the bridge name', (x) => ({ ...x, bridge: { ...(name ? { name } : {}), ...(x.bridge?.printedBlown ? { printedBlown: true } : {}) } }));
  }
  if (change.printedBlown !== undefined) {
    return edit(change.printedBlown ? 'Bridge printed blown' : 'Bridge printed intact', (x) => {
      const { printedBlown: _p, ...bridge } = x.bridge ?? {};
      return { ...x, bridge: change.printedBlown ? { ...bridge, printedBlown: true } : bridge };
    });
  }
  return { label: 'Change connection', changes: [] };
}

/** Deletes a connection. */
export function deleteConnection(map: AreaMap, id: string): Edit {
  const c = map.connections[id];
  if (!c) return { label: 'Delete connection', changes: [] };
  return { label: `Delete the connection ${nodeName(map, c.between[0])} – ${nodeName(map, c.between[1])}`, changes: [changeTo(map, ['connections', id], undefined)] };
}

/** A mark the flag tool paints: a ruleset flag on areas, or membership of an area set. */
export type AreaMark = { readonly flag: string } | { readonly set: string };

/** Whether an area carries a mark. */
export function hasMark(map: AreaMap, id: string, mark: AreaMark): boolean {
  return 'flag' in mark ? !!map.areas[id]?.flags?.includes(mark.flag) : !!map.areaSets?.[mark.set]?.members.includes(id);
}

/** Gives areas a mark, or takes it off (`remove`), as one step; zones take set marks only. */
export function paintMark(map: AreaMap, ruleset: Ruleset | undefined, ids: readonly string[], mark: AreaMark, remove: boolean): Edit {
  const markName = 'flag' in mark ? (ruleset?.locationFlags?.[mark.flag]?.name ?? mark.flag) : (map.areaSets?.[mark.set]?.name ?? mark.set);
  const label = `${remove ? 'Unmark' : 'Mark'} ${ids.length === 1 ? nodeName(map, ids[0]!) : `${ids.length} areas`}: ${markName}`;
  if ('set' in mark) {
    const set = map.areaSets?.[mark.set];
    if (!set) return { label, changes: [] };
    const members = remove ? set.members.filter((m) => !ids.includes(m)) : [...set.members, ...ids.filter((id) => !set.members.includes(id))];
    return { label, changes: members.length === set.members.length && !remove ? [] : [changeTo(map, ['areaSets', mark.set, 'members'], members)] };
  }
  const changes = ids.flatMap((id) => {
    const a = map.areas[id];
    if (!a || !!a.flags?.includes(mark.flag) !== remove) return [];
    const flags = remove ? (a.flags ?? []).filter((f) => f !== mark.flag) : [...(a.flags ?? []), mark.flag];
    return [changeTo(map, ['areas', id, 'flags'], flags.length ? flags : undefined)];
  });
  return { label, changes };
}

/** Creates an area set (a scenario boundary, victory towns, a release group). */
export function createAreaSet(map: AreaMap, name: string, purpose: string): Edit & { id: string } {
  const id = freeId(slug(name, false) || 'set', (x) => x in (map.areaSets ?? {}));
  return { id, label: `New area set "${name}"`, changes: [changeTo(map, ['areaSets', id], { name, purpose, members: [] })] };
}
