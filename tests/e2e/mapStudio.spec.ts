import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

const MAP = 'data/maps/ardennes44-east.map.json';
const here = path.dirname(new URL(import.meta.url).pathname);
const scratch = path.resolve(here, '../../test-results/e2e-project');
const repoCopy = path.resolve(here, '../../data/maps/ardennes44-east.map.json');
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screens/${name}.png` });

type Hex = { terrain?: string; features?: string[] };
type Doc = { hexes: Record<string, Hex>; hexsides?: Record<string, { features?: string[]; bridge?: object }>; roads?: Record<string, { hexes: string[] }> };

/** The open map document, read from the studio's store (the test reads state; it acts through the UI). */
const doc = (page: Page) => page.evaluate((file) => (window as never as { sandtable: { store: { get(f: string): { doc: unknown } } } }).sandtable.store.get(file).doc, MAP) as Promise<Doc>;
const storeText = (page: Page) => page.evaluate((file) => (window as never as { sandtable: { store: { get(f: string): { text: string } } } }).sandtable.store.get(file).text, MAP);

/** Screen position of a hex centre, from the stage's camera. */
async function at(page: Page, hex: string): Promise<{ x: number; y: number }> {
  return page.evaluate((h) => {
    const host = document.querySelector('[data-testid=map-stage]') as HTMLElement & { sandtable: { stage: { x(): number; y(): number; scaleX(): number }; geometry(): { ordinal: Map<string, number>; cx: Float64Array; cy: Float64Array } } };
    const { stage, geometry } = host.sandtable;
    const geo = geometry();
    const k = geo.ordinal.get(h)!;
    const r = host.getBoundingClientRect();
    return { x: r.left + stage.x() + geo.cx[k]! * stage.scaleX(), y: r.top + stage.y() + geo.cy[k]! * stage.scaleX() };
  }, hex);
}

async function drag(page: Page, hexes: string[]) {
  const first = await at(page, hexes[0]!);
  await page.mouse.move(first.x, first.y);
  await page.mouse.down();
  for (const h of hexes.slice(1)) {
    const p = await at(page, h);
    await page.mouse.move(p.x, p.y, { steps: 6 });
  }
  await page.mouse.up();
}

async function open(page: Page) {
  page.on('pageerror', (e) => {
    throw e;
  });
  await page.goto('/');
  await expect(page.getByTestId('map-stage')).toBeVisible();
  await expect(page.getByTestId('json-pane')).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  await expect(page.getByTestId('open-file')).toHaveText(MAP);
  // Zoom in so hexes are large enough to aim at, as a designer would.
  const c = await at(page, '2520');
  for (let i = 0; i < 5; i++) {
    await page.mouse.move(c.x, c.y);
    await page.mouse.wheel(0, -200);
  }
}

test.beforeEach(async ({ page }) => {
  // Each test starts from the repository's map on disk and an empty browser storage.
  fs.copyFileSync(repoCopy, path.join(scratch, MAP));
  await page.goto('/');
  await page.evaluate(() => indexedDB.deleteDatabase('sandtable'));
});

test('paint a stroke, see it on the map and in the JSON, then undo it', async ({ page }) => {
  await open(page);
  await page.getByRole('toolbar', { name: 'Map tools' }).getByRole('button', { name: 'Terrain', exact: true }).click();
  await page.getByRole('button', { name: 'Wooded Rough' }).click();
  const hexes = ['2520', '2521', '2522'];
  const before = await doc(page);
  await drag(page, hexes);
  const after = await doc(page);
  for (const h of hexes) expect(after.hexes[h]?.terrain).toBe('woodedRough');
  const painted = hexes.filter((h) => before.hexes[h]?.terrain !== 'woodedRough').length;
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('menuitem', { name: new RegExp(`Undo Paint wooded rough ×${painted}`) })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Edit' }).click();
  // The JSON pane shows the painted hex: select it and its text is revealed.
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  const p = await at(page, '2521');
  await page.mouse.click(p.x, p.y);
  await expect(page.getByTestId('inspector-hex')).toHaveText('2521');
  await expect(page.locator('.monaco-editor .view-lines')).toContainText('"2521"');
  await expect(page.locator('.monaco-editor .view-lines')).toContainText('woodedRough');
  await shot(page, 'paint-stroke');
  await page.keyboard.press('Control+z');
  const undone = await doc(page);
  for (const h of hexes) expect(undone.hexes[h]?.terrain).toBe(before.hexes[h]?.terrain);
  expect(await storeText(page)).toBe(fs.readFileSync(repoCopy, 'utf8'));
});

test('draw a river, then a road across it, and see the bridge', async ({ page }) => {
  await open(page);
  const tools = page.getByRole('toolbar', { name: 'Map tools' });
  await tools.getByRole('button', { name: 'Hexside', exact: true }).click();
  await tools.getByRole('button', { name: 'River' }).click();
  const a = await at(page, '2621');
  const b = await at(page, '2622');
  await page.mouse.click((a.x + b.x) / 2, (a.y + b.y) / 2);
  let d = await doc(page);
  const side = Object.entries(d.hexsides ?? {}).find(([id, s]) => (id === '2621/N' || id === '2622/S') && s.features?.includes('river'));
  expect(side, 'the river hexside between 2621 and 2622').toBeDefined();
  await tools.getByRole('button', { name: 'Road', exact: true }).click();
  await tools.getByRole('button', { name: 'Primary road' }).click();
  await drag(page, ['2620', '2621', '2622', '2623']);
  d = await doc(page);
  expect(d.hexsides![side![0]]!.bridge).toEqual({});
  expect(Object.values(d.roads ?? {}).some((r) => r.hexes.join() === '2620,2621,2622,2623')).toBe(true);
  await expect(page.getByTestId('status')).toHaveText('Lay primary road (4 hexes, 1 bridge)');
  await shot(page, 'river-road-bridge');
});

test('type a bad value in the JSON and see the marker, the Problems entry and the highlighted hex', async ({ page }) => {
  await open(page);
  // Select a hex on the map: its JSON is revealed and selected in the pane; type over it.
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  const d = await doc(page);
  const hex = ['2521', '2522', '2421', '2422', '2321', '2322', '2221', '2222', '2621', '2622', '2519', '2420'].find((h) => d.hexes[h]?.terrain && !d.hexes[h]?.features)!;
  expect(hex, 'a hex near 2520 with its own record').toBeDefined();
  const p = await at(page, hex);
  await page.mouse.click(p.x, p.y);
  await expect(page.getByTestId('inspector-hex')).toHaveText(hex);
  // Monaco takes input through an EditContext element (or a textarea on older browsers); focusing it keeps the selection.
  await page.locator('.monaco-editor .native-edit-context, .monaco-editor textarea.inputarea').first().focus();
  // Typed key by key, as a person types: Monaco's auto-closed brackets and quotes are typed over.
  await page.keyboard.press('Delete');
  await page.keyboard.type('{ "terrain": "swamp" }');
  const problem = page.getByRole('region', { name: 'Problems' }).getByRole('button', { name: new RegExp(`${hex}: unknown terrain "swamp"`) });
  await expect(problem).toBeVisible();
  await expect(page.locator('.monaco-editor .squiggly-error').first()).toBeAttached();
  expect((await doc(page)).hexes[hex]).toEqual({ terrain: 'swamp' });
  await problem.click();
  await expect(page.getByTestId('inspector-hex')).toHaveText(hex);
  await expect(page.locator('.monaco-editor .view-lines')).toContainText('"swamp"');
  await shot(page, 'bad-json-value');
});

test('save, and find the file changed on disk', async ({ page }) => {
  await open(page);
  await page.getByRole('toolbar', { name: 'Map tools' }).getByRole('button', { name: 'Terrain', exact: true }).click();
  await page.getByRole('button', { name: 'Forest', exact: true }).click();
  await drag(page, ['2720', '2721']);
  await expect(page.getByTestId('summary')).toContainText('1 unsaved');
  await page.keyboard.press('Control+s');
  await expect(page.getByTestId('status')).toHaveText(`Saved ${MAP}`);
  await expect(page.getByTestId('summary')).not.toContainText('unsaved');
  const onDisk = JSON.parse(fs.readFileSync(path.join(scratch, MAP), 'utf8')) as Doc;
  expect(onDisk.hexes['2720']?.terrain).toBe('forest');
  expect(onDisk.hexes['2721']?.terrain).toBe('forest');
  await shot(page, 'saved');
});

test('reload with unsaved edits and recover them', async ({ page }) => {
  await open(page);
  await page.getByRole('toolbar', { name: 'Map tools' }).getByRole('button', { name: 'Terrain', exact: true }).click();
  await page.getByRole('button', { name: 'City', exact: true }).click();
  await drag(page, ['2619']);
  expect((await doc(page)).hexes['2619']?.features).toContain('city');
  await page.waitForTimeout(600); // the autosave debounce
  await page.reload();
  const banner = page.getByTestId('recovery');
  await expect(banner).toContainText(MAP);
  await shot(page, 'recovery-offered');
  await banner.getByRole('button', { name: 'Recover' }).click();
  expect((await doc(page)).hexes['2619']?.features).toContain('city');
  await expect(page.getByTestId('summary')).toContainText('1 unsaved');
});

test('a file changed on disk while open: the user chooses which version to keep', async ({ page }) => {
  await open(page);
  await page.getByRole('toolbar', { name: 'Map tools' }).getByRole('button', { name: 'Terrain', exact: true }).click();
  await page.getByRole('button', { name: 'Forest', exact: true }).click();
  await drag(page, ['2820']);
  const file = path.join(scratch, MAP);
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('"name": "Ardennes \'44 East map (reconstruction)"', '"name": "Changed by someone else"'));
  const dialog = page.getByRole('alertdialog', { name: `Conflict on ${MAP}` });
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await shot(page, 'conflict');
  await dialog.getByRole('button', { name: 'Take the disk version' }).click();
  await expect(page.getByRole('navigation', { name: 'Project explorer' })).toContainText('Changed by someone else');
});

test('a save path outside data/ is refused with a clear message', async ({ page }) => {
  await page.goto('/');
  const res = await page.request.put('/api/file?path=../package.json', { data: { text: '{}' } });
  expect(res.status()).toBe(403);
  expect((await res.json()).message).toMatch(/Sandtable reads and writes only JSON files under data\//);
  const bad = await page.request.put(`/api/file?path=${MAP}`, { data: { text: '{"kind": ' } });
  expect(bad.status()).toBe(422);
  expect(fs.readFileSync(path.join(scratch, MAP), 'utf8')).toBe(fs.readFileSync(repoCopy, 'utf8'));
});
