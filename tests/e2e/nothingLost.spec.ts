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
const SCENARIO = 'data/scenarios/ardennes44-6turn.scenario.json';
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
            // Kept under the project's key (the page's meta tag), then the file.
            const key = `${document.querySelector<HTMLMetaElement>('meta[name="sandtable-project"]')!.content}:${file!}`;
            const get = open.result.transaction('unsaved').objectStore('unsaved').get(key);
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
  expect((await page.evaluate(() => (window as unknown as { pagePuts: string[] }).pagePuts)).filter((k) => k.endsWith(MAP))).toEqual([]);
});

/**
 * Every project served at one address shares the browser's storage: another project with a file of
 * the same name must never have its unsaved text offered here, and a text kept from a version of
 * the file no longer on disk is offered with that said. Both are put in IndexedDB as the studio
 * keeps them (under a project's key), then the page is reloaded.
 */
test('recovery offers only this project\'s unsaved texts, and says when the file on disk changed since', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('map-stage')).toBeVisible();
  const hex = HEXES[0]!;
  await page.evaluate(
    ([file, h, SCENARIO]) => {
      const w = window as never as { sandtable: { store: { get(f: string): { text: string } } } };
      const mine = JSON.parse(w.sandtable.store.get(file!).text) as { hexes: Record<string, { terrain?: string }> };
      mine.hexes[h!] = { ...mine.hexes[h!], terrain: 'forest' };
      const project = document.querySelector<HTMLMetaElement>('meta[name="sandtable-project"]')!.content;
      const entries: [string, unknown][] = [
        // Newer than this project's: were it offered, it would be the one recovered.
        [`0123456789abcdef:${file}`, { file, text: '{"kind": "map", "another project\'s": true}', baseHash: 'theirs', at: Date.now() + 60_000, project: '0123456789abcdef' }],
        [`0123456789abcdef:${SCENARIO}`, { file: SCENARIO, text: '{"kind": "scenario", "another project\'s": true}', baseHash: 'theirs', at: Date.now(), project: '0123456789abcdef' }],
        [`${project}:${file}`, { file, text: `${JSON.stringify(mine, null, 2)}\n`, baseHash: 'a version no longer on disk', at: Date.now(), project }],
      ];
      return new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('sandtable');
        open.onupgradeneeded = () => open.result.createObjectStore('unsaved');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('unsaved', 'readwrite');
          for (const [key, value] of entries) tx.objectStore('unsaved').put(value, key);
          tx.oncomplete = () => (open.result.close(), resolve());
          tx.onerror = () => reject(tx.error);
        };
      });
    },
    [MAP, hex, SCENARIO],
  );
  await page.reload();
  const banner = page.getByTestId('recovery');
  await expect(banner).toContainText(MAP);
  await expect(banner.locator('code')).toHaveCount(1);
  await expect(banner).not.toContainText(SCENARIO);
  await expect(banner.getByTestId('recovery-since')).toHaveText('the file on disk has changed since');
  await expect(banner).toContainText('Undo after it, or Discard, keeps the disk\'s version');
  await page.screenshot({ path: 'test-results/screens/recovery-changed-since.png' });
  await banner.getByRole('button', { name: 'Recover' }).click();
  expect(await terrainOf(page, hex)).toBe('forest');
  // Undo gives the disk's version back.
  await page.keyboard.press('Control+Z');
  await expect.poll(() => terrainOf(page, hex)).not.toBe('forest');
});
