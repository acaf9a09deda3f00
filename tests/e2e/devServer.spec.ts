/**
 * The studio as `npm start` serves it (Vite's development server, Solid's development build): it
 * loads with no console warning or error (issue 10: Konva's layer count, Solid's owner-less
 * computations), and a save goes through with the page's write token.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const SCENARIO = 'data/scenarios/ardennes44-6turn.scenario.json';
const scratch = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../test-results/e2e-project');

test('npm start: the studio loads without a console warning, and saves', async ({ page }) => {
  const dev = `http://127.0.0.1:${process.env.SANDTABLE_E2E_DEV_PORT}`;
  const said: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') said.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => said.push(`page error: ${e.message}`));
  await page.goto(dev);
  await expect(page.getByTestId('json-pane')).toHaveAttribute('data-ready', 'true', { timeout: 240_000 });
  await expect(page.getByTestId('summary')).toHaveText(/14 documents · 0 errors/);
  // Open, edit and save a document: the write carries the token the dev server put in the page.
  const file = path.join(scratch, SCENARIO);
  const before = fs.readFileSync(file, 'utf8');
  try {
    await page.locator(`button[title="${SCENARIO}"]`).click();
    const text = before.replace(/"name": "([^"]+)"/, '"name": "$1 (dev)"');
    await page.evaluate((t) => (document.querySelector('[data-testid=json-pane]') as HTMLElement & { sandtable: { type(t: string): Promise<void> } }).sandtable.type(t), text);
    await page.keyboard.press('Control+s');
    await expect(page.getByTestId('status')).toHaveText(`Saved ${SCENARIO}`);
    expect(fs.readFileSync(file, 'utf8')).toBe(text);
  } finally {
    fs.writeFileSync(file, before);
  }
  await page.screenshot({ path: 'test-results/screens/dev-server.png' });
  expect(said).toEqual([]);
});
