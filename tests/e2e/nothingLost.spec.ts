import { expect, test, type Page } from '@playwright/test';
import { at } from './stage';

/**
 * Issue 18: closing the tab at once after an edit lost it (the autosave was a 150 ms timer plus
 * however long the page was busy). Now each edit is written to IndexedDB as it is made, and every
 * unsaved text synchronously to localStorage as the page goes away. Twenty trials: each opens the
 * studio, recovers what the last one left, paints one more hex and closes the tab 0 ms after the
 * click. Nothing is ever saved to disk: everything found again came from the browser.
 */
const MAP = 'data/maps/ardennes44-east.map.json';
const TRIALS = 20;
/** Clear hexes far from the front, one per trial. */
const HEXES = Array.from({ length: TRIALS }, (_, i) => `${30 + (i % 10)}${String(33 + Math.floor(i / 10) * 2).padStart(2, '0')}`);

const terrainOf = (page: Page, hex: string) => page.evaluate(([file, h]) => (window as never as { sandtable: { store: { get(f: string): { doc: { hexes: Record<string, { terrain?: string }> } } } } }).sandtable.store.get(file!).doc.hexes[h!]?.terrain, [MAP, hex]);

test(`closing the tab 0 ms after an edit loses nothing (${TRIALS} trials)`, async ({ context }) => {
  for (let i = 0; i < TRIALS; i++) {
    const page = await context.newPage();
    page.on('pageerror', (e) => {
      throw e;
    });
    await page.goto('/');
    await expect(page.getByTestId('map-stage')).toBeVisible();
    if (i > 0) {
      // What every earlier trial painted is offered back, and recovered.
      const banner = page.getByTestId('recovery');
      await expect(banner).toContainText(MAP);
      await banner.getByRole('button', { name: 'Recover' }).click();
      for (const h of HEXES.slice(0, i)) expect(await terrainOf(page, h), `trial ${i + 1}: ${h}, painted in an earlier trial`).toBe('forest');
    } else {
      for (const h of HEXES) expect(await terrainOf(page, h)).not.toBe('forest');
    }
    await page.keyboard.press('b');
    const p = await at(page, HEXES[i]!);
    await page.mouse.click(p.x, p.y);
    expect(await terrainOf(page, HEXES[i]!)).toBe('forest');
    await page.close();
  }
  const last = await context.newPage();
  await last.goto('/');
  await last.getByTestId('recovery').getByRole('button', { name: 'Recover' }).click();
  for (const h of HEXES) expect(await terrainOf(last, h), h).toBe('forest');
  await last.screenshot({ path: 'test-results/screens/nothing-lost-recovered.png' });
});
