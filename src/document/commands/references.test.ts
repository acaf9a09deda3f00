import { describe, expect, it } from 'vitest';
import { miniProject } from '../../../tests/fixtures/miniProject';
import { referencesTo } from './references';

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
