import type { Condition, VictoryCondition, VpSource } from '../../generated/documents';
import { forEachFact } from '../../shared/conditionFacts';
import { pointer } from '../../shared/jsonPointer';
import { moduleIfPlayed, type RulesModule, type VictoryFacts } from './module';
import { SOURCE_NAMES } from './victory';
import type { GameDocuments } from './types';

/** What of a scenario's victory its system's module does not play: where it is, and what it is in words. */
export interface UnplayedVictory {
  /** A JSON pointer into the scenario. */
  readonly at: string;
  readonly what: string;
}

/** A victory condition kind in a designer's words. */
export const CONDITION_NAMES: Readonly<Record<VictoryCondition['kind'], string>> = {
  vpThreshold: 'a VP threshold',
  hold: 'holding locations',
  exit: 'exiting units',
  composite: 'all or any of other conditions',
  outcomeTable: 'an outcome table',
};

type Played = NonNullable<RulesModule['victory']>;
const NOTHING: Played = { conditions: [], sources: [], score: false, facts: { requires: {}, rows: [] } };

/** The kinds of victory condition and VP source the engine plays for a ruleset's system (none for a system it cannot play). */
export function playedVictory(ruleset: Pick<GameDocuments['ruleset'], 'system' | 'name'>): Played {
  return moduleIfPlayed(ruleset)?.victory ?? NOTHING;
}

/** Where a victory condition is judged: a VP source's `requires` (by its kind), an exit condition's, or an outcome table's rows. */
export type FactPlace = VpSource['kind'] | 'exit' | 'rows';

/** The facts the engine computes at a place (each side's for `<side>`, in the ruleset's order of sides): those a condition there may read. */
export function factsRead(ruleset: Pick<GameDocuments['ruleset'], 'system' | 'name' | 'sides' | 'facts'>, place: FactPlace): string[] {
  return readable(playedVictory(ruleset).facts, place, Object.keys(ruleset.sides ?? {}));
}

function readable(facts: VictoryFacts, place: FactPlace, sides: readonly string[]): string[] {
  const listed = place === 'rows' ? facts.rows : (facts.requires[place] ?? []);
  return listed.flatMap((f) => (f.includes('<side>') ? sides.map((side) => f.replace('<side>', side)) : [f]));
}

/**
 * The victory conditions, VP sources and VP score of a scenario that its system's module does not
 * play (as its `victory` declares). A game that scored them as nothing would not be the game the
 * scenario describes, so compiling refuses it, and the studio shows each where it is.
 */
export function unplayedVictory(docs: Pick<GameDocuments, 'ruleset' | 'scenario'>): UnplayedVictory[] {
  const module = moduleIfPlayed(docs.ruleset);
  if (!module) return []; // the system itself is refused, with its own reason
  // A module that declares nothing judges victory its own way (or has none to judge): nothing to check.
  const played = module.victory;
  if (!played) return [];
  const engine = module.name;
  const v = docs.scenario.victory;
  if (!v) return [];
  const out: UnplayedVictory[] = [];
  const sides = Object.keys(docs.ruleset.sides ?? {});
  // A condition where the engine reads none, or on a fact it does not compute there: never judged as written.
  const reads = (cond: Condition | undefined, place: FactPlace, at: string, where: string) => {
    if (!cond) return;
    const facts = readable(played.facts, place, sides);
    if (!facts.length) out.push({ at, what: `a condition ${where}, which the ${engine} engine does not read` });
    else
      forEachFact(cond, at, (fact, ptr) => {
        if (!facts.includes(fact)) out.push({ at: ptr, what: `the fact "${fact}" ${where}, which the ${engine} engine does not compute there (it computes ${facts.map((f) => `"${f}"`).join(', ')}): the condition would never be judged as written` });
      });
  };
  const sources = (list: readonly VpSource[], at: string) =>
    list.forEach((src, i) => {
      if (!played.sources.includes(src.kind)) out.push({ at: at + pointer(i, 'kind'), what: `VP for ${SOURCE_NAMES[src.kind]} (${src.kind}), which the ${engine} engine does not score` });
      else reads(src.requires, src.kind, at + pointer(i, 'requires'), `on VP for ${SOURCE_NAMES[src.kind]}`);
    });
  for (const [id, c] of Object.entries(v.conditions)) {
    const at = pointer('victory', 'conditions', id);
    if (!played.conditions.includes(c.kind)) out.push({ at: at + pointer('kind'), what: `condition ${id}: ${CONDITION_NAMES[c.kind]} (${c.kind}), which the ${engine} engine does not judge` });
    else if (c.kind === 'vpThreshold') sources(c.sources, at + pointer('sources'));
    else if (c.kind === 'exit') reads(c.requires, 'exit', at + pointer('requires'), `on condition ${id}'s units exited`);
    else if (c.kind === 'outcomeTable') c.rows.forEach((row, i) => reads(row.when, 'rows', at + pointer('rows', i, 'when'), `in condition ${id}'s row "${row.label}"`));
  }
  if (v.score) {
    if (!played.score) out.push({ at: pointer('victory', 'score'), what: `a VP score by turn (victory/score), which the ${engine} engine does not count (its VP come from VP threshold conditions)` });
    else sources(v.score.sources, pointer('victory', 'score', 'sources'));
  }
  return out;
}
