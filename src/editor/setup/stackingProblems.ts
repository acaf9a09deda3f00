import { scenarioDocuments, type DocumentStore } from '../../document';
import { createGame, overstackedAtStart, type Overstack } from '../../engine';
import { DocumentText, type Problem } from '../../validation';

/** The last judgement per scenario, kept while its four documents stay the same objects. */
const cache = new WeakMap<object, { key: readonly unknown[]; stacks: Overstack[] }>();

/**
 * Starting stacks over the limits as the engine judges them (rule 8: stacking points and units,
 * units that count as one, the combat-group exception), as Problems on the setup of each scenario
 * (not variants: they set up as their base). Validation alone counts stacking points; a hex it has
 * already reported is not reported twice. A scenario the engine cannot start is left to its other
 * Problems.
 */
export function stackingProblems(store: DocumentStore, reported: readonly Problem[]): Problem[] {
  const docs = store.loaded();
  const out: Problem[] = [];
  for (const d of docs) {
    if (d.kind !== 'scenario' || (d.doc as { variantOf?: string }).variantOf) continue;
    const sd = scenarioDocuments(docs, d.doc.id);
    if ('missing' in sd) continue;
    const key = [sd.ruleset, sd.map, sd.oob, sd.scenario];
    let judged = cache.get(d.doc);
    if (!judged || judged.key.some((k, i) => k !== key[i])) {
      let stacks: Overstack[] = [];
      try {
        stacks = overstackedAtStart(createGame(sd, { seed: 'setup' }));
      } catch {
        // The engine cannot start this scenario: its other Problems say why.
      }
      cache.set(d.doc, (judged = { key, stacks }));
    }
    if (!judged.stacks.length) continue;
    const text = new DocumentText(d.file, store.get(d.file)!.text);
    for (const s of judged.stacks) {
      if (reported.some((p) => p.file === d.file && p.code === 'scenario/overstacked' && p.message.includes(` ${s.hex} `))) continue;
      const unit = s.units.at(-1)!;
      out.push(text.problem({ pointer: `/setup/${unit}/hex`, severity: 'error', code: 'scenario/overstacked', message: `setup/${unit}: ${s.reason} (${s.units.join(', ')})`, rule: s.rule }));
    }
  }
  return out;
}
