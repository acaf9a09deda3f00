/** jsonFolds against the editor's own indentation folding (Monaco's computeRanges), on the project's texts and on odd ones. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonFolds } from './jsonFolds';

// The editor's own indentation folding, from the package's files (its exports list no such entry).
type Regions = { length: number; getStartLineNumber(i: number): number; getEndLineNumber(i: number): number };
type Model = { getLineCount(): number; getLineContent(n: number): string; getOptions(): { tabSize: number } };
const { computeRanges } = (await import(path.join(process.cwd(), 'node_modules/monaco-editor/esm/vs/editor/contrib/folding/browser/indentRangeProvider.js'))) as {
  computeRanges(model: Model, offSide: boolean, markers: undefined, limit: { limit: number; update(): void }): Regions;
};

/** Monaco's ranges for a text: its model read line by line, as the editor reads it (line ends of any kind). */
function monacoFolds(text: string, max: number, tabSize = 2) {
  const lines = text.split(/\r\n|\r|\n/);
  const model: Model = { getLineCount: () => lines.length, getLineContent: (n: number) => lines[n - 1]!, getOptions: () => ({ tabSize }) };
  const r = computeRanges(model, false, undefined, { limit: max, update: () => {} });
  return Array.from({ length: r.length }, (_, i) => ({ start: r.getStartLineNumber(i), end: r.getEndLineNumber(i) }));
}

const files = (function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : e.name.endsWith('.json') ? [path.join(dir, e.name)] : []));
})(path.join(process.cwd(), 'data'));

describe('folding ranges read from the text', () => {
  it('are the editor\'s own on every JSON file of the project, with and without a limit', () => {
    expect(files.length).toBeGreaterThan(5);
    for (const f of files) {
      const text = fs.readFileSync(f, 'utf8');
      for (const max of [5000, 1000, 40, 3]) expect(jsonFolds(text, max), `${f}, at most ${max}`).toEqual(monacoFolds(text, max));
    }
  });

  it('are the editor\'s own on texts with blank lines, tabs, carriage returns, odd indentation and no last line end', () => {
    let seed = 7;
    const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) % n);
    for (let t = 0; t < 300; t++) {
      const lines: string[] = [];
      for (let i = 0, n = rand(60); i < n; i++) {
        const kind = rand(10);
        const indent = kind === 0 ? '\t'.repeat(rand(3)) + ' '.repeat(rand(3)) : ' '.repeat(rand(9));
        lines.push(kind === 1 ? '' : kind === 2 ? indent : `${indent}${['{', '"a": 1,', '}', ']', '"b": ['][rand(5)]}`);
      }
      const eol = ['\n', '\r\n'][rand(2)]!;
      const text = lines.join(eol) + (rand(2) ? eol : '');
      for (const tabSize of [2, 4]) for (const max of [5000, 5, 1]) expect(jsonFolds(text, max, tabSize), JSON.stringify({ text, max, tabSize })).toEqual(monacoFolds(text, max, tabSize));
    }
  });

  it('keep the outer levels whole and the next in line order when there are too many', () => {
    const text = JSON.stringify({ a: { x: [1], y: [2], z: [3] }, b: { w: [4] } }, null, 2);
    // The outermost (the whole object), then "a" and "b", then the first of the arrays.
    expect(jsonFolds(text, 4).map((f) => f.start)).toEqual([1, 2, 3, 13]);
  });
});
