import { expect, test } from '@playwright/test';

const shot = (name: string) => ({ path: `test-results/screens/${name}.png` });

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
    await expect(explorer.getByRole('button', { name: /Ardennes '44 East map/ })).toBeVisible();
    await expect(explorer.getByRole('button', { name: /Ardennes '44 order of battle/ })).toBeVisible();
    await expect(explorer.getByRole('button', { name: /Tigers in the Mist: the Ardennes/ })).toBeVisible();
    await expect(explorer.getByRole('button', { name: /The 7th Army Attacks/ })).toBeVisible();
    await expect(explorer.getByRole('button', { name: /Ardennes '44 West map/ })).toBeVisible();
    await expect(explorer.getByRole('button', { name: /the campaign game/ })).toBeVisible();
    await expect(page.getByTestId('summary')).toHaveText(/^14 documents · 0 errors · \d+ warnings · \d{4} placeholders$/);
    // The title names the project's games and its folder (the tests' scratch copy of the project).
    await expect(page.getByTestId('project')).toHaveText("Ardennes '44 · Tigers in the Mist — e2e-project");
    await expect(page).toHaveTitle("Ardennes '44 · Tigers in the Mist — e2e-project · Sandtable");
    await expect(page.getByTestId('open-file')).toHaveText('data/maps/ardennes44-east.map.json');
    await expect(page.getByTestId('json-pane')).toHaveAttribute('data-ready', 'true');
    await page.screenshot(shot('studio-east-map'));
  });

  test('a problem found by the filter reveals its place in the document; the list draws only the rows in view', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('json-pane')).toHaveAttribute('data-ready', 'true');
    const problems = page.getByRole('region', { name: 'Problems' });
    // Thousands of warnings, a screenful of rows in the page.
    const list = page.getByTestId('problem-list');
    await expect(list).toHaveAttribute('aria-rowcount', /^\d{4,}$/);
    expect(await list.locator('button.problem').count()).toBeLessThan(60);
    // Narrow, long messages wrap: each row is as tall as its text, and none covers the next.
    await page.setViewportSize({ width: 700, height: 900 });
    await expect
      .poll(async () => {
        const boxes = await list.locator('li').evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).sort((a, b) => a.top - b.top).map((r) => [r.top, r.bottom, r.height]));
        const overlaps = boxes.filter((b, i) => i > 0 && b[0]! < boxes[i - 1]![1]! - 0.5).length;
        return { overlaps, wrapped: boxes.some((b) => b[2]! > 30) };
      })
      .toEqual({ overlaps: 0, wrapped: true });
    await page.setViewportSize({ width: 1280, height: 720 });
    await problems.getByRole('searchbox', { name: 'Filter problems' }).fill('jabo lost');
    await expect(list).toHaveAttribute('aria-rowcount', /^[1-9]\d?$/);
    const jabo = problems.getByRole('button', { name: /tables\/jabo\/entries: the source lost this value/ });
    await jabo.click();
    await expect(page.getByTestId('open-file')).toHaveText('data/rules/ardennes44.rules.json');
    await expect(page.getByTestId('json-text')).toContainText('"entries"');
    await page.screenshot(shot('studio-problem-revealed'));
  });

  test('the explorer opens another document, the palette runs commands, and warnings can be hidden', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Project explorer' }).getByRole('button', { name: /Ardennes '44 order of battle/ }).click();
    await expect(page.getByTestId('open-file')).toHaveText('data/oob/ardennes44.oob.json');
    await expect(page.getByTestId('json-text')).toContainText('"kind": "oob"');
    await page.keyboard.press('Control+Shift+P');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await palette.getByPlaceholder('Type a command').fill('hexside');
    await page.keyboard.press('Enter');
    await expect(palette).toBeHidden();
    // The warnings a designer acts on come before the placeholders still to enter, which hide apart.
    const problems = page.getByRole('region', { name: 'Problems' });
    const first = problems.getByTestId('problem-list').locator('button.problem').first();
    await expect(first).toContainText(/^warning.*Wooded Rough hexside/);
    await page.getByLabel(/Warnings \(\d+\)/).uncheck();
    await expect(first).toContainText(/^placeholder/);
    await page.getByLabel(/Placeholders \(\d{4}\)/).uncheck();
    await expect(problems).toContainText('No problems.');
    await page.screenshot(shot('studio-oob'));
    // The switches are kept with the project's layout: reloaded, the placeholders stay hidden.
    await page.getByLabel(/Warnings \(\d+\)/).check();
    await page.reload();
    await expect(page.getByLabel(/Placeholders \(\d{4}\)/)).not.toBeChecked();
    await expect(page.getByLabel(/Warnings \(\d+\)/)).toBeChecked();
    await expect(first).toContainText(/^warning/);
    await expect(problems.getByTestId('problem-list')).toHaveAttribute('aria-rowcount', /^\d{1,2}$/);
  });
});
