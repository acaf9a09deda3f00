import { createMemo, createSignal, For, Show } from 'solid-js';
import { resolveVariant, variantAndBase, variantCommands } from '../../document';
import { BOTS, compile, describeAction, playBots, replay, type Action } from '../../engine';
import type { Scenario } from '../../generated/documents';
import { runEdit } from '../runEdit';
import { useStudio } from '../studio';
import { createVariant } from './createVariant';
import { VariantReplay } from './VariantReplay';

const short = (v: unknown) => (v === undefined ? '(none)' : JSON.stringify(v).slice(0, 60));

/**
 * What a variant changes: each change's operations with the value before and after, and a
 * comparison with its base: the same seed and the same bots on both, and the step where the two
 * games part (the first action that differs), with each game's end.
 */
export function VariantPanel(props: { file: string; scenario: Scenario }) {
  const studio = useStudio();
  const loaded = createMemo(() => (studio.version(), studio.store.loaded({ own: true })));
  const run = (edit: Parameters<typeof runEdit>[3]) => runEdit(studio, props.file, 'variant/change', edit);
  const [target, setTarget] = createSignal<'scenario' | 'ruleset' | 'map' | 'oob'>('oob');
  const [path, setPath] = createSignal('');
  const [value, setValue] = createSignal('');
  const [label, setLabel] = createSignal('');
  const add = () => {
    const kind = target();
    const id = kind === 'scenario' ? props.scenario.variantOf! : kind === 'map' ? (props.scenario.maps[0] as string) : ((props.scenario as unknown as Record<string, string>)[kind] ?? '');
    const doc = loaded().find((d) => d.kind === kind && d.doc.id === id)?.doc;
    if (!doc) return studio.say(`no ${kind} "${id}" is loaded`);
    let v: unknown;
    try {
      v = JSON.parse(value());
    } catch {
      v = value(); // plain text is a string value
    }
    run(variantCommands.addChange(props.scenario, { kind, id, doc }, path().trim(), v, label()));
  };
  const resolved = createMemo(() => resolveVariant((kind, id) => loaded().find((d) => d.kind === kind && d.doc.id === id)?.doc, props.scenario));
  const [seed, setSeed] = createSignal('1');
  const [report, setReport] = createSignal<string>();
  const compare = () => {
    setReport('Playing both games…');
    setTimeout(() => {
      const both = variantAndBase(loaded(), props.scenario);
      if ('missing' in both) return setReport(`Cannot compare: ${both.missing}`);
      const { base, variant } = both;
      const bots = { german: BOTS.greedy!, allied: BOTS.random! };
      const [cb, cv] = [compile(base), compile(variant)];
      const a = playBots(cb, seed(), bots);
      const b = playBots(cv, seed(), bots);
      const n = Math.min(a.log.length, b.log.length);
      let i = 0;
      while (i < n && JSON.stringify(a.log[i]) === JSON.stringify(b.log[i])) i++;
      // Each game's action in words, as that game stands just before it.
      const said = (c: typeof cb, log: readonly Action[]) => {
        const action = log[i];
        return action ? describeAction(replay(c, seed(), log, i).game, action) : 'nothing more (its game is over)';
      };
      const apart = i === a.log.length && i === b.log.length ? 'The two games are the same, action for action.' : `The games part at action ${i + 1}: in the base, ${said(cb, a.log)}; in the variant, ${said(cv, b.log)}.`;
      setReport(`${apart} Base: ${a.reason || 'no end'} (${a.actions} actions). Variant: ${b.reason || 'no end'} (${b.actions} actions). Greedy German against random Allies, seed ${seed()}.`);
    }, 0);
  };
  return (
    <section class="variant-panel" data-testid="variant-panel">
      <b>Variant of {props.scenario.variantOf}</b>{' '}
      <Show
        when={studio.recording() === props.file}
        fallback={
          <button data-testid="variant-record" title="Edit the map, order of battle, tables, setup and schedule as this variant has them; each edit becomes one of its changes" onClick={() => studio.record(props.file)}>
            Record edits into this variant
          </button>
        }
      >
        <button data-testid="variant-record" class="active" onClick={() => studio.record(undefined)}>
          Stop recording
        </button>
      </Show>
      <Show when={!('error' in resolved()) && resolved()} fallback={<p class="play-refusal">{(resolved() as { error?: string }).error}</p>}>
        {(r) => (
          <ul class="variant-changes">
            <For each={Object.entries(props.scenario.changes ?? {})}>
              {([id, c]) => {
                const effects = () => (r() as Exclude<ReturnType<typeof resolved>, { error: string }>).effects.filter((e) => e.change === id);
                return (
                  <li data-change={id} classList={{ off: !!c.off }}>
                    <b>{c.label}</b> — {c.target.kind} {c.target.id}
                    {c.off ? ' (switched off)' : ''}:{' '}
                    <For each={effects()}>
                      {(e) => (
                        <span>
                          {e.op} {e.path}: {short(e.before)} → {short(e.after)}{' '}
                        </span>
                      )}
                    </For>
                    <button data-testid={`variant-toggle-${id}`} onClick={() => run(variantCommands.toggleChange(props.scenario, id))}>
                      {c.off ? 'Apply' : 'Switch off'}
                    </button>
                    <button data-testid={`variant-revert-${id}`} onClick={() => run(variantCommands.revertChange(props.scenario, id))}>
                      Revert
                    </button>
                  </li>
                );
              }}
            </For>
          </ul>
        )}
      </Show>
      <details class="variant-add">
        <summary>Add a change by path</summary>
        <select data-testid="variant-target" value={target()} onChange={(e) => setTarget(e.currentTarget.value as never)}>
          <For each={['scenario', 'ruleset', 'map', 'oob']}>{(k) => <option value={k}>{k}</option>}</For>
        </select>
        <input data-testid="variant-path" placeholder="/units/de-2pz-start-1/front/attack" value={path()} onInput={(e) => setPath(e.currentTarget.value)} />
        <input data-testid="variant-value" placeholder="value (JSON)" size={8} value={value()} onInput={(e) => setValue(e.currentTarget.value)} />
        <input data-testid="variant-label" placeholder="what the change is" value={label()} onInput={(e) => setLabel(e.currentTarget.value)} />
        <button data-testid="variant-add" onClick={add}>Add change</button>
      </details>
      <div class="play-buttons">
        <label>
          seed <input size={6} value={seed()} onInput={(e) => setSeed(e.currentTarget.value)} />
        </label>
        <button data-testid="variant-compare" onClick={compare}>Compare with the base</button>
        <label title="Tint the hexes it changes on the map, draw arrows for units it sets up elsewhere, and mark the CRT cells and OOB rows it changes">
          <input type="checkbox" data-testid="variant-show" checked={studio.shownVariant() === props.scenario.id} onChange={(e) => studio.showVariant(e.currentTarget.checked ? props.scenario.id : undefined)} /> mark its changes in the editors
        </label>
      </div>
      <Show when={report()}>{(t) => <p data-testid="variant-report">{t()}</p>}</Show>
      <VariantReplay scenario={props.scenario} loaded={loaded()} />
    </section>
  );
}

/** A base scenario's variants, and the button that makes a new one (a copy naming this one as its base). */
export function NewVariant(props: { file: string; scenario: Scenario }) {
  const studio = useStudio();
  const variants = createMemo(() => (studio.version(), studio.store.documents().filter((d) => d.kind === 'scenario' && (d.doc as { variantOf?: string } | undefined)?.variantOf === props.scenario.id)));
  const create = () => createVariant(studio, props.scenario);
  return (
    <div class="variant-panel">
      <b>Variants</b>: <For each={variants()}>{(d) => <button onClick={() => studio.open(d.file)}>{(d.doc as { name?: string }).name ?? d.file}</button>}</For>
      <button data-testid="variant-new" onClick={create}>New variant</button>
    </div>
  );
}
