import { expect, test } from '@playwright/test';

const shot = (name: string) => ({ path: `test-results/screens/${name}.png`, fullPage: true });

test.describe('studio shell', () => {
  test.beforeEach(({ page }) => {
    // A console error in the studio is a bug: fail the test on any.
    page.on('console', (m) => {
      if (m.type() === 'error') throw new Error(`console error: ${m.text()}`);
    });
    page.on('pageerror', (e) => {
      throw e;
    });
  });

  test("opens on the Ardennes '44 project with every document validated", async ({ page }) => {
    await page.goto('/');
    const explorer = page.getByRole('navigation', { name: 'Project explorer' });
    await expect(explorer.getByRole('button', { name: /Ardennes '44/ }).first()).toBeVisible();
    await expect(explorer.getByRole('button', { name: /Ardennes '44 order of battle/ })).toBeVisible();
    await expect(explorer.getByRole('button', { name: /Tigers in the Mist: The 7th Army Attacks/ })).toBeVisible();
    await expect(page.getByTestId('summary')).toHaveText(/4 documents · 0 errors · \d+ warnings/);
    await expect(page.getByTestId('open-file')).toHaveText('data/rules/ardennes44.rules.json');
    await page.screenshot(shot('studio-ruleset'));
  });

  test('a problem reveals its place in the document', async ({ page }) => {
    await page.goto('/');
    const problems = page.getByRole('region', { name: 'Problems' });
    const jabo = problems.getByRole('button', { name: /tables\/jabo\/entries: the source lost this value/ });
    await expect(jabo).toBeVisible();
    const where = (await jabo.locator('.where').textContent())!;
    const line = Number(where.split(':')[1]);
    await jabo.click();
    await expect(page.getByTestId('open-file')).toHaveText('data/rules/ardennes44.rules.json');
    const focused = page.locator('.line.focused');
    await expect(focused).toBeInViewport();
    await expect(focused).toHaveAttribute('data-line', String(line));
    await expect(focused).toContainText('"entries"');
    await page.screenshot(shot('studio-problem-revealed'));
  });

  test('the explorer opens another document, and warnings can be hidden', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Project explorer' }).getByRole('button', { name: /Ardennes '44 order of battle/ }).click();
    await expect(page.getByTestId('open-file')).toHaveText('data/oob/ardennes44.oob.json');
    await expect(page.getByRole('region', { name: 'JSON of data/oob/ardennes44.oob.json' })).toContainText('"4/70 Tnk (−)"');
    await page.getByLabel(/Warnings \(\d+\)/).uncheck();
    await expect(page.getByRole('region', { name: 'Problems' })).toContainText('No problems.');
    await page.screenshot(shot('studio-oob'));
  });
});
