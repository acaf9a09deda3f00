import { areaCommands, setupCommands } from '../../document';
import type { AreaMap } from '../../generated/documents';
import type { Problem } from '../../validation';
import { unitColours } from '../oob/counterSvg';
import type { AreaPlay } from '../play/areaPlay';
import { runEdit } from '../runEdit';
import { setupScenario } from '../setup/setupLayer';
import type { useStudio } from '../studio';
import type { Pile } from './drawArea';

type Studio = ReturnType<typeof useStudio>;

/** The areas, zones and connections of a map that a Problem of it names (errors, and the map's own warnings). */
export function problemPlaces(problems: readonly Problem[], file: string): Set<string> {
  const out = new Set<string>();
  for (const p of problems) {
    if (p.file !== file || (p.severity !== 'error' && !p.code.startsWith('map/'))) continue;
    const m = /^\/(?:areas|zones|connections)\/([^/]+)/.exec(p.pointer);
    if (m) out.add(m[1]!.replace(/~1/g, '/').replace(/~0/g, '~'));
  }
  return out;
}

/** The setup of the map's scenario as piles of counters per area and side, with SP totals. */
export function setupPiles(studio: Studio, map: AreaMap): Pile[] {
  const target = setupScenario(studio, map.id);
  if (!target?.oob) return [];
  const oob = target.oob;
  const out: Pile[] = [];
  for (const [node, ids] of setupCommands.stacks(target.scenario, 'area')) {
    const bySide = new Map<string, string[]>();
    for (const id of ids) {
      const side = oob.units[id]?.side ?? '?';
      bySide.set(side, [...(bySide.get(side) ?? []), id]);
    }
    for (const [side, list] of bySide) {
      out.push({
        node,
        side,
        sp: list.reduce((t, id) => t + (oob.units[id]?.front?.strength ?? 0), 0),
        counters: list.map((id) => {
          const u = oob.units[id];
          const { fill, ink } = u ? unitColours(oob, u) : { fill: '#ccc', ink: '#111' };
          return { fill, ink, name: u?.name ?? id, factors: String(u?.front?.strength ?? '–') };
        }),
      });
    }
  }
  return out;
}

/** The units on the map in test play, as piles per area and side with their SP now. */
export function playPiles(play: AreaPlay): Pile[] {
  const c = play.compiled();
  const s = play.state();
  if (!c || !s) return [];
  const piles = new Map<string, { node: string; side: string; ids: string[] }>();
  for (const [id, u] of Object.entries(s.units)) {
    if (!('at' in u.loc)) continue;
    const side = c.units.get(id)!.side;
    const key = `${u.loc.at}|${side}`;
    const pile = piles.get(key) ?? { node: u.loc.at, side, ids: [] };
    pile.ids.push(id);
    piles.set(key, pile);
  }
  const picked = new Set(play.stack());
  return [...piles.values()].map(({ node, side, ids }) => ({
    node,
    side,
    sp: ids.reduce((t, id) => t + s.units[id]!.sp, 0),
    counters: ids.map((id) => {
      const u = s.units[id]!;
      const info = c.units.get(id)!;
      const { fill, ink } = c.oob.units[id] ? unitColours(c.oob, c.oob.units[id]!) : { fill: '#ccc', ink: '#111' };
      const marks = [u.spent ? 'M' : '', u.entrenched ? 'E' : '', u.oos ? 'OoS' : ''].filter(Boolean).join(' ');
      return { fill, ink, name: info.name, factors: String(u.sp), ...(marks ? { marks } : {}), ...(picked.has(id) ? { stroke: '#f1c40f' } : {}) };
    }),
  }));
}

/** Sets dropped units up in an area (a unit, a stack or a whole formation go there together). */
export function dropOnArea(studio: Studio, map: AreaMap, node: string, payload: { units: string[]; what: string }): void {
  const target = setupScenario(studio, map.id);
  if (!target) return studio.say('No scenario uses this map: make one to set units up on it');
  const edit = setupCommands.placeUnits(target.scenario, target.oob, payload.units.map((unit) => ({ unit, hex: node })), payload.what, 'area', (id) => areaCommands.nodeName(map, id));
  runEdit(studio, target.file, 'setup/place', edit);
}
