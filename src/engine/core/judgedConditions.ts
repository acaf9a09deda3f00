import type { Condition, GameMap, Ruleset, Scenario } from '../../generated/documents';
import { forEachFact } from '../../shared/conditionFacts';
import { pointer } from '../../shared/jsonPointer';
import { memo } from '../../shared/memo';
import { moduleIfPlayed } from './module';

/** A place where a module judges conditions of the game's data, in a designer's words, and the facts it computes there. */
export interface FactContext {
  readonly where: string;
  readonly facts: readonly string[];
  /** For a dice-pool table: whether its thresholds' conditions are judged there too (else only its modifiers'). */
  readonly thresholds?: boolean;
}

/**
 * Where a rules module judges the conditions of a game's rules data (other than victory's, which
 * `victory.facts` declares), and the facts it computes at each place. A condition there on another
 * fact is judged on a fact that is never set (false), so the modifier, exception or release never
 * applies as written; a condition where the module reads none is never judged. Both are refused.
 */
export interface ConditionFacts {
  /**
   * The tables it reads with facts, by id, each place it reads one: a die-roll table's modifier
   * list, an odds CRT's column shifts and a dice pool's modifiers are judged with them. Tables the
   * data names from a scenario or a map are not listed here: `scenarioRolls` and `mapRolls` name them.
   */
  tables(ruleset: Ruleset): ReadonlyMap<string, readonly FactContext[]>;
  /** The tables a scenario names that the module rolls (a release roll, an arrival roll), each with the facts computed there. */
  scenarioRolls?(scenario: Scenario): NamedRoll[];
  /** The tables a map names that the module rolls (a bridge's first-use roll), each with the facts computed there. */
  mapRolls?(map: GameMap): NamedRoll[];
  /** The ruleset's stacking rules it judges: "counts as one" pairs and exceptions (none: it reads no condition there). */
  readonly stacking?: { readonly countsAsOne?: FactContext; readonly exceptions?: FactContext };
  /** A scenario's reinforcement release conditions (none: it reads no condition there). */
  readonly release?: FactContext;
}

/** A table a scenario or a map names to be rolled: where it is named, what rolls it, and the facts computed there. */
export interface NamedRoll {
  /** A JSON pointer to the table's id in the scenario or the map. */
  readonly at: string;
  readonly table: string;
  /** The roll in a designer's words ("the release roll of reinforcements \"x\""). */
  readonly what: string;
  readonly context: FactContext;
}

/** The facts a procedure computes, keyed by a declared list of them, so the declaration and the computation cannot part. */
export type FactsOf<K extends readonly string[]> = { readonly [F in K[number]]: boolean | number | string };

/** A condition of a game's rules data that its module does not judge as written: where it is, in which document, and why. */
export interface UnjudgedCondition {
  readonly doc: 'ruleset' | 'scenario' | 'map';
  /** A JSON pointer into that document. */
  readonly at: string;
  readonly what: string;
}

/** The facts computed at each place a table is read, a modifier list taking those of the tables that use it. */
function tableReaders(ruleset: Ruleset, declared: ReadonlyMap<string, readonly FactContext[]>): Map<string, FactContext[]> {
  const readers = new Map<string, FactContext[]>();
  const add = (id: string | undefined, contexts: readonly FactContext[]) => {
    if (id === undefined || !contexts.length) return;
    readers.set(id, [...(readers.get(id) ?? []), ...contexts]);
  };
  for (const [id, contexts] of declared) add(id, contexts);
  for (const [id, t] of Object.entries(ruleset.tables ?? {})) {
    const contexts = declared.get(id) ?? [];
    if (t.kind === 'dieRoll' || t.kind === 'dicePool') add(t.modifiers, contexts);
    else if (t.kind === 'oddsCrt') add(t.shifts, contexts);
    else if (t.kind === 'differentialCrt') [t.attackerModifiers, t.defenderModifiers].forEach((m) => add(m, contexts));
  }
  return readers;
}

/** The ruleset's own readers (no scenario's or map's rolls), made once per ruleset record: the studio's check asks for them for every scenario and map, at every edit. */
const rulesetReaders = new WeakMap<Ruleset, ReadonlyMap<string, readonly FactContext[]>>();
const ownReaders = (ruleset: Ruleset, judged: ConditionFacts) => memo(rulesetReaders, ruleset, () => tableReaders(ruleset, judged.tables(ruleset)));

/** The facts a condition at a place may read: those of any of its readers. */
const factsOf = (contexts: readonly FactContext[]): string[] => [...new Set(contexts.flatMap((c) => c.facts))];

/**
 * The facts a condition in a table (a modifier list, a dice pool) may read, for editors: those the
 * engine computes where it reads the table, `rolls` (the scenarios' and maps' named rolls) included. Undefined when the engine does not say (a table it
 * does not read with facts, or a system that declares nothing): any of the ruleset's facts.
 */
export function factsAt(ruleset: Ruleset, tableId: string, rolls: readonly NamedRoll[] = []): string[] | undefined {
  const judged = moduleIfPlayed(ruleset)?.conditions;
  if (!judged) return undefined;
  const declared = new Map(judged.tables(ruleset));
  for (const r of rolls) declared.set(r.table, [...(declared.get(r.table) ?? []), r.context]);
  const read = tableReaders(ruleset, declared).get(tableId);
  return read && factsOf(read);
}

/** The rolls that scenarios and maps of a ruleset name, for factsAt. */
export function namedRolls(ruleset: Ruleset, of: { scenarios?: readonly Scenario[]; maps?: readonly GameMap[] }): NamedRoll[] {
  const judged = moduleIfPlayed(ruleset)?.conditions;
  if (!judged) return [];
  return [...(of.scenarios ?? []).flatMap((s) => judged.scenarioRolls?.(s) ?? []), ...(of.maps ?? []).flatMap((m) => judged.mapRolls?.(m) ?? [])];
}

/**
 * The facts a stacking rule's condition ("counts as one" pairs, exceptions' stacks) or a
 * reinforcement release's may read, for editors: none where the engine reads none; undefined where
 * it does not say.
 */
export function ruleFactsAt(ruleset: Ruleset, place: 'countsAsOne' | 'exceptions' | 'release'): string[] | undefined {
  const judged = moduleIfPlayed(ruleset)?.conditions;
  return judged && [...((place === 'release' ? judged.release : judged.stacking?.[place])?.facts ?? [])];
}

/**
 * The conditions of a ruleset (its tables' modifiers and dice-pool thresholds, its stacking rules),
 * of a scenario's reinforcement releases, and of the tables a scenario or its maps name to be rolled
 * (unjudgedRolls), that its system's module does not judge as written:
 * on a fact it does not compute where it reads them, or where it reads no condition. A game played
 * with them would not be the game the data describes, so compiling refuses it, and the studio shows each where it is.
 */
export function unjudgedConditions(docs: { ruleset: Ruleset; scenario?: Scenario; map?: GameMap; maps?: readonly GameMap[] }): UnjudgedCondition[] {
  const module = moduleIfPlayed(docs.ruleset);
  const judged = module?.conditions;
  // An unplayed system is refused with its own reason; a module that declares nothing judges its own way, unchecked.
  if (!module || !judged) return [];
  const out: UnjudgedCondition[] = [];
  const check = (doc: UnjudgedCondition['doc'], cond: Condition | undefined, at: string, what: string, contexts: readonly FactContext[] | undefined) => judge(out, module.name, doc, cond, at, what, contexts);
  const r = docs.ruleset;
  const readers = ownReaders(r, judged);
  for (const [id, t] of Object.entries(r.tables ?? {})) {
    const at = pointer('tables', id);
    const read = readers.get(id);
    if (t.kind === 'modifiers' && read) for (const [mid, m] of Object.entries(t.entries)) check('ruleset', m.when, at + pointer('entries', mid, 'when'), `the modifier "${m.label}" of ${t.name}`, read);
    if (t.kind === 'dicePool' && read) {
      const withThresholds = read.filter((c) => c.thresholds);
      for (const [tid, th] of Object.entries(t.thresholds)) check('ruleset', th.when, at + pointer('thresholds', tid, 'when'), `the threshold "${tid}" of ${t.name}`, withThresholds);
    }
  }
  for (const key of ['countsAsOne', 'exceptions'] as const) {
    const rules: Readonly<Record<string, { when?: Condition }>> = r.stacking?.[key] ?? {};
    const what = key === 'countsAsOne' ? 'the stacking rule (counts as one)' : 'the stacking exception';
    for (const [id, rule] of Object.entries(rules)) check('ruleset', rule.when, pointer('stacking', key, id, 'when'), `${what} "${id}"`, judged.stacking?.[key] && [judged.stacking[key]!]);
  }
  if (docs.scenario) out.push(...unjudgedReleases(docs.ruleset, docs.scenario), ...unjudgedRolls(docs.ruleset, { scenario: docs.scenario }));
  for (const map of docs.maps ?? (docs.map ? [docs.map] : [])) out.push(...unjudgedRolls(docs.ruleset, { map }));
  return out;
}

/**
 * Of unjudgedConditions, the rolls a scenario's or a map's data names (release, arrival and
 * first-use rolls): each roll's table's modifiers judged with the facts computed where it is
 * rolled, and each finding located at the name, in the scenario or the map (the ruleset's table
 * is right for the rolls that read it with facts; it is this roll that never meets the condition).
 * A list the ruleset's own rolls read too is left to the ruleset's check, as a list shared by two
 * rolls is: a modifier there may apply in one roll and not the other.
 */
export function unjudgedRolls(ruleset: Ruleset, of: { scenario: Scenario } | { map: GameMap }): UnjudgedCondition[] {
  const module = moduleIfPlayed(ruleset);
  const judged = module?.conditions;
  if (!module || !judged) return [];
  const [doc, rolls] = 'scenario' in of ? (['scenario', judged.scenarioRolls?.(of.scenario) ?? []] as const) : (['map', judged.mapRolls?.(of.map) ?? []] as const);
  const out: UnjudgedCondition[] = [];
  // A list (or pool) the ruleset's own rolls read too is judged at the ruleset, where a list shared by two rolls may test the facts of either.
  const readers = rolls.length ? ownReaders(ruleset, judged) : new Map<string, FactContext[]>();
  for (const roll of rolls) {
    const t = ruleset.tables?.[roll.table];
    if ((t?.kind !== 'dieRoll' && t?.kind !== 'dicePool') || readers.has(roll.table)) continue;
    const list = t.modifiers && !readers.has(t.modifiers) ? ruleset.tables[t.modifiers] : undefined;
    if (list?.kind === 'modifiers') {
      for (const m of Object.values(list.entries)) judge(out, module.name, doc, m.when, roll.at, `${roll.what} rolls ${t.name}, whose modifier "${m.label}" (${list.name})`, [roll.context], false);
    }
    if (t.kind === 'dicePool') for (const [tid, th] of Object.entries(t.thresholds)) judge(out, module.name, doc, th.when, roll.at, `${roll.what} rolls ${t.name}, whose threshold "${tid}"`, roll.context.thresholds ? [roll.context] : [], false);
  }
  return out;
}

/** Of unjudgedConditions, a scenario's alone: its reinforcements' release conditions (the ruleset's own are the ruleset's). */
export function unjudgedReleases(ruleset: Ruleset, scenario: Scenario): UnjudgedCondition[] {
  const module = moduleIfPlayed(ruleset);
  const release = module?.conditions?.release;
  if (!module?.conditions) return [];
  const out: UnjudgedCondition[] = [];
  for (const [group, g] of Object.entries(scenario.reinforcements ?? {})) {
    judge(out, module.name, 'scenario', g.release?.when, pointer('reinforcements', group, 'release', 'when'), `the release of reinforcements "${group}"`, release && [release]);
  }
  return out;
}

/**
 * A condition judged at a place with its readers' facts: a fact none of them computes, or a
 * condition where none reads one, is added to `out`, at the fact (or, not `atFact`, at `at`
 * itself: the condition is another document's, and `at` names it in this one).
 */
function judge(out: UnjudgedCondition[], engine: string, doc: UnjudgedCondition['doc'], cond: Condition | undefined, at: string, what: string, contexts: readonly FactContext[] | undefined, atFact = true): void {
  if (!cond) return;
  if (!contexts?.length) return void out.push({ doc, at, what: `${what} has a condition, which the ${engine} engine does not read${atFact ? '' : ' there'}: it is never judged` });
  const facts = factsOf(contexts);
  const places = [...new Set(contexts.map((c) => c.where))].join(' or ');
  forEachFact(cond, at, (fact, ptr) => {
    if (facts.includes(fact)) return;
    const computed = facts.length ? `it computes ${facts.map((f) => `"${f}"`).join(', ')}` : 'it computes no fact';
    out.push({ doc, at: atFact ? ptr : at, what: `${what} tests "${fact}", which the ${engine} engine does not compute where it judges it: in ${places} ${computed}. The condition never holds as written` });
  });
}
