/**
 * Issue 16: the Playtest tab. A 20-game batch runs in Web Workers on the documents as they are, with
 * its figures and plots; a second batch is cancelled midway and keeps what finished; a click on a plot
 * lists that bar's games, and one opens in test play, which rewinds to any step.
 */
import { expect, test, type Page } from '@playwright/test';
import { openStudio } from './stage';

test.use({ viewport: { width: 1400, height: 900 } });
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screens/${name}.png` });

test('the Playtest tab: a 20-game batch with its plots, a batch cancelled midway, and a game opened from a plot', async ({ page }) => {
  test.setTimeout(240_000);
  await openStudio(page);
  // A taller bottom panel for the results: the panel's enlarge button (View › Enlarge the bottom panel).
  const splitter = page.getByRole('separator', { name: /Resize Problems/ });
  const before = Number(await splitter.getAttribute('aria-valuenow'));
  await page.getByTestId('enlarge-panel').click();
  await expect(page.getByTestId('enlarge-panel')).toHaveAttribute('aria-pressed', 'true');
  await expect(splitter).toHaveAttribute('aria-valuenow', String(Math.round(page.viewportSize()!.height * 0.6)));
  expect(Number(await splitter.getAttribute('aria-valuenow'))).toBeGreaterThan(before);
  await page.getByTestId('tab-playtest').click();
  const lab = page.getByTestId('playtest-lab');
  // Tigers in the Mist's introduction: short games, so the batch is quick on a busy machine.
  await lab.getByLabel('Scenario to playtest').selectOption({ label: 'The 7th Army Attacks (introductory)' });
  await lab.getByRole('spinbutton', { name: 'Games' }).fill('20');
  // Every bot the engine offers, the lookahead one included.
  await expect(lab.getByLabel('German bot').locator('option')).toHaveText(['random', 'greedy', 'lookahead']);
  await lab.getByLabel('Allied bot').selectOption('random');
  await lab.getByTestId('lab-run').click();
  const results = lab.getByTestId('lab-results');
  await expect(results).toBeVisible({ timeout: 180_000 });
  await expect(lab.getByTestId('lab-progress')).toContainText('20/20 games');
  await expect(results.locator('pre').first()).toContainText('20 games, German greedy vs Allied random');
  await expect(results.locator('pre').first()).toContainText('95% interval');
  // The report's plots, drawn by Vega as SVG in the page (this scenario scores no VP: no VP plots; who held its two towns; where combats and losses were, on its areas).
  await expect(results.locator('.lab-plot svg')).toHaveCount(6, { timeout: 30_000 });
  await expect(results.locator('.lab-plot figcaption').first()).toHaveText('Outcomes (share of games, 95% interval)');
  await expect(results.getByTestId('lab-games').locator('tbody tr')).toHaveCount(20);
  await page.getByTestId('playtest-lab').evaluate((el) => el.closest('.lab-tab')?.scrollTo(0, 0));
  await shot(page, 'playtest-tab');

  // A second, bigger batch, cancelled once some games finished: those are kept.
  await lab.getByRole('spinbutton', { name: 'Games' }).fill('400');
  await lab.getByTestId('lab-run').click();
  await expect(lab.getByTestId('lab-progress')).toContainText(/^\s*([1-9]\d?)\/400 games/, { timeout: 60_000 });
  await lab.getByTestId('lab-cancel').click();
  await expect(results.getByText('Cancelled: the games that finished are kept.')).toBeVisible();
  const kept = await results.getByTestId('lab-games').locator('tbody tr').count();
  expect(kept).toBeGreaterThan(0);
  expect(kept).toBeLessThan(400);
  await expect(lab.getByTestId('lab-run')).toBeEnabled();

  // A click on the first outcome bar lists its games; one opens in test play at its end.
  await expect(results.locator('.lab-plot svg')).toHaveCount(6, { timeout: 30_000 });
  const bar = results.locator('path[aria-roledescription="bar"][aria-label^="outcome: "]').first();
  await bar.click({ position: { x: 6, y: 6 } }); // beside the interval's rule, which sits at the bar's middle
  await expect(results.locator('h3')).toContainText(/Games \(.+: \d+\)/);
  const rows = results.getByTestId('lab-games').locator('tbody tr');
  const outcome = (await rows.first().locator('td').nth(2).textContent())!;
  await expect(rows.locator('td:nth-child(3)')).toHaveText(Array((await rows.count())).fill(outcome));
  const actions = Number(await rows.first().locator('td').nth(5).textContent());
  await rows.first().getByRole('button', { name: 'Open' }).click();
  await expect(page.getByTestId('status')).toContainText(/Opened .*seed lab-\d+, in test play at its end/);
  await expect(page.getByTestId('play-panel')).toBeVisible();
  await expect(page.getByTestId('open-file')).toHaveText('data/maps/titm.map.json'); // the map the game is played on
  await expect(page.getByTestId('play-status')).not.toHaveText('');
  expect(actions).toBeGreaterThan(0);
  // The slider goes to any step of the game: the map and the log follow.
  const scrub = page.getByRole('slider', { name: 'Step of the game' });
  await expect(scrub).toHaveAttribute('max', String(actions));
  await scrub.fill('10');
  await expect(page.getByTestId('play-rewound')).toContainText(`At step 10 of ${actions}`);
  await shot(page, 'playtest-opened');
});
