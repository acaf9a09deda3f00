import { expect, test, type Page } from '@playwright/test';
import { openJsonEditor, openStudio, problemsMatching, setInOpenJson } from './stage';

const RULES = 'data/rules/ardennes44.rules.json';
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screens/${name}.png` });
type Win = { sandtable: { store: { get(f: string): { doc: { tables: { crt: { rows: Record<string, Record<string, string>>; provenance: Record<string, { confidence: string }> } } } } }; play: { compiled(): { ruleset: { tables: { crt: { rows: Record<string, Record<string, string>> } } } } } } };
const cellInDoc = (page: Page) => page.evaluate((f) => (window as never as Win).sandtable.store.get(f).doc.tables.crt.rows['4']!['3:1'], RULES);

test('tables: change a CRT cell, see the chances change, mark its provenance, and test-play with it', async ({ page }) => {
  await openStudio(page, RULES);
  await expect(page.getByTestId('crt-editor')).toBeVisible();

  // 3:1 has DR2 on one die face in six; EX(Eng) on the 4.
  await expect(page.getByTestId('crt-p-DR2-3:1')).toContainText('16.7%');
  await page.getByTestId('crt-cell-4-3:1').selectOption('DR2');
  await expect(page.getByTestId('crt-p-DR2-3:1')).toContainText('33.3%');
  await expect(page.getByTestId('crt-p-EX(Eng)-3:1')).toContainText('·');
  expect(await cellInDoc(page)).toBe('DR2');
  // With one column right, 2:1 reads the edited 3:1 column.
  await page.getByTestId('crt-shift').selectOption('1');
  await expect(page.getByTestId('crt-p-DR2-2:1')).toContainText('/ 33.3%');

  // Re-mark the cell as a placeholder: the cell shows it and the Problems panel lists it.
  await page.getByTestId('crt-cell-4-3:1').focus();
  await page.getByTestId('crt-mark-placeholder').click();
  await expect(page.getByTestId('crt-cell-4-3:1').locator('xpath=..')).toHaveClass(/prov-placeholder/);
  await expect(await problemsMatching(page, 'tables/crt/rows/4/3:1')).toContainText('tables/crt/rows/4/3:1: placeholder value');
  await shot(page, 'tables-crt');

  // The provenance report counts it with the ruleset's other owed values, and opens the cell.
  await page.getByTestId('tab-provenance').click();
  const report = page.getByTestId('provenance-report');
  await expect(report).toContainText(/\d+ values still owed: \d+ lost, \d+ placeholder/);
  await page.getByTestId('provenance-counts').getByRole('row', { name: /Ardennes '44 \d+ \d+/ }).first().click();
  await page.getByTestId('crt-cell-1-1:3').focus(); // another cell is picked
  await page.getByRole('searchbox', { name: 'Filter problems' }).fill('crt/rows/4/'); // the filter applies to the report too
  await report.getByRole('button', { name: /tables\/crt\/rows\/4\/3:1: placeholder value/ }).click();
  await expect(page.getByTestId('crt-cell-inspector')).toContainText('3:1, die 4');
  await shot(page, 'provenance-report');

  // The Terrain Effects Chart: make clear terrain cost 2 MP for non-mechanized units in mud.
  await page.getByTestId('table-pick').selectOption({ label: 'Terrain Effects Chart' });
  await page.getByTestId('tec-clear-nonMech-mud').fill('2');
  await page.getByTestId('tec-clear-nonMech-mud').press('Enter');
  await expect(page.getByTestId('status')).toContainText('TEC Clear, Non-mechanized, mud: 1 → 2');
  expect(await page.evaluate((f) => (window as never as { sandtable: { store: { get(f: string): { doc: { terrainTypes: { clear: { movement: { nonMech: unknown } } } } } } } }).sandtable.store.get(f).doc.terrainTypes.clear.movement.nonMech, RULES)).toEqual({ mud: 2, frozen: 1 });
  await page.screenshot({ path: 'test-results/screens/tables-tec.png' });
  await page.keyboard.press('Control+z');
  // The column shifts: the armor shift becomes 2 columns, then back.
  await page.getByTestId('table-pick').selectOption({ label: 'Column shifts (modifiers)' });
  await expect(page.getByTestId('modifiers-editor')).toContainText('attacker.artilleryUnits');
  await page.getByTestId('mod-armorShift-value').fill('2');
  await page.getByTestId('mod-armorShift-value').press('Enter');
  await expect(page.getByTestId('status')).toContainText('Column shifts: Armor shift value → 2');
  await page.screenshot({ path: 'test-results/screens/tables-shifts.png' });
  await page.keyboard.press('Control+z');
  // A die-roll table and a lookup table.
  await page.getByTestId('table-pick').selectOption({ label: 'Firefight table (die roll)' });
  await page.getByTestId('dr-1').selectOption('DR2');
  await expect(page.getByTestId('status')).toContainText('Firefight table, roll 1: D1 → DR2');
  await page.getByTestId('table-pick').selectOption({ label: 'Surrender levels (lookup)' });
  await page.getByTestId('lk-elite').fill('6');
  await page.getByTestId('lk-elite').press('Enter');
  await expect(page.getByTestId('status')).toContainText('Surrender levels, elite: 5 → 6');
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+z');
  await page.getByTestId('table-pick').selectOption({ label: 'Combat Results Table' });

  // Test play compiles the documents as they are: the engine's CRT has the edited cell.
  await page.getByTestId('play-start').click();
  await expect(page.getByTestId('play-status')).toContainText('German Movement Phase');
  expect(await page.evaluate(() => (window as never as Win).sandtable.play.compiled().ruleset.tables.crt.rows['4']!['3:1'])).toBe('DR2');

  // Undo twice (the mark, then the cell): the table is as shipped.
  await page.evaluate(() => (window as never as { sandtable: { play: { stop(): void } } }).sandtable.play.stop());
  await page.locator(`button[title="${RULES}"]`).click();
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+z');
  await expect.poll(() => cellInDoc(page)).toBe('EX(Eng)');
  await expect(page.getByTestId('crt-p-DR2-3:1')).toContainText('16.7%');
});

test('tables: add and remove a modifier; edit a Tigers in the Mist dice pool and see what it does', async ({ page }) => {
  await openStudio(page, RULES);
  await page.getByTestId('table-pick').selectOption({ label: 'Column shifts (modifiers)' });
  // At 1280 px beside the JSON pane, every column shows: the conditions are rows of their own, under their entries.
  expect(page.viewportSize()!.width).toBe(1280);
  const [table, json] = await Promise.all([page.locator('[data-testid=modifiers-editor] table').boundingBox(), page.getByTestId('json-pane').boundingBox()]);
  expect(table!.x + table!.width).toBeLessThanOrEqual(json!.x);
  await expect(page.getByTestId('mod-armorShift-remove')).toBeInViewport();
  await page.getByTestId('mod-new-label').fill('Night attack');
  await page.getByTestId('mod-add').click();
  await expect(page.getByTestId('status')).toContainText('Column shifts: add Night attack');
  const label = page.getByTestId(/^mod-m\d+-label$/);
  await expect(label).toHaveValue('Night attack');
  const id = (await label.getAttribute('data-testid'))!.slice(4, -6);
  await page.getByTestId(`mod-${id}-remove`).click();
  await expect(label).toHaveCount(0);
  await page.keyboard.press('Control+z');
  await expect(label).toHaveValue('Night attack');
  // Its condition, built in place as a victory condition is, of the facts a combat computes: two artillery units or more, against no disrupted unit.
  const when = `mod-${id}-when`;
  await page.getByTestId(`${when}-fact`).selectOption('attacker.artilleryUnits');
  await page.getByTestId(`${when}-value`).fill('2');
  await page.getByTestId(`${when}-value`).press('Enter');
  await expect(page.getByTestId('status')).toContainText('Column shifts: Night attack when → attacker.artilleryUnits ≥ 2');
  await page.getByTestId(`${when}-and`).click();
  await page.getByTestId(`${when}-all-1-fact`).selectOption('defender.anyDisrupted');
  await page.getByTestId(`${when}-all-1-holds`).selectOption('no');
  await expect(page.getByTestId('status')).toContainText('when → all of (attacker.artilleryUnits ≥ 2; defender.anyDisrupted = false)');
  await page.screenshot({ path: 'test-results/screens/tables-modifier-condition.png' });

  await page.locator('button[title="data/rules/titm.rules.json"]').click();
  await page.getByTestId('table-pick').selectOption({ label: 'Unit fire (dice pool)' });
  const pool = page.getByTestId('pool-editor');
  await expect(pool).toContainText('One d10 per strength point');
  // A d10 at or under 3: 4 dice expect 1.2 hits, at least one 76%.
  await expect(page.getByTestId('pool-odds-3-4')).toHaveText('1.2 · 76%');
  // Make the attacker's threshold a fixed 5, then hits come at or over it instead.
  await page.getByTestId('pool-attacking-rating').selectOption('');
  await page.getByTestId('pool-attacking-value').fill('5');
  await page.getByTestId('pool-attacking-value').press('Enter');
  await expect(page.getByTestId('status')).toContainText('Unit fire, attacking: value 5');
  await page.getByTestId('pool-hitWhen').selectOption('atLeast');
  await expect(page.getByTestId('status')).toContainText('Unit fire: hitWhen atLeast');
  await expect(page.getByTestId('pool-odds-3-4')).toHaveText('3.2 · 100%');
  await page.getByTestId('pool-add-threshold').click();
  await expect(pool.locator('[data-threshold="t3"]')).toHaveCount(1);
  await page.screenshot({ path: 'test-results/screens/tables-dice-pool.png' });
  for (let i = 0; i < 4; i++) await page.keyboard.press('Control+z');
  await expect(page.getByTestId('pool-odds-3-4')).toHaveText('1.2 · 76%');
  await expect(page.getByTestId('pool-attacking-rating')).toHaveValue('attack');
  await expect(page.getByText('Errors (0)')).toBeVisible();
});

test('tables: a differential CRT, its skeleton typed as JSON, filled in its grid with the chance of each row', async ({ page }) => {
  await openStudio(page, 'data/rules/titm.rules.json');
  type S = { sandtable: { store: { get(f: string): { text: string; doc: { tables: Record<string, { rows?: Record<string, Record<string, { attacker?: string; defender?: string }>> }> } }; setText(f: string, t: string): void } } };
  // The designer types the table's skeleton into the JSON pane (here, through the store the pane writes to).
  await page.evaluate(() => {
    const store = (window as never as S).sandtable.store;
    const f = 'data/rules/titm.rules.json';
    const doc = JSON.parse(store.get(f).text);
    doc.tables.assault = {
      kind: 'differentialCrt', name: 'Assault', rolls: { attacker: { die: 'd10', count: 1 }, defender: { die: 'd10', count: 1 } }, strengthColumns: [2, 4],
      rows: { '..-1': {}, '0..3': {}, '4..': {} },
      results: { '-': { label: 'No effect', effects: [] }, R: { label: 'Retreat', effects: [{ kind: 'retreat', who: 'roller', hexes: 1 }] } },
    };
    store.setText(f, JSON.stringify(doc, null, 2));
  });
  await page.getByTestId('table-pick').selectOption({ label: 'Assault' });
  await expect(page.getByTestId('differential-editor')).toBeVisible();
  // d10 − d10: 45% below 0, 34% from 0 to 3, 21% at 4 or more.
  await expect(page.getByTestId('diff-p-..-1')).toHaveText('45.0%');
  await expect(page.getByTestId('diff-p-0..3')).toHaveText('34.0%');
  await expect(page.getByTestId('diff-p-4..')).toHaveText('21.0%');
  await page.getByTestId('diff-4..-4-defender').selectOption('R');
  await expect(page.getByTestId('status')).toContainText('Assault 4.., strength 4: defender (none) → R');
  expect(await page.evaluate(() => (window as never as S).sandtable.store.get('data/rules/titm.rules.json').doc.tables.assault!.rows!['4..']!['4'])).toEqual({ defender: 'R' });
  await page.getByTestId('diff-shift').fill('2');
  await expect(page.getByTestId('diff-p-4..')).toHaveText('36.0%');
  await page.screenshot({ path: 'test-results/screens/tables-differential.png' });
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('diff-4..-4-defender')).toHaveValue('');
});

test('tables: every editor\'s cells can be re-marked — a TEC cost and a die-roll row marked placeholder, then undone', async ({ page }) => {
  await openStudio(page, RULES);
  type R = { sandtable: { store: { get(f: string): { doc: { terrainTypes: Record<string, { provenance?: Record<string, { confidence: string; note?: string }> }>; tables: Record<string, { provenance?: Record<string, { confidence: string }> }> } } } } };
  const doc = () => page.evaluate((f) => (window as never as R).sandtable.store.get(f).doc, RULES);
  await page.getByTestId('table-pick').selectOption({ label: 'Terrain Effects Chart' });
  await page.getByTestId('tec-forest-dcb').focus();
  await expect(page.getByTestId('provenance-marks')).toContainText('Forest, defense bonus: provenance');
  await page.getByTestId('provenance-marks').getByPlaceholder('note (why)').fill('checked against the TEC scan');
  await page.getByTestId('mark-inferred').click();
  await expect(page.getByTestId('status')).toContainText('Mark Forest defenseBonus as inferred');
  expect((await doc()).terrainTypes.forest!.provenance!['/defenseBonus']).toMatchObject({ confidence: 'inferred', note: 'checked against the TEC scan' });
  await expect(page.getByTestId('tec-forest-dcb').locator('xpath=..')).toHaveClass(/prov-inferred/);

  await page.getByTestId('table-pick').selectOption({ label: 'Firefight table (die roll)' });
  await page.getByTestId('dr-1').focus();
  await page.getByTestId('mark-placeholder').click();
  await expect(await problemsMatching(page, 'firefight')).toContainText('tables/firefight/entries/1: placeholder value');
  await page.screenshot({ path: 'test-results/screens/tables-marks.png' });
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+z');
  await expect.poll(async () => (await doc()).terrainTypes.forest!.provenance?.['/defenseBonus']?.confidence).not.toBe('inferred');
});

test("tables: a modifier's condition offers the facts its roll computes; one typed in the JSON that the roll does not compute is an error there, and test play refuses the game until it is replaced", async ({ page }) => {
  await openStudio(page, RULES);
  await page.getByTestId('table-pick').selectOption({ label: 'Rally modifiers (modifiers)' });
  const fact = page.getByTestId('mod-green-when-fact');
  // A Rally roll (18.4) computes the unit's morale and nothing else: the list offers only that.
  await expect(fact.locator('option')).toHaveText(['unit.morale']);
  await page.getByTestId('table-pick').selectOption({ label: 'Column shifts (modifiers)' });
  await expect(page.getByTestId('mod-armorShift-when-fact').locator('option')).toContainText(['attacker.armorShift', 'defender.anyDisrupted', 'combat.jabo']);
  await expect(page.getByTestId('mod-armorShift-when-fact').locator('option', { hasText: 'unit.morale' })).toHaveCount(0);

  // The firefight's lead morale typed on the Rally table's Green modifier: shown as not computed there, an error at the fact.
  await page.getByTestId('table-pick').selectOption({ label: 'Rally modifiers (modifiers)' });
  await openJsonEditor(page);
  await setInOpenJson(page, ['tables', 'rallyModifiers', 'entries', 'green', 'when'], { fact: 'lead.morale', op: 'eq', value: 'green' });
  await expect(fact.locator('option:checked')).toHaveText('lead.morale (not computed here)');
  await expect(page.getByTestId('mod-green-when-as-written')).toHaveText('= green');
  const problems = await problemsMatching(page, 'lead.morale');
  await expect(problems).toContainText('the modifier "Unit is Green" of Rally modifiers tests "lead.morale", which the Hex and counter, odds CRT engine does not compute where it judges it: in a Rally roll (18.4) it computes "unit.morale"');
  await page.screenshot({ path: 'test-results/screens/tables-condition-unjudged.png' });
  await page.getByTestId('play-start').click();
  await expect(page.locator('.play-error')).toContainText(/^Cannot start: 1 error in the documents this scenario plays; fix it first \(Problems\)\. First: data\/rules\/ardennes44\.rules\.json:\d+:\d+ tables\/rallyModifiers\/entries\/green\/when\/fact: the modifier "Unit is Green" of Rally modifiers tests "lead\.morale"/);

  // Replaced from the list: the error goes, and test play starts.
  await fact.selectOption('unit.morale');
  await expect(page.getByTestId('status')).toContainText('Rally modifiers: Unit is Green when → unit.morale = "green"');
  await expect(problems.getByText('does not compute where it judges it')).toHaveCount(0);
  await page.getByTestId('play-start').click();
  await expect(page.getByTestId('play-status')).toContainText('German Movement Phase');
});

test('tables: stacking edited in place — a limit, a new exception with its condition of stack facts and its own limit — test-played, then undone by name', async ({ page }) => {
  await openStudio(page, RULES);
  await page.getByTestId('table-pick').selectOption({ label: 'Stacking (rule 8)' });
  const editor = page.getByTestId('stacking-editor');
  await expect(page.getByTestId('stacking-checks')).toContainText('Checked at endOfUnitMove, endOfAdvance; the owner eliminates units until the stack is legal; no limit in offMapBox.');
  await expect(page.getByTestId('stacking-checks')).toContainText('it measures stacking points and units');
  // Rule 8.1 as a variant might have it: three units, not two.
  await page.getByTestId('stack-limit-1-max').fill('3');
  await page.getByTestId('stack-limit-1-max').press('Enter');
  await expect(page.getByTestId('status')).toHaveText('Stacking: at most 3 units');
  // Only what the engine measures is offered.
  await expect(page.getByTestId('stack-limit-1-measure').locator('option')).toHaveText(['stacking points', 'units']);

  // A new exception: five units in a stack that holds no artillery.
  await page.getByTestId('stack-exceptions-new').fill('Five units without artillery');
  await page.getByTestId('stack-exceptions-add').click();
  await expect(page.getByTestId('status')).toHaveText('Stacking: add exception rule exception2');
  const when = 'stack-exceptions-exception2-when';
  await expect(page.getByTestId(`${when}-fact`).locator('option')).toHaveText(['stack.units', 'stack.totalDefense', 'stack.hasArtillery']);
  await page.getByTestId(`${when}-fact`).selectOption('stack.hasArtillery');
  await page.getByTestId(`${when}-holds`).selectOption('no');
  await expect(page.getByTestId('status')).toHaveText('Stacking exception exception2: when stack.hasArtillery = false');
  // It starts allowing one unit more than the limit; five, then.
  await expect(page.getByTestId('stack-exceptions-exception2-x-limit-0-max')).toHaveValue('4');
  await page.getByTestId('stack-exceptions-exception2-x-limit-0-max').fill('5');
  await page.getByTestId('stack-exceptions-exception2-x-limit-0-max').press('Enter');
  await expect(page.getByTestId('status')).toHaveText('Stacking exception exception2: at most 5 units');
  await expect(page.getByText('Errors (0)')).toBeVisible();
  await editor.screenshot({ path: 'test-results/screens/tables-stacking.png' });

  // Test play compiles the ruleset as it stands: the engine has the new exception.
  type Played = { sandtable: { play: { compiled(): { ruleset: { stacking: { limits: unknown; exceptions: Record<string, unknown> } } } } } };
  await page.getByTestId('play-start').click();
  await expect(page.getByTestId('play-status')).toContainText('German Movement Phase');
  const stacking = await page.evaluate(() => (window as never as Played).sandtable.play.compiled().ruleset.stacking);
  expect(stacking.limits).toEqual([{ measure: 'stackingPoints', max: 3 }, { measure: 'units', max: 3 }]);
  expect(stacking.exceptions.exception2).toEqual({ description: 'Five units without artillery', when: { fact: 'stack.hasArtillery', op: 'eq', value: false }, limits: [{ measure: 'units', max: 5 }] });
  await page.evaluate(() => (window as never as { sandtable: { play: { stop(): void } } }).sandtable.play.stop());

  // Undone step by step, by name, to the ruleset as shipped.
  await page.locator(`button[title="${RULES}"]`).click();
  for (const name of ['at most 5 units', 'when stack.hasArtillery = false', 'when stack.hasArtillery', 'add exception rule exception2', 'at most 3 units']) {
    await page.keyboard.press('Control+z');
    await expect(page.getByTestId('status')).toContainText(name);
  }
  await page.getByTestId('table-pick').selectOption({ label: 'Stacking (rule 8)' });
  await expect(page.getByTestId('stack-exceptions').locator('tr[data-rule]')).toHaveCount(1);
  await expect(page.getByTestId('stack-limit-1-max')).toHaveValue('2');

  // Tigers in the Mist's stacking (rule 7): units and strength per side; no rule of either kind is read.
  await page.locator('button[title="data/rules/titm.rules.json"]').click();
  await page.getByTestId('table-pick').selectOption({ label: 'Stacking (rule 7)' });
  await expect(page.getByTestId('stacking-checks')).toContainText("each side’s units are counted apart; no limit in zone. The engine plays rule 7 so; it measures units and strength points.");
  await expect(page.getByTestId('stack-exceptions-unread')).toHaveText('The engine reads no such rules for this game.');
});
