import { batch, createMemo, createSignal, type Accessor } from 'solid-js';
import { areaCommands } from '../../document';
import { applyAction, isHexCompiled, reachOf, type Action, type AreaCompiled, type AreaState, type Game, type Legal, type Refusal } from '../../engine';

/** A place the picked stack can move to now: the legal move, its path and the MP left on arrival. */
export interface AreaTarget {
  readonly to: string;
  readonly path: readonly string[];
  readonly mpLeft: number | undefined;
  readonly action: Action;
}

/**
 * Test play on an area map (Tigers in the Mist): the stack the player picked, where it can go (the
 * engine's legal moves, with the MP left from its reach), why it cannot go where the pointer is, and
 * the battles it may fight. Every choice is one of the engine's legal actions; nothing is decided here.
 */
export interface AreaPlay {
  readonly compiled: Accessor<AreaCompiled | undefined>;
  readonly state: Accessor<AreaState | undefined>;
  /** The units picked to move together. */
  readonly stack: Accessor<readonly string[]>;
  setStack(units: readonly string[]): void;
  readonly reach: Accessor<readonly AreaTarget[]>;
  /** An area pressed on the map: pick the player's units there, or move the picked stack there. */
  press(node: string | undefined): void;
  hover(node: string | undefined): void;
  readonly hovered: Accessor<string | undefined>;
  /** How the picked stack gets to the hovered area, or why it cannot. */
  readonly why: Accessor<{ text: string; refused: boolean } | undefined>;
  readonly version: Accessor<unknown>;
  clear(): void;
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));
const unitsOf = (a: Action): readonly string[] => a.units ?? (a.unit ? [a.unit] : []);

export function createAreaPlay(deps: { game: Accessor<Game | undefined>; legal: Accessor<Legal | undefined>; act: (a: Action) => Refusal | undefined; refuse: (r: Refusal | undefined) => void }): AreaPlay {
  const [stack, setStack] = createSignal<readonly string[]>([]);
  const [hovered, setHovered] = createSignal<string>();
  const compiled = createMemo(() => {
    const c = deps.game()?.compiled;
    return c && !isHexCompiled(c) && c.docs.map.topology === 'area' ? (c as unknown as AreaCompiled) : undefined;
  });
  const state = () => (compiled() ? (deps.game()!.state as AreaState) : undefined);
  const name = (id: string) => compiled()?.units.get(id)?.name ?? id;
  const place = (id: string) => (compiled() ? areaCommands.nodeName(compiled()!.map, id) : id);

  /** The engine's reach of the picked stack (one graph search per pick, read by the targets and the hover text). */
  const placeReach = createMemo(() => {
    const g = deps.game();
    return compiled() && g && stack().length ? reachOf(g, stack()) : [];
  });
  const reach = createMemo((): AreaTarget[] => {
    const picked = stack();
    if (!placeReach().length) return [];
    const mp = new Map(placeReach().map((r) => [r.to, r.mpLeft]));
    return (deps.legal()?.actions ?? [])
      .filter((a) => a.type === 'move' && a.path?.length && sameSet(unitsOf(a), picked))
      .map((a) => ({ to: a.path!.at(-1)!, path: a.path!, mpLeft: mp.get(a.path!.at(-1)!), action: a }));
  });

  const why = createMemo(() => {
    const g = deps.game();
    const s = state();
    const node = hovered();
    const picked = stack();
    if (!g || !s || !node || !picked.length || s.phaseId !== 'movement' || s.pending) return undefined;
    const from = (s.units[picked[0]!]?.loc as { at?: string } | undefined)?.at;
    if (from === node) return undefined;
    const who = picked.length === 1 ? name(picked[0]!) : `${picked.length} units`;
    const target = reach().find((r) => r.to === node);
    if (target) return { text: `${who} to ${place(node)}: ${target.mpLeft ?? '?'} MP left on arrival, by ${target.path.map(place).join(' → ')}`, refused: false };
    // Not a legal move: the engine says why, for the cheapest road path or, without one, the direct step.
    const path = placeReach().find((r) => r.to === node)?.path ?? [node];
    const r = applyAction(g, { type: 'move', side: s.side, ...(picked.length === 1 ? { unit: picked[0]! } : { units: [...picked] }), path: [...path] });
    const reason = r.ok ? 'the rules allow it, but not as a move of this stack now (pick the units again)' : `${r.error.reason}${r.error.rule ? ` (rule ${r.error.rule})` : ''}`;
    return { text: `${who} cannot move to ${place(node)}: ${reason}`, refused: true };
  });

  return {
    compiled,
    state,
    stack,
    setStack: (units) => batch(() => (setStack(units), deps.refuse(undefined))),
    reach,
    press(node) {
      const s = state();
      const c = compiled();
      if (!s || !c || !node || s.pending || s.phaseId !== 'movement') return;
      const target = reach().find((r) => r.to === node);
      if (target) {
        deps.act(target.action);
        setStack([]);
        return;
      }
      // The player's units here that may move now (the engine lists a move for each of them).
      const movable = new Set((deps.legal()?.actions ?? []).filter((a) => a.type === 'move').flatMap(unitsOf));
      const mine = Object.keys(s.units).filter((id) => (s.units[id]!.loc as { at?: string }).at === node && c.units.get(id)!.side === s.side && movable.has(id));
      const whole = (deps.legal()?.actions ?? []).some((a) => a.type === 'move' && sameSet(unitsOf(a), mine));
      batch(() => {
        setStack(whole ? mine : mine.slice(0, 1));
        deps.refuse(mine.length || !stack().length ? undefined : { reason: `${place(node)}: none of your units there may move now` });
      });
    },
    hover: (node) => setHovered(node),
    hovered,
    why,
    version: createMemo(() => [stack(), reach(), hovered(), why()]),
    clear: () => setStack([]),
  };
}
