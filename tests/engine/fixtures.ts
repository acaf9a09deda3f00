import fs from 'node:fs';
import path from 'node:path';
import type { GameDocuments } from '../../src/engine';

const DATA = path.resolve(__dirname, '../../data');
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(DATA, file), 'utf8'));

/** The Ardennes '44 six-turn scenario's documents, as shipped in data/. */
export function ardennesDocs(): GameDocuments {
  return {
    ruleset: read('rules/ardennes44.rules.json'),
    map: read('maps/ardennes44-east.map.json'),
    oob: read('oob/ardennes44.oob.json'),
    scenario: read('scenarios/ardennes44-6turn.scenario.json'),
  };
}
