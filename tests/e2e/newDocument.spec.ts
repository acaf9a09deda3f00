/**
 * File › New: a designer starts a game's map from the printed one (its grid, numbering and
 * default terrain) and its order of battle, each of a ruleset of the project; a new document is
 * one undo step, unsaved until saved, and a grid that cannot be a map says why before it is made.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { openStudio } from './stage';

test.use({ viewport: { width: 1280, height: 800 } });

const here = path.dirname(new URL(import.meta.url).pathname);
const scratch = path.resolve(here, '../../test-results/e2e-project');
const MAP = 'data/maps/hurtgen-forest.map.json';
const OOB = 'data/oob/breakthrough-units.oob.json';
const SCENARIO = 'data/scenarios/meeting-at-st-vith.scenario.json';
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screens/${name}.png` });

test.beforeEach(async ({ page }) => {
  for (const f of [MAP, OOB, SCENARIO]) fs.rmSync(path.join(scratch, f), { force: true });
  await page.goto('/');
  await page.evaluate(() => indexedDB.deleteDatabase('sandtable'));
});
// A file a test saved is not left for the other tests' project.
test.afterEach(() => {
  for (const f of [MAP, OOB, SCENARIO]) fs.rmSync(path.join(scratch, f), { force: true });
});

test('a new map from its printed grid: checked as typed, opened when made, one undo step, saved as a new file', async ({ page }) => {
  await openStudio(page);
  await page.getByRole('button', { name: 'File', exact: true }).click();
  await page.getByRole('menuitem', { name: /New map/ }).click();
  const dialog = page.getByRole('dialog', { name: 'New map' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Ruleset')).toHaveValue('ardennes44');
  await page.keyboard.type('Hürtgen Forest');
  await expect(dialog).toContainText(`It will be saved as ${MAP}.`);
  // A game with no terrain is played on areas: its map is one; back on Ardennes '44, a hex grid again.
  await dialog.getByLabel('Ruleset').selectOption({ label: 'Tigers in the Mist' });
  await expect(dialog.getByLabel('Kind of map')).toHaveValue('area');
  await expect(dialog.getByTestId('new-document-problems')).toHaveCount(0);
  await dialog.getByLabel('Ruleset').selectOption({ label: "Ardennes '44" });
  await expect(dialog.getByLabel('Kind of map')).toHaveValue('hex');
  await expect(dialog.getByLabel('Default terrain')).toHaveValue('clear');
  // A row number longer than its digits: said at once, and nothing can be made of it.
  await dialog.getByLabel('Last row').fill('120');
  await expect(dialog.getByTestId('new-document-problems')).toHaveText('row 120 has more digits than the 2 the numbers are printed with');
  await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
  await dialog.getByLabel('Last row').fill('14');
  await dialog.getByLabel('Last column').fill('16');
  await dialog.getByLabel('Prefix').fill('H');
  await dialog.getByLabel('Default terrain').selectOption({ label: 'Forest' });
  await expect(dialog.getByTestId('new-document-problems')).toHaveCount(0);
  await shot(page, 'new-map-dialog');
  await dialog.getByRole('button', { name: 'Create' }).click();

  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('open-file')).toHaveText(MAP);
  const geometry = () =>
    page.evaluate(() => {
      const g = (document.querySelector('[data-testid=map-stage]') as (HTMLElement & { sandtable?: { geometry(): { ids: string[] } | undefined } }) | null)?.sandtable?.geometry();
      return g ? { hexes: g.ids.length, first: g.ids.includes('H0101'), last: g.ids.includes('H1614') } : undefined;
    });
  await expect.poll(geometry).toEqual({ hexes: 16 * 14, first: true, last: true });
  const explorer = page.getByRole('navigation', { name: 'Project explorer' });
  await expect(explorer.getByRole('button', { name: /Hürtgen Forest/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Problems' })).toContainText('this map has no hex records, so every hex is "forest"');
  await shot(page, 'new-map');

  // One undo step takes it away; redo brings it back.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByRole('menuitem', { name: `Undo Create ${MAP}` }).click();
  await expect(explorer.getByRole('button', { name: /Hürtgen Forest/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByRole('menuitem', { name: `Redo Create ${MAP}` }).click();
  await expect(explorer.getByRole('button', { name: /Hürtgen Forest/ })).toBeVisible();

  // Unsaved until saved: then the file is on disk, as made.
  expect(fs.existsSync(path.join(scratch, MAP))).toBe(false);
  await explorer.getByRole('button', { name: /Hürtgen Forest/ }).click();
  await page.keyboard.press('Control+S');
  await expect.poll(() => fs.existsSync(path.join(scratch, MAP))).toBe(true);
  const saved = JSON.parse(fs.readFileSync(path.join(scratch, MAP), 'utf8')) as { grid: unknown; defaultTerrain: string; ruleset: string };
  expect(saved).toMatchObject({ ruleset: 'ardennes44', defaultTerrain: 'forest', grid: { columns: { first: 1, last: 16 }, rows: { first: 1, last: 14 }, numbering: { prefix: 'H', columnDigits: 2, rowDigits: 2 } } });
});

test('a new order of battle from the command palette, of the ruleset chosen; Escape leaves the form with nothing made', async ({ page }) => {
  await openStudio(page);
  await page.keyboard.press('Control+Shift+P');
  await page.keyboard.type('new order');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New order of battle' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await page.keyboard.press('Control+Shift+P');
  await page.keyboard.type('new order');
  await page.keyboard.press('Enter');
  await dialog.getByLabel('Ruleset').selectOption({ label: 'Tigers in the Mist' });
  await dialog.getByLabel('Name').fill('Breakthrough units');
  await dialog.getByLabel('Name').press('Enter');
  await expect(page.getByTestId('open-file')).toHaveText(OOB);
  const doc = await page.evaluate((file) => (window as never as { sandtable: { store: { get(f: string): { doc: unknown } } } }).sandtable.store.get(file).doc, OOB);
  expect(doc).toMatchObject({ kind: 'oob', ruleset: 'titm', formations: {}, units: {} });
  expect(Object.keys((doc as { sides: object }).sides)).toEqual(['german', 'allied']);
  await shot(page, 'new-oob');
});

test('a new scenario of the open game: its maps, order of battle and turns chosen, a last turn before the first refused', async ({ page }) => {
  await openStudio(page);
  await page.getByRole('button', { name: 'File', exact: true }).click();
  await page.getByRole('menuitem', { name: /New scenario/ }).click();
  const dialog = page.getByRole('dialog', { name: 'New scenario' });
  await page.keyboard.type('Meeting at St-Vith');
  // The open map's game: its maps (the first ticked), its order of battle, its whole calendar.
  await expect(dialog.getByLabel("Map Ardennes '44 East map", { exact: false })).toBeChecked();
  await expect(dialog.getByLabel('Order of battle')).toHaveValue('ardennes44');
  await expect(dialog.getByLabel('First turn')).toHaveValue('16AM');
  await dialog.getByLabel("Map Ardennes '44 West map", { exact: false }).check();
  await dialog.getByLabel('First turn').selectOption({ label: '17 PM' });
  await dialog.getByLabel('Last turn').selectOption({ label: '17 AM' });
  await expect(dialog.getByTestId('new-document-problems')).toHaveText('the last turn (17AM) comes before the first (17PM)');
  await dialog.getByLabel('Last turn').selectOption({ label: '18 PM' });
  await shot(page, 'new-scenario-dialog');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByTestId('open-file')).toHaveText(SCENARIO);
  const doc = await page.evaluate((file) => (window as never as { sandtable: { store: { get(f: string): { doc: unknown } } } }).sandtable.store.get(file).doc, SCENARIO);
  expect(doc).toMatchObject({ kind: 'scenario', ruleset: 'ardennes44', maps: ['ardennes44-east', 'ardennes44-west'], oob: 'ardennes44', firstTurn: '17PM', lastTurn: '18PM', setup: {}, victory: { conditions: {} } });
  await expect(page.getByRole('navigation', { name: 'Project explorer' }).getByRole('button', { name: /Meeting at St-Vith/ })).toBeVisible();
  await shot(page, 'new-scenario');
});
