import { batch, createMemo, createSignal, type Accessor } from 'solid-js';
import { scenarioDocuments, type DocumentStore, type ScenarioDocuments } from '../../document';
import type { ProjectDocument } from '../../validation';
import { applyAction, attackOdds, BOTS, compile, digestsOf, isHexCompiled, isHexGame, legalActions, movementRange, phaseKind, replay, supplyStatus, whyNotMove, type Action, type Compiled, type CoreCompiled, type CoreState, type Game, type GameEvent, type GameState, type HexGame, type Legal, type MoveMode, type Odds, type Reach, type Refusal, type StateDigest, type SupplyStatus } from '../../engine';
import { createAreaPlay, type AreaPlay } from './areaPlay';

/** Who plays a side: a person at this screen, or a bot by name. */
export type Player = 'human' | keyof typeof BOTS;

/** An action applied in test play, with the state after it and what happened. */
interface Played {
  readonly action: Action;
  readonly state: CoreState;
  readonly events: readonly GameEvent[];
}

/** One line of the test-play log: an event and the step (actions applied before it) it came from. */
export interface LogLine extends GameEvent {
  readonly step: number;
}

/**
 * A test-play session (DESIGN.md, Studio): the documents as they were when it started (unsaved
 * edits included), a seed and an action log. Undo, rewind and fork all replay the log to a step;
 * acting at an earlier step forks (the old line is kept in `branches`).
 */
export interface PlaySession {
  readonly active: Accessor<boolean>;
  readonly error: Accessor<string | undefined>;
  start(store: DocumentStore, scenarioId?: string, from?: { seed: string; actions: readonly Action[] }): string | undefined;
  stop(): void;
  readonly scenarioId: Accessor<string | undefined>;
  readonly mapId: Accessor<string | undefined>;
  readonly seed: Accessor<string>;
  readonly log: Accessor<readonly Action[]>;
  readonly step: Accessor<number>;
  /** The game's digests up to the current step, for a playtest document of it (engine digests.ts). */
  digests(): StateDigest[];
  readonly branches: Accessor<readonly (readonly Action[])[]>;
  /** The state of a hex game (undefined for other systems: see `game`). */
  readonly state: Accessor<GameState | undefined>;
  /** The compiled hex game (undefined for other systems: see `game`). */
  readonly compiled: Accessor<Compiled | undefined>;
  /** The game at the current step, of whichever system. */
  readonly game: Accessor<Game | undefined>;
  /** Test play on an area map: the stack picked, where it can go, battles (undefined in hex games). */
  readonly area: AreaPlay;
  readonly lines: Accessor<readonly LogLine[]>;
  readonly legal: Accessor<Legal | undefined>;
  readonly selected: Accessor<string | undefined>;
  select(unit: string | undefined): void;
  /** The hexes the selected unit may move to, each with the MP left and the mode of the move when it is not the unit's current one (extended, strategic). */
  readonly reach: Accessor<readonly PlayReach[]>;
  readonly attackers: Accessor<readonly string[]>;
  readonly target: Accessor<string | undefined>;
  readonly odds: Accessor<Odds | Refusal | undefined>;
  /** The odds column of an attack now ("3:1 after 1 left"), for buttons that offer one. */
  oddsOf(attackers: readonly string[], target: string): string | undefined;
  readonly players: Accessor<Readonly<Record<string, Player>>>;
  setPlayer(side: string, p: Player): void;
  act(a: Action): Refusal | undefined;
  undo(): void;
  rewind(step: number): void;
  /** A hex pressed on the map, and where the pointer was released (a drag moves). */
  press(hex: string | undefined): void;
  release(hex: string | undefined): void;
  /** The last refusal, said to the player. */
  readonly refusal: Accessor<Refusal | undefined>;
  /** The hex under the pointer, and why the selected unit may not move there (or its reach there). */
  hover(hex: string | undefined): void;
  readonly hovered: Accessor<string | undefined>;
  readonly why: Accessor<PlayReach | Refusal | undefined>;
  /** The selected unit's supply: the line it traces now, or why it cannot (rule 23). */
  readonly supply: Accessor<SupplyStatus | undefined>;
  /** The kind of the current phase (movement or combat), for what the panel offers. */
  readonly kind: Accessor<'setup' | 'movement' | 'combat' | undefined>;
  /** Changes whenever anything drawn on the map changes. */
  readonly version: Accessor<unknown>;
}

export function createPlaySession(): PlaySession {
  const [core, setCore] = createSignal<CoreCompiled>();
  const compiled = createMemo(() => {
    const c = core();
    return c && isHexCompiled(c) ? c : undefined;
  });
  const [scenarioId, setScenarioId] = createSignal<string>();
  const [seed, setSeed] = createSignal('1');
  // Every applied action with the state after it and its events: undo, rewind and the log read this
  // instead of replaying from the start on each change.
  const [initial, setInitial] = createSignal<CoreState>();
  const [timeline, setTimeline] = createSignal<readonly Played[]>([]);
  const [step, setStep] = createSignal(0);
  const [branches, setBranches] = createSignal<readonly (readonly Action[])[]>([]);
  const [selected, setSelected] = createSignal<string>();
  const [attackers, setAttackers] = createSignal<readonly string[]>([]);
  const [target, setTarget] = createSignal<string>();
  const [players, setPlayers] = createSignal<Record<string, Player>>({});
  const [refusal, setRefusal] = createSignal<Refusal>();
  const [error, setError] = createSignal<string>();
  const [hovered, setHovered] = createSignal<string>();
  let pressed: string | undefined;
  /** The hexes passed since the press, for a move along the route the player drags (11.1). */
  let route: string[] = [];

  const log = createMemo(() => timeline().map((p) => p.action));
  const anyState = () => (step() === 0 ? initial() : timeline()[step() - 1]?.state);
  const game = createMemo((): Game | undefined => {
    const c = core();
    const st = anyState();
    return c && st ? { compiled: c, state: st } : undefined;
  });
  const hexGame = createMemo((): HexGame | undefined => {
    const g = game();
    return g && isHexGame(g) ? g : undefined;
  });
  const state = () => hexGame()?.state as GameState | undefined;
  const lines = createMemo(() => timeline().slice(0, step()).flatMap((p, i) => p.events.map((e) => ({ ...e, step: i + 1 }))));
  const legal = createMemo(() => (game() ? legalActions(game()!) : undefined));
  const reach = createMemo(() => {
    const g = hexGame();
    const id = selected();
    if (!g || !id) return [];
    // 3.4: in the set-up phase, the hexes of its setup area the unit may be placed in.
    if (phaseKind(g) === 'setup') return (legal()?.actions ?? []).flatMap((a): PlayReach[] => (a.type === 'setUp' && a.unit === id ? [{ hex: a.target!, mpLeft: 0, path: [], setUp: true }] : []));
    return phaseKind(g) === 'movement' ? reachFrom(g, id, legal()?.actions ?? []) : [];
  });
  const odds = createMemo(() => {
    const g = hexGame();
    if (!g || !target() || !attackers().length) return undefined;
    return attackOdds(g, attackers(), target()!);
  });
  const why = createMemo(() => {
    const g = hexGame();
    const id = selected();
    const hex = hovered();
    const kind = g && phaseKind(g);
    if (!g || !id || !hex || (kind !== 'movement' && kind !== 'setup') || g.state.pending) return undefined;
    const u = g.state.units[id];
    if (!u || !('hex' in u.loc) || u.loc.hex === hex) return undefined;
    return reach().find((r) => r.hex === hex) ?? (kind === 'setup' ? whyNotSetUp(g, id, hex) : whyNotMove(g, id, hex));
  });
  const supply = createMemo(() => {
    const g = hexGame();
    const id = selected() ?? attackers()[0];
    return g && id ? supplyStatus(g, id) : undefined;
  });
  const area = createAreaPlay({ game, legal, act: (a) => session.act(a), refuse: (r) => setRefusal(r) });
  const version = createMemo(() => [anyState(), selected(), attackers(), target(), reach(), why(), supply(), area.version()]);
  const clearPicks = () => batch(() => (setSelected(undefined), setAttackers([]), setTarget(undefined), area.clear()));

  /** Applies an action at the current step; acting before the end forks (the old line is kept). */
  function commit(a: Action): Refusal | undefined {
    const g = game();
    if (!g) return { reason: 'no game is running' };
    const r = applyActionSafe(g, a);
    if (!r) return { reason: 'the engine failed on this action (see the console)' };
    if ('error' in r) return r.error;
    batch(() => {
      if (step() < timeline().length) setBranches([...branches(), log()]);
      setTimeline([...timeline().slice(0, step()), { action: a, state: r.game.state, events: r.events }]);
      setStep(step() + 1);
      setRefusal(undefined);
      clearPicks();
    });
    return undefined;
  }

  const session: PlaySession = {
    active: () => !!core(),
    error,
    start(store, wanted, from) {
      const id = wanted ?? store.loaded({ own: true }).find((d) => d.kind === 'scenario')?.doc.id;
      if (!id) return setError('There is no scenario to play: add one under data/scenarios/'), error();
      const sd = playableDocuments(store, id);
      if ('error' in sd) return setError(sd.error), error();
      let c: CoreCompiled;
      try {
        c = compile(sd);
      } catch (e) {
        return setError(`Cannot start: ${(e as Error).message}`), error();
      }
      const seedText = from?.seed ?? '1';
      let g: Game = replay(c, seedText, []).game;
      const played: Played[] = [];
      for (const a of from?.actions ?? []) {
        const r = applyActionSafe(g, a);
        if (!r || 'error' in r) {
          setError(`The playtest stops at action ${played.length + 1}: ${r && 'error' in r ? r.error.reason : 'the engine failed'}`);
          break;
        }
        played.push({ action: a, state: r.game.state, events: r.events });
        g = r.game;
      }
      batch(() => {
        if (played.length === (from?.actions.length ?? 0)) setError(undefined);
        setCore(c);
        setScenarioId(id);
        setSeed(seedText);
        setInitial(replay(c, seedText, []).game.state);
        setTimeline(played);
        setStep(played.length);
        setBranches([]);
        clearPicks();
        setRefusal(undefined);
        setPlayers(Object.fromEntries(Object.keys(sd.ruleset.sides).map((s) => [s, 'human' as Player])));
      });
      return undefined;
    },
    stop: () => batch(() => (setCore(undefined), clearPicks())),
    scenarioId,
    mapId: () => core()?.docs.map.id,
    seed,
    log,
    step,
    digests: () => digestsOf(step(), (k) => timeline()[k - 1]!.state),
    branches,
    state,
    compiled,
    game,
    area,
    lines,
    legal,
    selected,
    select(unit) {
      batch(() => (setSelected(unit), setRefusal(undefined)));
    },
    reach,
    attackers,
    target,
    odds,
    oddsOf(units, hex) {
      const g = hexGame();
      const o = g ? attackOdds(g, units, hex) : undefined;
      return o && 'column' in o ? `${o.ratio} → ${o.column}` : undefined;
    },
    players,
    setPlayer(side, p) {
      setPlayers({ ...players(), [side]: p });
      runBots();
    },
    act(a) {
      const refused = commit(a);
      setRefusal(refused);
      if (!refused) runBots();
      return refused;
    },
    undo() {
      if (step() > 0) batch(() => (setStep(step() - 1), clearPicks()));
    },
    rewind(n) {
      batch(() => (setStep(Math.max(0, Math.min(timeline().length, n))), clearPicks()));
    },
    press(hex) {
      pressed = hex;
      route = hex ? [hex] : [];
      const s = state();
      const c = compiled();
      if (!s || !c || !hex) return;
      const here = Object.keys(s.units).filter((id) => (s.units[id]!.loc as { hex?: string }).hex === hex);
      const mine = here.filter((id) => c.units.get(id)!.side === s.side);
      const kind = phaseKind({ compiled: c, state: s });
      // The Traffic Marker Phase (24): a click picks the hex a marker or roadblock goes on.
      if (s.phaseId === 'traffic' && !s.pending) {
        setTarget(hex);
        return;
      }
      if (kind === 'movement' || kind === 'setup') {
        const sel = selected();
        if (sel && reach().some((r) => r.hex === hex) && !mine.includes(sel)) return;
        if (mine.length) session.select(mine[(mine.indexOf(sel ?? '') + 1) % mine.length]);
        return;
      }
      if (kind === 'combat') {
        if (mine.length) {
          const set = new Set(attackers());
          for (const id of mine) if (set.has(id)) set.delete(id); else set.add(id);
          setAttackers([...set]);
        } else if (here.length) setTarget(hex);
      }
    },
    release(hex) {
      const from = pressed;
      pressed = undefined;
      const s = state();
      const sel = selected();
      const kind = hexGame() && phaseKind(hexGame()!);
      if (!s || !hex || !sel || (kind !== 'movement' && kind !== 'setup')) return;
      if (kind === 'setup') {
        // 3.4: a click on a hex of the unit's area places it there; elsewhere, why not.
        if (reach().some((r) => r.hex === hex)) session.act({ type: 'setUp', side: s.side, unit: sel, target: hex });
        else if (from !== hex || hex !== (s.units[sel]!.loc as { hex?: string }).hex) setRefusal(whyNotSetUp(hexGame()!, sel, hex));
        return;
      }
      if (!reach().some((r) => r.hex === hex)) {
        // A drag, or a click on a hex with none of the player's units (a click on one selects it).
        const mineThere = Object.entries(s.units).some(([id, u]) => (u.loc as { hex?: string }).hex === hex && compiled()!.units.get(id)!.side === s.side);
        if (from !== hex || !mineThere) {
          // The path rules first (hover text); else what the move itself is refused for (stacking, 11.2, 12).
          const w = whyNotMove(hexGame()!, sel, hex);
          const r = applyAction(hexGame()!, { type: 'move', side: s.side, unit: sel, target: hex });
          const why = 'reason' in w ? w : !r.ok ? r.error : undefined;
          setRefusal(why ? { ...why, reason: `${compiled()!.units.get(sel)!.name} cannot move to ${hex}: ${why.reason}` } : undefined);
        }
        return;
      }
      const mode = reach().find((r) => r.hex === hex)?.mode;
      const move = { type: 'move', side: s.side, unit: sel, target: hex, ...(mode ? { mode } : {}) };
      // The route dragged along, when it is a legal one; else the engine's cheapest way.
      const drawn = from === (s.units[sel]!.loc as { hex?: string }).hex && route.length > 2 && route.at(-1) === hex ? { ...move, path: [...route] } : undefined;
      session.act(drawn && applyAction(hexGame()!, drawn).ok ? drawn : move);
    },
    refusal,
    kind: () => (game() ? phaseKind(game()!) : undefined),
    hover: (hex) => {
      setHovered(hex);
      // While dragging, the hexes passed make the route (11.1): a step back over the route shortens it.
      const g = hexGame();
      if (!pressed || !hex || !g || route.at(-1) === hex) return;
      const back = route.indexOf(hex);
      if (back >= 0) route = route.slice(0, back + 1);
      else if (adjacent(g.compiled, route.at(-1), hex)) route = [...route, hex];
    },
    hovered,
    why,
    supply,
    version,
  };

  let running = false;
  function runBots() {
    if (running) return;
    running = true;
    const tick = () => {
      const g = game();
      const who = g && !g.state.ended ? players()[g.state.side] : 'human';
      if (!g || !who || who === 'human' || step() < log().length) {
        running = false;
        return;
      }
      const a = BOTS[who]!(g.compiled, g.state, `${seed()}/bot`);
      const refused = commit(a);
      if (refused) {
        running = false;
        setRefusal({ ...refused, reason: `the ${who} bot's ${a.type} was refused: ${refused.reason}` });
        return;
      }
      setTimeout(tick, 0);
    };
    setTimeout(tick, 0);
  }
  return session;
}

/** Applies an action; an engine exception is a bug, reported instead of crashing the studio. */
function applyActionSafe(g: Game, a: Action): { game: Game; events: readonly GameEvent[] } | { error: Refusal } | undefined {
  try {
    const r = applyAction(g, a);
    return r.ok ? { game: { compiled: g.compiled, state: r.state }, events: r.events } : { error: r.error };
  } catch (e) {
    console.error(e);
    return undefined;
  }
}

/**
 * The documents a game of a scenario (or variant) plays, as the studio holds them, unsaved edits
 * included; or why no game may start on them (test play and the playtest lab alike).
 */
export function playableDocuments(store: DocumentStore, id: string): ScenarioDocuments | { readonly error: string } {
  const docs = store.loaded({ own: true });
  const sd = scenarioDocuments(docs, id);
  if ('missing' in sd) return { error: `Cannot start: ${sd.missing}` };
  const refused = errorsIn(store, docs, [`ruleset:${sd.ruleset.id}`, `map:${sd.map.id}`, `oob:${sd.oob.id}`, `scenario:${sd.scenario.id}`, `scenario:${id}`]);
  return refused ? { error: refused } : sd;
}

/**
 * Why a game may not start on these documents: an error in any of them, as test play reads them
 * (issue 18: a game never starts on data that can crash it, and a playtest of broken data measures
 * nothing). A draft's own errors are those of text test play does not read: it plays the last good
 * version, which its schema accepted.
 */
function errorsIn(store: DocumentStore, loaded: readonly ProjectDocument[], played: readonly string[]): string | undefined {
  const keys = new Set(played);
  const files = new Set(loaded.filter((d) => keys.has(`${d.kind}:${d.doc.id}`)).map((d) => d.file));
  const errors = store.problems().filter((p) => p.severity === 'error' && files.has(p.file) && !store.get(p.file)?.draft);
  if (!errors.length) return undefined;
  const first = errors[0]!;
  return `Cannot start: ${errors.length} error${errors.length === 1 ? '' : 's'} in the documents this scenario plays; fix ${errors.length === 1 ? 'it' : 'them'} first (Problems). First: ${first.file}:${first.line}:${first.column} ${first.message}`;
}

/** A hex the selected unit may move to, and the mode of the move when it begins one (11.2, 12); or, in the set-up phase, be placed in (3.4). */
export type PlayReach = Reach & { readonly mode?: MoveMode; readonly setUp?: true };

/** Why a unit may not be set up in a hex (3.4), said as a refusal. */
function whyNotSetUp(g: HexGame, id: string, hex: string): Refusal {
  const r = applyAction(g, { type: 'setUp', side: g.state.side, unit: id, target: hex });
  return r.ok ? { reason: `${g.compiled.units.get(id)?.name ?? id} may set up in ${hex}` } : { ...r.error, reason: `${g.compiled.units.get(id)?.name ?? id} cannot set up in ${hex}: ${r.error.reason}` };
}

/**
 * The selected unit's moves as the engine lists them: the hexes of its legal moves, each with the MP
 * left there in the mode of the move (normal moves first, then the hexes only extended or strategic
 * movement reaches); an artillery shift of fire position (22.2) shows with 0 MP left.
 */
function reachFrom(g: HexGame, id: string, actions: readonly Action[]): PlayReach[] {
  const moves = actions.filter((a) => a.type === 'move' && a.unit === id && a.target);
  const ranges = new Map<MoveMode | undefined, Map<string, Reach>>();
  const rangeOf = (mode: MoveMode | undefined) => {
    if (!ranges.has(mode)) ranges.set(mode, new Map(movementRange(g, id, mode).map((r) => [r.hex, r])));
    return ranges.get(mode)!;
  };
  return moves.map((a) => {
    const mode = a.mode as MoveMode | undefined;
    const r = rangeOf(mode).get(a.target!) ?? { hex: a.target!, mpLeft: 0, path: [] };
    return mode ? { ...r, mode } : r;
  });
}

/** Whether two hexes are neighbours on the compiled map. */
function adjacent(c: Compiled, a: string | undefined, b: string): boolean {
  const k = a === undefined ? undefined : c.ordinal.get(a);
  const n = c.ordinal.get(b);
  return k !== undefined && n !== undefined && c.nb.subarray(k * 6, k * 6 + 6).includes(n);
}
