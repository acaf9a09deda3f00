import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { at } from './stage';

const MAP = 'data/maps/ardennes44-east.map.json';
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screens/${name}.png` });
type Win = { sandtable: { show(p: { file: string; hex: string }): void; play: { reach(): { hex: string; mpLeft: number; path: string[] }[]; select(id: string): void; legal(): { actions: { type: string; unit?: string; units?: string[]; target?: string; from?: string; mode?: string }[] }; state(): { units: Record<string, { loc: { hex?: string } }> } } } };

/** Brings a hex into view, as scrolling the map would. */
const look = (page: Page, hex: string) => page.evaluate(([file, h]) => (window as never as Win).sandtable.show({ file: file!, hex: h! }), [MAP, hex]);

/** Opens the studio, failing on any page error, and starts test play on the default scenario. */
async function startPlay(page: Page): Promise<void> {
  page.on('pageerror', (e) => {
    throw e;
  });
  await page.goto('/');
  await expect(page.getByTestId('json-pane')).toHaveAttribute('data-ready', 'true');
  await page.getByTestId('play-start').click();
}

test('test play: move a unit by dragging, attack with the odds shown, see the dice in the log, and undo', async ({ page }) => {
  await startPlay(page);
  await expect(page.getByTestId('play-status')).toHaveText(/16 Dec.*German Movement Phase|German Movement Phase/);

  // A German unit that is first in its hex, and a hex it can reach (from the legal moves).
  const move = await page.evaluate(() => {
    const play = (window as never as Win).sandtable.play;
    const units = play.state().units;
    const firstIn = (hex: string) => Object.keys(units).find((id) => units[id]!.loc.hex === hex);
    return play.legal().actions.find((a) => a.type === 'move' && firstIn(units[a.unit!]!.loc.hex!) === a.unit && a.target !== units[a.unit!]!.loc.hex)!;
  });
  const from = await page.evaluate((id) => (window as never as Win).sandtable.play.state().units[id]!.loc.hex!, move.unit!);
  await look(page, from);
  const a = await at(page, from);
  const b = await at(page, move.target!);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await expect(page.getByTestId('play-unit')).toContainText(/MP left, \d+ hexes in reach/);
  await page.mouse.move(b.x, b.y, { steps: 8 });
  await page.mouse.up();
  await expect(page.getByTestId('play-log')).toContainText(`→ ${move.target}`);
  await shot(page, 'play-moved');
  expect(await page.evaluate((id) => (window as never as Win).sandtable.play.state().units[id]!.loc.hex, move.unit!)).toBe(move.target);

  // Undo puts it back.
  await page.getByTestId('play-undo').click();
  expect(await page.evaluate((id) => (window as never as Win).sandtable.play.state().units[id]!.loc.hex, move.unit!)).toBe(from);
  await expect(page.getByTestId('play-rewound')).toContainText('acting here forks');

  // Select it again: its supply line is shown, and hovering a hex beyond its reach says why, with the rule.
  await page.mouse.click(a.x, a.y);
  await expect(page.getByTestId('play-supply')).toContainText(/in supply now|cannot trace supply/);
  const beyond = await page.evaluate((start) => {
    const play = (window as never as Win).sandtable.play;
    const reach = play.reach();
    const inReach = new Set(reach.map((r) => r.hex));
    const occupied = new Set(Object.values(play.state().units).map((u) => u.loc.hex));
    for (const r of [...reach].sort((x, y) => x.mpLeft - y.mpLeft))
      for (const d of [-1, 1]) {
        const row = Number(r.hex.slice(2)) + d;
        const h = r.hex.slice(0, 2) + String(row).padStart(2, '0');
        if (row >= 1 && row <= 42 && !inReach.has(h) && h !== start && !occupied.has(h)) return h;
      }
    return undefined;
  }, from);
  expect(beyond).toBeDefined();
  await look(page, beyond!);
  const c = await at(page, beyond!);
  await page.mouse.move(c.x, c.y, { steps: 4 });
  await expect(page.getByTestId('play-why')).toContainText(new RegExp(`^${beyond}: .*\\(rule [0-9.]+`));
  await shot(page, 'play-why');
  await page.mouse.move(c.x, c.y);
  await page.mouse.down();
  await page.mouse.up();
  await expect(page.getByTestId('play-refusal')).toContainText(`cannot move to ${beyond}`);

  // To the Combat Phase; pick an attacker and a target on the map and read the odds before rolling.
  await page.getByTestId('play-end-phase').click();
  await expect(page.getByTestId('play-status')).toContainText('Combat Phase');
  const attack = await page.evaluate(() => {
    const play = (window as never as Win).sandtable.play;
    const units = play.state().units;
    const a = play.legal().actions.find((x) => x.type === 'attack' && x.units!.length === 1 && Object.keys(units).filter((id) => units[id]!.loc.hex === units[x.units![0]!]!.loc.hex).length === 1)!;
    return { unit: a.units![0]!, from: units[a.units![0]!]!.loc.hex!, target: a.target! };
  });
  await look(page, attack.from);
  await page.mouse.click((await at(page, attack.from)).x, (await at(page, attack.from)).y);
  await page.mouse.click((await at(page, attack.target)).x, (await at(page, attack.target)).y);
  await expect(page.getByTestId('play-odds')).toContainText(/\d+ to \d+.* = \d+:\d+ → column \d+:\d+/);
  await shot(page, 'play-odds');
  const before = await page.getByTestId('play-log').locator('li').count();
  await page.getByTestId('play-attack').click();
  // The defender may first commit artillery, and the result may ask for losses or retreats: take the engine's picks.
  for (let i = 0; i < 6 && !(await page.getByTestId('play-log').textContent())!.match(new RegExp(`attack ${attack.target}: .* rolled \\d`)); i++) {
    if (await page.getByTestId('play-choice').isVisible()) await page.getByTestId('play-choice-go').click();
  }
  await expect(page.getByTestId('play-log')).toContainText(new RegExp(`attack ${attack.target}: .* rolled \\d`));
  await shot(page, 'play-attacked');

  // Undo the attack: the combat line goes from the log.
  const undone = async () => {
    await page.getByTestId('play-undo').click();
    return page.getByTestId('play-log').locator('li').count();
  };
  // A result that asks for a decision (firefight, advance) is its own step; undo back to before the attack.
  let n = await undone();
  while (n > before) n = await undone();
  await expect(page.getByTestId('play-log')).not.toContainText(`attack ${attack.target}:`);
});

test('test play: hexes only extended movement reaches show in blue, and a drag there moves the unit by it (11.2)', async ({ page }) => {
  await startPlay(page);
  const move = await page.evaluate(() => {
    const play = (window as never as Win).sandtable.play;
    const units = play.state().units;
    const firstIn = (hex: string) => Object.keys(units).find((id) => units[id]!.loc.hex === hex);
    return play.legal().actions.find((a) => a.type === 'move' && a.mode === 'extended' && firstIn(units[a.unit!]!.loc.hex!) === a.unit)!;
  });
  expect(move).toBeDefined();
  const from = await page.evaluate((id) => (window as never as Win).sandtable.play.state().units[id]!.loc.hex!, move.unit!);
  await look(page, from);
  const a = await at(page, from);
  await page.mouse.click(a.x, a.y);
  await expect(page.getByTestId('play-unit')).toContainText(/more by extended movement \(blue, E: 2 more MP, not ending next to the enemy, 11\.2\)/);
  const b = await at(page, move.target!);
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await expect(page.getByTestId('play-why')).toContainText(`${move.target}: `);
  await expect(page.getByTestId('play-why')).toContainText('by extended movement (11.2)');
  await shot(page, 'play-extended');
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 8 });
  await page.mouse.up();
  await expect(page.getByTestId('play-log')).toContainText(/moves \(extended movement\) .*→ /);
  expect(await page.evaluate((id) => (window as never as Win).sandtable.play.state().units[id]!.loc.hex, move.unit!)).toBe(move.target);
});

test('test play: a unit dragged along a route of its own walks that route, not the cheapest (11.1)', async ({ page }) => {
  await startPlay(page);
  // German units with a hex two steps away, and the other hexes one step away as cheap as the engine's way.
  const plans = await page.evaluate(() => {
    const play = (window as never as Win).sandtable.play;
    const units = play.state().units;
    const firstIn = (hex: string) => Object.keys(units).find((id) => units[id]!.loc.hex === hex);
    const out: { unit: string; from: string; mid: string; to: string; vias: string[] }[] = [];
    const seen = new Set<string>();
    for (const a of play.legal().actions) {
      if (a.type !== 'move' || a.mode || seen.has(a.unit!) || firstIn(units[a.unit!]!.loc.hex!) !== a.unit) continue;
      seen.add(a.unit!);
      play.select(a.unit!);
      const reach = play.reach();
      const by = new Map(reach.map((r) => [r.hex, r]));
      for (const r of reach) {
        if (r.path.length !== 3 || r.mpLeft < 1) continue;
        const [from, mid, to] = r.path as [string, string, string];
        if (!by.has(mid)) continue; // a friendly stack passed through: no move ends there
        const vias = reach.filter((x) => x.path.length === 2 && x.hex !== mid && x.mpLeft >= by.get(mid)!.mpLeft).map((x) => x.hex);
        if (vias.length) out.push({ unit: a.unit!, from, mid, to, vias });
      }
      if (out.length > 20) break;
    }
    return out;
  });
  // A way through a hex next to both ends: hex centres one step apart on the screen.
  let plan: { unit: string; from: string; via: string; to: string } | undefined;
  for (const p of plans) {
    await look(page, p.from);
    const [a, m, b] = [await at(page, p.from), await at(page, p.mid), await at(page, p.to)];
    const step = Math.hypot(a.x - m.x, a.y - m.y);
    for (const via of p.vias) {
      const v = await at(page, via);
      if (Math.abs(Math.hypot(v.x - b.x, v.y - b.y) - step) < step * 0.1) plan = { unit: p.unit, from: p.from, via, to: p.to };
    }
    if (plan) break;
  }
  expect(plan).toBeDefined();
  await page.evaluate((id) => (window as never as Win).sandtable.play.select(id), plan!.unit);
  await look(page, plan!.from);
  const a = await at(page, plan!.from);
  const v = await at(page, plan!.via);
  const b = await at(page, plan!.to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(v.x, v.y, { steps: 6 });
  await page.mouse.move(b.x, b.y, { steps: 6 });
  await page.mouse.up();
  await expect(page.getByTestId('play-log')).toContainText(`${plan!.from} → ${plan!.via} → ${plan!.to}`);
  await shot(page, 'play-route');
});

test('test play against a bot: the bot plays the Allied turn', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('json-pane')).toHaveAttribute('data-ready', 'true');
  await page.getByTestId('play-start').click();
  await page.getByTestId('play-player-allied').selectOption('greedy');
  await page.getByTestId('play-end-phase').click(); // German movement → combat
  await page.getByTestId('play-end-phase').click(); // → the Allies, played by the bot
  // The bot's attacks may ask the German player (hot-seat) for a loss or a retreat: take the engine's pick.
  const status = page.getByTestId('play-status');
  for (let i = 0; i < 40 && !/German (Bridge|Movement|Combat) Phase/.test((await status.textContent()) ?? ''); i++) {
    if (/the German player decides/.test((await status.textContent()) ?? '')) await page.getByTestId('play-choice-go').click();
    else await page.waitForTimeout(200);
  }
  await expect(status).toContainText(/German (Bridge|Movement|Combat) Phase/);
  await expect(page.getByTestId('play-log')).toContainText('Allied Movement Phase');
  // Saved as a playtest document with its states' digests, every 64 actions and after the last.
  await page.getByRole('button', { name: 'Save playtest' }).click();
  const note = page.locator('.play-note').filter({ hasText: /^Saved / });
  await expect(note).toBeVisible();
  const file = path.join('test-results/e2e-project', (await note.textContent())!.replace(/^Saved /, ''));
  try {
    const doc = JSON.parse(fs.readFileSync(file, 'utf8'));
    expect(doc).toMatchObject({ kind: 'playtest', schemaVersion: 2, scenario: 'ardennes44-6turn' });
    expect(doc.digests.at(-1)).toEqual({ step: doc.actions.length, state: expect.stringMatching(/^[0-9a-f]{16}$/) });
    expect(doc.digests.slice(0, -1).every((d: { step: number }, i: number) => d.step === 64 * (i + 1))).toBe(true);
  } finally {
    fs.rmSync(file, { force: true }); // the project stays as shipped for the tests after this one
  }
});

test('test play: reinforcements enter from the panel, and a side may wait in an off-map box', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('json-pane')).toHaveAttribute('data-ready', 'true');
  await page.getByTestId('play-start').click();
  // Hot-seat to the German 16PM Movement Phase, when the 150th Panzer Brigade arrives at K.
  for (let i = 0; i < 8 && !/16 PM · German Movement/.test((await page.getByTestId('play-status').textContent()) ?? ''); i++) await page.getByTestId('play-end-phase').click();
  await expect(page.getByTestId('play-status')).toContainText('16 PM · German Movement Phase');
  const panel = page.getByTestId('play-reinforcements');
  await expect(panel).toContainText('150');
  await panel.locator('.play-arrival').first().getByRole('button', { name: 'Go' }).click();
  await expect(page.getByTestId('play-log')).toContainText(/enters at \d{4}/);
  await shot(page, 'play-reinforcement');
  // The Allied tanks due at A or B may wait in the South-East box instead.
  for (let i = 0; i < 6 && !/16 PM · Allied Movement/.test((await page.getByTestId('play-status').textContent()) ?? ''); i++) await page.getByTestId('play-end-phase').click();
  const row = page.getByTestId('play-reinforcements').locator('.play-arrival', { hasText: '70' });
  await row.locator('select').selectOption({ label: 'wait in the South-East box' });
  await row.getByRole('button', { name: 'Go' }).click();
  await expect(page.getByTestId('play-log')).toContainText('waits in the South-East box');
});

test("test play: the defender's choices are the defender's: defensive artillery, then losses and retreats, the engine's pick pre-selected", async ({ page }) => {
  await startPlay(page);
  await page.getByTestId('play-end-phase').click(); // German movement → combat
  await expect(page.getByTestId('play-status')).toContainText('German Combat Phase');
  // Kampfgruppe Peiper attacks the US 2nd ID regiment at 1535, within range of V/187 and V/406.
  const from = await page.evaluate(() => (window as never as Win).sandtable.play.state().units['de-1ss-peiper-1']!.loc.hex!);
  await look(page, from);
  await page.mouse.click((await at(page, from)).x, (await at(page, from)).y);
  await page.mouse.click((await at(page, '1535')).x, (await at(page, '1535')).y);
  await expect(page.getByTestId('play-odds')).toContainText('rolled at resolution: Allied defensive artillery');
  await page.getByTestId('play-attack').click();
  // Hot-seat: the Allied player now decides, before the roll.
  await expect(page.getByTestId('play-status')).toContainText('German Combat Phase · the Allied player decides');
  await expect(page.getByTestId('play-choice')).toContainText('Defensive artillery');
  const options = page.getByTestId('play-choice-options');
  await expect(options.locator('option').first()).toContainText("in defensive support (the engine's pick)");
  await expect(options.locator('option').last()).toContainText('commits no defensive artillery');
  await expect(options).toHaveValue('0');
  await shot(page, 'play-choice-defensive-artillery');
  await page.getByTestId('play-choice-go').click();
  await expect(page.getByTestId('play-log')).toContainText('Defensive Artillery table');
  await expect(page.getByTestId('play-log')).toContainText('flipped to Fired');
  await expect(page.getByTestId('play-log')).toContainText(/attack 1535: .* rolled \d/);
  // Whatever the result asks next (a loss, a retreat, a firefight) is offered the same way, until the attacker acts again.
  for (let i = 0; i < 8 && (await page.getByTestId('play-choice').isVisible()); i++) {
    await expect(page.getByTestId('play-choice-options').locator('option').first()).toContainText("(the engine's pick)");
    await shot(page, `play-choice-${i}`);
    await page.getByTestId('play-choice-go').click();
  }
  await expect(page.getByTestId('play-status')).toContainText('German Combat Phase');
});

test('test play: the Allied Traffic Marker Phase: a click on the map, a marker placed, a roadblock moved, a refusal said (24)', async ({ page }) => {
  await startPlay(page);
  const status = page.getByTestId('play-status');
  for (let i = 0; i < 6 && !/Allied Traffic Marker Phase/.test((await status.textContent()) ?? ''); i++) await page.getByTestId('play-end-phase').click();
  await expect(status).toContainText('16 AM · Allied Traffic Marker Phase');
  await expect(page.getByTestId('play-traffic')).toContainText('roadblocks: 2111, 2312');
  // The engine's first pick for a traffic marker, clicked on the map.
  const spot = await page.evaluate(() => (window as never as Win).sandtable.play.legal().actions.find((a) => a.type === 'placeTraffic')!.target!);
  await look(page, spot);
  await page.mouse.click((await at(page, spot)).x, (await at(page, spot)).y);
  await page.getByTestId('play-placeTraffic').click();
  await expect(page.getByTestId('play-log')).toContainText(`Traffic marker 1 placed at ${spot}`);
  await expect(page.getByTestId('play-traffic')).toContainText(`1 at ${spot}`);
  // The hex next to it is refused, with the rule.
  const near = await page.evaluate((hex) => {
    const play = (window as never as Win).sandtable.play;
    const listed = new Set(play.legal().actions.filter((a) => a.type === 'placeTraffic').map((a) => a.target));
    const [c, r] = [Number(hex.slice(0, 2)), Number(hex.slice(2))];
    return [`${String(c).padStart(2, '0')}${String(r + 1).padStart(2, '0')}`, `${String(c).padStart(2, '0')}${String(r - 1).padStart(2, '0')}`].find((h) => !listed.has(h))!;
  }, spot);
  await page.mouse.click((await at(page, near)).x, (await at(page, near)).y);
  await expect(page.getByTestId('play-traffic')).toContainText(/nothing may go here: .*next to traffic marker 1.*\(24\.5\)/);
  // A roadblock moved: the first legal move of the one at 2312.
  const move = await page.evaluate(() => (window as never as Win).sandtable.play.legal().actions.find((a) => a.type === 'placeRoadblock' && a.from === '2312')!.target!);
  await look(page, move);
  await page.mouse.click((await at(page, move)).x, (await at(page, move)).y);
  await page.getByTestId('play-placeRoadblock').filter({ hasText: 'at 2312' }).click();
  await expect(page.getByTestId('play-log')).toContainText(`Roadblock moved from 2312 to ${move}`);
  await shot(page, 'play-traffic');
  await page.getByTestId('play-end-phase').click();
  await expect(page.getByTestId('play-log')).toContainText(/Traffic markers: rolled \d and \d/);
});

test('test play: a unit next to the enemy disengages before any combat, from a button beside the picked attackers (20)', async ({ page }) => {
  await startPlay(page);
  await page.getByTestId('play-end-phase').click(); // German movement → combat
  await expect(page.getByTestId('play-status')).toContainText('German Combat Phase');
  const unit = await page.evaluate(() => (window as never as Win).sandtable.play.legal().actions.find((a) => a.type === 'disengage')!.unit!);
  const from = await page.evaluate((id) => (window as never as Win).sandtable.play.state().units[id]!.loc.hex!, unit);
  await look(page, from);
  await page.mouse.click((await at(page, from)).x, (await at(page, from)).y);
  const button = page.getByTestId('play-disengage').first();
  await expect(button).toContainText('Disengage');
  await button.click();
  await expect(page.getByTestId('play-log')).toContainText(/tries to disengage: Disengagement table: rolled \d/);
  // A success asks where the unit ends (1 or 2 hexes away); take the engine's pick.
  if (await page.getByTestId('play-choice').isVisible()) await page.getByTestId('play-choice-go').click();
  await shot(page, 'play-disengage');
  await expect(page.getByTestId('play-status')).toContainText('German Combat Phase');
});

test('test play: an infantry unit that stays put starts an improved position from the choice panel, marked on the map (15.8)', async ({ page }) => {
  await startPlay(page);
  await expect(page.getByTestId('play-status')).toContainText('German Movement Phase');
  const option = page.getByTestId('play-choice-options').locator('option', { hasText: 'starts an improved position' }).first();
  await expect(page.getByTestId('play-choice')).toContainText('improved position');
  const text = (await option.textContent())!;
  await page.getByTestId('play-choice-options').selectOption(await option.getAttribute('value'));
  await page.getByTestId('play-choice-go').click();
  const hex = text.match(/improved position at (\d{4})/)![1]!;
  await expect(page.getByTestId('play-log')).toContainText(`starts an improved position in ${hex}`);
  const positions = await page.evaluate(() => (window as never as { sandtable: { play: { state(): { positions?: Record<string, { built: boolean }> } } } }).sandtable.play.state().positions);
  expect(positions?.[hex]).toMatchObject({ built: false });
  await look(page, hex);
  await shot(page, 'play-improved-position');
  // Undo takes it back, as any step.
  await page.getByTestId('play-undo').click();
  await expect(page.getByTestId('play-log')).not.toContainText(`starts an improved position in ${hex}`);
});

test('test play: a regiment forms a breakdown battalion from the choice panel, a 1-step unit in its hex, and undo takes it back (26)', async ({ page }) => {
  await startPlay(page);
  await expect(page.getByTestId('play-status')).toContainText('German Movement Phase');
  const option = page.getByTestId('play-choice-options').locator('option', { hasText: 'forms a breakdown unit' }).first();
  await expect(page.getByTestId('play-choice')).toContainText('breakdown');
  const text = (await option.textContent())!;
  await page.getByTestId('play-choice-options').selectOption(await option.getAttribute('value'));
  await page.getByTestId('play-choice-go').click();
  await expect(page.getByTestId('play-log')).toContainText(/loses a step and forms .* \(breakdown, placeholder\) in \d{4}/);
  type P = { sandtable: { play: { state(): { units: Record<string, { loc: { hex?: string }; steps: number; parent?: string }> } } } };
  const units = await page.evaluate(() => (window as never as P).sandtable.play.state().units);
  const formed = Object.entries(units).find(([, u]) => u.parent && u.loc.hex);
  expect(formed).toBeDefined();
  expect(formed![1].steps).toBe(1);
  expect(text).toContain('loses a step');
  await look(page, formed![1].loc.hex!);
  await shot(page, 'play-breakdown');
  await page.getByTestId('play-undo').click();
  await expect(page.getByTestId('play-log')).not.toContainText('(breakdown, placeholder) in');
});
