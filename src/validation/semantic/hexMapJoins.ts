import type { HexMap } from '../../generated/documents';
import { boardOf, directionsOf, gridGeometry, parseHex } from '../../hex';
import { pointer as p } from '../../shared/jsonPointer';
import type { DocumentOf, ProjectIndex, Reporter } from '../project';
import { unknownMessage } from './suggest';
import { entries } from './walk';

type MapDoc = DocumentOf<'map'>;

/**
 * A map's joins: the map it lies beside exists and is a hex map, the two can be laid together (same
 * way of numbering, the stagger kept, no hex in the same place), and each road across the seam joins
 * a hex of this map to the adjacent hex of the other.
 */
export function checkJoins(project: ProjectIndex, d: MapDoc, report: Reporter): void {
  const m = d.doc as HexMap;
  for (const [other, join] of entries(m.joins)) {
    const at = p('joins', other);
    const o = project.get('map', other)?.doc;
    if (!o) {
      report.add(d, at, 'error', 'ref/map', `joins: ${unknownMessage('map', other, project.all('map').map((x) => x.doc.id), 'the project has')}`, undefined, true);
      continue;
    }
    if (o.topology !== 'hex') {
      report.add(d, at, 'error', 'map/join', `joins/${other}: "${other}" is an area map; only hex maps lie side by side`, undefined, true);
      continue;
    }
    const board = boardOf([o, m]);
    if ('error' in board) {
      report.error(d, at + p('offset'), 'map/join', `joins/${other}: ${board.error}`);
      continue;
    }
    const og = gridGeometry(o.grid);
    join.roads?.forEach((road, i) => {
      const here = at + p('roads', i);
      const [mine, theirs] = road.hexes as readonly string[] as [string, string];
      if (board.partOf(mine) !== 1) report.error(d, here + p('hexes', 0), 'map/join-road', `joins/${other}/roads/${i}: ${mine} is not a hex of this map; a road across the seam starts on this map`);
      else if (!parseHex(og, theirs) || board.partOf(theirs) !== 0) report.error(d, here + p('hexes', 1), 'map/join-road', `joins/${other}/roads/${i}: ${theirs} is not a hex of "${other}"; the road crosses the seam to a hex of that map`);
      else if (!directionsOf(og.orientation).some((dir) => board.neighbour(mine, dir) === theirs)) report.error(d, here + p('hexes', 1), 'map/join-road', `joins/${other}/roads/${i}: ${mine} and ${theirs} are not adjacent across the seam`);
      const r = project.get('ruleset', m.ruleset)?.doc;
      if (r && !(road.class in (r.roadClasses ?? {}))) report.error(d, here + p('class'), 'ref/road-class', `joins/${other}/roads/${i}: ${unknownMessage('road class', road.class, Object.keys(r.roadClasses ?? {}), 'the ruleset has')}`);
    });
  }
}
