import { expect, test } from '@playwright/test';
import { openStudio, setInOpenJson } from './stage';

/**
 * The project's first check waits for the page's first idle moment (start-up: the map is drawn
 * first). A check asked for meanwhile (an edit, a big file read) runs at once and stands for it: run
 * after it, the first would be the later check sent to the worker, and each answer would be dropped
 * as the other's stale one, leaving Problems as they were (a flaky big-file test caught it).
 */
test("an edit made while the project's first check waits for an idle moment: its problem is shown, and stays once the page is idle", async ({ page }) => {
  // The page is never idle until the test says so: the first check waits for as long as the test needs.
  await page.addInitScript(() => {
    const held: IdleRequestCallback[] = [];
    const w = window as unknown as { requestIdleCallback: (cb: IdleRequestCallback) => number; idle_: () => void };
    w.requestIdleCallback = (cb) => held.push(cb);
    w.idle_ = () => held.splice(0).forEach((cb) => cb({ didTimeout: false, timeRemaining: () => 10 }));
  });
  await openStudio(page);
  const summary = page.getByTestId('summary');
  await expect(summary).toContainText('checking');
  // An unknown terrain typed in the map's JSON: its check is asked for 60 ms later, while the first waits.
  await setInOpenJson(page, ['hexes', '0101'], { terrain: 'swamp' });
  // The page goes idle as that check is on its way to the worker: the first check, had it run then, would have overtaken it.
  await page.evaluate(() => new Promise<void>((r) => setTimeout(() => ((window as unknown as { idle_: () => void }).idle_(), r()), 70)));
  const problem = page.getByRole('region', { name: 'Problems' }).getByRole('button', { name: /0101: unknown terrain "swamp"/ });
  await expect(problem).toHaveCount(1);
  await expect(summary).toHaveText(/^14 documents · 1 error · \d+ warnings · \d+ placeholders · 1 unsaved$/);
  // Nothing later takes it away.
  await page.evaluate(() => (window as unknown as { idle_: () => void }).idle_());
  await page.waitForTimeout(500);
  await expect(problem).toHaveCount(1);
});
