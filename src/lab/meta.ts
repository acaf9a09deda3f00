/** What a batch's summaries need to know of its scenario, from the documents the games are played on. */
import type { ScenarioDocuments } from '../document';
import { formatHex, gridGeometry } from '../hex';
import { HexLayout } from '../hex/pixel';
import type { AreaMap, HexMap } from '../generated/documents';
import type { BatchMeta } from './summary';

/** The sides in order, the bots, the loss unit, the VP each side needs, and each unit's side and formation. */
export function batchMeta(docs: ScenarioDocuments, bots: readonly string[], lossUnit: string): BatchMeta {
  const { oob } = docs;
  const formation = (id: string | undefined) => (id ? (oob.formations[id]?.short ?? oob.formations[id]?.name ?? id) : undefined);
  return {
    scenario: { id: docs.scenario.id, name: docs.scenario.name },
    sides: Object.entries(docs.ruleset.sides).map(([id, s]) => ({ id, name: s.name })),
    bots,
    lossUnit,
    thresholds: vpThresholds(docs.scenario.victory),
    where: placesOf(docs.map as HexMap | AreaMap),
    units: Object.fromEntries(Object.entries(oob.units).map(([id, u]) => [id, { side: u.side, ...(u.formation ? { formation: formation(u.formation)! } : {}) }])),
  };
}

/** The VP a side needs to win, from the scenario's vpThreshold conditions. */
export function vpThresholds(victory: unknown): Record<string, number> {
  const conditions = (victory as { conditions?: Record<string, { kind?: string; side?: string; threshold?: number }> } | undefined)?.conditions ?? {};
  return Object.fromEntries(Object.values(conditions).flatMap((c) => (c.kind === 'vpThreshold' && c.side && typeof c.threshold === 'number' ? [[c.side, c.threshold]] : [])));
}

/**
 * Every place of the map with its position (a hex's centre, an area's or zone's point), y growing
 * down, and its name (an area's, a named hex's): the ground the heat maps are drawn on. A name that
 * several places share (a town of two hexes, each a victory hex) says which one: "Bastogne (3613)".
 */
export function placesOf(map: HexMap | AreaMap): Record<string, { x: number; y: number; name?: string }> {
  const out: Record<string, { x: number; y: number; name?: string }> = {};
  if (map.topology === 'hex') {
    const g = gridGeometry(map.grid);
    const layout = new HexLayout(g, 1);
    for (let col = g.cols.first; col <= g.cols.last; col++) {
      for (let row = g.rows.first; row <= g.rows.last; row++) {
        const id = formatHex(g, { col, row });
        const name = map.victoryHexes?.[id]?.name ?? map.hexes[id]?.name;
        out[id] = { ...layout.center({ col, row }), ...(name ? { name } : {}) };
      }
    }
  } else {
    for (const [id, a] of [...Object.entries(map.areas ?? {}), ...Object.entries(map.zones ?? {})]) if (a.position) out[id] = { x: a.position.x, y: a.position.y, ...(a.name ? { name: a.name } : {}) };
  }
  const uses = new Map<string, number>();
  for (const p of Object.values(out)) if (p.name) uses.set(p.name, (uses.get(p.name) ?? 0) + 1);
  for (const [id, p] of Object.entries(out)) if (p.name && uses.get(p.name)! > 1) out[id] = { ...p, name: `${p.name} (${id})` };
  return out;
}
