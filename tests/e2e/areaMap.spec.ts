import { expect, test, type Page } from '@playwright/test';
import { openStudio, problemsMatching } from './stage';

const MAP = 'data/maps/titm.map.json';
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screens/${name}.png` });
type Pt = { x: number; y: number };
type Doc = { areas: Record<string, { name: string; position?: Pt; number?: number; flags?: string[] }>; zones?: Record<string, { position?: Pt }>; connections: Record<string, { between: string[]; road: string; river?: boolean; bridge?: object }> };
type Win = { sandtable: { store: { get(f: string): { doc: Doc } } } };

const mapDoc = (page: Page) => page.evaluate((f) => (window as never as Win).sandtable.store.get(f).doc, MAP);

/** Screen position of a point of the area map, from the stage's camera. */
async function screen(page: Page, p: Pt): Promise<Pt> {
  return page.evaluate((q) => {
    const host = document.querySelector('[data-testid=area-stage]') as HTMLElement & { sandtable: { screenOf(p: Pt): Pt } };
    const s = host.sandtable.screenOf(q);
    const r = host.getBoundingClientRect();
    return { x: r.left + s.x, y: r.top + s.y };
  }, p);
}

/** A point of the map at least `gap` from every area and zone, inside the map's extent. */
async function emptySpot(page: Page, gap: number, not: Pt[] = []): Promise<Pt> {
  const doc = await mapDoc(page);
  const taken = [...Object.values(doc.areas).map((a) => a.position!), ...Object.values(doc.zones ?? {}).map((z) => z.position!), ...not];
  for (let y = 100; y < 1000; y += 20)
    for (let x = 100; x < 1000; x += 20) if (taken.every((t) => Math.hypot(t.x - x, t.y - y) > gap)) return { x, y };
  throw new Error('no empty spot');
}

test('area map: see the whole map with its key, draw two areas and a road, put a bridge on it, all undoable', async ({ page }) => {
  await openStudio(page, MAP);
  await expect(page.getByTestId('area-stage')).toBeVisible();
  await page.getByTestId('legend-toggle').click();
  await expect(page.getByTestId('area-legend')).toContainText('Primary road');
  await shot(page, 'area-map');
  await page.getByTestId('legend-toggle').click();
  const json = page.getByTestId('json-text');
  const before = await mapDoc(page);
  const n = Math.max(...Object.values(before.areas).map((a) => a.number ?? 0)) + 1;

  // Two new areas, each a named step; the JSON follows.
  await page.getByRole('button', { name: 'Area', exact: true }).click();
  const a = await emptySpot(page, 90);
  const b = await emptySpot(page, 90, [a]);
  for (const p of [a, b]) {
    const q = await screen(page, p);
    await page.mouse.click(q.x, q.y);
  }
  await expect(json).toContainText(`"Area ${n + 1}"`);
  const ids = Object.keys((await mapDoc(page)).areas).filter((id) => !(id in before.areas));
  expect(ids).toHaveLength(2);
  // Not yet connected: the map says no road reaches them.
  await expect(await problemsMatching(page, 'no road reaches')).toContainText(`areas/${ids[0]}: no road reaches Area ${n}`);

  // Rename the first in the inspector.
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  let q = await screen(page, a);
  await page.mouse.click(q.x, q.y);
  await page.getByLabel('Area name').fill('Hosingen');
  await page.getByLabel('Area name').press('Enter');
  await expect(json).toContainText('"Hosingen"');

  // A road from one to the other by dragging, secondary class.
  await page.getByRole('button', { name: 'Road', exact: true }).click();
  await page.getByRole('button', { name: 'Secondary road' }).click();
  q = await screen(page, a);
  const r = await screen(page, b);
  await page.mouse.move(q.x, q.y);
  await page.mouse.down();
  await page.mouse.move(r.x, r.y, { steps: 6 });
  await page.mouse.up();
  const conn = Object.entries((await mapDoc(page)).connections).find(([, c]) => c.between.includes(ids[0]!) && c.between.includes(ids[1]!));
  expect(conn?.[1].road).toBe('secondary');
  await expect(json).toContainText(`"${conn![0]}"`);
  await expect(await problemsMatching(page, 'no road reaches')).not.toContainText(`no road reaches Area ${n + 1}`);

  // The road crosses a river, with a bridge; a bridge without its river is refused.
  await expect(page.getByTestId('connection-inspector')).toContainText('Hosingen');
  await page.getByLabel('Bridge', { exact: true }).check();
  await expect(page.getByTestId('status')).toContainText('tick "crosses a river" first');
  await page.getByLabel('Crosses a river').check();
  await page.getByLabel('Bridge', { exact: true }).check();
  await page.getByLabel('Bridge name').fill('Hosingen bridge');
  await page.getByLabel('Bridge name').press('Enter');
  expect((await mapDoc(page)).connections[conn![0]]).toMatchObject({ road: 'secondary', river: true, bridge: { name: 'Hosingen bridge' } });
  await shot(page, 'area-map-drawn');

  // Mark the first as on the Allied front line, as a flag is painted.
  await page.getByRole('button', { name: 'Mark', exact: true }).click();
  await page.getByLabel('Mark to paint').selectOption({ label: 'Allied front line' });
  q = await screen(page, a);
  await page.mouse.click(q.x, q.y);
  await expect(page.getByTestId('status')).toContainText('Mark Hosingen: Allied front line');
  expect((await mapDoc(page)).areas[ids[0]!]).toMatchObject({ flags: ['alliedFrontLine'] });

  // Move an area by dragging it: one step, undone with Ctrl+Z, as is every step before it.
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  q = await screen(page, b);
  await page.mouse.move(q.x, q.y);
  await page.mouse.down();
  await page.mouse.move(q.x + 40, q.y + 25, { steps: 5 });
  await page.mouse.up();
  const moved = (await mapDoc(page)).areas[ids[1]!]!.position!;
  expect(Math.hypot(moved.x - b.x, moved.y - b.y)).toBeGreaterThan(10);
  await page.locator('.map-stage').focus();
  for (let i = 0; i < 12 && Object.keys((await mapDoc(page)).areas).length > Object.keys(before.areas).length; i++) await page.keyboard.press('Control+z');
  expect(await mapDoc(page)).toEqual(before);
});

test('area setup: a stack shown as a pile with its SP, dragged into another area, the stacking limit as a Problem, a unit from the tray set up, undone', async ({ page }) => {
  await openStudio(page, MAP);
  const SC = 'data/scenarios/titm-3days.scenario.json';
  type S = { sandtable: { store: { get(f: string): { doc: { setup: Record<string, { area?: string }> } } } } };
  const setup = () => page.evaluate((f) => (window as never as S).sandtable.store.get(f).doc.setup, SC);
  const tray = page.getByTestId('setup-tray');
  await expect(tray).toContainText('Setup · The First Three Days');
  const doc = await mapDoc(page);
  const centre = (id: string) => screen(page, doc.areas[id]!.position!);

  // Elsenborn's stack opens in the tray with its units and SP total.
  let p = await centre('elsenborn');
  await page.mouse.click(p.x, p.y);
  await expect(page.getByTestId('setup-stack')).toContainText('Elsenborn');
  await expect(page.getByTestId('setup-stack-sp')).toHaveText('2 units, 8 SP');
  const moving = Object.entries(await setup()).filter(([, s]) => s.area === 'elsenborn').map(([id]) => id);

  // Dragged whole onto Schönberg: 4 units and 16 SP there, over the limit of 10 SP (7.1).
  p = await centre('schonberg');
  const box = (await page.getByTestId('area-stage').boundingBox())!;
  await page.getByTestId('setup-stack-hex').dragTo(page.getByTestId('area-stage'), { targetPosition: { x: p.x - box.x, y: p.y - box.y } });
  for (const id of moving) expect((await setup())[id]).toEqual({ area: 'schonberg' });
  await expect(await problemsMatching(page, 'Allied has')).toContainText(/Allied has 4 units and 16 SP in .*; at most 4 units and 10 SP/);
  await shot(page, 'area-setup-overstacked');

  // A unit not in the scenario, from the tray into Malmedy.
  await tray.getByText('every unit not in the scenario').click();
  const chip = tray.locator('.unit-chip').first();
  const unit = (await chip.getAttribute('data-unit'))!;
  p = await centre('malmedy');
  await chip.dragTo(page.getByTestId('area-stage'), { targetPosition: { x: p.x - box.x, y: p.y - box.y } });
  expect((await setup())[unit]).toEqual({ area: 'malmedy' });

  // Both undone.
  await page.locator('.map-stage').focus();
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+z');
  for (const id of moving) expect((await setup())[id]).toEqual({ area: 'elsenborn' });
  expect((await setup())[unit]).toBeUndefined();
  await expect(await problemsMatching(page, 'Allied has')).not.toContainText('Allied has 4 units');
});
