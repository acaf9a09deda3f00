/**
 * File › Rename: a document's new id checked as it is typed, the file it moves to and the documents
 * that name it said first; the rename is one undo step across them all, and saving writes the new
 * file, rewrites the others, and moves the old file into data/.trash/ (never erased).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { openStudio } from './stage';

const here = path.dirname(new URL(import.meta.url).pathname);
const scratch = path.resolve(here, '../../test-results/e2e-project');
const OLD = 'data/scenarios/rename-me.scenario.json';
const NEW = 'data/scenarios/renamed.scenario.json';
const VARIANT = 'data/scenarios/rename-me-variant.scenario.json';
const trash = path.join(scratch, 'data/.trash');
const made = [OLD, NEW, VARIANT];

const menu = async (page: Page, top: string, item: string | RegExp) => {
  await page.getByRole('button', { name: top, exact: true }).click();
  await page.getByRole('menuitem', { name: item }).click();
};
const onDisk = (file: string) => fs.existsSync(path.join(scratch, file));
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(scratch, file), 'utf8')) as Record<string, unknown>;
const clean = () => {
  for (const f of made) fs.rmSync(path.join(scratch, f), { force: true });
  fs.rmSync(trash, { recursive: true, force: true });
};

test.beforeEach(async ({ page }) => {
  clean();
  await page.goto('/');
  await page.evaluate(() => indexedDB.deleteDatabase('sandtable'));
});
test.afterEach(clean);

/** A scenario of its own, and a variant of it (recording stopped), both saved; the scenario open. */
async function scenarioAndVariant(page: Page): Promise<void> {
  await openStudio(page);
  await menu(page, 'File', /New scenario/);
  await page.keyboard.type('Rename me');
  await page.getByRole('dialog', { name: 'New scenario' }).getByRole('button', { name: 'Create' }).click();
  await expect(page.getByTestId('open-file')).toHaveText(OLD);
  await menu(page, 'File', /New variant of Rename me/);
  await expect(page.getByTestId('open-file')).toHaveText(VARIANT);
  // While recording into the variant, no rename: it would not be a change of the variant.
  await menu(page, 'File', /^Rename data\/scenarios\/rename-me-variant\.scenario\.json…/);
  const blocked = page.getByRole('dialog', { name: 'Rename document' });
  await blocked.getByLabel('New id').fill('other');
  await expect(blocked.getByTestId('rename-problem')).toHaveText(`Stop recording into ${VARIANT} before renaming a document.`);
  await expect(blocked.getByTestId('rename-confirm')).toBeDisabled();
  await blocked.getByRole('button', { name: 'Cancel' }).click();
  await page.getByTestId('recording-stop').click();
  await page.keyboard.press('Control+S');
  await expect.poll(() => onDisk(OLD) && onDisk(VARIANT)).toBe(true);
  await expect(page.getByText(/unsaved/)).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Project explorer' }).getByTitle(OLD).click();
  await expect(page.getByTestId('open-file')).toHaveText(OLD);
}

/** Renames the open scenario to `renamed` through the dialog. */
async function renameTo(page: Page, id: string): Promise<void> {
  await menu(page, 'File', /^Rename data\/scenarios\/rename-me\.scenario\.json…/);
  const dialog = page.getByRole('dialog', { name: 'Rename document' });
  await dialog.getByLabel('New id').fill(id);
  await dialog.getByLabel('New id').press('Enter');
  await expect(page.getByTestId('open-file')).toHaveText(NEW);
}

const docOf = (page: Page, file: string) => page.evaluate((f) => (window as never as { sandtable: { store: { get(f: string): { doc: Record<string, unknown> } | undefined } } }).sandtable.store.get(f)?.doc, file);

test('a scenario and its variant: renamed in one step, the variant follows, Save moves the file; undo and save bring it all back', async ({ page }) => {
  await scenarioAndVariant(page);

  await menu(page, 'File', /^Rename data\/scenarios\/rename-me\.scenario\.json…/);
  const dialog = page.getByRole('dialog', { name: 'Rename document' });
  const field = dialog.getByLabel('New id');
  await expect(field).toHaveValue('rename-me');
  await field.fill('two words');
  await expect(dialog.getByTestId('rename-problem')).toContainText('"two words" is not an id');
  await expect(dialog.getByTestId('rename-confirm')).toBeDisabled();
  await field.fill('ardennes44-6turn');
  await expect(dialog.getByTestId('rename-problem')).toContainText('data/scenarios/ardennes44-6turn.scenario.json is already the scenario "ardennes44-6turn"');
  await field.fill('renamed');
  await expect(dialog.getByTestId('rename-problem')).toHaveCount(0);
  await expect(dialog.getByTestId('rename-file')).toHaveText(`${OLD} becomes ${NEW}.`);
  await expect(dialog.getByTestId('rename-references')).toContainText(`(${VARIANT}): its base scenario (a variant of it)`);
  await page.screenshot({ path: 'test-results/screens/rename-dialog.png' });
  await field.press('Enter');

  // The open document followed to its new file; the variant names it; nothing on disk yet.
  await expect(page.getByTestId('open-file')).toHaveText(NEW);
  await expect(page.getByTestId('status')).toContainText('Rename scenario rename-me to renamed, and its name in 1 other document: undo puts every one back');
  const doc = (file: string) => docOf(page, file);
  expect(await doc(VARIANT)).toMatchObject({ variantOf: 'renamed' });
  expect(await doc(OLD)).toBeUndefined();
  await expect(page.getByText('3 unsaved')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/rename-done.png' });
  expect(onDisk(NEW)).toBe(false);

  // Saved: the new file written, the variant rewritten, the old file moved into data/.trash/.
  await page.keyboard.press('Control+S');
  await expect.poll(() => onDisk(NEW) && !onDisk(OLD)).toBe(true);
  expect(read(NEW)).toMatchObject({ id: 'renamed', name: 'Rename me' });
  expect(read(VARIANT)).toMatchObject({ variantOf: 'renamed' });
  expect(fs.readdirSync(path.join(trash, 'scenarios')).some((f) => f.startsWith('rename-me.'))).toBe(true);

  // One undo puts all three back, the open document with them; saved, the disk is as it was.
  await menu(page, 'Edit', 'Undo Rename scenario rename-me to renamed');
  await expect(page.getByTestId('open-file')).toHaveText(OLD);
  expect(await doc(VARIANT)).toMatchObject({ variantOf: 'rename-me' });
  await page.keyboard.press('Control+S');
  await expect.poll(() => onDisk(OLD) && !onDisk(NEW)).toBe(true);
  expect(read(OLD)).toMatchObject({ id: 'rename-me' });
  expect(read(VARIANT)).toMatchObject({ variantOf: 'rename-me' });
});

test('a rename not yet saved when the tab goes away: recovered whole, the old file deleted again', async ({ page }) => {
  await scenarioAndVariant(page);
  await renameTo(page, 'renamed');
  await expect(page.getByText('3 unsaved')).toBeVisible();
  await page.reload();
  const banner = page.getByTestId('recovery');
  await expect(banner).toContainText(NEW);
  await expect(banner).toContainText(VARIANT);
  await expect(banner).toContainText(`${OLD} (deleted, `);
  // Before recovery the disk's documents: the old scenario, the variant naming it.
  expect(await docOf(page, OLD)).toMatchObject({ id: 'rename-me' });
  await page.screenshot({ path: 'test-results/screens/rename-recovery.png' });
  await banner.getByRole('button', { name: 'Recover' }).click();
  await expect(page.getByText('3 unsaved')).toBeVisible();
  expect(await docOf(page, OLD)).toBeUndefined();
  expect(await docOf(page, NEW)).toMatchObject({ id: 'renamed' });
  expect(await docOf(page, VARIANT)).toMatchObject({ variantOf: 'renamed' });
  await page.keyboard.press('Control+S');
  await expect.poll(() => onDisk(NEW) && !onDisk(OLD)).toBe(true);
  expect(read(VARIANT)).toMatchObject({ variantOf: 'renamed' });
});

test("the shipped East map: the scenarios that play on it are listed, Cancel changes nothing", async ({ page }) => {
  const MAP = 'data/maps/ardennes44-east.map.json';
  await openStudio(page, MAP);
  await menu(page, 'File', `Rename ${MAP}… (its id, its file, and every reference to it)`);
  const dialog = page.getByRole('dialog', { name: 'Rename document' });
  await dialog.getByLabel('New id').fill('ardennes44-west');
  await expect(dialog.getByTestId('rename-problem')).toContainText('is already the map "ardennes44-west"');
  await dialog.getByLabel('New id').fill('a44-east');
  await expect(dialog.getByTestId('rename-file')).toHaveText(`${MAP} becomes data/maps/a44-east.map.json.`);
  await expect(dialog.getByTestId('rename-references')).toContainText("Ardennes '44: the 6-turn game (data/scenarios/ardennes44-6turn.scenario.json): its maps");
  await expect(dialog.getByTestId('rename-references')).toContainText('a map it joins');
  await page.screenshot({ path: 'test-results/screens/rename-map-dialog.png' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('open-file')).toHaveText(MAP);
  await expect(page.getByText(/unsaved/)).toHaveCount(0);
  // F2 renames the open document, as in a file manager (not while typing: the JSON pane keeps its keys).
  await page.keyboard.press('F2');
  await expect(dialog.getByLabel('New id')).toHaveValue('ardennes44-east');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
});
