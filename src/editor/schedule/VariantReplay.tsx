import { createMemo, createSignal, For, Show } from 'solid-js';
import { variantAndBase } from '../../document';
import { compile, partingOf, type Action } from '../../engine';
import type { Scenario } from '../../generated/documents';
import type { ProjectDocument } from '../../validation';

type Playtest = { id: string; name?: string; scenario: string; seed: string; actions: Action[] };

/**
 * A playtest of the base replayed on the variant: the same seed and the same actions, and the
 * action where the two games part (one refuses what the other allows, or other dice and results),
 * with what each made of it.
 */
export function VariantReplay(props: { scenario: Scenario; loaded: readonly ProjectDocument[] }) {
  const playtests = createMemo(() => props.loaded.filter((d) => d.kind === 'playtest' && (d.doc as unknown as Playtest).scenario === props.scenario.variantOf).map((d) => d.doc as unknown as Playtest));
  const [picked, setPicked] = createSignal<string>();
  const [report, setReport] = createSignal<string>();
  const replay = () => {
    const pt = playtests().find((p) => p.id === (picked() ?? playtests()[0]?.id));
    if (!pt) return;
    const both = variantAndBase(props.loaded, props.scenario);
    if ('missing' in both) return setReport(`Cannot replay: ${both.missing}`);
    try {
      const part = partingOf(compile(both.base), compile(both.variant), pt.seed, pt.actions);
      setReport(part ? `The games part at action ${part.step} of ${pt.actions.length} (${part.said}). Base: ${part.base}. Variant: ${part.variant}.` : `The variant plays all ${pt.actions.length} actions of ${pt.name ?? pt.id} exactly as the base does.`);
    } catch (e) {
      setReport(`Cannot replay: ${(e as Error).message}`);
    }
  };
  return (
    <div class="play-buttons">
      <Show when={playtests().length} fallback={<span class="note">Save a playtest of {props.scenario.variantOf} (Test play) to replay it on the variant.</span>}>
        <select data-testid="variant-playtest" value={picked() ?? playtests()[0]?.id} onChange={(e) => setPicked(e.currentTarget.value)}>
          <For each={playtests()}>{(p) => <option value={p.id}>{p.name ?? p.id} ({p.actions.length} actions, seed {p.seed})</option>}</For>
        </select>
        <button data-testid="variant-replay" onClick={replay}>Replay it on the variant</button>
      </Show>
      <Show when={report()}>{(t) => <p data-testid="variant-replay-report">{t()}</p>}</Show>
    </div>
  );
}
