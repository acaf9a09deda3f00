/**
 * Problems after a one-hex edit (issue 15's row), the studio's way: a DocumentStore holding the
 * project and the generated map, a brush command on one hex, the text made (as the autosave makes
 * it, before the check), and the check's worker (CheckMirror, with the studio's engine judge) sent
 * what `checkInput` gives, through a structured clone as a worker receives it. Against raw Ajv on
 * the same map, interleaved. The worker's part is timed: the clone, the check, the lists it answers.
 */
import { CheckMirror, DocumentStore } from '../src/document';
import { engineJudge } from '../src/editor/services/engineJudge';
import { row } from './gameTimes';

export function oneHexEditBench(sources: readonly { file: string; text: string }[], mapText: string, raw: (doc: unknown) => unknown): void {
  const file = 'data/maps/bench.map.json';
  const store = new DocumentStore([...sources, { file, text: mapText }]);
  const mirror = new CheckMirror(engineJudge);
  const sent = new Map<string, number>();
  mirror.checkDelta(structuredClone(store.checkInput(sent)), true);
  const ids = Object.keys((store.get(file)!.doc as { hexes: object }).hexes);
  const check: number[] = [];
  const ajv: number[] = [];
  let problems = 0;
  for (let i = 0; i < 21; i++) {
    const id = ids[(i * 997) % ids.length]!;
    const before = (store.get(file)!.doc as { hexes: Record<string, { terrain?: string }> }).hexes[id]!.terrain;
    const after = before === 'forest' ? 'clear' : 'forest';
    store.execute(file, { id: 'map/paintTerrain', label: `Paint ${after}` }, [{ path: ['hexes', id, 'terrain'], before, after }]);
    void store.ownText(file); // the autosave's, on the page
    const input = store.checkInput(sent);
    let t = performance.now();
    const delta = mirror.checkDelta(structuredClone(input));
    check.push(performance.now() - t);
    problems = delta.files.length;
    t = performance.now();
    raw(store.get(file)!.doc);
    ajv.push(performance.now() - t);
  }
  const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
  const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)]!;
  row('Problems after a one-hex edit: the check worker, whole project', { median: med(check), p95: p95(check) }, 50);
  const ratio = med(check) / med(ajv);
  console.log(`  raw Ajv on the same map alongside: median ${med(ajv).toFixed(2)} ms; ratio ${ratio.toFixed(1)}× (issue 15's goal ≤ 1.5×); ${problems} files with problems`);
}
