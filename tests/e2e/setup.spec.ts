import { expect, test, type Page } from '@playwright/test';
import { at, openStudio, problemsMatching } from './stage';

const MAP = 'data/maps/ardennes44-east.map.json';
const SCENARIO = 'data/scenarios/ardennes44-6turn.scenario.json';
type Win = { sandtable: { show(p: { file: string; hex: string }): void; setTool(t: string): void; store: { get(f: string): { doc: { setup: Record<string, { hex?: string }> } } } } };
const setup = (page: Page) => page.evaluate((f) => (window as never as Win).sandtable.store.get(f).doc.setup, SCENARIO);
const look = (page: Page, hex: string) => page.evaluate(([file, h]) => (window as never as Win).sandtable.show({ file: file!, hex: h! }), [MAP, hex]);

test('setup: return a division to the tray, drag it onto the map outside its setup area, and see the problem', async ({ page }) => {
  await openStudio(page, MAP);
  const tray = page.getByTestId('setup-tray');
  await expect(tray).toContainText("Setup · Ardennes '44: the 6-turn game");

  // Pick a hex with a 26VG unit: its stack opens in the tray, and the division goes back to the tray.
  const before = await setup(page);
  const hex = before['de-26vg-start-1']!.hex!;
  await look(page, hex);
  await page.evaluate(() => (window as never as Win).sandtable.setTool('select'));
  const p = await at(page, hex);
  await page.mouse.click(p.x, p.y);
  await expect(page.getByTestId('setup-stack')).toContainText(hex);
  await page.getByTestId('setup-return-26VG').click();
  const header = tray.locator('[data-formation="26VG"]');
  await expect(header).toContainText('26th Volksgrenadier Division');
  expect((await setup(page))['de-26vg-start-1']).toBeUndefined();

  // Drag the whole division onto 3020, far west of its setup area.
  await look(page, '3020');
  const target = await at(page, '3020');
  const box = (await page.getByTestId('map-stage').boundingBox())!;
  await header.dragTo(page.getByTestId('map-stage'), { targetPosition: { x: target.x - box.x, y: target.y - box.y } });
  const placed = await setup(page);
  expect(placed['de-26vg-start-1']?.hex).toBeDefined();
  await expect(await problemsMatching(page, 'setup area')).toContainText(/setup\/de-26vg-start-1: \d{4} is outside the 26th VG Division setup area \(3\.4\)/);
  await expect(tray.locator('[data-formation="26VG"]')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/setup-dropped.png' });

  // Undo the drop and the return: the division is where it started.
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+z');
  await expect.poll(async () => (await setup(page))['de-26vg-start-1']?.hex).toBe(hex);
});

test('setup: open a stack on the map and move it, whole, to another hex, with undo', async ({ page }) => {
  await openStudio(page, MAP);
  const before = await setup(page);
  const hex = before['de-26vg-start-1']!.hex!;
  const ids = Object.keys(before).filter((id) => before[id]!.hex === hex);
  const dest = `${String(Number(hex.slice(0, 2)) - 2).padStart(2, '0')}${hex.slice(2)}`; // two columns west, in view
  const there = Object.keys(before).filter((id) => before[id]!.hex === dest).length;
  await look(page, hex);
  await page.evaluate(() => (window as never as Win).sandtable.setTool('select'));
  const p = await at(page, hex);
  await page.mouse.click(p.x, p.y);
  await expect(page.getByTestId('setup-stack')).toContainText(hex);
  const box = (await page.getByTestId('map-stage').boundingBox())!;
  const to = await at(page, dest);
  await page.getByTestId('setup-stack-hex').dragTo(page.getByTestId('map-stage'), { targetPosition: { x: to.x - box.x, y: to.y - box.y } });
  await expect.poll(async () => Object.values(await setup(page)).filter((s) => s.hex === dest).length).toBe(there + ids.length);
  await expect(page.getByTestId('status')).toContainText(new RegExp(`Move .* to ${dest}`));
  await page.screenshot({ path: 'test-results/screens/setup-stack-moved.png' });
  await page.keyboard.press('Control+z');
  await expect.poll(async () => (await setup(page))['de-26vg-start-1']?.hex).toBe(hex);
});
