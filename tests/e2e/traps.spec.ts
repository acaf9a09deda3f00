/**
 * The traps a newcomer fell into (issue 10), each driven as a person would: the first click, menus,
 * typing a hex's record, the why line, the order of Problems, and documents the schema refuses,
 * loaded from disk or typed live. Each failed on the studio before the fixes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { at, problemsMatching } from './stage';

const MAP = 'data/maps/ardennes44-east.map.json';
const OOB = 'data/oob/ardennes44.oob.json';
const SCENARIO = 'data/scenarios/ardennes44-6turn.scenario.json';
const scratch = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../test-results/e2e-project');
const repo = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screens/${name}.png` });

type Store = { store: { get(f: string): { doc?: Record<string, unknown>; text: string; draft: boolean } | undefined; undoLabel?: string }; tool(): string };
const studio = (page: Page) => page.evaluate(() => (window as never as { sandtable: Store }).sandtable.tool());
const docOf = (page: Page, file: string) => page.evaluate((f) => (window as never as { sandtable: Store }).sandtable.store.get(f)?.doc, file) as Promise<Record<string, unknown> | undefined>;
const undoLabel = (page: Page) => page.evaluate(() => (window as never as { sandtable: Store }).sandtable.store.undoLabel ?? null);
/** Replaces the open document's text through the JSON pane's model, as typing does. */
const typeJson = (page: Page, text: string) => page.evaluate((t) => (document.querySelector('[data-testid=json-pane]') as HTMLElement & { sandtable: { type(t: string): Promise<void> } }).sandtable.type(t), text);
const summary = (page: Page) => page.getByTestId('summary');

async function open(page: Page, errors: string[]) {
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) errors.push(m.text());
  });
  await page.goto('/');
  await expect(page.getByTestId('json-pane')).toHaveAttribute('data-ready', 'true');
}

test.beforeEach(async ({ page }) => {
  for (const f of [MAP, OOB, SCENARIO, 'data/rules/ardennes44.rules.json']) fs.copyFileSync(path.join(repo, f), path.join(scratch, f));
  fs.rmSync(path.join(scratch, 'data/playtests'), { recursive: true, force: true });
  await page.goto('/');
  await page.evaluate(() => indexedDB.deleteDatabase('sandtable'));
});

test('the studio opens with Select: the first click on the map selects, and paints nothing', async ({ page }) => {
  const errors: string[] = [];
  await open(page, errors);
  expect(await studio(page)).toBe('select');
  const before = await docOf(page, MAP);
  const p = await at(page, '2520');
  await page.mouse.click(p.x, p.y);
  await expect(page.getByTestId('inspector-hex')).toHaveText('2520');
  expect(await docOf(page, MAP)).toEqual(before);
  expect(await undoLabel(page)).toBeNull();
  expect(errors).toEqual([]);
});

test('Escape closes any menu; a click that closes a menu does nothing else, even with the brush', async ({ page }) => {
  const errors: string[] = [];
  await open(page, errors);
  const menus = page.getByRole('navigation', { name: 'Menus' });
  for (const menu of ['File', 'Edit', 'View', 'Tools']) {
    await menus.getByRole('button', { name: menu }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
  }
  await page.keyboard.press('b');
  expect(await studio(page)).toBe('brush');
  const before = await docOf(page, MAP);
  await menus.getByRole('button', { name: 'Edit' }).click();
  await shot(page, 'menu-open');
  const p = await at(page, '2418');
  await page.mouse.click(p.x, p.y);
  await expect(page.getByRole('menu')).toHaveCount(0);
  expect(await docOf(page, MAP)).toEqual(before);
  expect(await undoLabel(page)).toBeNull();
  expect(errors).toEqual([]);
});

test('a hex with no record is a caret in the JSON: typing there adds its record and keeps its neighbours', async ({ page }) => {
  const errors: string[] = [];
  await open(page, errors);
  const before = (await docOf(page, MAP))!.hexes as Record<string, unknown>;
  // A hex on the grid with no record of its own, with a later record after it in the file.
  const hex = await page.evaluate((hexes) => {
    const host = document.querySelector('[data-testid=map-stage]') as HTMLElement & { sandtable: { geometry(): { ordinal: Map<string, number> } } };
    const keys = Object.keys(hexes).sort();
    return [...host.sandtable.geometry().ordinal.keys()].sort().find((h) => !(h in hexes) && keys.some((k) => k > h) && /^2[0-9]{3}$/.test(h));
  }, before);
  expect(hex).toBeDefined();
  await page.evaluate(([file, h]) => (window as never as { sandtable: { show(p: object): void } }).sandtable.show({ file, hex: h }), [MAP, hex!]);
  const p = await at(page, hex!);
  await page.mouse.click(p.x, p.y);
  await expect(page.getByTestId('inspector-hex')).toHaveText(hex!);
  // Tabbing to the JSON and typing at once, as a person does: the keys typed while its editor opens
  // go in at the caret the map put there, the rest key by key (Monaco's auto-closed brackets and quotes typed over).
  await page.getByTestId('json-text').focus();
  await page.keyboard.type(`"${hex}": { "terrain": "forest" },`);
  await expect(page.getByTestId('json-pane')).toHaveAttribute('data-editor', 'monaco');
  await expect.poll(async () => ((await docOf(page, MAP))!.hexes as Record<string, { terrain?: string }>)[hex!]?.terrain).toBe('forest');
  const after = (await docOf(page, MAP))!.hexes as Record<string, unknown>;
  expect(Object.keys(after)).toHaveLength(Object.keys(before).length + 1);
  for (const k of Object.keys(before)) expect(after[k]).toEqual(before[k]);
  await shot(page, 'hex-record-typed');
  expect(errors).toEqual([]);
});

test('the why line follows the hovered hex', async ({ page }) => {
  const errors: string[] = [];
  await open(page, errors);
  await page.getByTestId('play-start').click();
  type Play = { play: { reach(): { hex: string }[]; legal(): { actions: { type: string; unit?: string; target?: string }[] }; state(): { units: Record<string, { loc: { hex?: string } }> } }; show(p: object): void };
  const move = await page.evaluate(() => {
    const play = (window as never as { sandtable: Play }).sandtable.play;
    const units = play.state().units;
    const firstIn = (hex: string) => Object.keys(units).find((id) => units[id]!.loc.hex === hex);
    return play.legal().actions.find((a) => a.type === 'move' && firstIn(units[a.unit!]!.loc.hex!) === a.unit)!;
  });
  const from = await page.evaluate((id) => (window as never as { sandtable: Play }).sandtable.play.state().units[id]!.loc.hex!, move.unit!);
  await page.evaluate(([file, h]) => (window as never as { sandtable: Play }).sandtable.show({ file, hex: h }), [MAP, from]);
  const a = await at(page, from);
  await page.mouse.click(a.x, a.y);
  await expect(page.getByTestId('play-unit')).toContainText(/hexes in reach/);
  // Two hexes in reach, then one far beyond it: the line names each as it is hovered.
  const { reach, beyond } = await page.evaluate((start) => {
    const play = (window as never as { sandtable: Play }).sandtable.play;
    const hexes = play.reach().map((r) => r.hex);
    const occupied = new Set(Object.values(play.state().units).map((u) => u.loc.hex));
    for (const h of hexes)
      for (const d of [-1, 1]) {
        const row = Number(h.slice(2)) + d;
        const b = h.slice(0, 2) + String(row).padStart(2, '0');
        if (row >= 1 && row <= 42 && !hexes.includes(b) && b !== start && !occupied.has(b)) return { reach: hexes, beyond: b };
      }
    return { reach: hexes, beyond: undefined };
  }, from);
  expect(beyond).toBeDefined();
  for (const h of [reach[0]!, reach.at(-1)!, beyond!]) {
    const p = await at(page, h);
    await page.mouse.move(p.x, p.y, { steps: 3 });
    await expect(page.getByTestId('play-why')).toContainText(new RegExp(`^${h}: `));
  }
  await shot(page, 'why-follows');
  expect(errors).toEqual([]);
});

test('Problems list errors first; a missing comma is one error, the others checked against the last good map', async ({ page }) => {
  const errors: string[] = [];
  await open(page, errors);
  await expect(summary(page)).toHaveText(/ 0 errors · \d+ warnings/);
  const text = fs.readFileSync(path.join(scratch, MAP), 'utf8');
  const broken = text.replace(/("terrain": "[a-zA-Z]+"),(\s+"features")/, '$1$2');
  expect(broken).not.toBe(text);
  await typeJson(page, broken);
  await expect(summary(page)).toHaveText(/ 1 error · \d+ warnings/);
  await expect(page.getByTestId('draft-note')).toContainText('does not parse');
  const first = page.getByRole('region', { name: 'Problems' }).locator('button.problem').first();
  await expect(first).toHaveClass(/error/);
  await expect(first).toContainText(MAP);
  await shot(page, 'problems-errors-first');
  await typeJson(page, text);
  await expect(summary(page)).toHaveText(/ 0 errors · \d+ warnings/);
  expect(errors).toEqual([]);
});

const PLAYTEST = 'data/playtests/kept.playtest.json';
/** A playtest to break: the project ships none. */
const keptPlaytest = () => JSON.stringify({ kind: 'playtest', schemaVersion: 1, id: 'kept', scenario: 'ardennes44-6turn', seed: 's', actions: [{ type: 'endPhase', side: 'german' }] }, null, 2) + '\n';

/** Each document kind with a required field gone (or the wrong kind), as the issue found them. */
const BAD: { name: string; base: string; file: string; change(d: Record<string, unknown>): void }[] = [
  { name: 'a ruleset without sides', base: 'data/rules/ardennes44.rules.json', file: 'data/rules/bad-sides.rules.json', change: (d) => delete d.sides },
  { name: 'a playtest without actions', base: PLAYTEST, file: 'data/playtests/bad-actions.playtest.json', change: (d) => delete d.actions },
  { name: 'a scenario without maps', base: SCENARIO, file: 'data/scenarios/bad-maps.scenario.json', change: (d) => delete d.maps },
  { name: 'a scenario without setup', base: SCENARIO, file: 'data/scenarios/bad-setup.scenario.json', change: (d) => delete d.setup },
  { name: 'a scenario without reinforcements', base: SCENARIO, file: 'data/scenarios/bad-reinf.scenario.json', change: (d) => delete d.reinforcements },
  { name: 'a map without grid', base: MAP, file: 'data/maps/bad-grid.map.json', change: (d) => delete d.grid },
  { name: 'an order of battle without units', base: OOB, file: 'data/oob/bad-units.oob.json', change: (d) => delete d.units },
  { name: 'a map whose kind says scenario', base: 'data/maps/titm.map.json', file: 'data/maps/bad-kind.map.json', change: (d) => (d.kind = 'scenario') },
];

for (const bad of BAD) {
  test(`loaded from disk, ${bad.name} does not stop the studio: it shows its Problems`, async ({ page }) => {
    const d = JSON.parse(bad.base === PLAYTEST ? keptPlaytest() : fs.readFileSync(path.join(repo, bad.base), 'utf8')) as Record<string, unknown>;
    fs.mkdirSync(path.dirname(path.join(scratch, bad.file)), { recursive: true });
    d.id = `bad-${path.basename(bad.file).split('.')[0]}`;
    bad.change(d);
    fs.writeFileSync(path.join(scratch, bad.file), JSON.stringify(d, null, 2));
    try {
      const errors: string[] = [];
      await open(page, errors);
      await expect(page.getByTestId('map-stage')).toBeVisible();
      await expect(summary(page)).toHaveText(/^15 documents · [1-9]\d* errors?\b/);
      await page.locator(`button[title="${bad.file}"]`).click();
      await expect(page.getByTestId('open-file')).toHaveText(bad.file);
      await expect(page.getByTestId('draft-note')).toContainText('the editors show nothing of it until it is');
      await expect(page.getByRole('region', { name: 'Problems' }).locator('button.problem.error').first()).toContainText(bad.file);
      // Test play still starts on the project's own scenario.
      await page.locator(`button[title="${SCENARIO}"]`).click();
      await page.getByTestId('play-start').click();
      await expect(page.getByTestId('play-status')).toContainText('Movement');
      await shot(page, `bad-disk-${path.basename(bad.file, '.json')}`);
      expect(errors).toEqual([]);
    } finally {
      fs.rmSync(path.join(scratch, bad.file), { force: true });
    }
  });
}

test('when the checks\' worker cannot start, the project still opens, read and checked on the page', async ({ page }) => {
  const bad = BAD.find((b) => b.name.includes('without grid'))!;
  const d = JSON.parse(fs.readFileSync(path.join(repo, bad.base), 'utf8')) as Record<string, unknown>;
  d.id = 'bad-grid';
  bad.change(d);
  fs.writeFileSync(path.join(scratch, bad.file), JSON.stringify(d, null, 2));
  try {
    // The studio's files are read in the worker as it opens: a worker whose script never comes must not leave it blank.
    await page.route('**/*checker.worker*', (r) => r.abort());
    // The page the set-up opened is left first: its own start, still under way, would meet the refusal too.
    await page.goto('about:blank');
    const errors: string[] = [];
    await open(page, errors);
    await expect(page.getByTestId('map-stage')).toBeVisible();
    await expect(summary(page)).toHaveText(/^15 documents · [1-9]\d* errors?\b/);
    await expect(page.getByRole('region', { name: 'Problems' }).locator('button.problem.error').first()).toContainText(bad.file);
    expect(await docOf(page, bad.file)).toBeUndefined();
    expect((await docOf(page, MAP))?.id).toBe('ardennes44-east');
    // The page said why it read them itself.
    expect(errors.filter((e) => e.includes("the checks' worker failed"))).toHaveLength(1);
    await shot(page, 'no-check-worker');
  } finally {
    fs.rmSync(path.join(scratch, bad.file), { force: true });
  }
});

for (const bad of BAD.filter((b) => !b.name.includes('kind says'))) {
  test(`typed live, ${bad.name} does not stop the studio: the editors keep the last good version`, async ({ page }) => {
    if (bad.base === PLAYTEST) {
      fs.mkdirSync(path.join(scratch, 'data/playtests'), { recursive: true });
      fs.writeFileSync(path.join(scratch, PLAYTEST), keptPlaytest());
    }
    const errors: string[] = [];
    await open(page, errors);
    await page.locator(`button[title="${bad.base}"]`).click();
    const good = await docOf(page, bad.base);
    const d = structuredClone(good!);
    bad.change(d);
    await typeJson(page, JSON.stringify(d, null, 2));
    await expect(summary(page)).toHaveText(/ [1-9]\d* errors?\b/);
    await expect(page.getByTestId('draft-note')).toContainText('is not a valid');
    expect(await docOf(page, bad.base)).toEqual(good);
    await expect(page.getByRole('region', { name: 'Problems' }).locator('button.problem.error').first()).toContainText(bad.base);
    await shot(page, `bad-typed-${path.basename(bad.file, '.json')}`);
    // Test play runs on the last good version meanwhile.
    await page.getByTestId('play-start').click();
    await expect(page.getByTestId('play-status')).toContainText('Movement');
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.locator(`button[title="${bad.base}"]`).click();
    await typeJson(page, JSON.stringify(good, null, 2) + '\n');
    await expect(summary(page)).toHaveText(/ 0 errors/);
    expect(errors).toEqual([]);
  });
}

test('test play refuses to start while a document it plays has an error, naming the first (issue 18)', async ({ page }) => {
  const errors: string[] = [];
  await open(page, errors);
  await page.locator(`button[title="${SCENARIO}"]`).click();
  const good = fs.readFileSync(path.join(scratch, SCENARIO), 'utf8');
  // Schema-valid, but the reinforcement names a unit the order of battle does not have.
  const unit = /"units": \[\s*"([^"]+)"/.exec(good.slice(good.indexOf('"reinforcements"')))![1]!;
  await typeJson(page, good.replace(`"${unit}"`, '"no-such-unit"'));
  await expect(summary(page)).toHaveText(/ [1-9]\d* errors?\b/);
  await page.getByTestId('play-start').click();
  await expect(page.locator('.play-error')).toContainText(/^Cannot start: \d+ errors? in the documents this scenario plays; fix (it|them) first \(Problems\)\. First: data\/scenarios\/ardennes44-6turn\.scenario\.json:\d+:\d+ .*no-such-unit/);
  await expect(page.getByTestId('play-status')).toHaveCount(0);
  await shot(page, 'play-refused');
  await typeJson(page, good);
  await expect(summary(page)).toHaveText(/ 0 errors/);
  await page.getByTestId('play-start').click();
  await expect(page.getByTestId('play-status')).toContainText('Movement');
  expect(errors).toEqual([]);
});

test('a 50 MB file on disk is a Problem saying its size and the limit, as validate says it, never "empty", and never saved over (issue 18)', async ({ page }) => {
  const big = 'data/maps/huge.map.json';
  fs.mkdirSync(path.dirname(path.join(scratch, big)), { recursive: true });
  const text = '{"kind": "map", "schemaVersion": 1, "id": "huge", "notes": "' + 'a'.repeat(50 * 1024 * 1024) + '"}';
  fs.writeFileSync(path.join(scratch, big), text);
  try {
    const errors: string[] = [];
    await open(page, errors);
    const problems = await problemsMatching(page, 'file is');
    await expect(problems).toContainText('This file is 50.0 MB; Sandtable reads documents up to 16.0 MB');
    await expect(problems).not.toContainText('The file is empty');
    await shot(page, 'too-large-file');
    await page.keyboard.press('Control+s');
    expect(fs.statSync(path.join(scratch, big)).size).toBe(Buffer.byteLength(text));
    expect(errors).toEqual([]);
  } finally {
    fs.rmSync(path.join(scratch, big), { force: true });
  }
});

test('the JSON editor\'s code fails to load: a clear error, the text view kept, and the next click loads it', async ({ page }) => {
  const errors: string[] = [];
  await open(page, errors);
  const fails = async (chunk: RegExp, shotName?: string) => {
    // A chunk refused, as when the server is gone or a new build replaced its files.
    const block = (route: { abort(): Promise<void> }) => route.abort();
    await page.route(chunk, block);
    await page.getByTestId('json-text').click();
    await expect(page.getByTestId('status')).toContainText('The JSON editor could not be loaded');
    await expect(page.getByTestId('json-text')).toContainText('"kind": "map"');
    expect(await page.getByTestId('json-pane').getAttribute('data-editor')).toBeNull();
    if (shotName) await shot(page, shotName);
    // The files back: the next click loads it.
    await page.unroute(chunk, block);
    await page.getByTestId('json-text').click();
    await expect(page.getByTestId('json-pane')).toHaveAttribute('data-editor', 'monaco');
    await expect(page.locator('.monaco-editor .view-lines')).toContainText('"kind": "map"');
  };
  // Monaco itself, then (in a fresh page) only its JSON mode, fetched once Monaco is in.
  await fails(/\/assets\/monaco-[^/]*\.js$/, 'json-editor-load-failed');
  await page.reload();
  await expect(page.getByTestId('json-pane')).toHaveAttribute('data-ready', 'true');
  await fails(/\/assets\/jsonMode-[^/]*\.js$/);
  expect(errors.filter((e) => !/dynamically imported module|Importing a module script failed/.test(e))).toEqual([]);
});
