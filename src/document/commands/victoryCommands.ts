/**
 * Named, undoable edits of a scenario's victory (rules 30 and 31 in Ardennes '44): its conditions
 * and their VP sources, places, numbers and flags, the outcome when none is met, and the phase that
 * checks them. Each refuses, with the reason, what the scenario's schema or the rules would not take
 * (a threshold below 0, a composite left of nothing, a condition another still counts).
 */
import type { Condition as When, LocationSet, Ruleset, Scenario, SideId, VpSource } from '../../generated/documents';
import { SOURCE_NAMES } from '../../shared/vpSources';
import { isId } from '../../shared/ids';
import { HOSTILE_KEYS } from '../../validation/limits';
import { changeTo, type Change } from '../changes';
import { freeId } from './freeId';
import type { Edit } from './mapCommands';
import { OUTCOME_WORDS, placesInWords, sideName, whenInWords, type PlaceKind } from './victoryWords';

export * from './victoryWords';

type Refused = { error: string };
type Condition = Scenario['victory']['conditions'][string];
type Kind = Condition['kind'];

const at = (id: string, ...rest: string[]) => ['victory', 'conditions', id, ...rest];

function conditionOf(sc: Scenario, id: string): Condition | Refused {
  const c = HOSTILE_KEYS.has(id) ? undefined : sc.victory?.conditions[id];
  return c && Object.hasOwn(sc.victory.conditions, id) ? c : { error: `the scenario has no victory condition "${id}"` };
}

const edit = (label: string, changes: Change[]): Edit => ({ label: `Victory: ${label}`, changes });

/** The numbers a designer types, with the bounds the schema sets; optional ones may be left empty. */
const NUMBERS = {
  threshold: { kinds: ['vpThreshold'], min: 0, max: 100000, whole: false, optional: false, name: 'the VP threshold' },
  factors: { kinds: ['exit'], min: 1, max: 10000, whole: true, optional: false, name: 'the attack factors to exit' },
  count: { kinds: ['hold'], min: 1, max: 10000, whole: true, optional: true, name: 'the places needed' },
  consecutiveChecks: { kinds: ['hold'], min: 1, max: 100, whole: true, optional: true, name: 'the Victory Phases running' },
} as const;
const SOURCE_NUMBERS = {
  vp: { min: 0, max: 1000, whole: false, optional: false, name: 'the VP' },
  per: { min: 1, max: 1000, whole: true, optional: true, name: 'the attack factors per VP' },
} as const;

function numberRefusal(spec: { min: number; max: number; whole: boolean; optional: boolean; name: string }, value: number | undefined): string | undefined {
  if (value === undefined) return spec.optional ? undefined : `${spec.name} cannot be left empty`;
  if (!Number.isFinite(value)) return `${spec.name} must be a number`;
  if (spec.whole && !Number.isInteger(value)) return `${spec.name} must be a whole number`;
  if (value < spec.min || value > spec.max) return `${spec.name} must be from ${spec.min} to ${spec.max}`;
  return undefined;
}

/** Sets a number of a condition (a threshold, the factors to exit, the places needed); empty clears an optional one. */
export function setConditionNumber(sc: Scenario, id: string, field: keyof typeof NUMBERS, value: number | undefined): Edit | Refused {
  const c = conditionOf(sc, id);
  if ('error' in c) return c;
  const spec = NUMBERS[field];
  if (!(spec.kinds as readonly string[]).includes(c.kind)) return { error: `${id} is not a condition with ${spec.name}` };
  const why = numberRefusal(spec, value);
  if (why) return { error: `${id}: ${why}` };
  return edit(`${id}'s ${spec.name.replace(/^the /, '')} ${value === undefined ? 'cleared' : `set to ${value}`}`, [changeTo(sc, at(id, field), value)]);
}

/** Sets a number of one of a VP condition's sources (its VP, the factors per VP). */
export function setSourceNumber(sc: Scenario, id: string, index: number, field: keyof typeof SOURCE_NUMBERS, value: number | undefined): Edit | Refused {
  const c = conditionOf(sc, id);
  if ('error' in c) return c;
  if (c.kind !== 'vpThreshold' || !c.sources[index]) return { error: `${id} has no VP source ${index + 1}` };
  const why = numberRefusal(SOURCE_NUMBERS[field], value);
  if (why) return { error: `${id}, source ${index + 1}: ${why}` };
  return edit(`${id}'s source ${index + 1}, ${SOURCE_NUMBERS[field].name.replace(/^the /, '')} ${value === undefined ? 'cleared' : `set to ${value}`}`, [changeTo(sc, at(id, 'sources', String(index), field), value)]);
}

/** Sets (or, empty, clears) a condition's label, the words a game's end says. */
export function setConditionLabel(sc: Scenario, id: string, label: string): Edit | Refused {
  const c = conditionOf(sc, id);
  if ('error' in c) return c;
  if (label.length > 200) return { error: `${id}: a label has at most 200 characters` };
  return edit(`${id}'s label ${label ? `set to "${label}"` : 'cleared'}`, [changeTo(sc, at(id, 'label'), label || undefined)]);
}

/** Which side a condition wins for. */
export function setConditionSide(sc: Scenario, id: string, side: string, r: Ruleset | undefined): Edit | Refused {
  const c = conditionOf(sc, id);
  if ('error' in c) return c;
  if (!('side' in c)) return { error: `${id} gives each side its outcome by its rows: it has no side` };
  if (!r || !Object.hasOwn(r.sides, side)) return { error: `the ruleset has no side "${side}"` };
  return edit(`${id} wins for the ${sideName(r, side)} side`, [changeTo(sc, at(id, 'side'), side)]);
}

/** Switches a flag: whether a win ends the game at once (30), whether held places need a unit in supply (30.2B). */
export function setConditionFlag(sc: Scenario, id: string, flag: 'endsGame' | 'supplied', on: boolean): Edit | Refused {
  const c = conditionOf(sc, id);
  if ('error' in c) return c;
  if (c.kind === 'outcomeTable' || (flag === 'supplied' && c.kind !== 'hold')) return { error: `${id} has no "${flag}" switch` };
  const words = flag === 'endsGame' ? 'ends the game at once' : 'needs a unit in supply';
  return edit(`${id} ${on ? words : `no longer ${words}`}`, [changeTo(sc, at(id, flag), on || undefined)]);
}

/** Whether holding a place means controlling it or occupying it (30.2). */
export function setHoldMode(sc: Scenario, id: string, mode: 'control' | 'occupy'): Edit | Refused {
  const c = conditionOf(sc, id);
  if ('error' in c) return c;
  if (c.kind !== 'hold') return { error: `${id} is not a condition of places held` };
  return edit(`${id} counts places ${mode === 'control' ? 'controlled' : 'occupied'}`, [changeTo(sc, at(id, 'mode'), mode)]);
}

/** Whether a composite condition needs all or any of its parts. */
export function setCompositeOp(sc: Scenario, id: string, op: 'all' | 'any'): Edit | Refused {
  const c = conditionOf(sc, id);
  if ('error' in c) return c;
  if (c.kind !== 'composite') return { error: `${id} is not made of other conditions` };
  return edit(`${id} needs ${op} of its parts`, [changeTo(sc, at(id, 'op'), op)]);
}

/** Puts another condition in, or takes it out of, a composite's parts (`of`) or the conditions it beats (`overrides`, 30.3B). */
export function setCompositePart(sc: Scenario, id: string, key: 'of' | 'overrides', other: string, on: boolean): Edit | Refused {
  const c = conditionOf(sc, id);
  if ('error' in c) return c;
  if (c.kind !== 'composite') return { error: `${id} is not made of other conditions` };
  if (other === id) return { error: `${id} cannot ${key === 'of' ? 'be made of' : 'beat'} itself` };
  const o = conditionOf(sc, other);
  if ('error' in o) return o;
  const was = c[key] ?? [];
  if (was.includes(other) === on) return { error: `${other} is already ${on ? '' : 'not '}${key === 'of' ? `a part of ${id}` : `beaten by ${id}`}` };
  const now = on ? [...was, other] : was.filter((x) => x !== other);
  if (key === 'of' && !now.length) return { error: `${id} must be made of one condition at least: remove ${id} instead` };
  return edit(`${other} ${on ? 'added to' : 'taken out of'} ${key === 'of' ? `${id}'s parts` : `what ${id} beats`}`, [changeTo(sc, at(id, key), now.length ? now : undefined)]);
}

/**
 * A location set from a kind of place and its text (ids apart by spaces or commas; a hex set's id;
 * an edge's letter), or why not. Nothing is dropped or corrected: a repeated id is refused.
 */
export function placesFrom(kind: PlaceKind, text: string): LocationSet | Refused {
  if (kind === 'victoryHexes') return { victoryHexes: true };
  const words = text.split(/[\s,]+/).filter(Boolean);
  if (kind === 'edge') return words.length === 1 && ['N', 'S', 'E', 'W'].includes(words[0]!) ? { edge: words[0] as 'N' } : { error: 'an edge is one of N, S, E or W' };
  if (kind === 'hexSet' || kind === 'areaSet') return words.length === 1 ? { [kind]: words[0] } : { error: `name one ${kind === 'hexSet' ? 'hex set' : 'area set'}` };
  if (!words.length) return { error: 'name one place at least' };
  const twice = words.find((w, i) => words.indexOf(w) !== i);
  if (twice) return { error: `${twice} is named twice` };
  if (kind === 'letters' && words.some((w) => !/^[A-Z]{1,2}$/.test(w))) return { error: 'an entry letter is one or two capital letters' };
  return { [kind]: words } as LocationSet;
}

/** Sets the places a condition or one of its VP sources counts (`null` for an exit source: anywhere). */
export function setPlaces(sc: Scenario, id: string, source: number | undefined, places: LocationSet | null): Edit | Refused {
  const c = conditionOf(sc, id);
  if ('error' in c) return c;
  let path: string[];
  if (source !== undefined) {
    if (c.kind !== 'vpThreshold' || !c.sources[source]) return { error: `${id} has no VP source ${source + 1}` };
    if (!places && c.sources[source]!.kind !== 'exitFactors') return { error: `${id}, source ${source + 1}: VP for places must say which places` };
    path = at(id, 'sources', String(source), 'at');
  } else if (c.kind === 'hold' || c.kind === 'exit') {
    if (!places) return { error: `${id} must say which places` };
    path = at(id, c.kind === 'hold' ? 'at' : 'via');
  } else return { error: `${id} counts no places of its own` };
  return edit(`${id}${source === undefined ? '' : `'s source ${source + 1}`} counts ${places ? placesInWords(places) : 'exits anywhere'}`, [changeTo(sc, path, places ?? undefined)]);
}

/** A VP source as added: 1 VP for each victory hex, or 1 VP per attack factor exited anywhere, for the designer to change. */
const SOURCE_TEMPLATES: Partial<Record<VpSource['kind'], VpSource>> = {
  control: { kind: 'control', at: { victoryHexes: true }, vp: 1 },
  occupy: { kind: 'occupy', at: { victoryHexes: true }, vp: 1 },
  exitFactors: { kind: 'exitFactors', vp: 1, per: 1 },
};

/** Adds a VP source to a VP condition (the kinds `played` lists: what the scenario's engine scores). */
export function addSource(sc: Scenario, id: string, kind: VpSource['kind'], played: readonly VpSource['kind'][]): Edit | Refused {
  const c = conditionOf(sc, id);
  if ('error' in c) return c;
  if (c.kind !== 'vpThreshold') return { error: `${id} is not a VP condition` };
  const src = SOURCE_TEMPLATES[kind];
  if (!src || !played.includes(kind)) return { error: `the scenario's engine does not score ${kind} VP` };
  if (c.sources.length >= 20) return { error: `${id} has 20 VP sources, the most a condition has` };
  return edit(`${id} scores VP for ${kind === 'exitFactors' ? 'attack factors exited' : `places ${kind === 'control' ? 'controlled' : 'occupied'}`}`, [changeTo(sc, at(id, 'sources'), [...c.sources, src])]);
}

/** Removes a VP source; a VP condition keeps one at least. */
export function removeSource(sc: Scenario, id: string, index: number): Edit | Refused {
  const c = conditionOf(sc, id);
  if ('error' in c) return c;
  if (c.kind !== 'vpThreshold' || !c.sources[index]) return { error: `${id} has no VP source ${index + 1}` };
  if (c.sources.length === 1) return { error: `${id} must score VP from one source at least: remove ${id} instead` };
  return edit(`${id}'s source ${index + 1} (${c.sources[index]!.kind}) removed`, [changeTo(sc, at(id, 'sources'), c.sources.filter((_, i) => i !== index))]);
}

/** A condition as added, for a side: the designer changes its numbers and places from there. */
function conditionTemplate(kind: Kind, sideId: string, sc: Scenario, r: Ruleset): Condition | Refused {
  const side = sideId as SideId;
  switch (kind) {
    case 'vpThreshold':
      return { kind, side, threshold: 1, sources: [SOURCE_TEMPLATES.control!] } as Condition;
    case 'hold':
      return { kind, side, at: { victoryHexes: true }, mode: 'control' } as Condition;
    case 'exit':
      return { kind, side, via: { edge: 'W' }, factors: 1 } as Condition;
    case 'composite': {
      const first = Object.keys(sc.victory?.conditions ?? {})[0];
      return first ? ({ kind, side, op: 'all', of: [first] } as Condition) : { error: 'a condition made of others needs another condition first' };
    }
    case 'outcomeTable':
      return tableTemplate(sideId, r);
  }
}

/**
 * An outcome table as added: on the side's VP (the ruleset's fact vp.<side>, else its first VP
 * fact), the side wins with 1 VP or more and loses otherwise; the designer sets the bands from there.
 */
function tableTemplate(side: string, r: Ruleset): Condition | Refused {
  const facts = Object.keys(r.facts ?? {});
  const fact = facts.includes(`vp.${side}`) ? `vp.${side}` : facts.find((f) => f.startsWith('vp.'));
  if (!fact) return { error: 'the ruleset declares no VP fact (vp.<side>) for an outcome table to read' };
  const whose = fact.slice(3);
  const other = Object.keys(r.sides).find((x) => x !== whose) ?? whose;
  const name = (x: string) => sideName(r, x);
  return {
    kind: 'outcomeTable',
    rows: [
      { label: `${name(whose)} victory`, when: { fact, op: 'ge', value: 1 }, outcomes: { [whose]: 'win', [other]: 'loss' } },
      { label: `${name(other)} victory`, when: { fact, op: 'ge', value: 0 }, outcomes: { [whose]: 'loss', [other]: 'win' } },
    ],
  } as unknown as Condition;
}

/** Adds a condition of a kind the scenario's engine judges (`played`) for a side, under a free id ("germanVp", "germanVp-2"). */
export function addCondition(sc: Scenario, kind: Kind, side: string, r: Ruleset | undefined, played: readonly Kind[]): Edit & { id: string } | Refused {
  if (!played.includes(kind)) return { error: `the scenario's engine does not judge ${kind} conditions` };
  if (!r || !Object.hasOwn(r.sides, side)) return { error: `the ruleset has no side "${side}"` };
  const cond = conditionTemplate(kind, side, sc, r);
  if ('error' in cond) return cond;
  const suffix = { vpThreshold: 'Vp', hold: 'Hold', exit: 'Exit', composite: 'All', outcomeTable: '' }[kind];
  const id = freeId(kind === 'outcomeTable' ? 'bands' : `${side}${suffix}`, (x) => Object.hasOwn(sc.victory?.conditions ?? {}, x));
  const change = sc.victory ? changeTo(sc, at(id), cond) : changeTo(sc, ['victory'], { conditions: { [id]: cond } });
  return { ...edit(`${id} added (${sideName(r, side)}, ${kind})`, [change]), id };
}

/** Removes a condition, unless another counts it (a composite's part, or one it beats). */
export function removeCondition(sc: Scenario, id: string): Edit | Refused {
  const c = conditionOf(sc, id);
  if ('error' in c) return c;
  const user = Object.entries(sc.victory.conditions).find(([, o]) => o.kind === 'composite' && (o.of.includes(id) || o.overrides?.includes(id)));
  if (user) return { error: `${user[0]} counts ${id}: take ${id} out of ${user[0]} first` };
  return edit(`${id} removed`, [changeTo(sc, at(id), undefined)]);
}

/**
 * A condition's id changed, where it stands in the list, with what names it in the scenario: the
 * composites made of it or beating it, and its provenance entries. Refused when a variant's changes
 * patch it by its old id (`patchedBy`, as "ardennes44-8turn (c2)"): renamed, they would no longer apply.
 */
export function renameCondition(sc: Scenario, id: string, to: string, patchedBy: readonly string[] = []): Edit | Refused {
  const c = conditionOf(sc, id);
  if ('error' in c) return c;
  const next = to.trim();
  if (next === id) return edit(`${id} renamed ${id}`, []);
  if (!isId(next) || HOSTILE_KEYS.has(next)) return { error: `"${next}" is not an id: letters, digits and . _ - + (not first), up to 64 characters` };
  if (Object.hasOwn(sc.victory.conditions, next)) return { error: `the scenario already has a condition "${next}"` };
  if (patchedBy.length) return { error: `${patchedBy.join(', ')} patch${patchedBy.length === 1 ? 'es' : ''} ${id} by its id: renamed, ${patchedBy.length === 1 ? 'that change' : 'those changes'} would no longer apply` };
  const swap = (ids: readonly string[]) => ids.map((x) => (x === id ? next : x));
  const conditions = Object.fromEntries(
    Object.entries(sc.victory.conditions).map(([k, o]) => [k === id ? next : k, o.kind === 'composite' && (o.of.includes(id) || o.overrides?.includes(id)) ? { ...o, of: swap(o.of), ...(o.overrides ? { overrides: swap(o.overrides) } : {}) } : o]),
  );
  const changes = [changeTo(sc, ['victory', 'conditions'], conditions)];
  // Provenance kept by pointer: its entries under the old id follow it.
  const old = `/victory/conditions/${id.replace(/~/g, '~0').replace(/\//g, '~1')}`;
  const moved = (k: string) => k === old || k.startsWith(`${old}/`);
  if (sc.provenance && Object.keys(sc.provenance).some(moved)) {
    const renamed = `/victory/conditions/${next}`;
    changes.push(changeTo(sc, ['provenance'], Object.fromEntries(Object.entries(sc.provenance).map(([k, v]) => [moved(k) ? renamed + k.slice(old.length) : k, v]))));
  }
  return edit(`${id} renamed ${next}`, changes);
}

/** Who wins when no condition is met (none: no one), and the words for it. */
export function setDefaultOutcome(sc: Scenario, winner: string, label: string, r: Ruleset | undefined): Edit | Refused {
  if (winner && (!r || !Object.hasOwn(r.sides, winner))) return { error: `the ruleset has no side "${winner}"` };
  if (label.length > 120) return { error: 'the words for it have at most 120 characters' };
  const after = winner ? { winner, ...(label ? { label } : {}) } : undefined;
  const change = sc.victory ? changeTo(sc, ['victory', 'default'], after) : changeTo(sc, ['victory'], { conditions: {}, ...(after ? { default: after } : {}) });
  return edit(winner ? `the ${sideName(r, winner)} side wins when no condition is met${label ? ` ("${label}")` : ''}` : 'no one wins when no condition is met', [change]);
}

/** The phase (and side's turn of it) that checks the conditions during the game (30); none: only at the end. */
export function setCheckedIn(sc: Scenario, phase: string, side: string, r: Ruleset | undefined): Edit | Refused {
  if (!sc.victory) return { error: 'add a victory condition first' };
  if (phase && (!r || !Object.hasOwn(r.phases, phase))) return { error: `the ruleset has no phase "${phase}"` };
  if (side && (!r || !Object.hasOwn(r.sides, side))) return { error: `the ruleset has no side "${side}"` };
  const after = phase ? { phase, ...(side ? { side } : {}) } : undefined;
  const where = phase ? `in the ${side ? `${sideName(r, side)} ` : ''}${r?.phases[phase]?.name ?? phase} phase` : 'only at the end';
  return edit(`the conditions are checked ${where}`, [changeTo(sc, ['victory', 'checkedIn'], after)]);
}

type Table = Extract<Condition, { kind: 'outcomeTable' }>;

function rowOf(sc: Scenario, id: string, row: number): { table: Table; r: Table['rows'][number] } | Refused {
  const c = conditionOf(sc, id);
  if ('error' in c) return c;
  if (c.kind !== 'outcomeTable' || !c.rows[row]) return { error: `${id} has no row ${row + 1}` };
  return { table: c, r: c.rows[row]! };
}

/** A row's label: what the game's end says when its condition is the first that holds. */
export function setRowLabel(sc: Scenario, id: string, row: number, label: string): Edit | Refused {
  const found = rowOf(sc, id, row);
  if ('error' in found) return found;
  if (!label.trim() || label.length > 120) return { error: `${id}, row ${row + 1}: a row's label has 1 to 120 characters` };
  return edit(`${id}, row ${row + 1} called "${label}"`, [changeTo(sc, at(id, 'rows', String(row), 'label'), label)]);
}

/** A side's outcome in a row (none: the row says nothing of that side). */
export function setRowOutcome(sc: Scenario, id: string, row: number, side: string, outcome: string, r: Ruleset | undefined): Edit | Refused {
  const found = rowOf(sc, id, row);
  if ('error' in found) return found;
  if (!r || !Object.hasOwn(r.sides, side)) return { error: `the ruleset has no side "${side}"` };
  if (outcome && !Object.hasOwn(OUTCOME_WORDS, outcome)) return { error: `"${outcome}" is not an outcome (decisiveWin, win, draw or loss)` };
  return edit(`${id}, row ${row + 1}: ${sideName(r, side)} ${outcome || 'not said'}`, [changeTo(sc, at(id, 'rows', String(row), 'outcomes', side), outcome || undefined)]);
}

/** A row's condition (the conditionEdits tree edits make it): a row always has one. */
export function setRowWhen(sc: Scenario, id: string, row: number, when: When | undefined): Edit | Refused {
  const found = rowOf(sc, id, row);
  if ('error' in found) return found;
  if (!when) return { error: `${id}, row ${row + 1}: a row holds when its condition does; remove the row instead` };
  return edit(`${id}, row ${row + 1}: when ${whenInWords(when)}`, [changeTo(sc, at(id, 'rows', String(row), 'when'), when)]);
}

/**
 * The condition a VP source (by its index) or an exit condition (no index) counts only when, set or
 * cleared (undefined: counted always). Which facts it may read is the engine's (factsRead).
 */
export function setRequires(sc: Scenario, id: string, source: number | undefined, requires: When | undefined): Edit | Refused {
  const c = conditionOf(sc, id);
  if ('error' in c) return c;
  if (source === undefined ? c.kind !== 'exit' : c.kind !== 'vpThreshold' || !c.sources[source]) return { error: source === undefined ? `${id} takes no condition of its own` : `${id} has no source ${source + 1}` };
  const path = source === undefined ? at(id, 'requires') : at(id, 'sources', String(source), 'requires');
  return edit(`${id}${source === undefined ? '' : `, source ${source + 1}`}: ${requires ? `only when ${whenInWords(requires)}` : 'counted always'}`, [changeTo(sc, path, requires)]);
}

/** A source of the VP score by its index, or why there is none. */
function scoreSourceOf(sc: Scenario, index: number): VpSource | Refused {
  return sc.victory?.score?.sources[index] ?? { error: `the VP score has no source ${index + 1}` };
}

/** The path of a VP score source's field. */
const scoreAt = (index: number, field: string) => ['victory', 'score', 'sources', String(index), field];

/** A number of one of the VP score's sources (area games' VP by turn): its VP, or its VP for a contested town. */
export function setScoreNumber(sc: Scenario, index: number, field: 'vp' | 'contestedVp', value: number | undefined): Edit | Refused {
  const src = scoreSourceOf(sc, index);
  if ('error' in src) return src;
  const why = numberRefusal({ ...SOURCE_NUMBERS.vp, optional: field === 'contestedVp', name: field === 'vp' ? 'the VP' : 'the VP for a contested town' }, value);
  if (why) return { error: `VP score, source ${index + 1}: ${why}` };
  return edit(`VP score, source ${index + 1} (${src.kind}): ${field === 'vp' ? 'VP' : 'contested VP'} ${value === undefined ? 'cleared' : `set to ${value}`}`, [changeTo(sc, scoreAt(index, field), value)]);
}

/** A copy of a row just below it (rows are tried in order), for the designer to change: at most 50 rows. */
export function copyRow(sc: Scenario, id: string, row: number): Edit | Refused {
  const found = rowOf(sc, id, row);
  if ('error' in found) return found;
  if (found.table.rows.length >= 50) return { error: `${id} has 50 rows, the most a table has` };
  const rows = [...found.table.rows];
  rows.splice(row + 1, 0, structuredClone(found.r));
  return edit(`${id}, row ${row + 1} copied below it`, [changeTo(sc, at(id, 'rows'), rows)]);
}

/** Removes a row; a table keeps one at least. */
export function removeRow(sc: Scenario, id: string, row: number): Edit | Refused {
  const found = rowOf(sc, id, row);
  if ('error' in found) return found;
  if (found.table.rows.length === 1) return { error: `${id} must keep one row at least: remove ${id} instead` };
  return edit(`${id}, row ${row + 1} ("${found.r.label}") removed`, [changeTo(sc, at(id, 'rows'), found.table.rows.filter((_, i) => i !== row))]);
}

/** Moves a row up or down: the first row whose condition holds decides, so the order is the rule. */
export function moveRow(sc: Scenario, id: string, row: number, by: -1 | 1): Edit | Refused {
  const found = rowOf(sc, id, row);
  if ('error' in found) return found;
  const to = row + by;
  if (to < 0 || to >= found.table.rows.length) return { error: `${id}, row ${row + 1} is already ${by < 0 ? 'first' : 'last'}` };
  const rows = [...found.table.rows];
  [rows[row], rows[to]] = [rows[to]!, rows[row]!];
  return edit(`${id}, row ${row + 1} ("${found.r.label}") moved ${by < 0 ? 'up' : 'down'}`, [changeTo(sc, at(id, 'rows'), rows)]);
}

/** A VP score source as added (area games, 12.2): VP areas each turn, or SP in enemy zones at the end, × 1. */
const SCORE_TEMPLATES: Partial<Record<VpSource['kind'], VpSource>> = {
  areaVp: { kind: 'areaVp', vp: 1, when: 'eachTurn' },
  zoneMultiplier: { kind: 'zoneMultiplier', vp: 1, when: 'end' },
  townState: { kind: 'townState', vp: 1, contestedVp: 0, when: 'end' },
  holes: { kind: 'holes', vp: 1, count: 'links', when: 'end' },
};

/** The places a VP score source of a kind names (towns: where they are; holes: the zones traced into, and from). */
export const SCORE_PLACES: Partial<Record<VpSource['kind'], readonly ('at' | 'from')[]>> = { townState: ['at'], holes: ['at', 'from'] };

/**
 * Adds a source to the VP score (made, for `side`, when the scenario has none): VP areas, SP in
 * enemy zones, towns held (with the areas they are in) or holes in the line (with the zones traced
 * into and from), each for the designer to change.
 */
export function addScoreSource(sc: Scenario, kind: VpSource['kind'], side: string, r: Ruleset | undefined, played: readonly VpSource['kind'][], places: { at?: LocationSet; from?: LocationSet } = {}): Edit | Refused {
  if (!played.includes(kind)) return { error: `the scenario's engine does not score ${kind} VP` };
  const template = SCORE_TEMPLATES[kind];
  if (!template) return { error: `the VP score does not count ${kind} VP` };
  const missing = (SCORE_PLACES[kind] ?? []).find((key) => !places[key]);
  if (missing) return { error: `VP for ${SOURCE_NAMES[kind]} need the places they count: pick the ${missing === 'at' ? (kind === 'holes' ? 'zones holes lead into' : 'areas of the towns') : 'zones holes are traced from'} first` };
  const src = { ...template, ...Object.fromEntries((SCORE_PLACES[kind] ?? []).map((key) => [key, places[key]])) } as VpSource;
  const score = sc.victory?.score;
  if (score && score.sources.length >= 20) return { error: 'the VP score has 20 sources, the most it has' };
  if (!score && (!r || !Object.hasOwn(r.sides, side))) return { error: `the ruleset has no side "${side}"` };
  const change = score
    ? changeTo(sc, ['victory', 'score', 'sources'], [...score.sources, src])
    : sc.victory
      ? changeTo(sc, ['victory', 'score'], { side, sources: [src] })
      : changeTo(sc, ['victory'], { conditions: {}, score: { side, sources: [src] } });
  return edit(`the VP score counts ${SOURCE_NAMES[kind]}${src.at ? ` (${placesInWords(src.at)})` : ''}`, [change]);
}

/** The places a VP score source names: a town source's areas, a holes source's target zones (`at`) or the zones it traces from. */
export function setScorePlaces(sc: Scenario, index: number, key: 'at' | 'from', places: LocationSet | null): Edit | Refused {
  const src = scoreSourceOf(sc, index);
  if ('error' in src) return src;
  if (!(SCORE_PLACES[src.kind] ?? []).includes(key)) return { error: `VP score, source ${index + 1} (${src.kind}) names no places ${key === 'from' ? 'to trace from' : 'of its own'}` };
  if (!places) return { error: `VP score, source ${index + 1}: ${SOURCE_NAMES[src.kind]} need the places they count` };
  return edit(`VP score, source ${index + 1} (${src.kind}): ${key === 'from' ? 'traced from' : 'counts'} ${placesInWords(places)}`, [changeTo(sc, scoreAt(index, key), places)]);
}

/** What one hole counts as (a reading the rules leave open, TitM digest A9): each road into a target zone, each area it comes from, or each zone reached. */
export function setHoleCount(sc: Scenario, index: number, count: 'links' | 'areas' | 'zones'): Edit | Refused {
  const src = scoreSourceOf(sc, index);
  if ('error' in src || src.kind !== 'holes') return { error: `the VP score has no holes source ${index + 1}` };
  if (!['links', 'areas', 'zones'].includes(count)) return { error: `"${count}" is not a way to count holes (links, areas or zones)` };
  return edit(`VP score, source ${index + 1} (holes): one hole is each ${count === 'links' ? 'road into a target zone' : count === 'areas' ? 'area a road comes from' : 'target zone reached'}`, [changeTo(sc, scoreAt(index, 'count'), count)]);
}

/** Removes a source of the VP score; the last one takes the score with it (no VP counted then). */
export function removeScoreSource(sc: Scenario, index: number): Edit | Refused {
  const score = sc.victory?.score;
  const src = score?.sources[index];
  if (!score || !src) return { error: `the VP score has no source ${index + 1}` };
  const change = score.sources.length === 1 ? changeTo(sc, ['victory', 'score'], undefined) : changeTo(sc, ['victory', 'score', 'sources'], score.sources.filter((_, i) => i !== index));
  return edit(`VP score, source ${index + 1} (${src.kind}) removed${score.sources.length === 1 ? ': no VP are counted' : ''}`, [change]);
}

/** When a VP score source is counted: at the end of each turn (adding up), or once at the game's end. */
export function setScoreWhen(sc: Scenario, index: number, when: 'eachTurn' | 'end'): Edit | Refused {
  const src = scoreSourceOf(sc, index);
  if ('error' in src) return src;
  return edit(`VP score, source ${index + 1} (${src.kind}) counted ${when === 'eachTurn' ? 'each turn' : 'at the end'}`, [changeTo(sc, scoreAt(index, 'when'), when)]);
}
