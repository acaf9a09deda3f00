/**
 * Issue 18: a 15 MB document is read and checked off the page, in the check's Web Worker. The
 * studio opens on the rest of the project while it is read, then shows its problems located, and
 * an edit of it is checked again in the worker. How long the page's longest task and frame gap
 * were is written to the test's annotations (and the console), never asserted: timings are noisy.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { at } from './stage';

const scratch = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../test-results/e2e-project');
const repo = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const BIG = 'data/maps/big.map.json';
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screens/${name}.png` });

/** A 250 × 250 map of the Ardennes '44 ruleset, every hex with its provenance: about 15 MB, one hex of an unknown terrain. */
function bigMap(): string {
  const m = JSON.parse(fs.readFileSync(path.join(repo, 'data/maps/ardennes44-east.map.json'), 'utf8')) as Record<string, unknown>;
  const hexes: Record<string, unknown> = {};
  const terrain = ['clear', 'lightWoods', 'forest'];
  for (let c = 1; c <= 250; c++) {
    for (let r = 1; r <= 250; r++) {
      hexes[`${String(c).padStart(3, '0')}${String(r).padStart(3, '0')}`] = { terrain: c === 1 && r === 1 ? 'swamp' : terrain[(c * 7 + r * 3) % 3], provenance: { '/terrain': { source: 'printed map, sheet 2', confidence: 'inferred', note: 'traced from the scan' } } };
    }
  }
  const grid = m.grid as { numbering: Record<string, unknown> };
  const big = { kind: 'map', schemaVersion: m.schemaVersion, id: 'big', name: 'Big', ruleset: m.ruleset, topology: m.topology, grid: { ...grid, columns: { first: 1, last: 250 }, rows: { first: 1, last: 250 }, numbering: { ...grid.numbering, columnDigits: 3, rowDigits: 3 } }, defaultTerrain: m.defaultTerrain, hexes };
  return JSON.stringify(big, null, 2) + '\n';
}

test.afterEach(() => fs.rmSync(path.join(scratch, BIG), { force: true }));

test('a 15 MB map is read and checked in the worker: the studio opens on the rest, then shows its problems located, and checks its edits', async ({ page }, info) => {
  test.setTimeout(240_000);
  const text = bigMap();
  expect(text.length).toBeGreaterThan(14_000_000);
  fs.writeFileSync(path.join(scratch, BIG), text);
  const line = text.slice(0, text.indexOf('"swamp"')).split('\n').length;
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.stack ?? e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) errors.push(m.text());
  });
  // The page's longest task and longest gap between frames, from its first script on.
  await page.addInitScript(() => {
    const w = window as unknown as { frames_: { gap: number; task: number; last: number } };
    w.frames_ = { gap: 0, task: 0, last: 0 };
    const tick = (t: number) => {
      if (w.frames_.last) w.frames_.gap = Math.max(w.frames_.gap, t - w.frames_.last);
      w.frames_.last = t;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    new PerformanceObserver((l) => l.getEntries().forEach((e) => (w.frames_.task = Math.max(w.frames_.task, e.duration)))).observe({ type: 'longtask', buffered: true });
  });
  const figures = () => page.evaluate(() => {
    const f = (window as unknown as { frames_: { gap: number; task: number } }).frames_;
    const r = { gap: Math.round(f.gap), task: Math.round(f.task) };
    f.gap = 0;
    f.task = 0;
    return r;
  });
  await page.goto('/');
  await page.evaluate(() => indexedDB.deleteDatabase('sandtable'));
  await page.goto('/');
  await expect(page.getByTestId('json-pane')).toHaveAttribute('data-ready', 'true');
  const opened = await figures();

  const problems = page.getByRole('region', { name: 'Problems' });
  const swamp = problems.locator('button.problem', { hasText: `${BIG}:${line}:` }).filter({ hasText: 'swamp' });
  await expect(swamp).toHaveCount(1, { timeout: 120_000 });
  await expect(page.getByTestId('summary')).toHaveText(/^15 documents · 1 error · \d+ warnings · \d+ placeholders$/);
  const read = await figures();
  await shot(page, 'big-file-read');

  // The problem opens the big map at its hex; painting the hex clears the error, checked in the worker.
  await swamp.click();
  await expect(page.getByTestId('inspector-hex')).toHaveText('001001', { timeout: 60_000 });
  await page.getByRole('toolbar', { name: 'Map tools' }).getByRole('button', { name: 'Terrain', exact: true }).click();
  await page.getByRole('button', { name: 'Forest', exact: true }).click();
  const hex = await at(page, '001001');
  await figures();
  await page.mouse.click(hex.x, hex.y);
  await expect(page.getByTestId('summary')).toHaveText(/^15 documents · 0 errors · \d+ warnings · \d+ placeholders · 1 unsaved$/, { timeout: 60_000 });
  const edited = await figures();
  const doc = await page.evaluate((f) => (window as never as { sandtable: { store: { get(f: string): { doc: { hexes: Record<string, { terrain: string }> } } } } }).sandtable.store.get(f).doc.hexes['001001'], BIG);
  expect(doc?.terrain).toBe('forest');
  await shot(page, 'big-file-edited');

  const said = `longest task / frame gap (ms): to the studio drawn ${opened.task} / ${opened.gap}; reading the 15 MB map until its problems show ${read.task} / ${read.gap}; a one-hex edit of it until checked ${edited.task} / ${edited.gap}`;
  info.annotations.push({ type: 'measured', description: said });
  console.log(said);
  expect(errors).toEqual([]);
});
