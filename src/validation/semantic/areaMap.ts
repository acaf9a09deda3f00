import { pointer as p } from '../../shared/jsonPointer';
import type { AreaMap } from '../../generated/documents';
import type { ProjectDocument, ProjectIndex, Reporter } from '../project';
import { unknownMessage } from './suggest';
import { entries } from './walk';

/** Area maps: connections join known areas or zones by a known road class; bridges cross rivers; flags exist. */
export function checkAreaMaps(project: ProjectIndex, report: Reporter): void {
  for (const d of project.all('map')) {
    const m = d.doc;
    if (m.topology !== 'area') continue;
    const r = project.get('ruleset', m.ruleset)?.doc;
    const zones = m.zones ?? {};
    const nodes = new Set([...Object.keys(m.areas), ...Object.keys(zones)]);
    for (const id of Object.keys(zones)) {
      if (id in m.areas) report.error(d, p('zones', id), 'map/duplicate-id', `zones/${id}: an area has the same id; areas and zones share one set of ids`);
    }
    const numbers = new Map<number, string>();
    for (const [id, area] of entries(m.areas)) {
      if (area.number !== undefined) {
        const other = numbers.get(area.number);
        if (other !== undefined) report.error(d, p('areas', id, 'number'), 'map/duplicate-number', `areas/${id}: number ${area.number} is also area ${other}'s`);
        else numbers.set(area.number, id);
      }
      if (r) {
        area.flags?.forEach((f, i) => {
          if (!(f in (r.locationFlags ?? {}))) report.error(d, p('areas', id, 'flags', i), 'ref/flag', `areas/${id}: ${unknownMessage('area flag', f, Object.keys(r.locationFlags ?? {}), 'the ruleset has')}`);
        });
      }
    }
    const sides = (ids: readonly string[] | undefined, at: string) =>
      ids?.forEach((s, i) => r && !(s in r.sides) && report.error(d, `${at}/${i}`, 'ref/side', `${at.slice(1)}: ${unknownMessage('side', s, Object.keys(r.sides), 'the ruleset has')}`));
    for (const [id, zone] of entries(zones)) {
      zone.adjacentZones?.forEach((z, i) => {
        if (!(z in zones) || z === id) report.error(d, p('zones', id, 'adjacentZones', i), 'ref/zone', `zones/${id}: ${z === id ? 'a zone cannot be adjacent to itself' : unknownMessage('zone', z, Object.keys(zones), 'the map has')}`);
      });
      if (r && zone.initialOwner !== undefined && !(zone.initialOwner in r.sides)) {
        report.error(d, p('zones', id, 'initialOwner'), 'ref/side', `zones/${id}: ${unknownMessage('side', zone.initialOwner, Object.keys(r.sides), 'the ruleset has')}`);
      }
      sides(zone.closedTo, p('zones', id, 'closedTo'));
    }
    for (const [id, c] of entries(m.connections)) {
      const at = p('connections', id);
      c.between.forEach((n, i) => {
        if (!nodes.has(n)) report.error(d, at + p('between', i), 'ref/area', `connections/${id}: ${unknownMessage('area or zone', n, nodes, 'the map has')}`);
      });
      if (r && !(c.road in (r.roadClasses ?? {}))) report.error(d, at + p('road'), 'ref/road-class', `connections/${id}: ${unknownMessage('road class', c.road, Object.keys(r.roadClasses ?? {}), 'the ruleset has')}`);
      if (c.bridge && !c.river) report.error(d, at + p('bridge'), 'map/bridge', `connections/${id}: a bridge must sit where the road crosses a river; set "river": true or remove the bridge (3.23)`, '3.23');
    }
    checkReached(d, m, report);
    m.background?.calibration?.points.forEach((pt, i) => {
      const at = p('background', 'calibration', 'points', i);
      if (pt.area === undefined) report.error(d, at, 'map/calibration', `background/calibration/points/${i}: give the area whose printed centre this point marks ("area")`);
      else if (!nodes.has(pt.area)) report.error(d, at + p('area'), 'ref/area', `background/calibration/points/${i}: ${unknownMessage('area or zone', pt.area, nodes, 'the map has')}`);
    });
    for (const [id, set] of entries(m.areaSets)) {
      set.members.forEach((n, i) => {
        if (!nodes.has(n)) report.error(d, p('areaSets', id, 'members', i), 'ref/area', `areaSets/${id}: ${unknownMessage('area or zone', n, nodes, 'the map has')}`);
      });
    }
  }
}

/** Areas no road reaches (units could never enter them), and two connections joining the same pair. */
function checkReached(d: ProjectDocument, m: AreaMap, report: Reporter): void {
  const linked = new Set<string>();
  const pairs = new Map<string, string>();
  for (const [id, c] of entries(m.connections)) {
    c.between.forEach((n) => linked.add(n));
    const key = [...c.between].sort().join('|');
    const other = pairs.get(key);
    if (other !== undefined) report.warn(d, p('connections', id), 'map/duplicate-connection', `connections/${id}: ${c.between.join(' and ')} are already connected by ${other}; unless the printed map has two roads between them, delete one`);
    else pairs.set(key, id);
  }
  for (const [id, area] of entries(m.areas)) {
    if (!linked.has(id)) report.warn(d, p('areas', id), 'map/unreached', `areas/${id}: no road reaches ${area.name}; connect it to a neighbour, or units can never enter it (8.2: movement only along roads)`, '8.2');
  }
}
