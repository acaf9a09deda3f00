import { createMemo, createSignal, For, Show } from 'solid-js';
import { resolveVariant, scenarioDocuments } from '../../document';
import { BOTS, compile, playBots } from '../../engine';
import type { Scenario } from '../../generated/documents';
import type { ProjectDocument } from '../../validation';
import { useStudio } from '../studio';

const short = (v: unknown) => (v === undefined ? '(none)' : JSON.stringify(v).slice(0, 60));

/**
 * What a variant changes: each change's operations with the value before and after, and a
 * comparison with its base: the same seed and the same bots on both, and the step where the two
 * games part (the first action that differs), with each game's end.
 */
export function VariantPanel(props: { scenario: Scenario }) {
  const studio = useStudio();
  const loaded = createMemo(() => (studio.version(), studio.store.documents().flatMap((d) => (d.kind && d.doc ? [{ kind: d.kind, file: d.file, doc: d.doc } as unknown as ProjectDocument] : []))));
  const resolved = createMemo(() => resolveVariant((kind, id) => loaded().find((d) => d.kind === kind && d.doc.id === id)?.doc, props.scenario));
  const [seed, setSeed] = createSignal('1');
  const [report, setReport] = createSignal<string>();
  const compare = () => {
    setReport('Playing both games…');
    setTimeout(() => {
      const base = scenarioDocuments(loaded(), props.scenario.variantOf!);
      const variant = scenarioDocuments(loaded(), props.scenario.id);
      if ('missing' in base || 'missing' in variant) return setReport(`Cannot compare: ${'missing' in base ? base.missing : (variant as { missing: string }).missing}`);
      const bots = { german: BOTS.greedy!, allied: BOTS.random! };
      const a = playBots(compile(base), seed(), bots);
      const b = playBots(compile(variant), seed(), bots);
      const n = Math.min(a.log.length, b.log.length);
      let i = 0;
      while (i < n && JSON.stringify(a.log[i]) === JSON.stringify(b.log[i])) i++;
      const apart = i === a.log.length && i === b.log.length ? 'The two games are the same, action for action.' : `The games part at action ${i + 1}: the base plays ${JSON.stringify(a.log[i] ?? 'the end')}, the variant ${JSON.stringify(b.log[i] ?? 'the end')}.`;
      setReport(`${apart} Base: ${a.reason || 'no end'} (${a.actions} actions). Variant: ${b.reason || 'no end'} (${b.actions} actions). Greedy German against random Allies, seed ${seed()}.`);
    }, 0);
  };
  return (
    <section class="variant-panel" data-testid="variant-panel">
      <b>Variant of {props.scenario.variantOf}</b>
      <Show when={!('error' in resolved()) && resolved()} fallback={<p class="play-refusal">{(resolved() as { error?: string }).error}</p>}>
        {(r) => (
          <ul class="variant-changes">
            <For each={(r() as Exclude<ReturnType<typeof resolved>, { error: string }>).effects}>
              {(e) => (
                <li>
                  <b>{e.label}</b> — {e.target.kind} {e.target.id}: {e.op} {e.path}: {short(e.before)} → {short(e.after)}
                </li>
              )}
            </For>
          </ul>
        )}
      </Show>
      <div class="play-buttons">
        <label>
          seed <input size={6} value={seed()} onInput={(e) => setSeed(e.currentTarget.value)} />
        </label>
        <button data-testid="variant-compare" onClick={compare}>Compare with the base</button>
      </div>
      <Show when={report()}>{(t) => <p data-testid="variant-report">{t()}</p>}</Show>
    </section>
  );
}
