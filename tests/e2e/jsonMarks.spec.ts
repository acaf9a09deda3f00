/**
 * Issue 15: the JSON editor marks the problems of the lines near those in view, and marks again as
 * the view moves: a 15,000-hex map with as many warnings re-made as many squiggles after every
 * stroke. The Problems panel lists them all; a problem clicked there is marked where it is shown.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { openJsonEditor, problemsMatching } from './stage';

const here = path.dirname(new URL(import.meta.url).pathname);
const scratch = path.resolve(here, '../../test-results/e2e-project');
const FILE = 'data/maps/marked.map.json';

test.afterEach(() => fs.rmSync(path.join(scratch, FILE), { force: true }));

const marked = (page: Page) => page.evaluate(() => (document.querySelector('[data-testid=json-pane]') as HTMLElement & { sandtable: { marked(): number[] } }).sandtable.marked());

test('a map with an unknown terrain in every hex: the editor marks those near the lines in view, and a problem clicked far down is marked there', async ({ page }) => {
  const map = JSON.parse(fs.readFileSync(path.resolve(here, '../../data/maps/ardennes44-east.map.json'), 'utf8')) as { id: string; name: string; hexes: Record<string, { terrain?: string }> };
  for (const h of Object.values(map.hexes)) h.terrain = 'swamp';
  const text = JSON.stringify({ ...map, id: 'marked', name: 'Marked map' }, null, 2) + '\n';
  fs.writeFileSync(path.join(scratch, FILE), text);
  const hexes = Object.keys(map.hexes);
  const last = hexes[hexes.length - 1]!;
  const lastLine = text.slice(0, text.indexOf(`"${last}": {`)).split('\n').length + 1; // its "terrain" line
  expect(lastLine).toBeGreaterThan(2000);

  await page.goto('/');
  await page.getByRole('navigation', { name: 'Project explorer' }).getByRole('button', { name: /Marked map/ }).click();
  await openJsonEditor(page);
  await expect.poll(async () => (await marked(page)).length).toBeGreaterThan(0);
  const near = await marked(page);
  expect(near.length).toBeLessThan(hexes.length / 2);
  expect(Math.max(...near)).toBeLessThan(1000);
  // The first problem, a few lines down: its squiggle shows when it is scrolled to.
  await page.getByRole('region', { name: 'Problems' }).locator('button.problem').first().click();
  await expect(page.locator('.monaco-editor .squiggly-error').first()).toBeVisible();

  // The last hex's problem, from the Problems panel: the editor shows it, marked.
  const region = await problemsMatching(page, `${FILE}:${lastLine}:`);
  await region.locator('button.problem').first().click();
  await expect.poll(async () => (await marked(page)).includes(lastLine)).toBe(true);
  expect(Math.min(...(await marked(page)))).toBeGreaterThan(lastLine - 1500);
  await expect(page.locator('.monaco-editor .view-lines')).toContainText(`"${last}"`);
  await expect(page.locator('.monaco-editor .squiggly-error').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/json-marks-far-down.png' });
});

test('the JSON editor folds the map\'s records: fold all leaves the outer lines, unfold all brings them back', async ({ page }) => {
  await page.goto('/');
  await openJsonEditor(page);
  const lines = page.locator('.monaco-editor .view-lines');
  await expect(lines).toContainText('"grid": {');
  await page.locator('.monaco-editor .view-line').first().click();
  // Ctrl+K Ctrl+0: fold every range the editor has (ours, read from the text by jsonFolds).
  await page.keyboard.press('Control+K');
  await page.keyboard.press('Control+0');
  await expect(page.locator('.monaco-editor .view-line')).toHaveCount(3); // "{" folded, its "}" and the empty line after the last line end
  await page.screenshot({ path: 'test-results/screens/json-folded.png' });
  await page.keyboard.press('Control+K');
  await page.keyboard.press('Control+J');
  await expect(lines).toContainText('"grid": {');
  expect(await page.locator('.monaco-editor .view-line').count()).toBeGreaterThan(20);
});
