import { expect, test, type Locator, type Page } from '@playwright/test';
import { openStudio, setInOpenJson } from './stage';

const SCENARIO = 'data/scenarios/ardennes44-6turn.scenario.json';
type Conditions = Record<string, { kind: string; threshold?: number; at?: unknown; sources?: { kind: string; at?: unknown }[] }>;
type Win = { sandtable: { play: { game(): { compiled: { docs: { scenario: { victory: { conditions: Conditions } } } } } | undefined } } };
/** A document as the studio's store holds it now, read as `T`. */
const docOf = <T>(page: Page, file: string) => page.evaluate((f) => (window as never as { sandtable: { store: { get(f: string): { doc: unknown } } } }).sandtable.store.get(f).doc, file) as Promise<T>;
const conditions = async (page: Page) => (await docOf<{ victory: { conditions: Conditions } }>(page, SCENARIO)).victory.conditions;

/** Types into a field and commits it, as Enter does. */
async function enter(field: Locator, text: string) {
  await field.fill(text);
  await field.press('Enter');
}

/** The Victory panel, unfolded: it stays as the designer left it from one scenario to the next. */
async function victoryPanel(page: Page): Promise<Locator> {
  const panel = page.getByTestId('victory-panel');
  if ((await panel.getAttribute('open')) === null) await panel.locator('summary').click();
  return panel;
}

/** Undoes the last step from the Edit menu, as its label names it. */
async function undo(page: Page, label: string | RegExp) {
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByRole('menuitem', { name: typeof label === 'string' ? `Undo ${label}` : label }).click();
}

test('victory: the threshold moved and a condition added as named, undoable edits, a bad value refused, and test play plays the unsaved conditions (30, 31)', async ({ page }) => {
  await openStudio(page, SCENARIO);
  const panel = page.getByTestId('victory-panel');
  await expect(panel.locator('summary')).toHaveText('Victory: German wins with 10 VP or more; otherwise Allied wins');
  await panel.locator('summary').click();
  await expect(page.getByTestId('victory-germanVp-source-0')).toContainText('1 VP for each place controlled of the victory hexes');
  await expect(page.getByTestId('victory-germanVp-source-1')).toContainText('1 VP per 4 attack factors exited by the W edge');
  await expect(page.getByTestId('victory-checked-phase')).toHaveValue('victory');

  // 10 VP to 12: one named step; the summary says it at once.
  const threshold = page.getByTestId('victory-germanVp-threshold');
  await enter(threshold, '12');
  await expect(page.getByTestId('status')).toHaveText(/Victory: germanVp's VP threshold set to 12/);
  expect((await conditions(page)).germanVp!.threshold).toBe(12);
  await expect(panel.locator('summary')).toContainText('German wins with 12 VP or more');
  // Below 0: refused with the reason, and the field shows the document's 12 again.
  await enter(threshold, '-3');
  await expect(page.getByTestId('status')).toContainText('germanVp: the VP threshold must be from 0 to 100000');
  await expect(threshold).toHaveValue('12');

  // An Allied condition: hold two hexes, typed as the designer reads them off the map.
  await page.getByTestId('victory-new-kind').selectOption('hold');
  await page.getByTestId('victory-new-side').selectOption('allied');
  await page.getByTestId('victory-add').click();
  await expect(page.getByTestId('status')).toContainText('Victory: alliedHold added (Allied, hold)');
  await page.getByTestId('victory-alliedHold-at-kind').selectOption('hexes');
  await enter(page.getByTestId('victory-alliedHold-at-ids'), '2008 3613');
  await expect(page.getByTestId('status')).toContainText('Victory: alliedHold counts hexes 2008, 3613');
  expect((await conditions(page)).alliedHold).toEqual({ kind: 'hold', side: 'allied', at: { hexes: ['2008', '3613'] }, mode: 'control' });
  await expect(page.getByTestId('victory-alliedHold')).toContainText('Allied wins controlling all of hexes 2008, 3613');
  // Renamed: nothing else names it yet.
  await enter(page.getByTestId('victory-alliedHold-id'), 'alliedLine');
  await expect(page.getByTestId('status')).toContainText('Victory: alliedHold renamed alliedLine');
  expect(Object.keys(await conditions(page))).toEqual(['germanVp', 'alliedLine']);
  await page.screenshot({ path: 'test-results/screens/victory-panel.png' });

  // Test play plays the conditions as they stand, unsaved.
  await page.getByTestId('play-start').click();
  await expect(page.getByTestId('play-status')).toContainText('German');
  const played = await page.evaluate(() => (window as never as Win).sandtable.play.game()!.compiled.docs.scenario.victory.conditions);
  expect(played.germanVp!.threshold).toBe(12);
  expect(played.alliedLine!.at).toEqual({ hexes: ['2008', '3613'] });

  // Undone step by step from the Edit menu, by their names, back to the scenario as shipped.
  await undo(page, 'Victory: alliedHold renamed alliedLine');
  await undo(page, 'Victory: alliedHold counts hexes 2008, 3613');
  await undo(page, 'Victory: alliedHold added (Allied, hold)');
  await undo(page, 'Victory: germanVp\'s VP threshold set to 12');
  const back = await conditions(page);
  expect(Object.keys(back)).toEqual(['germanVp']);
  expect(back.germanVp!.threshold).toBe(10);
  // Test play opened the map: back on the scenario, the panel says the victory as shipped.
  await page.locator(`button[title="${SCENARIO}"]`).click();
  await expect(panel.locator('summary')).toHaveText('Victory: German wins with 10 VP or more; otherwise Allied wins');
});

test('victory the engine does not score is an error where it is, in the panel and in Problems, and test play refuses it', async ({ page }) => {
  await openStudio(page, SCENARIO);
  // A designer types an area game's kind of VP into the hex scenario's JSON.
  await setInOpenJson(page, ['victory', 'conditions', 'germanVp', 'sources'], [{ kind: 'control', at: { victoryHexes: true }, vp: 1 }, { kind: 'townState', at: { edge: 'W' }, vp: 1 }]);
  const panel = await victoryPanel(page);
  await expect(page.getByTestId('victory-germanVp-source-1')).toContainText('not scored by this game\'s engine: test play refuses it');
  await expect(panel.locator('.victory-problems')).toContainText('victory/conditions/germanVp/sources/1/kind: VP for towns held or contested (townState), which the Hex and counter, odds CRT engine does not score');
  await expect(page.getByRole('region', { name: 'Problems' })).toContainText('does not score');
  await page.getByTestId('play-start').click();
  await expect(page.getByTestId('status')).toContainText(/Cannot start/);
  await page.screenshot({ path: 'test-results/screens/victory-unplayed.png' });
  // Removed from the panel, the error goes.
  await page.getByTestId('victory-germanVp-source-1-remove').click();
  await expect(page.getByTestId('status')).toContainText('Victory: germanVp\'s source 2 (townState) removed');
  await expect(panel.locator('.victory-problems')).toHaveCount(0);
});

test("conditions edited in place: exit VP's road supply negated, removed and added back; a typed fact the engine does not compute shown and replaced; a band's condition built of a group, each step undone by name (31; Scenario 8.1)", async ({ page }) => {
  type Req = { victory: { conditions: Record<string, { sources?: { requires?: unknown }[]; rows?: { when: unknown }[] }> } };
  const requires = async () => (await docOf<Req>(page, SCENARIO)).victory.conditions.germanVp!.sources![1]!.requires;
  await openStudio(page, SCENARIO);
  const panel = await victoryPanel(page);
  // Its id is patched by the shipped 8-turn variant: a rename is refused, naming the change, and the field goes back.
  const id = page.getByTestId('victory-germanVp-id');
  await enter(id, 'germanPoints');
  await expect(page.getByTestId('status')).toContainText('ardennes44-8turn (c2) patches germanVp by its id: renamed, that change would no longer apply');
  await expect(id).toHaveValue('germanVp');
  // Control VP read no condition in this engine: no field for one. Exit VP read the road supply fact.
  await expect(page.getByTestId('victory-germanVp-source-0-requires')).toHaveCount(0);
  await expect(page.getByTestId('victory-germanVp-source-1-requires-fact')).toHaveValue('exit.roadSupply');
  await page.getByTestId('victory-germanVp-source-1-requires-holds').selectOption('no');
  await expect(page.getByTestId('status')).toHaveText(/Victory: germanVp, source 2: only when exit\.roadSupply = false/);
  expect(await requires()).toEqual({ fact: 'exit.roadSupply', op: 'eq', value: false });
  await page.getByTestId('victory-germanVp-source-1-requires-remove').click();
  await expect(page.getByTestId('status')).toHaveText(/Victory: germanVp, source 2: counted always/);
  expect(await requires()).toBeUndefined();
  await page.getByTestId('victory-germanVp-source-1-requires-add').click();
  expect(await requires()).toEqual({ fact: 'exit.roadSupply' });

  // A fact typed in the JSON that the engine does not compute there: shown as such, an error in the panel, replaced from the list.
  await setInOpenJson(page, ['victory', 'conditions', 'germanVp', 'sources', '1', 'requires'], { fact: 'turn.clearWeather' });
  const fact = page.getByTestId('victory-germanVp-source-1-requires-fact');
  await expect(fact.locator('option:checked')).toHaveText('turn.clearWeather (not computed here)');
  await expect(panel.locator('.victory-problems')).toContainText('the fact "turn.clearWeather" on VP for factors exited, which the Hex and counter, odds CRT engine does not compute there');
  await page.screenshot({ path: 'test-results/screens/victory-requires.png' });
  await fact.selectOption('exit.roadSupply');
  expect(await requires()).toEqual({ fact: 'exit.roadSupply' });
  await expect(panel.locator('.victory-problems')).toHaveCount(0);

  // Tigers in the Mist's introduction: the second band "towns.german = 1 and towns.contested = 1" made "… and (vp.german ≥ 3 or towns.contested = 1)".
  const INTRO = 'data/scenarios/titm-intro.scenario.json';
  const when = async () => (await docOf<Req>(page, INTRO)).victory.conditions.towns!.rows![1]!.when;
  await page.locator(`button[title="${INTRO}"]`).click();
  await expect(panel.locator('summary')).toContainText('an outcome table');
  await victoryPanel(page);
  const row = 'victory-towns-row-1-when';
  await expect(page.getByTestId(`${row}-all-1-fact`)).toHaveValue('towns.contested');
  await page.getByTestId(`${row}-add-group`).click();
  await expect(page.getByTestId('status')).toHaveText(/Victory: towns, row 2: when towns\.german = 1 and towns\.contested = 1 and \(vp\.german ≥ 0\)/);
  await enter(page.getByTestId(`${row}-all-2-any-0-value`), '3');
  await page.getByTestId(`${row}-all-2-add`).click();
  await page.getByTestId(`${row}-all-2-any-1-fact`).selectOption('towns.contested');
  await page.getByTestId(`${row}-all-2-any-1-op`).selectOption('eq');
  await enter(page.getByTestId(`${row}-all-2-any-1-value`), '1');
  await expect(page.getByTestId('status')).toHaveText(/Victory: towns, row 2: when towns\.german = 1 and towns\.contested = 1 and \(vp\.german ≥ 3 or towns\.contested = 1\)/);
  expect(await when()).toEqual({ all: [{ fact: 'towns.german', op: 'eq', value: 1 }, { fact: 'towns.contested', op: 'eq', value: 1 }, { any: [{ fact: 'vp.german', op: 'ge', value: 3 }, { fact: 'towns.contested', op: 'eq', value: 1 }] }] });
  // A value the fact's type does not take: refused, the field back to the document's.
  await enter(page.getByTestId(`${row}-all-2-any-0-value`), '');
  await expect(page.getByTestId('status')).toContainText('vp.german is a number: compare it with a number');
  await expect(page.getByTestId(`${row}-all-2-any-0-value`)).toHaveValue('3');
  await page.screenshot({ path: 'test-results/screens/victory-condition-builder.png' });
  // Every step undone by name, back to the band as shipped.
  for (let i = 0; i < 6; i++) await undo(page, /Undo Victory: towns, row 2: when/);
  expect(await when()).toEqual({ all: [{ fact: 'towns.german', op: 'eq', value: 1 }, { fact: 'towns.contested', op: 'eq', value: 1 }] });
});

test("Tigers in the Mist's victory: a band's VP moved and an outcome changed in the outcome table, the VP score's multiplier set, each undoable (Scenario 8.2)", async ({ page }) => {
  const TITM = 'data/scenarios/titm-5pz.scenario.json';
  type Titm = { victory: { conditions: { bands: { rows: { when: { value: number }; outcomes: Record<string, string> }[] } }; score: { sources: { vp: number }[] } } };
  const victory = async () => (await docOf<Titm>(page, TITM)).victory;
  await openStudio(page, TITM);
  const panel = page.getByTestId('victory-panel');
  await expect(panel.locator('summary')).toHaveText('Victory: an outcome table of 5 rows, the first that holds deciding');
  await panel.locator('summary').click();
  const decisive = page.getByTestId('victory-bands-row-0-when-value');
  await expect(decisive).toHaveValue('16');
  await enter(decisive, '18');
  await expect(page.getByTestId('status')).toHaveText(/Victory: bands, row 1: when vp\.german ≥ 18/);
  expect((await victory()).conditions.bands.rows[0]!.when.value).toBe(18);
  await page.getByTestId('victory-bands-row-2-allied').selectOption('loss');
  await expect(page.getByTestId('status')).toHaveText(/Victory: bands, row 3: Allied loss/);
  expect((await victory()).conditions.bands.rows[2]!.outcomes).toEqual({ german: 'draw', allied: 'loss' });
  const multiplier = page.getByTestId('victory-score-1-vp');
  await enter(multiplier, '2');
  expect((await victory()).score.sources[1]!.vp).toBe(2);
  await page.screenshot({ path: 'test-results/screens/victory-titm.png' });
  // A band added between tactical victory and the draw: row 2 copied below itself, its VP set; then removed.
  await page.getByTestId('victory-bands-row-1-copy').click();
  await expect(page.getByTestId('status')).toHaveText(/Victory: bands, row 2 copied below it/);
  await expect(page.getByTestId('victory-bands-row-5-label')).toBeVisible();
  await page.getByTestId('victory-bands-row-2-remove').click();
  await expect(page.getByTestId('victory-bands-row-5-label')).toHaveCount(0);
  // The score: VP areas counted a second time, at the end; then taken out again.
  await page.getByTestId('victory-score-new').selectOption('areaVp');
  await page.getByTestId('victory-score-add').click();
  await expect(page.getByTestId('status')).toHaveText(/Victory: the VP score counts VP areas held/);
  await page.getByTestId('victory-score-2-when').selectOption('end');
  expect((await victory()).score.sources).toHaveLength(3);
  await page.getByTestId('victory-score-2-remove').click();
  expect((await victory()).score.sources).toHaveLength(2);
  await undo(page, /Undo Victory: VP score, source 3 \(areaVp\) removed/);
  await undo(page, /Undo Victory: VP score, source 3 \(areaVp\) counted at the end/);
  await undo(page, 'Victory: the VP score counts VP areas held');
  await undo(page, /Undo Victory: bands, row 3 \("German tactical victory"\) removed/);
  await undo(page, 'Victory: bands, row 2 copied below it');
  await undo(page, /Undo Victory: VP score, source 2/);
  await undo(page, 'Victory: bands, row 3: Allied loss');
  await undo(page, 'Victory: bands, row 1: when vp.german ≥ 18');
  const back = await victory();
  expect(back.conditions.bands.rows[0]!.when.value).toBe(16);
  expect(back.score.sources[1]!.vp).toBe(1);
  await expect(decisive).toHaveValue('16');
});

test("an area game's score: holes in the line added with the zones they lead into and come from, counted by zone; towns refused until their areas are picked; all undone by name (Scenario 8.3, digest A9)", async ({ page }) => {
  const TITM = 'data/scenarios/titm-5pz.scenario.json';
  const sources = async () => (await docOf<{ victory: { score: { sources: Record<string, unknown>[] } } }>(page, TITM)).victory.score.sources;
  await openStudio(page, TITM);
  await victoryPanel(page);
  await page.getByTestId('victory-score-new').selectOption('townState');
  await page.getByTestId('victory-score-add').click();
  await expect(page.getByTestId('status')).toContainText('VP for towns held or contested need the places they count: pick the areas of the towns first');
  await page.getByTestId('victory-score-new').selectOption('holes');
  await page.getByTestId('victory-score-new-at-kind').selectOption('areaSet');
  await enter(page.getByTestId('victory-score-new-at-ids'), 'breakthroughZones');
  await page.getByTestId('victory-score-new-from-kind').selectOption('areaSet');
  await enter(page.getByTestId('victory-score-new-from-ids'), 'germanEntryZones');
  await page.getByTestId('victory-score-add').click();
  await expect(page.getByTestId('status')).toHaveText(/Victory: the VP score counts holes in the line \(area set breakthroughZones\)/);
  await page.getByTestId('victory-score-2-count').selectOption('zones');
  await expect(page.getByTestId('status')).toHaveText(/one hole is each target zone reached/);
  expect((await sources())[2]).toEqual({ kind: 'holes', vp: 1, count: 'zones', when: 'end', at: { areaSet: 'breakthroughZones' }, from: { areaSet: 'germanEntryZones' } });
  await expect(page.getByTestId('victory-score-2')).toContainText('traced from');
  await page.screenshot({ path: 'test-results/screens/victory-score-holes.png' });
  await undo(page, /Undo Victory: VP score, source 3 \(holes\): one hole is each target zone reached/);
  await undo(page, /Undo Victory: the VP score counts holes in the line/);
  expect(await sources()).toHaveLength(2);
});

test('a variant that moves the victory threshold: recorded as its change, the base left as it is, and test play of the variant plays it (issue 16\'s A/B)', async ({ page }) => {
  const VARIANT = 'data/scenarios/ardennes44-6turn-variant.scenario.json';
  type Rec = { changes?: Record<string, { ops: { op: string; path: string; value: unknown }[] }>; victory: { conditions: Conditions } };
  const doc = (f: string) => docOf<Rec>(page, f);
  await page.goto('/');
  await page.evaluate(() => indexedDB.deleteDatabase('sandtable'));
  await openStudio(page, SCENARIO);
  await page.getByTestId('variant-new').click();
  await expect(page.getByTestId('recording')).toContainText('Recording into the variant');
  const panel = await victoryPanel(page);
  const threshold = page.getByTestId('victory-germanVp-threshold');
  await enter(threshold, '12');
  await expect(panel.locator('summary')).toContainText('German wins with 12 VP or more');
  const ops = Object.values((await doc(VARIANT)).changes ?? {}).flatMap((c) => c.ops);
  expect(ops).toContainEqual({ op: 'replace', path: '/victory/conditions/germanVp/threshold', value: 12 });
  // A condition built in place is recorded as the variant's change too.
  await page.getByTestId('victory-germanVp-source-1-requires-holds').selectOption('no');
  await expect(page.getByTestId('victory-germanVp-source-1-requires-holds')).toHaveValue('no');
  const more = Object.values((await doc(VARIANT)).changes ?? {}).flatMap((c) => c.ops);
  expect(more).toContainEqual({ op: 'replace', path: '/victory/conditions/germanVp/sources/1/requires', value: { fact: 'exit.roadSupply', op: 'eq', value: false } });
  // The base is as it was; the variant's own copy too (its change is what plays).
  expect((await page.evaluate((f) => (window as never as { sandtable: { store: { ownText(f: string): string } } }).sandtable.store.ownText(f), SCENARIO)).includes('"threshold": 10')).toBe(true);
  await page.getByTestId('play-start').click();
  await expect(page.getByTestId('play-status')).toContainText('German');
  const played = await page.evaluate(() => (window as never as Win).sandtable.play.game()!.compiled.docs.scenario.victory.conditions);
  expect(played.germanVp!.threshold).toBe(12);
  expect((played.germanVp as { sources: { requires?: unknown }[] }).sources[1]!.requires).toEqual({ fact: 'exit.roadSupply', op: 'eq', value: false });
});
