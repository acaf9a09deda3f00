import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { scenarioDocuments } from './gameDocuments';
import { loadProject } from './loadProject';

const root = path.resolve(__dirname, '../..');
const read = (f: string) => ({ file: f, text: fs.readFileSync(path.join(root, f), 'utf8') });
const FILES = ['data/rules/ardennes44.rules.json', 'data/maps/ardennes44-east.map.json', 'data/maps/ardennes44-west.map.json', 'data/oob/ardennes44.oob.json', 'data/scenarios/ardennes44-campaign.scenario.json'];

test('a scenario on several maps gathers the same joined board while its maps are the same objects, and a new one when a map changes', () => {
  const docs = loadProject(FILES.map(read)).documents;
  const a = scenarioDocuments(docs, 'ardennes44-campaign');
  const b = scenarioDocuments(docs, 'ardennes44-campaign');
  if ('missing' in a || 'missing' in b) throw new Error('the campaign should gather');
  expect(a.maps).toHaveLength(2);
  expect(b.map).toBe(a.map); // caches keyed by the board (a compiled game, a replayed playtest) hold
  const edited = docs.map((d) => (d.file.endsWith('west.map.json') ? { ...d, doc: { ...d.doc } } : d)) as typeof docs;
  const c = scenarioDocuments(edited, 'ardennes44-campaign');
  if ('missing' in c) throw new Error('the campaign should gather');
  expect(c.map).not.toBe(a.map);
  expect(c.map).toEqual(a.map);
});
