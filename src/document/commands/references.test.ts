import { describe, expect, it } from 'vitest';
import { miniProject } from '../../../tests/fixtures/miniProject';
import fs from 'node:fs';
import path from 'node:path';
import { patchesAt, referencesTo } from './references';

const docs = Object.entries(miniProject()).map(([file, doc]) => ({ file, kind: (doc as { kind: string }).kind, doc: doc as Record<string, unknown> }));

describe('what names a document, said before it is deleted', () => {
  it('a map: the scenarios that play on it; a scenario: its variants and playtests; an order of battle: its scenarios', () => {
    // The variant is a whole copy of its base: it names the map too.
    expect(referencesTo(docs, 'map', 'mini-map').map((r) => [r.file, r.by])).toEqual([
      ['scenarios/mini.scenario.json', 'its maps'],
      ['scenarios/mini-variant.scenario.json', 'its maps'],
    ]);
    expect(referencesTo(docs, 'scenario', 'mini-scenario').map((r) => [r.file, r.by])).toEqual([
      ['scenarios/mini-variant.scenario.json', 'its base scenario (a variant of it), 1 of its changes'],
      ['playtests/mini.playtest.json', 'the scenario it plays'],
    ]);
    expect(referencesTo(docs, 'oob', 'mini-oob').map((r) => [r.file, r.by])).toEqual([
      ['scenarios/mini.scenario.json', 'its order of battle'],
      ['scenarios/mini-variant.scenario.json', 'its order of battle, 1 of its changes'],
    ]);
    expect(referencesTo(docs, 'ruleset', 'mini').length).toBeGreaterThan(3);
    expect(referencesTo(docs, 'map', 'nothing')).toEqual([]);
  });
});

describe('what patches a place in a document, said before its id changes', () => {
  it("the shipped 8-turn variant's change c2 patches the 6-turn game's germanVp; a change aimed at the variant itself counts as its base's", () => {
    const eight = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../data/scenarios/ardennes44-8turn.scenario.json'), 'utf8'));
    const variant = { file: 'data/scenarios/ardennes44-8turn.scenario.json', kind: 'scenario', doc: eight };
    expect(patchesAt([variant], 'scenario', 'ardennes44-6turn', '/victory/conditions/germanVp')).toEqual(['ardennes44-8turn (c2)']);
    expect(patchesAt([variant], 'scenario', 'ardennes44-6turn', '/victory/conditions/germanVpX')).toEqual([]);
    const self = { ...eight, changes: { s: { label: 'own', target: { kind: 'scenario', id: 'ardennes44-8turn' }, ops: [{ op: 'move', from: '/victory/conditions/germanVp', path: '/victory/conditions/other' }] } } };
    expect(patchesAt([{ ...variant, doc: self }], 'scenario', 'ardennes44-6turn', '/victory/conditions/germanVp')).toEqual(['ardennes44-8turn (s)']);
    expect(patchesAt([{ ...variant, doc: self }], 'map', 'ardennes44-6turn', '/victory/conditions/germanVp')).toEqual([]);
  });
});
