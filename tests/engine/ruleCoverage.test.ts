/**
 * The rule table (tests/engine/coverage/ardennes44.ts) is checked, not just written: every file a row
 * names exists and cites the row's rule, a played row names code and tests, a row not fully played
 * says what is missing, and docs/ardennes44-rules.md is the table as it stands.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SECTIONS } from './coverage/ardennes44';
import { ruleTable } from './coverage/table';

const ROOT = path.resolve(__dirname, '../..');
const text = new Map<string, string>();
const read = (f: string) => {
  if (!text.has(f)) text.set(f, fs.existsSync(path.join(ROOT, f)) ? fs.readFileSync(path.join(ROOT, f), 'utf8') : '');
  return text.get(f)!;
};
/** The rule number standing alone ("15.8", not "15.80" or "115.8"). */
const cites = (body: string, rule: string) => new RegExp(`(^|[^0-9.])${rule.replace(/\./g, '\\.')}(?![0-9])`).test(body);

const rows = SECTIONS.flatMap((s) => s.rows);

describe('the Ardennes \'44 rule table', () => {
  it('names each rule once', () => {
    const seen = rows.map((r) => r.rule);
    expect(seen.filter((r, i) => seen.indexOf(r) !== i)).toEqual([]);
  });

  it.each(rows.map((r) => [r.rule, r] as const))('%s: its files exist and cite it', (_, r) => {
    if (r.status !== 'not played') {
      expect(r.code.length, 'code that plays it').toBeGreaterThan(0);
      expect(r.tests.length, 'tests that check it').toBeGreaterThan(0);
    }
    if (r.status !== 'played') expect(r.missing, 'what is missing').toBeTruthy();
    for (const f of [...r.code, ...r.tests]) {
      expect(read(f), `${f} exists`).not.toBe('');
      expect(cites(read(f), r.rule), `${f} cites ${r.rule}`).toBe(true);
    }
  });

  it('docs/ardennes44-rules.md is the table as it stands (npm run rules:table)', () => {
    expect(read('docs/ardennes44-rules.md')).toBe(ruleTable());
  });
});
