/**
 * File › Delete: the documents that name the one to delete are said first; the deletion is one
 * undo step, and saving moves the file into data/.trash/ (never erased); undo after that brings it
 * back to be saved again.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { openStudio } from './stage';

const here = path.dirname(new URL(import.meta.url).pathname);
const scratch = path.resolve(here, '../../test-results/e2e-project');
const OOB = 'data/oob/spare-units.oob.json';
const trash = path.join(scratch, 'data/.trash');

const menu = async (page: Page, top: string, item: string | RegExp) => {
  await page.getByRole('button', { name: top, exact: true }).click();
  await page.getByRole('menuitem', { name: item }).click();
};

test.beforeEach(async ({ page }) => {
  fs.rmSync(path.join(scratch, OOB), { force: true });
  fs.rmSync(trash, { recursive: true, force: true });
  await page.goto('/');
  await page.evaluate(() => indexedDB.deleteDatabase('sandtable'));
});
test.afterEach(() => {
  fs.rmSync(path.join(scratch, OOB), { force: true });
  fs.rmSync(trash, { recursive: true, force: true });
});

test('a saved document deleted: one undo step, Save moves the file into data/.trash/, undo brings it back to save again', async ({ page }) => {
  await openStudio(page);
  // A document on disk that nothing names: a new order of battle, saved.
  await menu(page, 'File', /New order of battle/);
  const made = page.getByRole('dialog', { name: 'New order of battle' });
  await made.getByLabel('Name').fill('Spare units');
  await made.getByLabel('Name').press('Enter');
  await expect(page.getByTestId('open-file')).toHaveText(OOB);
  await page.keyboard.press('Control+S');
  await expect.poll(() => fs.existsSync(path.join(scratch, OOB))).toBe(true);
  const text = fs.readFileSync(path.join(scratch, OOB), 'utf8');

  await menu(page, 'File', `Delete ${OOB}…`);
  const dialog = page.getByRole('dialog', { name: 'Delete document' });
  await expect(dialog).toContainText('No other document names it.');
  await page.screenshot({ path: 'test-results/screens/delete-dialog.png' });
  await dialog.getByTestId('delete-confirm').click();
  await expect(page.getByTestId('status')).toContainText(`Deleted ${OOB}: undo brings it back`);
  const explorer = page.getByRole('navigation', { name: 'Project explorer' });
  await expect(explorer.getByRole('button', { name: /Spare units/ })).toHaveCount(0);
  await expect(page.getByText('1 unsaved')).toBeVisible();
  // Still on disk until saved; then moved into data/.trash/, as it was.
  expect(fs.existsSync(path.join(scratch, OOB))).toBe(true);
  await page.keyboard.press('Control+S');
  await expect.poll(() => fs.existsSync(path.join(scratch, OOB))).toBe(false);
  await expect(page.getByTestId('status')).toContainText(`Deleted ${OOB} (kept in data/.trash/oob/spare-units.`);
  const kept = fs.readdirSync(path.join(trash, 'oob'));
  expect(kept).toHaveLength(1);
  expect(fs.readFileSync(path.join(trash, 'oob', kept[0]!), 'utf8')).toBe(text);

  // Undo after the save: back as a new document, unsaved; saved again, on disk again.
  await menu(page, 'Edit', `Undo Delete ${OOB}`);
  await expect(explorer.getByRole('button', { name: /Spare units/ })).toBeVisible();
  await page.keyboard.press('Control+S');
  await expect.poll(() => fs.existsSync(path.join(scratch, OOB))).toBe(true);
  expect(fs.readFileSync(path.join(scratch, OOB), 'utf8')).toBe(text);
});

test('a map the scenarios play on: the dialog names each that would be left without it, and Cancel leaves everything as it was', async ({ page }) => {
  const MAP = 'data/maps/ardennes44-east.map.json';
  await openStudio(page, MAP);
  await menu(page, 'File', `Delete ${MAP}…`);
  const dialog = page.getByRole('dialog', { name: 'Delete document' });
  await expect(dialog).toContainText(/\d+ documents name it, and will show errors until changed/);
  await expect(dialog.getByTestId('delete-references')).toContainText("Ardennes '44: the 6-turn game (data/scenarios/ardennes44-6turn.scenario.json): its maps");
  await page.screenshot({ path: 'test-results/screens/delete-referenced.png' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('open-file')).toHaveText(MAP);
  await expect(page.getByText(/unsaved/)).toHaveCount(0);
});
