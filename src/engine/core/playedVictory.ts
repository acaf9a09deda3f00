import type { VictoryCondition, VpSource } from '../../generated/documents';
import { pointer } from '../../shared/jsonPointer';
import { rulesModuleFor } from './module';
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

/** The kinds of victory condition and VP source the engine plays for a ruleset's system (none for a system it cannot play). */
export function playedVictory(ruleset: Pick<GameDocuments['ruleset'], 'system' | 'name'>): { conditions: readonly VictoryCondition['kind'][]; sources: readonly VpSource['kind'][]; score: boolean } {
  try {
    return rulesModuleFor(ruleset).victory ?? { conditions: [], sources: [], score: false };
  } catch {
    return { conditions: [], sources: [], score: false };
  }
}

/**
 * The victory conditions, VP sources and VP score of a scenario that its system's module does not
 * play (as its `victory` declares). A game that scored them as nothing would not be the game the
 * scenario describes, so compiling refuses it, and the studio shows each where it is.
 */
export function unplayedVictory(docs: Pick<GameDocuments, 'ruleset' | 'scenario'>): UnplayedVictory[] {
  let module;
  try {
    module = rulesModuleFor(docs.ruleset);
  } catch {
    return []; // the system itself is refused, with its own reason
  }
  // A module that declares nothing judges victory its own way (or has none to judge): nothing to check.
  const played = module.victory;
  if (!played) return [];
  const engine = module.name;
  const v = docs.scenario.victory;
  if (!v) return [];
  const out: UnplayedVictory[] = [];
  const sources = (list: readonly VpSource[], at: string) =>
    list.forEach((src, i) => {
      if (!played.sources.includes(src.kind)) out.push({ at: at + pointer(i, 'kind'), what: `VP for ${SOURCE_NAMES[src.kind]} (${src.kind}), which the ${engine} engine does not score` });
    });
  for (const [id, c] of Object.entries(v.conditions)) {
    const at = pointer('victory', 'conditions', id);
    if (!played.conditions.includes(c.kind)) out.push({ at: at + pointer('kind'), what: `condition ${id}: ${CONDITION_NAMES[c.kind]} (${c.kind}), which the ${engine} engine does not judge` });
    else if (c.kind === 'vpThreshold') sources(c.sources, at + pointer('sources'));
  }
  if (v.score) {
    if (!played.score) out.push({ at: pointer('victory', 'score'), what: `a VP score by turn (victory/score), which the ${engine} engine does not count (its VP come from VP threshold conditions)` });
    else sources(v.score.sources, pointer('victory', 'score', 'sources'));
  }
  return out;
}
