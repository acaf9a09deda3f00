import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { at, openJsonEditor } from './stage';

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

/** A drag over `hexes`; `held` runs before the button is let go (the stroke still on). */
async function drag(page: Page, hexes: string[], held?: () => Promise<void>) {
  const first = await at(page, hexes[0]!);
  await page.mouse.move(first.x, first.y);
  await page.mouse.down();
  for (const h of hexes.slice(1)) {
    const p = await at(page, h);
    await page.mouse.move(p.x, p.y, { steps: 6 });
  }
  await held?.();
  await page.mouse.up();
}

async function open(page: Page) {
  page.on('pageerror', (e) => {
    throw e;
  });
  await page.goto('/');
  await expect(page.getByTestId('map-stage')).toBeVisible();
  await expect(page.getByTestId('json-pane')).toHaveAttribute('data-ready', 'true');
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
  await page.getByRole('button', { name: 'Wooded Rough', exact: true }).click();
  const hexes = ['2520', '2521', '2522'];
  const before = await doc(page);
  await drag(page, hexes);
  const after = await doc(page);
  for (const h of hexes) expect(after.hexes[h]?.terrain).toBe('woodedRough');
  const painted = hexes.filter((h) => before.hexes[h]?.terrain !== 'woodedRough').length;
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('menuitem', { name: new RegExp(`Undo Paint wooded rough ×${painted}`) })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: /Undo/ })).toHaveCount(0);
  // The JSON pane shows the painted hex: select it and its text is revealed.
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  const p = await at(page, '2521');
  await page.mouse.click(p.x, p.y);
  await expect(page.getByTestId('inspector-hex')).toHaveText('2521');
  await expect(page.getByTestId('json-text')).toContainText('"2521"');
  await expect(page.getByTestId('json-text')).toContainText('woodedRough');
  await shot(page, 'paint-stroke');
  await page.keyboard.press('Control+z');
  const undone = await doc(page);
  for (const h of hexes) expect(undone.hexes[h]?.terrain).toBe(before.hexes[h]?.terrain);
  expect(await storeText(page)).toBe(fs.readFileSync(repoCopy, 'utf8'));
});

test("the pointer's marks follow it over the map, and a brush stroke draws no layer but the terrain's", async ({ page }) => {
  await open(page);
  const marks = page.locator('[data-testid=map-stage] .map-marks .mark-hexes');
  // The outlined hexes, and the screen centre of the first (the mean of its six corners).
  const outlined = () =>
    marks.evaluate((el) => {
      const d = el.getAttribute('d') ?? '';
      const first = (d.split('Z')[0] ?? '').match(/-?[\d.]+/g)?.map(Number) ?? [];
      const xs = first.filter((_, i) => i % 2 === 0);
      const ys = first.filter((_, i) => i % 2 === 1);
      const r = (el as SVGPathElement).ownerSVGElement!.getBoundingClientRect();
      return { count: (d.match(/Z/g) ?? []).length, x: r.left + xs.reduce((a, b) => a + b, 0) / (xs.length || 1), y: r.top + ys.reduce((a, b) => a + b, 0) / (ys.length || 1) };
    });
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  let p = await at(page, '2521');
  await page.mouse.move(p.x, p.y);
  await expect.poll(async () => (await outlined()).count).toBe(1);
  let o = await outlined();
  expect(Math.hypot(o.x - p.x, o.y - p.y)).toBeLessThan(2);
  // After a zoom the mark is still on the hex under the pointer.
  await page.mouse.wheel(0, 200);
  p = await at(page, '2521');
  await page.mouse.move(p.x + 1, p.y);
  await page.mouse.move(p.x, p.y);
  o = await outlined();
  expect(Math.hypot(o.x - p.x, o.y - p.y)).toBeLessThan(2);
  // The brush outlines its hexes: 7 at size 2.
  await page.getByRole('toolbar', { name: 'Map tools' }).getByRole('button', { name: 'Terrain', exact: true }).click();
  await page.evaluate(() => (window as never as { sandtable: { setBrushSize(n: number): void } }).sandtable.setBrushSize(2));
  await page.mouse.move(p.x + 1, p.y);
  await expect.poll(async () => (await outlined()).count).toBe(7);
  await page.evaluate(() => (window as never as { sandtable: { setBrushSize(n: number): void } }).sandtable.setBrushSize(1));
  // A stroke paints the terrain; the overlay, lines and counters are not drawn again meanwhile.
  await page.getByRole('button', { name: 'Wooded Rough', exact: true }).click();
  await page.evaluate(() => {
    const host = document.querySelector('[data-testid=map-stage]') as HTMLElement & { sandtable: { stage: { getLayers(): { name(): string; on(e: string, f: () => void): void }[] } } };
    const w = window as never as { draws_: Record<string, number> };
    w.draws_ = {};
    for (const l of host.sandtable.stage.getLayers()) l.on('draw', () => (w.draws_[l.name()] = (w.draws_[l.name()] ?? 0) + 1));
  });
  // Counted while the stroke lasts: its release ends it, and what it changed is then checked and shown.
  let draws: Record<string, number> = {};
  await drag(page, ['2520', '2521', '2522'], async () => {
    await expect.poll(() => doc(page).then((d) => d.hexes['2522']?.terrain)).toBe('woodedRough');
    draws = await page.evaluate(() => (window as never as { draws_: Record<string, number> }).draws_);
  });
  expect(draws.terrain).toBeGreaterThan(0);
  expect(draws.overlay ?? 0).toBe(0);
  expect(draws.lines ?? 0).toBe(0);
  expect(draws.units ?? 0).toBe(0);
});

test("a stroke's first dab repaints the chunk it paints, not the last stroke's as well", async ({ page }) => {
  await open(page);
  await page.getByRole('toolbar', { name: 'Map tools' }).getByRole('button', { name: 'Terrain', exact: true }).click();
  await page.getByRole('button', { name: 'Wooded Rough', exact: true }).click();
  type Host = HTMLElement & { sandtable: { repainted(): number; geometry(): { ordinal: Map<string, number>; chunkOf: Int32Array; cx: Float64Array; cy: Float64Array } } };
  // The hex nearest 2520 in another chunk of terrain (both in view, so both cached).
  const other = await page.evaluate(() => {
    const g = (document.querySelector('[data-testid=map-stage]') as Host).sandtable.geometry();
    const k0 = g.ordinal.get('2520')!;
    let best: { id: string; d: number } | undefined;
    for (const [id, k] of g.ordinal) {
      if (g.chunkOf[k] === g.chunkOf[k0]) continue;
      const d = Math.hypot(g.cx[k]! - g.cx[k0]!, g.cy[k]! - g.cy[k0]!);
      if (!best || d < best.d) best = { id, d };
    }
    return best?.id;
  });
  expect(other).toBeDefined();
  const repainted = () => page.evaluate(() => (document.querySelector('[data-testid=map-stage]') as Host).sandtable.repainted());
  await drag(page, ['2520']);
  await expect.poll(() => doc(page).then((d) => d.hexes['2520']?.terrain)).toBe('woodedRough');
  const before = await repainted();
  expect(before).toBeGreaterThan(0);
  await drag(page, [other!], async () => {
    await expect.poll(() => doc(page).then((d) => d.hexes[other!]?.terrain)).toBe('woodedRough');
    expect((await repainted()) - before).toBe(1);
  });
});

test("a map closed gives its terrain bitmaps' memory back at once", async ({ page }) => {
  await open(page);
  type Host = HTMLElement & { sandtable: { drawn(): boolean; bitmaps(): HTMLCanvasElement[] } };
  await expect.poll(() => page.evaluate(() => (document.querySelector('[data-testid=map-stage]') as Host).sandtable.drawn())).toBe(true);
  // The canvases held while the map is shown, kept by the page to look at after it is closed.
  const held = await page.evaluate(() => {
    const canvases = (document.querySelector('[data-testid=map-stage]') as Host).sandtable.bitmaps();
    (window as never as { held: HTMLCanvasElement[] }).held = canvases;
    return canvases.filter((c) => c.width * c.height > 0).length;
  });
  expect(held).toBeGreaterThan(0);
  await page.getByRole('navigation', { name: 'Project explorer' }).getByRole('button', { name: /Ardennes '44 order of battle/ }).click();
  await expect(page.getByTestId('map-stage')).toHaveCount(0);
  expect(await page.evaluate(() => (window as never as { held: HTMLCanvasElement[] }).held.filter((c) => c.width * c.height > 0).length)).toBe(0);
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
  // Tabbing to the JSON opens its editor with the hex's record selected, as the map revealed it.
  await openJsonEditor(page, true);
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
  await expect(page.getByTestId('status')).toHaveAttribute('data-kind', 'info');
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
  // Reload once the autosave has written the edit to IndexedDB (however long a busy machine takes),
  // not after a fixed wait.
  await expect
    .poll(() =>
      page.evaluate(
        (file) =>
          new Promise<boolean>((resolve) => {
            const req = indexedDB.open('sandtable');
            // Never create the studio's database here: abort if it does not exist yet.
            req.onupgradeneeded = () => req.transaction!.abort();
            req.onerror = () => resolve(false);
            req.onsuccess = () => {
              const db = req.result;
              if (!db.objectStoreNames.contains('unsaved')) return (db.close(), resolve(false));
              // Kept under the project's key (the page's meta tag), then the file.
              const key = `${document.querySelector<HTMLMetaElement>('meta[name="sandtable-project"]')!.content}:${file}`;
              const get = db.transaction('unsaved', 'readonly').objectStore('unsaved').get(key);
              get.onerror = () => (db.close(), resolve(false));
              get.onsuccess = () => {
                db.close();
                const text = (get.result as { text?: string } | undefined)?.text;
                resolve(!!text && (JSON.parse(text) as { hexes: Record<string, { features?: string[] }> }).hexes['2619']?.features?.includes('city') === true);
              };
            };
          }),
        MAP,
      ),
    )
    .toBe(true);
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
  await expect(dialog).toBeVisible();
  await shot(page, 'conflict');
  await dialog.getByRole('button', { name: 'Take the disk version' }).click();
  await expect(page.getByRole('navigation', { name: 'Project explorer' })).toContainText('Changed by someone else');
});

test('a save path outside data/ is refused with a clear message', async ({ page }) => {
  await page.goto('/');
  // The page's own write token: without it every write is refused (security.spec.ts).
  const headers = { 'x-sandtable-token': (await page.locator('meta[name="sandtable-token"]').getAttribute('content'))! };
  const res = await page.request.put('/api/file?path=../package.json', { data: { text: '{}' }, headers });
  expect(res.status()).toBe(403);
  expect((await res.json()).message).toMatch(/Sandtable reads and writes only JSON files under data\//);
  const bad = await page.request.put(`/api/file?path=${MAP}`, { data: { text: '{"kind": ' }, headers });
  expect(bad.status()).toBe(422);
  expect(fs.readFileSync(path.join(scratch, MAP), 'utf8')).toBe(fs.readFileSync(repoCopy, 'utf8'));
});

test('calibrate a background image: two hex centres and their numbers align the scan', async ({ page }, info) => {
  await open(page);
  // The "scan" is a screenshot of the map itself, so we know where every hex is on it.
  const box = (await page.getByTestId('map-stage').boundingBox())!;
  const clip = { x: box.x + 20, y: box.y + 20, width: box.width - 40, height: box.height - 40 };
  const scan = info.outputPath('scan.png');
  await page.screenshot({ path: scan, clip });
  const onScan = async (hex: string) => {
    const p = await at(page, hex);
    return { x: p.x - clip.x, y: p.y - clip.y };
  };
  const [a, b, c] = [await onScan('2521'), await onScan('2224'), await onScan('2320')];

  await page.getByLabel('Load a scanned map').setInputFiles(scan);
  await expect(page.getByTestId('status')).toHaveText(/Background loaded/);
  await expect(page.getByRole('button', { name: 'Calibrate', exact: true })).toHaveAttribute('aria-pressed', 'true');
  // Until calibrated the scan covers the whole map: see all of it.
  await page.getByRole('navigation', { name: 'Menus' }).getByRole('button', { name: 'View' }).click();
  await page.getByRole('menuitem', { name: /Fit map to window/ }).click();
  /** Where a scan pixel is on screen now, through the uncalibrated image transform and the camera. */
  const screenOf = (pt: { x: number; y: number }) =>
    page.evaluate((q) => {
      const host = document.querySelector('[data-testid=map-stage]') as HTMLElement & { sandtable: { stage: { x(): number; y(): number; scaleX(): number }; imageMatrix(): number[] } };
      const { stage, imageMatrix } = host.sandtable;
      const m = imageMatrix();
      const w = { x: m[0]! * q.x + m[2]! * q.y + m[4]!, y: m[1]! * q.x + m[3]! * q.y + m[5]! };
      const r = host.getBoundingClientRect();
      return { x: r.left + stage.x() + w.x * stage.scaleX(), y: r.top + stage.y() + w.y * stage.scaleX() };
    }, pt);
  for (const [i, [pt, hex]] of ([[a, '2521'], [b, '2224']] as const).entries()) {
    const s = await screenOf(pt);
    await page.mouse.click(s.x, s.y);
    await page.getByLabel(`Hex number of point ${i + 1}`).fill(hex);
  }
  await shot(page, 'calibration-points');
  await page.getByRole('button', { name: 'Apply calibration' }).click();
  await expect(page.getByTestId('status')).toHaveText('Background calibrated');

  const stored = (await doc(page)) as Doc & { background: { image: string; calibration: { points: { hex: string; x: number; y: number }[] } } };
  expect(stored.background.image).toBe('backgrounds/ardennes44-east.png');
  expect(stored.background.calibration.points.map((p) => p.hex)).toEqual(['2521', '2224']);
  // A third hex on the scan now lands on that hex of the grid (within a tenth of a hex, in map pixels).
  const miss = await page.evaluate(
    ({ q, hex }) => {
      const host = document.querySelector('[data-testid=map-stage]') as HTMLElement & { sandtable: { imageMatrix(): number[]; geometry(): { ordinal: Map<string, number>; cx: Float64Array; cy: Float64Array } } };
      const m = host.sandtable.imageMatrix();
      const geo = host.sandtable.geometry();
      const k = geo.ordinal.get(hex)!;
      return Math.hypot(m[0]! * q.x + m[2]! * q.y + m[4]! - geo.cx[k]!, m[1]! * q.x + m[3]! * q.y + m[5]! - geo.cy[k]!);
    },
    { q: c, hex: '2320' },
  );
  expect(miss).toBeLessThan(2.4); // hexes are 24 map pixels from centre to corner
  expect(fs.existsSync(path.join(scratch, 'data/backgrounds/ardennes44-east.png'))).toBe(true);
  await page.getByLabel('Background opacity').fill('30');
  await expect.poll(async () => ((await doc(page)) as never as { background: { opacity: number } }).background.opacity).toBe(0.3);
  await shot(page, 'calibrated');
});

test('a file that is not an image is refused and nothing changes', async ({ page }, info) => {
  await open(page);
  const fake = info.outputPath('scan.png');
  fs.writeFileSync(fake, 'this is a text file pretending to be a scan');
  const before = await storeText(page);
  await page.getByLabel('Load a scanned map').setInputFiles(fake);
  await expect(page.getByTestId('status')).toHaveText('scan.png is not a PNG or JPEG image; the background was not changed');
  await expect(page.getByTestId('status')).toHaveAttribute('data-kind', 'warn'); // a refusal reads as one, not as news
  expect(await storeText(page)).toBe(before);
});

test('paint a named hex set, edit supply and entries in the inspector, and move with the mini-map', async ({ page }) => {
  await open(page);
  const tools = page.getByRole('toolbar', { name: 'Map tools' });
  await tools.getByRole('button', { name: 'Hex', exact: true }).click();
  await page.getByLabel('New hex set name').fill('Test area');
  await page.getByRole('button', { name: 'Add set' }).click();
  await drag(page, ['2520', '2521', '2522']);
  const d = (await doc(page)) as Doc & { hexSets: Record<string, { name: string; hexes: string[] }> };
  expect(d.hexSets['test-area']).toMatchObject({ name: 'Test area', hexes: ['2520', '2521', '2522'] });
  await page.getByRole('navigation', { name: 'Menus' }).getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('menuitem', { name: /Undo Add 3 hexes to Test area/ })).toBeVisible();
  await shot(page, 'hex-set');
  await page.keyboard.press('Escape');

  await tools.getByRole('button', { name: 'Select', exact: true }).click();
  const p = await at(page, '2520');
  await page.mouse.click(p.x, p.y);
  await page.getByRole('region', { name: 'Inspector' }).getByLabel('German').check();
  await page.getByLabel('Entry letter').fill('p');
  await page.getByLabel('Entry letter').press('Tab');
  const after = (await doc(page)) as Doc & { supplySources: Record<string, { sides: string[] }>; entries: Record<string, { hexes: string[] }> };
  expect(after.supplySources['2520']).toEqual({ sides: ['german'] });
  expect(after.entries.P!.hexes).toEqual(['2520']);
  await page.getByLabel('Place label').fill('Sandtable Crossing');
  await page.getByLabel('Place label').press('Tab');
  const labelled = (await doc(page)) as Doc & { places: Record<string, { name: string; hexes: string[] }> };
  expect(Object.values(labelled.places).find((pl) => pl.name === 'Sandtable Crossing')?.hexes).toEqual(['2520']);

  const cam = () => page.evaluate(() => (document.querySelector('[data-testid=map-stage]') as HTMLElement & { sandtable: { stage: { x(): number; y(): number } } }).sandtable.stage.x());
  const before = await cam();
  const mini = (await page.getByTestId('minimap').boundingBox())!;
  await page.mouse.click(mini.x + 5, mini.y + 5);
  expect(await cam()).not.toBe(before);
});

test('a 50 MB paste into the JSON pane: a clear problem, the map keeps its last good version, and nothing is saved', async ({ page }) => {
  await open(page);
  await openJsonEditor(page);
  await page.keyboard.press('Control+a');
  // A real paste event carrying 50 MB, as the clipboard would deliver it.
  await page.evaluate(() => {
    const dt = new DataTransfer();
    dt.setData('text/plain', '{"kind": "map", "x": "' + 'a'.repeat(50 * 1024 * 1024) + '"}');
    const target = document.querySelector('.monaco-editor .native-edit-context') ?? document.querySelector('.monaco-editor textarea');
    target!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
  });
  await expect(page.getByRole('region', { name: 'Problems' }).getByRole('button', { name: /This file is 50\.0 MB; Sandtable reads documents up to 16\.0 MB/ })).toBeVisible();
  await expect(page.getByTestId('draft-note')).toContainText('does not parse: the editors show its last good version');
  expect(Object.keys((await doc(page)).hexes).length).toBeGreaterThan(100);
  // Painting now would overwrite the typed text: the map refuses and says why.
  await page.getByRole('toolbar', { name: 'Map tools' }).getByRole('button', { name: 'Terrain', exact: true }).click();
  const p = await at(page, '2520');
  await page.mouse.click(p.x, p.y);
  await expect(page.getByTestId('status')).toHaveText(/The JSON does not parse: fix it \(or undo\) before editing the map/);
  // (The 50 MB line makes the text area huge: focus the editor's input rather than clicking its middle.)
  await page.locator('.monaco-editor .native-edit-context, .monaco-editor textarea.inputarea').first().focus();
  await page.keyboard.press('Control+s');
  await expect(page.getByTestId('status')).toHaveText(/does not parse; fix the JSON before saving/);
  expect(fs.readFileSync(path.join(scratch, MAP), 'utf8')).toBe(fs.readFileSync(repoCopy, 'utf8'));
});
