import { expect, test, type Page } from '@playwright/test';
import { openStudio } from './stage';

const OOB = 'data/oob/ardennes44.oob.json';
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screens/${name}.png` });
type Win = { sandtable: { store: { get(f: string): { doc: { units: Record<string, { name: string; side: string; formation?: string; front: { attack?: number; defense?: number } }> } } } } };
const units = (page: Page) => page.evaluate((f) => (window as never as Win).sandtable.store.get(f).doc.units, OOB);

test('order of battle: paste 20 units from a spreadsheet with a preview, then filter, edit, fill down and undo', async ({ page }) => {
  await openStudio(page, OOB);
  await expect(page.getByTestId('oob-count')).toHaveText('300 of 300 units');
  // Only the rows in view are in the page.
  await expect(page.locator('.oob-row').first()).toBeVisible();
  expect(await page.locator('.oob-row').count()).toBeLessThan(80);

  // 20 rows of a new regiment, and one row the preview refuses.
  const rows = Array.from({ length: 20 }, (_, i) => `KG 9/${i + 1}\tgerman\tinfBn\t26VG\t${2 + (i % 3)}\t${1 + (i % 2)}`);
  const tsv = ['Name\tSide\tType\tFormation\tAtt\tDef', ...rows, 'KG 9/bad\tgerman\tzeppelin\t26VG\t1\t1'].join('\n');
  await page.getByTestId('oob-paste').click();
  await page.getByTestId('paste-text').fill(tsv);
  await expect(page.getByTestId('paste-preview')).toContainText('21 rows: 20 ready, 1 with problems');
  await expect(page.getByTestId('paste-preview')).toContainText('Type: "zeppelin" is not one of');
  await shot(page, 'oob-paste-preview');
  await page.getByTestId('paste-apply').click();
  await expect(page.getByTestId('oob-count')).toHaveText('320 of 320 units');
  expect(Object.values(await units(page)).filter((u) => u.name.startsWith('KG 9/'))).toHaveLength(20);

  // Find them, edit a cell in place, and fill the attack down the selection.
  await page.getByTestId('oob-search').fill('KG 9/');
  await expect(page.getByTestId('oob-count')).toHaveText('20 of 320 units');
  // The row by its unit (rows are recycled as the grid scrolls).
  const first = page.locator('.oob-row[data-unit="kg-9-1"]');
  await first.locator('[data-col="front.attack"]').dblclick();
  await page.locator('.oob-input').fill('7');
  await page.locator('.oob-input').press('Enter');
  await expect(first.locator('[data-col="front.attack"]')).toHaveText('7');
  await first.locator('[data-col="front.attack"]').click();
  await page.locator('.oob-row').nth(4).locator('[data-col="front.attack"]').click({ modifiers: ['Shift'] });
  await expect(page.getByTestId('oob-count')).toContainText('5 selected');
  await page.getByTestId('oob-fill-down').click();
  const after = Object.values(await units(page)).filter((u) => u.name.startsWith('KG 9/'));
  expect(after.filter((u) => u.front.attack === 7).length).toBeGreaterThanOrEqual(5);
  // Filter by side: the pasted units are German.
  await page.getByTestId('oob-filter-side').selectOption('allied');
  await expect(page.getByTestId('oob-count')).toContainText('0 of 320 units');
  await page.getByTestId('oob-filter-side').selectOption('');
  // The first selected unit's counter, front and back, drawn from its row; a sheet of the selection.
  await expect(page.getByTestId('counter-preview').locator('svg [data-side="front"]')).toContainText('7-');
  await expect(page.getByTestId('counter-preview').locator('svg [data-side="back"]')).toContainText('(no back)');
  const download = page.waitForEvent('download');
  await page.getByTestId('oob-sheet').click();
  const file = await (await download).path();
  const svg = (await import('node:fs')).readFileSync(file, 'utf8');
  expect(svg).toContain('data-counters="5"');
  expect(svg.match(/data-side="back"/g)).toHaveLength(5);
  await shot(page, 'oob-grid');

  // Undo the fill, the edit and the paste: the order of battle is as shipped.
  for (let i = 0; i < 3; i++) await page.keyboard.press('Control+z');
  await expect(page.getByTestId('oob-count')).toContainText('0 of 300 units');
});

test('formation tree: where a formation is used, and re-parent it by drag (a loop refused), with undo', async ({ page }) => {
  await openStudio(page, OOB);
  const tree = page.getByTestId('formation-tree');
  type F = { sandtable: { store: { get(f: string): { doc: { formations: Record<string, { parent?: string }>; units: Record<string, { formation?: string }> } } } } };
  const doc = () => page.evaluate((f) => (window as never as F).sandtable.store.get(f).doc, OOB);
  // 79VG has no corps in the shipped data (a top-level entry); put it under XLVII Panzer Corps.
  expect((await doc()).formations['79VG']!.parent).toBeUndefined();
  await tree.locator('[data-formation="79VG"] span').first().click();
  await expect(page.getByTestId('where-used')).toContainText(/79th Volksgrenadier Division: used by \d+ units/);
  await expect(page.getByTestId('oob-count')).toContainText(/^\d+ of 300 units/);
  await tree.locator('[data-formation="5PzA"] .twisty').click();
  await tree.locator('[data-formation="79VG"]').dragTo(tree.locator('[data-formation="XLVIIPzK"]'));
  expect((await doc()).formations['79VG']!.parent).toBe('XLVIIPzK');
  // A loop is refused and said.
  await tree.locator('[data-formation="5PzA"]').dragTo(tree.locator('[data-formation="XLVIIPzK"]'));
  await expect(page.getByTestId('status')).toContainText('that is inside it');
  await page.screenshot({ path: 'test-results/screens/oob-tree.png' });
  await page.keyboard.press('Control+z');
  await expect.poll(async () => (await doc()).formations['79VG']!.parent).toBeUndefined();
});

test('order of battle: the keyboard moves the cell cursor and edits cells as in a spreadsheet', async ({ page }) => {
  await openStudio(page, OOB);
  await page.getByTestId('oob-search').fill('2Pz');
  const rows = page.locator('.oob-row');
  const first = await rows.nth(0).getAttribute('data-unit');
  const second = await rows.nth(1).getAttribute('data-unit');
  await rows.nth(0).locator('[data-col="front.attack"]').click();
  // Typing replaces the cell; Enter commits and moves down.
  await page.keyboard.type('9');
  await expect(page.locator('.oob-input')).toHaveValue('9');
  await page.keyboard.press('Enter');
  await expect(rows.nth(1)).toHaveClass(/selected/);
  expect((await units(page))[first!]!.front.attack).toBe(9);
  // F2 edits in place (in the grid, not File › Rename's F2); Escape cancels.
  await page.keyboard.press('F2');
  await expect(page.locator('.oob-input')).toHaveCount(1);
  await expect(page.getByRole('dialog', { name: 'Rename document' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.locator('.oob-input')).toHaveCount(0);
  // Right to the defense column, type and Tab: committed, the cursor one column right.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type('3');
  await page.keyboard.press('Tab');
  expect((await units(page))[second!]!.front.defense).toBe(3);
  await expect(page.locator('.oob-th.active')).toHaveText('MA'); // the key columns first: Name, Att, Def, MA, TQ
  // Up with Shift extends the selection; the status counts it.
  await page.keyboard.press('Shift+ArrowUp');
  await expect(page.getByTestId('oob-count')).toContainText('2 selected');
  await page.screenshot({ path: 'test-results/screens/oob-keyboard.png' });
  // Ctrl+Z still undoes from the grid.
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+z');
  expect((await units(page))[first!]!.front.attack).not.toBe(9);
});

test('formations made, renamed and deleted in the tree; units deleted, with what still names them said; all undone', async ({ page }) => {
  await openStudio(page, OOB);
  const tree = page.getByTestId('formation-tree');
  type F = { sandtable: { store: { get(f: string): { doc: { formations: Record<string, { name: string; parent?: string; side: string }>; units: Record<string, unknown> } } } } };
  const doc = () => page.evaluate((f) => (window as never as F).sandtable.store.get(f).doc, OOB);
  // A new regiment under the 26th VG Division (picked, under XLVII Pz Corps of the 5th Pz Army), then renamed by double-click.
  await tree.locator('[data-formation="5PzA"] .twisty').click();
  await tree.locator('[data-formation="XLVIIPzK"] .twisty').click();
  await tree.locator('[data-formation="26VG"] span').first().click();
  await page.getByTestId('formation-new-name').fill('GR 77');
  await page.getByTestId('formation-new-level').selectOption('regiment');
  await page.getByTestId('formation-new').click();
  await expect(page.getByTestId('status')).toContainText('New regiment GR 77 under 26th Volksgrenadier Division');
  expect((await doc()).formations['GR-77']).toMatchObject({ name: 'GR 77', parent: '26VG', side: 'german' });
  await tree.locator('[data-formation="GR-77"] span').first().dblclick();
  await expect(page.getByTestId('formation-rename')).toBeVisible();
  await page.getByTestId('formation-rename').fill('Grenadier-Regiment 77');
  await page.getByTestId('formation-rename').press('Enter');
  expect((await doc()).formations['GR-77']!.name).toBe('Grenadier-Regiment 77');
  // The division cannot go while it has units; the empty regiment can.
  await tree.locator('[data-formation="26VG"] span').first().click();
  await page.getByTestId('formation-delete').click();
  await expect(page.getByTestId('status')).toContainText(/still has \d+ units/);
  await tree.locator('[data-formation="GR-77"] span').first().click();
  await page.getByTestId('formation-delete').click();
  expect((await doc()).formations['GR-77']).toBeUndefined();
  // Delete two set-up units: the status says the scenario still names them.
  await tree.locator('[data-formation="26VG"] span').first().click();
  await page.locator('.oob-row').nth(0).locator('[data-col="name"]').click();
  await page.locator('.oob-row').nth(1).locator('[data-col="name"]').click({ modifiers: ['Shift'] });
  await page.getByTestId('oob-delete').click();
  await expect(page.getByTestId('status')).toContainText(/Delete 2 units; data\/scenarios\/ardennes44-6turn\.scenario\.json names 2, data\/scenarios\/ardennes44-campaign\.scenario\.json names 2 of them still/);
  expect(Object.keys((await doc()).units)).toHaveLength(298);
  await page.screenshot({ path: 'test-results/screens/oob-formations.png' });
  for (let i = 0; i < 5; i++) await page.keyboard.press('Control+z');
  await expect.poll(async () => Object.keys((await doc()).units).length).toBe(300);
  expect((await doc()).formations['GR-77']).toBeUndefined();
});

test('unit types: a new type copied from another, its template edited, a unit made from it; the type in use cannot go', async ({ page }) => {
  await openStudio(page, OOB);
  type T = { sandtable: { store: { get(f: string): { doc: { unitTypes: Record<string, { name: string; front?: { attack?: number } }>; units: Record<string, { type: string; front: { attack?: number } }> } } } } };
  const doc = () => page.evaluate((f) => (window as never as T).sandtable.store.get(f).doc, OOB);
  await page.getByTestId('oob-types').click();
  await page.getByTestId('type-new-name').fill('Werfer brigade');
  await page.getByTestId('type-new-copy').selectOption('infRegt');
  await page.getByTestId('type-new').click();
  await expect(page.getByTestId('status')).toContainText('New unit type Werfer brigade (a copy of Infantry regiment)');
  await page.getByTestId('type-werferBrigade-front.attack').fill('6');
  await page.getByTestId('type-werferBrigade-front.attack').press('Enter');
  expect((await doc()).unitTypes.werferBrigade!.front!.attack).toBe(6);
  // Its class is one of the ruleset's unit classes.
  await page.getByTestId('type-werferBrigade-unitClass').selectOption('artillery');
  expect(((await doc()).unitTypes.werferBrigade as unknown as { unitClass: string }).unitClass).toBe('artillery');
  await page.screenshot({ path: 'test-results/screens/oob-unit-types.png' });
  await page.getByTestId('oob-types').click();
  // A new unit from the new type starts with its template.
  await page.locator('select[title="Unit type template"]').selectOption('werferBrigade');
  await page.getByTestId('oob-new-name').fill('Werfer-Brigade 7');
  await page.getByTestId('oob-new').click();
  const made = Object.values((await doc()).units).find((u) => u.type === 'werferBrigade')!;
  expect(made.front.attack).toBe(6);
  await page.getByTestId('oob-types').click();
  await page.getByTestId('type-werferBrigade-delete').click();
  await expect(page.getByTestId('status')).toContainText('Werfer brigade is the type of 1 unit: change their type first');
  for (let i = 0; i < 4; i++) await page.keyboard.press('Control+z');
  await expect.poll(async () => (await doc()).unitTypes.werferBrigade).toBeUndefined();
});

test('order of battle: the key columns (Name, Att, Def, MA, TQ) come first and stay in view when the grid scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  await openStudio(page, 'data/oob/ardennes44.oob.json');
  const head = page.locator('.oob-head .oob-th');
  await expect(head.nth(0)).toHaveText('Name');
  await expect(head.nth(1)).toHaveText('Att');
  await expect(head.nth(4)).toHaveText('TQ');
  const grid = page.getByTestId('oob-grid');
  const att = page.locator('.oob-row').first().locator('[data-col="front.attack"]');
  await grid.evaluate((g) => (g.scrollLeft = g.scrollWidth)); // to the last column
  await expect(grid).toHaveClass(/freeze-keys/);
  const box = (await grid.boundingBox())!;
  await expect(page.locator('.oob-row').first().locator('[data-col="setup.hex"]')).toBeInViewport();
  // Att stays at its place at the grid's left, after the name, however far the grid scrolled.
  expect((await att.boundingBox())!.x).toBeCloseTo(box.x + 130, 0);
  await page.screenshot({ path: 'test-results/screens/oob-frozen.png' });
});
