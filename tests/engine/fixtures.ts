import fs from 'node:fs';
import path from 'node:path';
import { applyAction, createGame, legalActions, type Game, type GameDocuments, type GameEvent, type GameState } from './hexEngine';
import { phasesOfTurn } from '../../src/engine/systems/hexOdds/sequence';

const DATA = path.resolve(__dirname, '../../data');
/** A data file as shipped in data/, parsed. */
export const read = (file: string) => JSON.parse(fs.readFileSync(path.join(DATA, file), 'utf8'));

/** The Ardennes '44 six-turn scenario's documents, as shipped in data/. */
export function ardennesDocs(): GameDocuments {
  return {
    ruleset: read('rules/ardennes44.rules.json'),
    map: read('maps/ardennes44-east.map.json'),
    oob: read('oob/ardennes44.oob.json'),
    scenario: read('scenarios/ardennes44-6turn.scenario.json'),
  };
}

/**
 * A game of the scenario with only the given units on the map (the rest wait off it), in the given
 * side's phase: the book's examples set up a few counters on an otherwise empty map.
 */
export function sandbox(positions: Readonly<Record<string, string>>, at: { side: string; phaseId: string; docs?: GameDocuments; seed?: string; turn?: string }): Game {
  const created = createGame(at.docs ?? ardennesDocs(), { seed: at.seed ?? 'sandbox' });
  const game = at.turn ? { ...created, state: { ...created.state, turn: created.compiled.turnOrder.indexOf(at.turn) } } : created;
  const units: Record<string, GameState['units'][string]> = {};
  // Units not placed are out of the game; the breakdown counters stay in their pool (26).
  for (const [id, u] of Object.entries(game.state.units)) units[id] = id in positions ? { ...u, loc: { hex: positions[id]! } } : 'pool' in u.loc ? u : { ...u, loc: { eliminated: true } };
  for (const [id, hex] of Object.entries(positions)) if (!units[id]) throw new Error(`${id} is not in the scenario (placed at ${hex})`);
  const phase = phasesOfTurn(game.compiled, game.state.turn).findIndex((p) => p.phase === at.phaseId && p.side === at.side);
  return { ...game, state: { ...game.state, units, side: at.side, phaseId: at.phaseId, phase: Math.max(0, phase) } };
}

const road = Array.from({ length: 20 }, (_, i) => `20${String(i + 1).padStart(2, '0')}`);

export type Editable = { -readonly [K in keyof GameDocuments]: GameDocuments[K] };

/**
 * The scenario on a bare map: all clear, no hexsides, one primary road up column 20 from an Allied
 * source at 2001 (a German one at 0101), so a case can be counted by hand. The turn-1 restrictions
 * (29: division boundaries, red boxes, strategic surprise) are lifted, so that any turn plays freely.
 */
export function bareDocs(edit: (docs: Editable) => void = () => {}): GameDocuments {
  const docs = ardennesDocs();
  const map = { ...docs.map, hexes: {}, hexsides: {}, roads: { test: { class: 'primary', hexes: road } }, supplySources: { '2001': { sides: ['allied'] }, '0101': { sides: ['german'] } } } as unknown as GameDocuments['map']; // plain JSON, as read from a file
  const turns = Object.fromEntries(Object.entries(docs.ruleset.calendar.turns).map(([id, t]) => [id, { ...t, restrictions: undefined }]));
  const ruleset = { ...docs.ruleset, calendar: { ...docs.ruleset.calendar, turns } } as GameDocuments['ruleset'];
  const out: Editable = { ...docs, map, ruleset };
  edit(out);
  return out;
}


/** Pending choices that belong to a player other than the attacker's next decision: a loss, a retreat, defensive artillery. */
const CHOICES = new Set(['loss', 'retreat', 'defensiveSupport']);

/**
 * Takes the engine's pick (the first legal action) for each loss, retreat and defensive-artillery
 * choice until none waits: the state a result reaches when every player takes the default.
 */
export function settle(game: Game, state: GameState): GameState {
  let s = state;
  for (let guard = 0; guard < 50 && s.pending && CHOICES.has(s.pending.kind); guard++) {
    const a = legalActions({ ...game, state: s }).actions[0]!;
    const r = applyAction({ ...game, state: s }, a);
    if (!r.ok) throw new Error(r.error.reason);
    s = r.state;
  }
  return s;
}

/** The events of the last `step` taken (the rolls and results it logged). */
export let lastEvents: readonly GameEvent[] = [];

/** Applies an action that must be accepted, and returns the game after it. */
export function step(game: Game, a: Parameters<typeof applyAction>[1]): Game {
  const r = applyAction(game, a);
  if (!r.ok) throw new Error(r.error.reason);
  lastEvents = r.events;
  return { ...game, state: r.state };
}

/** Why an action is refused, or undefined when it is accepted. */
export function refusal(game: Game, a: Parameters<typeof applyAction>[1]) {
  const r = applyAction(game, a);
  return r.ok ? undefined : r.error;
}
