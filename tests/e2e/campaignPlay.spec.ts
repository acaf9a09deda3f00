import { expect, test, type Page } from '@playwright/test';
import { at, mapReady, openStudio } from './stage';

type Geo = { ordinal: Map<string, number>; part: Uint8Array };
type Host = HTMLElement & { sandtable: { geometry(): Geo } };
const geometry = async (page: Page) =>
  (await mapReady(page),
  page.evaluate(() => {
    const geo = (document.querySelector('[data-testid=map-stage]') as Host).sandtable.geometry();
    return { hexes: geo.ordinal.size, west: geo.ordinal.has('W3420'), liege: geo.ordinal.has('W0143') };
  }));

test('test play of the campaign lays the West map beside the East map: one board, hovered and clicked across the seam', async ({ page }) => {
  await openStudio(page, 'data/scenarios/ardennes44-campaign.scenario.json');
  // Editing the East map shows it alone.
  await page.locator('button[title="data/maps/ardennes44-east.map.json"]').click();
  expect(await geometry(page)).toEqual({ hexes: 44 * 42, west: false, liege: false });
  await page.locator('button[title="data/scenarios/ardennes44-campaign.scenario.json"]').click();
  await page.getByTestId('play-start').click();
  await expect(page.getByTestId('play-status')).toContainText('German Movement Phase');
  // In test play the board is both maps.
  await expect.poll(() => geometry(page)).toEqual({ hexes: 44 * 42 + 34 * 43, west: true, liege: true });
  await page.screenshot({ path: 'test-results/screens/campaign-board.png' });
  // The pointer finds West map hexes, and East ones beside the seam.
  for (const hex of ['W0120', '4418', 'W2333']) {
    const p = await at(page, hex);
    await page.mouse.move(p.x, p.y);
    await expect(page.getByTestId('map-stage')).toHaveAttribute('data-hover-hex', hex);
  }
});
