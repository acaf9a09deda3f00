import type { AreaMap, HexMap, Ruleset } from '../../generated/documents';
import { canonicalHexside, directionsOf, gridGeometry, hexsideBetween, neighbour, neighbours, parseHexside, type GridGeometry } from '../../hex';
import type { TerrainId } from '../../shared/ids';
import { recordChange, type Change } from '../changes';

type Hex = NonNullable<HexMap['hexes'][string]>;
type Hexside = NonNullable<NonNullable<HexMap['hexsides']>[string]>;

/** A command's changes and the label its undo step shows. */
export interface Edit {
  readonly label: string;
  readonly changes: Change[];
}

/** The hexes a brush of `size` (1, 2 or 3) covers around a centre: the centre and 0, 1 or 2 rings. */
export function brushHexes(g: GridGeometry, center: string, size: 1 | 2 | 3): string[] {
  const out = new Set([center]);
  let ring = [center];
  for (let r = 1; r < size; r++) {
    const next: string[] = [];
    for (const h of ring) {
      for (const n of neighbours(g, h)) {
        if (out.has(n.hex)) continue;
        out.add(n.hex);
        next.push(n.hex);
      }
    }
    ring = next;
  }
  return [...out];
}

/** The name of a terrain or feature for labels ("forest", "Town"). */
function nameOf(r: Ruleset | undefined, id: string): string {
  return (r?.terrainTypes?.[id]?.name ?? id).toLowerCase();
}

/** A hex record with empty parts dropped, or undefined when nothing is left (the default terrain). */
function tidy(hex: Hex | undefined): Hex | undefined {
  if (!hex) return undefined;
  const out: Hex = { ...hex };
  if (out.features && out.features.length === 0) delete out.features;
  return Object.keys(out).length ? out : undefined;
}

/**
 * Paints a terrain (base) or adds a feature (village, town, West Wall…) to hexes. Painting the map's
 * default terrain removes the override, so the file stays small.
 */
export function paintTerrain(map: HexMap, ruleset: Ruleset | undefined, hexes: readonly string[], paint: string): Edit {
  const terrain = paint as TerrainId; // a UI selection from the ruleset's palette; validation reports unknown ids
  const layer = ruleset?.terrainTypes?.[terrain]?.layer ?? 'base';
  const changes: Change[] = [];
  for (const id of new Set(hexes)) {
    const c = recordChange<Hex>(map, ['hexes'], id, (hex) => {
      if (layer === 'feature') return tidy({ ...hex, features: [...new Set([...(hex?.features ?? []), terrain])] });
      const { terrain: _old, ...rest } = hex ?? {};
      return tidy(terrain === map.defaultTerrain ? rest : { ...rest, terrain });
    });
    if (JSON.stringify(c.before) !== JSON.stringify(c.after)) changes.push(c);
  }
  return { label: `Paint ${nameOf(ruleset, terrain)} ×${changes.length}`, changes };
}

/** Resets hexes to the default terrain with no features (keeping names). */
export function eraseHexes(map: HexMap, hexes: readonly string[]): Edit {
  const changes: Change[] = [];
  for (const id of new Set(hexes)) {
    const c = recordChange<Hex>(map, ['hexes'], id, (hex) => tidy(hex?.name ? { name: hex.name } : undefined));
    if (JSON.stringify(c.before) !== JSON.stringify(c.after)) changes.push(c);
  }
  return { label: `Erase ×${changes.length}`, changes };
}

/** The base terrain of a hex. */
export function terrainOf(map: HexMap, hex: string): string {
  return map.hexes[hex]?.terrain ?? map.defaultTerrain;
}

/** Fills the connected region of the start hex's base terrain with another terrain (bounded by the map). */
export function floodFill(map: HexMap, ruleset: Ruleset | undefined, start: string, terrain: string): Edit {
  const g = gridGeometry(map.grid);
  const target = terrainOf(map, start);
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length) {
    const h = queue.pop()!;
    for (const n of neighbours(g, h)) {
      if (!seen.has(n.hex) && terrainOf(map, n.hex) === target) {
        seen.add(n.hex);
        queue.push(n.hex);
      }
    }
  }
  const edit = paintTerrain(map, ruleset, [...seen], terrain);
  return { ...edit, label: `Fill ${nameOf(ruleset, terrain)} ×${edit.changes.length}` };
}

/** Adds a hexside feature (river, lake, wooded rough) to a side, or removes it when `remove`; a bridge goes with its river. */
export function setHexsideFeature(map: HexMap, ruleset: Ruleset | undefined, hexside: string, feature: string, remove: boolean): Edit {
  const name = (ruleset?.hexsideTypes?.[feature]?.name ?? feature).toLowerCase();
  const c = recordChange<Hexside>(map, ['hexsides'], hexside, (side) => {
    const features = remove ? (side?.features ?? []).filter((f) => f !== feature) : [...new Set([...(side?.features ?? []), feature as TerrainId])];
    const out: Hexside = { ...side, features };
    if (!features.length) delete out.features;
    if (out.bridge && !features.some((f) => ruleset?.hexsideTypes?.[f]?.bridgeable)) delete out.bridge;
    return Object.keys(out).length ? out : undefined;
  });
  const changed = JSON.stringify(c.before) !== JSON.stringify(c.after);
  return { label: `${remove ? 'Remove' : 'Draw'} ${name} at ${hexside}`, changes: changed ? [c] : [] };
}

/** Adds or removes a feature along a chain of hexsides (a dragged river): one undo step. */
export function hexsideChain(map: HexMap, ruleset: Ruleset | undefined, hexsides: readonly string[], feature: string, remove: boolean): Edit {
  let doc = map;
  const changes: Change[] = [];
  for (const id of new Set(hexsides)) {
    const e = setHexsideFeature(doc, ruleset, id, feature, remove);
    changes.push(...e.changes);
    for (const c of e.changes) doc = { ...doc, hexsides: { ...doc.hexsides, [id]: c.after as Hexside } };
  }
  const name = (ruleset?.hexsideTypes?.[feature]?.name ?? feature).toLowerCase();
  return { label: `${remove ? 'Remove' : 'Draw'} ${name} ×${changes.length}`, changes };
}

/**
 * Lays a road along adjacent hexes. Where it crosses a bridgeable hexside (river, Meuse, wooded rough)
 * without a bridge, a bridge is placed: the designer removes it if the crossing is a ford or ferry.
 */
export function layRoad(map: HexMap, ruleset: Ruleset | undefined, hexes: readonly string[], roadClass: string): Edit {
  const g = gridGeometry(map.grid);
  const path = hexes.filter((h, i) => i === 0 || h !== hexes[i - 1]);
  if (path.length < 2) return { label: 'Lay road', changes: [] };
  let n = 1;
  while (map.roads?.[`road-${n}`]) n++;
  const id = `road-${n}`;
  const changes: Change[] = [recordChange(map, ['roads'], id, () => ({ class: roadClass, hexes: path }))];
  let bridges = 0;
  for (let i = 1; i < path.length; i++) {
    const side = hexsideBetween(g, path[i - 1]!, path[i]!);
    const record = side ? map.hexsides?.[side] : undefined;
    if (side && record && !record.bridge && record.features?.some((f) => ruleset?.hexsideTypes?.[f]?.bridgeable)) {
      changes.push(recordChange<Hexside>(map, ['hexsides'], side, (s) => ({ ...s, bridge: {} })));
      bridges++;
    }
  }
  const name = (ruleset?.roadClasses?.[roadClass]?.name ?? roadClass).toLowerCase();
  return { label: `Lay ${name} (${path.length} hexes${bridges ? `, ${bridges} bridge${bridges > 1 ? 's' : ''}` : ''})`, changes };
}

/** Removes the bridge on a hexside. */
export function removeBridge(map: HexMap, hexside: string): Edit {
  const c = recordChange<Hexside>(map, ['hexsides'], hexside, (s) => {
    if (!s) return s;
    const { bridge: _b, ...rest } = s;
    return Object.keys(rest).length ? rest : undefined;
  });
  return { label: `Remove bridge at ${hexside}`, changes: JSON.stringify(c.before) !== JSON.stringify(c.after) ? [c] : [] };
}

/** Replaces one hex's record (the inspector), e.g. its name. */
export function editHex(map: HexMap, hex: string, update: (h: Hex | undefined) => Hex | undefined, label: string): Edit {
  const c = recordChange<Hex>(map, ['hexes'], hex, (h) => tidy(update(h)));
  return { label, changes: JSON.stringify(c.before) !== JSON.stringify(c.after) ? [c] : [] };
}

/** Toggles a victory hex. */
export function toggleVictoryHex(map: HexMap, hex: string): Edit {
  const c = recordChange(map, ['victoryHexes'], hex, (v) => (v ? undefined : {}));
  return { label: `${c.before ? 'Remove' : 'Add'} victory hex ${hex}`, changes: [c] };
}

/** The hexsides crossed going from one hex to an adjacent one, for drag-painting chains of hexsides. */
export function sidesOfHex(g: GridGeometry, hex: string): string[] {
  return directionsOf(g.orientation).flatMap((d) => (neighbour(g, hex, d) ? [canonicalHexside(g, hex, d)] : []));
}

/** True when a hexside id belongs to the map's grid. */
export function isHexside(map: HexMap, id: string): boolean {
  return parseHexside(gridGeometry(map.grid), id) !== null;
}

type Background = NonNullable<HexMap['background']>;

/** Sets the scanned map under the grid (a path under data/); a new image drops the old calibration. */
export function setBackground(map: HexMap | AreaMap, image: string): Edit {
  const c = recordChange<Background>(map, [], 'background', (bg) => ({ image, opacity: bg?.opacity ?? 0.6 }));
  return { label: `Load background ${image.split('/').pop()}`, changes: [c] };
}

/** Sets the background's opacity (0–1). */
export function setBackgroundOpacity(map: HexMap | AreaMap, opacity: number): Edit {
  const c = recordChange<Background>(map, [], 'background', (bg) => (bg ? { ...bg, opacity: Math.round(Math.min(1, Math.max(0, opacity)) * 100) / 100 } : bg));
  return { label: `Background opacity ${Math.round(opacity * 100)}%`, changes: JSON.stringify(c.before) !== JSON.stringify(c.after) ? [c] : [] };
}

/** Stores the calibration: 2 or 3 points of the image (pixels) and the printed hexes (or the areas) whose centres they are. */
export function calibrateBackground(map: HexMap | AreaMap, points: readonly (({ hex: string } | { area: string }) & { x: number; y: number })[]): Edit {
  const rounded = points.map((p) => ({ ...('hex' in p ? { hex: p.hex as never } : { area: p.area }), x: Math.round(p.x * 10) / 10, y: Math.round(p.y * 10) / 10 }));
  if (rounded.length < 2 || rounded.length > 3) return { label: 'Calibrate background', changes: [] };
  // The schema's minItems 2 / maxItems 3 makes the generated type a tuple; the length is checked above.
  const calibrationPoints = rounded as unknown as NonNullable<Background['calibration']>['points'];
  const c = recordChange<Background>(map, [], 'background', (bg) => (bg ? { ...bg, calibration: { points: calibrationPoints } } : bg));
  return { label: `Calibrate background (${points.length} points)`, changes: [c] };
}

type HexSet = NonNullable<HexMap['hexSets']>[string];

/** Creates a named hex set (a division setup area, a region). */
export function createHexSet(map: HexMap, id: string, name: string, purpose = 'setupArea'): Edit {
  const c = recordChange<HexSet>(map, ['hexSets'], id, (set) => set ?? { name, purpose, hexes: [] });
  return { label: `New hex set "${name}"`, changes: c.before ? [] : [c] };
}

/** Adds hexes to a hex set, or removes them: a set painted like terrain. */
export function paintHexSet(map: HexMap, setId: string, hexes: readonly string[], remove: boolean): Edit {
  const set = map.hexSets?.[setId];
  if (!set) return { label: 'Paint hex set', changes: [] };
  const current = new Set<string>(set.hexes);
  const touched = hexes.filter((h) => current.has(h) === remove);
  for (const h of touched) {
    if (remove) current.delete(h);
    else current.add(h);
  }
  const c = recordChange<HexSet>(map, ['hexSets'], setId, (s) => ({ ...s!, hexes: [...current].sort() as never }));
  return { label: `${remove ? 'Remove' : 'Add'} ${touched.length} hex${touched.length === 1 ? '' : 'es'} ${remove ? 'from' : 'to'} ${set.name}`, changes: touched.length ? [c] : [] };
}

/** Makes a hex a supply source for a side, or stops it being one. */
export function toggleSupplySource(map: HexMap, hex: string, side: string): Edit {
  let on = false;
  const c = recordChange<NonNullable<HexMap['supplySources']>[string]>(map, ['supplySources'], hex, (src) => {
    const sides = new Set<string>(src?.sides ?? []);
    on = !sides.has(side);
    if (on) sides.add(side);
    else sides.delete(side);
    return sides.size ? { ...src, sides: [...sides].sort() as never } : undefined;
  });
  return { label: `${on ? 'Add' : 'Remove'} ${side} supply source ${hex}`, changes: [c] };
}

/** Puts an entry letter on a hex for a side (moving it off other hexes of that letter), or clears the hex's letter. */
export function setEntryLetter(map: HexMap, hex: string, letter: string, side: string): Edit {
  const changes: Change[] = [];
  for (const [l, e] of Object.entries(map.entries ?? {})) {
    if (l !== letter && e.hexes.includes(hex as never)) {
      changes.push(recordChange<typeof e>(map, ['entries'], l, (x) => (x!.hexes.length > 1 ? { ...x!, hexes: x!.hexes.filter((h) => h !== hex) as never } : undefined)));
    }
  }
  if (letter) {
    changes.push(recordChange<NonNullable<HexMap['entries']>[string]>(map, ['entries'], letter, (e) => ({ ...e, side: (e?.side ?? side) as never, hexes: [...new Set([...(e?.hexes ?? []), hex])] as never })));
  }
  return { label: letter ? `Entry ${letter} at ${hex}` : `Clear the entry at ${hex}`, changes: changes.filter((c) => JSON.stringify(c.before) !== JSON.stringify(c.after)) };
}

type Place = NonNullable<HexMap['places']>[string];

/**
 * Names the place a hex shows on the map: renames the place the hex belongs to, or creates one (its
 * kind from the hex's settlement); an empty name removes the hex from its place.
 */
export function setPlaceLabel(map: HexMap, hex: string, name: string): Edit {
  const found = Object.entries(map.places ?? {}).find(([, p]) => p.hexes.includes(hex as never) || p.labelHex === hex);
  if (found) {
    const [id, place] = found;
    const c = recordChange<Place>(map, ['places'], id, (p) => {
      if (name) return { ...p!, name };
      const hexes = p!.hexes.filter((h) => h !== hex);
      return hexes.length ? { ...p!, hexes: hexes as never } : undefined;
    });
    return { label: name ? `Rename ${place.name} to ${name}` : `Remove the label ${place.name} at ${hex}`, changes: JSON.stringify(c.before) !== JSON.stringify(c.after) ? [c] : [] };
  }
  if (!name) return { label: 'Label', changes: [] };
  let id = name.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'place';
  while (map.places?.[id]) id += '-2';
  const kind = (map.hexes[hex]?.features ?? []).find((f) => ['city', 'town', 'village'].includes(f));
  const c = recordChange<Place>(map, ['places'], id, () => ({ name, ...(kind ? { kind } : {}), hexes: [hex as never] }));
  return { label: `Label ${hex} "${name}"`, changes: [c] };
}
