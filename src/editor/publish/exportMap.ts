/**
 * File → Export the open map (issue 17): as a Tiled map, a zip (fflate) of the TMJ and its terrain
 * tiles (an area map's TMJ alone: its areas, zones and roads are objects); or as print-and-play PDF pages with its ruleset's charts; and the open scenario as a whole
 * print-and-play PDF (its maps, counters and charts), and its game as a VASSAL module. The documents as the studio holds them,
 * unsaved edits included, downloaded by the browser. The exporters are fetched when first used, never at start-up.
 */
import { gameDocumentsOf, scenarioDocuments, scenarioMaps } from '../../document';
import type { AreaMap, HexMap, Ruleset, Scenario } from '../../generated/documents';
import { owedCounts } from '../../validation';
import type { Studio } from '../studio';

/** The open document when it is a map (hex or area) whose ruleset is loaded. */
export function openMap(s: Studio): { map: HexMap | AreaMap; ruleset: Ruleset } | undefined {
  const d = s.openFile() ? s.store.get(s.openFile()!)?.doc : undefined;
  if (d?.kind !== 'map') return undefined;
  const map = d as unknown as HexMap | AreaMap;
  const ruleset = s.store.find('ruleset', map.ruleset as string)?.doc as unknown as Ruleset | undefined;
  return ruleset ? { map, ruleset } : undefined;
}

export async function exportTiled(s: Studio): Promise<void> {
  const open = openMap(s);
  if (!open) return s.say('Open a map to export it as a Tiled map', 'warn');
  if (open.map.topology === 'area') {
    const [{ strToU8, zipSync }, { areaToTiled }] = await Promise.all([import('fflate'), import('../../publish/tiledArea')]);
    const zip = zipSync({ [`${open.map.id}.tmj`]: strToU8(JSON.stringify(areaToTiled(open.map), null, 1) + '\n') });
    const file = download(zip, `${open.map.id}.tiled.zip`, 'application/zip');
    return s.say(`Exported ${open.map.name} as a Tiled map: ${file} (${Object.keys(open.map.areas).length} areas, ${Object.keys(open.map.zones ?? {}).length} zones and ${Object.keys(open.map.connections).length} connections as objects)`, 'info');
  }
  const [{ strToU8, zipSync }, { toTiled }] = await Promise.all([import('fflate'), import('../../publish/tiled')]);
  const folder = `${open.map.id}-tiles`;
  const { tmj, images } = toTiled(open.map, open.ruleset, folder);
  const zip = zipSync({ [`${open.map.id}.tmj`]: strToU8(JSON.stringify(tmj, null, 1) + '\n'), ...Object.fromEntries(images.map((i) => [i.file, strToU8(i.svg)])) });
  const file = download(zip, `${open.map.id}.tiled.zip`, 'application/zip');
  s.say(`Exported ${open.map.name} as a Tiled map: ${file} (${tmj.width} × ${tmj.height} hexes, ${images.length} terrain tiles)`, 'info');
}

export async function exportPrintMap(s: Studio): Promise<void> {
  const open = openMap(s);
  if (!open) return s.say('Open a map to print it', 'warn');
  s.say(`Drawing ${open.map.name} for print…`, 'info');
  const { printAndPlayPdf } = await import('../../publish/printAndPlay');
  const charts = { ruleset: open.ruleset, owed: owedShown(s, new Set<unknown>([open.map, open.ruleset])) };
  const { pdf, maps, chartPages } = await printAndPlayPdf({ title: open.map.name, maps: [open], charts });
  const { rows, columns, scale } = maps[0]!;
  const file = download(pdf, `${open.map.id}.print.pdf`, 'application/pdf');
  s.say(`Exported ${open.map.name} for print: ${file} (${rows * columns} A4 sheets, ${rows} × ${columns}, ${scale.toLowerCase()}; charts on ${chartPages} pages)`, 'info');
}

/** The open scenario's print-and-play: its hex maps, the counters it plays, its charts and the provenance key. */
export async function exportPrintScenario(s: Studio, scenario: Scenario): Promise<void> {
  const docs = s.store.loaded();
  const game = scenarioDocuments(docs, scenario.id);
  if ('missing' in game) return s.say(`Cannot print ${scenario.name}: ${game.missing}`, 'error');
  const maps = scenarioMaps(game);
  s.say(`Drawing ${game.scenario.name} for print…`, 'info');
  const { printAndPlayPdf, scenarioUnits } = await import('../../publish/printAndPlay');
  const units = scenarioUnits(game.scenario, game.oob);
  const r = await printAndPlayPdf({
    title: game.scenario.name,
    maps: maps.map((map) => ({ map, ruleset: game.ruleset })),
    counters: { oob: game.oob, units },
    charts: { ruleset: game.ruleset, scenario: game.scenario, oob: game.oob, owed: owedShown(s, gameDocumentsOf(game)) },
  });
  const file = download(r.pdf, `${game.scenario.id}.print.pdf`, 'application/pdf');
  s.say(`Exported ${game.scenario.name} for print: ${file} (${r.pages} pages: the map on ${r.maps.reduce((n, m) => n + m.rows * m.columns, 0)}, ${units.length} counters on ${r.counterPages}, charts on ${r.chartPages})`, 'info');
}

/** The scenario's game as a VASSAL module: its maps, counters, charts and die, every scenario of the game a predefined setup. */
export async function exportVassalModule(s: Studio, scenario: Scenario): Promise<void> {
  s.say(`Making the VASSAL module of ${scenario.name}…`, 'info');
  const [{ gameModuleContent }, { moduleSummary, vassalModule }] = await Promise.all([import('../../publish/vassal/content'), import('../../publish/vassal/module')]);
  const content = gameModuleContent(s.store.loaded(), scenario.id, (printed) => owedShown(s, printed));
  if ('error' in content) return s.say(`Cannot make the VASSAL module: ${content.error}`, 'error');
  const r = vassalModule(content);
  if ('error' in r) return s.say(`Cannot make the VASSAL module: ${r.error}`, 'error');
  const file = download(r.vmod, `${content.ruleset.id}.vmod`, 'application/zip');
  s.say(`Exported ${file} (${moduleSummary(content.maps.length, r)})`, 'info');
}

/** The values still owed in the documents printed (`printed`, document objects), counted from the problems the studio shows. */
function owedShown(s: Studio, printed: ReadonlySet<unknown>) {
  const files = new Set(s.store.loaded().filter((d) => printed.has(d.doc)).map((d) => d.file));
  return owedCounts(s.problems().filter((p) => files.has(p.file)));
}

/** Hands bytes to the browser as a download; returns the file's name. */
function download(bytes: Uint8Array, name: string, type: string): string {
  const url = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
