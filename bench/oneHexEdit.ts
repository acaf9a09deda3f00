/**
 * Problems after a small edit (issue 15's rows), the studio's way: a DocumentStore holding the
 * project and a big generated document, a command on one record entry, the text made (as the
 * autosave makes it, before the check), and the check's worker (CheckMirror, with the studio's
 * engine judge) sent what `checkInput` gives, through a structured clone as a worker receives it.
 * Against raw Ajv on the same document, interleaved. The worker's part is timed: the clone, the
 * check, the lists it answers. The issue's goals are ratios to raw Ajv, printed and judged.
 */
import { CheckMirror, DocumentStore, type Change } from '../src/document';
import { engineJudge } from '../src/editor/services/engineJudge';
import { row } from './gameTimes';
import { judge } from './verdicts';

type Doc = Record<string, Record<string, Record<string, unknown>>>;

/** One run: `edit(doc, i)` gives the i-th edit's changes to the document as it is. */
function editBench(label: string, sources: readonly { file: string; text: string }[], file: string, text: string, raw: (doc: unknown) => unknown, edit: (doc: Doc, i: number) => Change[], goal: number): void {
  const store = new DocumentStore([...sources, { file, text }]);
  const mirror = new CheckMirror(engineJudge);
  const sent = new Map<string, number>();
  const first = mirror.checkDelta(structuredClone(store.checkInput(sent)), true);
  const check: number[] = [];
  const ajv: number[] = [];
  for (let i = 0; i < 21; i++) {
    store.execute(file, { id: 'bench/edit', label: 'Edit' }, edit(store.get(file)!.doc as Doc, i));
    void store.ownText(file); // the autosave's, on the page
    const input = store.checkInput(sent);
    let t = performance.now();
    mirror.checkDelta(structuredClone(input));
    check.push(performance.now() - t);
    t = performance.now();
    raw(store.get(file)!.doc);
    ajv.push(performance.now() - t);
  }
  const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
  const med = (xs: number[]) => sorted(xs)[xs.length >> 1]!;
  const p95 = (xs: number[]) => sorted(xs)[Math.floor(xs.length * 0.95)]!;
  row(label, { median: med(check), p95: p95(check) }, 50);
  // The ratio's noise: the same ratio at the checks' p95 (a busy moment) against Ajv's median.
  const ratio = med(check) / med(ajv);
  const verdict = judge(`${label}: ratio to raw Ajv`, ratio, p95(check) / med(ajv), goal, '×');
  console.log(`  raw Ajv on the same document alongside: median ${med(ajv).toFixed(2)} ms; ratio ${ratio.toFixed(1)}× (issue 15's goal ≤ ${goal}×): ${verdict}; ${(first.changed[file] ?? []).length} problems in it`);
}

/** A one-hex edit of the generated map (goal ≤ 1.5× raw Ajv), and a one-unit edit of the generated order of battle (≤ 2×). */
export function editBenches(sources: readonly { file: string; text: string }[], mapText: string, oobText: string, raw: { map: (doc: unknown) => unknown; oob: (doc: unknown) => unknown }): void {
  let hexes: string[] | undefined;
  editBench('Problems after a one-hex edit: the check worker, whole project', sources, 'data/maps/bench.map.json', mapText, raw.map, (doc, i) => {
    hexes ??= Object.keys(doc.hexes!);
    const id = hexes[(i * 997) % hexes.length]!;
    const before = doc.hexes![id]!.terrain;
    return [{ path: ['hexes', id, 'terrain'], before, after: before === 'forest' ? 'clear' : 'forest' }];
  }, 1.5);
  let units: string[] | undefined;
  editBench('Problems after a one-unit edit of a 5,000-unit OOB: the check worker', sources, 'data/oob/bench.oob.json', oobText, raw.oob, (doc, i) => {
    units ??= Object.keys(doc.units!);
    const id = units[(i * 997) % units.length]!;
    const before = (doc.units![id]!.front as { attack: number }).attack;
    return [{ path: ['units', id, 'front', 'attack'], before, after: before + 1 }];
  }, 2);
}
