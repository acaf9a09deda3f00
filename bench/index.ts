/**
 * npm run bench: validation figures, measured side by side in one run. Never a test assertion:
 * timings on shared machines are noisy, so read the ratios as much as the milliseconds.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ProjectDocument } from '../src/validation';
import { generateHexMap } from './generateHexMap';
import { timeRuns } from './timeRuns';
import { checkVerdicts, judge } from './verdicts';

// Engine figures are for production builds: no invariant re-check after each action (DESIGN.md).
process.env.NODE_ENV = 'production';

const root = path.resolve(import.meta.dirname ?? __dirname, '..');

// `npm run bench -- lab`: only the playtest lab's games a minute a core, on one thread and on a pool.
if (process.argv[2] === 'lab') {
  const { labBench } = await import('./lab');
  await labBench(root);
  checkVerdicts();
  process.exit(0);
}

// `npm run bench -- grid`: only the order-of-battle grid in the browser (quick, while working on it);
// `-- studio`: the studio's start-up and speed rows; `-- map`: the map studio's rows (redraw, pan, brush).
if (process.argv[2] === 'grid' || process.argv[2] === 'studio' || process.argv[2] === 'map') {
  const { browserBench } = await import('./browser');
  await browserBench(root, { only: process.argv[2] });
  checkVerdicts();
  process.exit(0);
}

function measure(label: string, fn: () => unknown, runs = 30): { median: number; p95: number } {
  const r = timeRuns(fn, runs);
  console.log(`${label.padEnd(58)} median ${r.median.toFixed(2).padStart(8)} ms   p95 ${r.p95.toFixed(2).padStart(8)} ms`);
  return r;
}

const t0 = performance.now();
const validation = await import('../src/validation');
const { loadProject, scenarioDocuments } = await import('../src/document');
console.log(`Module load (validators compiled at build time, Ajv standalone) ${(performance.now() - t0).toFixed(0)} ms`);

const files = (function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : e.name.endsWith('.json') ? [path.join(dir, e.name)] : []));
})(path.join(root, 'data'));
const sources = files.map((f) => ({ file: path.relative(root, f), text: fs.readFileSync(f, 'utf8') }));
const bytes = sources.reduce((n, s) => n + s.text.length, 0);
console.log(`\ndata/: ${sources.length} documents, ${(bytes / 1024).toFixed(0)} KB`);

const loaded = loadProject(sources);
const docs = loaded.documents;

// `npm run bench -- engine`: only the Ardennes '44 engine figures (quick, while working on the rules).
if (process.argv[2] === 'engine') {
  const { engineBench } = await import('./engine');
  const game = scenarioDocuments(docs, 'ardennes44-6turn');
  if ('missing' in game) throw new Error(game.missing);
  engineBench(game as never);
  checkVerdicts();
  process.exit(0);
}
const schemaAndSemantic = () => {
  for (const d of docs) validation.schemaFindings(d.kind, d.doc);
  return validation.validateProject(docs);
};
const dataMs = measure('validate data/ (schema + semantic), after compile', schemaAndSemantic);
measure('  of which schema (Ajv) only', () => docs.forEach((d) => validation.schemaFindings(d.kind, d.doc)));
measure('  of which semantic checks only', () => validation.validateProject(docs));
measure('load data/ from text (parse + migrate + validate)', () => loadProject(sources), 15);

// The generated map and order of battle live only inside this section: a bench process that kept
// them would time the engine's rows below against a heap many times the studio's (V8 marks and
// scavenges it too), which is not how a designer's studio or a playtest process runs them.
async function bigDocuments(): Promise<{ rawMs: { median: number }; oursMs: { median: number; p95: number }; hexCount: number }> {
  const map = generateHexMap(120, 125);
  const mapText = JSON.stringify(map, null, 2);
  const hexCount = Object.keys(map.hexes as object).length;
  console.log(`\nGenerated map: ${hexCount} hexes, ${Object.keys(map.hexsides as object).length} hexsides, ${(mapText.length / 1024 / 1024).toFixed(1)} MB of JSON`);
  const mapDoc = { kind: 'map' as const, file: 'bench/map.json', source: new validation.DocumentText('bench/map.json', mapText), doc: map } as unknown as ProjectDocument;
  const rules = docs.find((d) => d.kind === 'ruleset' && d.doc.id === 'ardennes44')!;
  const errorsOf = validation.validateProject([rules, mapDoc]).filter((p) => p.severity === 'error');
  if (errorsOf.length) throw new Error(`the generated map should be valid: ${errorsOf[0]!.message}`);
  const raw = validation.rawValidator('map');
  const rawMs = measure(`raw Ajv on the ${hexCount}-hex map`, () => raw(map), 20);
  const oursMs = measure(`Sandtable validation (schema + semantic) of the same map`, () => {
    validation.schemaFindings('map', map);
    return validation.validateProject([rules, mapDoc]);
  }, 20);
  measure('  parse the map text (strict checks, then JSON.parse)', () => validation.parseJson(mapText), 10);
  const { editBenches } = await import('./oneHexEdit');
  const { generateOob } = await import('./generateOob');
  editBenches(sources, mapText, JSON.stringify(generateOob(root, 5000), null, 2), { map: raw, oob: validation.rawValidator('oob') });
  return { rawMs, oursMs, hexCount };
}
const { rawMs, oursMs, hexCount } = await bigDocuments();

console.log(`\nSummary`);
console.log(`  data/ validation: ${dataMs.median.toFixed(2)} ms (target ≤ 20 ms): ${judge('data/ validation', dataMs.median, dataMs.p95, 20)}`);
console.log(`  ${hexCount}-hex map: ${oursMs.median.toFixed(2)} ms (target ≤ 50 ms): ${judge(`${hexCount}-hex map validation`, oursMs.median, oursMs.p95, 50)}; raw Ajv ${rawMs.median.toFixed(2)} ms; ratio ${(oursMs.median / rawMs.median).toFixed(1)}×`);

const { oobBench } = await import('./oob');
oobBench(root, docs);

const { engineBench } = await import('./engine');
const game = scenarioDocuments(docs, 'ardennes44-6turn');
if ('missing' in game) throw new Error(game.missing);
engineBench(game as never);

const { areaEngineBench } = await import('./areaEngine');
for (const [id, name] of [['titm-intro', 'The 7th Army Attacks'], ['titm-campaign', 'the Campaign Game']] as const) {
  const titm = scenarioDocuments(docs, id);
  if ('missing' in titm) throw new Error(titm.missing);
  areaEngineBench(name, titm);
}

const { labBench } = await import('./lab');
await labBench(root);

const { browserBench } = await import('./browser');
await browserBench(root);
checkVerdicts();
