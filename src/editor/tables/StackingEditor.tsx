import { createMemo, createSignal, For, Show } from 'solid-js';
import { conditionEdits, stackingCommands as sc } from '../../document';
import { playedStackingOf, ruleFactsAt } from '../../engine';
import type { Ruleset, StackingLimit } from '../../generated/documents';
import { ConditionEditor, ConditionRow } from '../ConditionEditor';
import { runEdit } from '../runEdit';
import { useStudio } from '../studio';

const VIOLATION_WORDS: Readonly<Record<Ruleset['stacking']['violation'], string>> = {
  ownerEliminates: 'the owner eliminates units until the stack is legal',
  ownerRemovesWholeUnits: 'the owner removes whole units until the stack is legal',
  prohibited: 'a stack over the limits may not be made',
};

/**
 * The ruleset's stacking (Ardennes '44 rule 8, Tigers in the Mist rule 7): its limits, the units
 * that count as one, and the exceptions that allow a bigger stack, each rule's condition built in
 * place of the facts the engine computes there. When and how the limits are checked is shown as
 * the engine plays it (a ruleset asking for another is an error in Problems).
 */
export function StackingEditor(props: { file: string; ruleset: Ruleset }) {
  const studio = useStudio();
  const st = () => props.ruleset.stacking;
  const played = createMemo(() => playedStackingOf(props.ruleset));
  const measures = () => played()?.measures;
  const run = (edit: Parameters<typeof runEdit>[3]) => runEdit(studio, props.file, 'ruleset/stacking', edit);
  return (
    <div class="stacking-editor" data-testid="stacking-editor">
      <p class="note" data-testid="stacking-checks">
        Rule {st().rule ?? '—'}. Checked at {st().checkedAt.join(', ')}; {VIOLATION_WORDS[st().violation]}
        {st().perSide ? '; each side’s units are counted apart' : ''}
        {st().exemptLocations?.length ? `; no limit in ${st().exemptLocations!.join(', ')}` : ''}.
        <Show when={played()}>{(p) => <> The engine plays {p().where} so; it measures {p().measures.map((m) => sc.MEASURE_WORDS[m]).join(' and ')}.</>}</Show>
      </p>
      <h4>Limits</h4>
      <Limits at={{}} ruleset={props.ruleset} measures={measures()} run={run} testid="stack" />
      <For each={['countsAsOne', 'exceptions'] as const}>{(group) => <Rules group={group} ruleset={props.ruleset} measures={measures()} run={run} refuse={(why) => studio.say(why, 'warn')} />}</For>
    </div>
  );
}

type Run = (edit: Parameters<typeof runEdit>[3]) => boolean;
type Measures = readonly StackingLimit['measure'][] | undefined;

/** A list of limits ("at most 3 stacking points"), each measure among those the engine measures. */
function Limits(props: { at: sc.LimitsAt; ruleset: Ruleset; measures: Measures; run: Run; testid: string }) {
  const list = () => (props.at.exception === undefined ? props.ruleset.stacking.limits : (props.ruleset.stacking.exceptions?.[props.at.exception]?.limits ?? []));
  return (
    <span class="stacking-limits">
      <For each={list()}>
        {(l, i) => (
          <span class="stacking-limit">
            at most{' '}
            <input type="number" min="0" size={3} data-testid={`${props.testid}-limit-${i()}-max`} value={l.max} onChange={(e) => props.run(sc.setLimit(props.ruleset, props.at, i(), 'max', e.currentTarget.value)) || (e.currentTarget.value = String(l.max))} />{' '}
            <select data-testid={`${props.testid}-limit-${i()}-measure`} value={l.measure} onChange={(e) => props.run(sc.setLimit(props.ruleset, props.at, i(), 'measure', e.currentTarget.value, props.measures)) || (e.currentTarget.value = l.measure)}>
              <Show when={props.measures && !props.measures.includes(l.measure)}>
                <option value={l.measure}>{sc.MEASURE_WORDS[l.measure]} (not measured)</option>
              </Show>
              <For each={props.measures ?? (Object.keys(sc.MEASURE_WORDS) as StackingLimit['measure'][])}>{(m) => <option value={m}>{sc.MEASURE_WORDS[m]}</option>}</For>
            </select>{' '}
            <button class="link" title="Remove this limit" data-testid={`${props.testid}-limit-${i()}-remove`} onClick={() => props.run(sc.removeLimit(props.ruleset, props.at, i()))}>
              ×
            </button>
            {'; '}
          </span>
        )}
      </For>
      <button class="link" data-testid={`${props.testid}-limit-add`} onClick={() => props.run(sc.addLimit(props.ruleset, props.at, props.measures))}>
        + limit
      </button>
    </span>
  );
}

/** The "counts as one" rules (8.2) or the exceptions (8.3): description, condition, an exception's own limits, the rule; added and removed here. */
function Rules(props: { group: sc.RuleGroup; ruleset: Ruleset; measures: Measures; run: Run; refuse: (why: string) => void }) {
  const rules = () => Object.entries(props.ruleset.stacking[props.group] ?? {});
  const facts = createMemo(() => {
    const declared = Object.keys(props.ruleset.facts ?? {});
    return conditionEdits.factChoices(props.ruleset, ruleFactsAt(props.ruleset, props.group)?.filter((f) => declared.includes(f)) ?? declared);
  });
  const [text, setText] = createSignal('');
  const t = (id: string, field: string) => `stack-${props.group}-${id}-${field}`;
  const add = () => {
    if (props.run(sc.addRule(props.ruleset, props.group, text(), facts()[0] && conditionEdits.leaf(facts()[0]!)))) setText('');
  };
  return (
    <>
      <h4>{props.group === 'countsAsOne' ? 'Units that count as one' : 'Exceptions: stacks that may be bigger'}</h4>
      <table class="crt-grid stacking-rules" data-testid={`stack-${props.group}`}>
        <tbody>
          <For each={rules()}>
            {([id, r]) => (
              <>
                <tr data-rule={id}>
                  <td>{id}</td>
                  <td>
                    <input data-testid={t(id, 'description')} value={r.description} onChange={(e) => props.run(sc.setRule(props.ruleset, props.group, id, 'description', e.currentTarget.value)) || (e.currentTarget.value = r.description)} />
                  </td>
                  <td>
                    rule <input size={5} title="The rule it implements" data-testid={t(id, 'rule')} value={r.rule ?? ''} onChange={(e) => props.run(sc.setRule(props.ruleset, props.group, id, 'rule', e.currentTarget.value))} />
                  </td>
                  <td>
                    <button title="Remove this rule" data-testid={t(id, 'remove')} onClick={() => props.run(sc.removeRule(props.ruleset, props.group, id))}>
                      ×
                    </button>
                  </td>
                </tr>
                {/* The condition (and an exception's limits) on a line of their own, so the list fits the pane. */}
                <ConditionRow class="stacking-when" indent span={3}>
                  <ConditionEditor value={r.when} facts={facts()} testid={t(id, 'when')} refuse={props.refuse} commit={(w) => props.run(sc.setRule(props.ruleset, props.group, id, 'when', w))} />
                  <Show when={props.group === 'exceptions'}>
                    <div>
                      allows <Limits at={{ exception: id }} ruleset={props.ruleset} measures={props.measures} run={props.run} testid={t(id, 'x')} />
                    </div>
                  </Show>
                </ConditionRow>
              </>
            )}
          </For>
        </tbody>
      </table>
      <Show when={facts().length} fallback={<p class="note" data-testid={`stack-${props.group}-unread`}>The engine reads no such rules for this game{rules().length ? ': those here are errors (Problems)' : ''}.</p>}>
        <input placeholder="what the new rule allows" data-testid={`stack-${props.group}-new`} value={text()} onInput={(e) => setText(e.currentTarget.value)} onKeyDown={(e) => e.key === 'Enter' && add()} />{' '}
        <button data-testid={`stack-${props.group}-add`} onClick={add}>
          Add
        </button>
      </Show>
    </>
  );
}
