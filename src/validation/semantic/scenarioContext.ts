import type { AreaMap, HexMap, OrderOfBattle, Ruleset } from '../../generated/documents';
import { gridGeometry, inExtent, parseHex, parseHexside, type GridGeometry } from '../../hex';
import { canonicalHexside } from '../../hex/hexsides';
import type { DocumentOf, ProjectIndex } from '../project';

/** A hex map with its geometry and the hexes roads run through, computed once per check run. */
export interface HexMapView {
  readonly map: HexMap;
  readonly g: GridGeometry;
  readonly roadHexes: ReadonlySet<string>;
}

/** Everything a scenario refers to, resolved: its ruleset, order of battle and maps. */
export class ScenarioContext {
  readonly ruleset?: Ruleset;
  readonly oob?: OrderOfBattle;
  readonly hexMaps: HexMapView[] = [];
  readonly areaMaps: AreaMap[] = [];

  constructor(project: ProjectIndex, d: DocumentOf<'scenario'>) {
    this.ruleset = project.get('ruleset', d.doc.ruleset)?.doc;
    this.oob = project.get('oob', d.doc.oob)?.doc;
    for (const id of d.doc.maps) {
      const m = project.get('map', id)?.doc;
      if (m?.topology === 'hex') {
        const roadHexes = new Set<string>();
        for (const road of Object.values(m.roads ?? {})) for (const h of road.hexes) roadHexes.add(h);
        this.hexMaps.push({ map: m, g: gridGeometry(m.grid), roadHexes });
      } else if (m?.topology === 'area') this.areaMaps.push(m);
    }
  }

  /** The hex map a hex id belongs to (by its numbering and extent). */
  hexMap(hex: string): HexMapView | undefined {
    return this.hexMaps.find((v) => {
      const printed = parseHex(v.g, hex);
      return printed !== null && inExtent(v.g, printed);
    });
  }

  /** The map and canonical form of a hexside id, if one of the maps has it. */
  hexside(id: string): { view: HexMapView; canonical: string } | undefined {
    for (const view of this.hexMaps) {
      const parts = parseHexside(view.g, id);
      if (parts) return { view, canonical: canonicalHexside(view.g, parts.hex, parts.dir) };
    }
    return undefined;
  }

  /** Names of the hex sets of every map. */
  hexSetIds(): string[] {
    return this.hexMaps.flatMap((v) => Object.keys(v.map.hexSets ?? {}));
  }

  /** Entry letters of every hex map with the side they belong to. */
  entries(): Map<string, string> {
    const out = new Map<string, string>();
    for (const v of this.hexMaps) for (const [l, e] of Object.entries(v.map.entries ?? {})) out.set(l, e.side);
    return out;
  }

  // The id sets below are gathered once per context: a scenario asks for them at each unit it places.
  private areas?: ReadonlySet<string>;
  private zones?: ReadonlySet<string>;
  private boxes?: ReadonlySet<string>;

  /** Areas and zones of every area map. */
  areaIds(): ReadonlySet<string> {
    return (this.areas ??= new Set(this.areaMaps.flatMap((m) => [...Object.keys(m.areas), ...Object.keys(m.zones ?? {})])));
  }

  /** Zones of every area map. */
  zoneIds(): ReadonlySet<string> {
    return (this.zones ??= new Set(this.areaMaps.flatMap((m) => Object.keys(m.zones ?? {}))));
  }

  /** Off-map boxes of every hex map. */
  boxIds(): ReadonlySet<string> {
    return (this.boxes ??= new Set(this.hexMaps.flatMap((v) => Object.keys(v.map.offMapBoxes ?? {}))));
  }

  /** Turn ids in play order. */
  turnOrder(): readonly string[] {
    return this.ruleset?.calendar.turnOrder ?? [];
  }
}
