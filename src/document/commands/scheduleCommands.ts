import { compareText } from '../../shared/order';
import { freeId } from './freeId';
import type { HexMap, OrderOfBattle, Ruleset, Scenario } from '../../generated/documents';
import { HOSTILE_KEYS } from '../../validation/limits';
import { changeTo, type Change } from '../changes';
import type { Edit } from './mapCommands';

type Group = Scenario['reinforcements'][string];
export type Entry = Group['entry'];

/** A stable key and a label for an entry spec: letters "A+B", hexes, a hex set, a zone list, or a special placement. */
export function entryKey(e: Entry): string {
  if (e.letters) return e.letters.join('+');
  if (e.hexes) return `hexes ${e.hexes.join(' ')}`;
  if (e.hexSet) return `set ${e.hexSet}`;
  if (e.zones) return `zones ${e.zones.join('+')}`;
  return e.special ?? '?';
}

/** One unit on the board: where it is in the document, and what the board shows about it. */
export interface Chip {
  readonly unit: string;
  readonly group: string;
  readonly index: number;
  /** The group's release condition or arrival note, shown on the chip. */
  readonly condition?: string;
}

/** The schedule of one side laid out like the rulebook's: turns down, entries across, units as chips. */
export interface Board {
  readonly turns: readonly string[];
  readonly entries: readonly { key: string; entry: Entry }[];
  readonly cells: ReadonlyMap<string, readonly Chip[]>;
}

export const cellKey = (turn: string, key: string) => `${turn}|${key}`;

/**
 * A row of the board: a turn, or on an impulse game (a group names its impulse, Tigers in the Mist
 * 11.1) one impulse of a turn, "17#2".
 */
export const rowKey = (turn: string, impulse?: number) => (impulse === undefined ? turn : `${turn}#${impulse}`);

/** The turn and impulse of a row. */
export function parseRow(row: string): { turn: string; impulse?: number } {
  const i = row.lastIndexOf('#');
  return i < 0 ? { turn: row } : { turn: row.slice(0, i), impulse: Number(row.slice(i + 1)) };
}

/**
 * The board of a side: the scenario's turns (and any other turn a group uses), every entry letter
 * the scenario's maps give that side plus every entry its groups use, and each group's units in the
 * cell of its turn and entry.
 */
export function scheduleBoard(sc: Scenario, r: Ruleset | undefined, oob: OrderOfBattle | undefined, maps: readonly HexMap[], side: string): Board {
  const order = (r?.calendar.turnOrder ?? []) as string[];
  const [a, b] = [order.indexOf(sc.firstTurn), order.indexOf(sc.lastTurn)];
  // Day turns only, as the rulebook's schedule (no arrivals at night), unless a group uses a night.
  const days = a >= 0 && b >= a ? order.slice(a, b + 1).filter((t) => r?.calendar.turns[t]?.part !== 'night') : [];
  // An impulse game's board has a row per impulse of each turn, as the turn's sequence of play has them (6.0).
  const impulsesOf = (t: string) => {
    const steps = (r?.sequences?.[r.calendar.turns[t]?.sequence ?? ''] as { steps?: { kind?: string; count?: number }[] } | undefined)?.steps ?? [];
    return steps.filter((x) => x.kind === 'impulses').reduce((n, x) => n + (x.count ?? 0), 0);
  };
  const impulses = days.some((t) => impulsesOf(t) > 0) || Object.values(sc.reinforcements).some((g) => g.impulse !== undefined);
  const turns = new Set(impulses ? days.flatMap((t) => Array.from({ length: Math.max(1, impulsesOf(t)) }, (_, i) => rowKey(t, i + 1))) : days);
  const entries = new Map<string, Entry>();
  for (const m of maps) for (const [letter, e] of Object.entries(m.entries ?? {})) if (!e.side || e.side === side) entries.set(letter, { letters: [letter] } as Entry);
  const cells = new Map<string, Chip[]>();
  for (const [id, g] of Object.entries(sc.reinforcements)) {
    const mine = g.units.filter((u) => (oob?.units[u]?.side ?? side) === side);
    if (!mine.length) continue;
    const row = rowKey(g.turn, impulses ? (g.impulse ?? 1) : undefined);
    turns.add(row);
    const key = entryKey(g.entry);
    if (!entries.has(key)) entries.set(key, g.entry);
    const condition = g.release?.description ?? (g.arrives ? `arrives with ${g.arrives.movementSpent ?? 0} MP spent${g.arrives.strategicMovement ? ', by strategic movement' : ''}` : undefined);
    const list = cells.get(cellKey(row, key)) ?? [];
    g.units.forEach((u, index) => {
      if ((oob?.units[u]?.side ?? side) === side) list.push({ unit: u, group: id, index, ...(condition ? { condition } : {}) });
    });
    cells.set(cellKey(row, key), list);
  }
  const at = (row: string) => {
    const { turn, impulse } = parseRow(row);
    return order.indexOf(turn) * 100 + (impulse ?? 0);
  };
  const sorted = [...turns].sort((x, y) => at(x) - at(y));
  const cols = [...entries].map(([key, entry]) => ({ key, entry })).sort((x, y) => x.key.length - y.key.length || compareText(x.key, y.key));
  return { turns: sorted, entries: cols, cells };
}

/** The units of a side that neither start on the map nor arrive: the board's "not scheduled" list. */
export function unscheduledUnits(sc: Scenario, oob: OrderOfBattle | undefined, side: string): string[] {
  const arriving = new Set(Object.values(sc.reinforcements).flatMap((g) => g.units as string[]));
  return Object.entries(oob?.units ?? {})
    .filter(([id, u]) => u.side === side && !(id in sc.setup) && !arriving.has(id))
    .map(([id]) => id);
}

/** The changes that take a unit out of its group (an emptied group goes), or none when it has none. */
function leave(sc: Scenario, unit: string): { changes: Change[]; from?: [string, Group] } {
  const from = Object.entries(sc.reinforcements).find(([, g]) => g.units.includes(unit as never));
  if (!from) return { changes: [] };
  const left = from[1].units.filter((u) => u !== unit);
  return { changes: [changeTo(sc, ['reinforcements', from[0]], left.length ? { ...from[1], units: left } : undefined)], from };
}

/**
 * Schedules a unit to arrive on a turn at an entry: it leaves its group, if it has one (an emptied
 * group goes), and joins the unconditional group of that turn and entry, made when there is none.
 * One step, named "Move …" for a unit already arriving and "Schedule …" for a new arrival.
 */
export function moveArrival(sc: Scenario, unit: string, side: string, row: string, entry: Entry): Edit | { error: string } {
  const { turn, impulse } = parseRow(row);
  const when = (g: { turn: string; impulse?: number }) => (g.impulse === undefined ? g.turn : `${g.turn} impulse ${g.impulse}`);
  if (HOSTILE_KEYS.has(unit)) return { error: `"${unit}" is not a unit id` };
  if (unit in sc.setup) return { error: `${unit} starts on the map (its setup): take it off the map first, or it would both start and arrive` };
  const key = entryKey(entry);
  const { changes, from } = leave(sc, unit);
  const here = { turn, ...(impulse !== undefined ? { impulse } : {}) };
  if (from && from[1].turn === turn && from[1].impulse === impulse && entryKey(from[1].entry) === key) return { error: `${unit} already arrives on ${when(here)} at ${key}` };
  const target = Object.entries(sc.reinforcements).find(([id, g]) => id !== from?.[0] && g.turn === turn && g.impulse === impulse && entryKey(g.entry) === key && !g.release && !g.arrives);
  if (target) changes.push(changeTo(sc, ['reinforcements', target[0]], { ...target[1], units: [...target[1].units, unit] }));
  else {
    const id = freeId(`${side}-${turn}${impulse !== undefined ? `-${impulse}` : ''}-${key.replace(/[^A-Za-z0-9]+/g, '')}`, (g) => !!sc.reinforcements[g]);
    changes.push(changeTo(sc, ['reinforcements', id], { ...here, units: [unit], entry }));
  }
  return { label: from ? `Move ${unit} from ${when(from[1])} ${entryKey(from[1].entry)} to ${when(here)} ${key}` : `Schedule ${unit} to arrive ${when(here)} at ${key}`, changes };
}

/** Takes a unit off the reinforcement schedule (it neither starts nor arrives), as one step. */
export function unschedule(sc: Scenario, unit: string): Edit | { error: string } {
  const { changes, from } = leave(sc, unit);
  if (!from) return { error: `${unit} is not in the reinforcement schedule` };
  return { label: `Take ${unit} off the schedule (was ${from[1].turn} ${entryKey(from[1].entry)})`, changes };
}
