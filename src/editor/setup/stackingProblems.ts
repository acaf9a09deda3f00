import { scenarioDocuments } from '../../document';
import { createGame, overstackedAtStart, type Overstack } from '../../engine';
import type { Problem, ProjectDocument } from '../../validation';

/** The last judgement per scenario, kept while the documents it plays with stay the same objects. */
const cache = new WeakMap<object, { key: readonly unknown[]; stacks: Overstack[] }>();

/**
 * Starting stacks over the limits as the engine judges them (hex games, rule 8: stacking points and
 * units, units that count as one, the combat-group exception; area games, 7.1: units and SP per side,
 * a warning where the rules let the setup stand for a while), as Problems on the setup of each scenario
 * (not variants: they set up as their base). Validation alone counts stacking points; a hex it has
 * already reported is not reported twice. A scenario the engine cannot start is left to its other
 * Problems. `docs` are the documents the schema accepted, with their texts to locate problems in.
 */
export function stackingProblems(docs: readonly ProjectDocument[], reported: readonly Problem[]): Problem[] {
  const out: Problem[] = [];
  // What validation already reported as overstacked, looked through once (thousands of problems are reported).
  let already: Problem[] | undefined;
  const overstacked = () => (already ??= reported.filter((p) => p.code === 'scenario/overstacked'));
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
    for (const s of judged.stacks) {
      if (overstacked().some((p) => p.file === d.file && p.message.includes(` ${s.at} `))) continue;
      const unit = s.units.at(-1)!;
      const place = (d.doc as { setup?: Record<string, { area?: string }> }).setup?.[unit]?.area !== undefined ? 'area' : 'hex';
      const message = `setup/${unit}: ${s.reason} (${s.units.join(', ')})${s.allowedUntil ? `; allowed until ${s.allowedUntil}` : ''}`;
      out.push(d.source.problem({ pointer: `/setup/${unit}/${place}`, severity: s.allowedUntil ? 'warning' : 'error', code: 'scenario/overstacked', message, rule: s.rule }));
    }
  }
  return out;
}
