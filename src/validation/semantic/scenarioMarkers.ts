import { pointer as p } from '../../shared/jsonPointer';
import type { DocumentOf, Reporter } from '../project';
import type { ScenarioContext } from './scenarioContext';
import { unknownMessage } from './suggest';
import { entries } from './walk';

const LOCATION_KEYS = ['hex', 'hexside', 'area', 'connection', 'unit', 'box'] as const;

/** Starting markers: a known type, placed on the kind of thing the type goes on, which exists (a bridge for a blown bridge). */
export function checkScenarioMarkers(d: DocumentOf<'scenario'>, ctx: ScenarioContext, report: Reporter): void {
  const r = ctx.ruleset;
  for (const [id, m] of entries(d.doc.markers)) {
    const at = p('markers', id);
    const type = r?.markerTypes?.[m.type];
    if (r && !type) {
      report.error(d, at + p('type'), 'ref/marker-type', `markers/${id}: ${unknownMessage('marker type', m.type, Object.keys(r.markerTypes ?? {}), 'the ruleset has')}`);
      continue;
    }
    if (r && m.side !== undefined && !(m.side in r.sides)) report.error(d, at + p('side'), 'ref/side', `markers/${id}: ${unknownMessage('side', m.side, Object.keys(r.sides), 'the ruleset has')}`);
    const given = LOCATION_KEYS.filter((k) => m[k] !== undefined);
    if (type && type.on !== 'track' && !given.includes(type.on as (typeof LOCATION_KEYS)[number])) {
      report.error(d, at, 'scenario/marker-place', `markers/${id}: a ${type.name} goes on a ${type.on}; give "${type.on}"`);
      continue;
    }
    if (m.hex !== undefined) {
      const view = ctx.hexMap(m.hex);
      if (!view) report.error(d, at + p('hex'), 'scenario/off-map', `markers/${id}: ${m.hex} is not a hex of the scenario's maps`);
      else if (type?.requires === 'road' && !view.roadHexes.has(m.hex)) report.error(d, at + p('hex'), 'scenario/marker-road', `markers/${id}: a ${type.name} must sit on a road, and no road runs through ${m.hex}${type.rule ? ` (${type.rule})` : ''}`, type.rule);
    }
    if (m.hexside !== undefined) {
      const hs = ctx.hexside(m.hexside);
      if (!hs) report.error(d, at + p('hexside'), 'scenario/off-map', `markers/${id}: ${m.hexside} is not a hexside of the scenario's maps`);
      else if (hs.canonical !== m.hexside) report.error(d, at + p('hexside'), 'map/hexside-canonical', `markers/${id}: write the hexside ${m.hexside} as ${hs.canonical} (its one id)`);
      else if (type?.requires === 'bridge' && !hs.view.map.hexsides?.[m.hexside]?.bridge) {
        report.error(d, at + p('hexside'), 'scenario/marker-bridge', `markers/${id}: ${m.hexside} has no bridge for a ${type.name}${type.rule ? ` (${type.rule})` : ''}`, type.rule);
      }
    }
    if (m.unit !== undefined && ctx.oob && !(m.unit in ctx.oob.units)) report.error(d, at + p('unit'), 'ref/unit', `markers/${id}: ${unknownMessage('unit', m.unit, Object.keys(ctx.oob.units), 'the order of battle has')}`);
    if (m.area !== undefined && !ctx.areaIds().has(m.area)) report.error(d, at + p('area'), 'ref/area', `markers/${id}: ${unknownMessage('area', m.area, ctx.areaIds(), 'the maps have')}`);
    if (m.connection !== undefined && !ctx.areaMaps.some((am) => m.connection! in am.connections)) report.error(d, at + p('connection'), 'ref/connection', `markers/${id}: no map of the scenario has the connection "${m.connection}"`);
    if (m.box !== undefined && !ctx.boxIds().has(m.box)) report.error(d, at + p('box'), 'ref/box', `markers/${id}: ${unknownMessage('off-map box', m.box, ctx.boxIds(), 'the maps have')}`);
  }
}
