import type { HexMap, Ruleset } from '../../generated/documents';
import { canonicalHexside, directionsOf, gridGeometry, hexsideHexes, inExtent, parseHex, parseHexside, type GridGeometry } from '../../hex';
import { directionBetween } from '../../hex/neighbours';
import { pointer as p } from '../../shared/jsonPointer';
import { MAX_GRID_HEXES } from '../../shared/gridLimit';
import type { Finding } from '../problem';
import { Reporter, type DocumentOf, type ProjectIndex } from '../project';
import { checkJoins } from './hexMapJoins';
import { unknownMessage } from './suggest';
import { entries } from './walk';

type MapDoc = DocumentOf<'map'>;

/**
 * Hex maps: every hex id follows the grid and lies on the map, terrain and hexside types exist,
 * hexside ids are canonical, bridges sit on bridgeable hexsides, roads run hex to adjacent hex.
 */
export function checkHexMaps(project: ProjectIndex, report: Reporter): void {
  for (const d of project.all('map')) {
    if (d.doc.topology !== 'hex') continue;
    const ruleset = project.get('ruleset', d.doc.ruleset)?.doc;
    // A map that lies beside another has hexsides on its edge that the seam makes inner ones.
    const joined = Object.keys(d.doc.joins ?? {}).length > 0 || project.all('map').some((o) => o.doc.topology === 'hex' && !!o.doc.joins?.[d.doc.id]);
    report.keep(d, hexMapFindings(d, ruleset, joined));
    checkJoins(project, d, report);
  }
}

/**
 * What the check found in a map, kept per map object with what it was checked against. A map made
 * from a checked one by changing hex records alone (a brush stroke, `d.edit`) is checked again in
 * those hexes only: the rest of the map's problems do not depend on them.
 */
interface HexMapState {
  readonly r: Ruleset | undefined;
  readonly joined: boolean;
  /** Every hex record's id. */
  readonly ids: Set<string>;
  /** Each hex record's own problems (its id, terrain and features), for those with any. */
  readonly perHex: Map<string, readonly Finding[]>;
  /** The hexes of each terrain that is also a hexside type, and the hexes beside a side holding it. */
  readonly byTerrain: Map<string, Set<string>>;
  readonly sided: ReadonlyMap<string, ReadonlySet<string>>;
  /** Everything else the check found but the count of the hexes (none at all, or bare of their sides). */
  readonly rest: readonly Finding[];
  findings: readonly Finding[];
}

const states = new WeakMap<object, HexMapState>();

function hexMapFindings(d: MapDoc, r: Ruleset | undefined, joined: boolean): readonly Finding[] {
  const kept = states.get(d.doc);
  if (kept && kept.r === r && kept.joined === joined) return kept.findings;
  const before = d.edit && states.get(d.edit.before);
  const changed = d.edit?.paths.every((path) => path[0] === 'hexes' && path.length > 1) ? new Set(d.edit.paths.map((path) => path[1]!)) : undefined;
  const check = new HexMapCheck(d, d.doc as HexMap, r, joined);
  let state: HexMapState;
  if (before && changed && before.r === r && before.joined === joined) {
    // The map before is spent (its records changed in place): what was kept for it moves on.
    states.delete(d.edit!.before);
    state = before;
    for (const id of changed) {
      state.ids.delete(id);
      state.perHex.delete(id);
      for (const set of state.byTerrain.values()) set.delete(id);
      if (Object.prototype.hasOwnProperty.call((d.doc as HexMap).hexes, id)) check.hexRecord(id, state);
    }
  } else {
    const rest = check.rest();
    state = { r, joined, ids: new Set(), perHex: new Map(), byTerrain: check.terrainsWithSides(), sided: check.sidedHexes(), rest, findings: [] };
    for (const id in (d.doc as HexMap).hexes) check.hexRecord(id, state);
  }
  state.findings = [...state.rest, ...[...state.perHex.values()].flat(), ...check.counts(state)];
  states.set(d.doc, state);
  return state.findings;
}

class HexMapCheck {
  private readonly g: GridGeometry;
  /** Where the problems go as they are found; the caller takes them per part. */
  private report = new Reporter();

  constructor(
    private readonly d: MapDoc,
    private readonly m: HexMap,
    private readonly r: Ruleset | undefined,
    private readonly joined = false,
  ) {
    this.g = gridGeometry(m.grid);
  }

  /** Runs `part`, returning what it found. */
  private found(part: () => void): Finding[] {
    const outer = this.report;
    this.report = new Reporter();
    part();
    const out = this.report.findings.map((f) => f.finding);
    this.report = outer;
    return out;
  }

  /** One hex record: its id, terrain and features, into the state. */
  hexRecord(id: string, state: HexMapState): void {
    const { m, r } = this;
    const hex = m.hexes[id]!;
    state.ids.add(id);
    if (hex.terrain !== undefined) state.byTerrain.get(hex.terrain)?.add(id);
    const before = this.report.findings.length;
    if (this.hex(id, () => p('hexes', id), true) && r) {
      if (hex.terrain !== undefined) this.terrain(hex.terrain, 'base', () => p('hexes', id, 'terrain'), id);
      hex.features?.forEach((f, i) => {
        this.terrain(f, 'feature', () => p('hexes', id, 'features', i), id);
      });
    }
    if (this.report.findings.length > before) state.perHex.set(id, this.report.findings.splice(before).map((f) => f.finding));
  }

  /** What the hex records say together: none at all, and hexes bare of the sides of their terrain. */
  counts(state: HexMapState): Finding[] {
    return this.found(() => {
      // Allowed (every hex the default terrain), but far more often a map not yet entered, or emptied by mistake.
      if (!state.ids.size) this.report.warn(this.d, '/hexes', 'map/no-hexes', `hexes: this map has no hex records, so every hex is "${this.m.defaultTerrain}"; enter the terrain from the printed map`);
      this.terrainWithoutSides(state.byTerrain, state.sided);
    });
  }

  /** Everything but the hex records. */
  rest(): Finding[] {
    return this.found(() => {
      const { m, r } = this;
      const grid = m.grid;
      if (grid.columns.first > grid.columns.last) this.error(p('grid', 'columns'), 'map/extent', `grid/columns: first ${grid.columns.first} is after last ${grid.columns.last}`);
      if (grid.rows.first > grid.rows.last) this.error(p('grid', 'rows'), 'map/extent', `grid/rows: first ${grid.rows.first} is after last ${grid.rows.last}`);
      const spans = Math.max(0, grid.columns.last - grid.columns.first + 1) * Math.max(0, grid.rows.last - grid.rows.first + 1);
      if (spans > MAX_GRID_HEXES) this.error(p('grid'), 'map/grid-too-large', `grid: ${grid.columns.last - grid.columns.first + 1} columns × ${grid.rows.last - grid.rows.first + 1} rows is ${spans.toLocaleString('en')} hexes; Sandtable plays maps of up to ${MAX_GRID_HEXES.toLocaleString('en')} hexes (split a larger area into maps that join)`);
      for (const span of [grid.columns, grid.rows]) {
        const digits = span === grid.columns ? grid.numbering.columnDigits : grid.numbering.rowDigits;
        if (String(span.last).length > digits) this.error(p('grid', 'numbering'), 'map/extent', `grid/numbering: ${span.last} does not fit in ${digits} digit${digits > 1 ? 's' : ''}`);
      }
      if (r) this.terrain(m.defaultTerrain, 'base', () => p('defaultTerrain'), 'defaultTerrain');
      this.hexsides();
      this.roads();
      for (const [id, place] of entries(m.places)) {
        place.hexes.forEach((h, i) => this.hex(h, p('places', id, 'hexes', i)));
        if (place.labelHex !== undefined) this.hex(place.labelHex, p('places', id, 'labelHex'));
      }
      for (const id of Object.keys(m.victoryHexes ?? {})) this.hex(id, p('victoryHexes', id), true);
      for (const [id, src] of entries(m.supplySources)) {
        this.hex(id, p('supplySources', id), true);
        src.sides.forEach((s, i) => this.side(s, p('supplySources', id, 'sides', i)));
      }
      for (const [id, set] of entries(m.hexSets)) {
        set.hexes.forEach((h, i) => this.hex(h, p('hexSets', id, 'hexes', i)));
        if (set.side !== undefined) this.side(set.side, p('hexSets', id, 'side'));
      }
      this.entriesAndBoxes();
      this.ruleHexes();
      m.background?.calibration?.points.forEach((pt, i) => {
        const at = p('background', 'calibration', 'points', i);
        if (pt.hex === undefined) this.error(at, 'map/calibration', `background/calibration/points/${i}: give the printed number of the hex whose centre this point marks ("hex")`);
        else this.hex(pt.hex, at + p('hex'));
      });
    });
  }

  /**
   * The hexes the rules name by number: the place or bridge a rule puts there must be there (a
   * warning, located at the rule hex, saying where the map has it instead).
   */
  private ruleHexes(): void {
    const { m, g } = this;
    for (const [hex, named] of entries(m.ruleHexes)) {
      const at = p('ruleHexes', hex);
      if (!this.hex(hex, at, true)) continue;
      if (named.place !== undefined) {
        const place = m.places?.[named.place];
        if (!place) this.error(at + p('place'), 'ref/place', `ruleHexes/${hex}: ${unknownMessage('place', named.place, Object.keys(m.places ?? {}), 'the map has')}`);
        else if (!(place.hexes as readonly string[]).includes(hex)) this.report.warn(this.d, at + p('place'), 'map/rule-hex-elsewhere', `ruleHexes/${hex}: rule ${named.rule} puts ${place.name} in ${hex}, but the map has it in ${place.hexes.join(', ')}`, named.rule);
      }
      if (named.bridge !== undefined) {
        const sides = Object.entries(m.hexsides ?? {}).filter(([, hs]) => hs.bridge?.name === named.bridge).map(([id]) => id);
        const here = sides.some((id) => {
          const parts = parseHexside(g, id);
          return !!parts && (hexsideHexes(g, parts) as readonly (string | null)[]).includes(hex);
        });
        if (!here) this.report.warn(this.d, at + p('bridge'), 'map/rule-hex-elsewhere', `ruleHexes/${hex}: rule ${named.rule} puts the ${named.bridge} bridge on a side of ${hex}, but the map has it ${sides.length ? `on ${sides.join(', ')}` : 'nowhere'}`, named.rule);
      }
    }
  }

  /** The terrains the ruleset also has as a hexside type (wooded rough: a WR hex and a WR hexside, TEC p.31), each with no hexes yet. */
  terrainsWithSides(): Map<string, Set<string>> {
    const r = this.r;
    return new Map(Object.keys(r?.hexsideTypes ?? {}).filter((t) => r?.terrainTypes?.[t]).map((t) => [t, new Set<string>()]));
  }

  /** One pass over the hexsides: for each such terrain, the hexes on either side of a hexside holding it. */
  sidedHexes(): Map<string, Set<string>> {
    const { m, g } = this;
    const sided = this.terrainsWithSides();
    if (!sided.size) return sided;
    for (const [id, side] of entries(m.hexsides)) {
      const sets = side.features?.flatMap((f) => sided.get(f) ?? []);
      if (!sets?.length) continue;
      const parts = parseHexside(g, id);
      // Only a hexside's own id names it (each hexside has one): another spelling holds nothing.
      if (!parts || canonicalHexside(g, parts.hex, parts.dir) !== id) continue;
      for (const h of hexsideHexes(g, parts)) if (h !== null) for (const set of sets) set.add(h);
    }
    return sided;
  }

  /**
   * A terrain the ruleset also has as a hexside is printed with its hexsides: hexes of it with no
   * such side at all are a map half entered. One warning a terrain, at its first bare hex in the
   * map's numbering, counting them. `byTerrain`: the map's hex records of each such terrain.
   */
  private terrainWithoutSides(byTerrain: ReadonlyMap<string, ReadonlySet<string>>, sided: ReadonlyMap<string, ReadonlySet<string>>): void {
    const { r, g } = this;
    for (const [t, hexes] of byTerrain) {
      const bare = [...hexes].filter((id) => parseHex(g, id) && !sided.get(t)!.has(id));
      if (!bare.length) continue;
      const side = r!.hexsideTypes![t]!;
      const name = r!.terrainTypes![t]!.name ?? t;
      const first = firstInOrder(bare, 7);
      const some = first.slice(0, 6).join(', ') + (bare.length > 6 ? ', …' : '');
      this.report.warn(this.d, p('hexes', first[0]!, 'terrain'), 'map/terrain-without-hexsides', `hexes: ${bare.length} of the ${hexes.size} ${name} hexes have no ${side.name ?? t} hexside on any side (${some}); the ruleset has ${name} as a hexside as well: enter the hexsides the printed map shows`, side.rule ?? undefined);
    }
  }

  private error(at: string, code: string, message: string, rule?: string): void {
    this.report.error(this.d, at, code, message, rule);
  }

  /** Checks a hex id follows the numbering and lies on the map; `key` reports at the property name. */
  private hex(id: string, where: string | (() => string), key = false): boolean {
    const printed = parseHex(this.g, id);
    const at = typeof where === 'string' ? where : printed && inExtent(this.g, printed) ? '' : where();
    const prefix = this.g.prefix ? `"${this.g.prefix}" and ` : '';
    if (!printed) {
      this.report.add(this.d, at, 'error', 'map/hex-id', `${id}: not a hex number of this map (${prefix}${this.g.columnDigits} column digits then ${this.g.rowDigits} row digits)`, undefined, key);
      return false;
    }
    if (!inExtent(this.g, printed)) {
      const { cols, rows } = this.g;
      this.report.add(this.d, at, 'error', 'map/off-map', `${id}: outside the map (columns ${cols.first}–${cols.last}, rows ${rows.first}–${rows.last})`, undefined, key);
      return false;
    }
    return true;
  }

  private side(id: string, at: string): void {
    if (this.r && !(id in this.r.sides)) this.error(at, 'ref/side', `${unknownMessage('side', id, Object.keys(this.r.sides), 'the ruleset has')}`);
  }

  /** Checks a terrain id is one of the ruleset's, of this layer; `at` is written only for a problem. */
  private terrain(id: string, layer: 'base' | 'feature', at: () => string, where: string): void {
    const types = this.r?.terrainTypes ?? {};
    const t = types[id];
    if (t?.layer === layer) return;
    if (!t) {
      const same = Object.keys(types).filter((k) => types[k]!.layer === layer);
      this.error(at(), 'ref/terrain', `${where}: ${unknownMessage(layer === 'base' ? 'terrain' : 'feature', id, same, 'the ruleset has')}`);
    } else {
      this.error(at(), 'map/terrain-layer', `${where}: "${id}" is a ${t.layer} terrain; put it in ${t.layer === 'base' ? '"terrain"' : '"features"'}`);
    }
  }

  private hexsides(): void {
    const { m, r, g } = this;
    const bridgeable = Object.entries(r?.hexsideTypes ?? {}).filter(([, t]) => t.bridgeable);
    const bridgeNames = bridgeable.map(([, t]) => t.name);
    const bridgeRule = bridgeable.find(([, t]) => t.bridgeRule)?.[1].bridgeRule;
    for (const [id, side] of entries(m.hexsides)) {
      const at = p('hexsides', id);
      const parts = parseHexside(g, id);
      if (!parts) {
        const [hex, dir] = id.split('/');
        if (hex && this.hex(hex, at, true)) {
          this.report.add(this.d, at, 'error', 'map/hexside-id', `${id}: ${g.orientation}-topped hexes have no ${dir} side (sides: ${directionsOf(g.orientation).join(', ')})`, undefined, true);
        }
        continue;
      }
      const canonical = canonicalHexside(g, parts.hex, parts.dir);
      if (canonical !== id) {
        this.report.add(this.d, at, 'error', 'map/hexside-canonical', `${id}: this is the hexside ${canonical}; each hexside has one id, owned by one hex, so write it as ${canonical}`, undefined, true);
      }
      // A feature on the map's outer edge divides nothing: no hex lies beyond it (unless another map is laid there).
      if (!this.joined && hexsideHexes(g, parts)[1] === null && (side.features?.length || side.bridge)) {
        this.report.warn(this.d, at, 'map/edge-hexside', `${id}: this hexside is on the map's edge, with no hex beyond it, so its ${[...(side.features ?? []), ...(side.bridge ? ['bridge'] : [])].join(' and ')} divides nothing; delete it, or join a map beside this edge`);
      }
      if (r) {
        side.features?.forEach((f, i) => {
          if (!(f in (r.hexsideTypes ?? {}))) this.error(at + p('features', i), 'ref/hexside-type', `${id}: ${unknownMessage('hexside feature', f, Object.keys(r.hexsideTypes ?? {}), 'the ruleset has')}`);
        });
        if (side.bridge && !side.features?.some((f) => r.hexsideTypes?.[f]?.bridgeable)) {
          const list = bridgeNames.length ? bridgeNames.join(', ').replace(/, ([^,]*)$/, ' or $1') : 'bridgeable';
          this.error(at + p('bridge'), 'map/bridge', `${id}: a bridge must sit on a ${list} hexside${bridgeRule ? ` (rule ${bridgeRule})` : ''}`, bridgeRule);
        }
      }
    }
  }

  private roads(): void {
    const { m, r, g } = this;
    for (const [id, road] of entries(m.roads)) {
      const at = p('roads', id);
      if (r && !(road.class in (r.roadClasses ?? {}))) this.error(at + p('class'), 'ref/road-class', `roads/${id}: ${unknownMessage('road class', road.class, Object.keys(r.roadClasses ?? {}), 'the ruleset has')}`);
      let prev: string | undefined;
      road.hexes.forEach((h, i) => {
        const ok = this.hex(h, at + p('hexes', i));
        if (ok && prev !== undefined && directionBetween(g, prev, h) === null) {
          this.error(at + p('hexes', i), 'map/road-gap', `roads/${id}: ${prev} and ${h} are not adjacent; a road runs from each hex to a neighbouring one`);
        }
        prev = ok ? h : undefined;
      });
    }
  }

  private entriesAndBoxes(): void {
    const { m } = this;
    const boxes = m.offMapBoxes ?? {};
    for (const [letter, e] of entries(m.entries)) {
      e.hexes.forEach((h, i) => this.hex(h, p('entries', letter, 'hexes', i)));
      this.side(e.side, p('entries', letter, 'side'));
      if (e.offMapBox !== undefined && !(e.offMapBox in boxes)) this.error(p('entries', letter, 'offMapBox'), 'ref/box', `entry ${letter}: ${unknownMessage('off-map box', e.offMapBox, Object.keys(boxes), 'the map has')}`);
    }
    for (const [id, box] of entries(boxes)) {
      box.entries?.forEach((l, i) => {
        if (!(l in (m.entries ?? {}))) this.error(p('offMapBoxes', id, 'entries', i), 'ref/entry', `offMapBoxes/${id}: ${unknownMessage('entry letter', l, Object.keys(m.entries ?? {}), 'the map has')}`);
      });
      box.adjacentBoxes?.forEach((b, i) => {
        if (!(b in boxes) || b === id) this.error(p('offMapBoxes', id, 'adjacentBoxes', i), 'ref/box', `offMapBoxes/${id}: ${b === id ? 'a box cannot be adjacent to itself' : unknownMessage('off-map box', b, Object.keys(boxes), 'the map has')}`);
      });
      if (box.side !== undefined) this.side(box.side, p('offMapBoxes', id, 'side'));
    }
  }
}

/** The first `n` ids in order (a map's hexes in the order of their numbers), without sorting them all. */
function firstInOrder(ids: readonly string[], n: number): string[] {
  const out: string[] = [];
  for (const id of ids) {
    if (out.length === n && id >= out[n - 1]!) continue;
    let i = Math.min(out.length, n - 1);
    while (i > 0 && out[i - 1]! > id) i--;
    out.splice(i, 0, id);
    if (out.length > n) out.pop();
  }
  return out;
}
