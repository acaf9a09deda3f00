/**
 * Issue 15: the studio's regions resize by their splitters, fold away and come back, and the
 * arrangement is remembered for the project across a reload; usable at 1280 × 800.
 */
import fs from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { fromFileMenu, openJsonEditor, openStudio, setInOpenJson } from './stage';

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screens/${name}.png` });
const width = async (l: Locator) => (await l.boundingBox())!.width;
const height = async (l: Locator) => (await l.boundingBox())!.height;

/** Drags a splitter by (dx, dy) with the mouse. */
async function drag(page: Page, splitter: Locator, dx: number, dy: number): Promise<void> {
  const b = (await splitter.boundingBox())!;
  const [x, y] = [b.x + b.width / 2, b.y + b.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + dy / 2);
  await page.mouse.move(x + dx, y + dy);
  await page.mouse.up();
}

test.use({ viewport: { width: 1280, height: 800 } });

test('splitters resize the side bar, the JSON pane and Problems; folds come back; the layout is remembered across a reload', async ({ page }) => {
  await openStudio(page);
  const side = page.locator('aside.side');
  const json = page.locator('.json-wrap');
  const problems = page.getByRole('region', { name: 'Problems' });
  await shot(page, 'layout-1280x800');
  // At 1280 × 800 nothing is cut off: the toolbar, the map, the JSON pane and Problems all fit.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  const [side0, json0, problems0] = [await width(side), await width(json), await height(problems)];

  await drag(page, page.getByTestId('splitter-side'), 80, 0);
  await drag(page, page.getByTestId('splitter-json'), -100, 0);
  await drag(page, page.getByTestId('splitter-problems'), 0, -120);
  expect(await width(side)).toBeCloseTo(side0 + 80, -1);
  expect(await width(json)).toBeCloseTo(json0 + 100, -1);
  expect(await height(problems)).toBeCloseTo(problems0 + 120, -1);
  await expect(page.getByTestId('splitter-side')).toHaveAttribute('aria-valuenow', String(Math.round(side0 + 80)));

  // The keyboard: a focused splitter moves by 16 px an arrow press.
  await page.getByTestId('splitter-side').focus();
  await page.keyboard.press('ArrowLeft');
  expect(await width(side)).toBeCloseTo(side0 + 64, -1);

  // The bottom panel enlarged from the palette, and given back its height by its button.
  await page.keyboard.press('Control+Shift+P');
  await page.keyboard.type('enlarge the bottom panel');
  await page.keyboard.press('Enter');
  await expect.poll(() => height(problems)).toBeGreaterThan(problems0 + 200);
  // The map area is small now: the mini-map shrinks with it, and a click on it still goes where it points.
  const [stageBox, miniBox] = [(await page.getByTestId('map-stage').boundingBox())!, (await page.getByTestId('minimap').boundingBox())!];
  expect(miniBox.height).toBeLessThanOrEqual(stageBox.height * 0.35 + 1);
  await page.mouse.click(miniBox.x + miniBox.width / 2, miniBox.y + miniBox.height / 2);
  const centre = await page.getByTestId('map-stage').evaluate((el) => {
    const { stage, geometry } = (el as HTMLElement & { sandtable: { stage: { x(): number; y(): number; width(): number; height(): number; scaleX(): number }; geometry(): { bounds: { x: number; y: number; width: number; height: number } } } }).sandtable;
    const b = geometry().bounds;
    const at = { x: (stage.width() / 2 - stage.x()) / stage.scaleX(), y: (stage.height() / 2 - stage.y()) / stage.scaleX() };
    return { dx: Math.abs(at.x - (b.x + b.width / 2)) / b.width, dy: Math.abs(at.y - (b.y + b.height / 2)) / b.height };
  });
  expect(centre.dx).toBeLessThan(0.03);
  expect(centre.dy).toBeLessThan(0.03);
  await page.getByTestId('enlarge-panel').click();
  await expect.poll(() => height(problems)).toBeCloseTo(problems0 + 120, -1);

  // Fold Problems from the View menu's shortcut and the JSON pane by double-clicking its splitter.
  await page.locator('.map-stage').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+j');
  await expect(page.getByTestId('problem-list')).toBeHidden();
  await page.getByTestId('splitter-json').dblclick();
  await expect(json).toBeHidden();
  await shot(page, 'layout-folded');

  // Side bar sections fold to their heading, giving the explorer their room.
  await page.getByTestId('fold-inspector').click();
  await page.getByTestId('fold-setup').click();
  await expect(page.getByText('Select a hex (S) to see and edit its data.')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Project explorer' }).getByRole('button', { name: /Ardennes '44 order of battle/ })).toBeInViewport();

  // Reloaded: the same arrangement; the JSON pane folded, its editor (Monaco) is not even fetched.
  await page.reload();
  await expect(page.getByTestId('summary')).toContainText(/\d+ warnings/);
  await expect(page.getByTestId('json-pane')).toHaveCount(0);
  const fetched = () => page.evaluate(() => performance.getEntriesByType('resource').some((r) => /\/monaco[^/]*\.js/.test(r.name)));
  expect(await fetched()).toBe(false);
  expect(await width(side)).toBeCloseTo(side0 + 64, -1);
  await expect(json).toBeHidden();
  await expect(page.getByTestId('problem-list')).toBeHidden();
  await expect(page.getByTestId('fold-inspector')).toHaveAttribute('aria-expanded', 'false');

  // Everything back: a double-click shows the JSON pane at its width, its text but not yet its
  // editor, fetched on the first click in the text; Reset the layout from the palette.
  await page.getByTestId('splitter-json').dblclick();
  await expect(page.getByTestId('json-text')).toContainText('"kind": "map"');
  expect(await fetched()).toBe(false);
  await openJsonEditor(page);
  expect(await fetched()).toBe(true);
  expect(await width(json)).toBeCloseTo(json0 + 100, -1);
  await page.keyboard.press('Control+Shift+P');
  await page.keyboard.type('reset the layout');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('problem-list')).toBeVisible();
  expect(await width(side)).toBeCloseTo(side0, -1);
  expect(await width(json)).toBeCloseTo(json0, -1);
  await expect(page.getByTestId('fold-inspector')).toHaveAttribute('aria-expanded', 'true');
});

test('the command palette reaches documents and hexes: "oob" opens the order of battle, "go to hex 1713" selects it on the map', async ({ page }) => {
  await openStudio(page);
  await page.keyboard.press('Control+Shift+P');
  await page.keyboard.type('oob');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await expect(palette.getByRole('button', { name: /Open Ardennes '44 order of battle/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('open-file')).toHaveText('data/oob/ardennes44.oob.json');
  await page.keyboard.press('Control+Shift+P');
  await page.keyboard.type('east map');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('open-file')).toHaveText('data/maps/ardennes44-east.map.json');
  await page.keyboard.press('Control+Shift+P');
  await page.keyboard.type('go to hex 1713');
  await shot(page, 'palette-hex');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Inspector' })).toContainText('1713');
});

test('the File menu opens a document, makes a new variant of the open scenario, and saves the open document alone', async ({ page }) => {
  await openStudio(page);
  await page.getByRole('button', { name: 'File', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: /New variant \(open a scenario first\)/ })).toBeDisabled();
  await page.getByRole('menuitem', { name: /Open a document/ }).click();
  await page.keyboard.type('6-turn');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('open-file')).toHaveText('data/scenarios/ardennes44-6turn.scenario.json');
  await page.getByRole('button', { name: 'File', exact: true }).click();
  await shot(page, 'file-menu');
  await page.getByRole('menuitem', { name: /New variant of Ardennes '44: the 6-turn game/ }).click();
  await expect(page.getByTestId('open-file')).toHaveText(/data\/scenarios\/.*\.scenario\.json/);
  const variant = await page.getByTestId('open-file').textContent();
  expect(variant).not.toBe('data/scenarios/ardennes44-6turn.scenario.json');
  await page.getByRole('button', { name: 'File', exact: true }).click();
  await page.getByRole('menuitem', { name: `Save ${variant}` }).click();
  await expect(page.getByTestId('status')).toHaveText(`Saved ${variant}`);
  // The browser tests share one scratch project: the saved variant goes, so the others see the project as shipped.
  const scratch = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../test-results/e2e-project');
  expect(fs.existsSync(path.join(scratch, variant!))).toBe(true);
  fs.rmSync(path.join(scratch, variant!));
});

test('File → Export the open map as a Tiled map: a zip of the TMJ and its tiles, unsaved edits included (issue 17)', async ({ page }) => {
  await openStudio(page);
  // An unsaved edit: hex 0101 (the map's bottom right, as printed) made forest in the text.
  await setInOpenJson(page, ['hexes', '0101'], { terrain: 'forest' });
  const held = () => page.evaluate(() => (window as never as { sandtable: { store: { get(f: string): { doc: { hexes: Record<string, { terrain?: string }> } } } } }).sandtable.store.get('data/maps/ardennes44-east.map.json').doc.hexes['0101']?.terrain);
  await expect.poll(held).toBe('forest');
  const file = await (await fromFileMenu(page, /^Export Ardennes '44 East map.* as a Tiled map/)).path();
  const files = unzipSync(new Uint8Array(fs.readFileSync(file)));
  expect(Object.keys(files).sort()).toEqual(['ardennes44-east-tiles/city.svg', 'ardennes44-east-tiles/clear.svg', 'ardennes44-east-tiles/forest.svg', 'ardennes44-east-tiles/lightWoods.svg', 'ardennes44-east-tiles/town.svg', 'ardennes44-east-tiles/village.svg', 'ardennes44-east-tiles/westWall.svg', 'ardennes44-east-tiles/woodedRough.svg', 'ardennes44-east.tmj']);
  const tmj = JSON.parse(strFromU8(files['ardennes44-east.tmj']!));
  expect(tmj).toMatchObject({ orientation: 'hexagonal', staggeraxis: 'x', width: 44, height: 42 });
  const forest = tmj.tilesets[0].firstgid + tmj.tilesets[0].tiles.findIndex((t: { properties: { value: string }[] }) => t.properties[0]!.value === 'forest');
  expect(tmj.layers[0].data[41 * 44 + 43]).toBe(forest);
  await expect(page.getByTestId('status')).toContainText('Exported Ardennes');
});

test('File → Export the open map for print: a PDF of A4 sheets, downloaded (issue 17)', async ({ page }) => {
  await openStudio(page);
  const file = await (await fromFileMenu(page, /^Export Ardennes '44 East map.* for print/)).path();
  const pdf = await PDFDocument.load(fs.readFileSync(file));
  expect(pdf.getPageCount()).toBe(18);
  expect(pdf.getTitle()).toBe("Ardennes '44 East map (reconstruction): print-and-play");
  await expect(page.getByTestId('status')).toContainText('12 A4 sheets, 3 × 4, hexes 16 mm across; charts on 6 pages');
});

test("File → Export a scenario as print-and-play: its map, counters and charts, unsaved edits included (issue 17)", async ({ page }) => {
  await openStudio(page, 'data/scenarios/ardennes44-6turn.scenario.json');
  // An unsaved edit the print must carry: the scenario renamed in the text.
  await setInOpenJson(page, ['name'], 'The 6-turn game, printed');
  const download = await fromFileMenu(page, 'Export The 6-turn game, printed as print-and-play (PDF: map, counters, charts)');
  const pdf = await PDFDocument.load(fs.readFileSync((await download.path())!));
  expect(pdf.getPageCount()).toBe(21);
  expect(pdf.getTitle()).toBe('The 6-turn game, printed: print-and-play');
  await expect(page.getByTestId('status')).toContainText('21 pages: the map on 12, 115 counters on 2, charts on 7');
});
