import { createMemo, For, Show } from 'solid-js';
import { optionCommands } from '../../document';
import { playedOptions } from '../../engine';
import type { Ruleset, Scenario } from '../../generated/documents';
import { runEdit } from '../runEdit';
import { useStudio } from '../studio';

const { optionRows, setOption } = optionCommands;

/**
 * The scenario's optional rules as switches (folded to a line saying which are on): one per optional rule of its ruleset, with the rule's
 * number and what it does; a switch is a named, undoable edit of the scenario's `options`. A rule
 * the engine does not play yet says so (test play refuses a scenario that switches it on).
 */
export function OptionalRules(props: { file: string; scenario: Scenario }) {
  const studio = useStudio();
  const ruleset = createMemo(() => (studio.version(), studio.store.find('ruleset', props.scenario.ruleset)?.doc as Ruleset | undefined));
  const rows = createMemo(() => optionRows(props.scenario, ruleset()));
  const played = createMemo(() => new Set(ruleset() ? playedOptions(ruleset()!) : []));
  const toggle = (id: string, on: boolean) => runEdit(studio, props.file, 'scenario/option', setOption(props.scenario, ruleset(), id, on));
  return (
    <Show when={rows().length}>
      <details class="optional-rules" data-testid="optional-rules">
        <summary>
          Optional rules: {rows().filter((o) => o.enabled).length} of {rows().length} on
          {rows().some((o) => o.enabled) ? ` (${rows().filter((o) => o.enabled).map((o) => o.name).join(', ')})` : ''}
        </summary>
        <For each={rows()}>
          {(o) => (
            <label class="optional-rule" title={o.description ?? ''} data-testid={`option-${o.id}`}>
              <input type="checkbox" checked={o.enabled} onChange={(e) => toggle(o.id, e.currentTarget.checked)} />
              <span>
                {o.name}
                {o.rule ? <span class="rule-ref"> ({o.rule})</span> : null}
                <Show when={o.unknown}>
                  <span class="warn"> — not an optional rule of the ruleset</span>
                </Show>
                <Show when={!o.unknown && !played().has(o.id)}>
                  <span class="note"> — not played by the engine yet: test play refuses it switched on</span>
                </Show>
              </span>
            </label>
          )}
        </For>
      </details>
    </Show>
  );
}
