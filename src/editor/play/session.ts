import { batch, createMemo, createSignal, type Accessor } from 'solid-js';
import { scenarioDocuments, type DocumentStore } from '../../document';
import { applyAction, attackOdds, BOTS, compile, legalActions, movementRange, replay, type Action, type Compiled, type GameEvent, type GameState, type Legal, type Odds, type Reach, type Refusal } from '../../engine';
import type { ProjectDocument } from '../../validation';

/** Who plays a side: a person at this screen, or a bot by name. */
export type Player = 'human' | keyof typeof BOTS;

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
  readonly branches: Accessor<readonly (readonly Action[])[]>;
  readonly state: Accessor<GameState | undefined>;
  readonly compiled: Accessor<Compiled | undefined>;
  readonly lines: Accessor<readonly LogLine[]>;
  readonly legal: Accessor<Legal | undefined>;
  readonly selected: Accessor<string | undefined>;
  select(unit: string | undefined): void;
  readonly reach: Accessor<readonly Reach[]>;
  readonly attackers: Accessor<readonly string[]>;
  readonly target: Accessor<string | undefined>;
  readonly odds: Accessor<Odds | Refusal | undefined>;
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
  /** Changes whenever anything drawn on the map changes. */
  readonly version: Accessor<unknown>;
}

export function createPlaySession(): PlaySession {
  const [compiled, setCompiled] = createSignal<Compiled>();
  const [scenarioId, setScenarioId] = createSignal<string>();
  const [seed, setSeed] = createSignal('1');
  const [log, setLog] = createSignal<readonly Action[]>([]);
  const [step, setStep] = createSignal(0);
  const [branches, setBranches] = createSignal<readonly (readonly Action[])[]>([]);
  const [selected, setSelected] = createSignal<string>();
  const [attackers, setAttackers] = createSignal<readonly string[]>([]);
  const [target, setTarget] = createSignal<string>();
  const [players, setPlayers] = createSignal<Record<string, Player>>({});
  const [refusal, setRefusal] = createSignal<Refusal>();
  const [error, setError] = createSignal<string>();
  let pressed: string | undefined;

  // One pass over the log to the current step: the state, and every event with its step number.
  const played = createMemo(() => {
    const c = compiled();
    if (!c) return undefined;
    let g = replay(c, seed(), []).game;
    const lines: LogLine[] = [];
    for (let i = 0; i < step(); i++) {
      const r = applyActionSafe(g, log()[i]!);
      if (!r || 'error' in r) break;
      lines.push(...r.events.map((e) => ({ ...e, step: i + 1 })));
      g = r.game;
    }
    return { game: g, lines };
  });
  const state = () => played()?.game.state;
  const game = () => played()?.game;
  const lines = () => played()?.lines ?? [];
  const legal = createMemo(() => (game() ? legalActions(game()!) : undefined));
  const reach = createMemo(() => {
    const g = game();
    const id = selected();
    if (!g || !id || g.state.phaseId !== 'movement') return [];
    return movementRange(g, id);
  });
  const odds = createMemo(() => {
    const g = game();
    if (!g || !target() || !attackers().length) return undefined;
    return attackOdds(g, attackers(), target()!);
  });
  const version = createMemo(() => [played(), selected(), attackers(), target(), reach()]);
  const session: PlaySession = {
    active: () => !!compiled(),
    error,
    start(store, wanted, from) {
      const docs = store.documents().flatMap((d) => (d.kind && d.doc ? [{ kind: d.kind, file: d.file, doc: d.doc } as unknown as ProjectDocument] : []));
      const id = wanted ?? docs.find((d) => d.kind === 'scenario')?.doc.id;
      if (!id) return setError('There is no scenario to play: add one under data/scenarios/'), error();
      const sd = scenarioDocuments(docs, id);
      if ('missing' in sd) return setError(`Cannot start: ${sd.missing}`), error();
      let c: Compiled;
      try {
        c = compile(sd);
      } catch (e) {
        return setError(`Cannot start: ${(e as Error).message}`), error();
      }
      batch(() => {
        setError(undefined);
        setCompiled(c);
        setScenarioId(id);
        setSeed(from?.seed ?? '1');
        setLog(from?.actions ?? []);
        setStep(from?.actions.length ?? 0);
        setBranches([]);
        setSelected(undefined);
        setAttackers([]);
        setTarget(undefined);
        setRefusal(undefined);
        setPlayers(Object.fromEntries(Object.keys(sd.ruleset.sides).map((s) => [s, 'human' as Player])));
      });
      return undefined;
    },
    stop: () => batch(() => (setCompiled(undefined), setSelected(undefined), setAttackers([]), setTarget(undefined))),
    scenarioId,
    mapId: () => compiled()?.map.id,
    seed,
    log,
    step,
    branches,
    state,
    compiled,
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
    players,
    setPlayer(side, p) {
      setPlayers({ ...players(), [side]: p });
      runBots();
    },
    act(a) {
      const g = game();
      if (!g) return { reason: 'no game is running' };
      const r = applyActionSafe(g, a);
      if (!r) return { reason: 'the engine failed on this action (see the console)' };
      if ('error' in r) {
        setRefusal(r.error);
        return r.error;
      }
      batch(() => {
        if (step() < log().length) setBranches([...branches(), log()]);
        setLog([...log().slice(0, step()), a]);
        setStep(step() + 1);
        setRefusal(undefined);
        setSelected(undefined);
        setAttackers([]);
        setTarget(undefined);
      });
      runBots();
      return undefined;
    },
    undo() {
      if (step() > 0) batch(() => (setStep(step() - 1), setSelected(undefined), setAttackers([]), setTarget(undefined)));
    },
    rewind(n) {
      batch(() => (setStep(Math.max(0, Math.min(log().length, n))), setSelected(undefined), setAttackers([]), setTarget(undefined)));
    },
    press(hex) {
      pressed = hex;
      const s = state();
      const c = compiled();
      if (!s || !c || !hex) return;
      const here = Object.keys(s.units).filter((id) => { const l = s.units[id]!.loc; return 'hex' in l && l.hex === hex; });
      const mine = here.filter((id) => c.units.get(id)!.side === s.side);
      if (s.phaseId === 'movement') {
        const sel = selected();
        if (sel && reach().some((r) => r.hex === hex) && !mine.includes(sel)) return;
        if (mine.length) session.select(mine[(mine.indexOf(sel ?? '') + 1) % mine.length]);
        return;
      }
      if (s.phaseId === 'combat') {
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
      if (!s || !hex || !sel || s.phaseId !== 'movement') return;
      if (!reach().some((r) => r.hex === hex)) {
        if (from !== hex) setRefusal({ reason: `${compiled()!.units.get(sel)!.name} cannot reach ${hex} this phase`, rule: '11' });
        return;
      }
      session.act({ type: 'move', side: s.side, unit: sel, target: hex });
    },
    refusal,
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
      const r = applyActionSafe(g, a);
      if (!r || 'error' in r) {
        running = false;
        setRefusal(r && 'error' in r ? r.error : { reason: 'the bot failed' });
        return;
      }
      batch(() => (setLog([...log(), a]), setStep(step() + 1)));
      setTimeout(tick, 0);
    };
    setTimeout(tick, 0);
  }
  return session;
}

/** Applies an action; an engine exception is a bug, reported instead of crashing the studio. */
function applyActionSafe(g: { compiled: Compiled; state: GameState }, a: Action): { game: { compiled: Compiled; state: GameState }; events: readonly GameEvent[] } | { error: Refusal } | undefined {
  try {
    const r = applyAction(g, a);
    return r.ok ? { game: { compiled: g.compiled, state: r.state }, events: r.events } : { error: r.error };
  } catch (e) {
    console.error(e);
    return undefined;
  }
}
