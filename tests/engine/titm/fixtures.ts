import fs from 'node:fs';
import path from 'node:path';
import { compile, createGame, type AreaCompiled, type AreaState, type GameDocuments } from '../../../src/engine';

const DATA = path.resolve(__dirname, '../../../data');
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(DATA, file), 'utf8'));

/** A Tigers in the Mist scenario's documents, as shipped in data/. */
export function titmDocs(scenario = 'titm-campaign'): GameDocuments {
  return { ruleset: read('rules/titm.rules.json'), map: read('maps/titm.map.json'), oob: read('oob/titm.oob.json'), scenario: read(`scenarios/${scenario}.scenario.json`) };
}

export interface AreaGame {
  readonly compiled: AreaCompiled;
  readonly state: AreaState;
}

/** The campaign on its map with only the given units placed (the rest gone), in a side's impulse of a turn. */
export function areaSandbox(positions: Readonly<Record<string, string>>, at: { side: string; turn?: string; n?: number; control?: Readonly<Record<string, string>>; blown?: readonly string[]; seed?: string; docs?: GameDocuments }): AreaGame {
  const docs = at.docs ?? titmDocs();
  const c = compile(docs) as AreaCompiled;
  const g = createGame(docs, { seed: at.seed ?? 'sandbox' });
  const s0 = g.state as AreaState;
  const seg = c.segments.findIndex((x) => x.turnId === (at.turn ?? '17') && x.side === at.side && x.n === (at.n ?? 1));
  const units: Record<string, AreaState['units'][string]> = {};
  for (const [id, u] of Object.entries(s0.units)) units[id] = id in positions ? { ...u, loc: { at: positions[id]! }, turnStart: positions[id]!, mp: 0, movedIn: -1, spent: false, oos: false } : { ...u, loc: { eliminated: true } };
  for (const id of Object.keys(positions)) if (!units[id]) throw new Error(`${id} is not in the scenario`);
  const control: Record<string, string> = { ...s0.control, ...(at.control ?? {}) };
  for (const [id, area] of Object.entries(positions)) control[area] = at.control?.[area] ?? c.units.get(id)!.side;
  return { compiled: c, state: { ...s0, units, seg, side: at.side, turn: c.segments[seg]!.turn, phaseId: 'movement', control, blown: [...(at.blown ?? s0.blown)], contestedAtStart: [], triedDemolition: [], triedRepair: [], fought: [] } };
}
