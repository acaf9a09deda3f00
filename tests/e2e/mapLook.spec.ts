/**
 * Issue 15: the map reads like the printed one — terrain symbols, buildings, a key — and a drawing
 * regression shows: the map at the fitted zoom, at 1× and at 2× is compared with a kept image,
 * with a tolerance for anti-aliasing. After an intended change of the drawing, run
 * `npx playwright test tests/e2e/mapLook.spec.ts --update-snapshots` and look at the new images.
 */
import { expect, test, type Page } from '@playwright/test';
import { openStudio } from './stage';

test.use({ viewport: { width: 1280, height: 800 } });
// Tight enough that a change in how counters are drawn shows (they are a small part of each image).
const SAME = { maxDiffPixelRatio: 0.003, threshold: 0.2 };

/** Centres the map on a hex at a scale, and waits until the chunk cache settled. */
async function view(page: Page, hex: string, scale: number): Promise<void> {
  await page.evaluate(
    ({ hex, scale }) => {
      const host = document.querySelector('[data-testid=map-stage]') as HTMLElement & { sandtable: { stage: { width(): number; height(): number; scale(s: { x: number; y: number }): void; position(p: { x: number; y: number }): void }; geometry(): { ordinal: Map<string, number>; cx: Float64Array; cy: Float64Array }; settle(): void } };
      const { stage } = host.sandtable;
      const geo = host.sandtable.geometry();
      const k = geo.ordinal.get(hex)!;
      stage.scale({ x: scale, y: scale });
      stage.position({ x: stage.width() / 2 - geo.cx[k]! * scale, y: stage.height() / 2 - geo.cy[k]! * scale });
      host.sandtable.settle();
    },
    { hex, scale },
  );
  await page.waitForTimeout(400);
}

test('the East map at the fitted zoom, at 1x and at 2x, with its key: as drawn before, within a tolerance', async ({ page }) => {
  await openStudio(page);
  const map = page.getByTestId('map-stage');
  // The map is drawn a slice of chunks per task from the start: it is all there once drawn() says so.
  const drawn = () => page.evaluate(() => (document.querySelector('[data-testid=map-stage]') as HTMLElement & { sandtable: { drawn(): boolean } }).sandtable.drawn());
  await expect.poll(drawn).toBe(true);
  await page.keyboard.press('Control+0');
  await page.waitForTimeout(600);
  await expect.poll(drawn).toBe(true);
  await map.screenshot({ path: 'test-results/screens/map-fit.png' });
  await expect(map).toHaveScreenshot('map-fit.png', SAME);
  await view(page, '1713', 1);
  await map.screenshot({ path: 'test-results/screens/map-1x.png' });
  await expect(map).toHaveScreenshot('map-1x.png', SAME);
  await view(page, '1713', 2);
  await expect(map).toHaveScreenshot('map-2x.png', SAME);

  // The key, from the ruleset: every base terrain with its symbol, the features, hexsides and roads.
  await page.getByTestId('map-legend-toggle').click();
  const key = page.getByTestId('map-legend');
  for (const name of ['Clear', 'Light Woods', 'Forest', 'Wooded Rough', 'Village', 'Town', 'City', 'West Wall', 'victory hex', 'bridge']) await expect(key).toContainText(name);
  await key.screenshot({ path: 'test-results/screens/map-key.png' });
  await expect(key).toHaveScreenshot('map-key.png', SAME);
});
