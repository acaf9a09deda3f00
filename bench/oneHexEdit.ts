/**
 * Problems after a one-hex edit (issue 15's row): the studio's check worker (CheckMirror) holding the
 * project and the generated map, sent a map with one hex changed, as the store sends it (the document
 * and its canonical text), against raw Ajv on the same map, interleaved. No verdict: the issue's goal
 * is a ratio (≤ 1.5× raw Ajv), printed beside the figure.
 */
import { CheckMirror, type CheckDoc } from '../src/document';
import { canonicalText } from '../src/document/textEdit';
import type { ProjectDocument } from '../src/validation';

export function oneHexEditBench(docs: readonly ProjectDocument[], texts: ReadonlyMap<string, string>, start: Record<string, unknown>, raw: (doc: unknown) => unknown): void {
  const mirror = new CheckMirror();
  const file = 'data/maps/bench.map.json';
  let map = start as { hexes: Record<string, Record<string, unknown>> };
  let v = 1;
  mirror.check([...docs.map((d) => ({ file: d.file, v: 0, kind: d.kind, doc: d.doc as unknown as Record<string, unknown>, text: texts.get(d.file)! })), { file, v, kind: 'map', doc: map, text: canonicalText(map) }]);
  const ids = Object.keys(map.hexes);
  const check: number[] = [];
  const ajv: number[] = [];
  for (let i = 0; i < 21; i++) {
    const id = ids[(i * 997) % ids.length]!;
    map = { ...map, hexes: { ...map.hexes, [id]: { ...map.hexes[id], terrain: i % 2 ? 'forest' : 'clear' } } };
    v++;
    const sent: CheckDoc[] = [...docs.map((d) => ({ file: d.file, v: 0 })), { file, v, kind: 'map', doc: map, text: canonicalText(map) }];
    let t = performance.now();
    mirror.check(sent);
    check.push(performance.now() - t);
    t = performance.now();
    raw(map);
    ajv.push(performance.now() - t);
  }
  const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
  console.log(`Problems after a one-hex edit of the same map (the check worker, whole project) median ${med(check).toFixed(2).padStart(8)} ms; raw Ajv alongside ${med(ajv).toFixed(2)} ms; ratio ${(med(check) / med(ajv)).toFixed(1)}× (issue 15's goal ≤ 1.5×, ≤ 50 ms; no verdict)`);
}
