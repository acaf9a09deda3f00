import { expect, type Download, type Locator, type Page } from '@playwright/test';

/** Screen position of a hex centre, from the stage's camera (tests aim the mouse with it). */
export async function at(page: Page, hex: string): Promise<{ x: number; y: number }> {
  await mapReady(page);
  return page.evaluate((h) => {
    const host = document.querySelector('[data-testid=map-stage]') as HTMLElement & { sandtable: { stage: { x(): number; y(): number; scaleX(): number }; geometry(): { ordinal: Map<string, number>; cx: Float64Array; cy: Float64Array } } };
    const { stage, geometry } = host.sandtable;
    const geo = geometry();
    const k = geo.ordinal.get(h)!;
    const r = host.getBoundingClientRect();
    return { x: r.left + stage.x() + geo.cx[k]! * stage.scaleX(), y: r.top + stage.y() + geo.cy[k]! * stage.scaleX() };
  }, hex);
}

/** Waits until the map stage shown is made (it is made in a task after the studio's first render) and has its grid. */
export async function mapReady(page: Page): Promise<void> {
  await page.waitForFunction(() => !!(document.querySelector('[data-testid=map-stage]') as (HTMLElement & { sandtable?: { geometry(): unknown } }) | null)?.sandtable?.geometry());
}

/** Opens the studio, failing the test on any page error, and waits until the JSON pane is ready (and the map, when one is shown). */
export async function openStudio(page: Page, file?: string): Promise<void> {
  page.on('pageerror', (e) => {
    throw e;
  });
  await page.goto('/');
  await expect(page.getByTestId('json-pane')).toHaveAttribute('data-ready', 'true');
  if (file) await page.locator(`button[title="${file}"]`).click();
  if (await page.getByTestId('map-stage').count()) await mapReady(page);
}

/**
 * An unsaved edit of the open document through its JSON, as typing it would be: the value at `path`
 * set to `value` in the text, the whole replaced (the pane's test hook).
 */
export async function setInOpenJson(page: Page, path: readonly string[], value: unknown): Promise<void> {
  await page.evaluate(
    async ({ path, value }) => {
      const pane = document.querySelector('[data-testid=json-pane]') as HTMLElement & { sandtable: { text(): string; type(t: string): Promise<void> } };
      const doc = JSON.parse(pane.sandtable.text()) as Record<string, unknown>;
      const parent = path.slice(0, -1).reduce((o, k) => o[k] as Record<string, unknown>, doc);
      parent[path[path.length - 1]!] = value;
      await pane.sandtable.type(JSON.stringify(doc, null, 2));
    },
    { path, value },
  );
}

/**
 * Opens the JSON editor as a designer does, by clicking in the pane's text (or, with `keyboard`,
 * tabbing to it: the editor then selects what was last revealed); Monaco is fetched only then.
 */
export async function openJsonEditor(page: Page, keyboard = false): Promise<void> {
  const text = page.getByTestId('json-text');
  if (keyboard) await text.focus();
  else await text.click();
  await expect(page.getByTestId('json-pane')).toHaveAttribute('data-editor', 'monaco');
}

/**
 * The Problems region with its filter set to `words`: the list draws only the rows in view, so a
 * test looks for a problem (or its absence) among those the filter keeps, as a designer would.
 */
export async function problemsMatching(page: Page, words: string): Promise<Locator> {
  const region = page.getByRole('region', { name: 'Problems' });
  await region.getByRole('searchbox', { name: 'Filter problems' }).fill(words);
  return region;
}

/** Picks an item of the File menu, as a designer does, and waits for the file it downloads. */
export async function fromFileMenu(page: Page, item: RegExp | string): Promise<Download> {
  await page.getByRole('button', { name: 'File', exact: true }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: item }).click();
  return download;
}
