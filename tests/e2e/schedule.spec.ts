import { expect, test } from '@playwright/test';
import { openStudio } from './stage';

const SCENARIO = 'data/scenarios/ardennes44-6turn.scenario.json';
type Win = { sandtable: { store: { get(f: string): { doc: { reinforcements: Record<string, { turn: string; units: string[] }> } } } } };

test('reinforcement schedule: drag a unit to another turn, and undo', async ({ page }) => {
  await openStudio(page, SCENARIO);
  await page.getByTestId('schedule-side-allied').click();
  const from = page.getByTestId('schedule-cell-16PM-A+B');
  const to = page.getByTestId('schedule-cell-17AM-A+B');
  const chip = from.locator('[data-unit="us-4-70-tnk-minus"]');
  await expect(chip).toHaveText('4/70 Tnk (−)');
  // The conditional German heavy tank destroyers show their release condition.
  await page.getByTestId('schedule-side-german').click();
  await expect(page.locator('[data-unit="de-653-hv-jpz-vi"]')).toHaveAttribute('title', /Arrives on a die roll from GT4 \(27\.9\)/);
  await page.getByTestId('schedule-side-allied').click();

  await chip.dragTo(to);
  await expect(to.locator('[data-unit="us-4-70-tnk-minus"]')).toBeVisible();
  await expect(from.locator('[data-unit="us-4-70-tnk-minus"]')).toHaveCount(0);
  const arrives = () => page.evaluate((f) => Object.values((window as never as Win).sandtable.store.get(f).doc.reinforcements).find((g) => g.units.includes('us-4-70-tnk-minus'))!.turn, SCENARIO);
  expect(await arrives()).toBe('17AM');
  await expect(page.getByTestId('status')).toContainText('Move 4/70 Tnk (−) from 16PM A+B to 17AM A+B');
  await page.screenshot({ path: 'test-results/screens/schedule-moved.png' });

  await page.keyboard.press('Control+z');
  await expect.poll(arrives).toBe('16PM');
  await expect(from.locator('[data-unit="us-4-70-tnk-minus"]')).toBeVisible();
});

test('variants: create one, add a change and see its diff, compare it with the base, revert the change', async ({ page }) => {
  await openStudio(page, SCENARIO);
  await page.getByTestId('variant-new').click();
  await expect(page.getByTestId('open-file')).toHaveText('data/scenarios/ardennes44-6turn-variant.scenario.json');
  await expect(page.getByTestId('variant-panel')).toContainText('Variant of ardennes44-6turn');
  await page.getByTestId('variant-target').selectOption('oob');
  await page.getByTestId('variant-path').fill('/units/de-2pz-start-1/front/attack');
  await page.getByTestId('variant-value').fill('6');
  await page.getByTestId('variant-label').fill('Stronger 2nd Panzer tanks');
  await page.getByTestId('variant-add').click();
  const change = page.getByTestId('variant-panel').locator('[data-change="c1"]');
  await expect(change).toContainText('Stronger 2nd Panzer tanks — oob ardennes44: replace /units/de-2pz-start-1/front/attack: 4 → 6');
  // Two more: a CRT cell, and a division's unit set up elsewhere.
  const add = async (target: string, path: string, value: string, label: string) => {
    await page.getByTestId('variant-target').selectOption(target);
    await page.getByTestId('variant-path').fill(path);
    await page.getByTestId('variant-value').fill(value);
    await page.getByTestId('variant-label').fill(label);
    await page.getByTestId('variant-add').click();
  };
  await add('ruleset', '/tables/crt/rows/4/3:1', '"DR2"', 'Harsher 3:1');
  await add('scenario', '/setup/de-26vg-start-1/hex', '"2010"', '26VG further west');
  await expect(page.getByTestId('variant-panel')).toContainText('26VG further west — scenario ardennes44-6turn: replace /setup/de-26vg-start-1/hex');
  await page.getByTestId('variant-compare').click();
  await expect(page.getByTestId('variant-report')).toContainText(/Base: .* Variant: /, { timeout: 60_000 });
  await page.screenshot({ path: 'test-results/screens/variant.png' });

  // Its changes marked in the editors: the OOB row, the CRT cell, and on the map (an arrow, a screenshot).
  await page.getByTestId('variant-show').check();
  await page.locator('button[title="data/oob/ardennes44.oob.json"]').click();
  await page.getByTestId('oob-search').fill('de-2pz-start-1');
  await expect(page.locator('.oob-row[data-unit="de-2pz-start-1"]')).toHaveClass(/variant-changed/);
  await page.locator('button[title="data/rules/ardennes44.rules.json"]').click();
  await expect(page.getByTestId('crt-cell-4-3:1').locator('xpath=..')).toHaveClass(/variant-changed/);
  await page.locator('button[title="data/maps/ardennes44-east.map.json"]').click();
  await page.evaluate(() => (window as never as { sandtable: { show(p: { file: string; hex: string }): void } }).sandtable.show({ file: 'data/maps/ardennes44-east.map.json', hex: '2010' }));
  await page.screenshot({ path: 'test-results/screens/variant-map.png' });
  await page.locator('button[title="data/scenarios/ardennes44-6turn-variant.scenario.json"]').click();
  // Switch the first change off (kept, not applied), then on again.
  await page.getByTestId('variant-toggle-c1').click();
  await expect(change).toContainText('(switched off)');
  await page.getByTestId('variant-toggle-c1').click();
  await expect(change).not.toContainText('(switched off)');
  await page.getByTestId('variant-revert-c1').click();
  await expect(change).toHaveCount(0);
  await page.keyboard.press('Control+z');
  await expect(change).toHaveCount(1);
});
