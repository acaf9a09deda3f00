/**
 * npm run export -- --format tmj|pdf|vmod (--map <file> | --scenario <file>) --out <file>
 * npm run import -- --from tmj <file.tmj> --ruleset <id> --out <file> [--id <id>] [--name <name>]
 *
 * Exports and imports (issue 17): a hex map as a Tiled map with its terrain tileset (SVG tiles in a
 * folder beside it) or as print-and-play PDF pages at print scale; and a Tiled hexagonal map as a
 * Sandtable map, checked like any document before it is written (a map with errors is not written;
 * its problems are printed where they are).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { AreaMap, HexMap, OrderOfBattle, Ruleset } from '../generated/documents';
import { gameDocumentsOf, loadProject, scenarioDocuments, scenarioMaps, type SourceFile } from '../document';
import { owedInProject, type ChartContent } from '../publish/charts';
import { printAndPlayPdf, scenarioUnits } from '../publish/printAndPlay';
import { fromTiled, toTiled, type TiledMap } from '../publish/tiled';
import { areaFromTiled, areaToTiled } from '../publish/tiledArea';
import { formatProblem } from '../validation';
import { writeAtomically } from '../server/writeAtomically';
import { readJson, sourcesUnder } from './files';
import { exportVassal } from './exportVassal';
import { loadInProject } from './scenario';
import { command, fail, flag, runIfEntry, type CliIo } from './io';

const EXPORT_USAGE = `usage: npm run export -- --format tmj|pdf|vmod (--map <file> | --scenario <file>) --out <file> [--hex-mm N] [--paper a4|letter]
  --format  tmj: a Tiled map (JSON): a hex map with its terrain tileset (its tiles go in <out>-tiles/ beside it), an area map as objects
            pdf: print-and-play, in vector: the map over as many pages as it needs, overlapping, with marks to align them;
                 with --scenario its counters, fronts and backs; the charts and tables, and a provenance key
            vmod: a VASSAL 3.7 module of the scenario's game (--scenario): boards, counters, charts, a die roller,
                 and every scenario of the same game as a predefined setup
  --hex-mm  pdf: a hex across its flats, in millimetres (default 16, as GMT's); --paper a4 (default) or letter
  --map     the map to export; or --scenario, whose maps are exported (several: --out is a folder, one <map id>.tmj each)
  --out     the file (or folder) to write`;

const IMPORT_USAGE = `usage: npm run import -- --from tmj <file.tmj> --ruleset <id> --out <file.map.json> [--id <id>] [--name <name>]
  --from     tmj: a Tiled hexagonal map (terrain by each tile's "terrain" property, roads from polylines and places from points),
             or an orthogonal map of objects as an area map (areas from ellipses and polygons, zones from rectangles, roads from polylines)
  --ruleset  the ruleset whose terrains the tiles name (an id of a ruleset under data/)
  --out      the map document to write (under data/maps/ to use it)
  --id, --name  the new map's id and name (default: the file's name; a map exported from Sandtable keeps its own unless these are given)`;

/** The documents under the working folder's data/, as sources. */
const project = (io: CliIo): SourceFile[] => sourcesUnder(path.resolve(io.cwd, 'data'), io.cwd);

export const exportMain = command('export', EXPORT_USAGE, async (args, io) => {
  const format = flag(args, '--format');
  if (format !== 'tmj' && format !== 'pdf' && format !== 'vmod') fail(`--format must be tmj, pdf or vmod, not ${String(format)}\n${EXPORT_USAGE}`, 2);
  const hexMm = Number(flag(args, '--hex-mm') ?? 16);
  if (!(hexMm >= 5 && hexMm <= 60)) fail(`--hex-mm must be from 5 to 60 (millimetres across a hex's flats), not ${flag(args, '--hex-mm')}`, 2);
  const paper = flag(args, '--paper') ?? 'a4';
  if (paper !== 'a4' && paper !== 'letter') fail(`--paper must be a4 or letter, not ${paper}`, 2);
  const out = flag(args, '--out');
  if (!out) fail(`where to? Give --out <file>\n${EXPORT_USAGE}`, 2);
  const mapFile = flag(args, '--map');
  const scenarioFile = flag(args, '--scenario');
  if (format === 'vmod') {
    if (!scenarioFile) fail(`a VASSAL module is of a scenario's game: give --scenario <file>\n${EXPORT_USAGE}`, 2);
    return exportVassal(scenarioFile, out, io);
  }
  let withRules: { map: HexMap | AreaMap; ruleset: Ruleset }[];
  let counters: { oob: OrderOfBattle; units: string[] } | undefined;
  let charts: ChartContent;
  let title: string;
  if (mapFile) {
    const { doc, documents } = loadInProject(mapFile, io, 'map', 'exporting');
    const map = doc.doc as unknown as HexMap | AreaMap;
    const ruleset = documents.find((d) => d.kind === 'ruleset' && d.doc.id === map.ruleset)?.doc as unknown as Ruleset | undefined;
    if (!ruleset) fail(`${map.id}: its ruleset "${map.ruleset}" is not under data/`, 1);
    withRules = [{ map, ruleset }];
    title = map.name;
    charts = { ruleset, owed: owedInProject(documents, new Set<unknown>([map, ruleset])) };
  } else if (scenarioFile) {
    const { doc, documents } = loadInProject(scenarioFile, io, 'scenario', 'playing');
    const game = scenarioDocuments(documents, doc.doc.id);
    if ('missing' in game) fail(game.missing, 1);
    withRules = scenarioMaps(game).map((map) => ({ map, ruleset: game.ruleset }));
    title = game.scenario.name;
    counters = { oob: game.oob, units: scenarioUnits(game.scenario, game.oob) };
    // What the PDF prints, and so what it owes: the scenario, its ruleset, maps and order of battle.
    charts = { ruleset: game.ruleset, scenario: game.scenario, oob: game.oob, owed: owedInProject(documents, gameDocumentsOf(game)) };
  } else fail(`which map? Give --map <file> or --scenario <file>\n${EXPORT_USAGE}`, 2);
  if (format === 'pdf') {
    const r = await printAndPlayPdf({ title, maps: withRules, ...(counters ? { counters } : {}), charts }, { hexMm, paper });
    writeAtomically(path.resolve(io.cwd, out), Buffer.from(r.pdf));
    const sheets = r.maps.map((m) => `${m.id} on ${m.rows * m.columns} (${m.rows} × ${m.columns})`).join(', ');
    io.out(`wrote ${out} (${r.pages} pages: ${sheets}${r.counterPages ? `; ${counters!.units.length} counters on ${r.counterPages} pages, fronts and backs` : ''}; charts and tables on ${r.chartPages} pages; ${r.maps[0]!.scale.toLowerCase()}, ${paper.toUpperCase()})`);
    return 0;
  }
  for (const { map, ruleset } of withRules) {
    const file = withRules.length > 1 ? path.join(out, `${map.id}.tmj`) : out;
    if (map.topology === 'area') {
      writeAtomically(path.resolve(io.cwd, file), JSON.stringify(areaToTiled(map), null, 1) + '\n');
      io.out(`wrote ${file} (${Object.keys(map.areas).length} areas, ${Object.keys(map.zones ?? {}).length} zones and ${Object.keys(map.connections).length} connections as Tiled objects)`);
      continue;
    }
    const folder = `${path.basename(file).replace(/\.tmj$/, '')}-tiles`;
    const { tmj, images } = toTiled(map, ruleset, folder);
    const full = path.resolve(io.cwd, file);
    fs.mkdirSync(path.join(path.dirname(full), folder), { recursive: true });
    for (const img of images) writeAtomically(path.join(path.dirname(full), img.file), img.svg);
    writeAtomically(full, JSON.stringify(tmj, null, 1) + '\n');
    io.out(`wrote ${file} (${tmj.width} × ${tmj.height} hexes, ${images.length} terrain tiles in ${path.join(path.dirname(file), folder)}/)`);
  }
  return 0;
});

export const importMain = command('import', IMPORT_USAGE, (args, io) => {
  const from = flag(args, '--from');
  if (from !== 'tmj') fail(`--from must be tmj\n${IMPORT_USAGE}`, 2);
  const file = args[args.indexOf('--from') + 2];
  if (!file || file.startsWith('--')) fail(`which Tiled map? --from tmj <file.tmj>\n${IMPORT_USAGE}`, 2);
  const out = flag(args, '--out');
  if (!out) fail(`where to? Give --out <file.map.json>\n${IMPORT_USAGE}`, 2);
  const sources = project(io);
  const docs = loadProject(sources).documents;
  const rulesetId = flag(args, '--ruleset');
  const ruleset = docs.find((d) => d.kind === 'ruleset' && d.doc.id === rulesetId)?.doc as Ruleset | undefined;
  if (!ruleset) fail(`--ruleset: no ruleset "${String(rulesetId)}" under data/ (there are: ${docs.filter((d) => d.kind === 'ruleset').map((d) => d.doc.id).join(', ')})`, 2);
  const base = path.basename(file).replace(/\.tmj$|\.json$/, '');
  const id = flag(args, '--id') ?? base.toLowerCase().replace(/[^a-z0-9_.+-]+/g, '-');
  const override = { ...(flag(args, '--id') ? { id: flag(args, '--id')! } : {}), ...(flag(args, '--name') ? { name: flag(args, '--name')! } : {}) };
  const tmj = readJson(file, io.cwd) as TiledMap;
  const naming = { id, name: flag(args, '--name') ?? base, override };
  // An orthogonal map of objects is an area map; a hexagonal one, a hex map.
  const r = tmj?.orientation === 'orthogonal' ? areaFromTiled(tmj, ruleset.id, naming) : fromTiled(tmj, ruleset, naming);
  if ('error' in r) fail(`${file}: ${r.error}`, 1);
  for (const n of r.notes) io.err(`note: ${n}\n`);
  // Checked as the project will read it: written only when it has no error.
  const text = JSON.stringify(r.map, null, 2) + '\n';
  const rel = path.relative(io.cwd, path.resolve(io.cwd, out));
  const checked = loadProject([...sources.filter((s) => path.resolve(io.cwd, s.file) !== path.resolve(io.cwd, out)), { file: rel, text }]);
  const errors = checked.problems.filter((p) => p.file === rel && p.severity === 'error');
  if (errors.length) {
    for (const p of errors) io.err(formatProblem(p) + '\n');
    fail(`${errors.length} error${errors.length === 1 ? '' : 's'} in the map made from ${file}: not written`, 1);
  }
  writeAtomically(path.resolve(io.cwd, out), text);
  const m = r.map;
  if (m.topology === 'area') io.out(`wrote ${out} (${Object.keys(m.areas).length} areas, ${Object.keys(m.zones ?? {}).length} zones, ${Object.keys(m.connections).length} connections)`);
  else io.out(`wrote ${out} (${(m.grid.columns.last - m.grid.columns.first + 1) * (m.grid.rows.last - m.grid.rows.first + 1)} hexes, ${Object.keys(m.hexes).length} hex records, ${Object.keys(m.roads ?? {}).length} roads, ${Object.keys(m.places ?? {}).length} places)`);
  return 0;
});

/** `export.ts export …` or `export.ts import …`, as the npm scripts run it. */
export const main = (argv: readonly string[], io: CliIo) => (argv[0] === 'import' ? importMain(argv.slice(1), io) : exportMain(argv[0] === 'export' ? argv.slice(1) : argv, io));

runIfEntry(import.meta.url, main);
