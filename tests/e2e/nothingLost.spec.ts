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

/**
 * Issue 15: the autosave copy of an edit is written by the checks' worker, which holds the document
 * and makes its text there; the page made a 15,000-hex map's text (10-14 ms) just after each edit.
 * The page's own IndexedDB writes are counted: the map's copy arrives without one.
 */
test('an edit reaches IndexedDB written by the checks\' worker, not by the page', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { pagePuts: string[] };
    w.pagePuts = [];
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
      w.pagePuts.push(String(key));
      return put.call(this, value, key);
    };
  });
  await page.goto('/');
  await expect(page.getByTestId('map-stage')).toBeVisible();
  const hex = HEXES[0]!;
  await page.keyboard.press('b');
  const p = await at(page, hex);
  await page.mouse.click(p.x, p.y);
  expect(await terrainOf(page, hex)).toBe('forest');
  const kept = () =>
    page.evaluate(
      ([file, h]) =>
        new Promise<string | undefined>((resolve, reject) => {
          const open = indexedDB.open('sandtable');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const get = open.result.transaction('unsaved').objectStore('unsaved').get(file!);
            get.onsuccess = () => {
              const u = get.result as { text: string } | undefined;
              resolve(u && (JSON.parse(u.text) as { hexes: Record<string, { terrain?: string }> }).hexes[h!]?.terrain);
              open.result.close();
            };
            get.onerror = () => reject(get.error);
          };
        }),
      [MAP, hex],
    );
  await expect.poll(kept, { timeout: 30_000 }).toBe('forest');
  expect(await page.evaluate(() => (window as unknown as { pagePuts: string[] }).pagePuts)).not.toContain(MAP);
});
