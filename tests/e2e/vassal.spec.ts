/**
 * Issue 17: File → Export a scenario's game as a VASSAL module from the studio, unsaved edits
 * included; the module unzipped and checked, and its East board and a counter drawn in Chromium
 * and kept as screenshots.
 */
import fs from 'node:fs';
import { XMLParser } from 'fast-xml-parser';
import { strFromU8, unzipSync } from 'fflate';
import { expect, test } from '@playwright/test';
import { fromFileMenu, openStudio, setInOpenJson } from './stage';

test("File → Export the scenario's game as a VASSAL module: boards, a piece per counter, a setup per scenario, unsaved edits included", async ({ page }) => {
  await openStudio(page, 'data/scenarios/ardennes44-6turn.scenario.json');
  // An unsaved edit the module must carry: the scenario renamed in the text.
  await setInOpenJson(page, ['name'], 'The 6-turn game, in VASSAL');
  const file = await fromFileMenu(page, "Export The 6-turn game, in VASSAL's game as a VASSAL module");
  expect(file.suggestedFilename()).toBe('ardennes44.vmod');
  const zip = unzipSync(new Uint8Array(fs.readFileSync((await file.path())!)));
  const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(strFromU8(zip['buildFile.xml']!)) as Record<string, Record<string, unknown>>;
  const mod = xml['VASSAL.build.GameModule']!;
  const setups = mod['VASSAL.build.module.PredefinedSetup'] as { name: string; file: string }[];
  expect(setups.map((s) => s.name)).toEqual(['The 6-turn game, in VASSAL', "Ardennes '44: the 8-turn game", "Ardennes '44: the campaign game"]);
  for (const s of setups) expect(zip[s.file]).toBeDefined();
  await expect(page.getByTestId('status')).toContainText('VASSAL 3.7 module: 2 maps, 300 counters, 3 setups');

  // The board and a counter as VASSAL will draw them (SVG), kept to look at.
  const board = strFromU8(zip['images/ardennes44-east.svg']!);
  const counter = strFromU8(zip['images/us-4-70-tnk-minus.svg']!);
  const view = await page.context().newPage();
  await view.setViewportSize({ width: 900, height: 700 });
  await view.setContent(`<body style="margin:0"><div style="width:900px;height:620px;overflow:hidden">${board.replace('<svg ', '<svg style="transform:scale(0.42);transform-origin:0 0" ')}</div><div style="display:flex;gap:8px">${counter.replace('<svg ', '<svg style="width:72px;height:72px" ')}${strFromU8(zip['images/us-4-70-tnk-minus-back.svg']!).replace('<svg ', '<svg style="width:72px;height:72px" ')}</div></body>`);
  await view.screenshot({ path: 'test-results/screens/vassal-board-and-counter.png' });
  await view.close();
});

test('a Tigers in the Mist scenario from the studio: print-and-play, the VASSAL module, and its area map as a Tiled map (issue 17)', async ({ page }) => {
  await openStudio(page, 'data/scenarios/titm-3days.scenario.json');
  const pdf = await fromFileMenu(page, 'Export The First Three Days as print-and-play (PDF: map, counters, charts)');
  expect(pdf.suggestedFilename()).toBe('titm-3days.print.pdf');
  await expect(page.getByTestId('status')).toContainText('11 pages: the map on 6, 133 counters on 2, charts on 3');
  const vmod = await fromFileMenu(page, "Export The First Three Days's game as a VASSAL module");
  const zip = unzipSync(new Uint8Array(fs.readFileSync((await vmod.path())!)));
  expect(Object.keys(zip).filter((f) => f.endsWith('.vsav')).sort()).toEqual(['titm-3days.vsav', 'titm-5pz.vsav', 'titm-campaign.vsav', 'titm-intro.vsav']);
  await page.locator('button[title="data/maps/titm.map.json"]').click();
  const tiled = await fromFileMenu(page, /^Export Tigers in the Mist: the Ardennes.* as a Tiled map/);
  const tmj = JSON.parse(strFromU8(unzipSync(new Uint8Array(fs.readFileSync((await tiled.path())!)))['titm.tmj']!)) as { orientation: string; layers: { name: string }[] };
  expect(tmj.orientation).toBe('orthogonal');
  expect(tmj.layers.map((l) => l.name)).toEqual(['connections', 'areas', 'zones']);
  await expect(page.getByTestId('status')).toContainText('73 areas, 15 zones and 131 connections as objects');
});
