import { expect, test, type Page } from '@playwright/test';
import { openStudio } from './stage';

const SCENARIO = 'data/scenarios/titm-intro.scenario.json';
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screens/${name}.png` });
type Pt = { x: number; y: number };
type Win = {
  sandtable: {
    store: { find(kind: string, id: string): { doc: { areas: Record<string, { position?: Pt }>; zones?: Record<string, { position?: Pt }> } } };
    play: {
      area: { stack(): string[]; reach(): { to: string }[]; state(): { side: string; units: Record<string, { loc: { at?: string } }> }; compiled(): { units: Map<string, { side: string }> } };
      legal(): { actions: { type: string; unit?: string; units?: string[]; path?: string[] }[] };
    };
  };
};

/** Screen position of an area or zone of the map in play. */
async function screenOf(page: Page, node: string): Promise<Pt> {
  return page.evaluate((id) => {
    const w = window as never as Win;
    const map = w.sandtable.store.find('map', 'titm').doc;
    const p = map.areas[id]?.position ?? map.zones![id]!.position!;
    const host = document.querySelector('[data-testid=area-stage]') as HTMLElement & { sandtable: { screenOf(p: Pt): Pt } };
    const s = host.sandtable.screenOf(p);
    const r = host.getBoundingClientRect();
    return { x: r.left + s.x, y: r.top + s.y };
  }, node);
}

test('area test play: move a stack into an enemy area, fight the battle with its dice shown, and play The 7th Army Attacks against the bot to its end', async ({ page }) => {
  test.setTimeout(900_000);
  await openStudio(page, SCENARIO);
  await page.getByTestId('play-start').click();
  await expect(page.getByTestId('area-stage')).toBeVisible();
  await expect(page.getByTestId('area-status')).toContainText('German');
  await expect(page.getByTestId('impulse-track')).toBeVisible();
  await page.getByTestId('play-player-allied').selectOption('greedy');

  // A German stack that can reach an Allied-held area (from the engine's legal moves): click it, aim, click the target.
  const from = await page.evaluate(() => {
    const play = (window as never as Win).sandtable.play;
    const s = play.area.state();
    const c = play.area.compiled();
    const enemyAt = new Set(Object.entries(s.units).filter(([id, u]) => u.loc.at && c.units.get(id)!.side !== s.side).map(([, u]) => u.loc.at!));
    const moves = play.legal().actions.filter((a) => a.type === 'move');
    const m = moves.find((a) => enemyAt.has(a.path!.at(-1)!)) ?? moves[0]!;
    return s.units[(m.unit ?? m.units![0])!]!.loc.at!;
  });
  let p = await screenOf(page, from);
  await page.mouse.click(p.x, p.y);
  await expect(page.getByTestId('area-stack')).toContainText('areas in reach');
  const to = await page.evaluate(() => {
    const play = (window as never as Win).sandtable.play;
    const s = play.area.state();
    const c = play.area.compiled();
    const enemyAt = new Set(Object.entries(s.units).filter(([id, u]) => u.loc.at && c.units.get(id)!.side !== s.side).map(([, u]) => u.loc.at!));
    return (play.area.reach().find((r) => enemyAt.has(r.to)) ?? play.area.reach()[0]!).to;
  });
  p = await screenOf(page, to);
  await page.mouse.move(p.x, p.y, { steps: 4 });
  await expect(page.getByTestId('area-why')).toContainText('MP left on arrival');
  await shot(page, 'area-play-reach');
  await page.mouse.click(p.x, p.y);
  await expect(page.getByTestId('play-log')).toContainText(/move/);
  expect(await page.evaluate(() => (window as never as Win).sandtable.play.area.state().units)).toBeDefined();

  // On to the end against the bot. Every choice the German player meets is made here by a click:
  // battles to fight, each target of its fire and artillery, units to remove, bridges to blow.
  let choices = 0;
  let shown = false;
  for (let i = 0; i < 800 && !/Game over/.test((await page.getByTestId('play-status').textContent()) ?? ''); i++) {
    const choice = page.getByTestId('battle-choices').locator('button');
    const offered = page.getByTestId('area-actions').locator('button[data-type=removeUnit], button[data-type=demolish], button[data-type=declineDemolition], button[data-type=fight]');
    if (await choice.count()) {
      if (!choices++) {
        await expect(page.getByTestId('battle-panel')).toContainText(/chooses a target/);
        await page.getByTestId('battle-panel').scrollIntoViewIfNeeded();
        await shot(page, 'area-play-battle');
        await page.getByTestId('battle-panel').screenshot({ path: 'test-results/screens/area-play-battle-panel.png' });
      }
      // The panel may be re-rendering under the bot's move: a button gone before the click is looked for again next round.
      await choice.first().click({ timeout: 5000 }).catch(() => undefined);
    } else if (await offered.count()) await offered.first().click({ timeout: 5000 }).catch(() => undefined);
    // Enabled when looked at, it may be disabled again before the click (the bot's turn came, or a choice): looked at again next round.
    else if (await page.getByTestId('play-end-phase').isEnabled()) await page.getByTestId('play-end-phase').click({ timeout: 5000 }).catch(() => undefined);
    else await page.waitForTimeout(100); // the bot is playing
    if (choices && !shown && !(await choice.count()) && (await page.getByTestId('battle-report').count())) {
      // The battle the player took part in, resolved: every fire step with its dice and hits.
      shown = true;
      await expect(page.getByTestId('battle-report')).toContainText('Battle in');
      await expect(page.getByTestId('battle-report').locator('li.roll').first()).toBeVisible();
      await page.getByTestId('battle-report').scrollIntoViewIfNeeded();
      await page.getByTestId('battle-report').screenshot({ path: 'test-results/screens/area-play-battle-report.png' });
    }
  }
  expect(choices).toBeGreaterThan(0);
  expect(shown).toBe(true);
  await expect(page.getByTestId('play-status')).toContainText('Game over');
  await expect(page.getByTestId('battle-report')).toContainText('Battle in');
  await shot(page, 'area-play-over');

  // Undo steps back into the game; acting there would fork it.
  await page.getByTestId('play-undo').click();
  await expect(page.getByTestId('play-rewound')).toContainText('acting here forks');
});

test('a bridge put on a road in the editor is blown in test play: the Allies cross at Vianden, the German engineer blows it (10.2)', async ({ page }) => {
  await openStudio(page, 'data/maps/titm.map.json');
  type M = { sandtable: { store: { get(f: string): { doc: { connections: Record<string, { bridge?: object; river?: boolean }> } } }; play: { area: { state(): { blown: string[] } } } } };
  const road = () => page.evaluate(() => (window as never as M).sandtable.store.get('data/maps/titm.map.json').doc.connections['19-56']);
  // Select the Nusbaum–Vianden road by clicking it, take its bridge off and put it back on (two named steps).
  const [a, b] = [await screenOf(page, 'nusbaum'), await screenOf(page, 'vianden')];
  await page.mouse.click((a.x + b.x) / 2, (a.y + b.y) / 2);
  await expect(page.getByTestId('connection-inspector')).toContainText('Nusbaum – Vianden');
  await page.getByLabel('Bridge', { exact: true }).uncheck();
  expect((await road())?.bridge).toBeUndefined();
  await page.getByLabel('Bridge', { exact: true }).check();
  expect((await road())?.bridge).toEqual({});

  // The First Three Days, hot-seat, seed 1: the Germans pass their first impulse.
  await page.locator('button[title="data/scenarios/titm-3days.scenario.json"]').click();
  await page.getByTestId('play-start').click();
  for (let i = 0; i < 6 && !/Allied/.test((await page.getByTestId('area-status').textContent()) ?? ''); i++) await page.getByTestId('play-end-phase').click();
  await expect(page.getByTestId('area-status')).toContainText('Allied 16-1 · Movement');

  // 109 Inf (a) crosses from Vianden towards Nusbaum: the German player may try to blow the bridge first.
  const v = await screenOf(page, 'vianden');
  await page.mouse.click(v.x, v.y);
  await expect(page.getByTestId('area-stack')).toBeVisible();
  const picked = await page.evaluate(() => (window as never as Win).sandtable.play.area.stack());
  for (const id of picked.filter((x) => x !== 'al-28Inf-109a')) await page.getByTestId('area-stack').getByText(new RegExp(`^\\s*${(await page.evaluate((u) => (window as never as Win).sandtable.play.area.compiled().units.get(u) as unknown as { name: string }, id)).name}`)).click();
  const n = await screenOf(page, 'nusbaum');
  await page.mouse.click(n.x, n.y);
  await expect(page.getByTestId('play-log')).toContainText('may try to blow it');
  const blow = page.getByTestId('area-actions').locator('button[data-type=demolish]', { hasText: '605' });
  await blow.click();
  await expect(page.getByTestId('play-log')).toContainText('The bridge 19-56 is blown');
  expect(await page.evaluate(() => (window as never as M).sandtable.play.area.state().blown)).toContain('19-56');
  await shot(page, 'area-play-bridge-blown');
});
